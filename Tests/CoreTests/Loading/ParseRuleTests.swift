import Foundation
import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Rules raised while loading and parsing files: parse.*, file.*, field.*, date.invalid, id.*.
@Suite struct ParseRuleTests {
    @Test func invalidJSONIsParseJSONWithItsLineAndColumn() throws {
        let library = try TestLibrary([
            "content/members/meera.json": "{\n  \"name\": \"Meera\",\n  \"joined\": \"2025-01-01\"\n  \"block\": \"A\"\n}\n",
        ])
        expectLines(try library.lines(), [
            "content/members/meera.json:4:3: error: invalid JSON: unexpected '\"'; expected `,` or `}` (is a comma missing?) [parse.json]",
        ])
    }

    @Test func aRepeatedKeyIsParseJSONNotLastWins() throws {
        let library = try TestLibrary([
            "content/members/meera.json": "{\n  \"name\": \"Meera\",\n  \"joined\": \"2025-01-01\",\n  \"name\": \"Other\"\n}\n",
        ])
        expectLines(try library.lines(), [
            "content/members/meera.json:4:3: error: invalid JSON: the key \"name\" is repeated (first at line 2); keep one of them [parse.json]",
        ])
    }

    @Test func anEmptyFileIsParseJSON() throws {
        let library = try TestLibrary(["content/members/meera.json": ""])
        expectLines(try library.lines(), [
            "content/members/meera.json:1:1: error: invalid JSON: the file is empty; it must hold one JSON object [parse.json]",
        ])
    }

    @Test func aListWhereAnObjectBelongsIsFieldType() throws {
        let library = try TestLibrary(["content/members/meera.json": "[1, 2]\n"])
        expectLines(try library.lines(), [
            "content/members/meera.json:1:1: error: the file must be a JSON object ({ … }) holding the member's fields, not a list [field.type]",
        ])
    }

    @Test func deepNestingIsRefusedNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let library = try TestLibrary(["content/members/meera.json": "{\"name\": \(deep)}"])
        expectLines(try library.lines(), [
            "content/members/meera.json:1:209: error: invalid JSON: values are nested more than 200 levels deep [parse.json]",
        ])
    }

    @Test func aBookWithoutFrontMatterIsParseFrontMatter() throws {
        let library = try TestLibrary([
            "content/books/emma.md": "# Emma\n\nNo front matter.\n",
            "content/books/kim.md": "---\ntitle: Kim\n",
            "content/books/ulysses.md": "---\ntitle: [Ulysses\n---\n",
        ])
        expectLines(try library.lines(), [
            "content/books/emma.md:1:1: error: no front matter: the first line is not `---`; a book starts with a line `---`, its fields in YAML, and another `---` line [parse.front-matter]",
            "content/books/kim.md:1:1: error: unterminated front matter: no closing `---` line after the opening one on line 1 [parse.front-matter]",
            "content/books/ulysses.md:3:1: error: invalid YAML in the front matter: did not find expected ',' or ']' while parsing a flow sequence [parse.front-matter]",
        ])
    }

    /// A repeated front-matter key points at the repeat and names the first, as JSON's does; a
    /// page without front matter is called a page.
    @Test func aRepeatedFrontMatterKeyPointsAtTheRepeat() throws {
        let library = try TestLibrary([
            "content/books/emma.md": "---\ntitle: Emma\nauthors: [Jane Austen]\nowner: anita\ntitle: Emma again\nadded: 2025-01-01\n---\n\nA book.\n",
            "content/pages/about.md": "About us.\n",
            // A line of a quoted value running over lines is no key.
            "content/books/kim.md": "---\ntitle: \"Kim\ntitle: of India\"\nauthors: [Rudyard Kipling]\ntitle: Kim again\nowner: anita\nadded: 2025-01-01\n---\n\nA book.\n",
        ])
        expectLines(try library.lines(of: "parse.front-matter"), [
            "content/books/emma.md:5:1: error: the front matter repeats the key \"title\" (first at line 2); keep one of them [parse.front-matter]",
            "content/books/kim.md:5:1: error: the front matter repeats the key \"title\" (first at line 2); keep one of them [parse.front-matter]",
            "content/pages/about.md:1:1: error: no front matter: the first line is not `---`; a page starts with a line `---`, its fields in YAML, and another `---` line [parse.front-matter]",
        ])
    }

    /// A raw control character in the front matter (which YAML does not allow) is pointed at
    /// where it is, and named, not at the front matter's first line.
    @Test func aRawControlCharacterInFrontMatterIsPointedAt() throws {
        let library = try TestLibrary([
            "content/books/dune.md": "---\ntitle: Dune\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\nlanguage: Eng\u{01}lish\n---\n\nA book.\n",
            "content/books/emma.md": "---\ntitle: \"Emma\u{7F}\"\nauthors: [Jane Austen]\nowner: anita\nadded: 2025-01-01\n---\n\nA book.\n",
        ])
        expectLines(try library.lines(), [
            "content/books/dune.md:6:14: error: invalid YAML in the front matter: control characters are not allowed (U+0001); remove it [parse.front-matter]",
            "content/books/emma.md:2:13: error: invalid YAML in the front matter: control characters are not allowed (U+007F); remove it [parse.front-matter]",
        ])
    }

    @Test func aYAMLAliasBombIsRefusedQuickly() throws {
        var yaml = "title: Bomb\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
            previous = name
        }
        let library = try TestLibrary(["content/books/bomb.md": "---\n" + yaml + "---\n"])
        expectLines(try library.lines(), [
            "content/books/bomb.md:2:1: error: the front matter uses more than 16 YAML aliases (*name); write the fields out plainly [parse.front-matter]",
        ])
    }

    @Test func fewAliasesThatExpandTooFarHitTheNodeBudget() throws {
        var yaml = "title: Bomb\na: &a [" + Array(repeating: "x", count: 100).joined(separator: ",") + "]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 4).joined(separator: ",") + "]\n"
            previous = name
        }
        let library = try TestLibrary(["content/books/bomb.md": "---\n" + yaml + "---\n"])
        expectLines(try library.lines(), [
            "content/books/bomb.md:2:1: error: the front matter expands to more than 10000 values (YAML aliases?); write the fields out plainly [parse.front-matter]",
        ])
    }

    @Test func aFileThatIsNotUTF8IsParseEncoding() throws {
        let library = try TestLibrary()
        try library.write("content/members/meera.json", Data("{\n  \"name\": \"M".utf8) + Data([0xE9, 0x65]) + Data("ra\"\n}\n".utf8))
        expectLines(try library.lines(), [
            "content/members/meera.json:2:13: error: the file is not valid UTF-8 (first bad byte at line 2, column 13); save it as UTF-8 [parse.encoding]",
        ])
    }

    @Test func aBOMAndCRLFLineEndingsAreAccepted() throws {
        let library = try TestLibrary()
        try library.write("content/members/meera.json", Data([0xEF, 0xBB, 0xBF]) + Data("{\r\n  \"name\": \"Meera\",\r\n  \"joined\": \"2025-01-01\",\r\n  \"nmae\": 1\r\n}\r\n".utf8))
        try library.write("content/books/emma.md", Data([0xEF, 0xBB, 0xBF]) + Data("---\r\ntitle: Emma\r\nauthor: Jane Austen\r\nowner: meera\r\nadded: 2025-02-01\r\nyaer: 1815\r\n---\r\n\r\nBody.\r\n".utf8))
        expectLines(try library.lines(), [
            "content/books/emma.md:6:1: warning: unknown field `yaer` in this book (did you mean \"year\"?); it is ignored [field.unknown]",
            "content/members/meera.json:4:3: warning: unknown field `nmae` in this member (did you mean \"name\"?); it is ignored [field.unknown]",
        ])
        #expect(try library.check().library.member("meera")?.name == "Meera")
    }

    @Test func aFileWithTheWrongExtensionIsFileUnexpected() throws {
        let library = try TestLibrary([
            "content/loans/notes.txt": "remember to chase Ravi",
            "content/members/ravi.yaml": "name: Ravi",
            "content/members/2025/x.json": "{}",
            "content/loans/.gitkeep": "",
        ])
        expectLines(try library.lines(), [
            "content/loans/notes.txt:1:1: warning: loans/ holds only .json files; this file is ignored (rename it to .json or move it out of content/loans/) [file.unexpected]",
            "content/members/2025/x.json:1:1: warning: members/ does not use sub-folders; this file is ignored (move it to content/members/x.json) [file.unexpected]",
            "content/members/ravi.yaml:1:1: warning: members/ holds only .json files; this file is ignored (rename it to .json or move it out of content/members/) [file.unexpected]",
        ])
    }

    @Test func symlinksThatLeaveContentOrLoopAreRefusedAndNeverFollowed() throws {
        let library = try TestLibrary()
        let outside = library.root.appendingPathComponent("secret.json")
        try Data(TestLibrary.member("Outsider", joined: "2025-01-01").utf8).write(to: outside)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: library.root.appendingPathComponent("content/members/outsider.json").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: library.root.appendingPathComponent("content/members/loop.json").path, withDestinationPath: "loop.json")
        try fm.createSymbolicLink(atPath: library.root.appendingPathComponent("content/books/again").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: library.root.appendingPathComponent("content/members/alias.json").path, withDestinationPath: "ravi.json")
        let result = try library.check()
        expectLines(result.diagnostics.map(\.line), [
            "content/books/again:1:1: error: this symbolic link points to a folder that contains it, which would loop; it is not followed [file.symlink]",
            "content/members/loop.json:1:1: error: this symbolic link loops; it is not followed: replace it with the file itself [file.symlink]",
            "content/members/outsider.json:1:1: error: this symbolic link points outside content/; it is not followed: replace it with the file itself [file.symlink]",
        ])
        #expect(result.library.member("outsider") == nil)
        #expect(result.library.member("alias")?.name == "Ravi Iyer")
    }

    @Test func aMissingRequiredFieldIsFieldMissingAtTheObject() throws {
        let library = try TestLibrary([
            "content/members/meera.json": "{\n  \"name\": \"Meera\"\n}\n",
            "content/books/emma.md": "---\ntitle: Emma\nowner: anita\nadded:\n---\n",
        ])
        expectLines(try library.lines(), [
            "content/books/emma.md:2:1: error: the required field `authors` is missing; add it (authors, in credit order (or `author` for one)) [field.missing]",
            "content/books/emma.md:4:1: error: `added` has no value; it is required [field.missing]",
            "content/members/meera.json:1:1: error: the required field `joined` is missing; add it (the day the member joined) [field.missing]",
        ])
    }

    @Test func wrongTypesEverywhereAreFieldType() throws {
        let library = try TestLibrary([
            "content/library.json": """
            {"name": 5, "policy": {"loan_days": "14", "closed": "2026-01-01"}, "privacy": {"show_owners": "yes"}, "society": []}
            """,
        ])
        expectLines(try library.lines(), [
            "content/library.json:1:10: error: `name` must be a string, not a number [field.type]",
            "content/library.json:1:37: error: `policy.loan_days` must be a whole number, not the string \"14\" [field.type]",
            "content/library.json:1:53: error: `policy.closed` must be a list ([ … ]), not the string \"2026-01-01\" [field.type]",
            "content/library.json:1:95: error: `privacy.show_owners` must be true or false, not the string \"yes\" [field.type]",
            "content/library.json:1:114: error: `society` must be an object, not a list [field.type]",
        ])
    }

    @Test func disallowedValuesAreFieldValue() throws {
        let library = try TestLibrary([
            "content/library.json": """
            {"name": "T", "timezone": "Mars/Olympus", "base_url": "example.org", "policy": {"loan_days": 0}}
            """,
            "content/loans/a.json": TestLibrary.loan(status: "lnet", lent: "2026-01-01"),
        ])
        expectLines(try library.lines(), [
            "content/library.json:1:27: error: `timezone` is \"Mars/Olympus\", which is not an IANA time zone; write it like \"Asia/Kolkata\" or \"Europe/London\" [field.value]",
            "content/library.json:1:55: error: `base_url` is \"example.org\", which is not an absolute http(s) URL; write it like https://example.org/library [field.value]",
            "content/library.json:1:94: error: `policy.loan_days` is 0; it must be at least 1 [field.value]",
            "content/loans/a.json:4:13: error: `status` is \"lnet\", which is not allowed (did you mean \"lent\"?); use one of: requested, rejected, cancelled, lent, returned, lost, void [field.value]",
        ])
    }

    /// Paths are added to the site's and the repository's addresses: after a `?` or `#` they
    /// would land in the query or the fragment (every QR code and canonical link to the home page).
    @Test func anAddressWithAQueryOrAFragmentIsFieldValue() throws {
        let library = try TestLibrary([
            "content/library.json": """
            {"name": "T", "base_url": "https://example.org/library/#top", "repo_url": "https://github.com/o/r?tab=issues"}
            """,
        ])
        expectLines(try library.lines(), [
            "content/library.json:1:27: error: `base_url` is \"https://example.org/library/#top\", which has a fragment (#…); write the address alone, like https://example.org/library [field.value]",
            "content/library.json:1:75: error: `repo_url` is \"https://github.com/o/r?tab=issues\", which has a query (?…); write the address alone, like https://example.org/library [field.value]",
        ])
    }

    @Test func authorAndAuthorsTogetherIsFieldConflict() throws {
        let library = try TestLibrary([
            "content/books/emma.md": "---\ntitle: Emma\nauthor: Jane Austen\nauthors: [Jane Austen]\nowner: anita\nadded: 2025-01-01\n---\n",
        ])
        expectLines(try library.lines(), [
            "content/books/emma.md:3:1: error: `author` and `authors` are both given (authors at line 4); keep only `authors` [field.conflict]",
        ])
    }

    @Test func badDatesAreDateInvalid() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-02-30"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", added: "3 March 2025"),
        ])
        expectLines(try library.lines(), [
            "content/books/emma.md:5:8: error: `added` is \"3 March 2025\", which is not a date; write it as YYYY-MM-DD [date.invalid]",
            "content/members/meera.json:3:13: error: `joined` is \"2025-02-30\", which is not a real date; check the month and day [date.invalid]",
        ])
    }

    @Test func badFileNamesAreIdInvalid() throws {
        let library = try TestLibrary([
            "content/members/Meera Rao.json": TestLibrary.member("Meera", joined: "2025-01-01"),
            "content/members/library.json": TestLibrary.member("Library", joined: "2025-01-01"),
        ])
        expectLines(try library.lines(), [
            "content/members/Meera Rao.json:1:1: error: \"Meera Rao\" is not a valid id: use lower-case letters, digits and hyphens, starting with a letter or digit, at most 100 characters; rename the file (e.g. meera-rao) [id.invalid]",
            "content/members/library.json:1:1: error: `library` is reserved for the library itself and cannot be a member id; rename the file [id.invalid]",
        ])
    }

    @Test func twoLoanFilesWithOneIdInDifferentFoldersAreIdDuplicate() throws {
        let library = try TestLibrary([
            "content/loans/2025/x.json": TestLibrary.loan(status: "requested", requested: "2025-05-01"),
            "content/loans/2026/x.json": TestLibrary.loan(status: "requested", requested: "2026-05-01"),
        ])
        expectLines(try library.lines(), [
            "content/loans/2026/x.json:1:1: error: duplicate loan id \"x\": content/loans/2025/x.json has the same id; ids must be unique, so rename one of the files [id.duplicate]",
        ])
    }

    /// Files the listing leaves out are read alongside the others (the listing is made while the
    /// first files are read) but never looked at: their own problems are not reported.
    @Test func aFileLeftOutForItsIdIsNotJudgedForItsContent() throws {
        let library = try TestLibrary([
            "content/loans/2025/x.json": TestLibrary.loan(status: "requested", requested: "2025-05-01"),
            "content/loans/2026/x.json": "{ \"book\": ",
            "content/members/library.json": "[1, 2",
        ])
        expectLines(try library.lines(), [
            "content/loans/2026/x.json:1:1: error: duplicate loan id \"x\": content/loans/2025/x.json has the same id; ids must be unique, so rename one of the files [id.duplicate]",
            "content/members/library.json:1:1: error: `library` is reserved for the library itself and cannot be a member id; rename the file [id.invalid]",
        ])
        #expect(try library.check().library.loans.map(\.file) == ["content/loans/2025/x.json"])
    }

    @Test func aMissingLibraryJSONCannotBeChecked() throws {
        let library = try TestLibrary(["content/library.json": nil])
        #expect(throws: LoadError.noLibrary(root: library.root.path)) { try library.check() }
    }

    @Test func frontMatterThatIsNotAMappingIsFieldType() throws {
        let library = try TestLibrary(["content/books/emma.md": "---\n- Emma\n- Jane Austen\n---\n"])
        expectLines(try library.lines(), [
            "content/books/emma.md:2:1: error: the front matter must be YAML `key: value` lines holding the book's fields, not a list [field.type]",
        ])
    }

    @Test func yamlBooleansAsPeopleWriteThemAreAccepted() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "featured: yes\nyear: 1815.5\n"),
        ])
        expectLines(try library.lines(), [
            "content/books/emma.md:7:7: error: `year` must be a whole number, not 1815.5 [field.type]",
        ])
        let fine = try TestLibrary(["content/books/emma.md": TestLibrary.book("Emma", owner: "anita", extra: "featured: yes\n")])
        #expect(try fine.check().library.book("emma")?.featured == true)
    }
}
