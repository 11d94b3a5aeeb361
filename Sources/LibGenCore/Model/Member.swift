/// `content/members/<id>.json`: a member of the library.
package final class Member: Sendable, Identifiable {
    package let id: String
    package let file: String
    package let name: String
    package let displayName: String?
    let joined: Day
    package let left: Day?
    package let block: String?
    let flat: String?
    let email: String?
    let phone: String?
    let note: String?
    /// The member's login on the forge, as written (compare case-insensitively).
    package let github: String?
    package let record: DecodedRecord

    /// What the site and reports call this member.
    package var shownName: String { displayName ?? name }

    /// Members belong from `joined` (inclusive) to `left` (exclusive).
    package func isMember(on day: Day) -> Bool {
        joined <= day && (left.map { day < $0 } ?? true)
    }

    /// Nil without the day they joined (what the ledger needs of a member); a broken name (its
    /// own error already said) leaves them in it under their id, their loans judged as any others.
    init?(id: String, file: String, record: DecodedRecord) {
        guard let joined = record.day(MemberField.joined) else { return nil }
        self.id = id
        self.file = file
        self.name = record.string(MemberField.name)?.value ?? id
        self.joined = joined.value
        self.record = record
        displayName = record.string(MemberField.displayName)?.value
        left = record.day(MemberField.left)?.value
        block = record.string(MemberField.block)?.value
        flat = record.string(MemberField.flat)?.value
        email = record.string(MemberField.email)?.value
        phone = record.string(MemberField.phone)?.value
        note = record.string(MemberField.note)?.value
        github = record.string(MemberField.github)?.value
    }

    /// Has the member left by `day` (their `left` day has come)?
    func hasLeft(by day: Day) -> Bool { left.map { $0 <= day } ?? false }
}
