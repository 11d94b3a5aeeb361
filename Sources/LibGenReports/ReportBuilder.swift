import LibGenCore

/// Stage: report. Due-soon and overdue loans, holds, history, statistics and the day's
/// notices, as of a day, asked of the resolved state (`LibraryState`): no report filters
/// loans or computes a due date itself. Pure: the as-of day is the state's.
package struct ReportBuilder: Sendable {
    /// A loan that is out, with its effective due date.
    package struct OutLoan: Sendable {
        package var loan: Loan
        package var due: Day
        /// `as_of − due` for overdue loans, `due − as_of` for due-soon loans.
        package var days: Int
    }

    let state: LibraryState

    package init(state: LibraryState) { self.state = state }

    package init(_ result: CheckResult) { self.init(state: result.state) }

    var library: Library { state.library }
    var asOf: Day { state.asOf }
    var policy: Policy { library.settings.policy }

    /// Loans out past due + grace (exactly those `check` flags `loan.overdue`), most overdue
    /// first, then by loan id.
    package func overdue() -> [OutLoan] {
        outLoans().compactMap { loan, stage in
            guard case .overdue(let due, let days) = stage else { return nil }
            return OutLoan(loan: loan, due: due, days: days)
        }.sorted { ($1.days, $0.loan.id) < ($0.days, $1.loan.id) }
    }

    /// Loans out that are not overdue and are due within `days` days (inclusive),
    /// soonest first, then by loan id; a loan past due but within grace has negative days.
    package func dueSoon(within days: Int? = nil) -> [OutLoan] {
        let window = days ?? policy.reminderDays
        return outLoans().compactMap { loan, stage -> OutLoan? in
            guard !stage.isOverdue, asOf.days(to: stage.due) <= window else { return nil }
            return OutLoan(loan: loan, due: stage.due, days: asOf.days(to: stage.due))
        }.sorted { ($0.days, $0.loan.id) < ($1.days, $1.loan.id) }
    }

    /// Every loan out on the as-of day (not lost) with where it stands against its due date.
    func outLoans() -> [(loan: Loan, stage: LibraryState.DueState)] {
        library.loans.compactMap { loan in state.dueState(of: loan, on: asOf).map { (loan, $0) } }
    }
}
