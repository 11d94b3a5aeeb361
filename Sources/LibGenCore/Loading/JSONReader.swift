/// A JSON parser that keeps the line and column of every key and value.
///
/// Written by hand because neither Foundation's `JSONSerialization`/`JSONDecoder`
/// nor any package available here reports where a value was written, and both
/// silently keep the last of two repeated keys, which FORMAT.md makes an error
/// (`parse.json`). It follows RFC 8259 strictly, limits nesting depth so that
/// hostile input cannot exhaust the stack, and never traps on bad input.
package struct JSONReader {
    package struct Failure: Error, Equatable, Sendable {
        package var message: String
        var location: SourceLocation
    }

    /// Deeper nesting than this is refused: no library record needs more than 3.
    static let maximumDepth = 200
    /// Up to this many keys, an object's keys are compared one by one for a repeat; past it, through a table.
    static let linearKeys = 16

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Parses one JSON document. `bytes` is UTF-8 without a BOM.
    package static func parse(_ bytes: [UInt8]) -> Result<SourceNode, Failure> {
        var reader = JSONReader(bytes: bytes)
        do {
            reader.skipWhitespace()
            guard reader.index < bytes.count else {
                throw reader.failure(bytes.isEmpty ? "the file is empty; it must hold one JSON object" : "the file holds only white space; it must hold one JSON object")
            }
            let node = try reader.parseValue(depth: 0)
            reader.skipWhitespace()
            if reader.index < bytes.count {
                throw reader.failure("unexpected \(reader.describeCurrent()) after the end of the JSON value")
            }
            return .success(node)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", location: .start))
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func failure(_ message: String, at location: SourceLocation? = nil) -> Failure {
        Failure(message: explained(message), location: location ?? here)
    }

    /// What people most often did, said instead of the parser's words: a curly quote (a phone or
    /// an editor's "smart quotes") where JSON needs `"`, or a merge's conflict markers.
    private func explained(_ message: String) -> String {
        if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, [0x9C, 0x9D, 0x98, 0x99].contains(bytes[index + 2]) {
            return "a curly quote (“ ” or ‘ ’) where JSON needs a straight double quote (\"); retype the quotes around names and values as \""
        }
        var start = min(index, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        for marker in ["<<<<<<<", "=======", ">>>>>>>"] where bytes[start...].starts(with: marker.utf8) {
            return "a merge conflict's marker (`\(marker)`): the file holds both sides of a conflict; keep the right lines and remove the markers (`<<<<<<<`, `=======`, `>>>>>>>`)"
        }
        return message
    }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0 { return "NUL byte" }
        if byte < 0x20 { return "control character" }
        return "character"
    }

    private mutating func parseValue(depth: Int) throws -> SourceNode {
        guard index < bytes.count else { throw failure("unexpected end of file; a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            let start = here, startIndex = index
            let text = try parseString()
            return SourceNode(.string(text), at: start, byteRange: startIndex..<index)
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default:
            if bytes[index] == UInt8(ascii: "'") {
                throw failure("strings must use double quotes (\"), not single quotes")
            }
            throw failure("unexpected \(describeCurrent()); a value was expected")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: SourceNode.Value) throws -> SourceNode {
        let start = here, startIndex = index
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw failure("invalid literal; expected `\(word)` (JSON literals are lower-case)", at: start)
            }
            advance()
        }
        return SourceNode(value, at: start, byteRange: startIndex..<index)
    }

    private mutating func parseObject(depth: Int) throws -> SourceNode {
        guard depth <= JSONReader.maximumDepth else { throw failure("values are nested more than \(JSONReader.maximumDepth) levels deep") }
        let start = here, startIndex = index
        advance() // {
        var members = [SourceNode.Member]()
        // Repeated keys are looked for among the keys so far (a record has five to twenty; a
        // table made for each of 112,000 objects was 2.6 % of a cold check), in a table once an
        // object has more than `linearKeys`.
        var seen: [String: SourceLocation]?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return SourceNode(.object([]), at: start, byteRange: startIndex..<index)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file inside an object opened at \(start); a `}` is missing") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw failure("trailing comma before `}`; remove the comma") }
                throw failure("unexpected \(describeCurrent()); a key in double quotes was expected")
            }
            let keyLocation = here, keyOffset = index
            let key = try parseString()
            let first = seen.map { $0[key] } ?? members.first(where: { $0.key == key })?.keyLocation
            if let first {
                throw failure("the key \"\(key)\" is repeated (first at line \(first.line)); keep one of them", at: keyLocation)
            }
            if seen != nil {
                seen![key] = keyLocation
            } else if members.count == JSONReader.linearKeys {
                seen = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.keyLocation) } + [(key, keyLocation)])
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected `:` after the key \"\(key)\"")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(SourceNode.Member(key: key, keyLocation: keyLocation, value: value, keyOffset: keyOffset))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file inside an object opened at \(start); a `}` is missing") }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "}") { advance(); break }
            throw failure("unexpected \(describeCurrent()); expected `,` or `}` (is a comma missing?)")
        }
        return SourceNode(.object(members), at: start, byteRange: startIndex..<index)
    }

    private mutating func parseArray(depth: Int) throws -> SourceNode {
        guard depth <= JSONReader.maximumDepth else { throw failure("values are nested more than \(JSONReader.maximumDepth) levels deep") }
        let start = here, startIndex = index
        advance() // [
        var elements = [SourceNode]()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return SourceNode(.array([]), at: start, byteRange: startIndex..<index)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw failure("trailing comma before `]`; remove the comma") }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file inside a list opened at \(start); a `]` is missing") }
            if bytes[index] == UInt8(ascii: ",") { advance(); continue }
            if bytes[index] == UInt8(ascii: "]") { advance(); break }
            throw failure("unexpected \(describeCurrent()); expected `,` or `]` (is a comma missing?)")
        }
        return SourceNode(.array(elements), at: start, byteRange: startIndex..<index)
    }

    private mutating func parseString() throws -> String {
        let start = here
        advance() // opening quote
        var buffer = [UInt8]()
        var runStart = index
        while true {
            guard index < bytes.count else { throw failure("unterminated string starting at \(start); a closing `\"` is missing", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                buffer.append(contentsOf: bytes[runStart..<index])
                advance()
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte < 0x20 {
                throw failure(byte == 0x0A ? "unterminated string starting at \(start): a line break inside a string must be written \\n" : "a control character inside a string must be escaped")
            }
            if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &buffer)
                runStart = index
                continue
            }
            advance()
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws {
        let start = here
        advance() // backslash
        guard index < bytes.count else { throw failure("unterminated escape sequence", at: start) }
        let byte = bytes[index]
        advance()
        switch byte {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(code) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a \\u escape of a high surrogate must be followed by a low surrogate", at: start)
                }
                advance(); advance()
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("invalid surrogate pair in a \\u escape", at: start) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw failure("a lone low surrogate in a \\u escape", at: start)
            }
            guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape", at: start) }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw failure("invalid escape sequence in a string; a backslash must be written \\\\", at: start)
        }
    }

    private mutating func parseHex4(escapeStart: SourceLocation) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw failure("a \\u escape needs four hex digits", at: escapeStart) }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("a \\u escape needs four hex digits", at: escapeStart)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws -> SourceNode {
        let start = here, startIndex = index
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number", at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) { throw failure("numbers must not have leading zeros; quote it if it is a code", at: start) }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number: a digit must follow the decimal point", at: start) }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number: the exponent has no digits", at: start) }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        if isInteger, let value = Int(text) {
            return SourceNode(.integer(value), at: start, plainText: text, byteRange: startIndex..<index)
        }
        return SourceNode(.number(Double(text) ?? .nan), at: start, plainText: text, byteRange: startIndex..<index)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
