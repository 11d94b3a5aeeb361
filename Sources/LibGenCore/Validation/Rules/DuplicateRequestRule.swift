/// `loan.duplicate-request`: a member has one open request per book. An open
/// request is flagged when the same member already had an open request for the
/// book (earlier in the queue: requested date, then id), or held the book on
/// its requested day.
struct DuplicateRequestRule: Rule {
    let id = RuleID.loanDuplicateRequest

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let library = context.library
        var diagnostics = [Diagnostic]()
        var requestsByBook = [String: [Int]]()
        for (book, queue) in context.ledger.waitingLists { requestsByBook[book] = queue }
        guard !requestsByBook.isEmpty else { return [] }
        var lentByBook = [String: [Loan]]()
        for loan in library.loans where loan.outFrom != nil && requestsByBook[loan.book.value] != nil {
            lentByBook[loan.book.value, default: []].append(loan)
        }
        for (book, queue) in requestsByBook.sorted(by: { $0.key < $1.key }) {
            var first = [String: Loan]()
            for request in queue.map({ library.loans[$0] }) {
                guard let day = request.requested else { continue }
                let who = request.borrower.value
                if let earlier = first[who] {
                    diagnostics.append(Diagnostic(id, request.file, day.location,
                        "\(context.describe(party: who)) already asked for \(context.describe(book: book)) on \(earlier.queuePosition.day) (request \(earlier.id)); one open request per book is enough: cancel this one"))
                    continue
                }
                first[who] = request
                if let held = lentByBook[book]?.first(where: { $0.borrower.value == who && $0.isHeld(on: day.value) }) {
                    diagnostics.append(Diagnostic(id, request.file, day.location,
                        "\(context.describe(party: who)) asks for \(context.describe(book: book)) on \(day.value) while holding it (loan \(held.id), lent \(held.outFrom.map(\.description) ?? "?")); cancel this request, or renew that loan"))
                }
            }
        }
        return diagnostics
    }
}
