import Foundation
import LibGenCore
import LibGenReports
import LibGenSupport

extension SiteAssembler {
    /// `feed.xml`: the newest books as Atom entries.
    func feed(_ newest: [Book]) -> PageModel {
        let slug = Slug.make(settings.name)
        func id(_ path: String) -> String {
            settings.baseURL.map { Self.absolute($0, path) } ?? "urn:libgen:\(slug):\(path.isEmpty ? "feed" : path)"
        }
        let entries = newest.map { book in
            FeedEntry(title: book.title, id: id("books/\(book.id)/"), url: "books/\(book.id)/index.html",
                      updated: "\(book.added)T00:00:00Z", authors: book.authors, summary: book.body)
        }
        let updated = newest.map(\.added).max().map { "\($0)T00:00:00Z" } ?? "\(asOf)T00:00:00Z"
        return .feed(id: id(""), updated: updated, entries: entries)
    }

    /// Every HTML page but 404, as absolute URLs when `base_url` is set.
    func sitemapURLs(_ pages: [SitePage]) -> [String] {
        pages.filter { $0.path.hasSuffix(".html") && $0.path != "404.html" }
            .map(\.path).sorted()
            .map { path in
                let pretty = SitePage.prettyPath(path)
                return settings.baseURL.map { Self.absolute($0, pretty) } ?? (pretty.isEmpty ? "./" : pretty)
            }
    }

    /// `search.json` of these filings, in catalogue order:
    /// `{"books": [{"id", "title", "authors", "genres", "isbn", "language", "status", "url"}]}`, compact.
    /// Also returns where each entry starts in it. With `previous` (the last build's, in `serve`)
    /// and the same books in the same order, the last build's file with only the `changed`
    /// books' entries written over: joining 10,000 entries again took about 9 ms of each change.
    func searchIndex(_ filings: [String: (summary: BookSummary, filing: SearchFiling)], changed: [String]?,
                     reusing previous: SiteMemo?) -> SiteMemo.SearchIndex {
        let books = catalog.books
        if let changed, changed.count <= 64, let last = previous?.searchIndex, let shelf = previous?.shelf, last.starts.count == books.count,
           shelf.books.count == books.count, zip(shelf.books, books).allSatisfy({ $0 === $1 || $0.id == $1.id }) {
            let ids = Set(changed)
            let places = books.indices.filter { ids.contains(books[$0].id) }
            if places.isEmpty, ids.isEmpty { return last }
            if places.count == ids.count {
                var data = Data(capacity: last.data.count + 1024)
                var starts = last.starts
                var (cursor, shift) = (0, 0)
                for (number, place) in places.enumerated() {
                    // An entry ends where ",\n" before the next one starts, or "\n]}\n" ends the file.
                    let (start, end) = (last.starts[place], place + 1 < books.count ? last.starts[place + 1] - 2 : last.data.count - 4)
                    data.append(last.data[cursor..<start])
                    let entry = filings[books[place].id]!.filing.indexEntry.utf8
                    starts[place] = start + shift
                    data.append(contentsOf: entry)
                    shift += entry.count - (end - start)
                    cursor = end
                    let next = number + 1 < places.count ? places[number + 1] : books.count
                    if shift != 0 { for later in (place + 1)..<next { starts[later] += shift } }
                }
                data.append(last.data[cursor...])
                return SiteMemo.SearchIndex(data: data, starts: starts)
            }
        }
        // Each entry is script-safe already (`SearchFiling.indexEntry`), and what joins them has nothing to escape.
        // Written into one buffer: joining the entries, adding the ends and copying the 2 MB
        // string into `Data` took several copies at 10,000 books.
        var data = Data(capacity: filings.values.reduce(32) { $0 + $1.filing.indexEntry.utf8.count + 2 })
        var starts = [Int]()
        starts.reserveCapacity(books.count)
        data.append(contentsOf: "{\"books\":[\n".utf8)
        for (index, book) in books.enumerated() {
            if index > 0 { data.append(contentsOf: ",\n".utf8) }
            starts.append(data.count)
            data.append(contentsOf: filings[book.id]!.filing.indexEntry.utf8)
        }
        data.append(contentsOf: "\n]}\n".utf8)
        return SiteMemo.SearchIndex(data: data, starts: starts)
    }

    /// A book's entry in `search.json`.
    func searchIndexEntry(_ summary: BookSummary) -> String {
        let book = summary.book
        let list = { (items: [String]) in "[" + items.map(JSONWriter.quote).joined(separator: ",") + "]" }
        var fields = [
            "\"id\":\(JSONWriter.quote(book.id))",
            "\"title\":\(JSONWriter.quote(book.title))",
            "\"authors\":\(list(book.authors))",
            "\"genres\":\(list(book.genres))",
        ]
        if let isbn = book.isbn { fields.append("\"isbn\":\(JSONWriter.quote(ISBN.normalized(isbn)))") }
        if let language = book.language { fields.append("\"language\":\(JSONWriter.quote(language))") }
        fields.append("\"status\":\(JSONWriter.quote(summary.availability.status))")
        fields.append("\"url\":\(JSONWriter.quote(summary.url))")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `reports/index.html` (only built with `privacy.publish_reports`).
    func reportsPage() -> PageModel {
        let reports = ReportBuilder(result)
        let showBorrowers = settings.privacy.showBorrowers
        func rows(_ loans: [ReportBuilder.OutLoan]) -> [ReportRow] {
            loans.compactMap { entry in
                guard let book = library.book(entry.loan.book.value) else { return nil }
                let shown = book.withdrawn.map { asOf < $0 } ?? true
                let borrower = showBorrowers ? library.member(entry.loan.borrower.value)?.shownName ?? entry.loan.borrower.value : nil
                return ReportRow(title: book.title, url: shown ? "books/\(book.id)/index.html" : nil, due: entry.due, days: entry.days,
                                 borrower: borrower)
            }
        }
        return .reports(overdue: rows(reports.overdue()), due: rows(reports.dueSoon()), within: settings.policy.reminderDays)
    }
}
