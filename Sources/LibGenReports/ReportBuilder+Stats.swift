import Foundation
import LibGenCore
import LibGenSupport

package extension ReportBuilder {
    /// Library-wide figures (`libgen report stats`).
    struct Stats: Sendable {
        struct Count: Sendable {
            var key: String
            var label: String
            var count: Int
        }

        /// The catalogue on the as-of day: books in it, and where they are (`LibraryState.counts`).
        var catalogue: LibraryState.Counts
        var books: Int { catalogue.books }
        var members: Int { catalogue.members }
        var loans: Int
        var swaps: Int
        /// Loans lent per calendar month (`YYYY-MM`), oldest first, every month from the first to the last.
        var loansPerMonth: [Count]
        var mostBorrowedBooks: [Count]
        var mostActiveBorrowers: [Count]
        var busiestBlocks: [Count]
        /// Mean days from lent to returned over returned loans; nil with none.
        var averageLoanDays: Double?
        /// Returned by due + grace, over returned and lost loans; nil with none.
        var returnedOnTimeShare: Double?
        var returnedOnTime: Int
        var returnedTotal: Int
        var neverBorrowed: [Count]
    }

    /// How many entries each "most …" list keeps.
    static let topCount = 5

    /// With `member` or `book`, the loans' figures (loans, per month, most borrowed, most active,
    /// length, punctuality) count only that member's or that book's loans; the catalogue's
    /// (counts, swaps, never borrowed) stay the library's.
    func stats(member: String? = nil, book: String? = nil) -> Stats {
        let lent: [(Loan, Loan.Lending)] = library.loans.compactMap { loan in
            guard member == nil || loan.borrower.value == member, book == nil || loan.book.value == book else { return nil }
            return loan.lending.flatMap { $0.lent <= asOf ? (loan, $0) : nil }
        }
        var perMonth = [String: Int]()
        for (_, lending) in lent {
            let (year, month, _) = lending.lent.components
            perMonth[String(format: "%04d-%02d", year, month), default: 0] += 1
        }
        var months = [Stats.Count]()
        if let first = lent.map(\.1.lent).min(), let last = lent.map(\.1.lent).max() {
            var (year, month, _) = first.components
            let end = last.components
            while (year, month) <= (end.year, end.month) {
                let key = String(format: "%04d-%02d", year, month)
                months.append(Stats.Count(key: key, label: key, count: perMonth[key] ?? 0))
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
        }
        let byBook = Dictionary(grouping: lent.map(\.0), by: { $0.book.value })
        let byBorrower = Dictionary(grouping: lent.map(\.0), by: { $0.borrower.value })
        var byBlock = [String: Int]()
        for (loan, _) in lent { byBlock[library.member(loan.borrower.value)?.block ?? "(no block)", default: 0] += 1 }
        // Lengths and punctuality as the loans stood on the as-of day, as `history` shows them:
        // a book back after that day is still out in a report that looks back.
        let asTheyStood = lent.map { entry($0.0) }
        let lengths = asTheyStood.compactMap { $0.status == .returned ? $0.days : nil }
        let finished = asTheyStood.compactMap(\.onTime)
        let shelf = state.catalogue(on: asOf)
        // The catalogue's figure, whatever the loans' figures were narrowed to.
        let everLent: Set<String> = member == nil && book == nil ? Set(byBook.keys)
            : Set(library.loans.compactMap { loan in loan.lending.flatMap { $0.lent <= asOf ? loan.book.value : nil } })
        var copies = [String: Int]()
        for book in library.books { copies[book.title, default: 0] += 1 }
        /// A book's title, told apart from another copy of the same title by its owner.
        func bookLabel(_ id: String) -> String {
            guard let book = library.book(id) else { return id }
            guard copies[book.title, default: 0] > 1 else { return book.title }
            return "\(book.title) (\(library.ownerName(state.owner(of: book, on: asOf), theLibrary: "the library"))'s copy)"
        }
        return Stats(
            catalogue: state.counts(on: asOf),
            loans: lent.count,
            swaps: library.swaps.filter { $0.status.value == .accepted && $0.date.value <= asOf }.count,
            loansPerMonth: months,
            mostBorrowedBooks: top(byBook.mapValues(\.count)) { bookLabel($0) },
            mostActiveBorrowers: top(byBorrower.mapValues(\.count)) { library.member($0)?.shownName ?? $0 },
            busiestBlocks: top(byBlock) { $0 },
            averageLoanDays: lengths.isEmpty ? nil : Double(lengths.reduce(0, +)) / Double(lengths.count),
            returnedOnTimeShare: finished.isEmpty ? nil : Double(finished.count { $0 }) / Double(finished.count),
            returnedOnTime: finished.count { $0 },
            returnedTotal: finished.count,
            neverBorrowed: shelf.filter { !everLent.contains($0.id) }
                .sorted { (SortKey.key($0.title), $0.id) < (SortKey.key($1.title), $1.id) }
                .map { Stats.Count(key: $0.id, label: bookLabel($0.id), count: 0) }
        )
    }

    /// The highest counts, ties by label then key.
    private func top(_ counts: [String: Int], label: (String) -> String) -> [Stats.Count] {
        counts.map { Stats.Count(key: $0.key, label: label($0.key), count: $0.value) }
            .sorted { ($1.count, $0.label, $0.key) < ($0.count, $1.label, $1.key) }
            .prefix(Self.topCount).map { $0 }
    }
}
