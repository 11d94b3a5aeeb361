/// `loan.not-member`: the borrower is a member on the requested and lent days,
/// and does not still hold the book after leaving.
struct LoanNotMemberRule: LoanRule, RecordRule {
    let id = RuleID.loanNotMember

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for index in context.loanIndices {
            let loan = context.library.loans[index]
            guard loan.takesPart else { continue }
            guard let member = context.library.borrower(ofLoan: index) else { continue }
            var who: String { context.describe(party: member.id) }
            let notMember: (String, Located<Day>)? =
                if let lent = loan.lent, !member.isMember(on: lent.value) { ("lent", lent) }
                else if let requested = loan.requested, !member.isMember(on: requested.value) { ("requested", requested) }
                else { nil }
            if let (name, day) = notMember {
                let span = "member from \(member.joined)" + (member.left.map { " until \($0)" } ?? "")
                diagnostics.append(Diagnostic(id, loan.file, loan.borrower.location,
                    "\(who) is not a member on \(day.value), the \(name) day (\(span)); correct the dates or the member's `joined`/`left`"))
                continue
            }
            guard let left = member.left, let lent = loan.lent?.value, lent < left, loan.outFrom != nil else { continue }
            if let end = loan.lost?.value ?? loan.returned?.value {
                if end > left {
                    diagnostics.append(Diagnostic(id, loan.file, loan.borrower.location,
                        "\(who) left on \(left) but held \(context.describe(book: loan.book.value)) until \(end); a member must give back every book before leaving"))
                }
            } else if left <= context.asOf {
                diagnostics.append(Diagnostic(id, loan.file, loan.borrower.location,
                    "\(who) left on \(left) but still holds \(context.describe(book: loan.book.value)); record its return (or loss) before they leave"))
            }
        }
        return diagnostics
    }
}
