/// `loan.own-book`: nobody borrows a book they own on the lent day (or, for a
/// request, the requested day), ownership following accepted swaps.
struct LoanOwnBookRule: Rule {
    let id = RuleID.loanOwnBook

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.library.loans.compactMap { loan in
            guard let day = loan.lent ?? loan.requested,
                  let owner = context.ledger.owner(of: loan.book.value, on: day.value, in: context.library),
                  owner == loan.borrower.value else { return nil }
            return Diagnostic(id, loan.file, loan.borrower.location,
                "\(context.describe(party: owner)) owns \(context.describe(book: loan.book.value)) on \(day.value) and cannot borrow their own book; remove this loan or correct the borrower")
        }
    }
}
