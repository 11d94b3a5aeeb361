import LibGenSupport

/// `loan.renewals`: a loan is renewed at most `policy.max_renewals` times.
struct RenewalsRule: LoanRule, RecordRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanRenewals

    func check(_ context: RecordsContext) -> [Diagnostic] {
        let limit = context.policy.maxRenewals
        return context.judgedLoans.compactMap { loan in
            guard loan.status.value != .void, loan.renewals.count > limit else { return nil }
            return Diagnostic(id, loan.file, loan.renewals[limit].location,
                "the loan is renewed \(counted(loan.renewals.count, "time")), more than max_renewals (\(limit)); return the book (it can be lent again) or agree an explicit `due`")
        }
    }
}
