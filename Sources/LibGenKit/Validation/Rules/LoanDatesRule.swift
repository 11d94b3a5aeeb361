/// `loan.dates`: a loan's dates are in order — requested ≤ lent ≤ each renewal
/// (in order) ≤ returned and lost, lost ≤ returned when a lost book comes back —
/// and an explicit `due` is not before `lent`.
struct LoanDatesRule: Rule {
    let id = RuleID.loanDates

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for loan in context.library.loans {
            func order(_ earlier: Located<Day>?, _ earlierName: String, _ later: Located<Day>?, _ laterName: String) {
                guard let earlier, let later, later.value < earlier.value else { return }
                diagnostics.append(Diagnostic(id, loan.file, later.location,
                    "\(laterName) (\(later.value)) is before \(earlierName) (\(earlier.value)); the dates must be in order: requested, lent, renewals, returned"))
            }
            order(loan.requested, "`requested`", loan.lent, "`lent`")
            var previous: (Located<Day>, String)? = loan.lent.map { ($0, "`lent`") }
            for (index, renewal) in loan.renewals.enumerated() {
                if let (before, name) = previous { order(before, name, renewal, "renewal \(index + 1)") }
                previous = (renewal, "renewal \(index + 1)")
            }
            if let (before, name) = previous {
                order(before, name, loan.returned, "`returned`")
                order(before, name, loan.lost, "`lost`")
            }
            order(loan.lost, "`lost`", loan.returned, "`returned`")
            if let due = loan.due, let lent = loan.lent, due.value < lent.value {
                diagnostics.append(Diagnostic(id, loan.file, due.location,
                    "`due` (\(due.value)) is before `lent` (\(lent.value)); a book is due back after it is lent"))
            }
        }
        return diagnostics
    }
}
