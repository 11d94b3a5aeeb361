/// `content/swaps/**/<id>.json`: a permanent exchange of books, or a gift.
public final class Swap: Sendable, Identifiable {
    public enum Status: String, Sendable, CaseIterable {
        case pending, accepted, rejected, cancelled
    }

    public let id: String
    public let file: String
    public let date: Located<Day>
    public let status: Located<Status>
    /// Gives the books in `gives`.
    public let from: Located<String>
    /// Gives the books in `takes`.
    public let to: Located<String>
    public let gives: [Located<String>]
    public let takes: [Located<String>]
    public let note: String?
    public let record: DecodedRecord

    /// `from` equals `to`: a `swap.self` error that moves nothing and no other swap rule judges.
    public var isSelf: Bool { from.value == to.value }

    /// Pending or accepted between two parties: the swaps the ledger and the
    /// day-based swap rules judge (rejected and cancelled ones are history).
    public var isLive: Bool { !isSelf && (status.value == .pending || status.value == .accepted) }

    /// Every book the swap moves, with who gives it and who receives it.
    public var moves: [(book: Located<String>, giver: String, receiver: String)] {
        gives.map { ($0, from.value, to.value) } + takes.map { ($0, to.value, from.value) }
    }

    init?(id: String, file: String, record: DecodedRecord) {
        guard !record.isIncomplete, let date = record.day("date"), let statusText = record.string("status"),
              let status = Status(rawValue: statusText.value), let from = record.string("from"),
              let to = record.string("to"), let gives = record.strings("gives") else { return nil }
        self.id = id
        self.file = file
        self.date = date
        self.status = Located(status, at: statusText.location)
        self.from = from
        self.to = to
        self.gives = gives
        self.takes = record.strings("takes") ?? []
        self.record = record
        note = record.string("note")?.value
    }
}
