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
            return Holds(book: entry, holder: holder, lost: lost, due: holder.flatMap { state.dueState(of: $0, on: asOf)?.due }, waiting: waiting,
                         readyFor: hold?.member, readySince: hold?.since, collectBy: hold?.collectBy(under: policy))
        }.sorted { (SortKey.key($0.book.title), $0.book.id) < (SortKey.key($1.book.title), $1.book.id) }
    }

    /// A loan in a member's or a book's history.
    struct HistoryEntry: Sendable {
        var loan: Loan
        var due: Day?
        /// Days from lent to returned (or to the as-of day while out).
        var days: Int?
        /// Returned by the due date plus grace; nil while out or never lent.
        var onTime: Bool?
    }

    /// Loans of one member or book (or all), newest first: by lent (or requested) day, then id.
    func history(member: String? = nil, book: String? = nil) -> [HistoryEntry] {
        let loans = member.map { state.loans(by: $0) } ?? book.map { state.loans(of: $0) } ?? library.loans.filter(\.takesPart)
        return loans.filter { loan in
            (member == nil || loan.borrower.value == member) && (book == nil || loan.book.value == book)
        }.map { loan in
            var days: Int?
            if let lending = loan.lending {
                let end: Day
                switch loan.state {
                case .returned(_, let back, _): end = back
                case .lost(_, let lostOn): end = lostOn
                default: end = asOf
                }
                days = lending.lent.days(to: end)
            }
            return HistoryEntry(loan: loan, due: state.due(of: loan), days: days, onTime: state.returnedOnTime(loan))
        }.sorted { a, b in
            let dayA = a.loan.outFrom ?? a.loan.requested?.value ?? Day(ordinal: .min)
            let dayB = b.loan.outFrom ?? b.loan.requested?.value ?? Day(ordinal: .min)
            return dayA != dayB ? dayA > dayB : a.loan.id > b.loan.id
        }
    }
}
