/// `privacy.contact-like` (warning): in a public repository, free text under `content/` —
/// names, titles, notes, reasons, addresses, descriptions, Markdown — that holds something
/// shaped like an e-mail address or a phone number (8 or more digits in one run). Never ids,
/// dates, ISBNs, URLs or numbers; `forge.desk` and `reminders.from` are public by design. The
/// message names the field, never the value.
struct ContactLikeRule: RecordRule {
    let id = RuleID.privacyContactLike

    func check(_ context: RecordsContext) -> [Diagnostic] {
        guard context.library.settings.privacy.publicRepository else { return [] }
        return context.library.privacyFindings.compactMap { finding in
            guard case .contactLike(let field, let what) = finding.kind else { return nil }
            let place = field.hasPrefix("the ") ? field : "`\(field)`"
            return Diagnostic(id, finding.file, finding.location,
                "\(place) seems to hold \(what), and this repository is public (privacy.public_repository); if it is someone's contact detail, take it out and keep it in the private contacts file")
        }
    }
}
