/// `loan.renew-waiting` (warning): a renewal recorded on a day when another
/// member's request for the book was waiting — an open request made on or
/// before that day, or a request made by then that was fulfilled later.
struct RenewWaitingRule: Rule {
    let id = RuleID.loanRenewWaiting

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let library = context.library
        let renewedBooks = Set(library.loans.lazy.filter { $0.outFrom != nil && !$0.renewals.isEmpty }.map(\.book.value))
        guard !renewedBooks.isEmpty else { return [] }
        // Every request of a renewed book: (asked, fulfilled on, request).
        var requests = [String: [(asked: Day, until: Day?, request: Loan)]]()
        for loan in library.loans where renewedBooks.contains(loan.book.value) && loan.takesPart {
            guard let asked = loan.requested?.value else { continue }
            if loan.isOpenRequest { requests[loan.book.value, default: []].append((asked, nil, loan)) }
            else if let lent = loan.outFrom, asked < lent { requests[loan.book.value, default: []].append((asked, lent, loan)) }
        }
        var diagnostics = [Diagnostic]()
        for loan in library.loans where loan.outFrom != nil && !loan.renewals.isEmpty {
            let waiting = (requests[loan.book.value] ?? []).sorted { ($0.asked, $0.request.id) < ($1.asked, $1.request.id) }
            for (index, renewal) in loan.renewals.enumerated() {
                let day = renewal.value
                guard let other = waiting.first(where: { $0.request.borrower.value != loan.borrower.value && $0.asked <= day && ($0.until.map { day < $0 } ?? true) }) else { continue }
                diagnostics.append(Diagnostic(id, loan.file, renewal.location,
                    "renewal \(index + 1) of \(context.describe(book: loan.book.value)) for \(context.describe(party: loan.borrower.value)) on \(day) was recorded while \(context.describe(party: other.request.borrower.value)) was waiting for it (request \(other.request.id), since \(other.asked)); fine if they agreed, otherwise the book should go back"))
            }
        }
        return diagnostics
    }
}
