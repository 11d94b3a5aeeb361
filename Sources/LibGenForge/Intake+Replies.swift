import LibGenCore
import LibGenEditing
import LibGenSupport

/// The replies: what happened and what happens next, asked of the library as the edit left
/// it, in the library's language. They @-mention the people concerned who have a forge login
/// (the owner of a requested book, the borrower of a recorded loan, the next in the queue when
/// a book comes back) and name who holds a book only where `privacy.show_borrowers` allows it.
extension Intake {
    /// `@login` for a member with a forge login, else their name; the library by name.
    func mention(_ id: String) -> String {
        if id == Library.libraryID { return words["reply_the_library"] }
        guard let member = library.member(id) else { return MarkdownText.escaped(id) }
        return member.github.map { "@" + $0 } ?? MarkdownText.escaped(member.shownName)
    }

    func name(_ id: String) -> String {
        MarkdownText.escaped(library.ownerName(id, theLibrary: words["reply_the_library"]))
    }

    /// A book's owner as a public reply may name them: with `privacy.show_owners: false`, "the
    /// owner" (no name, no @-mention: the owner hears by `remind --since` instead).
    func ownerName(_ id: String) -> String {
        id == Library.libraryID || library.settings.privacy.showOwners ? name(id) : words["reply_the_owner"]
    }

    /// Whether a reply may address a member's own book to them in public (`show_owners`).
    var namesOwners: Bool { library.settings.privacy.showOwners }

    /// The reply to a borrow request for `memberID` (asked by `author`).
    func requestReply(_ bookID: String, _ memberID: String, by author: Member, in after: LibraryState) -> String {
        guard let book = after.library.book(bookID) else { return "" }
        var lines = [String]()
        let forOther = memberID != author.id
        // The member asked for is told (@-mentioned when they have a login).
        lines.append(forOther ? words.format("reply_request_recorded_for", ["title": book.title, "name": mention(memberID), "date": words.date(day)])
                              : words.format("reply_request_recorded", ["title": book.title, "date": words.date(day)]))
        /// Lines about the member's place are said to them; for a request made for another
        /// member, they are said of that member.
        func about(_ line: String) -> String { forOther ? words.format("reply_for_member", ["name": name(memberID)]) + " " + line : line }
        let place = after.place(of: memberID, for: bookID, on: day) ?? 1
        let owner = after.owner(of: book, on: day)
        var readyForThem = false
        switch after.state(of: book, on: day) {
        case .reserved(let next, _) where next == memberID:
            readyForThem = true
            var text = about(words.format("reply_your_turn", ["owner": ownerName(owner)]))
            if let hold = after.policy.holdDays { text += " " + words.plural("reply_collect_within", hold) }
            lines.append(text)
        case .onLoan(let borrower, let due):
            // Overdue as the site's badge says it: not "on loan until" a day gone.
            let key = (after.library.settings.privacy.showBorrowers ? "reply_queue_out_holder" : "reply_queue_out") + (due.isOverdue ? "_overdue" : "")
            lines.append(about(words.format(key, ["place": String(place), "holder": name(borrower), "date": words.date(due.due)])))
        case .lost:
            lines.append(about(words.format("reply_queue_lost", ["place": String(place)])))
        case .reserved(let next, _):
            // Kept for someone else: ahead of them, or behind them when they are passed over.
            let ahead = (after.place(of: next, for: bookID, on: day) ?? Int.max) < place
            lines.append(about(words.format(ahead ? "reply_queue_shelf" : "reply_queue_shelf_other", ["place": String(place)])))
        case .onShelf:
            // On the shelf and kept for nobody: everyone waiting, them included, is passed over (said below).
            lines.append(about(words.format("reply_queue_shelf_passed", ["place": String(place)])))
        case .notYetAdded, .withdrawn:
            break
        }
        switch after.whyNot(memberID, on: day) {
        case .atLimit(let holding)?: lines.append(about(words.plural("reply_at_limit", holding)))
        case .overdue?: lines.append(about(words["reply_blocked_overdue"]))
        default: break
        }
        // "You will hear when it is your turn" — not to a member whose turn it is.
        if !readyForThem { lines.append(words["reply_request_next"]) }
        if owner != Library.libraryID, owner != memberID, namesOwners {
            lines.append(words.format(readyForThem ? "reply_owner_hand_over" : "reply_owner_queued", ["owner": mention(owner), "title": book.title]))
        } else if owner == Library.libraryID {
            // The library's own books are the librarians' to hand over: those with a login hear it here.
            let librarians = library.settings.librarians.map(\.value).filter { $0 != memberID && $0 != author.id }
                .compactMap { library.member($0) }.filter { $0.isMember(on: day) && $0.github != nil }
            if !librarians.isEmpty {
                lines.append(words.format(readyForThem ? "reply_librarians_hand_over" : "reply_librarians_queued",
                                          ["librarians": librarians.map { mention($0.id) }.joined(separator: " "), "title": book.title]))
            }
        }
        return lines.joined(separator: "\n\n")
    }

    /// A loan recorded as lent: to whom, due when, and how to renew or return it.
    func lentReply(_ loan: Loan, in after: LibraryState) -> String {
        let title = after.library.book(loan.book.value)?.title ?? loan.book.value
        let due = after.due(of: loan).map { words.date($0) } ?? ""
        // The borrower is @-mentioned when they have a forge login (they are told); otherwise they
        // are named only where `privacy.show_borrowers` allows naming who holds a book.
        let borrower = library.member(loan.borrower.value)
        let named = borrower?.github != nil || after.library.settings.privacy.showBorrowers
        return words.format("reply_lent", ["title": title, "borrower": named ? mention(loan.borrower.value) : words["reply_a_member"],
                                           "date": words.date(loan.outFrom ?? day), "due": due])
            // A loan that fulfilled a request keeps that request's borrow issue, where its renewal
            // and return are commented (this issue is then closed).
            + "\n\n" + (loan.issue.map { $0.value != event.number } == true ? words.format("reply_lent_next_issue", ["issue": "#\(loan.issue!.value)"]) : words["reply_lent_next"])
    }

    /// These replies as of `recorded` (the day a retried event's step was recorded).
    func at(_ recorded: Day) -> Intake {
        var intake = self
        intake.day = recorded
        return intake
    }

    /// The answer to an event whose step is recorded already (a workflow's retry, a re-run): the
    /// words of the step the loan has reached, as of the day it was recorded — a request still
    /// waiting as it was answered, a request since lent as lent, a loan since back as returned —
    /// so that a re-run never contradicts the records.
    func retriedReply(_ loan: Loan, by author: Member) -> String {
        // As the library was when this issue's step was recorded: what happened since (the book
        // lent to the next member) does not change the answer (CLI.md: "answers as before").
        if recorded == nil, let then = recordedState(of: loan), let recordedLoan = then.library.loans.first(where: { $0.id == loan.id }) {
            var intake = self
            intake.recorded = then
            return intake.retriedReply(recordedLoan, by: author)
        }
        switch loan.state {
        case .requested(let asked)?:
            return at(asked).requestReply(loan.book.value, loan.borrower.value, by: author, in: state)
        case .out(let lending)?:
            return at(lending.lent).lentReply(loan, in: state)
        case .returned(_, let back, _)?:
            return at(back).doneReply(.return, loanID: loan.id, by: author, in: state)
        case .lost(_, let lostOn)?:
            return at(lostOn).doneReply(.lost, loanID: loan.id, by: author, in: state)
        case .cancelled?, .rejected?:
            return at(loan.closedDay ?? day).doneReply(.cancel, loanID: loan.id, by: author, in: state)
        case nil:
            // Void (recorded by mistake): no request waits, whatever the file says it was.
            if loan.status.value == .void {
                return words.format("reply_voided", ["title": library.book(loan.book.value)?.title ?? loan.book.value])
            }
            return requestReply(loan.book.value, loan.borrower.value, by: author, in: state)
        }
    }

    /// The library just after the last commit that recorded a step of this issue in `loan`'s
    /// file (intake's commits end "(#N)"), checked as of the event's day; nil outside git, or
    /// without such a commit (then a retried event is answered from the library as it is).
    func recordedState(of loan: Loan) -> CheckResult? {
        let git = GitReader(root: session.root)
        guard let found = try? git.run(["log", "-1", "--format=%H", "--fixed-strings", "--grep=(#\(event.number))", "--", loan.file]) else { return nil }
        let commit = String(decoding: found, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !commit.isEmpty else { return nil }
        return try? RevisionLoader.check(root: session.root, revision: commit, asOf: day)
    }

    /// What a comment command or a form did (or, for a retried event, had already done).
    func doneReply(_ verb: CommentCommand.Verb, loanID: String, by author: Member, in after: LibraryState) -> String {
        guard let loan = after.library.loans.first(where: { $0.id == loanID }), let book = after.library.book(loan.book.value) else { return "" }
        let arguments = ["title": book.title, "date": words.date(day)]
        switch verb {
        case .lent:
            return lentReply(loan, in: after)
        case .renew:
            return words.format("reply_renewed", arguments.merging(["due": after.due(of: loan).map { words.date($0) } ?? ""]) { $1 })
        case .lost:
            return words.format("reply_lost", arguments)
        case .cancel:
            if case .rejected? = loan.state { return words.format("reply_rejected", arguments.merging(["member": mention(loan.borrower.value)]) { $1 }) }
            return words.format("reply_cancelled", arguments)
        case .return:
            var text = words.format("reply_returned", arguments)
            let owner = after.owner(of: book, on: day)
            if let hold = after.readyFor(book, on: day) {
                // The next member is @-mentioned when they have a forge login (they are told); else
                // named only where `privacy.show_borrowers` allows naming who will hold it.
                let told = library.member(hold.member)?.github != nil || after.library.settings.privacy.showBorrowers
                text += "\n\n" + (told ? words.format("reply_returned_next", ["next": mention(hold.member), "owner": ownerName(owner)])
                                        : words.format("reply_returned_next_member", ["owner": ownerName(owner)]))
            } else if !after.waitingList(for: book.id, on: day).isEmpty {
                text += "\n\n" + words["reply_returned_waiting"]
            } else {
                text += "\n\n" + words["reply_returned_shelf"]
            }
            if owner != Library.libraryID, owner != author.id, namesOwners {
                text += "\n\n" + words.format("reply_owner_back", ["owner": mention(owner), "title": book.title])
            }
            return text
        }
    }
}
