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
                      "nothing_due": strings.plural("reports_nothing_due", within),
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
            if let cover = entry.coverURL, let base = settings.baseURL,
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
        case .available, .passedOver: "available"
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
            "badge_html": badgeHTML(summary),
        ]
        if summary.waiting > 0 { values["badge_waiting"] = strings.plural("badge_waiting", summary.waiting) }
        if let cover = summary.coverURL { values["cover_url"] = cover }
        return values
    }

    func availability(_ summary: BookSummary) -> [String: Any] {
        var values: [String: Any] = ["status": summary.availability.status, "is_available": summary.availability.isFree]
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
        if summary.waiting > 0 {
            // A book that cannot be asked for: the count alone, no invitation.
            // Nor where those waiting are passed over: the page offers Borrow, not the queue.
            let invites = summary.availability.canBeAskedFor && summary.availability != .passedOver
            values["waiting_label"] = strings.plural(invites ? "waiting" : "badge_waiting", summary.waiting)
        }
        if settings.privacy.showBorrowers, let holder = summary.holder { values["holder"] = holder }
        return values
    }

    /// A stable colour for a cover placeholder.
    static func hue(_ id: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % 360)
    }

    /// Up to two initials of a title, small words skipped: "The Great Gatsby" → "GG", "Wings of Fire" → "WF".
    static func initials(_ title: String) -> String {
        var title = title
        if let ascii = title.withUTF8(asciiInitials) { return ascii }
        // Word by word, up to the second significant one (splitting the whole title and lowering
        // the case of every word was most of a card's values, for a title with one letter beyond ASCII).
        var significant = [Character](), any = [Character]()
        var word = Substring()
        var start = title.startIndex
        var index = title.startIndex
        func ended() {
            guard let first = word.first else { return }
            if any.count < 2 { any.append(first) }
            if word.count > 3 || !smallWords.contains(word.lowercased()) { significant.append(first) }
        }
        while index < title.endIndex && significant.count < 2 {
            let character = title[index]
            let next = title.index(after: index)
            // An ASCII character told by its byte (a property look-up for each was most of this walk).
            let isWordCharacter = if let ascii = character.asciiValue {
                (ascii | 0x20 >= UInt8(ascii: "a") && ascii | 0x20 <= UInt8(ascii: "z")) || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
            } else {
                character.isLetter || character.isNumber
            }
            if isWordCharacter {
                word = title[start..<next]
            } else {
                ended()
                word = Substring()
                start = next
            }
            index = next
        }
        if significant.count < 2 { ended() }
        return String(significant.isEmpty ? any : significant).uppercased()
    }

    private static let smallWords: Set<String> = ["the", "a", "an", "of", "and", "in", "on", "to", "for", "at", "by"]
    private static let smallWordBytes = smallWords.map { Array($0.utf8) }

    /// `initials` of an ASCII title, over its bytes (nil for any other): there the letters and
    /// numbers are a–z, A–Z and 0–9. Splitting into Characters, lowercasing and uppercasing were
    /// 1 % of a large build, for every book's card.
    private static func asciiInitials(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func isSmall(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            smallWordBytes.contains { small in small.count == word.count && zip(small, word).allSatisfy { $0 == $1 | 0x20 } }
        }
        var significant = [UInt8](), any = [UInt8]()
        var index = 0
        while index < bytes.count && significant.count < 2 {
            guard isWordByte(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count && isWordByte(bytes[index]) { index += 1 }
            let first = bytes[start] >= UInt8(ascii: "a") ? bytes[start] - 0x20 : bytes[start]
            if any.count < 2 { any.append(first) }
            if !isSmall(bytes[start..<index]) { significant.append(first) }
        }
        return String(decoding: significant.isEmpty ? any : significant, as: UTF8.self)
    }
}
