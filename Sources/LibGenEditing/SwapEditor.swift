import LibGenCore
import LibGenSupport

/// The swap edits: offer, accept (which also rewrites every moved book's
/// `owner`, in the same change), reject and cancel.
package struct SwapEditor {
    let session: EditSession
    var library: Library { session.library }

    package init(session: EditSession) { self.session = session }

    /// A member (by id, login or name) or `library`.
    func party(_ reference: String) throws -> String {
        if reference == Library.libraryID || reference.lowercased() == "the library" { return Library.libraryID }
        return try session.finder.member(reference).id
    }

    func name(_ party: String) -> String { party == Library.libraryID ? "the library" : library.member(party)?.name ?? party }

    func titles(_ ids: [String]) -> String { ids.map { "\"\(library.book($0)?.title ?? $0)\"" }.joined(separator: ", ") }

    package func offer(from: String, to: String, gives: [String], takes: [String], on day: Day) throws -> LibraryEdit {
        let from = try party(from), to = try party(to)
        let gives = try gives.map { try session.finder.book($0).id }, takes = try takes.map { try session.finder.book($0).id }
        // A book out on loan cannot change hands until it is back (`swap.on-loan`): said now,
        // not left as an offer that can never be accepted.
        let state = session.result.state
        for id in gives + takes {
            guard let loan = state.loanOut(of: id, on: day), let due = state.due(of: loan) else { continue }
            throw EditError.refused("\"\(library.book(id)?.title ?? id)\" is out on loan (due back \(due.spoken)); offer the swap once it is back")
        }
        let base = String("\(day)-\(from)-\(to)".prefix(96))
        let taken = Set(library.swaps.map(\.id))
        let id = Slug.unique(base, isTaken: taken.contains)
        let what = takes.isEmpty ? "gives \(titles(gives)) to \(name(to))" : "swaps \(titles(gives)) for \(titles(takes)) with \(name(to))"
        var edit = LibraryEdit(message: "Offer: \(name(from)) \(what)")
        edit.summary = "\(name(from)) \(what): the offer (swap \(id)) waits for \(name(to)) to accept it"
        edit.write("content/swaps/\(day.components.year)/\(id).json", JSONValue.object([
            ("date", .string(day.description)), ("status", .string("pending")), ("from", .string(from)), ("to", .string(to)),
            ("gives", .array(gives.map(JSONValue.string))), ("takes", .array(takes.map(JSONValue.string))),
        ]).fileText)
        return edit
    }

    func swap(_ id: String) throws -> Swap {
        if let swap = library.swaps.first(where: { $0.id == id }) { return swap }
        throw EditError.notFound("no swap \"\(id)\"" + Suggestion.hint(for: id, among: library.swaps.map(\.id)))
    }

    /// Accepts a pending swap on `day` (default its offer's day): the swap's `date` becomes the
    /// day it is accepted, when the books change hands, and it is judged on that day (CLI.md v1.3).
    package func accept(_ id: String, on day: Day? = nil) throws -> LibraryEdit {
        let swap = try swap(id)
        guard swap.status.value == .pending else { throw EditError.refused("swap \(swap.id) is \(swap.status.value.rawValue); only a pending swap can be accepted") }
        if let day, day < swap.date.value {
            throw EditError.refused("\(day) is before swap \(swap.id) was offered (\(swap.date.value)); a swap is accepted on or after its offer's day")
        }
        var edit = try setStatus(swap, "accepted", verb: "Accept", date: day.flatMap { $0 == swap.date.value ? nil : $0 })
        edit.summary = "Accepted swap \(swap.id): " + swap.moves.map { "\(titles([$0.book.value])) now belongs to \(name($0.receiver))" }.joined(separator: ", ")
        for move in swap.moves {
            guard let book = library.book(move.book.value), let text = session.text(of: book.file) else { continue }
            var editor = FrontMatterEditor(text)
            try editor.set("owner", move.receiver)
            edit.write(book.file, editor.text)
        }
        return edit
    }

    package func reject(_ id: String) throws -> LibraryEdit {
        let swap = try swap(id)
        guard swap.status.value == .pending else { throw EditError.refused("swap \(swap.id) is \(swap.status.value.rawValue); only a pending swap can be rejected") }
        var edit = try setStatus(swap, "rejected", verb: "Reject")
        edit.summary = "Rejected swap \(swap.id): no book changes hands"
        return edit
    }

    package func cancel(_ id: String) throws -> LibraryEdit {
        let swap = try swap(id)
        guard swap.status.value == .pending else { throw EditError.refused("swap \(swap.id) is \(swap.status.value.rawValue); only a pending swap can be cancelled") }
        var edit = try setStatus(swap, "cancelled", verb: "Cancel")
        edit.summary = "Cancelled swap \(swap.id): no book changes hands"
        return edit
    }

    private func setStatus(_ swap: Swap, _ status: String, verb: String, date: Day? = nil) throws -> LibraryEdit {
        guard let text = session.text(of: swap.file) else { throw EditError.io("\(swap.file): cannot read") }
        var editor = JSONEditor(text)
        if let date { try editor.set("date", .string(date.description)) }
        try editor.set("status", .string(status))
        var edit = LibraryEdit(message: "\(verb) swap: \(name(swap.from.value)) and \(name(swap.to.value)) (\(titles(swap.gives.map(\.value) + swap.takes.map(\.value))))")
        edit.write(swap.file, editor.text)
        return edit
    }
}
