@testable import LibGenCore
@testable import LibGenSupport
import Foundation

/// A built site read back from disk: relative path → bytes.
struct SiteTree: Equatable {
    var files: [String: Data]

    init(_ directory: URL) {
        files = [:]
        let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = base + "/" + relative
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relative] = FileManager.default.contents(atPath: path)
        }
    }

    func text(_ path: String) -> String { files[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }

    /// Every `href` and `src` in the HTML pages that does not resolve to a file of the site.
    func brokenLinks() -> [String] {
        var broken = [String]()
        let pattern = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                let link = String(html[Range(match.range(at: 1), in: html)!])
                if link.isEmpty || link.hasPrefix("#") || link.contains("://") || link.hasPrefix("mailto:") { continue }
                if path == "404.html" && html.contains("<base href=") { continue }
                var target = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                target = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
                var parts = path.split(separator: "/").dropLast().map(String.init)
                var escapes = false
                for part in target.split(separator: "/", omittingEmptySubsequences: true) {
                    if part == "." { continue }
                    if part == ".." { if parts.popLast() == nil { escapes = true } } else { parts.append(String(part)) }
                }
                var file = parts.joined(separator: "/")
                if link.hasSuffix("/") || file.isEmpty { file += (file.isEmpty ? "" : "/") + "index.html" }
                if escapes || files[file] == nil { broken.append("\(path): \(link)") }
            }
        }
        return broken.sorted()
    }

    /// Every start tag of an HTML or XML text, lower-cased.
    static func tags(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"<[a-zA-Z][^>]*>"#)
        let lower = text.lowercased()
        return pattern.matches(in: lower, range: NSRange(lower.startIndex..., in: lower)).map { String(lower[Range($0.range, in: lower)!]) }
    }

    /// The values of `href` and `src` attributes of a tag.
    static func urls(in tag: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\s(?:href|src)="([^"]*)""#)
        return pattern.matches(in: tag, range: NSRange(tag.startIndex..., in: tag)).map { String(tag[Range($0.range(at: 1), in: tag)!]) }
    }
}
