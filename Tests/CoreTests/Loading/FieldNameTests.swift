import Testing
@testable import LibGenCore

/// `RecordDecoder.fieldName(of:)` — the field a value's path names, for the privacy scan's
/// free-text fields — gives what splitting the path on dots and cutting at `[` gives.
@Suite struct FieldNameTests {
    /// The definition: the last non-empty part between dots (the whole path when there is none), up to a `[`.
    static func byParts(_ path: String) -> String {
        let last = path.split(separator: ".").last ?? Substring(path)
        return String(last.prefix { $0 != "[" })
    }

    @Test(arguments: ["note", "title", "society.name", "authors[0]", "closed[1].from", "a.b[0]", "a..b", "x.", "x..", ".x",
                      "...", ".", "", "[0]", "a.[1]", "forge.desk.note", "blocks[2]", "naïve.título", "a.b.c[3][4]"])
    func theFieldIsTheLastPartUpToABracket(path: String) {
        #expect(RecordDecoder.fieldName(of: path) == Self.byParts(path))
    }
}
