import LibGenCore
import LibGenSupport

package extension ReportBuilder {
    /// One book's waiting list, with who holds the book now.
    struct Holds: Sendable {
        var book: Book
        /// The loan out now, if any, and its effective due date while out. A book lost by the
        /// as-of day is held by nobody (FORMAT.md, "Who holds it?"): `lost` instead.
        var holder: Loan?
        var lost = false
        /// Not in the catalogue on the as-of day (withdrawn, or not yet added): neither on the
        /// shelf nor on loan (FORMAT.md, "Is the book in the catalogue on day D?").
        var inCatalogue = true
        var due: Day?
        /// Requests in queue order (requested date and time, then id).
        var waiting: [Loan]
        /// When the book is on the shelf and ready for a waiting member: who, since when, and
        /// (with `hold_days`) the day they should collect it by.
        var readyFor: String?
        var readySince: Day?
        var collectBy: Day?
    }

    /// Every book with requests waiting, by title.
    func holds(book: String? = nil, member: String? = nil) -> [Holds] {
        library.books.compactMap { entry -> Holds? in
            guard book == nil || entry.id == book else { return nil }
            let waiting = state.waitingList(for: entry.id, on: asOf)
            guard !waiting.isEmpty, member == nil || waiting.contains(where: { $0.borrower.value == member }) else { return nil }
            // Lost as the state tells it (`LibraryState.isLost`: lost by then, found later or not).
            let out = state.loanOut(of: entry.id, on: asOf)
            let lost = out.map { state.isLost($0, on: asOf) } ?? false
            let holder = lost ? nil : out
            let hold = state.readyFor(entry, on: asOf)
            return Holds(book: entry, holder: holder, lost: lost, inCatalogue: state.isInCatalogue(entry, on: asOf), due: holder.flatMap { state.dueState(of: $0, on: asOf)?.due }, waiting: waiting,
                         readyFor: hold?.member, readySince: hold?.since, collectBy: hold?.collectBy(under: policy))
        }.sorted { (SortKey.key($0.book.title), $0.book.id) < (SortKey.key($1.book.title), $1.book.id) }
    }

    /// A loan in a member's or a book's history, as it stood on the as-of day: its status
    /// then, and only the days reached by then (a report looking back shows the loan a book
    /// still out then, not the return recorded later; FORMAT.md, "As-of date").
    struct HistoryEntry: Sendable {
        var loan: Loan
        var status: Loan.Status
        var lent: Day?
        var returned: Day?
        var lost: Day?
        /// The effective due date as known by then.
        var due: Day?
        /// Days from lent to returned or lost (or to the as-of day while out).
        var days: Int?
        /// Returned by the due date plus grace; false when lost; nil while out or never lent.
        var onTime: Bool?
    }

    /// Loans of one member or book (or all) made by the as-of day, newest first: by lent (or
    /// requested) day, then id.
    func history(member: String? = nil, book: String? = nil) -> [HistoryEntry] {
        let loans = member.map { state.loans(by: $0) } ?? book.map { state.loans(of: $0) } ?? library.loans.filter(\.takesPart)
        return loans.compactMap { loan -> HistoryEntry? in
            guard member == nil || loan.borrower.value == member, book == nil || loan.book.value == book,
                  let first = loan.queueDay, first <= asOf else { return nil }
            return entry(loan)
        }.sorted { a, b in
            let dayA = a.lent ?? a.loan.requested?.value ?? Day(ordinal: .min)
            let dayB = b.lent ?? b.loan.requested?.value ?? Day(ordinal: .min)
            return dayA != dayB ? dayA > dayB : a.loan.id > b.loan.id
        }
    }

    /// `loan` as it stood on the as-of day (`history`, and `stats`' lengths and punctuality).
    func entry(_ loan: Loan) -> HistoryEntry {
        guard let lending = loan.lending, lending.lent <= asOf else {
            // Not lent by then: still a request (or as it was closed, for a request never lent).
            let status: Loan.Status = loan.lending == nil ? loan.status.value : .requested
            return HistoryEntry(loan: loan, status: status)
        }
        var entry = HistoryEntry(loan: loan, status: .lent, lent: lending.lent)
        var end = asOf
        switch loan.state {
        case .returned(_, let back, let lostOn):
            if back <= asOf {
                // Found again: both days stay in its history.
                (entry.status, entry.returned, entry.lost, end) = (.returned, back, lostOn, back)
            } else if let lostOn, lostOn <= asOf {
                (entry.status, entry.lost, end) = (.lost, lostOn, lostOn)
            }
        case .lost(_, let lostOn) where lostOn <= asOf:
            (entry.status, entry.lost, end) = (.lost, lostOn, lostOn)
        default:
            break
        }
        let due = lending.due(knownOn: end, under: policy)
        entry.due = due
        entry.days = lending.lent.days(to: end)
        // Back by then: the state's answer (its due date is the one known on its return day); lost
        // by then: not on time; still out: not known yet.
        switch entry.status {
        case .returned: entry.onTime = state.returnedOnTime(loan)
        case .lost: entry.onTime = false
        default: entry.onTime = nil
        }
        return entry
    }
}
