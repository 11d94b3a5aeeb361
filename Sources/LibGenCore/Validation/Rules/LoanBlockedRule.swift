/// `loan.blocked`: with `policy.block_overdue`, no book is lent to a member who
/// had an overdue loan on the lent day (held that day, its due date as known
/// then plus `grace_days` already past), unless the loan records an `override`.
struct LoanBlockedRule: Rule {
    let id = RuleID.loanBlocked

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let policy = context.policy
        guard policy.blockOverdue else { return [] }
        var byBorrower = [String: [Loan]]()
        for loan in context.library.loans where loan.outFrom != nil { byBorrower[loan.borrower.value, default: []].append(loan) }
        return context.library.loans.compactMap { loan in
            guard loan.override == nil, let lentOn = loan.outFrom, let lent = loan.lent else { return nil }
            let overdue = byBorrower[loan.borrower.value]?.first { other in
                guard other !== loan, other.isHeld(on: lentOn), let due = other.due(knownOn: lentOn, under: policy) else { return false }
                return lentOn > due.adding(policy.graceDays)
            }
            guard let overdue else { return nil }
            let due = overdue.due(knownOn: lentOn, under: policy)!
            return Diagnostic(id, loan.file, lent.location,
                "\(context.describe(book: loan.book.value)) is lent to \(context.describe(party: loan.borrower.value)) on \(lentOn), who had \(context.describe(book: overdue.book.value)) overdue (due \(due), loan \(overdue.id)); with block_overdue nothing new is lent until it is back: record that return first, or say why in `override`")
        }
    }
}
