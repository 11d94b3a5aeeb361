import LibGenCore
import LibGenSupport

/// The loan edits: request, lend, renew, return, reject, cancel, lost.
/// Each returns the files to write; the session validates them.
package struct LoanEditor {
    package let session: EditSession

    package init(session: EditSession) { self.session = session }

    var library: Library { session.library }

    // MARK: finding records

    /// A book by id, title or ISBN.
    func book(_ reference: String) throws -> Book { try RecordFinder(library).book(reference) }

    /// A member by id, GitHub login or an unambiguous part of their name.
    func member(_ reference: String) throws -> Member { try RecordFinder(library).member(reference) }

    /// A loan by id, or the one loan of a book in one of `statuses`.
    package func loan(_ reference: String, statuses: Set<Loan.Status>, what: String) throws -> Loan {
        if let loan = library.loans.first(where: { $0.id == reference }) { return loan }
        let found: Book
        do {
            found = try book(reference)
        } catch EditError.notFound {
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

    package func request(book bookID: String, by memberID: String, on day: Day) throws -> LibraryEdit {
        let book = try book(bookID), member = try member(memberID)
        var edit = LibraryEdit(message: "Request \"\(book.title)\" for \(member.name)")
        edit.write(newLoanPath(book: book.id, borrower: member.id, on: day), JSONValue.object([
            ("book", .string(book.id)), ("borrower", .string(member.id)), ("status", .string("requested")), ("requested", .string(day.description)),
        ]).fileText)
        let ahead = (session.result.ledger.waitingLists[book.id] ?? []).filter { library.loans[$0].requested!.value <= day }.count
        edit.summary = "Requested \"\(book.title)\" for \(member.name)" + (ahead > 0 ? "; number \(ahead + 1) in the queue" : "")
        return edit
    }

    /// Lends a book: fulfils the member's open request in place when there is one.
    /// `override`: why a librarian allows the loan although `block_overdue` would refuse it.
    package func lend(book bookID: String, to memberID: String, on day: Day, due: Day?, override: String? = nil) throws -> LibraryEdit {
        let book = try book(bookID), member = try member(memberID)
        var edit = LibraryEdit(message: "Lend \"\(book.title)\" to \(member.name)")
        if let request = library.loans.filter({ $0.book.value == book.id && $0.borrower.value == member.id && $0.status.value == .requested })
            .min(by: { ($0.requested?.value ?? day, $0.id) < ($1.requested?.value ?? day, $1.id) }) {
            var editor = try jsonEditor(request.file)
            try editor.set("status", .string("lent"))
            try editor.set("lent", .string(day.description))
            if let due { try editor.set("due", .string(due.description)) }
            if let override { try editor.set("override", .string(override)) }
            edit.write(request.file, editor.text)
        } else {
            var fields: [(String, JSONValue)] = [("book", .string(book.id)), ("borrower", .string(member.id)), ("status", .string("lent")), ("lent", .string(day.description))]
            if let due { fields.append(("due", .string(due.description))) }
            if let override { fields.append(("override", .string(override))) }
            edit.write(newLoanPath(book: book.id, borrower: member.id, on: day), JSONValue.object(fields).fileText)
        }
        edit.summary = "Lent \"\(book.title)\" to \(member.name), due back \((due ?? library.settings.policy.dueDate(lent: day, renewals: [])).spoken)"
        return edit
    }

    package func renew(_ reference: String, on day: Day) throws -> LibraryEdit {
        let loan = try loan(reference, statuses: [.lent], what: "loan out")
        guard loan.status.value == .lent, let lent = loan.lent?.value else {
            throw EditError.refused("loan \(loan.id) is \(loan.status.value.rawValue)\(loan.lent == nil ? " without a valid `lent` date" : ""); only a book that is out can be renewed")
        }
        if let due = loan.due?.value {
            throw EditError.refused("loan \(loan.id) has an agreed due date (\(due)), which a renewal cannot move; change `due` instead")
        }
        var editor = try jsonEditor(loan.file)
        try editor.set("renewals", .array((loan.renewals.map(\.value) + [day]).map { .string($0.description) }))
        var edit = LibraryEdit(message: "Renew \"\(title(loan))\" for \(borrowerName(loan))")
        edit.write(loan.file, editor.text)
        let due = library.settings.policy.dueDate(lent: lent, renewals: loan.renewals.map(\.value) + [day])
        edit.summary = "Renewed \"\(title(loan))\" for \(borrowerName(loan)), due back \(due.spoken)"
        return edit
    }

    /// Records a return; a lost book that turns up is returned the same way.
    package func `return`(_ reference: String, on day: Day) throws -> LibraryEdit {
        let loan = try loan(reference, statuses: [.lent, .lost], what: "loan out")
        guard loan.status.value == .lent || loan.status.value == .lost else {
            throw EditError.refused("loan \(loan.id) is \(loan.status.value.rawValue); only a book that is out (or lost) can be returned")
        }
        var edit = try transition(loan, to: "returned", dateField: "returned", on: day, message: "Return \"\(title(loan))\" from \(borrowerName(loan))")
        edit.summary = "Returned \"\(title(loan))\" from \(borrowerName(loan))"
        let waiting = (session.result.ledger.waitingLists[loan.book.value] ?? []).map { library.loans[$0] }.filter { $0.requested!.value <= day }
        if let next = waiting.first {
            let name = library.member(next.borrower.value)?.name ?? next.borrower.value
            edit.summary! += ". Next in the queue: \(name) (asked on \(next.requested!.value.spoken)); tell them it is their turn" + (waiting.count > 1 ? " (\(counted(waiting.count - 1, "more member")) waiting)" : "")
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
        edit.write(loan.file, editor.text)
        edit.summary = "Voided loan \(loan.id): it stays as a record and counts for nothing"
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
        var editor = try jsonEditor(loan.file)
        try editor.set("status", .string(status))
        if reason != nil || day != nil {
            var words = "\(status) on \(day ?? session.today)" + (reason.map { ": \($0)" } ?? "")
            if let existing = loan.note?.value, !existing.allSatisfy(\.isWhitespace) { words = existing + " — " + words }
            try editor.set("note", .string(words))
        }
        var edit = LibraryEdit(message: "\(verb) the request for \"\(title(loan))\" by \(borrowerName(loan))")
        edit.write(loan.file, editor.text)
        edit.summary = "\(done) the request for \"\(title(loan))\" by \(borrowerName(loan))" + (reason.map { " (\($0))" } ?? "")
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

    func jsonEditor(_ path: String) throws -> JSONEditor {
        guard let text = session.text(of: path) else { throw EditError.io("\(path): cannot read") }
        return JSONEditor(text)
    }

    func title(_ loan: Loan) -> String { library.book(loan.book.value)?.title ?? loan.book.value }
    func borrowerName(_ loan: Loan) -> String { library.member(loan.borrower.value)?.name ?? loan.borrower.value }

    /// `content/loans/YYYY/YYYY-MM-DD-<book>-<borrower>.json`, made unique with `-2`, `-3` ….
    func newLoanPath(book: String, borrower: String, on day: Day) -> String {
        let base = String("\(day)-\(book)-\(borrower)".prefix(96))
        let taken = Set(library.loans.map(\.id))
        let id = Slug.unique(base, isTaken: taken.contains)
        return "content/loans/\(day.components.year)/\(id).json"
    }
}
