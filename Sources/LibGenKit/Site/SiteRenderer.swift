import Foundation
import Mustache

/// Stage: render. Turns assembled pages into bytes with the theme's Mustache
/// templates, parsed once. Every `{{value}}` is HTML-escaped by the engine;
/// only values the assembler made HTML (`*_html`, `jsonld`) use `{{{…}}}`.
public struct SiteRenderer {
    private let library: MustacheLibrary

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
        case .template(let name, let context):
            guard let text = library.render(context, withTemplate: name) else {
                throw SiteError.template(name: name, message: "missing; it is part of the theme and cannot be removed")
            }
            return Data(text.utf8)
        }
    }

    private static func describe(_ error: Error) -> String {
        if let parse = error as? MustacheLibrary.ParserError {
            return "line \(parse.context.lineNumber), column \(parse.context.columnNumber): \(parse.error)"
        }
        return "\(error)"
    }
}
