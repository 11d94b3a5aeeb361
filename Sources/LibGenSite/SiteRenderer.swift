import Foundation
import Synchronization
import Mustache
import LibGenCore
import LibGenSupport

/// Stage: render. Turns assembled pages into bytes with the theme's Mustache
/// templates, parsed once. Every `{{value}}` is HTML-escaped by the engine;
/// only values libgen made HTML (`*_html`, `jsonld`) use `{{{…}}}`.
/// A class: the card closure each page's values are made with holds it, and the struct it
/// was got copied (every field retained, then released) for each card asked for, 130,000 in a
/// build of 10,000 books: about a tenth of the page values' samples in a profile.
final class SiteRenderer: Sendable {
    private let library: MustacheLibrary
    private let compiled: CompiledTheme?
    /// `compiled` with the strings and site of this build written in (`CompiledTheme.folding`), for pages.
    private let folded: CompiledTheme?
    private let values: TemplateValues
    private let cards = CardCache()
    /// Each book's card rendered with a hole for `root` (`spliced(_:_:)`), by book id.
    private let splicedCards = PerBookCache<String, CompiledTheme.Spliced?>()
    /// The model fingerprints of this build's pages (nil when the build does not compare with a previous one).
    let digests: ModelDigests?

    /// The engine pages are rendered with: libgen's over swift-mustache's parsed templates
    /// (`CompiledTheme`), or swift-mustache's own (for a theme the compiled one does not take,
    /// and for tests comparing the two).
    enum Engine: Sendable { case compiled, swiftMustache }

    init(theme: Theme, values: TemplateValues, digests: ModelDigests? = nil, engine: Engine = .compiled) throws {
        self.values = values
        self.digests = digests
        HTMLEscaping.register()
        let templates = theme.templates
        let parsed: Parsed
        if let last = Self.lastParsed.withLock({ $0?.templates == templates ? $0 : nil }) {
            parsed = last
        } else {
            var library = MustacheLibrary()
            for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
                do {
                    try library.register(HTMLEscaping.pragma + text, named: name)
                } catch {
                    throw SiteError.template(name: name, message: Self.describe(error))
                }
            }
            parsed = Parsed(templates: templates, library: library, compiled: CompiledTheme(library: library, names: templates.keys))
            Self.lastParsed.withLock { $0 = parsed }
        }
        library = parsed.library
        compiled = engine == .compiled ? parsed.compiled : nil
        // Every page's values hold this build's strings and site under `t` and `site`: written in.
        folded = compiled?.folding(["t": values.words, "site": values.site])
        assert(folded.map { $0.foldedKeys == CardValues.pageConstants } ?? true)
    }

    /// The templates last parsed and what they parsed to: `serve` makes a renderer for every
    /// change, and parsing the theme again took about 6 ms of each.
    private struct Parsed: Sendable {
        let templates: [String: String]
        let library: MustacheLibrary
        let compiled: CompiledTheme?
    }
    private static let lastParsed = Mutex<Parsed?>(nil)

    /// Whether pages are rendered by `CompiledTheme` (false: by swift-mustache).
    var isCompiled: Bool { compiled != nil }

    /// The bytes of one page.
    func render(_ page: SitePage) throws -> Data {
        switch try bytes(page) {
        case .data(let data): data
        case .made(let bytes): Data(bytes)
        }
    }

    /// A page's bytes as a build writes them: a data file's own `Data`, or the bytes the renderer
    /// made (a rendered page, a copied file) as they are, not copied into a `Data`.
    enum Bytes {
        case data(Data)
        case made([UInt8])
    }

    func bytes(_ page: SitePage) throws -> Bytes {
        switch page.content {
        case .data(let data):
            return .data(data)
        case .copy(let url):
            guard let bytes = FileIO.readBytes(url.path) else { throw SiteError.unreadable(path: url.path) }
            return .made(bytes)
        case .page(let model, let frame):
            let context = values.values(model, frame) { book in card(book, root: frame.root) }
            guard let bytes = render(context, template: model.template) else {
                throw SiteError.template(name: model.template, message: "missing; it is part of the theme and cannot be removed")
            }
            return .made(bytes)
        }
    }

    /// The fingerprint of `page`'s model (`ModelDigests`); nil for a copied file or without digests.
    func fingerprint(_ page: SitePage) -> [UInt8]? { digests?.digest(page) }

    /// Renders, on every core, each book card the pages will show, before the
    /// pages themselves: otherwise the catalog page alone renders 10,000 cards
    /// on one core while the other waits for it.
    func prepareCards(for pages: [SitePage]) {
        var seen = Set<CardKey>()
        var wanted = [(book: BookSummary, root: String)]()
        for page in pages {
            guard case .page(let model, let frame) = page.content else { continue }
            for list in model.bookLists {
                for book in list.books where seen.insert(CardKey(id: book.id, root: frame.root)).inserted {
                    wanted.append((book, frame.root))
                }
            }
        }
        _ = Parallel.map(wanted, chunkSize: 64) { card($0.book, root: $0.root) }
    }

    /// A book as a list at a folder depth shows it (`TemplateValues.cardValues`): its `book-card`
    /// partial rendered once however many lists (catalog, genres, authors, new) show it, and
    /// (`CompiledTheme`) once however many folder depths: with a hole where `root` goes, filled
    /// as each page writes it. A build of 10,000 books shows its books at 29,711 depths.
    private func card(_ book: BookSummary, root: String) -> CardValues {
        cards.value(for: book, key: CardKey(id: book.id, root: root)) {
            if let compiled, let spliced = spliced(book, compiled) {
                return values.cardValues(book, html: .spliced(CompiledTheme.Filled(text: spliced, value: root)))
            }
            var context = values.summary(book)
            context["root"] = root
            return values.cardValues(book, html: .text(render(context, template: "book-card").map { String(decoding: $0, as: UTF8.self) } ?? ""))
        }
    }

    /// A book's card with a hole for `root`; nil when the theme's card cannot be rendered so
    /// (`CompiledTheme.render(_:template:holes:)`), and then at every depth.
    private func spliced(_ book: BookSummary, _ compiled: CompiledTheme) -> CompiledTheme.Spliced? {
        splicedCards.value(for: book, key: book.id) {
            var context = values.summary(book)
            context["root"] = CompiledTheme.Hole()
            return compiled.render(context, template: "book-card", holes: ())
        }
    }

    /// `template` rendered with `context` by this renderer's engine; nil for a template not in the theme.
    private func render(_ context: [String: Any], template: String) -> [UInt8]? {
        // A page's values (`TemplateValues.values`) hold `t` and `site` as the folded theme has them;
        // a card's hold neither.
        if let folded, context["t"] != nil, context["site"] != nil { return folded.render(context, template: template) }
        if let compiled { return compiled.render(context, template: template) }
        return library.render(context, withTemplate: template).map { Array($0.utf8) }
    }

    /// Takes (moves) the cards `previous` rendered, for the books whose summaries are the same objects:
    /// for a renderer of the same site part (`ModelDigests.site`: the same templates, strings,
    /// settings and day), which then renders each of those cards to the same bytes. A change
    /// in `serve` re-renders a few list pages, and rendering their cards again (48 a page)
    /// took most of that.
    func takeCards(from previous: SiteRenderer) {
        cards.take(previous.cards)
        splicedCards.take(previous.splicedCards)
    }

    /// Rendered cards by folder depth and book id (`PerBookCache`: 130,000 asked for in a build,
    /// twelve on each book page).
    typealias CardCache = PerBookCache<CardKey, CardValues>

    /// A book at a folder depth (`root`, the page's way back to the site's top).
    struct CardKey: Hashable, Sendable {
        let id: String
        let root: String
    }

    private static func describe(_ error: Error) -> String {
        // Templates are registered from text, so parsing throws the template parser's
        // error (`MustacheLibrary.ParserError` comes only from loading a folder).
        // Its line counts the pragma line put before the author's text, hence the − 1.
        guard let parse = error as? MustacheTemplate.ParserError else { return "\(error)" }
        return "line \(parse.context.lineNumber - 1), column \(parse.context.columnNumber): \(words(parse.error))"
    }

    /// `sectionCloseNameIncorrect` → "section close name incorrect".
    private static func words(_ error: Error) -> String {
        String("\(error)".flatMap { $0.isUppercase ? [" ", Character($0.lowercased())] : [$0] })
    }
}

/// HTML escaping for every `{{value}}`: the same five characters and entities
/// as swift-mustache's built-in HTML content type, which looks every
/// `Character` up in a dictionary and was the largest single cost of
/// rendering a big site. This one scans UTF-8 bytes and returns text that
/// needs no escaping (almost all of it) as it is. swift-mustache chooses
/// escaping only through the `CONTENT_TYPE` pragma, so a standalone pragma
/// line is put before every template's text; a template's own pragma still wins.
struct HTMLEscaping: MustacheContentType {
    static let name = "LIBGEN_HTML"
    static let pragma = "{{% CONTENT_TYPE: \(name) }}\n"
    private static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: name)

    static func register() { _ = registered }

    func escapeText(_ text: String) -> String { Self.escape(text) }

    static func escape(_ text: String) -> String { HTML.escape(text) }

}
