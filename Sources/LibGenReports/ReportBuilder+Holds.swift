import LibGenCore
import LibGenSupport

extension ReportBuilder {
    /// One book's waiting list, with who holds the book now.
    package struct Holds: Sendable {
        package var book: Book
        /// The loan out now, if any, and its effective due date.
        package var holder: Loan?
        package var due: Day?
        /// Requests in queue order (requested date, then id).
        package var waiting: [Loan]
        /// When the book is on the shelf: since when it has been ready for the first
        /// waiting member, and (with `hold_days`) the day they should collect it by.
        package var readySince: Day?
        package var collectBy: Day?
    }

    /// Every book with requests waiting, by title.
    package func holds(book: String? = nil, member: String? = nil) -> [Holds] {
        var out = [String: Loan]()
        for loan in library.loans where (loan.status.value == .lent || loan.status.value == .lost) && loan.isOut(on: asOf) {
            out[loan.book.value] = loan
        }
        let shelf = Ledger.onShelfSince(Set(ledger.waitingLists.keys), asOf: asOf, in: library)
        return library.books.compactMap { entry -> Holds? in
            guard book == nil || entry.id == book else { return nil }
            let waiting = (ledger.waitingLists[entry.id] ?? []).map { library.loans[$0] }.filter { ($0.requested?.value ?? asOf) <= asOf }
            guard !waiting.isEmpty, member == nil || waiting.contains(where: { $0.borrower.value == member }) else { return nil }
            let holder = out[entry.id]
            let ready = ledger.readyHold(for: entry.id, asOf: asOf, shelf: shelf, in: library)?.since
            return Holds(book: entry, holder: holder, due: holder?.status.value == .lent ? holder?.effectiveDue(under: policy) : nil, waiting: waiting,
                         readySince: ready, collectBy: ready.flatMap { day in policy.holdDays.map { day.adding($0) } })
        }.sorted { (SortKey.key($0.book.title), $0.book.id) < (SortKey.key($1.book.title), $1.book.id) }
    }

    /// A loan in a member's or a book's history.
    package struct HistoryEntry: Sendable {
        package var loan: Loan
        package var due: Day?
        /// Days from lent to returned (or to the as-of day while out).
        package var days: Int?
        /// Returned by the due date plus grace; nil while out or never lent.
        package var onTime: Bool?
    }

    /// Loans of one member or book (or all), newest first: by lent (or requested) day, then id.
    package func history(member: String? = nil, book: String? = nil) -> [HistoryEntry] {
        library.loans.filter { loan in
            loan.takesPart && (member == nil || loan.borrower.value == member) && (book == nil || loan.book.value == book)
        }.map { loan in
            let due = loan.lent == nil ? nil : loan.effectiveDue(under: policy)
            var days: Int?
            if let lent = loan.lent?.value {
                let end = loan.returned?.value ?? loan.lost?.value ?? asOf
                days = lent.days(to: end)
            }
            var onTime: Bool?
            if let returned = loan.returned?.value, let due { onTime = returned <= due.adding(policy.graceDays) }
            if loan.status.value == .lost { onTime = false }
            return HistoryEntry(loan: loan, due: due, days: days, onTime: onTime)
        }.sorted { a, b in
            let dayA = a.loan.lent?.value ?? a.loan.requested?.value ?? Day(ordinal: .min)
            let dayB = b.loan.lent?.value ?? b.loan.requested?.value ?? Day(ordinal: .min)
            return dayA != dayB ? dayA > dayB : a.loan.id > b.loan.id
        }
    }
}
