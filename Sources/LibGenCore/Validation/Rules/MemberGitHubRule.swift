/// `field.value` for member `github`: each login belongs to one member,
/// compared without case (GitHub logins are case-insensitive). The member
/// later by id is flagged.
struct MemberGitHubRule: RecordRule {
    let id = RuleID.fieldValue

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var first = [String: Member]()
        return context.library.members.compactMap { member in
            guard let login = member.github, let located = member.record.string(MemberField.github) else { return nil }
            guard let other = first[login.lowercased()] else { first[login.lowercased()] = member; return nil }
            return Diagnostic(id, member.file, located.location,
                "`github` is \"\(login)\", which is already \(context.describe(party: other.id))'s login (compared without case); each member has their own")
        }
    }
}
