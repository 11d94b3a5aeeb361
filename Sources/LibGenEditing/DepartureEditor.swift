import LibGenCore
import LibGenSupport

/// Books and members that go: `libgen withdraw` and `libgen leave`. Each refuses
/// while the book or the member still has something out, and says what to do first.
package struct DepartureEditor {
    let session: EditSession
    var library: Library { session.library }

    package init(session: EditSession) { self.session = session }

    /// Takes a book out of circulation from `day` (front matter `withdrawn`, `withdrawn_reason`).
    package func withdraw(_ reference: String, on day: Day, reason: String?) throws -> LibraryEdit {
        let finder = session.finder
        let book = try finder.book(reference)
        if let withdrawn = book.withdrawn { throw EditError.refused("\"\(book.title)\" was withdrawn already, on \(withdrawn)") }
        let state = session.result.state
        if let out = state.loanOut(of: book.id, on: day), case .onLoan = state.state(of: book, on: day) {
            let who = library.member(out.borrower.value)?.name ?? out.borrower.value
            throw EditError.refused("\"\(book.title)\" is out on loan \(out.id) to \(who); record its return first")
        }
        guard let text = session.text(of: book.file) else { throw EditError.io("\(book.file): cannot read") }
        var editor = FrontMatterEditor(text)
        try editor.set("withdrawn", day.description)
        if let reason { try editor.set("withdrawn_reason", reason) }
        var edit = LibraryEdit(message: "Withdraw \"\(book.title)\"" + (reason.map { ": \($0)" } ?? ""))
        edit.write(book.file, editor.text)
        let waiting = state.waitingList(for: book.id, on: day)
        edit.summary = "Withdrew \"\(book.title)\" from \(day.spoken)"
        if !waiting.isEmpty {
            edit.summary! += "; \(counted(waiting.count, "request is", plural: "requests are")) still open for it (\(waiting.map(\.id).joined(separator: ", "))): cancel them and tell the members"
        }
        return edit
    }

    /// Records that a member leaves on `day` (`left`); refuses while they hold books.
    package func leave(_ reference: String, on day: Day) throws -> LibraryEdit {
        let member = try session.finder.member(reference)
        if let left = member.left { throw EditError.refused("\(member.name) left already, on \(left)") }
        let state = session.result.state
        let holding = state.held(by: member.id, on: day).filter { state.dueState(of: $0, on: day) != nil }
        guard holding.isEmpty else {
            let books = holding.map { "\"\(library.book($0.book.value)?.title ?? $0.book.value)\" (loan \($0.id))" }
            throw EditError.refused("\(member.name) still holds \(books.joined(separator: ", ")); record \(holding.count == 1 ? "its return" : "their returns") (or loss) first")
        }
        guard let text = session.text(of: member.file) else { throw EditError.io("\(member.file): cannot read") }
        var editor = JSONEditor(text)
        try editor.set("left", .string(day.description))
        var edit = LibraryEdit(message: "\(member.name) leaves the library")
        edit.write(member.file, editor.text)
        var summary = "\(member.name) leaves the library on \(day.spoken)"
        let requests = library.loans.filter { $0.borrower.value == member.id && $0.isOpenRequest }
        if !requests.isEmpty { summary += ". Their open requests should be cancelled: \(requests.map(\.id).joined(separator: ", "))" }
        let owned = library.books.filter { $0.owner.value == member.id && ($0.withdrawn.map { $0 > day } ?? true) }
        if !owned.isEmpty {
            // A swap needs them a member on its day (swap.not-member) and the book on the shelf
            // (swap.on-loan): dated the day before they leave, for the books not out then.
            let before = day.adding(-1)
            let isOut = Dictionary(grouping: owned) { state.loanOut(of: $0.id, on: before) != nil }
            let (out, shelf) = (isOut[true] ?? [], isOut[false] ?? [])
            summary += ". They own \(counted(owned.count, "book"))"
            if !shelf.isEmpty {
                summary += "; to give \(shelf.count == 1 ? "it" : "them") to the library: libgen swap offer --from \(member.id) --to library --gives \(shelf.map(\.id).joined(separator: " ")) --on \(before) (then swap accept), or withdraw \(shelf.count == 1 ? "it" : "them")"
            }
            if !out.isEmpty {
                summary += "; \(out.map(\.id).joined(separator: ", ")) \(out.count == 1 ? "is" : "are") out on loan: give or withdraw \(out.count == 1 ? "it" : "them") once back"
            }
        }
        edit.summary = summary
        return edit
    }
}
