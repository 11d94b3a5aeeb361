import Foundation
import Mustache
import LibGenSupport

/// The theme's templates as swift-mustache parsed them, rendered without its per-name dynamic casts.
///
/// Written by hand because no library does it: swift-mustache interprets its tokens against
/// `Any` values, and every `{{name}}` costs a split of the name, two protocol casts for each
/// level of the context stack it climbs, and five more to decide how to write the value it
/// found (`MustacheCustomRepresentation`, `MustacheParent`, `MustacheTemplate`,
/// `MustacheCustomRenderable`, `MustacheLambda`, `AnyOptional`). Protocol casts look the
/// conformance up in the runtime's cache every time; at 10,000 books they were half the CPU
/// of a build (4 s of casts, 0.9 s of splitting names). The templates themselves stay
/// swift-mustache's: its parser reads them (the same standalone lines, indentation,
/// inheritance and errors), and `CompiledTheme` takes the parsed tokens once per theme
/// and keeps each name already split and each text as bytes.
///
/// Rendering follows `MustacheTemplate.render(context:)` step for step (swift-mustache
/// 2.1.1, `Template+Render.swift` and `Context.swift`): the same lookup up the context
/// stack, the same sections for arrays, booleans and other values, the same indentation of
/// standalone partials and blocks, the same merging of inherited blocks. What it tells apart
/// by type is only what `TemplateValues` makes (strings, numbers, booleans, dictionaries
/// keyed by string, arrays, and a list's books as `CardValues`); any other value takes swift-mustache's own casts, except
/// that a `MustacheLambda` or `MustacheTemplate` met as a value is not called or rendered
/// (swift-mustache keeps calling them internal, and `TemplateValues` makes neither).
///
/// Swift-mustache's extensions beyond Mustache — transforms (`{{lowercased(name)}}`) and
/// dynamic partials (`{{>*name}}`) — are not compiled: a theme using one renders entirely
/// through swift-mustache, as before (`init` returns nil). So does a content type other
/// than libgen's HTML escaping and TEXT.
struct CompiledTheme: Sendable {
    /// A template's tokens, shared by every place that renders it: plain pointers into the
    /// theme's `Storage`, so copying a node or a template retains nothing.
    struct Template: @unchecked Sendable {
        let nodes: UnsafeBufferPointer<Node>
    }

    /// A token. Every payload is a plain value or a pointer into the theme's `Storage`: the
    /// rendering threads read the same nodes, and with reference-counted payloads (arrays,
    /// strings, a class per template) each copy of a node was an atomic increment and decrement
    /// of a count the other core was changing too (`swift_retain` was the largest symbol of a
    /// build's profile, 13 % of its samples, a quarter of them copying nodes).
    enum Node: @unchecked Sendable {
        case text(UnsafeBufferPointer<UInt8>)
        case variable(UnsafePointer<Name>, escaped: Bool)
        case section(UnsafePointer<Name>, body: Template, inverted: Bool)
        case partial(UnsafePointer<Partial>)
        case block(UnsafePointer<Block>)
        /// `{{% CONTENT_TYPE: … }}`: whether `{{value}}` escapes for the rest of this template.
        case escaping(Bool)
        /// A `variable` whose value is the same on every page (`folding(_:)`), already written.
        case constant(UnsafePointer<Constant>)
    }

    /// `{{t.borrow}}`, `{{site.name}}`: a name every page's values give the same text, written
    /// once as it is and escaped; and the name, looked up as any other while a value pushed by a
    /// section holds a key of the same name (which would then be the one found).
    struct Constant {
        let name: UnsafePointer<Name>
        let escapedTag: Bool
        let raw: UnsafeBufferPointer<UInt8>
        let escaped: UnsafeBufferPointer<UInt8>
    }

    /// `{{> name}}` or `{{< name}}…{{/name}}`: the template, the indentation of a standalone
    /// tag, and the blocks an inheriting tag gives.
    struct Partial {
        let name: String
        let indentation: String?
        let inherits: [String: Template]?
    }

    /// `{{$ name}}…{{/name}}`: its default body and the indentation of a standalone tag.
    struct Block {
        let name: String
        let fallback: Template
        let indentation: String?
    }

    /// What a theme's nodes point at, allocated when it is compiled and freed with the last
    /// copy of the theme (`CompiledTheme` holds it; a renderer holds the theme while it renders).
    final class Storage: @unchecked Sendable {
        private var allocations: [() -> Void] = []

        func bytes(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = buffer.initialize(from: bytes)
            allocations.append { buffer.deallocate() }
            return UnsafeBufferPointer(buffer)
        }

        func value<Value>(_ value: Value) -> UnsafePointer<Value> {
            let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
            pointer.initialize(to: value)
            allocations.append { pointer.deinitialize(count: 1); pointer.deallocate() }
            return UnsafePointer(pointer)
        }

        func strings(_ strings: [String]) -> UnsafeBufferPointer<String> {
            let buffer = UnsafeMutableBufferPointer<String>.allocate(capacity: strings.count)
            _ = buffer.initialize(from: strings)
            allocations.append { buffer.deinitialize(); buffer.deallocate() }
            return UnsafeBufferPointer(buffer)
        }

        func template(_ nodes: [Node]) -> Template {
            let buffer = UnsafeMutableBufferPointer<Node>.allocate(capacity: nodes.count)
            _ = buffer.initialize(from: nodes)
            allocations.append { buffer.deallocate() }
            return Template(nodes: UnsafeBufferPointer(buffer))
        }

        deinit { for free in allocations { free() } }
    }

    /// A name as `getChild` resolves it: `.` (the current object), `.a.b` (from the current
    /// object only), or `a.b` (`a` looked for up the stack, the rest inside what holds it).
    /// Its parts are in the theme's `Storage`, not an array: every name looked up on either
    /// rendering thread retained and released the same array, and the two cores' atomic
    /// increments of one count were 2 % of a large build.
    struct Name: @unchecked Sendable {
        enum Start: Sendable { case current, anchored, climbing }
        let start: Start
        let path: UnsafeBufferPointer<String>

        init(_ raw: String, _ storage: Storage) {
            path = storage.strings(raw.split(separator: ".").map(String.init))
            start = raw == "." ? .current : raw.first == "." ? .anchored : .climbing
        }
    }

    let templates: [String: Template]
    private let storage: Storage
    /// The theme this one was folded from (`folding(_:)`): its storage holds the names and texts
    /// the folded nodes still point at.
    private let base: Storage?
    /// The top-level names whose values were written in (`folding(_:)`); empty for a theme as compiled.
    let foldedKeys: [String]

    /// Nil when a template uses what is not compiled (see the type's comment) or its tokens
    /// are not in the shape swift-mustache 2.1.1 keeps them in.
    init?(library: MustacheLibrary, names: some Sequence<String>) {
        let storage = Storage()
        var templates = [String: Template]()
        for name in names {
            guard let template = library.getTemplate(named: name), let compiled = Self.compile(template, storage) else { return nil }
            templates[name] = compiled
        }
        self.templates = templates
        self.storage = storage
        base = nil
        foldedKeys = []
    }

    private init(templates: [String: Template], storage: Storage, base: Storage, foldedKeys: [String]) {
        self.templates = templates
        self.storage = storage
        self.base = base
        self.foldedKeys = foldedKeys
    }

    /// This theme with every `{{name.part…}}` variable whose first part is one of `constants`'
    /// keys, and whose value there is text or a number, written in: for pages whose values hold
    /// exactly `constants` under those keys (every page's `t`, its strings, and `site`). A quarter
    /// of a book page's names are these, each looked up the stack and into its table on every page.
    /// Sections, and names a section's value could hold too, stay looked up (`Constant`).
    func folding(_ constants: [String: Any]) -> CompiledTheme {
        let storage = Storage()
        let probe = Renderer(theme: self, stack: [Kind(constants as Any)])
        func fold(_ template: Template) -> Template {
            storage.template(template.nodes.map { node -> Node in
                switch node {
                case .variable(let name, let escaped):
                    guard name.pointee.start == .climbing, name.pointee.path.count > 1, let first = name.pointee.path.first,
                          constants[first] != nil, let (raw, escapedBytes) = probe.constantText(name.pointee) else { return node }
                    return .constant(storage.value(Constant(name: name, escapedTag: escaped, raw: storage.bytes(raw), escaped: storage.bytes(escapedBytes))))
                case .section(let name, let body, let inverted):
                    return .section(name, body: fold(body), inverted: inverted)
                case .partial(let partial):
                    let inherits = partial.pointee.inherits?.mapValues(fold)
                    return .partial(storage.value(Partial(name: partial.pointee.name, indentation: partial.pointee.indentation, inherits: inherits)))
                case .block(let block):
                    return .block(storage.value(Block(name: block.pointee.name, fallback: fold(block.pointee.fallback), indentation: block.pointee.indentation)))
                case .text, .escaping, .constant:
                    return node
                }
            })
        }
        return CompiledTheme(templates: templates.mapValues(fold), storage: storage, base: self.storage, foldedKeys: constants.keys.sorted())
    }

    /// The text of `name` rendered with `object` as the whole context; nil for a template not in the theme.
    func render(_ object: Any, template name: String) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var renderer = Renderer(theme: self, stack: [Kind(object)])
        var out = [UInt8]()
        out.reserveCapacity(16_384)
        renderer.render(template, into: &out, indentation: nil, inherited: nil, escapes: true)
        return out
    }

    /// `name` rendered with `object`, in which a `Hole` stands for a value given later
    /// (`Spliced.write`): a book's card, rendered once and written at every folder depth with
    /// that depth's `root`. Nil for a template not in the theme, or one that writes a hole where
    /// the text given later would change more than that place: at the start of a line of an
    /// indented partial, whose indentation swift-mustache drops when the value is empty.
    func render(_ object: Any, template name: String, holes: Void) -> Spliced? {
        guard let template = templates[name] else { return nil }
        var renderer = Renderer(theme: self, stack: [Kind(object)])
        renderer.holes = []
        var out = [UInt8]()
        out.reserveCapacity(2_048)
        renderer.render(template, into: &out, indentation: nil, inherited: nil, escapes: true)
        guard let holes = renderer.holes, renderer.spliceable else { return nil }
        // A copy the card's size: `out` has room for 2 KB, and 10,000 cards are kept.
        let bytes = [UInt8](unsafeUninitializedCapacity: out.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: out)
        }
        return Spliced(bytes: bytes, holes: holes)
    }

    /// The value a `render(_:template:holes:)` leaves a place for.
    struct Hole {}

    /// Rendered text with the places its holes were (`render(_:template:holes:)`).
    struct Spliced: Sendable {
        let bytes: [UInt8]
        /// Where each hole is, and whether its value is escaped there (`{{root}}`, not `{{{root}}}`).
        let holes: [(offset: Int, escaped: Bool)]

        /// The text with `value` in every hole, into `out`. Through the bytes' buffer: a slice of
        /// the array retained it, and a card's bytes are read by both rendering threads.
        func write(_ value: String, into out: inout [UInt8]) {
            bytes.withUnsafeBufferPointer { bytes in
                var start = 0
                for hole in holes {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<hole.offset]))
                    Renderer.append(value, into: &out, escaped: hole.escaped)
                    start = hole.offset
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            }
        }

        func text(_ value: String) -> String {
            var out = [UInt8]()
            out.reserveCapacity(bytes.count + holes.count * value.utf8.count)
            write(value, into: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A `Spliced` text and what goes in its holes: the value a card's `card_html` is. A class:
    /// as a struct (four words) each `card_html` looked up was boxed in a new allocation to be an `Any`.
    final class Filled: @unchecked Sendable {
        let text: Spliced
        let value: String

        init(text: Spliced, value: String) {
            self.text = text
            self.value = value
        }

        /// The text with its value in every hole, into `out`.
        func write(into out: inout [UInt8]) { text.write(value, into: &out) }
    }

    // MARK: Reading swift-mustache's tokens

    /// swift-mustache keeps a template's tokens internal; `Mirror` reads them (a template is
    /// compiled once per theme). Each token is an enum case whose payload is a value or a tuple.
    private static func compile(_ template: MustacheTemplate, _ storage: Storage) -> Template? {
        guard let tokens = Mirror(reflecting: template).children.first(where: { $0.label == "tokens" })?.value else { return nil }
        var nodes = [Node]()
        for token in Mirror(reflecting: tokens).children {
            guard let node = compileToken(token.value, storage) else { return nil }
            nodes.append(node)
        }
        return storage.template(nodes)
    }

    private static func compileToken(_ token: Any, _ storage: Storage) -> Node? {
        let mirror = Mirror(reflecting: token)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first, let kind = payload.label else { return nil }
        let fields = Mirror(reflecting: payload.value).children.map(\.value)
        switch kind {
        case "text":
            guard let text = payload.value as? String else { return nil }
            return .text(storage.bytes(Array(text.utf8)))
        case "variable", "unescapedVariable":
            guard fields.count == 2, let name = fields[0] as? String, let transforms = fields[1] as? [String], transforms.isEmpty else { return nil }
            return .variable(storage.value(Name(name, storage)), escaped: kind == "variable")
        case "section", "invertedSection":
            guard fields.count == 3, let name = fields[0] as? String, let transforms = fields[1] as? [String], transforms.isEmpty,
                  let body = fields[2] as? MustacheTemplate, let compiled = compile(body, storage) else { return nil }
            return .section(storage.value(Name(name, storage)), body: compiled, inverted: kind == "invertedSection")
        case "partial":
            guard fields.count == 3, let name = fields[0] as? String else { return nil }
            var inherits: [String: Template]?
            if let blocks = fields[2] as? [String: MustacheTemplate] {
                var compiled = [String: Template]()
                for (block, template) in blocks {
                    guard let body = compile(template, storage) else { return nil }
                    compiled[block] = body
                }
                inherits = compiled
            } else if !isNil(fields[2]) {
                return nil
            }
            return .partial(storage.value(Partial(name: name, indentation: fields[1] as? String, inherits: inherits)))
        case "blockExpansion":
            guard fields.count == 3, let name = fields[0] as? String, let body = fields[1] as? MustacheTemplate,
                  let compiled = compile(body, storage) else { return nil }
            return .block(storage.value(Block(name: name, fallback: compiled, indentation: fields[2] as? String)))
        case "contentType":
            // Told apart by what they do: libgen's HTML escaping turns `<` into `&lt;` byte by
            // byte (even before a combining mark, where swift-mustache's own HTML type does
            // not), TEXT changes nothing.
            guard let type = payload.value as? MustacheContentType else { return nil }
            let probe = "<\u{301}&\"'>"
            switch type.escapeText(probe) {
            case HTMLEscaping.escape(probe): return .escaping(true)
            case probe: return .escaping(false)
            default: return nil
            }
        default:
            return nil
        }
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
