import Foundation

/// `libgen build`: check, then assemble, render and publish the site.
public struct SiteBuilder {
    public struct Outcome {
        public var check: CheckResult
        /// False when the library has errors and nothing was written.
        public var built: Bool
        public var pages: Int = 0
        public var written: Int = 0
    }

    public var root: URL
    public var output: URL
    public var templates: URL?
    public var asOf: Day?
    /// Called with (done, total) while rendering.
    public var progress: ((Int, Int) -> Void)?

    public init(root: URL, output: URL, templates: URL? = nil, asOf: Day? = nil) {
        self.root = root
        self.output = output
        self.templates = templates
        self.asOf = asOf
    }

    /// Throws `LoadError` or `SiteError` when the build cannot run (exit 2).
    public func build() throws -> Outcome {
        let publisher = Publisher(output: output)
        try publisher.checkSafety(root: root, templates: templates)
        let check = try LibraryChecker(root: root, asOf: asOf).check()
        guard !check.hasErrors else { return Outcome(check: check, built: false) }
        let theme = try Theme.builtIn(overriddenBy: templates ?? root.appendingPathComponent("templates"))
        let renderer = try SiteRenderer(theme: theme)
        var pages = SiteAssembler(result: check, root: root).assemble()
        pages += theme.assets.map { SitePage($0.path, .data($0.data)) }
        var files = [(path: String, data: Data)]()
        files.reserveCapacity(pages.count)
        for (index, page) in pages.enumerated() {
            files.append((page.path, try renderer.render(page)))
            progress?(index + 1, pages.count)
        }
        let written = try publisher.publish(files)
        return Outcome(check: check, built: true, pages: files.count, written: written)
    }
}
