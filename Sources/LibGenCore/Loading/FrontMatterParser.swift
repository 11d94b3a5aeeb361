import Foundation
import Yams

/// Splits a Markdown file into its YAML front matter and its body.
///
/// The front matter is YAML between a first line `---` and the next `---` line
/// (FORMAT.md). It is parsed with Yams and converted into a `SourceNode` tree
/// whose locations are lines and columns of the whole file.
package enum FrontMatterParser {
    package struct Document: Sendable {
        package var frontMatter: SourceNode
        /// The Markdown after the closing `---`.
        var body: String
        /// The file line on which the body starts (1-based).
        var bodyLine: Int
        /// The file line of the closing `---`.
        var closingLine: Int
    }

    package struct Failure: Error, Equatable, Sendable {
        var message: String
        var location: SourceLocation
    }

    /// More YAML nodes than this (after expanding aliases) is refused, so that an
    /// alias bomb ("billion laughs") cannot make the tool hang or run out of memory.
    static let maximumNodes = 10_000

    /// More alias references (`*name` where a value starts) than this is refused
    /// before Yams sees the text: Yams hashes mapping keys for its duplicate
    /// check, and an alias to a nested alias structure used as a key makes that
    /// hashing exponential, before any node budget applies. Book front matter
    /// never needs aliases; a few are allowed.
    static let maximumAliases = 16

    /// An alias where a YAML node can start: at a line start, or after `: `, `- `, `? `, `[`, `{` or `,`.
    private static let alias = try! NSRegularExpression(pattern: #"(?:^|[\[{,]|[:?-][ \t])[ \t]*\*[^\s\[\]{},]"#, options: [.anchorsMatchLines])

    /// Parses `text` (BOM already removed; LF or CRLF line endings).
    /// `record`: what the file holds, as its problems name it ("book", "page").
    /// `plainShape`: whether front matter in the shape libgen writes is read without Yams
    /// (`PlainFrontMatter`); false reads everything with Yams (the tests comparing the two).
    package static func parse(_ text: String, record: String = "book", plainShape: Bool = true) -> Result<Document, Failure> {
        var lines = [Substring]()
        let utf8 = text.utf8
        var start = utf8.startIndex
        var closing: Int?
        // Split on LF (dropping a CR before it) only as far as the closing fence;
        // bytes, not Characters, because "\r\n" is a single Character in Swift.
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            var line = text[start..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = text[start..<utf8.index(before: end)] }
            lines.append(line)
            start = end < utf8.endIndex ? utf8.index(after: end) : end
            if lines.count == 1 && !isFence(line) { break }
            if lines.count >= 2, isFence(line) { closing = lines.count - 1; break }
        }
        guard let first = lines.first, isFence(first) else {
            let what = text.isEmpty ? "the file is empty" : "the first line is not `---`"
            return .failure(Failure(message: "no front matter: \(what); a \(record) starts with a line `---`, its fields in YAML, and another `---` line", location: .start))
        }
        guard let closing else {
            return .failure(Failure(message: "unterminated front matter: no closing `---` line after the opening one on line 1", location: .start))
        }
        let body = String(text[start...])
        // Front matter in the shape libgen writes is read directly; anything else by Yams.
        if plainShape, let converted = PlainFrontMatter.parse(lines[1..<closing]) {
            return .success(Document(frontMatter: converted, body: body, bodyLine: closing + 2, closingLine: closing + 1))
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        if yaml.utf8.contains(UInt8(ascii: "*")), alias.numberOfMatches(in: yaml, range: NSRange(yaml.startIndex..., in: yaml)) > maximumAliases {
            return .failure(Failure(message: "the front matter uses more than \(maximumAliases) YAML aliases (*name); write the fields out plainly", location: SourceLocation(line: 2, column: 1)))
        }
        let node: Node?
        do {
            // .basic: scalars are resolved by convertScalar, not by regular expressions; an explicit
            // encoding, because the default one reads the process environment on every call.
            node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch {
            return .failure(failure(from: error, yaml: lines[1..<closing]))
        }
        guard let node else {
            return .failure(Failure(message: "the front matter is empty; it needs at least `title`, `authors`, `owner` and `added`", location: SourceLocation(line: 2, column: 1)))
        }
        var budget = maximumNodes
        guard let converted = convert(node, budget: &budget) else {
            return .failure(Failure(message: "the front matter expands to more than \(maximumNodes) values (YAML aliases?); write the fields out plainly", location: SourceLocation(line: 2, column: 1)))
        }
        return .success(Document(frontMatter: converted, body: body, bodyLine: closing + 2, closingLine: closing + 1))
    }

    package static func isFence(_ line: Substring) -> Bool {
        guard line.hasPrefix("---") else { return false }
        return line.dropFirst(3).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The file location of a YAML mark: the YAML starts on line 2.
    static func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(line: 2, column: 1) }
        return SourceLocation(line: mark.line + 1, column: max(1, mark.column))
    }

    /// `yaml`: the front matter's lines (from the file's line 2), to point a repeated key at its repeat.
    static func failure(from error: Error, yaml: ArraySlice<Substring> = []) -> Failure {
        guard let yamlError = error as? YamlError else {
            return Failure(message: "invalid YAML front matter", location: SourceLocation(line: 2, column: 1))
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var detail = context.map { "\(problem) \($0.text)" } ?? problem
            if problem.contains("mapping values are not allowed") {
                detail += " (a value with a colon in it must be quoted, like title: \"Dune: Messiah\")"
            }
            return Failure(message: "invalid YAML in the front matter: \(detail)", location: location(mark))
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            // A key of the front matter's top level is found by its lines, so the problem points at
            // the repeat and names the first, as for JSON; a nested one is where Yams saw the mapping.
            if duplicates.count == 1, let key = duplicates.first {
                // Lines inside a quoted value that runs over several lines are not keys: a line's
                // unescaped double quotes (or a value opened with a single quote) are counted.
                var lines = [Int](), quote: Character? = nil
                for index in yaml.indices {
                    let line = yaml[index]
                    if quote == nil, line.hasPrefix(key), line.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") {
                        lines.append(index)
                    }
                    var escaped = false
                    for character in line {
                        if quote == "\"" {
                            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quote = nil }
                        } else if quote == "'" {
                            if character == "'" { quote = nil }
                        } else if character == "\"" {
                            quote = "\""
                        } else if character == "'", line.prefix(while: { $0 != "'" }).trimmingCharacters(in: .whitespaces).hasSuffix(":") {
                            quote = "'"
                        } else if character == "#" {
                            break
                        }
                    }
                }
                if lines.count >= 2 {
                    // `yaml` starts at the file's line 2: index 1 is line 2.
                    return Failure(message: "the front matter repeats the key \(keys) (first at line \(lines[0] + 1)); keep one of them",
                                   location: SourceLocation(line: lines[1] + 1, column: 1))
                }
            }
            // Yams sorts the repeated keys to name them and to point at the first, but a key that is
            // not text (a list or a mapping used as a key) has no order, and the same file named them
            // in another order, at another line, from one run to the next: then the names are
            // sorted here and the problem points at the front matter's start.
            if duplicates.contains("<uncovertable>") {
                let names = duplicates.map { $0 == "<uncovertable>" ? "(a key that is not text)" : "\"\($0)\"" }.sorted().joined(separator: ", ")
                return Failure(message: "the front matter repeats the keys \(names); keep one of each", location: SourceLocation(line: 2, column: 1))
            }
            return Failure(message: "the front matter repeats the key \(keys); keep one of them", location: location(context.mark))
        case let .reader(problem, offset, value, text):
            // libyaml's reader stops at a character YAML does not allow (a raw control character):
            // pointed at where it is, as every other problem (`text` starts at the file's line 2).
            let message = "invalid YAML in the front matter: \(problem)" + (value >= 0 ? " (U+" + String(format: "%04X", value) + "); remove it" : "")
            guard let offset, let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) else {
                return Failure(message: message, location: SourceLocation(line: 2, column: 1))
            }
            let before = text[..<index]
            let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            let line = 2 + before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            return Failure(message: message, location: SourceLocation(line: line, column: before[lineStart...].unicodeScalars.count + 1))
        default:
            return Failure(message: "invalid YAML in the front matter", location: SourceLocation(line: 2, column: 1))
        }
    }

    /// Converts a Yams node, resolving plain scalars the YAML 1.2 core way.
    /// Returns nil once more than `budget` nodes have been visited.
    static func convert(_ node: Node, budget: inout Int) -> SourceNode? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch node {
        case .scalar(let scalar):
            return convertScalar(scalar)
        case .sequence(let sequence):
            var elements = [SourceNode]()
            elements.reserveCapacity(sequence.count)
            for element in sequence {
                guard let converted = convert(element, budget: &budget) else { return nil }
                elements.append(converted)
            }
            return SourceNode(.array(elements), at: location(node.mark))
        case .mapping(let mapping):
            var members = [SourceNode.Member]()
            for (key, value) in mapping {
                guard let convertedValue = convert(value, budget: &budget) else { return nil }
                budget -= 1
                guard budget >= 0 else { return nil }
                let keyText: String
                switch key {
                case .scalar(let scalar): keyText = scalar.string
                default: keyText = "(a non-text key)"
                }
                members.append(SourceNode.Member(key: keyText, keyLocation: location(key.mark), value: convertedValue, keyOffset: nil))
            }
            return SourceNode(.object(members), at: location(node.mark))
        case .alias:
            return SourceNode(.null, at: location(node.mark))
        }
    }

    static func convertScalar(_ scalar: Node.Scalar) -> SourceNode {
        let at = location(scalar.mark)
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else {
            return SourceNode(.string(text), at: at)
        }
        return resolve(plain: text, at: at)
    }

    /// A plain scalar, resolved the YAML 1.2 core way: null, a boolean, an integer, a number or text.
    static func resolve(plain text: String, at: SourceLocation) -> SourceNode {
        switch text {
        case "", "~", "null", "Null", "NULL": return SourceNode(.null, at: at, plainText: text)
        case "true", "True", "TRUE": return SourceNode(.bool(true), at: at, plainText: text)
        case "false", "False", "FALSE": return SourceNode(.bool(false), at: at, plainText: text)
        default: break
        }
        if let value = Int(text) { return SourceNode(.integer(value), at: at, plainText: text) }
        if looksLikeFloat(text), let value = Double(text) { return SourceNode(.number(value), at: at, plainText: text) }
        return SourceNode(.string(text), at: at, plainText: text)
    }

    private static func looksLikeFloat(_ text: String) -> Bool {
        var sawDigit = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "0"..."9": sawDigit = true
            case ".", "e", "E", "+", "-": continue
            default: return false
            }
        }
        return sawDigit
    }
}
