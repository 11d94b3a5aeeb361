/// `loan.renew-late` (warning): a renewal never makes a loan "not overdue" in the past. A
/// renewal is flagged when, after it, the loan is still overdue on the renewal day: its new
/// due date plus `grace_days` is before that day (`LibraryState.renewalWouldBeLate`). The
/// editing commands and `intake` refuse such a renewal unless a librarian records `--override`.
struct RenewLateRule: LoanRule, RecordRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanRenewLate

    func check(_ context: RecordsContext) -> [Diagnostic] {
        let policy = context.policy
        var diagnostics = [Diagnostic]()
        for loan in context.judgedLoans {
            guard let lending = loan.lending else { continue }
            for (index, renewal) in loan.renewals.enumerated() {
                let day = renewal.value
                // An agreed `due` is never moved (FORMAT.md): the renewal leaves the loan due on it.
                let due = lending.agreedDue ?? policy.dueDate(lent: lending.lent, renewals: Array(lending.renewals.prefix(index + 1)))
                guard due.adding(policy.graceDays) < day else { continue }
                let advice = lending.agreedDue == nil ? "the book should come back, or be given an agreed `due` date"
                    : "a renewal does not move an agreed `due`; the book should come back"
                diagnostics.append(Diagnostic(id, loan.file, renewal.location,
                    "renewal \(index + 1) of \(context.describe(book: loan.book.value)) for \(context.describe(party: loan.borrower.value)) on \(day) leaves it due back on \(due), still overdue that day; \(advice)"))
            }
        }
        return diagnostics
    }
}
