/// A loan after the rules that read it alone: typed by where it stands, each case
/// carrying exactly its dates, so that no later stage unwraps a date that "must" be there.
package extension Loan {
    package enum State: Sendable, Equatable {
        /// Asked for on this day and still waiting.
        case requested(Day)
        /// Asked for, then refused by the owner or a librarian.
        case rejected(requested: Day)
        /// Asked for, then withdrawn.
        case cancelled(requested: Day)
        /// Handed over and not back yet.
        case out(Lending)
        /// Handed over and back on `on`; `lostOn` when it was reported lost before it turned up.
        case returned(Lending, on: Day, lostOn: Day?)
        /// Handed over and missing since `on`: out for good unless it is found and returned.
        case lost(Lending, on: Day)

        /// The handing-over, for a loan that was lent.
        package var lending: Lending? {
            switch self {
            case .out(let lending), .returned(let lending, _, _), .lost(let lending, _): lending
            case .requested, .rejected, .cancelled: nil
            }
        }

        /// The day of the request, for a loan that was never lent.
        package var requestDay: Day? {
            switch self {
            case .requested(let day), .rejected(let day), .cancelled(let day): day
            case .out, .returned, .lost: nil
            }
        }
    }

    /// A loan's handing-over: the lent day, the renewals in order, an agreed due date.
    package struct Lending: Sendable, Equatable {
        package var lent: Day
        package var renewals: [Day]
        /// An explicit `due`: an agreed exception, never moved past closed days.
        package var agreedDue: Day?

        /// The effective due date (FORMAT.md): the agreed one, else the policy's for every renewal.
        package func due(under policy: Policy) -> Day {
            agreedDue ?? policy.dueDate(lent: lent, renewals: renewals)
        }

        /// The due date as it stood on `day`: renewals recorded after it do not count yet.
        package func due(knownOn day: Day, under policy: Policy) -> Day {
            agreedDue ?? policy.dueDate(lent: lent, renewals: renewals.filter { $0 <= day })
        }
    }

    /// The typed state of a loan whose status and dates agree, are in order and valid; nil
    /// for a broken loan (which takes part in nothing, FORMAT.md) and for a void one.
    static func typedState(_ shape: Shape, isSound: Bool) -> State? {
        guard isSound else { return nil }
        func lending() -> Lending? {
            shape.lent.map { Lending(lent: $0.value, renewals: shape.renewals.map(\.value), agreedDue: shape.due?.value) }
        }
        switch shape.status {
        case .requested: return shape.requested.map { .requested($0.value) }
        case .rejected: return shape.requested.map { .rejected(requested: $0.value) }
        case .cancelled: return shape.requested.map { .cancelled(requested: $0.value) }
        case .lent: return lending().map { .out($0) }
        case .returned:
            guard let lending = lending(), let back = shape.returned else { return nil }
            return .returned(lending, on: back.value, lostOn: shape.lost?.value)
        case .lost:
            guard let lending = lending(), let lost = shape.lost else { return nil }
            return .lost(lending, on: lost.value)
        case .void: return nil
        }
    }
}
