import LibGenSupport

/// `loan.max-active`: no borrower holds more than `policy.max_active_loans`
/// books on any day (a lost book counts until its `lost` day).
struct MaxActiveRule: LoanRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanMaxActive

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let loans = context.library.loans
        let limit = context.policy.maxActiveLoans
        let lendings = context.ledger.lendings
        // By place, so that a lending (its owner and lists) is copied only when it is over the limit.
        return lendings.indices.compactMap { place in
            guard lendings[place].heldCount > limit, context.judges(loan: lendings[place].loan) else { return nil }
            let lending = lendings[place], loan = loans[lending.loan]
            guard let lent = loan.lent else { return nil }
            let held = lending.held.map { loans[$0].id }.sorted().joined(separator: ", ")
            return Diagnostic(id, loan.file, lent.location,
                "with this loan \(context.describe(party: loan.borrower.value)) holds \(counted(lending.heldCount, "book")) on \(lent.value), more than max_active_loans (\(limit)): \(held); a book must come back first")
        }
    }
}
