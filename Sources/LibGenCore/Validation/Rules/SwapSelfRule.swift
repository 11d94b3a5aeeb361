/// `swap.self`: a swap is between two different parties.
struct SwapSelfRule: RecordRule {
    let id = RuleID.swapSelf

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.swaps.compactMap { swap in
            guard swap.from.value == swap.to.value else { return nil }
            return Diagnostic(id, swap.file, swap.to.location,
                "`from` and `to` are both \(context.describe(party: swap.from.value)); a swap is between two different parties")
        }
    }
}
