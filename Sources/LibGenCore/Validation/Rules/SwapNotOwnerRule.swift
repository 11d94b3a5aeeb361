/// `swap.not-owner`: on the swap day each party owns the books it gives (the
/// state just before the swap; ownership follows earlier accepted swaps).
struct SwapNotOwnerRule: Rule {
    let id = RuleID.swapNotOwner

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let swaps = context.library.swaps
        return context.ledger.moves.compactMap { move in
            guard move.ownerBefore != move.giver else { return nil }
            let swap = swaps[move.swap]
            return Diagnostic(id, swap.file, move.book.location,
                "on \(swap.date.value) \(context.describe(book: move.book.value)) is owned by \(context.describe(party: move.ownerBefore)), not by \(context.describe(party: move.giver)), who gives it in this swap; only the owner can give a book away")
        }
    }
}
