/// `loan.status`: the status agrees with the dates present. A request
/// (`requested`, `rejected`, `cancelled`) has a `requested` date and no later
/// dates; `lent` has a `lent` date and no `returned` or `lost`; `returned` has
/// `lent` and `returned` (and may keep `lost` when a lost book was found);
/// `lost` has `lent` and `lost` and no `returned`; `void` has `voided` (and a `note`, whose
/// absence is `field.missing`: not a date). A date written but invalid counts as present (its own
/// `date.invalid` is the one diagnostic for that mistake).
struct LoanStatusRule: LoanRule, RecordRule {
    let id = RuleID.loanStatus

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        // A sound loan has none: `isSound` is their absence.
        for loan in context.judgedLoans where !loan.isSound {
            let status = loan.status.value.rawValue
            for problem in loan.statusProblems() {
                switch problem {
                case .needs(let field, let fix) where field == .note:
                    // Not a date: a field the status makes required and absent (FORMAT.md: `note`
                    // "required for `void`"; `field.missing`), pointed at the status that requires it.
                    diagnostics.append(Diagnostic(.fieldMissing, loan.file, loan.status.location, "status is \"\(status)\" but the loan has no `note`; \(fix)"))
                case .needs(let field, let fix):
                    diagnostics.append(Diagnostic(id, loan.file, loan.status.location, "status is \"\(status)\" but the loan has no `\(field.rawValue)` date; \(fix)"))
                case .forbids(let field, let value, let fix):
                    diagnostics.append(Diagnostic(id, loan.file, value.location, "status is \"\(status)\" but the loan has a `\(field.rawValue)` date (\(value.value)); \(fix)"))
                case .renewedRequest(let first):
                    diagnostics.append(Diagnostic(id, loan.file, first.location, "status is \"\(status)\" but the loan has renewals; only a lent book can be renewed"))
                }
            }
        }
        return diagnostics
    }
}
