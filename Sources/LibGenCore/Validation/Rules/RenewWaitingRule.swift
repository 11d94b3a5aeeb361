/// `loan.renew-waiting` (warning): a renewal recorded on a day when another
/// member's request for the book was waiting — an open request made on or
/// before that day, or a request made by then that was fulfilled later — by someone who was a
/// member that day (FORMAT.md, "Who is waiting": a member who has left waits for nothing).
struct RenewWaitingRule: LoanRule {
    let id = RuleID.loanRenewWaiting
    let takesLong = true

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let loans = context.library.loans
        // Every request of a renewed loan's book, by when it was asked (then id), from the
        // state's loans of the book: (asked, fulfilled on, request).
        // By place (`loanIndices(of:)`): an array of the book's loans made for each was most of the rule.
        var requestsOf = [String: [(asked: Day, until: Day?, request: Loan)]]()
        func requests(of book: String) -> [(asked: Day, until: Day?, request: Loan)] {
            if let known = requestsOf[book] { return known }
            var requests = [(asked: Day, until: Day?, request: Loan)]()
            for place in context.state.loanIndices(of: book) {
                let loan = loans[place]
                // A loan that takes part, asked for: still waiting, or lent later than it was asked for.
                guard let asked = loan.requested?.value, let state = loan.state else { continue }
                switch state {
                case .requested: requests.append((asked, nil, loan))
                case .rejected, .cancelled: continue
                case .out(let lending), .returned(let lending, _, _), .lost(let lending, _):
                    if asked < lending.lent { requests.append((asked, lending.lent, loan)) }
                }
            }
            requests.sort { ($0.asked, $0.request.id) < ($1.asked, $1.request.id) }
            requestsOf[book] = requests
            return requests
        }
        var diagnostics = [Diagnostic]()
        for index in context.loanIndices where !loans[index].renewals.isEmpty && loans[index].outFrom != nil {
            let loan = loans[index]
            let waiting = requests(of: loan.book.value)
            for (number, renewal) in loan.renewals.enumerated() {
                let day = renewal.value
                // Waiting that day: asked by then, not yet lent, and (as for every waiting list) by a member that day.
                guard let other = waiting.first(where: {
                    $0.request.borrower.value != loan.borrower.value && $0.asked <= day && ($0.until.map { day < $0 } ?? true)
                        && context.library.isMember($0.request.borrower.value, on: day)
                }) else { continue }
                diagnostics.append(Diagnostic(id, loan.file, renewal.location,
                    "renewal \(number + 1) of \(context.describe(book: loan.book.value)) for \(context.describe(party: loan.borrower.value)) on \(day) was recorded while \(context.describe(party: other.request.borrower.value)) was waiting for it (request \(other.request.id), since \(other.asked)); fine if they agreed, otherwise the book should go back"))
            }
        }
        return diagnostics
    }
}
