import Foundation
import LibGenCore
import LibGenEditing

/// `libgen intake`: turns an issue opened from one of the library's forms into
/// the edit the matching command would make, dated the day the issue was opened
/// in the library's time zone, and the Markdown reply to post on the issue.
/// Members act for themselves; librarians, and a book's owner, may act for others.
package struct Intake {
    package enum Outcome {
        /// The edit to write (judged: it adds no error), and the reply saying what was done.
        case done(AcceptedEdit, reply: String)
        /// Nothing to write; the reply says why and how to fix it.
        case refused(reply: String)
    }

    package let session: EditSession
    let event: IssueEvent
    let day: Day

    /// Loads the library as of the day the issue was opened (in the library's time zone).
    package init(root: URL, event: IssueEvent) throws {
        session = try EditSession(root: root) { zone in Day.containing(event.createdAt, in: zone) }
        day = session.today
        self.event = event
    }

    var library: Library { session.library }

    /// Decides the outcome; throws `IssueEvent.Unusable` for an issue that is not a library request.
    package func run() throws -> Outcome {
        guard event.action == "opened" else { throw IssueEvent.Unusable(description: "the event is `\(event.action)`, not `opened`; intake acts on new issues only") }
        let sections = IssueEvent.sections(of: event.body)
        guard let form = IssueForm.detect(headings: Set(sections.keys), labels: event.labels, title: event.title) else {
            throw IssueEvent.Unusable(description: "issue #\(event.number) was not opened from one of the library's forms (borrow, return, renew, lent-out); nothing to do")
        }
        var values = [String: String]()
        for field in form.fields { values[field.id] = sections[field.label] }
        let who = "@\(event.login)"
        guard let author = library.members.first(where: { $0.github?.lowercased() == event.login.lowercased() }) else {
            return .refused(reply: """
                Sorry \(who), no member of \(library.settings.name) has the GitHub login `\(event.login)` in their member file, so I cannot tell who is asking. Nothing was recorded.

                If you are a member, ask a librarian to add `"github": "\(event.login)"` to your file in `content/members/`; then open the form again. If you would like to join, ask a librarian: membership is open to everyone in the society.
                """)
        }
        guard let bookText = values["book"] else {
            return .refused(reply: "Sorry \(who), I could not find which book you mean: the **\(form.fields[0].label)** field is empty. Open the form again and give the book's id, title or ISBN. Nothing was recorded.")
        }
        do {
            let finder = RecordFinder(library)
            let book = try finder.book(bookText)
            let edit: LibraryEdit
            let done: (LibraryState) -> String
            switch form {
            case .borrow:
                let member = try values["member"].map(finder.member) ?? author
                try requireRight(author, for: member, book: book, ownerMay: false, action: "ask for a book for another member")
                var request = try LoanEditor(session: session).request(book: book.id, by: member.id, on: day)
                if let note = values["note"] { try addNote(note, to: &request) }
                edit = request
                done = { self.borrowReply(book: book, member: member, author: author, after: $0) }
            case .return, .renew:
                let named = try values["member"].map(finder.member)
                let loan = try loanOut(of: book, borrower: named ?? (isOwnerOrLibrarian(author, book) ? nil : author))
                let borrower = library.member(loan.borrower.value) ?? author
                try requireRight(author, for: borrower, book: book, ownerMay: true, action: form == .return ? "record a return for another member" : "renew for another member")
                if form == .return {
                    edit = try LoanEditor(session: session).return(loan.id, on: day)
                    done = { self.returnReply(book: book, after: $0) }
                } else {
                    edit = try LoanEditor(session: session).renew(loan.id, on: day)
                    done = { self.renewReply(book: book, loan: loan, after: $0) }
                }
            case .lentOut:
                guard let borrowerText = values["borrower"] else {
                    return .refused(reply: "Sorry \(who), the **Lent to** field is empty: say which member has the book. Nothing was recorded.")
                }
                let borrower = try finder.member(borrowerText)
                guard isOwnerOrLibrarian(author, book) else {
                    throw EditError.refused("only the owner of \"\(book.title)\" (\(ownerName(book))) or a librarian can record that it was lent")
                }
                var lending = try LoanEditor(session: session).lend(book: book.id, to: borrower.id, on: day, due: nil)
                if let note = values["note"] { try addNote(note, to: &lending) }
                edit = lending
                done = { self.lentReply(book: book, borrower: borrower, after: $0) }
            }
            var message = edit
            message.message += " (#\(event.number))"
            switch try session.judge(message) {
            case .refused(_, let problems):
                return .refused(reply: "Sorry \(who), this cannot be recorded as it stands; nothing was changed:\n\n"
                    + problems.map { "- " + $0.message }.joined(separator: "\n")
                    + "\n\nIf something here is wrong in the library's records, a librarian can correct it; otherwise open the form again once it is sorted out.")
            case .accepted(let accepted):
                return .done(accepted, reply: "\(who) " + done(accepted.after.state))
            }
        } catch let error as EditError where error.isRefusal {
            return .refused(reply: "Sorry \(who), \(error.description). Nothing was recorded; open the form again with the right details.")
        } catch {
            return .refused(reply: "Sorry \(who), something in the library's own files stopped this (\(error)). Nothing was recorded; a librarian needs to look at it.")
        }
    }

    // MARK: rights and look-ups

    func isOwnerOrLibrarian(_ member: Member, _ book: Book) -> Bool {
        book.owner.value == member.id || library.settings.librarians.contains { $0.value == member.id }
    }

    /// Members act for themselves; librarians (and, where `ownerMay`, the book's owner) for others.
    func requireRight(_ author: Member, for member: Member, book: Book, ownerMay: Bool, action: String) throws {
        guard author.id != member.id else { return }
        if library.settings.librarians.contains(where: { $0.value == author.id }) { return }
        if ownerMay && book.owner.value == author.id { return }
        throw EditError.refused("only a librarian\(ownerMay ? " or the book's owner" : "") can \(action)")
    }

    /// The loan of `book` out now (to `borrower` when given).
    func loanOut(of book: Book, borrower: Member?) throws -> Loan {
        let out = library.loans.filter { $0.book.value == book.id && $0.takesPart && $0.status.value == .lent && (borrower == nil || $0.borrower.value == borrower!.id) }
        switch out.count {
        case 1: return out[0]
        case 0: throw EditError.refused("\"\(book.title)\" is not out on loan\(borrower.map { " to \($0.shownName)" } ?? "")")
        default: throw EditError.ambiguous("\"\(book.title)\" is out more than once; a librarian must say which loan", candidates: out.map(\.id))
        }
    }

    func addNote(_ note: String, to edit: inout LibraryEdit) throws {
        guard let write = edit.writes.first else { return }
        var editor = JSONEditor(write.text)
        try editor.set("note", .string(note))
        edit.write(write.path, editor.text)
    }

    func ownerName(_ book: Book) -> String {
        book.owner.value == Library.libraryID ? "the library" : library.member(book.owner.value)?.shownName ?? book.owner.value
    }
}
