extension Ledger {
    /// For each of `books` that is on the shelf on `asOf` (not out, not withdrawn),
    /// the day it has been there since: its last return, or the day it was added.
    /// With the first waiting request this gives "ready since" for holds
    /// (`loan.hold-expired`, `report holds`, "your turn" reminders).
    package static func onShelfSince(_ books: Set<String>, asOf: Day, in library: Library) -> [String: Day] {
        guard !books.isEmpty else { return [:] }
        var since = [String: Day]()
        var out = Set<String>()
        for id in books {
            guard let book = library.book(id), book.isAvailable(on: asOf) else { out.insert(id); continue }
            since[id] = book.added
        }
        for loan in library.loans where books.contains(loan.book.value) && loan.outFrom != nil {
            let id = loan.book.value
            if loan.isOut(on: asOf) { out.insert(id); continue }
            if let back = loan.returned?.value, back <= asOf, back > since[id] ?? back.adding(-1) { since[id] = back }
        }
        for id in out { since[id] = nil }
        return since
    }

    /// The first request waiting for `book` on `asOf`, and since when the book has been
    /// ready for it (the later of its request and the book's return to the shelf);
    /// nil when nobody waits or the book is not on the shelf.
    package func readyHold(for book: String, asOf: Day, shelf: [String: Day], in library: Library) -> (request: Loan, since: Day)? {
        guard let onShelf = shelf[book],
              let first = (waitingLists[book] ?? []).lazy.map({ library.loans[$0] }).first(where: { $0.requested!.value <= asOf }) else { return nil }
        return (first, max(onShelf, first.requested!.value))
    }
}
