import Foundation
/// `content/loans/**/<id>.json`: one loan, from request to return.
package final class Loan: Sendable, Identifiable {
    package enum Status: String, Sendable, CaseIterable {
        case requested, rejected, cancelled, lent, returned, lost, void

        /// Statuses of a loan whose book was handed over.
        var wasLent: Bool { self == .lent || self == .returned || self == .lost }
    }

    package let id: String
    package let file: String
    package let book: Located<String>
    package let borrower: Located<String>
    package let status: Located<Status>
    package let requested: Located<Day>?
    package let lent: Located<Day>?
    let renewals: [Located<Day>]
    let due: Located<Day>?
    package let returned: Located<Day>?
    package let lost: Located<Day>?
    let voided: Located<Day>?
    package let override: Located<String>?
    package let note: Located<String>?
    /// The forge issue that asked for this record (`intake`); no two loans share one.
    package let issue: Located<Int>?
    /// The days of everything that happened to it (`requested`, `lent`, renewals, `returned`,
    /// `lost`, `voided`; not `due`): what `loan.future` looks at.
    package var eventDays: [Day] {
        [requested, lent, returned, lost, voided].compactMap { $0?.value } + renewals.map(\.value)
    }
    /// The time of day of `requested` (seconds after midnight, from `HH:MM:SS` or `HH:MM`), for the queue's order.
    package let requestedTime: Int?
    /// Where the loan's object starts (problems with the whole record, absent fields).
    let location: SourceLocation
    /// Where `renewals` is written, when it is.
    let renewalsLocation: SourceLocation?
    /// Date fields written with a value that was rejected (`date.invalid`, `field.type`):
    /// present for `loan.status`, and they keep the loan out of the ledger.
    let rejectedDates: Set<LoanField>
    /// `note` written with a value that was rejected (its own `field.value` says why).
    let noteRejected: Bool
    /// Status and dates agree and are in order, and every date is valid (FORMAT.md:
    /// "broken loans stay out"). Void loans are judged as void.
    let isSound: Bool

    /// The loan typed by where it stands, when it takes part (sound and not void).
    package let state: State?

    /// The day a request was cancelled or turned down, as `cancel` and `reject` write it into
    /// its note ("cancelled on 2026-11-21", or "hold expired on 2026-11-21" as `expire` writes it; the last such words): a request's end has no date field
    /// of its own (FORMAT.md). Nil for any other loan, and for a request closed by hand without one.
    package var closedDay: Day? {
        switch state {
        case .cancelled?, .rejected?: break
        default: return nil
        }
        // In any case: a librarian writing the note by hand may start it with a capital.
        // `libgen expire` writes "hold expired on D" (FORMAT.md, "When does a hold end?").
        guard let note = note?.value,
              let found = [status.value.rawValue + " on ", Self.holdExpiredNote].compactMap({ note.range(of: $0, options: [.backwards, .caseInsensitive]) })
                .max(by: { $0.upperBound < $1.upperBound }) else { return nil }
        return Day(string: String(note[found.upperBound...].prefix(10)))
    }

    /// The note `libgen expire` writes on a request whose hold ran out, before its day
    /// (FORMAT.md, "When does a hold end?": `hold expired on D`).
    package static let holdExpiredNote = "hold expired on "

    /// Does the loan take part in the ledger, waiting lists, reports and statistics?
    /// Not when it is broken (a `loan.status`, `loan.dates` or `date.invalid` error) or void.
    package var takesPart: Bool { state != nil }

    /// The handing-over of a loan that takes part and was lent.
    package var lending: Lending? { state?.lending }

    /// The day the book left its owner, for a loan that takes part and was handed over.
    package var outFrom: Day? { lending?.lent }

    /// Is the request open (status `requested`, taking part)?
    package var isOpenRequest: Bool { if case .requested = state { true } else { false } }

    /// The day the loan joined the queue: its request, else (never asked) its lent day.
    package var queueDay: Day? { requested?.value ?? outFrom }

    /// The effective due date of a loan that was lent.
    func effectiveDue(under policy: Policy) -> Day? { lending?.due(under: policy) }

    /// The due date as it stood on `day`: renewals recorded after it do not count yet.
    func due(knownOn day: Day, under policy: Policy) -> Day? { lending?.due(knownOn: day, under: policy) }

    /// Days overdue as of `asOf` (`as_of − due`), when the book is still out (status
    /// `lent`) and `as_of > due + grace_days`; nil otherwise. The one overdue test of
    /// `check`, the reports, the notices and the site (through `LibraryState`).
    func daysOverdue(asOf: Day, under policy: Policy) -> Int? {
        guard case .out(let lending) = state else { return nil }
        let due = lending.due(under: policy)
        return asOf > due.adding(policy.graceDays) ? due.days(to: asOf) : nil
    }

    /// Is the book out to the borrower on `day` (lent by then, not yet returned)?
    /// A lost book stays out for good.
    package func isOut(on day: Day) -> Bool {
        switch state {
        case .out(let lending), .lost(let lending, _): return lending.lent <= day
        case .returned(let lending, let back, _): return lending.lent <= day && day < back
        default: return false
        }
    }

    /// Does the loan count against the borrower's `max_active_loans` on `day`? Until
    /// returned, or until its `lost` day.
    func isHeld(on day: Day) -> Bool {
        switch state {
        case .out(let lending): return lending.lent <= day
        case .returned(let lending, let back, let lostOn): return lending.lent <= day && day < (lostOn ?? back)
        case .lost(let lending, let lostOn): return lending.lent <= day && day < lostOn
        default: return false
        }
    }

    /// A loan from its decoded fields. The fields are not kept: with 100,000 loans they would be
    /// most of the memory the check uses. Read in one pass over the fields (a loan has about
    /// eight), each value taken as the typed accessors (`DecodedRecord.string`, `day`, …) take it:
    /// asking for each of the fourteen fields by name searched the list fourteen times and copied
    /// each field found, most of what making 100,000 loans from the parse cache cost.
    init?(id: String, file: String, record: DecodedRecord) {
        guard !record.isIncomplete else { return nil }
        var book, borrower, statusText, override, note: Located<String>?
        var requested, lent, due, returned, lost, voided: Located<Day>?
        var renewals: [Located<Day>]?, renewalsLocation: SourceLocation?, issue: Located<Int>?, requestedTime: Int?
        for (_, code, field) in record.fields.coded {
            guard Int(code) < LoanField.byCode.count, let key = LoanField.byCode[Int(code)] else { continue }
            switch (key, field.value) {
            case (.book, .string(let text)): book = Located(text, at: field.location)
            case (.borrower, .string(let text)): borrower = Located(text, at: field.location)
            case (.status, .string(let text)): statusText = Located(text, at: field.location)
            case (.override, .string(let text)): override = Located(text, at: field.location)
            case (.note, .string(let text)): note = Located(text, at: field.location)
            case (.requestedTime, .string(let text)): requestedTime = TimeOfDay.seconds(text)
            case (.requested, .day(let day)): requested = Located(day, at: field.location)
            case (.lent, .day(let day)): lent = Located(day, at: field.location)
            case (.due, .day(let day)): due = Located(day, at: field.location)
            case (.returned, .day(let day)): returned = Located(day, at: field.location)
            case (.lost, .day(let day)): lost = Located(day, at: field.location)
            case (.voided, .day(let day)): voided = Located(day, at: field.location)
            case (.issue, .integer(let number)): issue = Located(number, at: field.location)
            case (.renewals, let value):
                renewalsLocation = field.location
                if case .list(let elements) = value {
                    renewals = elements.compactMap { element in
                        if case .day(let day) = element.value { return Located(day, at: element.location) }
                        return nil
                    }
                }
            default: break
            }
        }
        guard let book, let borrower, let statusText, let status = Status(rawValue: statusText.value) else { return nil }
        self.id = id
        self.file = file
        self.book = book
        self.borrower = borrower
        self.status = Located(status, at: statusText.location)
        location = record.location
        self.renewalsLocation = renewalsLocation
        self.requested = requested
        self.lent = lent
        self.renewals = renewals ?? []
        self.due = due
        self.returned = returned
        self.lost = lost
        self.voided = voided
        self.override = override
        self.note = note
        self.issue = issue
        self.requestedTime = requestedTime
        rejectedDates = record.rejected.isEmpty ? [] : LoanField.dates.filter { record.rejects($0) }
        noteRejected = !record.rejected.isEmpty && record.rejects(LoanField.note)
        let shape = Shape(status: status, requested: requested, lent: lent, renewals: self.renewals, due: due, returned: returned,
                          lost: lost, voided: voided, note: note, rejectedDates: rejectedDates, noteRejected: noteRejected)
        isSound = rejectedDates.isEmpty && shape.statusProblems().isEmpty && (status == .void || shape.dateOrderProblems().isEmpty)
        state = Self.typedState(shape, isSound: isSound)
    }

    /// The fields its own rules read.
    var shape: Shape {
        Shape(status: status.value, requested: requested, lent: lent, renewals: renewals, due: due, returned: returned,
              lost: lost, voided: voided, note: note, rejectedDates: rejectedDates, noteRejected: noteRejected)
    }

    func statusProblems() -> [StatusProblem] { shape.statusProblems() }
    func dateOrderProblems() -> [DateOrderProblem] { shape.dateOrderProblems() }

}
