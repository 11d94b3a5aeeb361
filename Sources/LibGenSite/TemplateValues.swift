import Foundation
import LibGenCore
import LibGenSupport

/// The one place that turns typed pages (`PageModel`) into the values templates
/// see, as docs/TEMPLATES.md lists them: the public interface of a theme.
/// Markdown is rendered here, in the render stage.
///
/// `@unchecked Sendable`: `site` and `t` are the `[String: Any]` Mustache reads, built once
/// in `init` from Sendable values (strings, numbers, arrays and dictionaries of them) and
/// never changed; rendering threads only read them.
struct TemplateValues: @unchecked Sendable {
    let library: Library
    let catalog: BookCatalog
    let asOf: Day
    /// What every template receives as `site`.
    let site: [String: Any]
    /// The theme's words in the library's language.
    let strings: SiteStrings
    /// `t`: every string, with the site's own `{name}` and `{date}` filled in where they appear.
    let words: [String: Any]
    let markdown = MarkdownRenderer.shared

    var settings: LibrarySettings { library.settings }

    init(result: CheckResult, catalog: BookCatalog, strings: SiteStrings) {
        self.strings = strings
        var words: [String: Any] = strings.values
        words["feed_title"] = strings.format("feed_title", ["name": result.library.settings.name])
        words["footer_as_of_html"] = strings.html("footer_as_of", date: result.asOf)
        words["as_of_date"] = strings.date(result.asOf)
        self.words = words
        library = result.library
        asOf = result.asOf
        self.catalog = catalog
        let settings = result.library.settings
        let language = strings.language
        var site: [String: Any] = ["name": settings.name, "language": language, "dir": LanguageTag.direction(language)]
        if let description = settings.description { site["description_html"] = markdown.html(description) }
        if let society = settings.society?.name { site["society"] = society }
        if let city = settings.society?.city { site["city"] = city }
        if let base = settings.baseURL { site["base_url"] = SiteAssembler.absolute(base, "") }
        if let repo = settings.repoURL { site["repo_url"] = repo }
        site["pages"] = result.library.pages.map { ["title": $0.title, "url": "pages/\($0.id)/index.html"] }
        site["reports"] = settings.privacy.publishReports
        self.site = site
    }

    /// The values `page`'s template is rendered with; `card` gives a book's rendered `book-card`.
    func values(_ page: PageModel, _ frame: PageFrame, card: (BookSummary) -> String) -> [String: Any] {
        func cards(_ list: BookList) -> [String: Any] {
            var values: [String: Any] = ["books": list.books.map { book in
                var values = summary(book)
                values["card_html"] = card(book)
                return values
            }]
            if let id = list.listID { values["list_id"] = id }
            return values
        }
        var values: [String: Any]
        switch page {
        case .home(let description, let counts, let featured, let recent, let catalog, let genres, let languages):
            values = ["nav_catalog": true, "description": description, "counts": counts, "has_featured": !featured.books.isEmpty,
                      "featured_list": cards(featured), "has_recent": !recent.books.isEmpty, "recent_list": cards(recent),
                      "catalog": cards(catalog), "genres": genres.map(facet), "languages": languages.map(facet),
                      "has_languages": languages.count > 1, "sorts": sorts(.title)]
            if let paging = catalog.paging { values["paging"] = self.paging(paging) }
        case .catalog(let books, let order):
            values = cards(books).merging(["nav_catalog": true, "sorts": sorts(order),
                                           "heading": order == .author ? strings["by_author_title"] : strings["catalog"]]) { $1 }
        case .book(let book):
            values = ["book": details(book)]
        case .authors(let entries, let paging):
            values = ["nav_authors": true, "authors": entries.map(entryValues), "paging": self.paging(paging)]
        case .author(let name, let books):
            values = cards(books).merging(["nav_authors": true, "author": ["name": name]]) { $1 }
        case .genres(let entries, let paging):
            values = ["nav_genres": true, "genres": entries.map(entryValues), "paging": self.paging(paging)]
        case .genre(let name, let books):
            values = cards(books).merging(["nav_genres": true, "genre": ["name": name]]) { $1 }
        case .new(let books):
            let count = books.paging.map { ($0.count - 1) * SiteAssembler.pageSize } ?? 0
            let total = books.paging?.number == books.paging?.count ? count + books.books.count : nil
            values = cards(books).merging(["nav_new": true, "count": books.books.count]) { $1 }
            values["intro"] = strings.plural("new_intro", total ?? books.books.count)
        case .free(let title, let body):
            values = ["page": ["title": title, "body_html": markdown.html(body)]]
        case .reports(let overdue, let due, let within):
            let showBorrowers = settings.privacy.showBorrowers
            func rows(_ rows: [ReportRow]) -> [[String: Any]] {
                rows.map { row in
                    var values: [String: Any] = ["title": row.title, "due": row.due.description, "due_html": strings.time(row.due), "days": row.days]
                    if let url = row.url { values["url"] = url }
                    if let borrower = row.borrower { values["borrower_name"] = borrower }
                    return values
                }
            }
            values = ["nav_reports": true, "show_borrowers": showBorrowers, "overdue": rows(overdue), "has_overdue": !overdue.isEmpty,
                      "due": rows(due), "has_due": !due.isEmpty, "within": within,
                      "nothing_due": strings.format("reports_nothing_due", ["count": String(within)]),
                      "as_of_html": strings.html("reports_as_of", date: asOf)]
        case .notFound:
            values = [:]
        case .feed(let id, let updated, let entries):
            return ["site": site, "t": words, "feed_id": id, "updated": updated, "entries": entries.map { entry -> [String: Any] in
                ["title": entry.title, "id": entry.id, "url": entry.url, "updated": entry.updated,
                 "authors": entry.authors.map { ["name": $0] }, "summary_html": markdown.html(entry.summary)]
            }]
        case .sitemap(let urls):
            return ["urls": urls.map { ["loc": $0] }]
        }
        if let paging = page.bookLists.last?.paging, values["paging"] == nil { values["paging"] = self.paging(paging) }
        values["t"] = words
        values["site"] = site
        values["root"] = frame.root
        values["as_of"] = asOf.description
        if let canonical = frame.canonical { values["canonical"] = canonical }
        return values
    }

    func entryValues(_ entry: GroupEntry) -> [String: Any] {
        ["name": entry.name, "filed_as": entry.filedAs, "url": entry.url, "count": entry.count, "count_text": strings.plural("books", entry.count)]
    }

    /// `paging`: where a page sits in its list, with links to its neighbours and a few pages around it.
    func paging(_ paging: Paging) -> [String: Any] {
        var values: [String: Any] = ["number": paging.number, "count": paging.count, "has_pages": paging.count > 1,
                                     "label": strings.format("paging_page", ["page": String(paging.number), "count": String(paging.count)])]
        if paging.number > 1 { values["previous_url"] = paging.url(paging.number - 1) }
        if paging.number < paging.count { values["next_url"] = paging.url(paging.number + 1) }
        // The first, the last, and two either side of this one: a bounded number of links however long the list.
        let shown = Set([1, paging.count] + Array(max(1, paging.number - 2)...min(paging.count, paging.number + 2))).sorted()
        var links = [[String: Any]]()
        for (index, number) in shown.enumerated() {
            links.append(["number": number, "url": paging.url(number), "current": number == paging.number,
                          "gap_before": index > 0 && shown[index - 1] != number - 1])
        }
        values["pages"] = links
        return values
    }

    /// `sorts`: the catalog's orders, the current one marked.
    /// A search filter's option: `name`, `count` (books in the whole catalog).
    func facet(_ facet: Facet) -> [String: Any] {
        ["name": facet.name, "count": facet.count]
    }

    func sorts(_ current: CatalogOrder) -> [[String: Any]] {
        CatalogOrder.allCases.map { order in
            ["label": strings[order.stringKey], "url": order.base + "index.html", "current": order == current]
        }
    }

    /// What a book list entry shows (the `book-list` partial).
    func summary(_ summary: BookSummary) -> [String: Any] {
        let book = summary.book
        var values: [String: Any] = [
            "id": book.id,
            "title": book.title,
            "authors_text": book.authors.joined(separator: ", "),
            "genres_text": book.genres.joined(separator: ", "),
            "url": summary.url,
            "availability": availability(summary),
            "hue": Self.hue(book.id),
            "initials": Self.initials(book.title),
        ]
        if let cover = summary.coverRoute { values["cover_url"] = cover }
        return values
    }

    func availability(_ summary: BookSummary) -> [String: Any] {
        var values: [String: Any] = ["status": summary.availability.status, "is_available": summary.availability == .available]
        switch summary.availability {
        case .available:
            values["label"] = strings["available"]
            values["label_html"] = strings.html("available")
        case .reserved:
            values["label"] = strings["reserved"]
            values["label_html"] = strings.html("reserved")
        case .onLoan(let stage):
            // Overdue as check says it (LibraryState.dueState): a member then knows it may be a while.
            let due = stage.due
            let key: String
            switch stage {
            case .overdue: key = "overdue"
            case .dueToday: key = "due_today"
            case .dueLater, .inGrace: key = "on_loan"
            }
            values["label"] = strings.format(key, ["date": strings.date(due)])
            values["label_html"] = strings.html(key, date: due)
            values["due"] = due.description
            values["due_text"] = strings.date(due)
            values["is_overdue"] = stage.isOverdue
        case .lost:
            values["label"] = strings["missing"]
            values["label_html"] = strings.html("missing")
        case .notYetAdded(let day):
            values["label"] = strings.format("not_yet_added", ["date": strings.date(day)])
            values["label_html"] = strings.html("not_yet_added", date: day)
        }
        if summary.waiting > 0 { values["waiting_label"] = strings.plural("waiting", summary.waiting) }
        if settings.privacy.showBorrowers, let holder = summary.holder { values["holder"] = holder }
        return values
    }

    /// What a book page shows (the `book` template's `book`).
    func details(_ entry: BookSummary) -> [String: Any] {
        let book = entry.book
        var values = summary(entry)
        let authors = book.authors.enumerated().map { index, name -> [String: Any] in
            ["name": name, "url": "authors/\(catalog.authorSlugs[name]!)/index.html", "last": index == book.authors.count - 1]
        }
        values["authors"] = authors
        values["genres"] = book.genres.enumerated().map { index, name -> [String: Any] in
            ["name": name, "url": "genres/\(catalog.genreSlugs[name]!)/index.html", "last": index == book.genres.count - 1]
        }
        values["has_genres"] = !book.genres.isEmpty
        values["added"] = book.added.description
        values["added_html"] = strings.time(book.added)
        values["cover_alt"] = strings.format("cover_of", ["title": book.title])
        if let isbn = book.isbn {
            values["isbn"] = isbn
            values["isbn_hyphenated"] = ISBN.hyphenated(isbn) ?? isbn
        }
        if let publisher = book.publisher { values["publisher"] = publisher }
        if let year = book.year { values["year"] = String(year) }
        if let pages = book.pages { values["pages"] = String(pages) }
        if let language = book.language { values["language"] = language }
        if let condition = book.condition { values["condition"] = condition }
        if settings.privacy.showOwners {
            values["owner_name"] = ownerName(book.owner.value)
            values["owner_html"] = strings.html("owner", ["name": ownerName(book.owner.value)], strong: true)
        }
        if settings.privacy.showBorrowers, let holder = entry.holder, case .onLoan = entry.availability {
            values["holder_name"] = holder
            values["holder_html"] = strings.html("holder", ["name": holder], strong: true)
        }
        let description = markdown.html(book.body)
        if !description.isEmpty { values["description_html"] = description }
        values["jsonld"] = jsonLD(entry)
        // A lost book or one not yet in the catalogue can't be asked for (FORMAT.md, "One answer
        // to every question"): no borrow action then.
        let requestable: Bool
        switch entry.availability {
        case .available, .reserved, .onLoan: requestable = true
        case .lost, .notYetAdded: requestable = false
        }
        if let repo = settings.repoURL {
            if !requestable {
                // no borrow link
            } else if ForgeLinks.isGitHub(repo) {
                // The borrow issue form: the library's intake records the request, dated the day the member asks.
                values["borrow_url"] = ForgeLinks.borrowFormURL(repo: repo, book: book)
                values["borrow_form"] = true
            } else {
                // Elsewhere a new loan file; the page's script dates it the day the member clicks (data-built-on).
                values["borrow_url"] = ForgeLinks.newFileURL(repo: repo, branch: settings.repoBranch,
                                                        path: "content/loans/\(asOf.components.year)/\(asOf)-\(book.id)-your-member-id.json",
                                                        contents: ForgeLinks.loanRequest(book: book.id, on: asOf))
                values["built_on"] = asOf.description
            }
            values["edit_url"] = ForgeLinks.editURL(repo: repo, branch: settings.repoBranch, path: book.file)
            values["forge"] = ForgeLinks.name(repo)
            if requestable { values["borrow_hint"] = strings.format(ForgeLinks.isGitHub(repo) ? "borrow_form_hint" : "new_file_hint", ["forge": ForgeLinks.name(repo)]) }
        }
        return values
    }

    /// The owner as the site may name them: a member's shown name, or the library's name.
    func ownerName(_ owner: String) -> String {
        owner == Library.libraryID ? settings.name : library.member(owner)?.shownName ?? owner
    }

    /// schema.org `Book` JSON-LD, safe inside `<script>`: `<`, `>` and `&` are escaped.
    func jsonLD(_ entry: BookSummary) -> String {
        let book = entry.book
        let json = JSONWriter()
        json.object {
            json.field("@context") { json.string("https://schema.org") }
            json.field("@type") { json.string("Book") }
            json.field("name") { json.string(book.title) }
            json.field("author") {
                json.array(book.authors) { name in
                    json.object {
                        json.field("@type") { json.string("Person") }
                        json.field("name") { json.string(name) }
                    }
                }
            }
            if let isbn = book.isbn { json.field("isbn") { json.string(ISBN.normalized(isbn)) } }
            if let publisher = book.publisher {
                json.field("publisher") {
                    json.object {
                        json.field("@type") { json.string("Organization") }
                        json.field("name") { json.string(publisher) }
                    }
                }
            }
            if let year = book.year { json.field("datePublished") { json.string(String(year)) } }
            if let pages = book.pages { json.field("numberOfPages") { json.number(pages) } }
            if let language = book.language { json.field("inLanguage") { json.string(LanguageTag.bcp47(language) ?? language) } }
            if !book.genres.isEmpty { json.field("genre") { json.array(book.genres) { json.string($0) } } }
            if let base = settings.baseURL {
                json.field("url") { json.string(SiteAssembler.absolute(base, "books/\(book.id)/")) }
                if let cover = entry.coverRoute { json.field("image") { json.string(SiteAssembler.absolute(base, cover)) } }
            }
        }
        return Self.scriptSafe(json.output)
    }

    static func scriptSafe(_ json: String) -> String {
        guard json.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return json }
        return json.replacingScalars { scalar in
            switch scalar {
            case "&": "\\u0026"
            case "<": "\\u003c"
            case ">": "\\u003e"
            default: nil
            }
        }
    }

    /// A stable colour for a cover placeholder.
    static func hue(_ id: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % 360)
    }

    /// Up to two initials of a title, small words skipped: "The Great Gatsby" → "GG", "Wings of Fire" → "WF".
    static func initials(_ title: String) -> String {
        let small: Set<String> = ["the", "a", "an", "of", "and", "in", "on", "to", "for", "at", "by"]
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let significant = words.filter { !small.contains($0.lowercased()) }
        return String((significant.isEmpty ? words : significant).prefix(2).compactMap(\.first)).uppercased()
    }
}
