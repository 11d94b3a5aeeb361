import LibGenCore

/// Stage: report. Due-soon and overdue loans as of a day, from the validated
/// library and its ledger. Pure: the as-of day is passed in.
package struct ReportBuilder: Sendable {
    /// A loan that is out, with its effective due date.
    package struct OutLoan: Sendable {
        package var loan: Loan
        package var due: Day
        /// `as_of − due` for overdue loans, `due − as_of` for due-soon loans.
        package var days: Int
    }

    package let library: Library
    package let ledger: Ledger
    package let asOf: Day

    package init(library: Library, ledger: Ledger, asOf: Day) {
        self.library = library
        self.ledger = ledger
        self.asOf = asOf
    }

    package init(_ result: CheckResult) {
        self.init(library: result.library, ledger: result.ledger, asOf: result.asOf)
    }

    var policy: Policy { library.settings.policy }

    /// Loans out (status `lent`) past due + grace, most overdue first, then by loan id.
    package func overdue() -> [OutLoan] {
        outLoans().compactMap { entry in
            entry.loan.daysOverdue(asOf: asOf, under: policy).map { OutLoan(loan: entry.loan, due: entry.due, days: $0) }
        }.sorted { ($1.days, $0.loan.id) < ($0.days, $1.loan.id) }
    }

    /// Loans out that are not overdue and are due within `days` days (inclusive),
    /// soonest first, then by loan id; a loan past due but within grace has negative days.
    package func dueSoon(within days: Int? = nil) -> [OutLoan] {
        let window = days ?? policy.reminderDays
        return outLoans().filter { $0.loan.daysOverdue(asOf: asOf, under: policy) == nil && asOf.days(to: $0.due) <= window }
            .map { OutLoan(loan: $0.loan, due: $0.due, days: asOf.days(to: $0.due)) }
            .sorted { ($0.days, $0.loan.id) < ($1.days, $1.loan.id) }
    }

    private func outLoans() -> [(loan: Loan, due: Day)] {
        library.loans.compactMap { loan in
            guard loan.takesPart, loan.status.value == .lent, let lent = loan.lent?.value, lent <= asOf,
                  let due = loan.effectiveDue(under: policy) else { return nil }
            return (loan, due)
        }
    }
}
