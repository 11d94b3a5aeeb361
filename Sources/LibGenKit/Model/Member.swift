/// `content/members/<id>.json`: a member of the library.
public final class Member: Sendable, Identifiable {
    public let id: String
    public let file: String
    public let name: String
    public let displayName: String?
    public let joined: Day
    public let left: Day?
    public let block: String?
    public let flat: String?
    public let email: String?
    public let phone: String?
    public let note: String?
    /// The member's login on the forge, as written (compare case-insensitively).
    public let github: String?
    public let record: DecodedRecord

    /// What the site and reports call this member.
    public var shownName: String { displayName ?? name }

    /// Members belong from `joined` (inclusive) to `left` (exclusive).
    public func isMember(on day: Day) -> Bool {
        joined <= day && (left.map { day < $0 } ?? true)
    }

    init?(id: String, file: String, record: DecodedRecord) {
        guard !record.isIncomplete, let name = record.string("name"), let joined = record.day("joined") else { return nil }
        self.id = id
        self.file = file
        self.name = name.value
        self.joined = joined.value
        self.record = record
        displayName = record.string("display_name")?.value
        left = record.day("left")?.value
        block = record.string("block")?.value
        flat = record.string("flat")?.value
        email = record.string("email")?.value
        phone = record.string("phone")?.value
        note = record.string("note")?.value
        github = record.string("github")?.value
    }

    /// Has the member left by `day` (their `left` day has come)?
    public func hasLeft(by day: Day) -> Bool { left.map { $0 <= day } ?? false }
}
