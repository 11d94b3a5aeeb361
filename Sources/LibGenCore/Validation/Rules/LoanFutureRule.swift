/// `loan.future`: nothing has happened after the as-of day — no `requested`,
/// `lent`, renewal, `returned`, `lost` or `voided` date is later than it (`due` may be).
struct LoanFutureRule: Rule {
    let id = RuleID.loanFuture

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for loan in context.library.loans {
            let dates: [(String, Located<Day>?)] = [("requested", loan.requested), ("lent", loan.lent)]
                + loan.renewals.enumerated().map { ("renewal \($0.offset + 1)", $0.element) }
                + [("returned", loan.returned), ("lost", loan.lost), ("voided", loan.voided)]
            for case let (name, date?) in dates where date.value > context.asOf {
                diagnostics.append(Diagnostic(id, loan.file, date.location,
                    "\(name) date \(date.value) is in the future (as of \(context.asOf)); record events on or after the day they happen"))
            }
        }
        return diagnostics
    }
}
