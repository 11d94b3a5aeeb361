import Foundation
import LibGenCore
import LibGenSupport

/// `libgen labels` (CLI.md): a printable A4 sheet of shelf labels, 3 × 8 to a page
/// (70 × 37.125 mm, the common "24 per sheet" label stock), one per copy: title, first
/// author, id, owner (per `privacy.show_owners`) and a QR code of the book's page.
package struct LabelSheet {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case noBaseURL
        case unencodable(String)

        package var description: String {
            switch self {
            case .noBaseURL: "labels need the site's address: set base_url in content/library.json (the QR codes point at the book pages)"
            case .unencodable(let id): "could not encode a QR code for \(id)"
            }
        }
    }

    static let columns = 3
    static let rows = 8

    let result: CheckResult
    let strings: SiteStrings

    package init(result: CheckResult, root: URL, templates: URL? = nil) throws {
        self.result = result
        let theme = try Theme.builtIn(overriddenBy: templates ?? root.appendingPathComponent("templates"))
        strings = try SiteStrings.load(theme, language: LanguageTag.bcp47(result.library.settings.language) ?? "en")
    }

    /// The books a sheet labels by default: those in the catalogue on the as-of day (added, not
    /// withdrawn), added on or after `since` when given, by title.
    package func books(since: Day?) -> [Book] {
        let state = result.state
        return result.library.books.filter { book in
            state.isInCatalogue(book, on: result.asOf) && since.map { book.added >= $0 } ?? true
        }.sorted { (SortKey.key($0.title), $0.id) < (SortKey.key($1.title), $1.id) }
    }

    /// The printable ASCII characters a URI may hold as they are (RFC 3986's, `%` included).
    static let uriCharacters = CharacterSet(charactersIn: Unicode.Scalar(0x21)...Unicode.Scalar(0x7E)).subtracting(CharacterSet(charactersIn: "\"<>\\^`{|}"))

    package func html(_ books: [Book]) throws(Failure) -> String {
        let settings = result.library.settings
        guard let base = settings.baseURL else { throw .noBaseURL }
        var labels = [String]()
        for book in books {
            // As a URI: a base_url with letters beyond ASCII (`Bücher`) or a space, percent-encoded in
            // UTF-8, which every scanner reads the same (raw UTF-8 in a QR code is read as Shift JIS by some).
            let address = SiteAssembler.absolute(base, "books/\(book.id)/")
            let url = address.addingPercentEncoding(withAllowedCharacters: Self.uriCharacters) ?? address
            guard let code = QRCode(url) else { throw .unencodable(book.id) }
            var lines = ["<p class=\"title\" dir=\"auto\">\(HTML.escape(book.title))</p>"]
            if let author = book.authors.first { lines.append("<p class=\"author\">\(HTML.escape(author))</p>") }
            lines.append("<p class=\"id\">\(HTML.escape(book.id))</p>")
            if settings.privacy.showOwners {
                let owner = result.library.ownerName(result.state.owner(of: book, on: result.asOf), theLibrary: settings.name)
                lines.append("<p class=\"owner\">\(HTML.escape(strings.format("owner", ["name": owner])))</p>")
            }
            lines.append("<p class=\"scan\">\(HTML.escape(strings["labels_scan"]))</p>")
            labels.append("<div class=\"label\">\(code.svg(millimetres: 27, label: url))<div class=\"text\">\(lines.joined())</div></div>")
        }
        let perSheet = Self.columns * Self.rows
        let sheets = stride(from: 0, to: labels.count, by: perSheet).map { start in
            "<section class=\"sheet\">\n" + labels[start..<min(start + perSheet, labels.count)].joined(separator: "\n") + "\n</section>"
        }
        let title = "\(strings["labels_title"]) · \(settings.name)"
        return """
        <!doctype html>
        <html lang="\(strings.language)" dir="\(LanguageTag.direction(strings.language))">
        <head>
        <meta charset="utf-8">
        <title>\(HTML.escape(title))</title>
        <style>
        @page { size: A4; margin: 0; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 9pt/1.2 system-ui, "Noto Sans", Arial, sans-serif; color: #000; background: #fff; }
        .sheet { width: 210mm; height: 297mm; display: grid; grid-template-columns: repeat(3, 70mm); grid-template-rows: repeat(8, 37.125mm); break-after: page; overflow: hidden; }
        .sheet:last-child { break-after: auto; }
        .label { display: flex; align-items: center; gap: 2mm; padding: 2mm 3mm 2mm 2mm; overflow: hidden; }
        .qr { flex: none; }
        .text { min-width: 0; }
        .text p { margin: 0 0 0.6mm; overflow-wrap: anywhere; }
        .title { font-weight: 700; font-size: 9.5pt; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
        .author { font-size: 8pt; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
        .owner { display: -webkit-box; -webkit-line-clamp: 1; -webkit-box-orient: vertical; overflow: hidden; }
        .id, .owner, .scan { font-size: 7pt; }
        .id { font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        @media screen { body { background: #ddd; } .sheet { background: #fff; margin: 1rem auto; box-shadow: 0 1px 6px rgb(0 0 0 / 0.3); } .label { outline: 1px dashed #bbb; } }
        </style>
        </head>
        <body>
        \(sheets.joined(separator: "\n"))
        </body>
        </html>

        """
    }
}
