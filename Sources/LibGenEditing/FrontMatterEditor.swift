import LibGenCore
import LibGenSupport

/// Edits one field of a Markdown file's YAML front matter, changing only the
/// line it must. Written by hand because Yams re-emits a whole document, which
/// would rewrite every line a person formatted.
struct FrontMatterEditor {
    private(set) var text: String

    init(_ text: String) { self.text = text }

    /// Sets a top-level scalar field (`owner: ravi`): the value after the key on
    /// its line is replaced; an absent key is added before the closing `---`.
    /// A file without front matter (which a book that checked has) is refused rather than left as it was.
    mutating func set(_ key: String, _ value: String) throws {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        // Split by scalars: Swift holds "\r\n" as one Character, so a split at "\n" by characters
        // (or `components(separatedBy:)`) left a file with Windows line ends one line long, and
        // the edit reported a change it never made.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        guard let first = lines.first, FrontMatterParser.isFence(Substring(first.trimmingCharacters(in: ["\r", "\u{FEFF}"]))),
              let closing = lines.indices.dropFirst().first(where: { FrontMatterParser.isFence(Substring(lines[$0].trimmingCharacters(in: ["\r"]))) }) else {
            throw EditError.refused("the file's front matter (between --- lines) could not be found to set `\(key)`; nothing was written")
        }
        let rendered = Self.scalar(value)
        let carriage = newline == "\r\n" ? "\r" : ""
        if let index = (1..<closing).first(where: { lines[$0].hasPrefix(key + ":") }) {
            lines[index] = key + ": " + rendered + carriage
        } else {
            lines.insert(key + ": " + rendered + carriage, at: closing)
        }
        text = lines.joined(separator: "\n")
    }

    /// A YAML scalar: bare when that reads back as the same string, else double-quoted.
    static func scalar(_ value: String) -> String {
        let plain = value.range(of: #"^[A-Za-z0-9][A-Za-z0-9 ._'/()-]*$"#, options: .regularExpression) != nil
        let reserved = ["true", "false", "yes", "no", "on", "off", "null", "~"].contains(value.lowercased())
        if plain && !reserved && Int(value) == nil && Double(value) == nil && !value.hasSuffix(" ") { return value }
        return JSONWriter.quote(value)
    }
}
