/// `swap.on-loan`: an accepted swap does not move a book that is out on loan
/// on the swap day (a lost book is out for good).
struct SwapOnLoanRule: Rule {
    let id = RuleID.swapOnLoan

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let library = context.library
        return context.ledger.moves.compactMap { move in
            let swap = library.swaps[move.swap]
            guard swap.status.value == .accepted, let loan = move.out.first.map({ library.loans[$0] }) else { return nil }
            return Diagnostic(id, swap.file, move.book.location,
                "\(context.describe(book: move.book.value)) is out on loan \(loan.id) to \(context.describe(party: loan.borrower.value)) on \(swap.date.value); it can change hands only once it is back")
        }
    }
}
