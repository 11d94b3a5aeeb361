import Foundation
import Synchronization
import Mustache
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
    /// Each book's `summary`, made once per build.
    let summaries = PerBookCache<ObjectIdentifier, [String: Any]>()
    /// `t` and `site` copied for each rendering thread (`ThreadCopies`).
    let perThread = ThreadCopies()
    /// The books' descriptions rendered ahead, when every book page will be (`describeAhead`).
    private(set) var describedAhead: DescribedAhead?
    /// The library's description as plain text: the meta description of pages without their own.
    let siteDescription: String
    /// `meta.locale`: the language as Open Graph writes it (`en_GB`).
    let locale: String
    /// The loan period in a sentence (`loanTerms(_:_:)`).
    let loanTerms: String
    /// About the library's forge (`repo_url`), worked out once: whether it is GitHub, its name,
    /// and what a book page's button does there (`borrow_hint`).
    let forge: (onGitHub: Bool, name: String, borrowHint: String)?

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
        // Lists of `[String: Any]`, as `CompiledTheme.Kind` tells them at once (a list of
        // `[String: String]` took swift-mustache's protocol casts for every name, on every page).
        site["pages"] = result.library.pages.map { ["title": $0.title, "url": "pages/\($0.id)/index.html"] as [String: Any] }
        site["reports"] = settings.privacy.publishReports
        self.site = site
        locale = language.replacingOccurrences(of: "-", with: "_")
        loanTerms = Self.loanTerms(settings, strings)
        forge = settings.repoURL.map { repo in
            let onGitHub = ForgeLinks.isGitHub(repo), name = ForgeLinks.name(repo)
            return (onGitHub, name, strings.format(onGitHub ? "borrow_form_hint" : "new_file_hint", ["forge": name]))
        }
        siteDescription = settings.description.map { MarkdownRenderer.shared.plainText($0, limit: Self.descriptionLimit) } ?? settings.name
    }

    /// Renders every shown book's description (its HTML and plain line) on a thread of its own
    /// from now, for a build that renders every book page: cmark-gfm parses one text at a time
    /// (`MarkdownRenderer`), and while the pages were rendered on both cores each core waited for
    /// the other's parse. This thread works while the rules run and the site is assembled, when a
    /// core is often idle, then keeps ahead of the pages. (`serve`, re-rendering a few pages,
    /// renders their descriptions as it goes.)
    mutating func describeAhead() {
        // In the order the book pages are rendered (by path: their ids).
        describedAhead = DescribedAhead(catalog.summaries.values.map(\.book).sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) },
                                        markdown: markdown)
    }

    /// Descriptions rendered ahead (`describeAhead`), each taken by the page that shows it. At
    /// most `limit` wait at a time (all 10,000 held at once were 24 MB more at the build's peak);
    /// a page that finds its description not there yet renders it itself, and the thread then
    /// skips that book. Freed (its thread told to stop) with the last page values holding it.
    final class DescribedAhead: Sendable {
        static let limit = 500
        typealias Description = (html: String, plain: String)

        /// What the thread and the pages share; by book object (a page's summary holds the same
        /// `Book` the thread was given, and the thread's list keeps each alive). A condition, not a
        /// counting semaphore: a build that stops early (the library has errors) drops the values
        /// with descriptions still waiting, and libdispatch traps when a semaphore is freed below
        /// the count it was made with.
        private final class Shared: @unchecked Sendable {
            /// Guards the three below; the thread waits on it for room, pages signal it as they take.
            let condition = NSCondition()
            var ready = [ObjectIdentifier: Description]()
            var taken = Set<ObjectIdentifier>()
            var stopped = false
        }
        private let shared = Shared()

        init(_ books: [Book], markdown: MarkdownRenderer) {
            let shared = shared
            Thread.detachNewThread {
                for book in books {
                    let id = ObjectIdentifier(book)
                    shared.condition.lock()
                    while !shared.stopped && shared.ready.count >= DescribedAhead.limit { shared.condition.wait() }
                    // Once stopped, nothing more; a book whose page rendered its own is skipped.
                    let (stopped, skipped) = (shared.stopped, shared.taken.contains(id))
                    shared.condition.unlock()
                    if stopped { return }
                    if skipped { continue }
                    let described = markdown.htmlAndPlainLine(book.body)
                    shared.condition.withLock {
                        if !shared.stopped, !shared.taken.contains(id) { shared.ready[id] = described }
                    }
                }
            }
        }

        deinit {
            shared.condition.withLock {
                shared.stopped = true
                shared.condition.broadcast()
            }
        }

        /// The description of `summary`'s book, taken; nil when the thread has not got to it (it
        /// then never will).
        func take(_ summary: BookSummary) -> Description? {
            let id = ObjectIdentifier(summary.book)
            return shared.condition.withLock {
                if let described = shared.ready.removeValue(forKey: id) {
                    shared.condition.signal()
                    return described
                }
                shared.taken.insert(id)
                return nil
            }
        }
    }

    /// A meta description's length: what link previews show.
    static let descriptionLimit = 200

    /// The values `page`'s template is rendered with; `card` gives a book as a list on this page
    /// shows it (`cardValues`).
    func values(_ page: PageModel, _ frame: PageFrame, card: (BookSummary) -> CardValues) -> [String: Any] {
        func cards(_ list: BookList) -> [String: Any] {
            var values: [String: Any] = ["books": list.books.map(card)]
            if let id = list.listID { values["list_id"] = id }
            return values
        }
        var values: [String: Any]
        // A book page's description as one plain line: its meta description and JSON-LD both cut it.
        var plain: String?
        switch page {
        case .home(let description, let counts, let featured, let recent, let catalog, let genres, let languages):
            values = ["nav_catalog": true, "description": description, "counts": counts, "has_featured": !featured.books.isEmpty,
                      "featured_list": cards(featured), "has_recent": !recent.books.isEmpty, "recent_list": cards(recent),
                      "catalog": cards(catalog), "sorts": sorts(.title)].merging(searchForm(counts, genres, languages)) { $1 }
            if let paging = catalog.paging { values["paging"] = self.paging(paging) }
        case .catalog(let books, let order):
            values = cards(books).merging(["nav_catalog": true, "sorts": sorts(order),
                                           "heading": order == .author ? strings["by_author_title"] : strings["catalog"]]) { $1 }
        case .book(let book):
            let (html, line) = describedAhead?.take(book) ?? markdown.htmlAndPlainLine(book.book.body)
            plain = line
            values = ["book": details(book, plain: line, html: html, card: card)]
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
        case .search(let counts, let genres, let languages):
            values = searchForm(counts, genres, languages)
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
                 "authors": entry.authors.map { ["name": $0] as [String: Any] }, "summary_html": markdown.html(entry.summary)]
            }]
        case .sitemap(let urls):
            return ["urls": urls.map { ["loc": $0] as [String: Any] }]
        }
        if let paging = page.bookLists.last?.paging, values["paging"] == nil { values["paging"] = self.paging(paging) }
        values["meta"] = meta(page, frame, plain: plain)
        let shared = perThread.values(words, site)
        values["t"] = shared.words
        values["site"] = shared.site
        values["root"] = frame.root
        values["as_of"] = asOf.description
        if let canonical = frame.canonical { values["canonical"] = canonical }
        return values
    }

    /// `meta`: what a link preview shows (meta description and Open Graph): `title`,
    /// `description`, `type` (`book` or `website`), `locale`, and for a book with a raster
    /// cover and a `base_url`, `image` (absolute) and `image_alt`.
    func meta(_ page: PageModel, _ frame: PageFrame, plain: String? = nil) -> [String: Any] {
        var values: [String: Any] = ["type": "website", "locale": locale,
                                     "description": siteDescription, "title": settings.name]
        switch page {
        case .book(let entry):
            let book = entry.book
            values["type"] = "book"
            values["title"] = book.authors.isEmpty ? book.title : "\(book.title) — \(book.authors.joined(separator: ", "))"
            let text = MarkdownRenderer.shorten(plain ?? markdown.plainLine(book.body), limit: Self.descriptionLimit)
            values["description"] = strings.format(availabilityKey(entry), ["date": entry.availability.day.map(strings.date) ?? ""])
                + (text.isEmpty ? "" : " · " + text)
            if let cover = entry.coverRoute, let base = settings.baseURL,
               ["jpg", "jpeg", "png", "webp", "gif"].contains((cover as NSString).pathExtension.lowercased()) {
                values["image"] = SiteAssembler.absolute(base, cover)
                values["image_alt"] = strings.format("cover_of", ["title": book.title])
            }
        case .author(let name, _), .genre(let name, _): values["title"] = "\(name) · \(settings.name)"
        case .free(let title, let body):
            values["title"] = "\(title) · \(settings.name)"
            let text = markdown.plainText(body, limit: Self.descriptionLimit)
            if !text.isEmpty { values["description"] = text }
        case .search: values["title"] = "\(strings["search_title"]) · \(settings.name)"
        case .new: values["title"] = "\(strings["new_title"]) · \(settings.name)"
        case .authors: values["title"] = "\(strings["authors_title"]) · \(settings.name)"
        case .genres: values["title"] = "\(strings["genres_title"]) · \(settings.name)"
        case .catalog(_, let order): values["title"] = "\(strings[order == .author ? "by_author_title" : "catalog"]) · \(settings.name)"
        case .reports: values["title"] = "\(strings["reports_title"]) · \(settings.name)"
        case .notFound: values["title"] = "\(strings["not_found_title"]) · \(settings.name)"
        case .home, .feed, .sitemap: break
        }
        return values
    }

    /// The key of a book's availability sentence (its day is `Availability.day`).
    func availabilityKey(_ summary: BookSummary) -> String {
        switch summary.availability {
        case .available: "available"
        case .reserved: "reserved"
        case .onLoan(.overdue): "overdue"
        case .onLoan(.dueToday): "due_today"
        case .onLoan: "on_loan"
        case .lost: "missing"
        case .notYetAdded: "not_yet_added"
        }
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
    /// A search filter's option: `name` (the value), `label` (a language by its name in the site's
    /// language), `count` (books in the whole catalog), `shard` (its index files).
    func facet(_ facet: Facet, label: String? = nil) -> [String: Any] {
        ["name": facet.name, "label": label ?? facet.name, "count": facet.count, "shard": facet.shard]
    }

    /// What the search form (`search-form` partial) shows: the filters and the words search.js
    /// writes results with.
    func searchForm(_ counts: [String: Int], _ genres: [Facet], _ languages: [Facet]) -> [String: Any] {
        let badges = Availability.badgeKeys.mapValues { strings[$0] }.merging([
            "waiting_one": strings["badge_waiting_one"], "waiting_other": strings["badge_waiting_other"],
            "date": strings["date_short"], "months": strings.monthNames.joined(separator: "|"),
            "plural_one": strings.zeroIsOne ? "0,1" : "1",
        ]) { $1 }
        return ["counts": counts, "genres": genres.map { facet($0) }, "languages": languages.map { facet($0, label: languageName($0.name)) },
                "has_languages": languages.count > 1, "badges_json": "{" + badges.sorted { $0.key < $1.key }.map { JSONWriter.quote($0.key) + ":" + JSONWriter.quote($0.value) }.joined(separator: ",") + "}"]
    }

    func sorts(_ current: CatalogOrder) -> [[String: Any]] {
        CatalogOrder.allCases.map { order in
            ["label": strings[order.stringKey], "url": order.base + "index.html", "current": order == current]
        }
    }

    /// What a book list entry shows (the `book-list` partial).
    /// What a list shows of a book (`books` of a list; `more`): the same on every page, so made once.
    func summary(_ summary: BookSummary) -> [String: Any] {
        summaries.value(for: summary, key: ObjectIdentifier(summary)) { makeSummary(summary) }
    }

    private func makeSummary(_ summary: BookSummary) -> [String: Any] {
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
            "first_author": book.authors.first ?? "",
            "badge": badge(summary),
        ]
        if summary.waiting > 0 { values["badge_waiting"] = strings.plural("badge_waiting", summary.waiting) }
        if let cover = summary.coverRoute { values["cover_url"] = cover }
        return values
    }

    func availability(_ summary: BookSummary) -> [String: Any] {
        var values: [String: Any] = ["status": summary.availability.status, "is_available": summary.availability == .available]
        let key = availabilityKey(summary)
        let day = summary.availability.day
        values["label"] = strings.format(key, ["date": day.map(strings.date) ?? ""])
        values["label_html"] = strings.html(key, date: day)
        if case .onLoan(let stage) = summary.availability {
            // Overdue as check says it (LibraryState.dueState): a member then knows it may be a while.
            values["due"] = stage.due.description
            values["due_text"] = strings.date(stage.due)
            values["is_overdue"] = stage.isOverdue
        }
        if summary.waiting > 0 { values["waiting_label"] = strings.plural("waiting", summary.waiting) }
        if settings.privacy.showBorrowers, let holder = summary.holder { values["holder"] = holder }
        return values
    }

    /// What a book page shows (the `book` template's `book`).
    func details(_ entry: BookSummary, plain: String, html description: String, card: (BookSummary) -> CardValues) -> [String: Any] {
        let book = entry.book
        var values = summary(entry)
        // Room for the 30-odd keys added below at once: the summary's copy grew twice, every key hashed again each time.
        values.reserveCapacity(values.count + 32)
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
        if settings.privacy.showOwners {
            values["owner_name"] = ownerName(book.owner.value)
            values["owner_html"] = strings.html("owner", ["name": ownerName(book.owner.value)], strong: true)
        }
        if settings.privacy.showBorrowers, let holder = entry.holder, case .onLoan = entry.availability {
            values["holder_name"] = holder
            values["holder_html"] = strings.html("holder", ["name": holder], strong: true)
        }
        if !description.isEmpty { values["description_html"] = description }
        values["jsonld"] = jsonLD(entry, plain: plain)
        if let language = book.language { values["language_name"] = languageName(language) }
        if let condition = book.condition { values["condition"] = strings["condition_" + condition] }
        values["terms"] = loanTerms
        values["collect"] = collect(book)
        values["more"] = more(book, card: card)
        values.merge(actions(entry)) { $1 }
        return values
    }

    /// The short badge a card shows: "Available", "Due 4 Dec", "Due today", "Overdue", "Reserved".
    func badge(_ summary: BookSummary) -> String {
        strings.format(Availability.badgeKeys[summary.availability.badge]!, ["date": summary.availability.day.map(strings.shortDate) ?? ""])
    }

    /// A book's language by name in the library's language ("anglais" for English on a French
    /// site), as written when the strings tables do not know it.
    func languageName(_ written: String) -> String {
        guard let tag = LanguageTag.bcp47(written), let primary = tag.split(separator: "-").first,
              let name = strings.values["language_" + primary] else { return written }
        return name
    }

    /// The loan period in a sentence.
    static func loanTerms(_ settings: LibrarySettings, _ strings: SiteStrings) -> String {
        let policy = LendingRules(settings)
        let days = ["days": String(policy.loanDays)]
        let key = policy.maxRenewals == 0 ? "loan_terms_none" : policy.maxRenewals == 1 ? "loan_terms_one" : "loan_terms_other"
        return strings.format(key, days.merging(["count": String(policy.maxRenewals)]) { $1 })
    }

    /// Where a member collects the book: its owner (named when `show_owners`), or the library's shelf.
    func collect(_ book: Book) -> String {
        if book.owner.value == Library.libraryID { return strings["collect_from_library"] }
        guard settings.privacy.showOwners else { return strings["collect_from_owner"] }
        return strings.format("collect_from", ["name": ownerName(book.owner.value)])
    }

    /// Up to `moreCount` other books by the first author, and as many in the first genre.
    static let moreCount = 6

    func more(_ book: Book, card: (BookSummary) -> CardValues) -> [[String: Any]] {
        catalog.more(for: book, count: Self.moreCount).map { section in
            ["heading": strings.format(section.key, ["name": section.group.name]), "url": section.group.path,
             "books": section.ids.compactMap { catalog.summaries[$0] }.map(card)]
        }
    }

    /// A book as a list shows it (`books[]`): its summary and `card_html`, its `book-card`
    /// rendered for the page's folder depth (`html`: the renderer renders it once per book and
    /// depth, however many pages show it).
    func cardValues(_ book: BookSummary, html: CardValues.HTML) -> CardValues {
        CardValues(summary: summary(book), html: html)
    }

    /// What a book page offers (CLI.md): the action its state allows — Borrow, Join the
    /// waiting list (N ahead), or none with the reason —, Renew and Return for a book that is
    /// out, the library desk for members without a forge account, and "Suggest an edit".
    func actions(_ entry: BookSummary) -> [String: Any] {
        let book = entry.book
        var values = [String: Any]()
        let requestable: Bool
        switch entry.availability {
        case .available:
            requestable = true
            values["action_label"] = strings["borrow"]
        case .reserved, .onLoan:
            requestable = true
            values["action_label"] = entry.waiting == 0 ? strings["join_queue_first"] : strings.plural("join_queue", entry.waiting)
            values["joins_queue"] = true
            values["queue_hint"] = strings[entry.availability == .reserved ? "queue_hint_reserved" : "queue_hint"]
        case .lost:
            requestable = false
            values["no_action"] = strings["no_action_lost"]
        case .notYetAdded(let day):
            requestable = false
            values["no_action"] = strings.format("no_action_coming", ["date": strings.date(day)])
        }
        if let repo = settings.repoURL, let forge {
            if requestable && forge.onGitHub {
                // The borrow issue form: the library's intake records the request, dated the day the member asks.
                values["borrow_url"] = ForgeLinks.formURL(.borrow, repo: repo, book: book)
                values["borrow_form"] = true
            } else if requestable {
                // Elsewhere a new loan file; the page's script dates it the day the member clicks (data-built-on).
                values["borrow_url"] = ForgeLinks.newFileURL(repo: repo, branch: settings.repoBranch,
                                                        path: "content/loans/\(asOf.components.year)/\(asOf)-\(book.id)-your-member-id.json",
                                                        contents: ForgeLinks.loanRequest(book: book.id, on: asOf))
                values["built_on"] = asOf.description
            }
            if case .onLoan = entry.availability, forge.onGitHub {
                values["renew_url"] = ForgeLinks.formURL(.renew, repo: repo, book: book)
                values["return_url"] = ForgeLinks.formURL(.return, repo: repo, book: book)
            }
            values["edit_url"] = ForgeLinks.editURL(repo: repo, branch: settings.repoBranch, path: book.file)
            values["forge"] = forge.name
            if requestable { values["borrow_hint"] = forge.borrowHint }
        }
        if requestable, let desk = settings.forge.desk { values["desk"] = deskValues(desk, entry) }
        return values
    }

    /// The library desk's links for a book: a `mailto:` with a subject and a message naming
    /// the book, a WhatsApp link (wa.me) with the same message, and the desk's note.
    func deskValues(_ desk: ForgeSettings.Desk, _ entry: BookSummary) -> [String: Any] {
        let book = entry.book
        let address = settings.baseURL.map { SiteAssembler.absolute($0, "books/\(book.id)/") } ?? book.id
        let arguments = ["title": book.title, "author": book.authors.first ?? "", "url": address]
        let message = strings.format(entry.availability == .available ? "desk_message" : "desk_message_queue", arguments)
        var values: [String: Any] = ["heading": strings["desk_heading"], "intro": strings["desk_intro"]]
        if let email = desk.email {
            // RFC 6068: spaces as %20 (a `+` would stay a plus in a mail client).
            values["email_url"] = "mailto:\(email)?subject=\(ForgeLinks.encodeQuery(strings.format("desk_subject", arguments)))&body=\(ForgeLinks.encodeQuery(message))"
            values["email"] = email
        }
        if let number = desk.whatsapp {
            // wa.me takes the number in international form with digits only.
            values["whatsapp_url"] = "https://wa.me/\(number.filter(\.isASCII).filter(\.isNumber))?text=\(ForgeLinks.encodeQuery(message))"
        }
        if let note = desk.note { values["note_html"] = markdown.html(note) }
        return values
    }

    /// The owner as the site may name them: a member's shown name, or the library's name.
    func ownerName(_ owner: String) -> String {
        library.ownerName(owner, theLibrary: settings.name)
    }

    /// schema.org `Book` JSON-LD, safe inside `<script>`: `<`, `>` and `&` are escaped.
    func jsonLD(_ entry: BookSummary, plain: String) -> String {
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
            let description = MarkdownRenderer.shorten(plain, limit: 500)
            if !description.isEmpty { json.field("description") { json.string(description) } }
            // Whether a member can have it now, as schema.org says of an offer: on the shelf
            // (InStock), out until its due day (OutOfStock, availabilityStarts), kept for the next
            // in the queue (LimitedAvailability), missing (Discontinued), not yet added (PreOrder).
            json.field("offers") {
                json.object {
                    json.field("@type") { json.string("Offer") }
                    json.field("price") { json.string("0") }
                    let availability: String
                    switch entry.availability {
                    case .available: availability = "InStock"
                    case .reserved: availability = "LimitedAvailability"
                    case .onLoan: availability = "OutOfStock"
                    case .lost: availability = "Discontinued"
                    case .notYetAdded: availability = "PreOrder"
                    }
                    json.field("availability") { json.string("https://schema.org/" + availability) }
                    if let day = entry.availability.day { json.field("availabilityStarts") { json.string(day.description) } }
                    if let base = settings.baseURL { json.field("url") { json.string(SiteAssembler.absolute(base, "books/\(book.id)/")) } }
                }
            }
            if let base = settings.baseURL {
                json.field("url") { json.string(SiteAssembler.absolute(base, "books/\(book.id)/")) }
                if let cover = entry.coverRoute { json.field("image") { json.string(SiteAssembler.absolute(base, cover)) } }
            }
        }
        return Self.scriptSafe(json.output)
    }

    static func scriptSafe(_ json: String) -> String {
        func unsafe(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") }
        // Through the string's own storage: a loop over `utf8`'s index was 1.4 % of the pages' samples.
        guard json.utf8.withContiguousStorageIfAvailable({ $0.contains(where: unsafe) }) ?? json.utf8.contains(where: unsafe) else { return json }
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

/// A book in a list (`books[]`): its summary's values and its rendered card as `card_html`.
/// Templates see it as they would a dictionary holding both (swift-mustache through
/// `MustacheParent`, `CompiledTheme` by its type); a dictionary would be the summary's copied
/// to add the card, 190,000 copies in a build of 10,000 books.
struct CardValues: MustacheParent, @unchecked Sendable {
    let summary: [String: Any]
    let html: HTML

    /// The card: its text, or (`CompiledTheme`) the book's one rendering and the page's `root`
    /// for its holes, written straight into the page.
    enum HTML {
        case text(String)
        case spliced(CompiledTheme.Filled)
    }

    func child(named name: String) -> Any? {
        guard name == "card_html" else { return summary[name] }
        switch html {
        case .text(let text): return text
        case .spliced(let filled): return filled.text.text(filled.value)
        }
    }

    /// `child(named:)` as `CompiledTheme` takes it: a spliced card as it is.
    func compiledChild(named name: String) -> Any? {
        guard name == "card_html", case .spliced(let filled) = html else { return child(named: name) }
        return filled
    }
}

/// `t` and `site` as a rendering thread's own copies, made the first time that thread asks.
///
/// Every page reads some 40 words and names from them, and each read retains the dictionary
/// and the string it finds, then releases them: with one copy shared by both rendering
/// threads, each of those reference counts was written by both cores in turn, and an atomic
/// increment of a cache line the other core holds costs tens of times an uncontended one.
/// The copies are deep (new dictionary storage, new string storage), so no count is shared.
final class ThreadCopies: Sendable {
    private let copies = Mutex<[UInt: (words: Box, site: Box)]>([:])

    /// A dictionary of `Any` values handed between threads under the lock; never changed once made.
    final class Box: @unchecked Sendable {
        let values: [String: Any]
        init(_ values: [String: Any]) { self.values = values }
    }

    func values(_ words: [String: Any], _ site: [String: Any]) -> (words: [String: Any], site: [String: Any]) {
        let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
        if let copy = copies.withLock({ $0[thread] }) { return (copy.words.values, copy.site.values) }
        let copy = (words: Box(Self.deepCopy(words)), site: Box(Self.deepCopy(site)))
        copies.withLock { $0[thread] = copy }
        return (copy.words.values, copy.site.values)
    }

    /// New storage for the dictionary, its keys, and every string, dictionary and array of them in it.
    static func deepCopy(_ value: Any) -> Any {
        switch value {
        case let text as String: copied(text)
        case let values as [String: Any]: deepCopy(values)
        case let list as [[String: Any]]: list.map { deepCopy($0) }
        case let list as [Any]: list.map { deepCopy($0) }
        default: value
        }
    }

    static func deepCopy(_ values: [String: Any]) -> [String: Any] {
        var copy = [String: Any](minimumCapacity: values.count)
        for (key, value) in values { copy[copied(key)] = deepCopy(value) }
        return copy
    }

    /// The same text in new storage.
    private static func copied(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
}

/// Values made once per book (and folder depth) and shared by the rendering threads: each
/// book's list values (`TemplateValues.summary`, by summary object) and its rendered cards
/// (`SiteRenderer.CardCache`). In 16 parts, each with its own lock, chosen by the key's hash:
/// the threads ask 130,000 times in a build, and with one lock they waited for each other in the
/// kernel. Each value is kept with the summary it was made from and given only for that same
/// summary object (the reference also keeps it alive, so no other summary can take its address).
///
/// `@unchecked Sendable`: each part's entries are read and written under its lock only, and a
/// value (values for templates, not `Sendable`) is never changed once made.
final class PerBookCache<Key: Hashable, Value>: @unchecked Sendable {
    private final class Part {
        let lock = NSLock()
        var entries = [Key: (summary: BookSummary, value: Value)]()
    }
    private let parts: [Part] = (0..<16).map { _ in Part() }

    private func part(_ key: Key) -> Part { parts[Int(UInt(bitPattern: key.hashValue) % UInt(parts.count))] }

    /// The value for `book` under `key`, made by `make` the first time (outside the lock: two
    /// threads may both make it, and both get equal values).
    func value(for book: BookSummary, key: Key, make: () -> Value) -> Value {
        let part = part(key)
        if let value = part.lock.withLock({ part.entries[key].flatMap { $0.summary === book ? $0.value : nil } }) { return value }
        let value = make()
        part.lock.withLock { part.entries[key] = (book, value) }
        return value
    }

    /// Moves `other`'s values here, leaving it empty (a cache: it makes again what it is asked
    /// for). Moved rather than shared: the first value added to a shared dictionary copied all
    /// 30,000 of them, under the lock.
    func take(_ other: PerBookCache) {
        for (part, from) in zip(parts, other.parts) {
            let taken = from.lock.withLock {
                defer { from.entries = [:] }
                return from.entries
            }
            part.lock.withLock { part.entries = taken }
        }
    }
}
