/// `loan.double-lend`: a book is out to one borrower at a time. A book is out
/// from `lent` until `returned` (exclusive); a lost book stays out for good.
struct DoubleLendRule: LoanRule {
    let id = RuleID.loanDoubleLend
    let takesLong = true

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let loans = context.library.loans
        let lendings = context.ledger.lendings
        // By place, so that a lending (its owner and lists) is copied only when it is judged and in conflict.
        return lendings.indices.compactMap { place in
            guard context.judges(loan: lendings[place].loan), let first = lendings[place].conflicts.first else { return nil }
            let loan = loans[lendings[place].loan], other = loans[first]
            guard let lent = loan.lent, let otherLent = other.outFrom else { return nil }
            let state: String
            if let returned = other.returned?.value {
                state = "until \(returned)"
            } else if other.status.value == .lost {
                state = "and it was lost" + (other.lost.map { " on \($0.value)" } ?? "") + " (a lost book stays out until it is found and returned)"
            } else {
                state = "and it has not been returned"
            }
            return Diagnostic(id, loan.file, lent.location,
                "\(context.describe(book: loan.book.value)) is lent to \(context.describe(party: loan.borrower.value)) on \(lent.value), but loan \(other.id) (\(other.file)) has it out to \(context.describe(party: other.borrower.value)) since \(otherLent) \(state); record that return first or correct the dates")
        }
    }
}
