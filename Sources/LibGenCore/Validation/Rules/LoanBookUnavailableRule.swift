/// `loan.book-unavailable`: a book is lent only while it is in the library —
/// on or after `added`, before `withdrawn`.
struct LoanBookUnavailableRule: LoanRule, RecordRule {
    let id = RuleID.loanBookUnavailable

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.loanIndices.compactMap { index in
            let loan = context.library.loans[index]
            guard loan.outFrom != nil, let lent = loan.lent, let book = context.library.book(ofLoan: index) else { return nil }
            if lent.value < book.added {
                return Diagnostic(id, loan.file, lent.location,
                    "\(context.describe(book: book.id)) is lent on \(lent.value), before it was added to the library on \(book.added); correct the date or the book's `added`")
            }
            if let withdrawn = book.withdrawn, lent.value >= withdrawn {
                return Diagnostic(id, loan.file, lent.location,
                    "\(context.describe(book: book.id)) is lent on \(lent.value), but it was withdrawn on \(withdrawn); a withdrawn book cannot be lent")
            }
            return nil
        }
    }
}
