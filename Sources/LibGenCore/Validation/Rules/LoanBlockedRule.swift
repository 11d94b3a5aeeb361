/// `loan.blocked`: with `policy.block_overdue`, no book is lent to a member who
/// had an overdue loan on the lent day (held that day, its due date as known
/// then plus `grace_days` already past), unless the loan records an `override`.
struct LoanBlockedRule: LoanRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanBlocked

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let policy = context.policy
        guard policy.blockOverdue else { return [] }
        // Each borrower's loans that were handed over, in order, from the state's index.
        var byBorrower = [String: [Loan]]()
        return context.judgedLoans.compactMap { loan in
            guard loan.override == nil, let lentOn = loan.outFrom, let lent = loan.lent else { return nil }
            let borrower = loan.borrower.value
            if byBorrower[borrower] == nil { byBorrower[borrower] = context.state.loans(by: borrower).filter { $0.outFrom != nil } }
            let overdue = byBorrower[borrower]!.first { other in
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
