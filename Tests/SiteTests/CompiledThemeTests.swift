import Foundation
import Mustache
import Testing
@testable import LibGenSite
@testable import LibGenCore
@testable import TestSupport

/// `CompiledTheme` renders exactly what swift-mustache renders from the same parsed templates.
@Suite struct CompiledThemeTests {
    /// Every page and asset of a site, rendered by both engines.
    static func renderBoth(_ check: CheckResult, root: URL) throws -> (compiled: [String: Data], mustache: [String: Data]) {
        let (compiled, pages, _) = try SiteBuilder.pages(of: check, root: root, templates: nil, prepareCards: true, fingerprints: false, reusing: nil)
        let (mustache, _, _) = try SiteBuilder.pages(of: check, root: root, templates: nil, prepareCards: true, fingerprints: false,
                                                     reusing: nil, engine: .swiftMustache)
        #expect(compiled.isCompiled)
        #expect(!mustache.isCompiled)
        var a = [String: Data](), b = [String: Data]()
        for page in pages {
            a[page.path] = try compiled.render(page)
            b[page.path] = try mustache.render(page)
        }
        return (a, b)
    }

    @Test func everyPageOfTheExampleSiteIsTheSameBytesAsSwiftMustaches() throws {
        let root = SiteBuildTests.exampleRoot
        let check = try LibraryChecker(root: root, asOf: Day(string: "2026-11-22")!, overdue: .warning).check()
        let (compiled, mustache) = try Self.renderBoth(check, root: root)
        #expect(compiled.count > 60)
        for (path, bytes) in mustache.sorted(by: { $0.key < $1.key }) {
            #expect(compiled[path] == bytes, "\(path) differs")
        }
    }

    @Test func aLibrarysOwnTemplatesRenderTheSameThroughBothEngines() throws {
        // An override of the card, a book page with an indented partial, inheritance and a
        // changed delimiter, and a TEXT template: the shapes a library's theme takes.
        let library = try SiteLanguageAndPagingTests.library(books: 60, extra: [
            "templates/book-card.mustache": "<li>\n  {{#book}}{{title}}{{/book}}{{^book}}{{title}} &{{/book}}\n  {{#authors}}<i>{{.}}</i>{{/authors}}\r\n</li>\n",
            "templates/aside.mustache": "<aside>\n{{#book}}\n  <b>{{title}}</b>\n{{/book}}\n{{! a comment }}\n</aside>\n",
            "templates/book.mustache": "{{<layout}}\n{{$content}}\n    {{> aside}}\n  {{=<% %>=}}\n  <p><% book.title %> · <%& site.name %></p>\n<%={{ }}=%>\n{{/content}}\n{{/layout}}\n",
            "templates/sitemap.xml.mustache": "{{% CONTENT_TYPE: TEXT }}\n{{#urls}}\n{{loc}} <&>\n{{/urls}}\n",
        ])
        let check = try library.check(asOf: "2026-11-22")
        let (compiled, mustache) = try Self.renderBoth(check, root: library.root)
        #expect(String(decoding: compiled["books/book-007/index.html"] ?? Data(), as: UTF8.self).contains("<aside>\n  <b>Book 007</b>\n</aside>\n<p>Book 007 · Big Circle</p>\n"))
        for (path, bytes) in mustache.sorted(by: { $0.key < $1.key }) {
            #expect(compiled[path] == bytes, "\(path) differs")
        }
    }

    /// A theme with the page's strings and site written in renders what the theme renders
    /// looking them up, escaped and not, in partials, indented, and where a section's value
    /// holds `t` or `site` itself (then that one is found, as Mustache finds it).
    @Test func aFoldedThemeRendersWhatTheLookedUpOneRenders() throws {
        HTMLEscaping.register()
        let templates = [
            "main": "<{{t.a}}|{{{t.a}}}|{{site.name}}|{{site.count}}|{{site.desk.note}}|{{t.missing}}>\n{{#items}}[{{t.a}} {{site.name}} {{#t}}{{t.a}}{{/t}}]{{/items}}\n{{^items}}none {{t.b}}{{/items}}\n  {{> part}}\n{{% CONTENT_TYPE: TEXT }}\n{{t.a}}\n",
            "part": "{{t.b}}\n{{site.name}}\n{{#site.desk}}{{note}} {{t.a}}{{/site.desk}}\n",
        ]
        var library = MustacheLibrary()
        for (name, text) in templates { try library.register(HTMLEscaping.pragma + text, named: name) }
        let theme = try #require(CompiledTheme(library: library, names: templates.keys) as CompiledTheme?)
        let words: [String: Any] = ["a": "A & <b>", "b": "Bee's \"quote\""]
        let site: [String: Any] = ["name": "Green & Co", "count": 42, "desk": ["note": "Ask <here>"] as [String: Any]]
        let folded = theme.folding(["t": words, "site": site])
        let items: [[String: Any]] = [["x": 1], ["t": ["a": "shadowed <a>"] as [String: Any]], ["site": ["name": "inner site"] as [String: Any]], ["y": "plain"]]
        for context in [["t": words, "site": site, "items": items], ["t": words, "site": site, "items": [] as [Any]],
                        ["t": words, "site": site, "items": [["t": "a string"]] as [[String: Any]]]] as [[String: Any]] {
            let expected = try #require(theme.render(context, template: "main"))
            #expect(folded.render(context, template: "main") == expected, "\(String(decoding: expected, as: UTF8.self))")
        }
        // The constants are written in: a page without them still shows the build's.
        let bare = String(decoding: folded.render(["items": [] as [Any]], template: "main") ?? [], as: UTF8.self)
        #expect(bare.hasPrefix("<A &amp; &lt;b&gt;|A & <b>|Green &amp; Co|42|Ask &lt;here&gt;|>"), "\(bare)")
    }

    /// Templates registered as `SiteRenderer` registers them, and each rendered both ways.
    static func compare(_ templates: [String: String], _ contexts: [Any], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        HTMLEscaping.register()
        var library = MustacheLibrary()
        for (name, text) in templates { try library.register(HTMLEscaping.pragma + text, named: name) }
        let theme = try #require(CompiledTheme(library: library, names: templates.keys) as CompiledTheme?, sourceLocation: sourceLocation)
        for (index, context) in contexts.enumerated() {
            let expected = library.render(context, withTemplate: "main")
            let actual = theme.render(context, template: "main").map { String(decoding: $0, as: UTF8.self) }
            #expect(actual == expected, "context \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func namesResolveAsSwiftMustacheResolvesThem() throws {
        let template = """
            [{{a.b.c}}] [{{a.b}}] [{{.}}] [{{.a}}] [{{x}}] [{{#a}}{{x}}-{{.x}}-{{b.c}}{{/a}}] [{{#a}}{{#b}}{{x}}{{y}}{{/b}}{{/a}}]
            [{{#a}}{{b.z}}{{/a}}] [{{n}}] [{{d}}] [{{f}}] [{{none}}] [{{some}}] [{{list}}] [{{table.k}}] [{{counts.one}}]
            """
        try Self.compare(["main": template], [
            ["a": ["b": ["c": "deep <&>"] as [String: Any]] as [String: Any], "x": "outer", "y": "y'\"", "n": 42, "d": 2.5, "f": false,
             "none": String?.none as Any, "some": String?.some("wrapped") as Any, "list": ["p", "q"],
             "table": ["k": "from [String: String]"], "counts": ["one": 1]] as [String: Any],
            ["a": ["x": "inner", "b": ["y": "b's y", "z": "z"] as [String: Any]] as [String: Any], "x": "outer"] as [String: Any],
            ["b": ["z": "outer z"], "a": ["b": ["c": 1]]] as [String: Any],
            "just a string",
            [1, 2, 3] as [Any],
        ])
    }

    @Test func sectionsTakeArraysBooleansAndValuesAsSwiftMustacheDoes() throws {
        let template = """
            {{#items}}<{{name}}{{^name}}?{{/name}}>{{/items}}{{^items}}no items{{/items}}
            {{#flag}}on{{/flag}}{{^flag}}off{{/flag}} {{#text}}[{{.}}]{{/text}} {{#number}}#{{.}}{{/number}} {{#empty}}e{{/empty}}{{^empty}}none{{/empty}}
            {{#words}}{{.}},{{/words}} {{#mixed}}({{.}}){{/mixed}} {{#object}}{{k}}{{/object}} {{^missing}}absent{{/missing}} {{#optional}}o{{.}}{{/optional}}
            """
        try Self.compare(["main": template], [
            ["items": [["name": "a"], ["name": ""], [:]] as [[String: Any]], "flag": true, "text": "", "number": 0, "empty": [] as [[String: Any]],
             "words": ["x", "y"], "mixed": [1, "two", true] as [Any], "object": ["k": "v"], "optional": Bool?.some(true) as Any] as [String: Any],
            ["items": [] as [[String: Any]], "flag": false, "empty": [] as [Any], "words": [] as [String], "optional": Bool?.none as Any] as [String: Any],
            [:] as [String: Any],
        ])
    }

    /// A list's books are `CardValues` (a summary and its card): seen as a dictionary holding
    /// both, by either engine, through a section, a partial and names that climb past them.
    @Test func cardValuesReadAsTheDictionaryTheyStandFor() throws {
        let templates = [
            "main": "{{#books}}<{{title}}|{{{card_html}}}|{{root}}|{{^cover_url}}none{{/cover_url}}|{{> card}}>{{/books}}{{^books}}no books{{/books}} [{{#one}}{{title}}{{/one}}] [{{one}}]\n",
            "card": "{{title}} {{availability.status}} {{card_html}}",
        ]
        let card = CardValues(summary: ["title": "Dune <1>", "availability": ["status": "on-loan"] as [String: Any]], html: .text("<li>Dune</li>"))
        let other = CardValues(summary: ["title": "Emma", "cover_url": "covers/e.jpg"], html: .text("<li>Emma</li>"))
        // A card rendered once with a hole for `root`, filled for this depth (`SiteRenderer.card`).
        let holed = CompiledTheme.Spliced(bytes: Array("<li><a href=\"\">Ada</a></li>".utf8), holes: [(13, true)])
        let spliced = CardValues(summary: ["title": "Ada"], html: .spliced(CompiledTheme.Filled(text: holed, value: "../")))
        #expect(spliced.child(named: "card_html") as? String == "<li><a href=\"../\">Ada</a></li>")
        try Self.compare(templates, [
            ["books": [card, other, spliced], "root": "../../", "one": spliced] as [String: Any],
            ["books": [card, other], "root": "../../", "one": card] as [String: Any],
            ["books": [] as [CardValues], "title": "outer"] as [String: Any],
        ])
        HTMLEscaping.register()
        var library = MustacheLibrary()
        for (name, text) in templates { try library.register(HTMLEscaping.pragma + text, named: name) }
        let theme = try #require(CompiledTheme(library: library, names: templates.keys) as CompiledTheme?)
        let asDictionaries: [String: Any] = ["books": [card, other].map { $0.summary.merging(["card_html": $0.child(named: "card_html")!]) { $1 } }, "root": "../../"]
        let asCards: [String: Any] = ["books": [card, other], "root": "../../"]
        let rendered = theme.render(asCards, template: "main").map { String(decoding: $0, as: UTF8.self) }
        #expect(rendered == theme.render(asDictionaries, template: "main").map { String(decoding: $0, as: UTF8.self) })
        #expect(rendered?.hasPrefix("<Dune &lt;1&gt;|<li>Dune</li>|../../|none|Dune &lt;1&gt; on-loan &lt;li&gt;Dune&lt;/li&gt;>") == true)
    }

    /// A card rendered once with a hole for `root` and filled at each folder depth is the card
    /// rendered with that `root`: escaped or not, in a section, in a partial; a hole at the start
    /// of an indented partial's line (where an empty value drops the indentation) is refused.
    @Test func aCardRenderedWithAHoleIsTheCardRenderedAtEachDepth() throws {
        let templates = [
            "main": "<a href=\"{{root}}{{url}}\">{{{root}}}|{{#root}}[{{.}}]{{/root}}{{^root}}none{{/root}}|{{> link}}</a>\n",
            "link": "{{#cover}}<img src=\"{{root}}{{cover}}\">{{/cover}}",
        ]
        HTMLEscaping.register()
        var library = MustacheLibrary()
        for (name, text) in templates { try library.register(HTMLEscaping.pragma + text, named: name) }
        let theme = try #require(CompiledTheme(library: library, names: templates.keys) as CompiledTheme?)
        let book: [String: Any] = ["url": "books/b1/index.html", "cover": "covers/b1.jpg"]
        let spliced = try #require(theme.render(book.merging(["root": CompiledTheme.Hole()]) { $1 }, template: "main", holes: ()))
        #expect(spliced.holes.count == 4)
        for root in ["../../", "", "../", "<&>"] {
            let direct = theme.render(book.merging(["root": root]) { $1 }, template: "main").map { String(decoding: $0, as: UTF8.self) }
            #expect(spliced.text(root) == direct, "root \(root)")
            #expect(spliced.text(root) == library.render(book.merging(["root": root]) { $1 }, withTemplate: "main"), "root \(root)")
        }
        #expect(spliced.text("../../") == "<a href=\"../../books/b1/index.html\">../../|[../../]|<img src=\"../../covers/b1.jpg\"></a>\n")

        var indented = MustacheLibrary()
        try indented.register(HTMLEscaping.pragma + "<li>\n  {{> link}}\n</li>\n", named: "main")
        try indented.register(HTMLEscaping.pragma + "{{root}}x\n", named: "link")
        let refusing = try #require(CompiledTheme(library: indented, names: ["main", "link"]) as CompiledTheme?)
        #expect(refusing.render(["root": CompiledTheme.Hole()] as [String: Any], template: "main", holes: ()) == nil)
    }

    @Test func partialsIndentationAndInheritanceMatchSwiftMustache() throws {
        let templates = [
            "main": "<body>\n  {{> list}}\n\t{{#rows}}\n    {{> row}}\n\t{{/rows}}\n{{<frame}}\n{{$title}}Main {{name}}{{/title}}\n{{/frame}}\n  {{<frame}}{{/frame}}\n</body>\n",
            "list": "<ul>\n{{#rows}}\n  <li>{{.}}</li>\r\n{{/rows}}\n</ul>\n",
            "row": "<tr>\n  {{.}}\n</tr>\n{{> cell}}\n",
            "cell": "  <td>\n  {{.}}\n</td>\n",
            "frame": "<h1>{{$title}}Default{{/title}}</h1>\n  {{$body}}\n  body {{name}}\n  {{/body}}\n{{<inner}}{{$title}}ignored{{/title}}{{/inner}}\n",
            "inner": "<i>{{$title}}inner default{{/title}}</i>\n",
        ]
        try Self.compare(templates, [
            ["rows": ["one", "two <b>"], "name": "N"] as [String: Any],
            ["rows": [] as [String]] as [String: Any],
        ])
    }

    @Test func delimitersCommentsAndContentTypesMatchSwiftMustache() throws {
        try Self.compare([
            "main": "{{! comment }}\n{{=| |=}}\n|a| |&a|\n|={{ }}=|\n{{a}} {{{a}}} {{&a}}\n{{> plain}}\n{{a}}\n",
            "plain": "{{% CONTENT_TYPE: TEXT }}\n{{a}}\n",
        ], [["a": "<'&\">é\u{301}<\u{301}"] as [String: Any]])
    }

    @Test func aThemeUsingSwiftMustachesTransformsIsLeftToSwiftMustache() throws {
        HTMLEscaping.register()
        var library = MustacheLibrary()
        try library.register(HTMLEscaping.pragma + "{{lowercased(name)}}", named: "main")
        #expect(CompiledTheme(library: library, names: ["main"]) == nil)
        var other = MustacheLibrary()
        try other.register(HTMLEscaping.pragma + "{{>*name}}", named: "main")
        #expect(CompiledTheme(library: other, names: ["main"]) == nil)
        var plain = MustacheLibrary()
        try plain.register(HTMLEscaping.pragma + "{{name}}", named: "main")
        #expect(CompiledTheme(library: plain, names: ["main"]) != nil)
    }
}
