import LibGenSupport

/// `loan.overdue` (warning; `--overdue error|off`): a book still out (status
/// `lent`) is overdue when the as-of day is after its effective due date plus
/// `policy.grace_days` (`Loan.daysOverdue`, which the reports use too).
struct OverdueRule: Rule {
    package let id = RuleID.loanOverdue

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.library.loans.compactMap { loan in
            guard let days = loan.daysOverdue(asOf: context.asOf, under: context.policy),
                  let due = loan.effectiveDue(under: context.policy) else { return nil }
            return Diagnostic(id, loan.file, loan.status.location,
                "\(context.describe(book: loan.book.value)) lent to \(context.describe(party: loan.borrower.value)) was due back on \(due) and is \(counted(days, "day")) overdue; record its return or a renewal")
        }
    }
}
