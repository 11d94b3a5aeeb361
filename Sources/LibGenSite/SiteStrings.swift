import Foundation
import LibGenCore

/// Every word the theme writes, in the library's language: `templates/strings/<lang>.json`
/// of the built-in theme (en, hi, de, es, fr), with a library's own file of the same
/// name laid over it key by key, and English under both for any key neither has.
/// Dates for people come from the table too (`date` and `months`), so a page's bytes
/// never depend on the machine's locale data.
package struct SiteStrings: Sendable {
    /// The BCP 47 tag the table is for.
    let language: String
    private let table: [String: String]
    private let months: [String]
    private let datePattern: String

    /// The table for `language`: `strings/<tag>.json`, else `strings/<primary subtag>.json`, over English.
    package static func load(_ theme: Theme, language: String) throws -> SiteStrings {
        let primary = String(language.split(separator: "-").first ?? "en")
        var table = [String: Any]()
        let names = Set([primary, language]).sorted { $0.count < $1.count }
        var layers = [("", theme.builtInStrings["strings/en.json"])]
        layers += names.filter { $0 != "en" }.map { ("", theme.builtInStrings["strings/\($0).json"]) }
        layers += names.map { (theme.libraryFolder.map { "\($0)/strings/" } ?? "strings/") + "\($0).json" }.map { ($0, theme.libraryStrings[String($0.split(separator: "/").suffix(2).joined(separator: "/"))]) }
        for case let (path, data?) in layers {
            guard let object = try? JSONSerialization.jsonObject(with: data), let strings = object as? [String: Any] else {
                throw SiteError.strings(path: path, message: "not a JSON object of strings")
            }
            for (key, value) in strings {
                guard value is String || (key == "months" && (value as? [String])?.count == 12) else {
                    throw SiteError.strings(path: path,
                                           message: key == "months" ? "\"months\" must list 12 names" : "\"\(key)\" must be a string")
                }
                table[key] = value
            }
        }
        return SiteStrings(language: language, table: table.compactMapValues { $0 as? String },
                           months: table["months"] as? [String] ?? [], datePattern: table["date"] as? String ?? "{year}-{month}-{day}")
    }

    /// The language's primary subtag: `pt` for `pt-BR`.
    var primaryLanguage: String { language.split(separator: "-").first.map(String.init) ?? "" }

    /// Does the language say "one" for 0 as for 1 (CLDR's rule for French and Hindi)?
    var zeroIsOne: Bool { ["fr", "hi"].contains(primaryLanguage) }

    /// The months' short names, January first.
    var monthNames: [String] { months }

    /// Every string, for templates as `t`.
    var values: [String: String] { table }

    package subscript(_ key: String) -> String { table[key] ?? key }

    /// `key` with each `{name}` replaced.
    package func format(_ key: String, _ arguments: [String: String]) -> String {
        Self.fill(self[key], arguments)
    }

    /// `key_one` or `key_other` for `count`, with `{count}` filled in.
    package func plural(_ key: String, _ count: Int) -> String {
        let one = zeroIsOne ? count <= 1 : count == 1
        return format(key + (one ? "_one" : "_other"), ["count": String(count)])
    }

    /// A day for people: `19 Nov 2026`, `19. Nov. 2026`, `19 नव॰ 2026`.
    package func date(_ day: Day) -> String { date(day, pattern: datePattern) }

    /// A day of this year or next for a badge: `4 Dec`, `4. Dez.` (`date_short`).
    package func shortDate(_ day: Day) -> String { date(day, pattern: self["date_short"]) }

    private func date(_ day: Day, pattern: String) -> String {
        let parts = day.components
        let month = months.indices.contains(parts.month - 1) ? months[parts.month - 1] : String(format: "%02d", parts.month)
        return Self.fill(pattern, ["day": String(parts.day), "month": month, "year": String(parts.year)])
    }

    /// `<time datetime="2026-11-19">19 Nov 2026</time>`.
    func time(_ day: Day, short: Bool = false) -> String {
        "<time datetime=\"\(day)\">\(HTMLEscaping.escape(short ? shortDate(day) : date(day)))</time>"
    }

    /// `key` as HTML: its text escaped, `{date}` a `<time>` element, other arguments escaped
    /// (wrapped in `<strong>` when `strong`).
    func html(_ key: String, date day: Day? = nil, short: Bool = false, _ arguments: [String: String] = [:], strong: Bool = false) -> String {
        var marker = 0
        var html = [String: String]()
        // Fill with markers first, escape the whole, then put the HTML in: an argument's
        // text is escaped exactly once, whatever it contains.
        // A marker is `\u{1}N\u{1}`; `html` holds each one's HTML by its number N.
        var all = arguments.mapValues { value -> String in
            marker += 1
            html[String(marker)] = strong ? "<strong>\(HTMLEscaping.escape(value))</strong>" : HTMLEscaping.escape(value)
            return "\u{1}\(marker)\u{1}"
        }
        if let day {
            all["date"] = "\u{1}0\u{1}"
            html["0"] = time(day, short: short)
        }
        let text = HTMLEscaping.escape(Self.fill(self[key], all))
        return Self.replacing(text, between: 0x01, and: 0x01) { html[$0] }
    }

    /// The plural form of `key` as HTML, `{count}` filled in.
    func pluralHTML(_ key: String, _ count: Int) -> String { HTMLEscaping.escape(plural(key, count)) }

    /// `text` with every `{name}` that names an argument replaced by its value.
    static func fill(_ text: String, _ arguments: [String: String]) -> String {
        replacing(text, between: UInt8(ascii: "{"), and: UInt8(ascii: "}")) { arguments[$0] }
    }

    /// `text` with each `open`…`close` span whose inside `value` knows replaced by what it
    /// gives, in one pass over the bytes: a value put in is never searched again (replacing
    /// each argument in turn searched the values put in before, in the dictionary's order,
    /// and went through NSString: 3.5% of a large build).
    private static func replacing(_ text: String, between open: UInt8, and close: UInt8, _ value: (String) -> String?) -> String {
        let bytes = Array(text.utf8)
        guard var start = bytes.firstIndex(of: open) else { return text }
        var out = [UInt8]()
        out.reserveCapacity(bytes.count + 32)
        out.append(contentsOf: bytes[..<start])
        while start < bytes.count {
            if bytes[start] == open, let end = bytes[(start + 1)...].firstIndex(of: close),
               let replacement = value(String(decoding: bytes[(start + 1)..<end], as: UTF8.self)) {
                out.append(contentsOf: replacement.utf8)
                start = end + 1
            } else {
                out.append(bytes[start])
                start += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
