/// `privacy.contact-in-repo`: in a public repository (`privacy.public_repository`,
/// the default) no member file under `content/` holds `email`, `phone` or
/// `flat`: anyone could read them. They belong in the private contacts file.
struct ContactInRepoRule: Rule {
    let id = RuleID.privacyContactInRepo

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard context.library.settings.privacy.publicRepository else { return [] }
        var diagnostics = [Diagnostic]()
        for member in context.library.members {
            for field in Schemas.contactFields where member.record.fields[field] != nil || member.record.rejected.contains(field) {
                diagnostics.append(Diagnostic(id, member.file, member.record.fields[field]?.location ?? member.record.location,
                    "`\(field)` is a contact detail, and this repository is public (privacy.public_repository); move it to the private contacts file (contacts.json, never committed: `libgen contacts move`), or set privacy.public_repository to false if only members can read the repository"))
            }
        }
        return diagnostics
    }
}
