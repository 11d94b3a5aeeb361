/// `loan.status`: the status agrees with the dates present. A request
/// (`requested`, `rejected`, `cancelled`) has a `requested` date and no later
/// dates; `lent` has a `lent` date and no `returned` or `lost`; `returned` has
/// `lent` and `returned` (and may keep `lost` when a lost book was found);
/// `lost` has `lent` and `lost` and no `returned`.
struct LoanStatusRule: Rule {
    let id = RuleID.loanStatus

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for loan in context.library.loans {
            let status = loan.status.value.rawValue
            func needs(_ field: String, _ value: Located<Day>?, fix: String) {
                guard value == nil else { return }
                diagnostics.append(Diagnostic(id, loan.file, loan.status.location,
                    "status is \"\(status)\" but the loan has no `\(field)` date; \(fix)"))
            }
            func forbids(_ field: String, _ value: Located<Day>?, fix: String) {
                guard let value else { return }
                diagnostics.append(Diagnostic(id, loan.file, value.location,
                    "status is \"\(status)\" but the loan has a `\(field)` date (\(value.value)); \(fix)"))
            }
            switch loan.status.value {
            case .requested, .rejected, .cancelled:
                needs("requested", loan.requested, fix: "add the day it was requested")
                forbids("lent", loan.lent, fix: "set status to \"lent\" (or \"returned\") or remove the date")
                forbids("returned", loan.returned, fix: "set status to \"returned\" or remove the date")
                forbids("lost", loan.lost, fix: "set status to \"lost\" or remove the date")
                if let first = loan.renewals.first {
                    diagnostics.append(Diagnostic(id, loan.file, first.location,
                        "status is \"\(status)\" but the loan has renewals; only a lent book can be renewed"))
                }
            case .lent:
                needs("lent", loan.lent, fix: "add the day the book was handed over")
                forbids("returned", loan.returned, fix: "set status to \"returned\" or remove the date")
                forbids("lost", loan.lost, fix: "set status to \"lost\" or remove the date")
            case .returned:
                needs("lent", loan.lent, fix: "add the day the book was handed over")
                needs("returned", loan.returned, fix: "add the day the book came back")
            case .lost:
                needs("lent", loan.lent, fix: "add the day the book was handed over")
                needs("lost", loan.lost, fix: "add the day the book was reported lost")
                forbids("returned", loan.returned, fix: "a book that came back is \"returned\": set the status (the `lost` date may stay)")
            }
        }
        return diagnostics
    }
}
