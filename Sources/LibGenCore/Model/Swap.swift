/// `content/swaps/**/<id>.json`: a permanent exchange of books, or a gift.
package final class Swap: Sendable, Identifiable {
    package enum Status: String, Sendable, CaseIterable {
        case pending, accepted, rejected, cancelled
    }

    package let id: String
    package let file: String
    package let date: Located<Day>
    package let status: Located<Status>
    /// Gives the books in `gives`.
    package let from: Located<String>
    /// Gives the books in `takes`.
    package let to: Located<String>
    package let gives: [Located<String>]
    package let takes: [Located<String>]
    let note: String?
    let record: DecodedRecord

    /// `from` equals `to`: a `swap.self` error that moves nothing and no other swap rule judges.
    var isSelf: Bool { from.value == to.value }

    /// Pending or accepted between two parties: the swaps the ledger and the
    /// day-based swap rules judge (rejected and cancelled ones are history).
    var isLive: Bool { !isSelf && (status.value == .pending || status.value == .accepted) }

    /// Every book the swap moves, with who gives it and who receives it.
    package var moves: [(book: Located<String>, giver: String, receiver: String)] {
        gives.map { ($0, from.value, to.value) } + takes.map { ($0, to.value, from.value) }
    }

    init?(id: String, file: String, record: DecodedRecord) {
        guard !record.isIncomplete, let date = record.day(SwapField.date), let statusText = record.string(SwapField.status),
              let status = Status(rawValue: statusText.value), let from = record.string(SwapField.from),
              let to = record.string(SwapField.to), let gives = record.strings(SwapField.gives) else { return nil }
        self.id = id
        self.file = file
        self.date = date
        self.status = Located(status, at: statusText.location)
        self.from = from
        self.to = to
        self.gives = gives
        self.takes = record.strings(SwapField.takes) ?? []
        self.record = record
        note = record.string(SwapField.note)?.value
    }
}
