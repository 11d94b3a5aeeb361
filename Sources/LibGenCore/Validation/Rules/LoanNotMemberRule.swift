/// `loan.not-member`: the borrower is a member on the requested and lent days,
/// and does not still hold the book after leaving.
struct LoanNotMemberRule: Rule {
    let id = RuleID.loanNotMember

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for loan in context.library.loans where loan.takesPart {
            guard let member = context.library.member(loan.borrower.value) else { continue }
            let who = context.describe(party: member.id)
            let span = "member from \(member.joined)" + (member.left.map { " until \($0)" } ?? "")
            let days = [("lent", loan.lent), ("requested", loan.requested)].compactMap { name, day in day.map { (name, $0) } }
            if let (name, day) = days.first(where: { !member.isMember(on: $0.1.value) }) {
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
