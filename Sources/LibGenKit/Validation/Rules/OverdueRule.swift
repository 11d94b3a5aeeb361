/// `loan.overdue` (warning; `--overdue error|off`): a book still out (status
/// `lent`) is overdue when the as-of day is after its effective due date plus
/// `policy.grace_days`.
struct OverdueRule: Rule {
    let id = RuleID.loanOverdue

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.library.loans.compactMap { loan in
            guard loan.status.value == .lent, loan.lent != nil, let due = loan.effectiveDue(under: context.policy),
                  context.asOf > due.adding(context.policy.graceDays) else { return nil }
            let days = due.days(to: context.asOf)
            return Diagnostic(id, loan.file, loan.status.location,
                "\(context.describe(book: loan.book.value)) lent to \(context.describe(party: loan.borrower.value)) was due back on \(due) and is \(days) day\(days == 1 ? "" : "s") overdue; record its return or a renewal")
        }
    }
}
