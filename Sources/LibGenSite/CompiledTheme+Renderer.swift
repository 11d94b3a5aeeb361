import Foundation
import Mustache
import LibGenSupport

extension CompiledTheme {
    /// One page's rendering: the context stack, pushed and popped as sections open and close.
    /// Each value on the stack is kept as its `Kind`, told once when it is pushed rather than
    /// again for every name that climbs past it.
    struct Renderer {
        let theme: CompiledTheme
        var stack: [Kind]
        /// Where each `Hole` was written, and whether escaped (`render(_:template:holes:)`); nil when not asked for.
        var holes: [(offset: Int, escaped: Bool)]?
        /// False once a hole was written where its text would change more than its place.
        var spliceable = true
        /// How many values on the stack hold a key the theme folded (`CompiledTheme.folding`):
        /// while any does, a folded name is looked up as it was written.
        private var shadowing = 0

        init(theme: CompiledTheme, stack: [Kind]) {
            self.theme = theme
            self.stack = stack
        }

        /// `MustacheTemplate.render(context:)`: with an indentation, a token's output that
        /// begins a line of this template's own output is indented (a line ended by `\r\n`
        /// is not: swift-mustache compares the last `Character` with `"\n"`).
        mutating func render(_ template: Template, into out: inout [UInt8], indentation: String?,
                             inherited: [String: Template]?, escapes: Bool) {
            var escapes = escapes
            let nodes = template.nodes
            guard let indentation, !indentation.isEmpty else {
                for index in nodes.indices {
                    render(nodes[index], into: &out, indentation: indentation, inherited: inherited, escapes: &escapes)
                }
                return
            }
            let start = out.count
            let indent = Array(indentation.utf8)
            for index in nodes.indices {
                let end = out.count
                let atLineStart = end > start && out[end - 1] == 0x0A && !(end - 2 >= start && out[end - 2] == 0x0D)
                if atLineStart { out.append(contentsOf: indent) }
                let mark = out.count
                render(nodes[index], into: &out, indentation: indentation, inherited: inherited, escapes: &escapes)
                if atLineStart && out.count == mark { out.removeLast(indent.count) }
            }
        }

        private mutating func render(_ node: borrowing Node, into out: inout [UInt8], indentation: String?,
                                     inherited: [String: Template]?, escapes: inout Bool) {
            switch node {
            case .text(let bytes):
                out.append(contentsOf: bytes)
            case .variable(let name, let escaped):
                guard let value = lookUp(name.pointee) else { return }
                if case .hole = value {
                    if indentation != nil { spliceable = false }
                    holes?.append((out.count, escaped && escapes))
                    return
                }
                write(value, into: &out, escaped: escaped && escapes)
            case .section(let name, let body, let inverted):
                let value = lookUp(name.pointee)
                if inverted {
                    invertedSection(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
                } else {
                    section(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
                }
            case .partial(let partial):
                let partial = partial.pointee
                guard let template = theme.templates[partial.name] else { return }
                let merged: [String: Template]? = if let inherits = partial.inherits {
                    inherited?.merging(inherits) { outer, _ in outer } ?? inherits
                } else {
                    inherited
                }
                // `withPartial` starts the partial in swift-mustache's HTML content type; libgen's
                // own escaping (every template's first token) takes over at once.
                render(template, into: &out, indentation: Self.indent(indentation, partial.indentation), inherited: merged, escapes: true)
            case .block(let block):
                let block = block.pointee
                render(inherited?[block.name] ?? block.fallback, into: &out, indentation: Self.indent(indentation, block.indentation),
                       inherited: inherited, escapes: escapes)
            case .escaping(let escaping):
                escapes = escaping
            case .constant(let constant):
                let constant = constant.pointee
                if shadowing == 0 {
                    out.append(contentsOf: constant.escapedTag && escapes ? constant.escaped : constant.raw)
                } else if let value = lookUp(constant.name.pointee) {
                    write(value, into: &out, escaped: constant.escapedTag && escapes)
                }
            }
        }

        /// What `{{name}}` writes unescaped and escaped, for a name whose value is text or a
        /// number (nil for any other value, or none): a folded constant's bytes.
        func constantText(_ name: Name) -> (raw: [UInt8], escaped: [UInt8])? {
            guard let value = lookUp(name) else { return nil }
            switch value {
            case .string, .int:
                var raw = [UInt8](), escaped = [UInt8]()
                write(value, into: &raw, escaped: false)
                write(value, into: &escaped, escaped: true)
                return (raw, escaped)
            default:
                return nil
            }
        }

        /// Does `value`, pushed by a section, hold a key the theme folded (so that a folded name
        /// would be found in it first)? A value of a kind not told apart is taken to.
        private func shadows(_ value: Kind) -> Bool {
            let keys = theme.foldedKeys
            switch value {
            case .object(let values): return keys.contains { values[$0] != nil }
            case .stringTable(let values): return keys.contains { values[$0] != nil }
            case .numberTable(let values): return keys.contains { values[$0] != nil }
            case .card(let card):
                return keys == CardValues.pageConstants ? card.holdsPageConstants : keys.contains { card.compiledChild(named: $0) != nil }
            case .other: return true
            case .string, .int, .bool, .dictionaries, .list, .strings, .cards, .hole, .filled: return false
            }
        }

        private static func indent(_ indentation: String?, _ added: String?) -> String? {
            guard let added else { return indentation }
            return (indentation ?? "") + added
        }

        // MARK: Sections (`renderSection`, `renderInvertedSection`)

        private mutating func section(_ value: Kind?, _ body: Template, into out: inout [UInt8], indentation: String?,
                                      inherited: [String: Template]?, escapes: Bool) {
            guard let value else { return }
            switch value {
            case .bool(let flag):
                if flag { render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                return
            case .dictionaries(let items):
                for item in items { renderPushed(.object(item), body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                return
            case .list(let items):
                for item in items { renderPushed(Kind(item), body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                return
            case .strings(let items):
                for item in items { renderPushed(.string(item), body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                return
            case .cards(let items):
                for item in items { renderPushed(.card(item), body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                return
            case .string, .int, .object, .stringTable, .numberTable, .card, .hole:
                break
            case .filled(let filled):
                renderPushed(.string(filled.text.text(filled.value)), body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
                return
            case .other(let value):
                if let sequence = value as? any MustacheSequence {
                    for item in sequence { renderPushed(Kind(item), body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                    return
                }
                if let flag = value as? Bool {
                    if flag { render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                    return
                }
                if let null = value as? MustacheCustomRenderable, null.isNull { return }
            }
            renderPushed(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
        }

        private mutating func invertedSection(_ value: Kind?, _ body: Template, into out: inout [UInt8], indentation: String?,
                                              inherited: [String: Template]?, escapes: Bool) {
            guard let value else {
                render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
                return
            }
            switch value {
            case .bool(let flag):
                if !flag { render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
            case .dictionaries(let items):
                if items.isEmpty { renderPushed(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
            case .list(let items):
                if items.isEmpty { renderPushed(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
            case .strings(let items):
                if items.isEmpty { renderPushed(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
            case .cards(let items):
                if items.isEmpty { renderPushed(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
            case .string, .int, .object, .stringTable, .numberTable, .card, .hole, .filled:
                break
            case .other(let object):
                if let sequence = object as? any MustacheSequence {
                    var iterator = sequence.makeIterator()
                    if iterator.next() == nil { renderPushed(value, body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                } else if let flag = object as? Bool {
                    if !flag { render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes) }
                } else if let null = object as? MustacheCustomRenderable, null.isNull {
                    render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
                }
            }
        }

        private mutating func renderPushed(_ value: Kind, _ body: Template, into out: inout [UInt8], indentation: String?,
                                           inherited: [String: Template]?, escapes: Bool) {
            let shadows = !theme.foldedKeys.isEmpty && shadows(value)
            if shadows { shadowing += 1 }
            stack.append(value)
            render(body, into: &out, indentation: indentation, inherited: inherited, escapes: escapes)
            stack.removeLast()
            if shadows { shadowing -= 1 }
        }

        // MARK: Names (`getChild`)

        private func lookUp(_ name: Name) -> Kind? {
            let child: Kind?
            switch name.start {
            case .current:
                child = stack.last
            case .anchored:
                child = descend(name.path[...], from: stack[stack.count - 1])
            case .climbing:
                guard let first = name.path.first else { return stack.last }
                var found: Kind?
                // Levels by place (`for in stack.reversed()` copied each, retaining what it holds);
                // a name of one part (most of them) takes the value found as it is.
                var level = stack.count
                while level > 0 {
                    level -= 1
                    if let value = Self.child(first, of: stack[level]) {
                        found = name.path.count == 1 ? Kind(value) : descend(name.path.dropFirst(), from: Kind(value))
                        break
                    }
                }
                child = found
            }
            guard let child else { return nil }
            if case .other(let value) = child, let custom = value as? MustacheCustomRepresentation { return custom.representation.map(Kind.init) }
            return child
        }

        private func descend(_ path: Slice<UnsafeBufferPointer<String>>, from object: Kind) -> Kind? {
            var object = object
            // swift-mustache would call a `MustacheLambda` met on the way; TemplateValues makes none.
            for name in path {
                guard let child = Self.child(name, of: object) else { return nil }
                object = Kind(child)
            }
            return object
        }

        /// `_getImmediateChild`: a dictionary's value; strings, numbers, booleans and arrays have
        /// no named children (their mirrors have no labels).
        private static func child(_ name: String, of object: Kind) -> Any? {
            switch object {
            case .object(let values): return values[name]
            case .stringTable(let values): return values[name]
            case .numberTable(let values): return values[name]
            case .card(let card): return card.compiledChild(named: name)
            case .string, .int, .bool, .list, .dictionaries, .strings, .cards, .hole, .filled: return nil
            case .other(let object):
                let object: Any? = if let custom = object as? MustacheCustomRepresentation { custom.representation } else { object }
                if let parent = object as? MustacheParent { return parent.child(named: name) }
                guard let object else { return nil }
                guard let matched = Mirror(reflecting: object).children.first(where: { $0.label == name }) else { return nil }
                let mirror = Mirror(reflecting: matched.value)
                guard mirror.displayStyle == .optional else { return matched.value }
                return mirror.children.first?.value
            }
        }

        // MARK: Values

        private func write(_ value: Kind, into out: inout [UInt8], escaped: Bool) {
            switch value {
            case .string(let text):
                Self.append(text, into: &out, escaped: escaped)
            case .int(let number):
                out.append(contentsOf: String(number).utf8)
            case .bool(let flag):
                out.append(contentsOf: (flag ? "true" : "false").utf8)
            case .filled(let filled):
                if escaped { Self.append(filled.text.text(filled.value), into: &out, escaped: true) } else { filled.write(into: &out) }
            case .hole:
                // Written by `render(_:node:)`, which knows where.
                break
            case .object, .stringTable, .numberTable, .list, .dictionaries, .strings, .card, .cards, .other:
                let value = value.value
                if value is MustacheTemplate || value is MustacheLambda {
                    // Never in what TemplateValues makes; swift-mustache would render them in place.
                    return
                }
                let text: String
                if let renderable = value as? MustacheCustomRenderable {
                    text = renderable.renderText
                } else {
                    let mirror = Mirror(reflecting: value)
                    text = mirror.displayStyle == .optional && !mirror.children.isEmpty
                        ? String(describing: mirror.children.first!.value) : String(describing: value)
                }
                Self.append(text, into: &out, escaped: escaped)
            }
        }

        /// The text as it is, or escaped by `HTML.escape` (`HTMLEscaping`'s escaping), into the page.
        static func append(_ text: String, into out: inout [UInt8], escaped: Bool) {
            if escaped { HTML.escape(text, into: &out) } else { out.append(contentsOf: text.utf8) }
        }
    }

    /// What a value is, told by its exact type (a comparison of type metadata, not a protocol
    /// cast): the types `TemplateValues` makes. Anything else is `.other`, with the value.
    enum Kind {
        case string(String), int(Int), bool(Bool)
        case object([String: Any]), stringTable([String: String]), numberTable([String: Int])
        case dictionaries([[String: Any]]), list([Any]), strings([String])
        case card(CardValues), cards([CardValues])
        case hole, filled(Filled)
        case other(Any)

        init(_ value: Any) {
            let type = ObjectIdentifier(Swift.type(of: value))
            switch type {
            case Self.stringType: self = .string(value as! String)
            case Self.objectType: self = .object(value as! [String: Any])
            case Self.dictionariesType: self = .dictionaries(value as! [[String: Any]])
            case Self.boolType: self = .bool(value as! Bool)
            case Self.intType: self = .int(value as! Int)
            case Self.listType: self = .list(value as! [Any])
            case Self.stringsType: self = .strings(value as! [String])
            case Self.stringTableType: self = .stringTable(value as! [String: String])
            case Self.numberTableType: self = .numberTable(value as! [String: Int])
            case Self.cardType: self = .card(value as! CardValues)
            case Self.cardsType: self = .cards(value as! [CardValues])
            case Self.holeType: self = .hole
            case Self.filledType: self = .filled(value as! Filled)
            default: self = .other(value)
            }
        }

        /// The value itself.
        var value: Any {
            switch self {
            case .string(let value): value
            case .int(let value): value
            case .bool(let value): value
            case .object(let value): value
            case .stringTable(let value): value
            case .numberTable(let value): value
            case .dictionaries(let value): value
            case .list(let value): value
            case .strings(let value): value
            case .card(let value): value
            case .cards(let value): value
            case .hole: Hole()
            case .filled(let value): value.text.text(value.value)
            case .other(let value): value
            }
        }

        private static let stringType = ObjectIdentifier(String.self)
        private static let intType = ObjectIdentifier(Int.self)
        private static let boolType = ObjectIdentifier(Bool.self)
        private static let objectType = ObjectIdentifier([String: Any].self)
        private static let stringTableType = ObjectIdentifier([String: String].self)
        private static let numberTableType = ObjectIdentifier([String: Int].self)
        private static let dictionariesType = ObjectIdentifier([[String: Any]].self)
        private static let listType = ObjectIdentifier([Any].self)
        private static let stringsType = ObjectIdentifier([String].self)
        private static let cardType = ObjectIdentifier(CardValues.self)
        private static let cardsType = ObjectIdentifier([CardValues].self)
        private static let holeType = ObjectIdentifier(Hole.self)
        private static let filledType = ObjectIdentifier(Filled.self)
    }
}
