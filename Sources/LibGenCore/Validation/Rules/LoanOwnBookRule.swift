/// `loan.own-book`: nobody borrows a book they own, ownership following
/// accepted swaps. A loan that was lent is judged on its `lent` day, an open
/// request on its `requested` day; rejected, cancelled, void and broken loans are not.
struct LoanOwnBookRule: LoanRule {
    let id = RuleID.loanOwnBook
    let takesLong = true

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.loanIndices.compactMap { index in
            let loan = context.library.loans[index]
            guard loan.takesPart, let day = loan.status.value.wasLent ? loan.lent : loan.isOpenRequest ? loan.requested : nil,
                  let book = context.library.bookPosition(ofLoan: index) else { return nil }
            let owner = context.ledger.owner(ofBookAt: book, on: day.value, in: context.library)
            guard owner == loan.borrower.value else { return nil }
            return Diagnostic(id, loan.file, loan.borrower.location,
                "\(context.describe(party: owner)) owns \(context.describe(book: loan.book.value)) on \(day.value) and cannot borrow their own book; remove this loan or correct the borrower")
        }
    }
}
