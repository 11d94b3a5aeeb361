/// `swap.not-member`: a member party of a pending or accepted swap is a member on the swap day.
struct SwapNotMemberRule: RecordRule {
    let id = RuleID.swapNotMember

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for swap in context.library.swaps where swap.isLive {
            for party in [swap.from, swap.to] {
                guard let member = context.library.member(party.value), !member.isMember(on: swap.date.value) else { continue }
                let span = "member from \(member.joined)" + (member.left.map { " until \($0)" } ?? "")
                diagnostics.append(Diagnostic(id, swap.file, party.location,
                    "\(context.describe(party: member.id)) is not a member on \(swap.date.value), the swap day (\(span)); correct the date or the party"))
            }
        }
        return diagnostics
    }
}
