import Foundation

/// Stage: assemble. Decides every page of the site, its route and the values
/// its template receives (docs/TEMPLATES.md lists them), from a validated
/// library. Member contact details (email, phone, flat) are never read here;
/// owner and borrower names appear only as `privacy` allows.
public struct SiteAssembler {
    public let result: CheckResult
    /// The library root, to locate cover images.
    public let root: URL
    let markdown = MarkdownRenderer.shared

    /// How many books `new/` and `feed.xml` list.
    static let newBooksCount = 30

    public init(result: CheckResult, root: URL) {
        self.result = result
        self.root = root
    }

    var library: Library { result.library }
    var settings: LibrarySettings { library.settings }
    var asOf: Day { result.asOf }

    /// Every page and file of the site, sorted by path.
    public func assemble() -> [SitePage] {
        let catalog = BookCatalog(result: result)
        let site = siteValues(catalog)
        var pages = [SitePage]()
        func page(_ path: String, _ template: String, _ values: [String: Any]) {
            var context = values
            context["site"] = site
            // 404.html is served for any missing URL, at any depth: with base_url its links are
            // absolute (a <base> element would send "Skip to content" to the home page).
            context["root"] = path == "404.html" ? settings.baseURL.map { Self.absolute($0, "") } ?? "" : SitePage.rootPrefix(for: path)
            context["as_of"] = asOf.description
            if let base = settings.baseURL { context["canonical"] = Self.absolute(base, SitePage.prettyPath(path)) }
            pages.append(SitePage(path, .template(template, context)))
        }
        let summaries = catalog.books.map { summary($0, catalog) }
        let summaryByID = Dictionary(uniqueKeysWithValues: zip(catalog.books.map(\.id), summaries))
        let ordered = catalog.books.map { ($0.featured ? 0 : 1, catalog.titleKeys[$0.id]!, $0.id, $0) }
            .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.3)
        let featured = ordered.filter(\.featured).map { summaryByID[$0.id]! }
        page("index.html", "index", [
            "nav_catalog": true,
            "description": plainDescription,
            "counts": catalog.counts,
            "has_featured": !featured.isEmpty,
            "featured_list": ["books": featured],
            "catalog": ["books": ordered.map { summaryByID[$0.id]! }, "list_id": "catalog"],
            "genres": catalog.genres.map { ["name": $0.name] },
        ])
        for book in catalog.books {
            // Built when the page is rendered, on any core: holding 10,000 of these at once is most of a build's memory.
            let summary = summaryByID[book.id]!
            page("books/\(book.id)/index.html", "book", ["book": SitePage.Deferred { details(book, catalog, summary) }])
        }
        page("authors/index.html", "authors", ["nav_authors": true, "authors": catalog.authors.map(\.values)])
        for author in catalog.authors {
            page(author.path, "author", ["nav_authors": true, "author": ["name": author.name], "books": author.books.map { summaryByID[$0]! }])
        }
        page("genres/index.html", "genres", ["nav_genres": true, "genres": catalog.genres.map(\.values)])
        for genre in catalog.genres {
            page(genre.path, "genre", ["nav_genres": true, "genre": ["name": genre.name], "books": genre.books.map { summaryByID[$0]! }])
        }
        let newest = Array(catalog.newest.prefix(Self.newBooksCount))
        page("new/index.html", "new", ["nav_new": true, "books": newest.map { summaryByID[$0.id]! }, "count": newest.count])
        for entry in library.pages {
            page("pages/\(entry.id)/index.html", "page", ["page": ["title": entry.title, "body_html": markdown.html(entry.body)]])
        }
        if settings.privacy.publishReports { page("reports/index.html", "reports", reportValues()) }
        page("404.html", "404", [:])
        pages.append(SitePage("feed.xml", .template("feed.xml", feedValues(newest, site: site))))
        pages.append(SitePage("sitemap.xml", .template("sitemap.xml", ["urls": sitemapURLs(pages)])))
        pages.append(SitePage("search.json", .data(searchIndex(catalog))))
        for (source, route) in catalog.covers.sorted(by: { $0.value < $1.value }) {
            pages.append(SitePage(route, .copy(root.appendingPathComponent("content").appendingPathComponent(source))))
        }
        return pages.sorted { $0.path < $1.path }
    }

    /// Values every template receives as `site`.
    func siteValues(_ catalog: BookCatalog) -> [String: Any] {
        let language = LanguageTag.bcp47(settings.language) ?? "en"
        var site: [String: Any] = ["name": settings.name, "language": language, "dir": LanguageTag.direction(language)]
        if let description = settings.description { site["description_html"] = markdown.html(description) }
        if let society = settings.society?.name { site["society"] = society }
        if let city = settings.society?.city { site["city"] = city }
        if let base = settings.baseURL { site["base_url"] = Self.absolute(base, "") }
        if let repo = settings.repoURL { site["repo_url"] = repo }
        site["pages"] = library.pages.map { ["title": $0.title, "url": "pages/\($0.id)/index.html"] }
        site["reports"] = settings.privacy.publishReports
        return site
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
