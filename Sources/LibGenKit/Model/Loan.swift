/// `content/loans/**/<id>.json`: one loan, from request to return.
public final class Loan: Sendable, Identifiable {
    public enum Status: String, Sendable, CaseIterable {
        case requested, rejected, cancelled, lent, returned, lost, void

        /// Statuses of a loan whose book was handed over.
        public var wasLent: Bool { self == .lent || self == .returned || self == .lost }
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
    public let voided: Located<Day>?
    public let override: Located<String>?
    public let note: Located<String>?
    /// Where the loan's object starts (problems with the whole record, absent fields).
    public let location: SourceLocation
    /// Where `renewals` is written, when it is.
    public let renewalsLocation: SourceLocation?
    /// Date fields written with a value that was rejected (`date.invalid`, `field.type`):
    /// present for `loan.status`, and they keep the loan out of the ledger.
    let rejectedDates: Set<String>
    /// Status and dates agree and are in order, and every date is valid (FORMAT.md:
    /// "broken loans stay out"). Void loans are judged as void.
    public let isSound: Bool

    /// Does the loan take part in the ledger, waiting lists, reports and statistics?
    /// Not when it is broken (a `loan.status`, `loan.dates` or `date.invalid` error) or void.
    public var takesPart: Bool { isSound && status.value != .void }

    /// The day the book left its owner, for a loan that takes part and was handed over.
    public var outFrom: Day? { takesPart && status.value.wasLent ? lent?.value : nil }

    /// Is the request open (status `requested`, taking part)?
    public var isOpenRequest: Bool { takesPart && status.value == .requested }

    /// The due date: explicit `due`, else the policy's for every renewal, moved past closed days.
    public func effectiveDue(under policy: Policy) -> Day? {
        if let due { return due.value }
        guard let lent else { return nil }
        return policy.dueDate(lent: lent.value, renewals: renewals.map(\.value))
    }

    /// The due date as it stood on `day`: renewals recorded after it do not count yet.
    public func due(knownOn day: Day, under policy: Policy) -> Day? {
        if let due { return due.value }
        guard let lent else { return nil }
        return policy.dueDate(lent: lent.value, renewals: renewals.map(\.value).filter { $0 <= day })
    }

    /// Days overdue as of `asOf` (`as_of − due`), when the book is still out (status
    /// `lent`) and `as_of > due + grace_days`; nil otherwise. The one overdue test of
    /// `check`, the reports and the site.
    public func daysOverdue(asOf: Day, under policy: Policy) -> Int? {
        guard takesPart, status.value == .lent, let due = effectiveDue(under: policy),
              asOf > due.adding(policy.graceDays) else { return nil }
        return due.days(to: asOf)
    }

    /// Is the book out to the borrower on `day` (lent by then, not yet returned)?
    /// A lost book stays out for good.
    public func isOut(on day: Day) -> Bool {
        guard let from = outFrom, from <= day else { return false }
        return returned.map { day < $0.value } ?? true
    }

    /// Does the loan count against the borrower's `max_active_loans` on `day`? Until
    /// returned, or until its `lost` day.
    public func isHeld(on day: Day) -> Bool {
        guard let from = outFrom, from <= day else { return false }
        return (lost ?? returned).map { day < $0.value } ?? true
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
        voided = record.day("voided")
        override = record.string("override")
        note = record.string("note")
        rejectedDates = record.rejected.intersection(Loan.dateFields)
        let shape = Shape(status: status, requested: requested, lent: lent, renewals: renewals, due: due, returned: returned,
                          lost: lost, voided: voided, note: note, rejectedDates: rejectedDates)
        isSound = rejectedDates.isEmpty && shape.statusProblems().isEmpty && (status == .void || shape.dateOrderProblems().isEmpty)
    }

    /// The fields its own rules read.
    var shape: Shape {
        Shape(status: status.value, requested: requested, lent: lent, renewals: renewals, due: due, returned: returned,
              lost: lost, voided: voided, note: note, rejectedDates: rejectedDates)
    }

    public func statusProblems() -> [StatusProblem] { shape.statusProblems() }
    public func dateOrderProblems() -> [DateOrderProblem] { shape.dateOrderProblems() }

    static let dateFields: Set<String> = ["requested", "lent", "renewals", "due", "returned", "lost", "voided"]
}
