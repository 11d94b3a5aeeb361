import LibGenCore
import LibGenSupport

extension ReportBuilder {
    /// Library-wide figures (`libgen report stats`).
    package struct Stats: Sendable {
        package struct Count: Sendable {
            package var key: String
            package var label: String
            package var count: Int
        }

        package var books: Int
        package var members: Int
        package var loans: Int
        package var swaps: Int
        /// Loans lent per calendar month (`YYYY-MM`), oldest first, every month from the first to the last.
        package var loansPerMonth: [Count]
        package var mostBorrowedBooks: [Count]
        package var mostActiveBorrowers: [Count]
        package var busiestBlocks: [Count]
        /// Mean days from lent to returned over returned loans; nil with none.
        package var averageLoanDays: Double?
        /// Returned by due + grace, over returned and lost loans; nil with none.
        package var returnedOnTimeShare: Double?
        package var returnedOnTime: Int
        package var returnedTotal: Int
        package var neverBorrowed: [Count]
    }

    /// How many entries each "most …" list keeps.
    static let topCount = 5

    package func stats() -> Stats {
        let lent = library.loans.filter { $0.outFrom != nil && $0.lent!.value <= asOf }
        var perMonth = [String: Int]()
        for loan in lent {
            let (year, month, _) = loan.lent!.value.components
            perMonth[String(format: "%04d-%02d", year, month), default: 0] += 1
        }
        var months = [Stats.Count]()
        if let first = lent.map({ $0.lent!.value }).min(), let last = lent.map({ $0.lent!.value }).max() {
            var (year, month, _) = first.components
            let end = last.components
            while (year, month) <= (end.year, end.month) {
                let key = String(format: "%04d-%02d", year, month)
                months.append(Stats.Count(key: key, label: key, count: perMonth[key] ?? 0))
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
        }
        let byBook = Dictionary(grouping: lent, by: { $0.book.value })
        let byBorrower = Dictionary(grouping: lent, by: { $0.borrower.value })
        var byBlock = [String: Int]()
        for loan in lent { byBlock[library.member(loan.borrower.value)?.block ?? "(no block)", default: 0] += 1 }
        let returned = lent.filter { $0.returned != nil }
        let lengths = returned.map { $0.lent!.value.days(to: $0.returned!.value) }
        let finished = lent.filter { $0.returned != nil || $0.status.value == .lost }
        let onTime = finished.filter { loan in
            guard let back = loan.returned?.value, loan.status.value != .lost, let due = loan.effectiveDue(under: policy) else { return false }
            return back <= due.adding(policy.graceDays)
        }.count
        let shelf = library.books.filter { $0.withdrawn.map { asOf < $0 } ?? true }
        return Stats(
            books: shelf.count,
            members: library.members.filter { $0.isMember(on: asOf) }.count,
            loans: lent.count,
            swaps: library.swaps.filter { $0.status.value == .accepted && $0.date.value <= asOf }.count,
            loansPerMonth: months,
            mostBorrowedBooks: top(byBook.mapValues(\.count)) { library.book($0)?.title ?? $0 },
            mostActiveBorrowers: top(byBorrower.mapValues(\.count)) { library.member($0)?.shownName ?? $0 },
            busiestBlocks: top(byBlock) { $0 },
            averageLoanDays: lengths.isEmpty ? nil : Double(lengths.reduce(0, +)) / Double(lengths.count),
            returnedOnTimeShare: finished.isEmpty ? nil : Double(onTime) / Double(finished.count),
            returnedOnTime: onTime,
            returnedTotal: finished.count,
            neverBorrowed: shelf.filter { byBook[$0.id] == nil }
                .sorted { (SortKey.key($0.title), $0.id) < (SortKey.key($1.title), $1.id) }
                .map { Stats.Count(key: $0.id, label: $0.title, count: 0) }
        )
    }

    /// The highest counts, ties by label then key.
    private func top(_ counts: [String: Int], label: (String) -> String) -> [Stats.Count] {
        counts.map { Stats.Count(key: $0.key, label: label($0.key), count: $0.value) }
            .sorted { ($1.count, $0.label, $0.key) < ($0.count, $1.label, $1.key) }
            .prefix(Self.topCount).map { $0 }
    }
}
