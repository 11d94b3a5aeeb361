/// `loan.dates`: a loan's dates are in order — requested ≤ lent ≤ each renewal
/// (in order) ≤ returned and lost, lost ≤ returned when a lost book comes back —
/// and an explicit `due` is not before `lent`. A void loan's dates are the
/// mistake it records, and are not judged.
struct LoanDatesRule: LoanRule, RecordRule {
    let id = RuleID.loanDates

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        // A sound loan that is not void has none: `isSound` is their absence.
        for loan in context.judgedLoans where loan.status.value != .void && !loan.isSound {
            for problem in loan.dateOrderProblems() {
                let message = problem.laterName == "`due`"
                    ? "`due` (\(problem.later.value)) is before `lent` (\(problem.earlier.value)); a book is due back after it is lent"
                    : "\(problem.laterName) (\(problem.later.value)) is before \(problem.earlierName) (\(problem.earlier.value)); the dates must be in order: requested, lent, renewals, returned"
                diagnostics.append(Diagnostic(id, loan.file, problem.later.location, message))
            }
        }
        return diagnostics
    }
}
