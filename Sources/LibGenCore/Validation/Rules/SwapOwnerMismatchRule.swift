/// `swap.owner-mismatch`: a book's front-matter `owner` is the party that
/// received it in its last accepted swap (accepting a swap means editing the
/// owner of every book it moves, in the same commit).
struct SwapOwnerMismatchRule: Rule {
    let id = RuleID.swapOwnerMismatch

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let library = context.library
        var lastMove = [String: Ledger.Move]()
        for move in context.ledger.moves where library.swaps[move.swap].status.value == .accepted {
            lastMove[move.book.value] = move
        }
        return library.books.compactMap { book in
            guard let expected = context.ledger.ownersAfterSwaps[book.id], expected != book.owner.value,
                  let move = lastMove[book.id] else { return nil }
            let swap = library.swaps[move.swap]
            return Diagnostic(id, book.file, book.owner.location,
                "`owner` is \(context.describe(party: book.owner.value)), but swap \(swap.id) (\(swap.date.value)) gave this book to \(context.describe(party: expected)); set `owner: \(expected)`")
        }
    }
}
