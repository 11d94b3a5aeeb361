import Foundation
import LibGenCore
import LibGenSupport

/// Stage: assemble. Decides every page of the site, its route and its typed
/// model (`PageModel`), from a validated library. Member contact details
/// (email, phone, flat) are never read here; owner and borrower names appear
/// only as `privacy` allows.
struct SiteAssembler {
    let result: CheckResult
    /// The library root, to locate cover images.
    let root: URL
    let catalog: BookCatalog

    /// Books on one page of a list: a phone scrolls it in a minute, and no page grows with the catalog.
    static let pageSize = 48
    /// Names on one page of the authors or genres index.
    static let indexPageSize = 300
    /// At most this many featured books on the home page, and this many recent arrivals.
    static let featuredCount = 12
    static let recentCount = 6
    /// `new/`: the books added in the last `newDays` days, or the `newAtLeast` newest when fewer.
    static let newDays = 60
    static let newAtLeast = 24
    /// Entries of `feed.xml`.
    static let feedCount = 30

    /// With `previous` (the last build of the same site), the catalogue's shelf is taken back when the books are the same.
    init(result: CheckResult, root: URL, reusing previous: SiteMemo? = nil) {
        self.result = result
        self.root = root
        library = result.library
        settings = result.library.settings
        catalog = BookCatalog(result: result, reusing: previous?.shelf, summaries: previous?.summaries, states: previous?.states)
    }

    /// Stored, not computed from `result`: pages read them once each, and a computed property
    /// would copy the whole library (retaining each of its arrays) every time.
    let library: Library
    let settings: LibrarySettings
    var asOf: Day { result.asOf }

    /// What turns this site's pages into template values, in the words of `strings`.
    func templateValues(_ strings: SiteStrings) -> TemplateValues { TemplateValues(result: result, catalog: catalog, strings: strings) }

    /// The library's language as a BCP 47 tag (`en` when it names none we know).
    var language: String { LanguageTag.bcp47(settings.language) ?? "en" }

    /// Every page and file of the site, sorted by path; with `previous` (the last build of the
    /// same site), what it worked out is taken back where it is the same (`SiteMemo`). Also
    /// returns what this build worked out.
    /// Without `previous`, a book's search filing is taken from `stored` when its summary's
    /// digest (`digests`) is the one stored with it.
    func assemble(reusing previous: SiteMemo?, stored: StoredFilings? = nil, digests: ModelDigests? = nil) -> (pages: [SitePage], memo: SiteMemo) {
        var pages = [SitePage]()
        func frame(_ path: String) -> PageFrame {
            // 404.html is served for any missing URL, at any depth: with base_url its links are
            // absolute (a <base> element would send "Skip to content" to the home page).
            let root = path == "404.html" ? settings.baseURL.map { Self.absolute($0, "") } ?? "" : SitePage.rootPrefix(for: path)
            return PageFrame(root: root, canonical: settings.baseURL.map { Self.absolute($0, SitePage.prettyPath(path)) })
        }
        func page(_ path: String, _ model: PageModel) { pages.append(SitePage(path, .page(model, frame(path)))) }
        let summaries = catalog.summaries
        // The books whose summaries are other objects than the last build's, when only a few books'
        // were worked out again (`BookCatalog.retold`): every other book shows the same summary.
        let changed = catalog.retold.flatMap { retold in
            previous.map { previous in Set(retold.lazy.filter { summaries[$0.id] !== previous.summaries[$0.id] }.map(\.id)) }
        }
        // An order of the same books as the last build's: its summaries with the changed ones
        // replaced (looking up 30,000 summaries took about 4 ms of each change).
        func order(_ ids: [String], last: [String]?, lastSummaries: [BookSummary]?) -> [BookSummary] {
            guard let changed, let last, var result = lastSummaries, result.count == ids.count, last == ids else { return ids.map { summaries[$0]! } }
            for place in result.indices where changed.contains(ids[place]) { result[place] = summaries[ids[place]]! }
            return result
        }
        let lastOrders = previous?.orders
        let byTitle = order(catalog.byTitle, last: previous?.shelf.byTitle, lastSummaries: lastOrders?.byTitle)
        let byAuthor = order(catalog.byAuthor, last: previous?.shelf.byAuthor, lastSummaries: lastOrders?.byAuthor)
        let newest = order(catalog.newest.map(\.id), last: previous?.shelf.newest.map(\.id), lastSummaries: lastOrders?.newest)
        // The search files read only the summaries: they are worked out on the other core
        // while this one makes the pages (each side took about 25 ms of a change at 10,000 books).
        let search = Background { [self] in
            let (filings, changed) = searchFilings(reusing: previous, stored: stored, digests: digests)
            let index = searchIndex(filings, changed: changed, reusing: previous)
            let (shards, files, lists) = searchShards(filings, changed: changed, reusing: previous)
            return (filings: filings, index: index, shards: shards, files: files, lists: lists)
        }
        let featured = BookList(books: Array(byTitle.filter(\.book.featured).prefix(Self.featuredCount)))
        let featuredIDs = Set(featured.books.map(\.id))
        for (order, books) in [(CatalogOrder.title, byTitle), (.author, byAuthor), (.newest, newest)] {
            for list in Self.paged(books, base: order.base, size: Self.pageSize) {
                guard order != .title || list.paging!.number > 1 else {
                    // The home page: the first page of the catalog, less the featured books shown above it.
                    var first = list
                    first.books.removeAll { featuredIDs.contains($0.id) }
                    first.listID = "catalog"
                    page("index.html", .home(description: plainDescription, counts: catalog.counts, featured: featured,
                                             recent: BookList(books: Array(newest.prefix(Self.recentCount))), catalog: first,
                                             genres: catalog.filterGenres,
                                             languages: catalog.filterLanguages))
                    continue
                }
                page(list.paging!.path, .catalog(list, order: order))
            }
        }
        // A book page showing the same summary (the same object) as the last build's, in a shelf of
        // the same books (by id: a book edited in place is at the same place) and with the same
        // base URL, is the last build's page: making 10,000 paths, frames and pages took about
        // 10 ms of each change.
        let keptBookPages = previous.flatMap { previous in
            previous.baseURL == settings.baseURL && previous.bookPages.count == catalog.pageBooks.count && previous.pageBooks.count == catalog.pageBooks.count
                && zip(previous.pageBooks, catalog.pageBooks).allSatisfy({ $0 === $1 || $0.id == $1.id }) ? previous.bookPages : nil
        }
        var bookPages: [SitePage]
        if let keptBookPages, let changed {
            bookPages = keptBookPages
            for (place, book) in catalog.pageBooks.enumerated() where changed.contains(book.id) {
                bookPages[place] = SitePage("books/\(book.id)/index.html", .page(.book(summaries[book.id]!), frame("books/\(book.id)/index.html")))
            }
            pages += bookPages
        } else {
            bookPages = []
            bookPages.reserveCapacity(catalog.pageBooks.count)
            for (place, book) in catalog.pageBooks.enumerated() {
                let summary = summaries[book.id]!
                if let kept = keptBookPages?[place], case .page(.book(let before), _) = kept.content, before === summary {
                    pages.append(kept)
                } else {
                    page("books/\(book.id)/index.html", .book(summary))
                }
                bookPages.append(pages[pages.count - 1])
            }
        }
        for (index, paging) in Self.pagings(catalog.authors.count, base: "authors/", size: Self.indexPageSize).enumerated() {
            let start = index * Self.indexPageSize
            page(paging.path, .authors(catalog.authors[start..<min(start + Self.indexPageSize, catalog.authors.count)].map(\.entry), paging))
        }
        // A group (an author's or a genre's books) with the same books as the last build's group at
        // its place, none of whose summaries changed, has the last build's pages: making the pages
        // of 3,000 groups took about 8 ms of each change at 10,000 books.
        let lastGroups = previous.flatMap { previous in
            previous.baseURL == settings.baseURL && previous.shelf.authors.count == catalog.authors.count
                && previous.shelf.genres.count == catalog.genres.count && previous.groupPages.count == catalog.authors.count + catalog.genres.count
                ? (groups: previous.shelf.authors + previous.shelf.genres, pages: previous.groupPages) : nil
        }
        var groupPages = [[SitePage]]()
        groupPages.reserveCapacity(catalog.authors.count + catalog.genres.count)
        func group(_ group: BookCatalog.Group, _ model: (BookList) -> PageModel) {
            let place = groupPages.count
            if let changed, let lastGroups, lastGroups.groups[place].base == group.base, lastGroups.groups[place].name == group.name,
               lastGroups.groups[place].books == group.books, !group.books.contains(where: changed.contains) {
                pages += lastGroups.pages[place]
                groupPages.append(lastGroups.pages[place])
                return
            }
            let start = pages.count
            for list in Self.paged(group.books.map { summaries[$0]! }, base: group.base, size: Self.pageSize) {
                page(list.paging!.path, model(list))
            }
            groupPages.append(Array(pages[start...]))
        }
        for author in catalog.authors {
            group(author) { .author(name: author.name, books: $0) }
        }
        for (index, paging) in Self.pagings(catalog.genres.count, base: "genres/", size: Self.indexPageSize).enumerated() {
            let start = index * Self.indexPageSize
            page(paging.path, .genres(catalog.genres[start..<min(start + Self.indexPageSize, catalog.genres.count)].map(\.entry), paging))
        }
        for genre in catalog.genres {
            group(genre) { .genre(name: genre.name, books: $0) }
        }
        for list in Self.paged(recentArrivals(newest), base: "new/", size: Self.pageSize) {
            page(list.paging!.path, .new(list))
        }
        page("search/index.html", .search(counts: catalog.counts, genres: catalog.filterGenres, languages: catalog.filterLanguages))
        for entry in library.pages {
            page("pages/\(entry.id)/index.html", .free(title: entry.title, body: entry.body))
        }
        if settings.privacy.publishReports { page("reports/index.html", reportsPage()) }
        page("404.html", .notFound)
        pages.append(SitePage("feed.xml", .page(feed(Array(catalog.newest.prefix(Self.feedCount))), PageFrame(root: "", canonical: nil))))
        // The sitemap lists the pages' paths: with the same paths and base URL, it is the last build's.
        let sitemapPaths = pages.map(\.path)
        if let last = previous?.sitemap, previous?.baseURL == settings.baseURL, last.paths == sitemapPaths {
            pages.append(last.page)
        } else {
            pages.append(SitePage("sitemap.xml", .page(.sitemap(sitemapURLs(pages)), PageFrame(root: "", canonical: nil))))
        }
        let sitemap = (paths: sitemapPaths, page: pages[pages.count - 1])
        let (filings, index, shards, searchFiles, searchLists) = search.wait()
        pages.append(SitePage("search.json", .data(index.data)))
        pages += shards
        for (source, route) in catalog.covers.sorted(by: { $0.value < $1.value }) {
            pages.append(SitePage(route, .copy(root.appendingPathComponent("content").appendingPathComponent(source))))
        }
        return (pages.sorted { $0.path < $1.path }, SiteMemo(shelf: catalog.shelf, summaries: catalog.summaries, states: (result.state, catalog.states),
                                                                 bookPages: bookPages, pageBooks: catalog.pageBooks, baseURL: settings.baseURL, filings: filings, searchFiles: searchFiles,
                                                                 searchLists: searchLists, searchIndex: index, groupPages: groupPages, facetShards: facetShards, sitemap: sitemap,
                                                                 orders: (byTitle, byAuthor, newest)))
    }

    /// `books` cut into pages of `size` (one empty page when there are none).
    static func paged(_ books: [BookSummary], base: String, size: Int) -> [BookList] {
        pagings(books.count, base: base, size: size).enumerated().map { index, paging in
            BookList(books: Array(books[index * size..<min(books.count, (index + 1) * size)]), paging: paging)
        }
    }

    static func pagings(_ count: Int, base: String, size: Int) -> [Paging] {
        let pages = max(1, (count + size - 1) / size)
        return (1...pages).map { Paging(number: $0, count: pages, base: base) }
    }

    /// What `new/` lists: the books of the last `newDays` days, at least the `newAtLeast` newest.
    func recentArrivals(_ newest: [BookSummary]) -> [BookSummary] {
        let since = asOf.adding(-Self.newDays)
        let recent = newest.prefix { $0.book.added > since }
        return recent.count >= Self.newAtLeast ? Array(recent) : Array(newest.prefix(Self.newAtLeast))
    }

    /// The description as plain text, for `<meta name="description">`.
    var plainDescription: String {
        guard let description = settings.description else { return settings.name }
        let text = description.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "_", with: "")
        let firstParagraph = text.components(separatedBy: "\n\n").first ?? text
        return String(firstParagraph.replacingOccurrences(of: "\n", with: " ").prefix(200))
    }

    /// `base` joined with a site-relative path, with exactly one slash between.
    static func absolute(_ base: String, _ path: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + path
    }
}
