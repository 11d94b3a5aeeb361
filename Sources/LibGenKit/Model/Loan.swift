/// `content/loans/**/<id>.json`: one loan, from request to return.
public final class Loan: Sendable, Identifiable {
    public enum Status: String, Sendable, CaseIterable {
        case requested, rejected, cancelled, lent, returned, lost
    }

    public let id: String
    public let file: String
    public let book: Located<String>
    public let borrower: Located<String>
    public let status: Located<Status>
    public let requested: Located<Day>?
    public let lent: Located<Day>?
    public let renewals: [Located<Day>]
    public let due: Located<Day>?
    public let returned: Located<Day>?
    public let lost: Located<Day>?
    public let note: String?
    /// Where the loan's object starts (problems with the whole record, absent fields).
    public let location: SourceLocation
    /// Where `renewals` is written, when it is.
    public let renewalsLocation: SourceLocation?

    /// The day the book left its owner, when it did.
    public var outFrom: Day? { status.value == .lent || status.value == .returned || status.value == .lost ? lent?.value : nil }

    /// The due date: explicit `due`, else the policy's, moved past closed days.
    public func effectiveDue(under policy: Policy) -> Day? {
        if let due { return due.value }
        guard let lent else { return nil }
        return policy.dueDate(lent: lent.value, renewals: renewals.count)
    }

    /// A loan from its decoded fields. The field dictionary is not kept: with
    /// 100,000 loans it would be most of the memory the check uses.
    init?(id: String, file: String, record: DecodedRecord) {
        guard !record.isIncomplete, let book = record.string("book"), let borrower = record.string("borrower"),
              let statusText = record.string("status"), let status = Status(rawValue: statusText.value) else { return nil }
        self.id = id
        self.file = file
        self.book = book
        self.borrower = borrower
        self.status = Located(status, at: statusText.location)
        location = record.location
        renewalsLocation = record.fields["renewals"]?.location
        requested = record.day("requested")
        lent = record.day("lent")
        renewals = record.days("renewals") ?? []
        due = record.day("due")
        returned = record.day("returned")
        lost = record.day("lost")
        note = record.string("note")?.value
    }
}
