/// `loan.queue-jump` (warning): a book goes to whoever asked first. A loan is
/// flagged when, on its lent day, a request by another member that came
/// earlier was still waiting. Requests are ordered by requested date, then
/// `requested_time`, then loan id (`Loan.queuePosition`); a loan without a `requested`
/// date counts as requested on its lent day. A member ahead who may not take it that day is
/// passed over, not jumped.
struct QueueJumpRule: LoanRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanQueueJump

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let loans = context.library.loans
        return context.judgedLoans.compactMap { loan in
            guard let lent = loan.lent, loan.outFrom != nil,
                  let waiting = context.ledger.waitingLists[loan.book.value] else { return nil }
            // The list is in queue order, so the scan stops at the first request made after the lent day.
            var jumped: Loan?
            for request in waiting.lazy.map({ loans[$0] }) {
                guard let asked = request.requested?.value, asked <= lent.value else { break }
                // Only a member who may take it that day is jumped (FORMAT.md, "Is it ready for
                // someone?"): one who had left, holds `max_active_loans` books or is blocked by
                // `block_overdue` keeps their place but is passed over, as the ledger passes them; so is
                // one who owns the book that day.
                guard request.borrower.value != loan.borrower.value,
                      context.state.mayTake(request.borrower.value, book: loan.book.value, on: lent.value) else { continue }
                let earlier = request.queuePosition < loan.queuePosition
                if earlier { jumped = request }
                break
            }
            guard let jumped else { return nil }
            return Diagnostic(id, loan.file, lent.location,
                "\(context.describe(book: loan.book.value)) is lent to \(context.describe(party: loan.borrower.value)) on \(lent.value) while \(context.describe(party: jumped.borrower.value)) had asked for it first (request \(jumped.id), \(jumped.queuePosition.day)); lend it to them, or reject or cancel their request")
        }
    }
}
