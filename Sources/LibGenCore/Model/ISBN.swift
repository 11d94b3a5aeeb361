import LibGenSupport
/// ISBN-10 and ISBN-13 checksums.
package enum ISBN {
    /// The digits (and a final X for ISBN-10) with hyphens and spaces removed.
    package static func normalized(_ text: String) -> String {
        // An ASCII text (every ISBN as written) over its bytes: Characters made and upper-cased
        // one by one were most of the time a book page's ISBN took.
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else {
                return String(text.unicodeScalars.filter { $0 != "-" && $0 != " " }.map(Character.init)).uppercased()
            }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") { continue }
            bytes.append(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Why `text` is not a valid ISBN, or nil when it is.
    static func problem(with text: String) -> String? {
        // A valid ASCII ISBN is told on its bytes (`asciiCanonical` answers as this does for
        // every ASCII text); the reason for any other is worked out below.
        if case .some(.some) = asciiCanonical(text) { return nil }
        return generalProblem(with: text)
    }

    /// `problem(with:)` for any text, through its Characters.
    internal static func generalProblem(with text: String) -> String? {
        let code = normalized(text)
        let digits = code.compactMap { $0.wholeNumberValue }
        switch code.count {
        case 10:
            let body = code.prefix(9)
            guard body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "an ISBN-10 has nine digits and a check digit (0-9 or X)" }
            guard let last = code.last, last.isASCII, last.isNumber || last == "X" else { return "the check digit must be 0-9 or X" }
            let sum = isbn10Sum(body.compactMap(\.wholeNumberValue), check: last == "X" ? 10 : last.wholeNumberValue!)
            return sum % 11 == 0 ? nil : "the ISBN-10 check digit does not match; check for a mistyped digit"
        case 13:
            guard digits.count == 13, code.allSatisfy({ $0.isASCII && $0.isNumber }) else { return "an ISBN-13 has only digits" }
            return eanSum(digits) % 10 == 0 ? nil : "the ISBN-13 check digit does not match; check for a mistyped digit"
        default:
            return "it has \(counted(code.count, "character")); an ISBN has 10 or 13 (hyphens and spaces aside)"
        }
    }

    /// The ISBN-10 weighted sum of nine `digits` (10, 9, … 2) and the check digit (X is 10): a valid one's is a multiple of 11.
    static func isbn10Sum(_ digits: some Sequence<Int>, check: Int) -> Int {
        digits.enumerated().reduce(check) { $0 + $1.element * (10 - $1.offset) }
    }

    /// The EAN-13 weighted sum of `digits`: 1, 3, 1, 3, … (a whole ISBN-13's is a multiple of 10).
    static func eanSum(_ digits: some Sequence<Int>) -> Int {
        digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
    }
}

package extension ISBN {
    /// The ISBN-13 form of a valid ISBN-10 or ISBN-13 (978 prefix, new check digit),
    /// so that any written form of one book compares equal; nil when invalid.
    static func canonical(_ text: String) -> String? {
        if let ascii = asciiCanonical(text) { return ascii }
        return generalCanonical(text)
    }

    /// `canonical` through `problem(with:)` and `normalized`, for any text.
    internal static func generalCanonical(_ text: String) -> String? {
        guard generalProblem(with: text) == nil else { return nil }
        let code = normalized(text)
        guard code.count == 10 else { return code }
        let body = "978" + code.prefix(9)
        return body + String((10 - eanSum(body.compactMap(\.wholeNumberValue)) % 10) % 10)
    }

    /// `canonical` for a text that is all ASCII, on its bytes (the site asks it of every book
    /// several times); nil when the text is not ASCII (then the general path answers). A valid
    /// ISBN is ASCII digits and an X, so this gives the same answers for every ASCII text.
    internal static func asciiCanonical(_ text: String) -> String?? {
        var code = [UInt8]()
        code.reserveCapacity(13)
        for byte in text.utf8 {
            guard byte < 0x80 else { return .none }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ") { continue }
            code.append(byte == UInt8(ascii: "x") ? UInt8(ascii: "X") : byte)
        }
        func digit(_ byte: UInt8) -> Int? { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil }
        var digits = [Int]()
        digits.reserveCapacity(13)
        switch code.count {
        case 10:
            for byte in code.prefix(9) { guard let value = digit(byte) else { return .some(nil) } ; digits.append(value) }
            guard let last = code.last.flatMap({ $0 == UInt8(ascii: "X") ? 10 : digit($0) }) else { return .some(nil) }
            guard isbn10Sum(digits, check: last) % 11 == 0 else { return .some(nil) }
            digits = [9, 7, 8] + digits
            digits.append((10 - eanSum(digits) % 10) % 10)
        case 13:
            for byte in code { guard let value = digit(byte) else { return .some(nil) } ; digits.append(value) }
            guard eanSum(digits) % 10 == 0 else { return .some(nil) }
        default:
            return .some(nil)
        }
        return .some(String(decoding: digits.map { UInt8(ascii: "0") + UInt8($0) }, as: UTF8.self))
    }
}

package extension ISBN {
    /// A valid ISBN written the way it is printed: `978-0-441-17271-9`, or `0-441-17271-7`
    /// for an ISBN-10 (prefix, group, registrant, publication, check digit), using the
    /// International ISBN Agency's ranges (`ISBNRanges.swift`). An ISBN in a range the
    /// table does not know is written without hyphens; nil when `text` is not an ISBN.
    static func hyphenated(_ text: String) -> String? {
        guard let ean = canonical(text) else { return nil }
        let written = normalized(text)
        // `ean` is 13 ASCII digits.
        let digits = Array(ean.utf8)
        func part(_ range: Range<Int>) -> String { String(decoding: digits[range], as: UTF8.self) }
        // The group is the shortest run of digits after the prefix that the table knows.
        for groupEnd in 4...8 {
            guard let spans = ranges[part(0..<3) + "-" + part(3..<groupEnd)] else { continue }
            // The seven digits after the group (zeros after the twelfth) as a number.
            var value = 0
            for index in groupEnd..<(groupEnd + 7) { value = value * 10 + (index < 12 ? Int(digits[index] - UInt8(ascii: "0")) : 0) }
            guard let length = spans.first(where: { $0.low <= value && value <= $0.high })?.length,
                  length > 0, groupEnd + length < 12 else { return written }
            let parts = [part(groupEnd..<(groupEnd + length)), part((groupEnd + length)..<12)]
            if written.count == 10 {
                return ([part(3..<groupEnd)] + parts + [String(written.last!)]).joined(separator: "-")
            }
            return ([part(0..<3), part(3..<groupEnd)] + parts + [part(12..<13)]).joined(separator: "-")
        }
        return written
    }

    /// `rangeTable` parsed once: group → registrant lengths by seven-digit span.
    private static let ranges: [String: [(low: Int, high: Int, length: Int)]] = {
        var table = [String: [(low: Int, high: Int, length: Int)]]()
        for line in rangeTable.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            table[String(line[..<colon])] = line[line.index(after: colon)...].split(separator: ",").compactMap { span in
                let sides = span.split(separator: "=")
                let bounds = sides.first?.split(separator: "-") ?? []
                guard sides.count == 2, bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]),
                      let length = Int(sides[1]) else { return nil }
                return (low, high, length)
            }
        }
        return table
    }()
}
