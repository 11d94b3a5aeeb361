import Foundation
import LibGenCore
import LibGenSite
import LibGenSupport

/// The site in memory, for `libgen serve`: every file's bytes by path, built by the
/// same assemble and render stages as `libgen build`, and the diagnostics of the
/// check that produced it.
struct SiteSnapshot: Sendable {
    var files: [String: Data] = [:]
    var diagnostics: [Diagnostic] = []
    /// Why the last rebuild could not replace this site (errors, an unreadable library); nil when current.
    var problem: String?
    /// Bumped on every rebuild, so open pages know to reload.
    var version = 0

    init() {}

    /// Checks and renders the library; throws `LoadError` or `SiteError` when it cannot be read,
    /// and returns the check alone (no files) when it has errors.
    static func build(root: URL, asOf: Day?) throws -> (files: [String: Data]?, check: CheckResult) {
        let (site, check) = try LiveSite.build(root: root, asOf: asOf)
        return (site?.files, check)
    }

    /// The file for a URL path: `/` and folders mean their `index.html`.
    func file(for urlPath: String) -> (path: String, data: Data)? {
        var path = urlPath.removingPercentEncoding ?? urlPath
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        while path.hasPrefix("/") { path.removeFirst() }
        if path.isEmpty || path.hasSuffix("/") { path += "index.html" }
        if let data = files[path] { return (path, data) }
        if let data = files[path + "/index.html"] { return (path + "/index.html", data) }
        return nil
    }

    /// An HTML page as served: the live-reload script, and a banner while the library has problems.
    func served(_ data: Data) -> Data {
        guard var html = String(data: data, encoding: .utf8), let end = html.range(of: "</body>", options: .backwards) else { return data }
        var extra = ""
        if let banner = bannerText {
            extra += "<div id=\"libgen-diagnostics\" role=\"alert\" style=\"position:fixed;left:0;right:0;bottom:0;z-index:9999;max-height:40vh;overflow:auto;margin:0;padding:.75rem 1rem;background:#7a0b0b;color:#fff;font:14px/1.4 ui-monospace,monospace;white-space:pre-wrap\">"
            extra += HTML.escape(banner) + "</div>\n"
        } else if let warnings = warningsText {
            // Warnings do not stop the site: folded away in a corner, opened to read them.
            extra += "<details id=\"libgen-warnings\" style=\"position:fixed;right:0;bottom:0;z-index:9999;max-width:100%;max-height:40vh;overflow:auto;margin:0;padding:.5rem 1rem;background:#4a3b00;color:#fff;font:14px/1.4 ui-monospace,monospace;white-space:pre-wrap\">"
            extra += "<summary>\(counted(warnings.count, "warning")) (libgen check)</summary>" + HTML.escape(warnings.lines) + "</details>\n"
        }
        extra += "<script>new EventSource(\"/_libgen/events\").onmessage = function () { location.reload(); };</script>\n"
        html.insert(contentsOf: extra, at: end.lowerBound)
        return Data(html.utf8)
    }

    /// What the page banner says: the rebuild's problem, or the library's errors.
    var bannerText: String? {
        let errors = diagnostics.filter { $0.severity == .error }
        guard problem != nil || !errors.isEmpty else { return nil }
        var lines = [problem ?? "The library has errors; the site shows the last version without them."]
        lines += errors.prefix(20).map(\.textLine)
        if errors.count > 20 { lines.append("… and \(errors.count - 20) more (libgen check)") }
        if let warnings = warningsText { lines.append(warnings.lines) }
        return lines.joined(separator: "\n")
    }

    /// The library's warnings, shown on the page as in the terminal (the first 20): how many, and their lines.
    var warningsText: (count: Int, lines: String)? {
        let warnings = diagnostics.filter { $0.severity == .warning }
        guard !warnings.isEmpty else { return nil }
        var lines = warnings.prefix(20).map(\.textLine)
        if warnings.count > 20 { lines.append("… and \(warnings.count - 20) more (libgen check)") }
        return (warnings.count, lines.joined(separator: "\n"))
    }
}
