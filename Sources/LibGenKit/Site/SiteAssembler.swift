import Foundation

/// Stage: assemble. Decides every page of the site, its route and its typed
/// model (`PageModel`), from a validated library. Member contact details
/// (email, phone, flat) are never read here; owner and borrower names appear
/// only as `privacy` allows.
struct SiteAssembler {
    let result: CheckResult
    /// The library root, to locate cover images.
    let root: URL
    let catalog: BookCatalog

    /// How many books `new/` and `feed.xml` list.
    static let newBooksCount = 30

    init(result: CheckResult, root: URL) {
        self.result = result
        self.root = root
        catalog = BookCatalog(result: result)
    }

    var library: Library { result.library }
    var settings: LibrarySettings { library.settings }
    var asOf: Day { result.asOf }

    /// What turns this site's pages into template values.
    var templateValues: TemplateValues { TemplateValues(result: result, catalog: catalog) }

    /// Every page and file of the site, sorted by path.
    func assemble() -> [SitePage] {
        var pages = [SitePage]()
        func page(_ path: String, _ model: PageModel) {
            // 404.html is served for any missing URL, at any depth: with base_url its links are
            // absolute (a <base> element would send "Skip to content" to the home page).
            let root = path == "404.html" ? settings.baseURL.map { Self.absolute($0, "") } ?? "" : SitePage.rootPrefix(for: path)
            let canonical = settings.baseURL.map { Self.absolute($0, SitePage.prettyPath(path)) }
            pages.append(SitePage(path, .page(model, PageFrame(root: root, canonical: canonical))))
        }
        let summaries = catalog.summaries
        let ordered = catalog.books.map { ($0.featured ? 0 : 1, catalog.titleKeys[$0.id]!, $0.id, $0) }
            .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map { summaries[$0.3.id]! }
        page("index.html", .home(description: plainDescription, counts: catalog.counts,
                                 featured: BookList(books: ordered.filter(\.book.featured)),
                                 catalog: BookList(books: ordered, listID: "catalog"),
                                 genres: catalog.genres.map(\.name)))
        for book in catalog.books {
            page("books/\(book.id)/index.html", .book(summaries[book.id]!))
        }
        page("authors/index.html", .authors(catalog.authors.map(\.entry)))
        for author in catalog.authors {
            page(author.path, .author(name: author.name, books: BookList(books: author.books.map { summaries[$0]! })))
        }
        page("genres/index.html", .genres(catalog.genres.map(\.entry)))
        for genre in catalog.genres {
            page(genre.path, .genre(name: genre.name, books: BookList(books: genre.books.map { summaries[$0]! })))
        }
        let newest = Array(catalog.newest.prefix(Self.newBooksCount))
        page("new/index.html", .new(BookList(books: newest.map { summaries[$0.id]! })))
        for entry in library.pages {
            page("pages/\(entry.id)/index.html", .free(title: entry.title, body: entry.body))
        }
        if settings.privacy.publishReports { page("reports/index.html", reportsPage()) }
        page("404.html", .notFound)
        pages.append(SitePage("feed.xml", .page(feed(newest), PageFrame(root: "", canonical: nil))))
        pages.append(SitePage("sitemap.xml", .page(.sitemap(sitemapURLs(pages)), PageFrame(root: "", canonical: nil))))
        pages.append(SitePage("search.json", .data(searchIndex())))
        for (source, route) in catalog.covers.sorted(by: { $0.value < $1.value }) {
            pages.append(SitePage(route, .copy(root.appendingPathComponent("content").appendingPathComponent(source))))
        }
        return pages.sorted { $0.path < $1.path }
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
