import Foundation
import LibGenCore

/// One file of the site, with its route (path relative to the output folder).
struct SitePage {
    enum Content {
        /// A typed page, rendered with its template (`PageModel.template`).
        case page(PageModel, PageFrame)
        /// Bytes written as they are.
        case data(Data)
        /// A file copied from the library (a cover).
        case copy(URL)
    }

    var path: String
    var content: Content

    init(_ path: String, _ content: Content) {
        self.path = path
        self.content = content
    }

    /// `../` once per folder level: every link on the page is relative to the site root through it.
    static func rootPrefix(for path: String) -> String {
        String(repeating: "../", count: path.utf8.count { $0 == UInt8(ascii: "/") })
    }

    /// The pretty URL of an `…/index.html` page: its folder, with a trailing slash.
    static func prettyPath(_ path: String) -> String {
        path == "index.html" ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
    }
}
