/// `privacy.contact-in-repo`: in a public repository (`privacy.public_repository`, the
/// default) no file under `content/` holds a key `email`, `phone` or `flat`, in any letter
/// case: member and library JSON, loans, swaps, book and page front matter. Anyone could read
/// them; they belong in the private contacts file. The message names the key, never the value.
/// (`forge.desk` is public by design and not a contact detail.)
struct ContactInRepoRule: RecordRule {
    let id = RuleID.privacyContactInRepo

    func check(_ context: RecordsContext) -> [Diagnostic] {
        guard context.library.settings.privacy.publicRepository else { return [] }
        return context.library.privacyFindings.compactMap { finding in
            guard case .contactKey(let key) = finding.kind else { return nil }
            return Diagnostic(id, finding.file, finding.location,
                "`\(key)` is a contact detail, and this repository is public (privacy.public_repository); move it to the private contacts file (contacts.json, never committed: `libgen contacts move` for member files), or set privacy.public_repository to false if only members can read the repository")
        }
    }
}
