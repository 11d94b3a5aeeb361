import LibGenCore

package extension ReportBuilder {
    /// How many more times a loan out can be renewed as of the as-of day, or nil when
    /// a renewal should not be offered: `max_renewals` reached, an agreed explicit
    /// `due`, another member waiting for the book, or a renewal that would leave it overdue
    /// (`loan.renew-late`). `block_overdue` stops new loans only (FORMAT.md), not a renewal
    /// `libgen renew` and intake make: it is offered where they would make it.
    /// Reminders offer a renewal only when this is not nil.
    func renewalsLeft(_ loan: Loan) -> Int? {
        guard case .out(let lending) = loan.state, lending.agreedDue == nil, policy.allowsRenewal(after: lending.renewals.count) else { return nil }
        let waiting = state.waitingList(for: loan.book.value, on: asOf).contains { $0.borrower.value != loan.borrower.value }
        guard !waiting, !state.renewalWouldBeLate(loan, on: asOf) else { return nil }
        return policy.maxRenewals - lending.renewals.count
    }
}
