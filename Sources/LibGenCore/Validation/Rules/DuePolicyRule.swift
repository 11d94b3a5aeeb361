import LibGenSupport

/// `loan.due-policy` (warning): an explicit `due` is no later than the policy
/// would give (loan days plus renewal days, moved past closed days).
struct DuePolicyRule: LoanRule, RecordRule {
    var readsSettings: Bool { true }
    let id = RuleID.loanDuePolicy

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.judgedLoans.compactMap { loan in
            guard loan.takesPart, let due = loan.due, let lent = loan.lent else { return nil }
            let allowed = context.policy.dueDate(lent: lent.value, renewals: loan.renewals.map(\.value))
            guard due.value > allowed else { return nil }
            return Diagnostic(id, loan.file, due.location,
                "`due` (\(due.value)) is later than the policy allows (\(allowed): \(counted(context.policy.loanDays, "day")) from \(lent.value)\(loan.renewals.isEmpty ? "" : " plus renewals")); fine if it was agreed, otherwise remove it")
        }
    }
}
