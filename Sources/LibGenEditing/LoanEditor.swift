import LibGenCore
import LibGenSupport

/// The loan edits: request, lend, renew, return, reject, cancel, lost.
/// Each returns the files to write; the session validates them.
package struct LoanEditor {
    let session: EditSession

    package init(session: EditSession) { self.session = session }

    var library: Library { session.library }

    // MARK: finding records

    /// A book by id, title or ISBN.
    func book(_ reference: String) throws -> Book { try session.finder.book(reference) }

    /// A member by id, GitHub login or an unambiguous part of their name.
    func member(_ reference: String) throws -> Member { try session.finder.member(reference) }

    /// A loan by id, or the one loan of a book in one of `statuses`.
    func loan(_ reference: String, statuses: Set<Loan.Status>, what: String) throws -> Loan {
        if let loan = library.loans.first(where: { $0.id == reference }) { return loan }
        let found: Book
        do {
            found = try book(reference)
        } catch EditError.notFound {
            if let file = session.unusableFile(id: reference, kind: .loan) {
                throw EditError.refused("\(file) cannot be read as a loan: mend it first (libgen check names what is wrong)")
            }
            throw EditError.notFound("no loan or book \"\(reference)\"" + Suggestion.hint(for: reference, among: library.loans.map(\.id) + library.books.map(\.id)))
        }
        let open = library.loans.filter { $0.book.value == found.id && $0.takesPart && statuses.contains($0.status.value) }
        switch open.count {
        case 0: throw EditError.refused("\"\(found.title)\" has no \(what)")
        case 1: return open[0]
        default: throw EditError.ambiguous("\"\(found.title)\" has more than one \(what); name the loan", candidates: open.map(\.id))
        }
    }

    // MARK: edits

    /// A request; `issue` and `time` (HH:MM) when it came from the forge (`intake`).
    package func request(book bookID: String, by memberID: String, on day: Day, issue: Int? = nil, time: String? = nil) throws -> LibraryEdit {
        let book = try book(bookID), member = try member(memberID)
        try requireInCatalogue(book, on: day)
        // The site says a missing copy "cannot be asked for" (no action while it is lost): one answer.
        if case .lost(let since) = session.result.state.state(of: book, on: day) {
            throw EditError.refused("\"\(book.title)\" is missing (lost on \(since.spoken)); it cannot be asked for: if it turns up, record its return first")
        }
        try requireLendable(book, on: day)
        var edit = LibraryEdit(message: "Request \"\(book.title)\" for \(member.name)")
        var fields: [(String, JSONValue)] = [("book", .string(book.id)), ("borrower", .string(member.id)), ("status", .string("requested")),
                                             ("requested", .string(day.description))]
        if let time { fields.append(("requested_time", .string(time))) }
        if let issue { fields.append(("issue", .number(issue))) }
        edit.write(newLoanPath(book: book.id, borrower: member.id, on: day), JSONValue.object(fields).fileText)
        let (bookID, memberID, title, name) = (book.id, member.id, book.title, member.name)
        edit.summarize = { after in
            let place = after.place(of: memberID, for: bookID, on: day) ?? 1
            // Ready for them at once when everyone ahead is passed over (as the site, holds and intake say).
            if place > 1, let book = after.library.book(bookID), case .reserved(let next, _) = after.state(of: book, on: day), next == memberID {
                return "Requested \"\(title)\" for \(name); it is on the shelf and ready for them (those ahead in the queue cannot take it now)"
            }
            return "Requested \"\(title)\" for \(name)" + (place > 1 ? "; number \(place) in the queue" : "")
        }
        return edit
    }

    /// Lends a book: fulfils the member's open request in place when there is one.
    /// `override`: why a librarian allows the loan although `block_overdue` would refuse it.
    package func lend(book bookID: String, to memberID: String, on day: Day, due: Day?, override: String? = nil, issue: Int? = nil) throws -> LibraryEdit {
        let book = try book(bookID), member = try member(memberID)
        try requireLendable(book, on: day)
        var edit = LibraryEdit(message: "Lend \"\(book.title)\" to \(member.name)")
        if let request = library.loans.filter({ $0.book.value == book.id && $0.borrower.value == member.id && $0.status.value == .requested })
            .min(by: { ($0.requested?.value ?? day, $0.id) < ($1.requested?.value ?? day, $1.id) }) {
            var editor = try jsonEditor(request.file)
            try editor.set("status", .string("lent"))
            try editor.set("lent", .string(day.description))
            if let due { try editor.set("due", .string(due.description)) }
            if let override { try editor.set("override", .string(override)) }
            if let issue, request.issue == nil { try editor.set("issue", .number(issue)) }
            edit.write(request.file, editor.text)
        } else {
            var fields: [(String, JSONValue)] = [("book", .string(book.id)), ("borrower", .string(member.id)), ("status", .string("lent")), ("lent", .string(day.description))]
            if let due { fields.append(("due", .string(due.description))) }
            if let override { fields.append(("override", .string(override))) }
            if let issue { fields.append(("issue", .number(issue))) }
            edit.write(newLoanPath(book: book.id, borrower: member.id, on: day), JSONValue.object(fields).fileText)
        }
        let (bookID, title, name) = (book.id, book.title, member.name)
        edit.summarize = { after in
            let due = after.loanOut(of: bookID, on: day).flatMap { after.due(of: $0) }
            return "Lent \"\(title)\" to \(name)" + (due.map { ", due back \($0.spoken)" } ?? "")
        }
        return edit
    }

    /// Renews a loan out. A renewal after which the loan would still be overdue on `day`
    /// (`loan.renew-late`) is refused unless `override` says why a librarian allows it.
    package func renew(_ reference: String, on day: Day, override: String? = nil) throws -> LibraryEdit {
        let loan = try loan(reference, statuses: [.lent], what: "loan out")
        guard case .out(let lending) = loan.state else {
            throw EditError.refused("loan \(loan.id) is \(loan.status.value.rawValue)\(loan.lent == nil ? " without a valid `lent` date" : ""); only a book that is out can be renewed")
        }
        if let due = lending.agreedDue {
            throw EditError.refused("loan \(loan.id) has an agreed due date (\(due)), which a renewal cannot move; change `due` instead")
        }
        let state = session.result.state
        if override == nil, state.renewalWouldBeLate(loan, on: day) {
            var renewed = lending
            renewed.renewals.append(day)
            let due = renewed.due(under: state.policy)
            throw EditError.refused("\"\(title(loan))\" was due back on \(lending.due(under: state.policy).spoken); renewed on \(day.spoken) it would be due \(due.spoken), still overdue that day. It should come back (or be given an agreed due date); a librarian can renew it anyway with --override \"why\"")
        }
        // FORMAT.md v1.3, "Can it be renewed now?": not while another member waits for it.
        let waiting = state.waitingList(for: loan.book.value, on: day).filter { $0.borrower.value != loan.borrower.value }
        if override == nil, !waiting.isEmpty {
            throw EditError.refused("\"\(title(loan))\" cannot be renewed: \(waiting.count == 1 ? "another member is" : "\(waiting.count) other members are") waiting for it, so it should come back by \(lending.due(under: state.policy).spoken); a librarian can renew it anyway with --override \"why\"")
        }
        var editor = try jsonEditor(loan.file)
        try editor.set("renewals", .array((lending.renewals + [day]).map { .string($0.description) }))
        // Added to the reason the loan already carries (the lend's, say), never in its place.
        if let override {
            let existing = loan.override?.value ?? ""
            try editor.set("override", .string(existing.allSatisfy(\.isWhitespace) ? override : existing + " — " + override))
        }
        var edit = LibraryEdit(message: "Renew \"\(title(loan))\" for \(borrowerName(loan))")
        edit.write(loan.file, editor.text)
        let (loanID, title, name) = (loan.id, title(loan), borrowerName(loan))
        edit.summarize = { after in
            let due = after.library.loans.first { $0.id == loanID }.flatMap { after.due(of: $0) }
            return "Renewed \"\(title)\" for \(name)" + (due.map { ", due back \($0.spoken)" } ?? "")
        }
        return edit
    }

    /// Records a return; a lost book that turns up is returned the same way.
    package func `return`(_ reference: String, on day: Day) throws -> LibraryEdit {
        let loan = try loan(reference, statuses: [.lent, .lost], what: "loan out")
        guard loan.status.value == .lent || loan.status.value == .lost else {
            throw EditError.refused("loan \(loan.id) is \(loan.status.value.rawValue); only a book that is out (or lost) can be returned")
        }
        var edit = try transition(loan, to: "returned", dateField: "returned", on: day, message: "Return \"\(title(loan))\" from \(borrowerName(loan))")
        let (bookID, title, name) = (loan.book.value, title(loan), borrowerName(loan))
        edit.summarize = { after in
            var text = "Returned \"\(title)\" from \(name)"
            // Whom the book is ready for now, as every notice and page says it: the first waiting
            // member who may take it (one who may not keeps their place).
            guard let book = after.library.book(bookID), let hold = after.readyFor(book, on: day) else { return text }
            let next = after.library.member(hold.member)?.name ?? hold.member
            let waiting = after.waitingList(for: bookID, on: day).count
            text += ". Next in the queue: \(next) (asked on \(hold.request.requested?.value.spoken ?? day.spoken)); tell them it is their turn"
            if waiting > 1 { text += " (\(counted(waiting - 1, "more member")) waiting)" }
            return text
        }
        return edit
    }

    package func lost(_ reference: String, on day: Day) throws -> LibraryEdit {
        let loan = try loan(reference, statuses: [.lent], what: "loan out")
        guard loan.status.value == .lent else { throw EditError.refused("loan \(loan.id) is \(loan.status.value.rawValue); only a book that is out can be lost") }
        var edit = try transition(loan, to: "lost", dateField: "lost", on: day, message: "Mark \"\(title(loan))\" lost by \(borrowerName(loan))")
        edit.summary = "Marked \"\(title(loan))\" lost by \(borrowerName(loan)); if it turns up, record its return"
        return edit
    }

    /// Marks a loan recorded by mistake as void: its file stays, it takes no part in anything.
    package func void(_ reference: String, note: String, on day: Day) throws -> LibraryEdit {
        guard !note.allSatisfy(\.isWhitespace) else { throw EditError.refused("say what the mistake was with --note") }
        let loan = try loan(reference, statuses: [.requested, .lent, .lost], what: "open loan or request")
        guard loan.status.value != .void else { throw EditError.refused("loan \(loan.id) is already void") }
        var editor = try jsonEditor(loan.file)
        try editor.set("status", .string("void"))
        try editor.set("voided", .string(day.description))
        let existing = loan.note?.value.trimmingCharacters(in: .whitespaces) ?? ""
        try editor.set("note", .string(existing.isEmpty ? note : existing + " — " + note))
        var edit = LibraryEdit(message: "Void loan \(loan.id) (\"\(title(loan))\" for \(borrowerName(loan))): \(note)")
        edit.summary = "Voided loan \(loan.id): it stays as a record and counts for nothing"
        // A lending recorded by mistake still fulfilled a real request: the member keeps their
        // place in the queue (a new open request of the same day and time; the forge issue moves with it).
        if loan.outFrom != nil, let requested = loan.requested?.value {
            var fields: [(String, JSONValue)] = [("book", .string(loan.book.value)), ("borrower", .string(loan.borrower.value)),
                                                 ("status", .string("requested")), ("requested", .string(requested.description))]
            if let seconds = loan.requestedTime { fields.append(("requested_time", .string(TimeOfDay.text(seconds)))) }
            if let issue = loan.issue?.value {
                fields.append(("issue", .number(issue)))
                try editor.remove("issue")
            }
            fields.append(("note", .string("the request loan \(loan.id) fulfilled, kept when that loan was voided")))
            let path = loan.file.replacingOccurrences(of: "/\(loan.id).json", with: "/\(Slug.unique(loan.id + "-request", isTaken: Set(library.loans.map(\.id)).contains)).json")
            edit.write(path, JSONValue.object(fields).fileText)
            edit.summary! += "; \(borrowerName(loan))'s request of \(requested.spoken) stays in the queue (\(path))"
        }
        edit.write(loan.file, editor.text)
        return edit
    }

    /// Turns down an open request; `reason` and the day go into its note (a loan has no rejected date).
    package func reject(_ reference: String, reason: String? = nil, on day: Day? = nil) throws -> LibraryEdit {
        try closeRequest(reference, status: "rejected", verb: "Reject", done: "Rejected", reason: reason, on: day)
    }

    package func cancel(_ reference: String, reason: String? = nil, on day: Day? = nil) throws -> LibraryEdit {
        try closeRequest(reference, status: "cancelled", verb: "Cancel", done: "Cancelled", reason: reason, on: day)
    }

    private func closeRequest(_ reference: String, status: String, verb: String, done: String, reason: String?, on day: Day?) throws -> LibraryEdit {
        let loan = try loan(reference, statuses: [.requested], what: "open request")
        guard loan.status.value == .requested else {
            throw EditError.refused("loan \(loan.id) is \(loan.status.value.rawValue); only an open request can be \(status)")
        }
        // The day goes only into the note, which no rule dates: judged here as `loan.future` and the request's own day would.
        if let day, day > session.today {
            throw EditError.refused("\(day) is after today (\(session.today)); record the request as \(status) on or after the day it happens")
        }
        if let day, let requested = loan.requested?.value, day < requested {
            throw EditError.refused("\(day) is before the request was made (\(requested)); a request is \(status) on or after that day")
        }
        var editor = try jsonEditor(loan.file)
        try editor.set("status", .string(status))
        // "cancelled on D", always: the day `Loan.closedDay` reads back (a request has no date field
        // for it), on which the next member's hold days may start.
        var words = "\(status) on \(day ?? session.today)" + (reason.map { ": \($0)" } ?? "")
        if let existing = loan.note?.value, !existing.allSatisfy(\.isWhitespace) { words = existing + " — " + words }
        try editor.set("note", .string(words))
        var edit = LibraryEdit(message: "\(verb) the request for \"\(title(loan))\" by \(borrowerName(loan))")
        edit.write(loan.file, editor.text)
        // The reason on the sentence's one line (it may hold line breaks; the note keeps them).
        let shown = reason.map { $0.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
        edit.summary = "\(done) the request for \"\(title(loan))\" by \(borrowerName(loan))" + (shown.map { " (\($0))" } ?? "")
        return edit
    }

    private func transition(_ loan: Loan, to status: String, dateField: String, on day: Day, message: String) throws -> LibraryEdit {
        var editor = try jsonEditor(loan.file)
        try editor.set("status", .string(status))
        try editor.set(dateField, .string(day.description))
        var edit = LibraryEdit(message: message)
        edit.write(loan.file, editor.text)
        return edit
    }

    // MARK: helpers

    /// A book can be asked for only while it is in the catalogue (FORMAT.md, "One answer to
    /// every question"): refused, naming why, before it is added or once it is withdrawn.
    func requireInCatalogue(_ book: Book, on day: Day) throws {
        switch session.result.state.state(of: book, on: day) {
        case .notYetAdded(let added):
            throw EditError.refused("\"\(book.title)\" joins the library on \(added.spoken); it can be asked for from then")
        case .withdrawn(let withdrawn):
            throw EditError.refused("\"\(book.title)\" was withdrawn from the library on \(withdrawn.spoken)" + (book.withdrawnReason.map { " (\($0))" } ?? "") + "; it can no longer be borrowed")
        default: return
        }
    }

    /// FORMAT.md v1.3, "Can it be lent at all?": not a book whose owner has left the library.
    func requireLendable(_ book: Book, on day: Day) throws {
        let state = session.result.state
        guard state.ownerHasLeft(book, on: day) else { return }
        let owner = library.member(state.owner(of: book, on: day))
        throw EditError.refused("\"\(book.title)\" cannot be lent: its owner \(owner?.name ?? "") left the library on \(owner?.left?.spoken ?? ""); give it to the library (libgen swap offer --from \(owner?.id ?? "") --to library --gives \(book.id)) or withdraw it")
    }

    func jsonEditor(_ path: String) throws -> JSONEditor {
        guard let text = session.text(of: path) else { throw EditError.io("\(path): cannot read") }
        return JSONEditor(text)
    }

    func title(_ loan: Loan) -> String { library.book(loan.book.value)?.title ?? loan.book.value }
    func borrowerName(_ loan: Loan) -> String { library.member(loan.borrower.value)?.name ?? loan.borrower.value }

    /// `content/loans/YYYY/YYYY-MM-DD-<book>-<borrower>.json`, made unique with `-2`, `-3` ….
    func newLoanPath(book: String, borrower: String, on day: Day) -> String {
        "content/loans/\(day.components.year)/\(newLoanID(book: book, borrower: borrower, on: day)).json"
    }

    /// The id of that file: `YYYY-MM-DD-<book>-<borrower>`, made unique with `-2`, `-3` ….
    package func newLoanID(book: String, borrower: String, on day: Day) -> String {
        let base = String("\(day)-\(book)-\(borrower)".prefix(96))
        let taken = Set(library.loans.map(\.id))
        return Slug.unique(base, isTaken: taken.contains)
    }
}
