/// `id.duplicate` for the forge: no two loans share an `issue` (FORMAT.md) — a request handled
/// twice makes one record. The later loan (by id) is blamed; void loans take part in nothing.
struct DuplicateIssueRule: RecordRule {
    let id = RuleID.idDuplicate

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var first = [Int: Loan]()
        var diagnostics = [Diagnostic]()
        for loan in context.library.loans where loan.status.value != .void {
            guard let issue = loan.issue else { continue }
            if let earlier = first[issue.value] {
                diagnostics.append(Diagnostic(id, loan.file, issue.location,
                    "issue #\(issue.value) is already recorded by loan \(earlier.id) (\(earlier.file)); one issue makes one record: remove this file or its `issue`"))
            } else {
                first[issue.value] = loan
            }
        }
        return diagnostics
    }
}
