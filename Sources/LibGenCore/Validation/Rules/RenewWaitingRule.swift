/// `loan.renew-waiting` (warning): a renewal recorded on a day when another
/// member's request for the book was waiting — an open request made on or
/// before that day, or a request made by then that was fulfilled later.
struct RenewWaitingRule: Rule {
    let id = RuleID.loanRenewWaiting

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let library = context.library
        let loans = library.loans
        let renewed = loans.indices.filter { !loans[$0].renewals.isEmpty && loans[$0].outFrom != nil }
        guard !renewed.isEmpty else { return [] }
        // Each loan's book as a number: its place in the library, or past those for an id no book has.
        var unknownBooks = [String: Int]()
        var book = [Int]()
        book.reserveCapacity(loans.count)
        for index in loans.indices {
            if let place = library.bookPosition(ofLoan: index) {
                book.append(place)
            } else {
                let number = unknownBooks[loans[index].book.value] ?? library.books.count + unknownBooks.count
                unknownBooks[loans[index].book.value] = number
                book.append(number)
            }
        }
        let renewedBooks = Set(renewed.map { book[$0] })
        // Every request of a renewed book, by when it was asked (then id): (asked, fulfilled on, request).
        var requests = [Int: [(asked: Day, until: Day?, request: Loan)]]()
        for (index, loan) in loans.enumerated() {
            // A loan that takes part, asked for: still waiting, or lent later than it was asked for.
            guard let asked = loan.requested?.value, let state = loan.state else { continue }
            let until: Day?
            switch state {
            case .requested: until = nil
            case .rejected, .cancelled: continue
            case .out(let lending), .returned(let lending, _, _), .lost(let lending, _):
                guard asked < lending.lent else { continue }
                until = lending.lent
            }
            let key = book[index]
            if renewedBooks.contains(key) { requests[key, default: []].append((asked, until, loan)) }
        }
        for key in requests.keys { requests[key]!.sort { ($0.asked, $0.request.id) < ($1.asked, $1.request.id) } }
        var diagnostics = [Diagnostic]()
        for index in renewed {
            let loan = loans[index]
            let waiting = requests[book[index]] ?? []
            for (number, renewal) in loan.renewals.enumerated() {
                let day = renewal.value
                guard let other = waiting.first(where: { $0.request.borrower.value != loan.borrower.value && $0.asked <= day && ($0.until.map { day < $0 } ?? true) }) else { continue }
                diagnostics.append(Diagnostic(id, loan.file, renewal.location,
                    "renewal \(number + 1) of \(context.describe(book: loan.book.value)) for \(context.describe(party: loan.borrower.value)) on \(day) was recorded while \(context.describe(party: other.request.borrower.value)) was waiting for it (request \(other.request.id), since \(other.asked)); fine if they agreed, otherwise the book should go back"))
            }
        }
        return diagnostics
    }
}
