/// `loan.queue-jump` (warning): a book goes to whoever asked first. A loan is
/// flagged when, on its lent day, a request by another member that came
/// earlier (by requested date, then id; a loan without a request counts from
/// its lent day) was still waiting.
struct QueueJumpRule: Rule {
    let id = RuleID.loanQueueJump

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let loans = context.library.loans
        return loans.compactMap { loan in
            guard let lent = loan.lent, loan.outFrom != nil,
                  let waiting = context.ledger.waitingLists[loan.book.value] else { return nil }
            let jumped = waiting.lazy.map { loans[$0] }.first { request in
                guard request.borrower.value != loan.borrower.value, let asked = request.requested?.value, asked <= lent.value else { return false }
                if let own = loan.requested?.value { return (asked, request.id) < (own, loan.id) }
                return asked < lent.value
            }
            guard let jumped else { return nil }
            return Diagnostic(id, loan.file, lent.location,
                "\(context.describe(book: loan.book.value)) is lent to \(context.describe(party: loan.borrower.value)) on \(lent.value) while \(context.describe(party: jumped.borrower.value)) had asked for it first (request \(jumped.id), \(jumped.requested!.value)); lend it to them, or reject or cancel their request")
        }
    }
}
