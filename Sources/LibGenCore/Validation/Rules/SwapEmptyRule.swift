/// `swap.empty`: a swap gives at least one book (`gives` is not empty).
struct SwapEmptyRule: RecordRule {
    let id = RuleID.swapEmpty

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.swaps.compactMap { swap in
            guard swap.gives.isEmpty, !swap.isSelf else { return nil }
            return Diagnostic(id, swap.file, swap.record.location(of: SwapField.gives),
                "`gives` is empty; list the book ids \(context.describe(party: swap.from.value)) gives (a gift has an empty `takes`, never an empty `gives`)")
        }
    }
}
