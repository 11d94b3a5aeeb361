import Foundation
import Mustache

/// Stage: render. Turns assembled pages into bytes with the theme's Mustache
/// templates, parsed once. Every `{{value}}` is HTML-escaped by the engine;
/// only values the assembler made HTML (`*_html`, `jsonld`) use `{{{…}}}`.
public struct SiteRenderer: Sendable {
    private let library: MustacheLibrary
    private let cards = CardCache()

    public init(theme: Theme) throws {
        var library = MustacheLibrary()
        for (name, text) in theme.templates.sorted(by: { $0.key < $1.key }) {
            do {
                try library.register(text, named: name)
            } catch {
                throw SiteError.template(name: name, message: Self.describe(error))
            }
        }
        self.library = library
    }

    /// The bytes of one page.
    public func render(_ page: SitePage) throws -> Data {
        switch page.content {
        case .data(let data):
            return data
        case .copy(let url):
            guard let data = FileManager.default.contents(atPath: url.path) else { throw SiteError.unreadable(path: url.path) }
            return data
        case .template(let name, var context):
            let root = context["root"] as? String ?? ""
            for (key, value) in context {
                if let deferred = value as? SitePage.Deferred { context[key] = deferred.make() }
                if var list = value as? [String: Any], let books = list["books"] as? [[String: Any]] {
                    list["books"] = withCards(books, root: root)
                    context[key] = list
                }
            }
            if let books = context["books"] as? [[String: Any]] { context["books"] = withCards(books, root: root) }
            guard let text = library.render(context, withTemplate: name) else {
                throw SiteError.template(name: name, message: "missing; it is part of the theme and cannot be removed")
            }
            return Data(text.utf8)
        }
    }

    /// Book cards with `card_html`: the `book-card` partial rendered once per
    /// book and folder depth, however many lists (catalog, genres, authors, new)
    /// show it. The card's values stay beside it for templates that lay cards out themselves.
    private func withCards(_ books: [[String: Any]], root: String) -> [[String: Any]] {
        books.map { values in
            guard let id = values["id"] as? String else { return values }
            var card = values
            card["card_html"] = cards.html(for: id, root: root) {
                var context = values
                context["root"] = root
                return library.render(context, withTemplate: "book-card") ?? ""
            }
            return card
        }
    }

    /// Rendered cards by folder depth and book id, shared by the rendering threads.
    final class CardCache: @unchecked Sendable {
        private let lock = NSLock()
        private var cards = [String: String]()

        func html(for id: String, root: String, make: () -> String) -> String {
            let key = root + "\u{0}" + id
            lock.lock()
            if let html = cards[key] { lock.unlock(); return html }
            lock.unlock()
            let html = make()
            lock.lock()
            cards[key] = html
            lock.unlock()
            return html
        }
    }

    private static func describe(_ error: Error) -> String {
        if let parse = error as? MustacheLibrary.ParserError {
            return "line \(parse.context.lineNumber), column \(parse.context.columnNumber): \(parse.error)"
        }
        return "\(error)"
    }
}
