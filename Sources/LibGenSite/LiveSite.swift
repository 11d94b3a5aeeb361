import Foundation
import LibGenCore
import LibGenSupport

/// The site `serve` keeps: the check it came from, its typed pages and the renderer,
/// so that a change can re-render only the pages it touches.
///
/// Any change checks the library again (through the parse cache: only changed files are
/// parsed) and renders only the pages whose model fingerprints (`ModelDigests`) changed,
/// keeping the other files as they were.
///
/// A shortcut before that: a book's Markdown description is read by its own page and by
/// `feed.xml` (when the book is among the newest) and by nothing else — no rule, list, card
/// or search shard reads it. So when the only change is to descriptions (a book file whose
/// front matter decodes exactly as before, with no diagnostics then or now), those pages are
/// rendered again and nothing else, without a check.
package struct LiveSite: Sendable {
    var check: CheckResult

    /// The day the site shows availability as of, and the library's time zone.
    package var day: (asOf: Day, timeZone: String) { (check.asOf, check.library.settings.timeZone) }
    let root: URL
    let renderer: SiteRenderer
    /// Every page's path, in `pages`' order, and its place there.
    let paths: [String]
    let places: [String: Int]
    var pages: [SitePage]
    package var files: [String: Data]
    /// What this build worked out, for the next change's build to take back (`SiteMemo`).
    var memo: SiteMemo
    /// Each page's fingerprint, for the next change.
    var digests: [String: [UInt8]] = [:]
    /// The paths rendered by the build that made this site (all of them for a first build).
    package private(set) var rendered: [String] = []

    /// Checks and renders the library; nil files when it has errors. With `previous`, only the
    /// pages whose fingerprints changed are rendered; the rest are `previous`'s files.
    package static func build(root: URL, asOf: Day?, cacheFolder: URL?? = .none, previous: LiveSite? = nil) throws -> (LiveSite?, CheckResult) {
        let (site, check, _) = try build(root: root, asOf: asOf, cacheFolder: cacheFolder, previous: previous, parsed: nil, changed: [])
        return (site, check)
    }

    /// The same, reading again only the files changed since `parsed` was (every file when it is
    /// nil); also returns what this check parsed, for the next change.
    /// `now`: the clock "today" is read from when `asOf` is nil.
    package static func build(root: URL, asOf: Day?, cacheFolder: URL??, previous: LiveSite?, parsed: ParsedContent?,
                              changed: [String], now: @escaping @Sendable () -> Date = { Date() }) throws -> (LiveSite?, CheckResult, ParsedContent) {
        var checker = LibraryChecker(root: root, asOf: asOf)
        checker.now = now
        if let cacheFolder { checker.cacheFolder = cacheFolder }
        checker.previous = previous?.check
        // The site is made from the resolved state while the rules run (`LibraryChecker.validate`),
        // and thrown away when they find errors.
        let (check, parsed, made) = try checker.check(after: parsed, changed: changed) { check in
            Result { try make(check, root: root, previous: previous) }
        }
        guard !check.hasErrors else { return (nil, check, parsed) }
        var site = try made?.get() ?? make(check, root: root, previous: previous)
        site.check = check
        return (site, check, parsed)
    }

    /// The site of a check's state; with `previous`, only the pages whose fingerprints changed
    /// are rendered.
    private static func make(_ check: CheckResult, root: URL, previous: LiveSite?) throws -> LiveSite {
        let (renderer, pages, memo) = try SiteBuilder.pages(of: check, root: root, templates: nil, prepareCards: previous == nil,
                                                              fingerprints: true, reusing: previous?.memo,
                                                              previousDigests: previous?.digests)
        // The last build's digests, files and pages, not the whole site, are what each page's closure holds.
        let (previousDigests, previousFiles) = (previous?.digests, previous?.files)
        // With the same pages and the same site part, a list page showing the same summaries (the
        // same objects: `BookCatalog` takes back each one that is the same) as the last build's
        // page at its place keeps its fingerprint and file: hashing the digests of the books of
        // 2,000 list pages took about 25 ms of CPU of each change at 10,000 books.
        let sameSite = previous.map { $0.renderer.digests != nil && $0.renderer.digests?.site == renderer.digests?.site } ?? false
        let previousPages = previous.flatMap { previous in sameSite && previous.paths == pages.map(\.path) ? previous.pages : nil }
        if sameSite { renderer.takeCards(from: previous!.renderer) }
        // Each page: its bytes (nil: the last build's file is kept) and fingerprint, and whether
        // that is the last build's at the same place (then nothing of the page is looked up again).
        let results = Parallel.map(Array(pages.indices), chunkSize: 8) { index -> Result<(Data?, [UInt8]?, kept: Bool), Error> in
            let page = pages[index]
            return Result {
                // With the same paths, a page with a fingerprint had a file in the last build.
                if let previousPages, case .page(let model, let frame) = page.content, case .page(let before, let frameBefore) = previousPages[index].content,
                   frame.root == frameBefore.root, frame.canonical == frameBefore.canonical {
                    // A book page showing the same summary, none of whose other parts changed
                    // (`ModelDigests.keepsPage(ofBook:)`), or a list page showing the same summaries.
                    let same: Bool
                    if case .book(let summary) = model, case .book(let summaryBefore) = before {
                        same = summary === summaryBefore && renderer.digests?.keepsPage(ofBook: summary.id) == true
                    } else {
                        same = model.isIdentical(to: before)
                    }
                    if same, let digest = previousDigests?[page.path] { return (nil, digest, true) }
                }
                // A data file (the search index) with the same bytes as the last build's keeps its
                // fingerprint: hashing the 20 MB of search files again took ~15 ms of each change.
                if case .data(let data) = page.content, let digest = previousDigests?[page.path], previousFiles?[page.path] == data {
                    return (nil, digest, true)
                }
                let digest = renderer.fingerprint(page)
                if let digest, let previousDigests, previousDigests[page.path] == digest, previousFiles?[page.path] != nil { return (nil, digest, true) }
                return (try renderer.render(page), digest, false)
            }
        }
        // With the same pages as the last build (a change that added and removed none), its
        // dictionaries are taken back and only what changed is written into them: building
        // three dictionaries of every page took about 30 ms at 10,000 books.
        let paths = pages.map(\.path)
        let same = previous.map { $0.paths == paths } ?? false
        var site = LiveSite(check: check, root: root, renderer: renderer, paths: paths,
                            places: same ? previous!.places : Dictionary(uniqueKeysWithValues: zip(paths, paths.indices)),
                            pages: pages, files: same ? previousFiles! : [:], memo: memo)
        if same {
            site.digests = previousDigests!
        } else {
            site.files.reserveCapacity(pages.count)
            site.digests.reserveCapacity(pages.count)
        }
        for (page, result) in zip(pages, results) {
            let (data, digest, kept) = try result.get()
            if same, kept { continue }
            if let data {
                site.files[page.path] = data
                site.rendered.append(page.path)
            } else if !same {
                site.files[page.path] = previousFiles?[page.path]
            }
            if same {
                if let digest, digest != previousDigests![page.path] { site.digests[page.path] = digest }
                if digest == nil, previousDigests![page.path] != nil { site.digests[page.path] = nil }
            } else if let digest {
                site.digests[page.path] = digest
            }
        }
        return site
    }

    /// Re-renders the pages a description-only change touches; the paths written and the
    /// files' new parses, or nil when the change is more than that (then the library must be
    /// checked again).
    package mutating func updateDescriptions(_ changed: [String]) -> (written: [String], parses: [String: RecordParser.Decoded])? {
        guard !changed.isEmpty, changed.count <= 20 else { return nil }
        var replacements = [(index: Int, book: Book)]()
        var parses = [String: RecordParser.Decoded]()
        for path in changed {
            let parts = path.split(separator: "/")
            guard parts.count == 3, parts[0] == "content", parts[1] == "books", parts[2].hasSuffix(".md") else { return nil }
            let id = String(parts[2].dropLast(3))
            guard let old = check.library.book(id), old.file == path, let index = check.library.books.firstIndex(where: { $0 === old }),
                  !check.diagnostics.contains(where: { $0.file == path }) else { return nil }
            let file = SourceFile(kind: .book, path: path, id: id, text: nil)
            guard case .success(let decoded) = RecordParser.read(root: root.path, file), decoded.diagnostics.isEmpty,
                  case .book(let new)? = decoded.record, Self.sameFrontMatter(old, new) else { return nil }
            replacements.append((index, new))
            parses[path] = decoded
        }
        var written = [String]()
        var library = check.library
        for (index, book) in replacements { library.books[index] = book }
        // Only descriptions changed: the replay and every answer of the state stay as they were.
        check.state = LibraryState(library: library, ledger: check.ledger, asOf: check.asOf)
        for (_, book) in replacements {
            let path = "books/\(book.id)/index.html"
            guard let place = places[path], case .page(.book(let summary), let frame) = pages[place].content else { return nil }
            let updated = SitePage(path, .page(.book(BookSummary(book: book, availability: summary.availability, holder: summary.holder,
                                                                 waiting: summary.waiting, coverRoute: summary.coverRoute,
                                                                 owner: summary.owner, ownerLeft: summary.ownerLeft)), frame))
            guard let data = try? renderer.render(updated) else { return nil }
            pages[place] = updated
            files[path] = data
            // The renderer's digests are of the books as they were: the next rebuild renders this page.
            digests[path] = nil
            written.append(path)
            if let feedPlace = places["feed.xml"], case .page(.feed(let id, let updated, let entries), let frame) = pages[feedPlace].content,
               entries.contains(where: { $0.url == "books/\(book.id)/index.html" }) {
                let entries = entries.map { entry in
                    entry.url == "books/\(book.id)/index.html"
                        ? FeedEntry(title: entry.title, id: entry.id, url: entry.url, updated: entry.updated, authors: entry.authors, summary: book.body)
                        : entry
                }
                let page = SitePage("feed.xml", .page(.feed(id: id, updated: updated, entries: entries), frame))
                guard let data = try? renderer.render(page) else { return nil }
                pages[feedPlace] = page
                files["feed.xml"] = data
                digests["feed.xml"] = nil
                written.append("feed.xml")
            }
        }
        return (written, parses)
    }

    /// Do two versions of a book file say the same in their front matter (every field, where it
    /// is written, what was rejected)? Compared as the parse cache encodes them.
    static func sameFrontMatter(_ old: Book, _ new: Book) -> Bool {
        guard old.bodyLine == new.bodyLine else { return false }
        var a = CacheWriter(), b = CacheWriter()
        a.record(old.record)
        b.record(new.record)
        return a.bytes == b.bytes
    }
}
