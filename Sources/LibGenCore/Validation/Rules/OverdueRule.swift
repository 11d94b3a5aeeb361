import LibGenSupport

/// `loan.overdue` (warning; `--overdue error|off`): a book out on the as-of day (status
/// `lent`; looking back, also a loan returned after that day) is overdue when the as-of day
/// is after its due date as known then plus `policy.grace_days` (`LibraryState.dueState`,
/// which the reports, notices and site ask too).
struct OverdueRule: LoanRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanOverdue

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.judgedLoans.compactMap { loan in
            guard case .overdue(let due, let days)? = context.state.dueState(of: loan, on: context.asOf) else { return nil }
            return Diagnostic(id, loan.file, loan.status.location,
                "\(context.describe(book: loan.book.value)) lent to \(context.describe(party: loan.borrower.value)) was due back on \(due) and is \(counted(days, "day")) overdue; record its return or a renewal")
        }
    }
}
