/// `loan.future`: nothing has happened after the as-of day — no `requested`,
/// `lent`, renewal, `returned`, `lost` or `voided` date is later than it (`due` may be).
struct LoanFutureRule: LoanRule, RecordRule {
    let id = RuleID.loanFuture

    func check(_ context: RecordsContext) -> [Diagnostic] {
        let asOf = context.asOf
        var diagnostics = [Diagnostic]()
        for loan in context.judgedLoans {
            // Renewals are in order only in a sound loan, so every date is looked at; the list of
            // them is made only for a loan that has one after the as-of day.
            func isLater(_ date: Located<Day>?) -> Bool { date.map { $0.value > asOf } ?? false }
            guard isLater(loan.requested) || isLater(loan.lent) || loan.renewals.contains(where: { $0.value > asOf })
                    || isLater(loan.returned) || isLater(loan.lost) || isLater(loan.voided) else { continue }
            let dates: [(String, Located<Day>?)] = [("requested", loan.requested), ("lent", loan.lent)]
                + loan.renewals.enumerated().map { ("renewal \($0.offset + 1)", $0.element) }
                + [("returned", loan.returned), ("lost", loan.lost), ("voided", loan.voided)]
            for case let (name, date?) in dates where date.value > asOf {
                diagnostics.append(Diagnostic(id, loan.file, date.location,
                    "\(name) date \(date.value) is in the future (as of \(asOf)); record events on or after the day they happen"))
            }
        }
        return diagnostics
    }
}
