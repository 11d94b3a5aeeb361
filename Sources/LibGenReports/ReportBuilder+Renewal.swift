import LibGenCore

extension ReportBuilder {
    /// How many more times a loan out can be renewed as of the as-of day, or nil when
    /// a renewal should not be offered: `max_renewals` reached, an agreed explicit
    /// `due`, another member waiting for the book, or (with `block_overdue`) the
    /// borrower has an overdue book. Reminders offer a renewal only when this is not nil.
    package func renewalsLeft(_ loan: Loan) -> Int? {
        guard loan.takesPart, loan.status.value == .lent, loan.due == nil, policy.allowsRenewal(after: loan.renewals.count) else { return nil }
        let waiting = (ledger.waitingLists[loan.book.value] ?? []).contains { index in
            let request = library.loans[index]
            return request.borrower.value != loan.borrower.value && request.requested!.value <= asOf
        }
        guard !waiting else { return nil }
        if policy.blockOverdue, library.loans.contains(where: { $0.borrower.value == loan.borrower.value && $0.daysOverdue(asOf: asOf, under: policy) != nil }) {
            return nil
        }
        return policy.maxRenewals - loan.renewals.count
    }
}
