import Foundation
import LibGenCore
import LibGenSupport

/// `libgen build`: check, then assemble, render and publish the site.
package struct SiteBuilder {
    package struct Outcome: Sendable {
        package var check: CheckResult
        /// False when the library has errors and nothing was written.
        package var built: Bool
        package var pages: Int = 0
        package var written: Int = 0
        /// What the build made on the way (the renderer and the page models): handed back rather
        /// than freed here, for a command that exits next to keep (`KeptUntilExit`).
        package var leftovers: (any Sendable)? = nil
    }

    var root: URL
    var output: URL
    var templates: URL?
    var asOf: Day?
    /// Called with (done, total) while rendering.
    package var progress: ((Int, Int) -> Void)?
    /// The parse cache's folder; nil: `--no-cache`.
    package var cacheFolder: URL?
    /// `--allow-errors`: render the library as the ledger sees it when it has errors (a broken
    /// record left out, as `check` leaves it out). A `library.json` that cannot be read never
    /// gets here: the check stops with `LoadError.unreadableSettings` (exit 2).
    package var allowErrors = false

    /// Pages rendered together before they are written.
    static let batchSize = 256

    package init(root: URL, output: URL, templates: URL? = nil, asOf: Day? = nil) {
        self.root = root
        self.output = output
        self.templates = templates
        self.asOf = asOf
        cacheFolder = ParseCache.folder(root: root)
    }

    /// Every page and asset of a checked library's site, and the renderer for them (book
    /// cards prepared): what `build` writes and `serve` keeps in memory.
    static func pages(of check: CheckResult, root: URL, templates: URL?, prepareCards: Bool = true, fingerprints: Bool = false) throws -> (SiteRenderer, [SitePage]) {
        let (renderer, pages, _) = try pages(of: check, root: root, templates: templates, prepareCards: prepareCards, fingerprints: fingerprints, reusing: nil)
        return (renderer, pages)
    }

    /// The same, taking back what `previous` (`serve`'s last build of the site) worked out where
    /// it is the same (`SiteMemo`); also returns what this build worked out.
    /// With `previousDigests` (that build's page fingerprints) as well, a page whose fingerprint's
    /// parts are all the same keeps its fingerprint (`ModelDigests`).
    /// With `stored` (the search filings a build in another run kept), a book's filing is taken
    /// from it when its summary's digest is the one stored.
    static func pages(of check: CheckResult, root: URL, templates: URL?, prepareCards: Bool, fingerprints: Bool,
                      reusing previous: SiteMemo?, previousDigests: [String: [UInt8]]? = nil,
                      stored: StoredFilings? = nil, engine: SiteRenderer.Engine = .compiled) throws -> (SiteRenderer, [SitePage], SiteMemo) {
        let theme = try Theme.builtIn(overriddenBy: templates ?? root.appendingPathComponent("templates"))
        let assembler = SiteAssembler(result: check, root: root, reusing: previous)
        let strings = try SiteStrings.load(theme, language: assembler.language)
        var values = assembler.templateValues(strings)
        if prepareCards { values.describeAhead() }
        let digests = fingerprints ? ModelDigests(catalog: assembler.catalog, values: values, theme: theme, root: root, asOf: check.asOf,
                                                  reusing: previous?.digests, pages: previousDigests) : nil
        let renderer = try SiteRenderer(theme: theme, values: values, digests: digests, engine: engine)
        var (pages, memo) = assembler.assemble(reusing: previous, stored: stored, digests: digests)
        memo.digests = digests
        pages += theme.assets.map { SitePage($0.path, .data($0.data)) }
        if prepareCards { renderer.prepareCards(for: pages) }
        return (renderer, pages, memo)
    }

    /// Throws `LoadError` or `SiteError` when the build cannot run (exit 2).
    package func build() throws -> Outcome {
        var publisher = Publisher(output: output)
        try publisher.checkSafety(root: root, templates: templates)
        var checker = LibraryChecker(root: root, asOf: asOf)
        checker.cacheFolder = cacheFolder
        // The last build's page fingerprints and search filings are read while the library is
        // checked, and the spare site the publisher will stage in is listed: under the output's
        // lock, so that no other build changes the spare meanwhile (`PageFingerprints.lock`).
        let output = self.output
        let lock = cacheFolder.flatMap { PageFingerprints.lock(cacheFolder: $0, output: output) }
        defer { if let lock { close(lock) } }
        let previous = cacheFolder.map { folder in
            Background {
                let fingerprints = PageFingerprints(cacheFolder: folder, output: output)
                let spare = fingerprints.spare.path
                let listing = fingerprints.previous.isEmpty || lock == nil ? nil : Background { SpareListing.of(spare) }
                return (fingerprints, StoredFilings.read(fingerprints.filings.path, identity: fingerprints.identity), listing)
            }
        }
        // The pages are made from the resolved state while the rules run (`LibraryChecker.validate`),
        // as `serve` makes them, and thrown away when the rules find errors.
        func makePages(_ check: CheckResult) throws -> (SiteRenderer, [SitePage], SiteMemo, PageFingerprints?) {
            // With the previous build's fingerprints, only pages whose values changed are rendered
            // (their cards then rendered as they are needed); without them, everything.
            let loaded = previous?.wait()
            let (fingerprints, stored) = (loaded?.0, loaded?.1 ?? nil)
            let incremental = fingerprints.map { !$0.previous.isEmpty } ?? false
            let (renderer, pages, memo) = try Self.pages(of: check, root: root, templates: templates, prepareCards: !incremental,
                                                         fingerprints: fingerprints != nil, reusing: nil, stored: stored)
            return (renderer, pages, memo, fingerprints)
        }
        let (check, made) = try checker.check { check in Result { try makePages(check) } }
        guard !check.hasErrors || allowErrors else {
            return Outcome(check: check, built: false)
        }
        let (renderer, pages, memo, fingerprints) = try made?.get() ?? makePages(check)
        let incremental = fingerprints.map { !$0.previous.isEmpty } ?? false
        // The site this build replaces is kept beside the fingerprints, for the next build to stage in.
        publisher.spare = fingerprints?.spare
        publisher.spareListing = previous?.wait().2
        // This build's filings are kept for the next while the pages are rendered and written.
        let keeping = fingerprints.flatMap { fingerprints in
            memo.digests.map { digests in
                Background { StoredFilings.write(memo.filings, digests: digests, to: fingerprints.filings.path, identity: fingerprints.identity) }
            }
        }
        defer { _ = keeping?.wait() }
        let session = try publisher.begin()
        var digests = [(path: String, digest: [UInt8], kept: Bool)]()
        do {
            // A pipeline of batches: while this thread writes one batch (mostly
            // kernel time), the next is rendered on every core. One writer, because
            // file creation from several threads contends inside the file system.
            // The site is never all in memory at once.
            let batches = pages.batches(of: Self.batchSize).map(Array.init)
            // Each page: its bytes (nil: the previous file is kept) and its fingerprint.
            @Sendable func render(_ batch: [SitePage]) -> [Result<(SiteRenderer.Bytes?, [UInt8]?), Error>] {
                Parallel.map(batch, chunkSize: 8) { page in
                    Result {
                        guard let fingerprints else { return (try renderer.bytes(page), nil) }
                        let digest = renderer.fingerprint(page)
                        if incremental, let digest, fingerprints.unchanged(page.path, digest: digest) { return (nil, digest) }
                        return (try renderer.bytes(page), digest)
                    }
                }
            }
            var done = 0
            var rendered = batches.first.map(render) ?? []
            for (index, batch) in batches.enumerated() {
                let next = index + 1 < batches.count ? Background { render(batches[index + 1]) } : nil
                defer { if let next { rendered = next.wait() } }
                for (place, page) in batch.enumerated() {
                    // Each page's bytes are let go once written, not with the whole batch.
                    let result = rendered[place]
                    rendered[place] = .success((nil, nil))
                    let (data, digest) = try result.get()
                    switch data {
                    case .made(let bytes): try session.write(page.path, bytes)
                    case .data(let data): try session.write(page.path, data)
                    case nil: try session.keep(page.path, inode: fingerprints?.previous[page.path]?.inode)
                    }
                    if let digest { digests.append((page.path, digest, data == nil)) }
                }
                done += batch.count
                progress?(done, pages.count)
            }
            try publisher.commit(session)
        } catch {
            session.abort()
            fingerprints?.discard()
            throw error
        }
        fingerprints?.save(digests)
        return Outcome(check: check, built: true, pages: session.files, written: session.written, leftovers: (renderer, pages, digests, memo))
    }
}
