/// `loan.hold-expired` (warning): with `policy.hold_days`, the first waiting
/// request for a book that has been back on the shelf for more than
/// `hold_days` days (as of) — since the later of its return and the request.
struct HoldExpiredRule: Rule {
    package let id = RuleID.loanHoldExpired

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let holdDays = context.policy.holdDays else { return [] }
        let library = context.library, ledger = context.ledger
        let shelf = Ledger.onShelfSince(Set(ledger.waitingLists.keys), asOf: context.asOf, in: library)
        return ledger.waitingLists.keys.sorted().compactMap { book in
            guard let (request, since) = ledger.readyHold(for: book, asOf: context.asOf, shelf: shelf, in: library) else { return nil }
            let days = since.days(to: context.asOf)
            guard days > holdDays else { return nil }
            return Diagnostic(id, request.file, request.status.location,
                "\(context.describe(book: book)) has been ready for \(context.describe(party: request.borrower.value)), first in the queue, since \(since) (\(days) days; hold_days is \(holdDays)); lend it to them, or cancel the request so the next member gets it")
        }
    }
}
