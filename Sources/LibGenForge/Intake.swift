import Foundation
import LibGenCore
import LibGenEditing
import LibGenSupport

/// `libgen intake`: turns a forge request — an issue opened from one of the library's forms,
/// or a comment command on a borrow issue — into the edit the matching command would make,
/// dated the day of the issue or comment in the library's time zone, and words the reply.
///
/// Members act for themselves; librarians (while members) and a book's owner may act for
/// others. The edit an event asks for is made once: a request is never recorded twice for
/// one issue (its `issue` field), and a lending, return, renewal, loss or cancellation the
/// loan already shows is not made again — the outcome is `done` with no edit and the same
/// words, so a workflow may retry. A refusal is judged on the edit alone.
package struct Intake {
    package enum Outcome: Sendable {
        /// Done: the edit to write (nil when the loan already shows it), the reply, whether
        /// the issue closes, and the loan's own borrow issue when this one ended its loan or
        /// request from elsewhere (a return or cancel form, a command naming the book): it
        /// closes too, with the reason of that outcome.
        case done(AcceptedEdit?, reply: String, close: Close?, alsoClose: IssueClose? = nil, alsoComment: [IssueComment] = [])
        /// Nothing written: the reply says why and what to do.
        case refused(reply: String, close: Close?)
    }

    /// A comment for another issue: a member's own borrow issue, told that it is their turn (and,
    /// for a request `expire` ended, closed).
    package struct IssueComment: Sendable, Equatable {
        package var issue: Int
        package var body: String
        package var close: Close? = nil
    }

    /// "@login, it is your turn: the owner will hand it over" (and the days to collect it), for a
    /// member's own borrow issue: as a reply mentions them (`mention`) and names an owner
    /// (`ownerName`, `privacy.show_owners`), from `after`'s records.
    static func turnComment(_ hold: LibraryState.Hold, book: Book, in after: LibraryState, words: ReplyWords) -> String {
        let library = after.library
        let member = library.member(hold.member)
        let mention = member?.github.map { "@" + $0 } ?? MarkdownText.escaped(member?.shownName ?? hold.member)
        let owner = after.owner(of: book, on: after.asOf)
        let ownerName = owner == Library.libraryID || library.settings.privacy.showOwners
            ? MarkdownText.escaped(library.ownerName(owner, theLibrary: words["reply_the_library"])) : words["reply_the_owner"]
        var text = words.format("reply_returned_next", ["next": mention, "owner": ownerName])
        if let days = after.policy.holdDays { text += " " + words.plural("reply_collect_within", days) }
        return text + "\n"
    }

    /// What `libgen expire` tells the forge: on the borrow issue of each request it ended, that
    /// the hold ended (the issue closes, not planned); on the borrow issue of each member a book is
    /// now ready for, that it is their turn. In the library's language.
    package static func expiryComments(root: URL, before: LibraryState, after: LibraryState, ended paths: [String]) -> [IssueComment] {
        guard let words = try? ReplyWords(root: root, settings: after.library.settings) else { return [] }
        let day = after.asOf
        var comments = [IssueComment]()
        for path in paths {
            guard let request = after.library.loans.first(where: { $0.file == path }), let issue = request.issue?.value,
                  let book = after.library.book(request.book.value) else { continue }
            comments.append(IssueComment(issue: issue, body: words.format("reply_hold_ended", ["title": book.title, "date": words.date(day)]) + "\n", close: .notPlanned))
            guard let hold = after.readyFor(book, on: day), let next = hold.request.issue?.value,
                  before.readyFor(book, on: day)?.member != hold.member else { continue }
            comments.append(IssueComment(issue: next, body: turnComment(hold, book: book, in: after, words: words)))
        }
        return comments
    }

    /// Another issue to close, and how.
    package struct IssueClose: Sendable, Equatable {
        package var issue: Int
        package var reason: Close
    }

    /// How an issue closes (GitHub's `state_reason`).
    package enum Close: String, Sendable {
        case completed
        case notPlanned = "not_planned"
    }

    package let session: EditSession
    let event: IssueEvent
    /// The day and time of the request in the library's time zone (for the words of a retried
    /// event, the day its step was recorded: `at(_:)`).
    var day: Day
    let time: String
    let words: ReplyWords
    /// For a retried event's words: the library as the commit that recorded its step left it
    /// (`recordedState(of:)`); nil: as it is now.
    var recorded: CheckResult?

    /// Loads the library as of the day of the event (in the library's time zone), reading
    /// `library.json` once.
    package init(root: URL, event: IssueEvent, cacheFolder: URL?? = .none) throws {
        var seconds = 0
        session = try EditSession(root: root, cacheFolder: cacheFolder) { zone in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.hour, .minute, .second], from: event.createdAt)
            seconds = ((parts.hour ?? 0) * 60 + (parts.minute ?? 0)) * 60 + (parts.second ?? 0)
            return Day.containing(event.createdAt, in: zone)
        }
        day = session.today
        time = TimeOfDay.text(seconds)
        self.event = event
        words = try ReplyWords(root: root, settings: session.library.settings)
    }

    var library: Library { recorded?.library ?? session.library }
    var state: LibraryState { recorded?.state ?? session.result.state }

    /// Decides the outcome; throws `IssueEvent.Unusable` for an event that is not a library request.
    package func run() throws -> Outcome {
        // Without its settings the library would judge the request on defaults (another time zone,
        // no librarians): said to the member, and nothing recorded.
        if LibrarySettings.unreadable(in: session.result.diagnostics) != nil {
            return .refused(reply: words.sorry(words["reply_settings_broken"]), close: nil)
        }
        if let comment = event.comment {
            guard event.action == "created" else {
                throw IssueEvent.Unusable(description: "the comment event is `\(event.action)`, not `created`; intake acts on new comments only")
            }
            guard let command = CommentCommand(comment.body) else {
                throw IssueEvent.Unusable(description: "the comment on issue #\(event.number) is not a command (/lent, /renew, /return, /cancel, /lost); nothing to do")
            }
            return try answer(close: nil) { author in try commandOutcome(command, by: author) }
        }
        guard event.action == "opened" else {
            throw IssueEvent.Unusable(description: "the event is `\(event.action)`, not `opened`; intake acts on new issues only")
        }
        let sections = IssueEvent.sections(of: event.body)
        guard let form = IssueForm.detect(headings: Set(sections.keys), labels: event.labels, title: event.title) else {
            throw IssueEvent.Unusable(description: "issue #\(event.number) was not opened from one of the library's forms (borrow, return, renew, lent-out, cancel); nothing to do")
        }
        var values = [String: String]()
        for field in form.fields { values[field.id] = sections[field.label] }
        return try answer(close: .notPlanned) { author in try formOutcome(form, values, by: author) }
    }

    /// Finds the member asking, runs `decide`, and words a refusal from whatever stops it;
    /// `close` is how a refused request closes its issue.
    private func answer(close: Close?, _ decide: (Member) throws -> Outcome) throws -> Outcome {
        guard let author = library.members.first(where: { $0.github?.lowercased() == event.login.lowercased() }) else {
            return .refused(reply: words.format("reply_unknown_login", ["login": "@" + event.login, "login_code": ReplyWords.echo(event.login),
                                                                        "library": library.settings.name]), close: close)
        }
        do {
            switch try decide(author) {
            case .refused(let reply, let closing): return .refused(reply: reply, close: closing ?? close)
            case let outcome: return outcome
            }
        } catch let refusal as Refusal {
            return .refused(reply: words.sorry(refusal.text), close: close)
        } catch let error as EditError where error.isRefusal {
            return .refused(reply: words.sorry(words.editError(error)), close: close)
        }
    }

    /// A refusal already in members' words.
    struct Refusal: Error {
        var text: String
    }

    // MARK: forms

    private func formOutcome(_ form: IssueForm, _ values: [String: String], by author: Member) throws -> Outcome {
        guard let bookText = values["book"] else {
            throw Refusal(text: words.format("reply_no_book_given", ["field": form.fields[0].label]))
        }
        let book = try findBook(bookText)
        switch form {
        case .borrow:
            if let recorded = library.loans.first(where: { $0.issue?.value == event.number }) {
                return .done(nil, reply: retriedReply(recorded, by: author), close: retriedClose(recorded))
            }
            let member = try values["member"].map(findMember) ?? author
            // CLI.md: librarians (while members) and the book's owner may act for others.
            if member.id != author.id, !isOwnerOrLibrarian(author, book) { throw Refusal(text: words["reply_rights_librarian"]) }
            try requireRequestable(book, for: member, by: author)
            var edit = try LoanEditor(session: session).request(book: book.id, by: member.id, on: day, issue: event.number, time: time)
            if let note = values["note"] { try addNote(note, to: &edit) }
            return try judged(edit) { .done($0, reply: requestReply(book.id, member.id, by: author, in: $0.after.state), close: nil) }
        case .lentOut:
            guard let borrowerText = values["borrower"] else {
                throw Refusal(text: words.format("reply_no_book_given", ["field": form.fields[1].label]))
            }
            let borrower = try findMember(borrowerText)
            if let recorded = library.loans.first(where: { $0.issue?.value == event.number }) {
                return .done(nil, reply: retriedReply(recorded, by: author), close: retriedClose(recorded))
            }
            try requireOwnerOrLibrarian(author, book)
            // Lent on this day to this borrower already: the request it fulfilled keeps its own
            // borrow issue, so the loan is found by what it shows (CLI.md: not made again). Asked
            // only of one who may record it: the answer says who has the book.
            if let lent = state.loans(of: book.id).last(where: { $0.borrower.value == borrower.id && $0.lending?.lent == day }) {
                return .done(nil, reply: retriedReply(lent, by: author), close: lent.issue.map { $0.value != event.number } == true ? .completed : nil)
            }
            var edit = try LoanEditor(session: session).lend(book: book.id, to: borrower.id, on: day, due: nil, issue: event.number)
            if let note = values["note"] { try addNote(note, to: &edit) }
            return try judged(edit) { accepted in
                let loan = accepted.after.state.loanOut(of: book.id, on: day)
                // Done here when the loan fulfilled a request: it lives on that request's issue.
                let elsewhere = loan?.issue.map { $0.value != event.number } == true
                return .done(accepted, reply: loan.map { lentReply($0, in: accepted.after.state) } ?? "", close: elsewhere ? .completed : nil)
            }
        case .return, .renew, .cancel:
            let named = try values["member"].map(findMember)
            let verb: CommentCommand.Verb = form == .return ? .return : form == .renew ? .renew : .cancel
            let loan = try loanFor(verb, book: book, member: named, author: author)
            // One reason per outcome: a request withdrawn ends unfulfilled, as `/cancel` closes it.
            return try act(verb, on: loan, by: author, closeWhenDone: verb == .cancel ? .notPlanned : .completed)
        }
    }

    // MARK: comment commands

    private func commandOutcome(_ command: CommentCommand, by author: Member) throws -> Outcome {
        let issueLoan = library.loans.first { $0.issue?.value == event.number }
        let loan: Loan
        if let named = command.book {
            let book = try findBook(named)
            if let issueLoan, issueLoan.book.value == book.id { loan = issueLoan } else {
                guard command.verb != .lent else { throw Refusal(text: words["reply_lent_where"]) }
                loan = try loanFor(command.verb, book: book, member: nil, author: author)
            }
        } else {
            guard let issueLoan else { throw Refusal(text: words.format("reply_no_loan_here", ["command": "`/\(command.verb.rawValue) BOOK`"])) }
            loan = issueLoan
        }
        // The borrow issue stays open while the request waits or the book is out, and closes
        // when the book comes back or the request ends.
        var close: Close?
        if loan.issue?.value == event.number {
            switch command.verb {
            case .return: close = .completed
            case .cancel: close = .notPlanned
            case .lent, .renew, .lost: close = nil
            }
        }
        return try act(command.verb, on: loan, by: author, closeWhenDone: close)
    }

    /// The loan a verb acts on when a book (and perhaps a member) is named: the named member's,
    /// else the author's; an owner or librarian may name only the book when one loan fits.
    private func loanFor(_ verb: CommentCommand.Verb, book: Book, member: Member?, author: Member) throws -> Loan {
        let wanted: (Loan) -> Bool
        switch verb {
        case .cancel, .lent: wanted = { $0.isOpenRequest }
        case .return: wanted = { state.loanOut(of: book.id, on: day) === $0 }
        case .renew, .lost: wanted = { state.dueState(of: $0, on: day) != nil }
        }
        let candidates = state.loans(of: book.id).filter(wanted)
        let borrower = member?.id ?? (isOwnerOrLibrarian(author, book) ? nil : author.id)
        let fitting = candidates.filter { borrower == nil || $0.borrower.value == borrower }
        if fitting.count == 1 { return fitting[0] }
        // Already done (a retried form): the loan that shows it done on this day, or this issue's
        // own loan. A step done on another day (a return in March) is not this event's: the book
        // is then answered as it is now (out to another member, not out).
        if let done = state.loans(of: book.id).last(where: {
            (borrower == nil || $0.borrower.value == borrower) && alreadyDone(verb, $0) && ($0.issue?.value == event.number || doneDay(verb, $0) == day)
        }) { return done }
        if fitting.isEmpty {
            switch verb {
            case .cancel, .lent: throw Refusal(text: words.format("reply_no_request", ["title": book.title]))
            default:
                // Out to someone else: a third member is told that it is out and when it is due, never to whom.
                if let out = candidates.first, let due = state.dueState(of: out, on: day)?.due {
                    throw Refusal(text: words.format("reply_out_to_another", ["title": book.title, "date": words.date(due)]))
                }
                throw Refusal(text: words.format("reply_not_out", ["title": book.title]))
            }
        }
        throw Refusal(text: words.format("reply_which_loan", ["title": book.title]))
    }

    /// How a retried event leaves the issue that made `loan`: closed once the book came back or
    /// the request ended (as the step that did it closed it), open while it waits, is out or
    /// missing. Nil for a loan another issue made.
    func retriedClose(_ loan: Loan) -> Close? {
        guard loan.issue?.value == event.number else { return nil }
        switch loan.state {
        case .returned?: return .completed
        case .cancelled?, .rejected?, nil: return .notPlanned
        case .requested?, .out?, .lost?: return nil
        }
    }

    /// Does the loan already show what `verb` asks, on this day or before?
    private func alreadyDone(_ verb: CommentCommand.Verb, _ loan: Loan) -> Bool {
        switch (verb, loan.state) {
        case (.lent, .out?), (.lent, .returned?), (.lent, .lost?): return true
        case (.return, .returned?): return true
        // A renewal of this day, whether the loan is still out or has come back (or gone missing) since.
        case (.renew, _): return loan.lending?.renewals.contains(day) ?? false
        case (.cancel, .cancelled?), (.cancel, .rejected?): return true
        case (.lost, .lost?): return true
        default: return false
        }
    }

    /// The day `loan` shows `verb` done (`alreadyDone`): lent, returned, lost, cancelled or turned
    /// down on; for a renewal, this day when one of its renewals is. Nil when the records do not say.
    private func doneDay(_ verb: CommentCommand.Verb, _ loan: Loan) -> Day? {
        switch (verb, loan.state) {
        case (.lent, _): return loan.lending?.lent
        case (.return, .returned(_, let back, _)?): return back
        case (.lost, .lost(_, let lostOn)?): return lostOn
        case (.renew, _): return loan.lending?.renewals.contains(day) == true ? day : nil
        case (.cancel, _): return loan.closedDay
        default: return nil
        }
    }

    /// Makes `verb`'s edit on `loan`, or answers as before when the loan already shows it.
    private func act(_ verb: CommentCommand.Verb, on loan: Loan, by author: Member, closeWhenDone close: Close?) throws -> Outcome {
        guard let book = library.book(loan.book.value) else { throw Refusal(text: words["reply_not_in_catalogue"]) }
        let borrower = loan.borrower.value
        switch verb {
        case .lent: try requireOwnerOrLibrarian(author, book)
        case .cancel: try requireRight(author, for: borrower, book: book, ownerMay: true)
        case .renew, .return, .lost: try requireRight(author, for: borrower, book: book, ownerMay: true)
        }
        if alreadyDone(verb, loan) {
            // A renewal is done again only on its own day, and answered so while the book is out;
            // any other step (a renewal since overtaken by the return) answers as recorded.
            let stillOut: Bool = if case .out? = loan.state { true } else { false }
            return .done(nil, reply: verb == .renew && stillOut ? doneReply(verb, loanID: loan.id, by: author, in: state) : retriedReply(loan, by: author),
                         close: close ?? retriedClose(loan))
        }
        // A step the loan is not at: say why, not only that the records would not agree.
        switch (verb, loan.state) {
        case (.renew, .out?), (.lost, .out?), (.return, .out?), (.return, .lost?): break
        case (.cancel, _), (.lent, _): if !loan.isOpenRequest { throw Refusal(text: words.format("reply_no_request", ["title": book.title])) }
        case (.renew, _), (.lost, _), (.return, _): throw Refusal(text: words.format("reply_not_out", ["title": book.title]))
        }
        let editor = LoanEditor(session: session)
        let edit: LibraryEdit
        switch verb {
        case .lent:
            // Missing: as the book's page says (who holds a lost book is nobody, FORMAT.md).
            if case .lost = state.state(of: book, on: day) { throw Refusal(text: words["no_action_lost"]) }
            // Still out with another member: when it is due, as a third member is told.
            if let out = state.loanOut(of: book.id, on: day), out.id != loan.id, let due = state.dueState(of: out, on: day)?.due {
                throw Refusal(text: words.format("reply_out_to_another", ["title": book.title, "date": words.date(due)]))
            }
            edit = try editor.lend(book: book.id, to: borrower, on: day, due: nil)
        case .renew:
            if case .out(let lending)? = loan.state, !state.policy.allowsRenewal(after: lending.renewals.count) {
                throw Refusal(text: words.plural("reply_renewal_limit", state.policy.maxRenewals))
            }
            // Not while another member waits for it (FORMAT.md v1.3): a librarian renews it anyway at the command line.
            if state.waitingList(for: book.id, on: day).contains(where: { $0.borrower.value != loan.borrower.value }), let due = state.due(of: loan) {
                throw Refusal(text: words.format("reply_renew_waiting", ["title": book.title, "date": words.date(due)]))
            }
            if state.renewalWouldBeLate(loan, on: day), let due = state.due(of: loan) {
                throw Refusal(text: words.format("reply_renew_late", ["title": book.title, "date": words.date(due)]))
            }
            edit = try editor.renew(loan.id, on: day)
        case .return: edit = try editor.return(loan.id, on: day)
        case .lost: edit = try editor.lost(loan.id, on: day)
        case .cancel:
            edit = author.id == borrower ? try editor.cancel(loan.id, reason: nil, on: day)
                : try editor.reject(loan.id, reason: words.format("reply_turned_down_by", ["name": author.shownName]), on: day)
        }
        var message = edit
        message.message += " (#\(event.number))"
        return try judged(message) {
            .done($0, reply: doneReply(verb, loanID: loan.id, by: author, in: $0.after.state), close: close, alsoClose: borrowIssueClosing(verb, loan),
                  alsoComment: turnComments(after: $0.after.state))
        }
    }

    /// "It is your turn" on the borrow issue of each member a book became ready for through this
    /// step — a return, a loss that brought a member under the limit, a request ahead withdrawn —
    /// where the reply here does not already say it (CLI.md v1.3: told on their own issue).
    func turnComments(after: LibraryState) -> [IssueComment] {
        var comments = [IssueComment]()
        for book in after.library.books {
            guard let hold = after.readyFor(book, on: day), let issue = hold.request.issue?.value, issue != event.number else { continue }
            if let earlier = library.book(book.id), state.readyFor(earlier, on: day)?.member == hold.member { continue }
            comments.append(IssueComment(issue: issue, body: Self.turnComment(hold, book: book, in: after, words: words)))
        }
        return comments
    }

    /// The loan's own borrow issue, when a step taken on another issue ends its loan or request:
    /// a return closes it as completed, a cancel or a turn-down as not planned.
    func borrowIssueClosing(_ verb: CommentCommand.Verb, _ loan: Loan) -> IssueClose? {
        guard let own = loan.issue?.value, own != event.number else { return nil }
        switch verb {
        case .return: return IssueClose(issue: own, reason: .completed)
        case .cancel: return IssueClose(issue: own, reason: .notPlanned)
        case .lent, .renew, .lost: return nil
        }
    }

    // MARK: judging

    /// The session's judgement of the edit, with the issue in the commit message; a refusal in
    /// members' words (never a rule id or a field name).
    private func judged(_ edit: LibraryEdit, _ done: (AcceptedEdit) -> Outcome) throws -> Outcome {
        var edit = edit
        if !edit.message.hasSuffix("(#\(event.number))") { edit.message += " (#\(event.number))" }
        switch try session.judge(edit) {
        case .refused(_, let errors): throw Refusal(text: words.ruleRefusal(errors))
        case .accepted(let accepted): return done(accepted)
        }
    }

    // MARK: rights and look-ups

    /// A librarian acts for others while a member (`librarian.left`).
    func isLibrarian(_ member: Member) -> Bool {
        member.isMember(on: day) && library.settings.librarians.contains { $0.value == member.id }
    }

    /// Who owns `book` on the day (`LibraryState.owner(of:on:)`: before a swap dated later, the giver).
    func owner(of book: Book) -> String { state.owner(of: book, on: day) }

    func isOwnerOrLibrarian(_ member: Member, _ book: Book) -> Bool {
        owner(of: book) == member.id || isLibrarian(member)
    }

    /// Members act for themselves; librarians (and, where `ownerMay`, the book's owner) for others.
    func requireRight(_ author: Member, for member: String, book: Book, ownerMay: Bool) throws {
        guard author.id != member else { return }
        if isLibrarian(author) || (ownerMay && owner(of: book) == author.id) { return }
        throw Refusal(text: words[ownerMay ? "reply_rights_owner" : "reply_rights_librarian"])
    }

    func requireOwnerOrLibrarian(_ author: Member, _ book: Book) throws {
        guard isOwnerOrLibrarian(author, book) else {
            throw Refusal(text: words.format("reply_rights_lend", ["title": book.title, "owner": namesOwners ? mention(owner(of: book)) : words["reply_the_owner"]]))
        }
    }

    /// A book can be asked for while it is in the catalogue, by a member who does not own it.
    func requireRequestable(_ book: Book, for member: Member, by author: Member) throws {
        switch state.state(of: book, on: day) {
        case .notYetAdded(let added): throw Refusal(text: words.format("reply_not_yet_added", ["title": book.title, "date": words.date(added)]))
        case .withdrawn: throw Refusal(text: words.format("reply_withdrawn", ["title": book.title]))
        // What the book's page says of a missing copy, word for word.
        case .lost: throw Refusal(text: words["no_action_lost"])
        default: break
        }
        // Its owner has left (FORMAT.md v1.3): what the book's page says, word for word.
        if state.ownerHasLeft(book, on: day) { throw Refusal(text: words["no_action_owner_left"]) }
        guard member.isMember(on: day) else { throw Refusal(text: words.format("reply_not_a_member", ["name": MarkdownText.escaped(member.shownName)])) }
        // Said of the member asked for when a librarian asks for another ("Vikram has it"), and
        // then who holds the book only where `privacy.show_borrowers` allows naming them.
        let forOther = member.id != author.id
        let arguments = ["title": book.title, "name": MarkdownText.escaped(member.shownName)]
        if owner(of: book) == member.id { throw Refusal(text: words.format(forOther ? "reply_own_book_for" : "reply_own_book", arguments)) }
        if let holding = state.loanOut(of: book.id, on: day), holding.borrower.value == member.id, state.dueState(of: holding, on: day) != nil {
            let key = !forOther ? "reply_holding_already" : library.settings.privacy.showBorrowers ? "reply_holding_already_for" : "reply_holding_already_private_for"
            throw Refusal(text: words.format(key, arguments))
        }
        if state.place(of: member.id, for: book.id, on: day) != nil {
            throw Refusal(text: words.format(forOther ? "reply_waiting_already_for" : "reply_waiting_already", arguments))
        }
    }

    func findBook(_ text: String) throws -> Book {
        // A control character pasted into the field (invisible in a browser) does not hide the book.
        let text = text.removingControlCharacters()
        let finder = RecordFinder(library, state: state)
        do {
            return try finder.book(text)
        } catch .notFound {
            // The nearest title, as `libgen request` offers it ("Thinking Fast and Slow").
            let hint = finder.suggestedTitle(text).map { " " + words.format("reply_did_you_mean", ["title": MarkdownText.escaped($0)]) } ?? ""
            throw Refusal(text: words.format("reply_no_such_book", ["input": ReplyWords.echo(text)]) + hint)
        } catch .ambiguous(_, let candidates) {
            // Each copy by its page address's last part (its id: each candidate's first word),
            // never by its owner, whom `privacy.show_owners` may keep off the public thread.
            // At most `shownChoices` of them: a word common to thousands of titles would make a
            // reply longer than a forge takes as a comment, and the member would get none.
            let choices = candidates.prefix(Self.shownChoices).map { "`" + $0.prefix { $0 != " " } + "`" }.joined(separator: ", ")
                + (candidates.count > Self.shownChoices ? ", …" : "")
            throw Refusal(text: words.format("reply_ambiguous_book", ["input": ReplyWords.echo(text), "count": String(candidates.count), "choices": choices]))
        }
    }

    /// The most candidates a "which book?" reply names.
    static let shownChoices = 10

    func findMember(_ text: String) throws -> Member {
        do {
            return try RecordFinder(library).member(text)
        } catch {
            throw Refusal(text: words.format("reply_no_such_member", ["input": ReplyWords.echo(text)]))
        }
    }

    func addNote(_ note: String, to edit: inout LibraryEdit) throws {
        guard let write = edit.writes.first else { return }
        // Control characters other than tabs and line breaks (a note may hold those, FORMAT.md)
        // are invisible in a browser and meaningless in a note: left out, not a refusal.
        let note = note.removingControlCharacters(except: ["\t", "\n", "\r"])
        // Said before the rules would refuse the whole request over it (`field.value`), with what to do.
        if let length = FieldType.excessLength(of: note) {
            throw Refusal(text: words.format("reply_note_too_long", ["count": String(length), "max": String(FieldType.maxStringLength)]))
        }
        // A member's e-mail address or phone number would be committed to the public records for
        // good (the form promises it never is shown): refused before anything is written.
        if PrivacyScan.contactLike(note) != nil { throw Refusal(text: words["reply_note_contact"]) }
        var editor = JSONEditor(write.text)
        try editor.set("note", .string(note))
        edit.write(write.path, editor.text)
    }
}
