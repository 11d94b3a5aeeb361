import Foundation
import LibGenCore
import LibGenSupport

/// The fingerprint of each page's typed model (`PageModel`, `PageFrame`) and its template: what
/// a build compares with the previous build's to decide which pages to render. Computed from
/// the models alone — no template values, no Markdown — so an unchanged page costs a few
/// hashes.
///
/// What a page shows is its model plus what every page shares, so the fingerprint is:
/// - the site's part, the same for every page: the binary, every template and the theme's
///   strings, the `site` values, the as-of day, `content/library.json` as written (every
///   setting), and the author and genre slugs (their URLs);
/// - the page's model, each book in it by its summary's digest: the book file's decoded fields
///   and text, its state (availability, holder, waiting count) and cover route;
/// - for a book page, what the model names and the page looks up: the owner's shown name and
///   the "More by…" and "More in…" lists (`BookCatalog.more`, as the page shows them): each
///   group's name and URL and the summary digests of the books listed.
/// `ParseCacheTests`' differential test rebuilds in place after random edits and compares with a
/// full build file for file.
struct ModelDigests: Sendable {
    let site: [UInt8]
    private let summaries: [String: [UInt8]]
    private let catalog: BookCatalog
    private let owners: [String: String]
    /// The last build's page fingerprints, when its book pages' can be kept (the same site part).
    private let keptPages: [String: [UInt8]]?
    /// The books whose page's fingerprint is worked out again all the same (`keptPages`).
    private let changedPages: Set<String>

    /// With `previous` (the last build's, in `serve`), a book whose summary is the same
    /// (`BookSummary.same`) keeps its digest; with `pages` as well (the last build's page
    /// fingerprints), a book page none of whose parts changed keeps its fingerprint.
    init(catalog: BookCatalog, values: TemplateValues, theme: Theme, root: URL, asOf: Day, reusing previous: ModelDigests? = nil,
         pages: [String: [UInt8]]? = nil) {
        var site = FingerprintBytes(capacity: 1 << 16)
        site.add(ParseCache.binaryIdentity)
        site.add(value: theme.templates)
        site.add(value: ["site": values.site, "t": values.words])
        site.add(asOf.description)
        site.bytes += FileIO.readBytes(root.appendingPathComponent("content/library.json").path) ?? []
        site.add(value: catalog.authorSlugs)
        site.add(value: catalog.genreSlugs)
        self.site = ContentDigest.sha1(site.bytes)
        self.catalog = catalog
        @Sendable func digest(_ book: Book) -> [UInt8] {
            let summary = catalog.summaries[book.id]!
            if let previous, let before = previous.catalog.summaries[book.id], before.same(as: summary), let digest = previous.summaries[book.id] {
                return digest
            }
            var writer = CacheWriter(capacity: 1024)
            writer.string(book.id)
            writer.string(book.file)
            writer.record(book.record)
            writer.string(book.body)
            writer.varint(book.bodyLine)
            writer.string("\(summary.availability)")
            writer.string(summary.holder ?? "\u{0}")
            writer.varint(summary.waiting)
            writer.string(summary.coverRoute ?? "\u{0}")
            writer.varint(summary.ownerLeft ? 1 : 0)
            return ContentDigest.sha1(writer.bytes)
        }
        // With the same site part (the same settings, so owners are named the same way) and only a
        // few books' summaries worked out again (`BookCatalog.retold`), the last build's digests and
        // owners' names are taken back and those books' written in.
        let books = catalog.pageBooks
        let retold = previous != nil && previous!.site == self.site ? catalog.retold : nil
        if let previous, let retold {
            var (summaries, owners) = (previous.summaries, previous.owners)
            for book in retold {
                let shown = catalog.summaries[book.id] != nil
                summaries[book.id] = shown ? digest(book) : nil
                owners[book.id] = catalog.summaries[book.id].map { values.ownerName($0.owner) }
            }
            (self.summaries, self.owners) = (summaries, owners)
        } else {
            let all = Parallel.map(books, chunkSize: 256) { digest($0) }
            summaries = Dictionary(uniqueKeysWithValues: zip(books.map(\.id), all))
            owners = Dictionary(uniqueKeysWithValues: books.map { ($0.id, values.ownerName(catalog.summaries[$0.id]?.owner ?? $0.owner.value)) })
        }
        guard let previous, let pages, previous.site == self.site else {
            (keptPages, changedPages) = (nil, [])
            return
        }
        // A book page's fingerprint is of the site part, its book's summary digest, its owner's
        // name and the "More by…" and "More in…" sections. A section lists books among the first
        // 2 × moreCount + 1 of its group (the page's own book and the "More by…" books are left
        // out of "More in…"), so with the same site part (the same authors and genres) a page
        // changes only when its book's digest or owner's name does, when the first books of one
        // of its groups are others or in another order (a title edited or a book added), or when
        // the digest of one of those first books does.
        let listed = 2 * TemplateValues.moreCount + 1
        var changed = Set<String>()
        if !previous.catalog.shelf.holds(catalog.books) {
            for group in catalog.authors + catalog.genres {
                let before = group.folder == "authors" ? previous.catalog.author(named: group.name) : previous.catalog.genre(named: group.name)
                if before.map({ !$0.books.prefix(listed).elementsEqual(group.books.prefix(listed)) }) ?? true { changed.formUnion(group.books) }
            }
        }
        // A book not yet added is in no group, so no group's change above marks its page, whose
        // sections list the groups' books: those few pages are always worked out again.
        for book in books where !catalog.isListed(book.id) { changed.insert(book.id) }
        for book in retold ?? books {
            guard let digest = summaries[book.id] else { continue }
            if owners[book.id] != previous.owners[book.id] { changed.insert(book.id) }
            guard previous.summaries[book.id] != digest else { continue }
            changed.insert(book.id)
            let groups = book.authors.compactMap(catalog.author(named:)) + book.genres.compactMap(catalog.genre(named:))
            for group in groups where group.books.prefix(listed).contains(book.id) { changed.formUnion(group.books) }
        }
        (keptPages, changedPages) = (pages, changed)
    }

    /// The digest of the summary of the book `id` (nil when it is not shown).
    func summaryDigest(of id: String) -> [UInt8]? { summaries[id] }

    /// Is the page of the book `id`'s fingerprint the last build's, when it shows the same summary?
    /// (What `digest` gives such a page, told without hashing or looking the page up.)
    func keepsPage(ofBook id: String) -> Bool { keptPages != nil && !changedPages.contains(id) }

    /// The page's fingerprint; nil for a copied file (the publisher compares its bytes).
    func digest(_ page: SitePage) -> [UInt8]? {
        if case .page(.book(let summary), _) = page.content, keepsPage(ofBook: summary.id), let kept = keptPages?[page.path] {
            return kept
        }
        var bytes = FingerprintBytes(capacity: 512)
        bytes.bytes += site
        switch page.content {
        case .copy:
            return nil
        case .data(let data):
            bytes.add("data")
            bytes.bytes += data
        case .page(let model, let frame):
            bytes.add(model.template)
            bytes.add(frame.root)
            bytes.add(frame.canonical ?? "\u{0}")
            add(model, to: &bytes)
        }
        return ContentDigest.sha1(bytes.bytes)
    }

    private func add(_ list: BookList, to bytes: inout FingerprintBytes) {
        bytes.add("list \(list.books.count) \(list.listID ?? "-")")
        add(list.paging, to: &bytes)
        for book in list.books { bytes.bytes += summaries[book.id] ?? [] }
    }

    private func add(_ paging: Paging?, to bytes: inout FingerprintBytes) {
        bytes.add(paging.map { "paging \($0.number) \($0.count) \($0.base)" } ?? "no paging")
    }

    private func add(_ facets: [Facet], to bytes: inout FingerprintBytes) {
        for facet in facets { bytes.add("\(facet.name)\u{0}\(facet.count)\u{0}\(facet.shard)") }
    }

    private func add(_ entries: [GroupEntry], to bytes: inout FingerprintBytes) {
        for entry in entries { bytes.add("\(entry.name)\u{0}\(entry.filedAs)\u{0}\(entry.url)\u{0}\(entry.count)") }
    }

    private func add(_ model: PageModel, to bytes: inout FingerprintBytes) {
        switch model {
        case .home(let description, let counts, let featured, let recent, let catalog, let genres, let languages):
            bytes.add(description)
            bytes.add(value: counts)
            for list in [featured, recent, catalog] { add(list, to: &bytes) }
            add(genres, to: &bytes)
            add(languages, to: &bytes)
        case .catalog(let list, let order):
            bytes.add("\(order)")
            add(list, to: &bytes)
        case .book(let summary):
            let book = summary.book
            bytes.bytes += summaries[book.id] ?? []
            bytes.add(owners[book.id] ?? "\u{0}")
            for section in catalog.more(for: book, count: TemplateValues.moreCount) {
                bytes.add("\(section.key)\u{0}\(section.name)\u{0}\(section.path)")
                for id in section.ids { bytes.bytes += summaries[id] ?? [] }
            }
        case .authors(let entries, let paging), .genres(let entries, let paging):
            add(entries, to: &bytes)
            add(paging, to: &bytes)
        case .author(let name, let list), .genre(let name, let list):
            bytes.add(name)
            add(list, to: &bytes)
        case .new(let list):
            add(list, to: &bytes)
        case .search(let counts, let genres, let languages):
            bytes.add(value: counts)
            add(genres, to: &bytes)
            add(languages, to: &bytes)
        case .free(let title, let body):
            bytes.add(title)
            bytes.add(body)
        case .reports(let overdue, let due, let within):
            bytes.add("\(within)")
            for row in overdue + due {
                bytes.add("\(row.title)\u{0}\(row.url ?? "-")\u{0}\(row.due)\u{0}\(row.days)\u{0}\(row.borrower ?? "-")")
            }
            bytes.add("\(overdue.count)")
        case .notFound:
            break
        case .feed(let id, let updated, let entries):
            bytes.add(id)
            bytes.add(updated)
            for entry in entries {
                bytes.add(value: [entry.title, entry.id, entry.url, entry.updated, entry.summary] + entry.authors)
            }
        case .sitemap(let urls):
            bytes.add(value: urls)
        }
    }
}
