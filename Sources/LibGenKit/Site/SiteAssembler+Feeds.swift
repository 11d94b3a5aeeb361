import Foundation

extension SiteAssembler {
    /// Values of `feed.xml`: the newest books as Atom entries.
    func feedValues(_ newest: [Book], site: [String: Any]) -> [String: Any] {
        let slug = Slug.make(settings.name)
        func id(_ path: String) -> String {
            settings.baseURL.map { Self.absolute($0, path) } ?? "urn:libgen:\(slug):\(path.isEmpty ? "feed" : path)"
        }
        let entries = newest.map { book -> [String: Any] in
            [
                "title": book.title,
                "id": id("books/\(book.id)/"),
                "url": "books/\(book.id)/index.html",
                "updated": "\(book.added)T00:00:00Z",
                "authors": book.authors.map { ["name": $0] },
                "summary_html": markdown.html(book.body),
            ]
        }
        let updated = newest.map(\.added).max().map { "\($0)T00:00:00Z" } ?? "\(asOf)T00:00:00Z"
        return ["site": site, "feed_id": id(""), "updated": updated, "entries": entries]
    }

    /// Every HTML page but 404, as absolute URLs when `base_url` is set.
    func sitemapURLs(_ pages: [SitePage]) -> [[String: Any]] {
        pages.filter { $0.path.hasSuffix(".html") && $0.path != "404.html" }
            .map(\.path).sorted()
            .map { path in
                let pretty = SitePage.prettyPath(path)
                return ["loc": settings.baseURL.map { Self.absolute($0, pretty) } ?? (pretty.isEmpty ? "./" : pretty)]
            }
    }

    /// `search.json`: `{"books": [{"id", "title", "authors", "genres", "isbn", "status", "url"}]}`, compact.
    func searchIndex(_ catalog: BookCatalog) -> Data {
        var entries = [String]()
        for book in catalog.books {
            let list = { (items: [String]) in "[" + items.map(JSONWriter.quote).joined(separator: ",") + "]" }
            var fields = [
                "\"id\":\(JSONWriter.quote(book.id))",
                "\"title\":\(JSONWriter.quote(book.title))",
                "\"authors\":\(list(book.authors))",
                "\"genres\":\(list(book.genres))",
            ]
            if let isbn = book.isbn { fields.append("\"isbn\":\(JSONWriter.quote(ISBN.normalized(isbn)))") }
            fields.append("\"status\":\(JSONWriter.quote(catalog.availability[book.id]!.status))")
            fields.append("\"url\":\(JSONWriter.quote("books/\(book.id)/index.html"))")
            entries.append("{" + fields.joined(separator: ",") + "}")
        }
        return Data(Self.scriptSafe("{\"books\":[\n" + entries.joined(separator: ",\n") + "\n]}\n").utf8)
    }

    /// Values of `reports/index.html` (only built with `privacy.publish_reports`).
    func reportValues() -> [String: Any] {
        let reports = ReportBuilder(result)
        let showBorrowers = settings.privacy.showBorrowers
        func rows(_ loans: [ReportBuilder.OutLoan]) -> [[String: Any]] {
            loans.compactMap { entry in
                guard let book = library.book(entry.loan.book.value) else { return nil }
                var row: [String: Any] = ["title": book.title, "due": entry.due.description, "days": entry.days]
                if book.withdrawn.map({ asOf < $0 }) ?? true { row["url"] = "books/\(book.id)/index.html" }
                if showBorrowers { row["borrower_name"] = library.member(entry.loan.borrower.value)?.shownName ?? entry.loan.borrower.value }
                return row
            }
        }
        let overdue = rows(reports.overdue())
        let due = rows(reports.dueSoon())
        return ["nav_reports": true, "show_borrowers": showBorrowers, "overdue": overdue, "has_overdue": !overdue.isEmpty,
                "due": due, "has_due": !due.isEmpty, "within": settings.policy.reminderDays]
    }
}
