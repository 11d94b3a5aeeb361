import Foundation
import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// FORMAT.md v1.2: contact keys anywhere under content/ in any letter case, contact-like free
/// text, control characters; and a contacts file broken in every way never quoted. A canary
/// string stands for a private value: it must appear in no diagnostic.
@Suite struct PrivacyRuleTests {
    static let canary = "canary-7f3a9@example.org"

    @Test func aContactKeyInAnyContentFileAndAnyCaseIsContactInRepo() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "email": "x", "forge": {"desk": {"email": "desk@example.org", "note": "Ask at the desk"}}}"#,
            "content/members/ravi.json": "{\"name\": \"Ravi Iyer\", \"joined\": \"2025-01-01\", \"Email\": \"\(Self.canary)\"}",
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "phone: \"+91 98200 11111\"\n"),
            "content/loans/a.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-05-01", "FLAT": "B-204"}"#,
            "content/swaps/s.json": #"{"date": "2026-05-01", "status": "pending", "from": "anita", "to": "library", "gives": ["dune"], "eMail": "y"}"#,
            "content/pages/about.md": "---\ntitle: About\nphone: \"12345678\"\n---\n\nHello.\n",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let lines = try library.lines(of: "privacy.contact-in-repo")
        #expect(lines.map { String($0.prefix { $0 != ":" }) } == ["content/books/dune.md", "content/library.json", "content/loans/a.json",
                                                                   "content/members/ravi.json", "content/pages/about.md", "content/swaps/s.json"])
        #expect(lines.contains { $0.contains("`Email` is a contact detail") } && lines.contains { $0.contains("`FLAT` is a contact detail") })
        let all = try library.lines().joined(separator: "\n")
        #expect(!all.contains(Self.canary) && !all.contains("98200") && !all.contains("B-204"))
    }

    /// An unknown field is ignored, but it is still in the file: a contact key inside it, at any
    /// depth and inside lists, is still contact-in-repo.
    @Test func aContactKeyInsideAnUnknownFieldIsContactInRepo() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": "{\"name\": \"Ravi Iyer\", \"joined\": \"2025-01-01\", \"contact\": {\"email\": \"\(Self.canary)\"}}",
            "content/loans/a.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-05-01", "meta": {"phone": "1", "list": [{"EMAIL": "q"}]}}"#,
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "extra: {flat: \"B-204\"}\n"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let lines = try library.lines(of: "privacy.contact-in-repo")
        #expect(lines.map { String($0.prefix { $0 != ":" }) } == ["content/books/dune.md", "content/loans/a.json", "content/loans/a.json", "content/members/ravi.json"])
        #expect(lines.contains { $0.contains("`EMAIL` is a contact detail") } && lines.contains { $0.contains("`phone` is a contact detail") })
        #expect(!lines.joined().contains(Self.canary) && !lines.joined().contains("B-204"))
    }

    /// A finding in Markdown text points at the line holding what it names (not another kind's line).
    @Test func aContactLikeFindingInMarkdownPointsAtItsLine() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita") + "Call 98765 43210 for it.\n\nOr write to \(Self.canary).\n",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let lines = try library.lines(of: "privacy.contact-like")
        #expect(lines.count == 1 && lines[0].hasPrefix("content/books/dune.md:11:1: warning: the Markdown text seems to hold an e-mail address"), "\(lines)")
    }

    @Test func contactLikeFreeTextIsAWarningNamingTheFieldNeverTheValue() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "reminders": {"from": "Circle <books@example.org>"}, "forge": {"desk": {"whatsapp": "+91 98200 11111"}}}"#,
            "content/members/ravi.json": "{\"name\": \"Ravi Iyer\", \"joined\": \"2025-01-01\", \"note\": \"call me on +91 98200-11111\"}",
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "isbn: 978-0-441-01359-3\n") + "Write to \(Self.canary) to borrow.\n",
            "content/loans/a.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-05-01", "note": "asked on 2026-05-01, see loan 2026-04-30-dune-ravi"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        expectLines(try library.lines(of: "privacy.contact-like"), [
            "content/books/dune.md:10:1: warning: the Markdown text seems to hold an e-mail address, and this repository is public (privacy.public_repository); if it is someone's contact detail, take it out and keep it in the private contacts file [privacy.contact-like]",
            "content/members/ravi.json:1:55: warning: `note` seems to hold a phone number, and this repository is public (privacy.public_repository); if it is someone's contact detail, take it out and keep it in the private contacts file [privacy.contact-like]",
        ])
        try library.write("content/library.json", #"{"name": "Test Circle", "privacy": {"public_repository": false}}"#)
        expectLines(try library.lines(of: "privacy.contact-like"), [])
    }

    /// The scan looks for `@` and eight digits close together before it runs the patterns:
    /// what those find must not change.
    /// The look at a text's bytes finds the `@` and the runs of digits that a walk over its
    /// scalars finds, in any script (Devanagari and full-width digits, CJK, emoji).
    @Test func atAndDigitsAgreeWithAWalkOverTheScalars() {
        func reference(_ text: String) -> (Bool, Int) {
            var hasAt = false, chain = 0, longest = 0, gap = 0
            for scalar in text.unicodeScalars {
                if scalar.properties.generalCategory == .decimalNumber {
                    chain = (gap <= 2 ? chain : 0) + 1
                    longest = max(longest, chain)
                    gap = 0
                } else if scalar == " " || scalar == "-" || scalar == "(" || scalar == ")" {
                    gap += 1
                } else {
                    hasAt = hasAt || scalar == "@"
                    chain = 0
                    gap = 0
                }
            }
            return (hasAt, longest)
        }
        var numbers = PlainRecordReaderTests.Numbers(state: 11)
        let pieces = ["1", "9", " ", "-", "(", ")", "@", "a", "書", "४", "２", "é", "🙂", "\u{301}", "x@y", "  ", "0"]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...24, using: &numbers)).map { _ in pieces.randomElement(using: &numbers)! }.joined()
            let found = PrivacyScan.atAndDigits(text)
            #expect(found.hasAt == reference(text).0 && found.longest == reference(text).1, "\(text)")
        }
    }

    @Test func contactLikeFindsWhatThePatternsFind() {
        let cases: [(String, String?)] = [
            ("call me on +91 98200-11111", "a phone number"),
            ("(022) 2345-6789", "a phone number"),
            ("22 (33) 44-55 66", "a phone number"),
            ("٩٨٢٠٠١١١١١ after six", "a phone number"),          // Arabic-Indic digits are digits
            ("1٢٣٤٥٦٧٨", "a phone number"),
            ("asked on 2026-05-01 12345678", "a phone number"),
            ("asked on 2026-05-01, see loan 2026-04-30-dune-ravi", nil),
            ("review 42717, pages 5921 and 59964", nil),                 // digits, but never eight together
            ("1234567", nil),
            ("1 2 3 4 5 6 7 8", "a phone number"),
            ("1   2345678", nil),                                        // three spaces break the run
            ("write to a.b@example.org", "an e-mail address"),
            ("@ 12345678", "a phone number"),
            ("an @ sign alone", nil),
            ("Storm of the Tea — é1", nil),
        ]
        for (text, expected) in cases {
            #expect(PrivacyScan.contactLike(text) == expected, "\(text)")
        }
    }

    /// The control-character check reads bytes first: it names the same character as the
    /// scalars do, a C1 control (two bytes in UTF-8) and a non-breaking space (C2 A0) included.
    @Test func firstControlNamesWhatTheScalarsName() {
        let texts = ["plain", "tab\there", "line\nbreak", "cr\r", "bell\u{07}", "del\u{7F}", "next line \u{85}", "c1 end \u{9F}",
                     "no-break\u{A0}space", "\u{A9} sign", "é\u{1B}[2J", "", "\u{80}", "ÿ\u{1F}"]
        for text in texts {
            for multiline in [false, true] {
                let expected = text.unicodeScalars.first { PrivacyScan.isForbidden($0, multiline: multiline) }.map { String(format: "U+%04X", $0.value) }
                #expect(PrivacyScan.firstControl(in: text, multiline: multiline) == expected, "\(text.debugDescription) \(multiline)")
            }
        }
        #expect(PrivacyScan.firstControl(in: "next line \u{85}", multiline: true) == "U+0085")
        #expect(PrivacyScan.firstControl(in: "tab\there", multiline: true) == nil)
        #expect(PrivacyScan.firstControl(in: "tab\there", multiline: false) == "U+0009")
    }

    /// The hand-written e-mail scan finds what the pattern it replaced finds.
    @Test func theEmailScanFindsWhatThePatternFinds() throws {
        let pattern = try NSRegularExpression(pattern: #"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#)
        let texts = ["a@b.org", "a@b.io", "a@b.c", "a@b.c.de", "a@b..org", "a@.org", "@b.org", " @b.org", "a@b-c.d1.xy", "a@b.1x",
                     "x.y+z%w_v@host.example.COM, later", "mail: a@b", "a@@b.org", "a@b@c.org", "é@b.org", "aé@b.org", "a@é.org",
                     "a@b.o", "a@b.or", "(a@b.org)", "a@b.org.", "a@b-.--", "a_@-.-x", "a@-.xx", "a@b.x1y", "a@b.c1.zz"]
        for text in texts {
            let expected = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(PrivacyScan.hasEmail(text) == expected, "\(text)")
        }
    }

    /// Sizes, FORMAT.md: a long value is reported, "never a hang". A text of 200,000 letters around
    /// one `@` (the regular expression this scan replaced took minutes for far less), and long runs
    /// of digits that are never a phone number.
    @Test func longTextIsScannedWithoutHanging() {
        let letters = String(repeating: "a", count: 100_000)
        #expect(PrivacyScan.contactLike(letters + "@" + letters) == nil)
        #expect(PrivacyScan.contactLike(letters + "@" + letters + ".org") == "an e-mail address")
        #expect(PrivacyScan.contactLike(String(repeating: "1  ", count: 50_000)) == nil)
        #expect(PrivacyScan.contactLike(String(repeating: "1)(", count: 50_000)) == nil)
    }

    @Test func controlCharactersAreFieldValueErrorsAndNeverPrintedRaw() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": "{\"name\": \"Ravi\\n::error file=x::owned\", \"joined\": \"2025-01-01\", \"note\": \"line one\\nline two\\tand a tab\"}",
            "content/books/dune.md": "---\ntitle: \"Dune\\e[31m red\"\nauthors: [Frank Herbert]\nowner: anita\nadded: 2025-01-01\n---\n\nA book.\u{7}\n",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        expectLines(try library.lines(of: "field.value"), [
            "content/books/dune.md:2:8: error: `title` holds a control character (U+001B), which is never allowed in a one-line field; remove it [field.value]",
            "content/books/dune.md:8:8: error: the Markdown text holds a control character (U+0007), which is never allowed except tabs and line breaks; remove it [field.value]",
            "content/members/ravi.json:1:10: error: `name` holds a control character (U+000A), which is never allowed in a one-line field; remove it [field.value]",
        ])
        let printed = try CommandRunner.run(["check", "--root", library.root.path, "--format", "github"]).stdout
        #expect(!printed.contains("\n::error file=x") && !printed.contains("\u{1B}"))
    }

    @Test func aBrokenContactsFileIsNeverQuoted() throws {
        let cases = [
            "{\"ravi\": {\"email\": \"\(Self.canary)\" \"phone\": 1}}",           // invalid JSON next to the value
            "{\"\(Self.canary)\": {\"email\": \"ravi@example.org\"}}",            // keyed by an address
            "{\"ravi\": {\"phone\": [\"\(Self.canary)\"]}}",                       // wrong type
            "{\"ravi\": {\"email\": \"not an address \(Self.canary)\"}}",          // a bad address
            "{\"ravi\": {\"flat\": \"\(Self.canary)\\u001b[2J\"}}",                // a control character
            "[\"\(Self.canary)\"]",                                               // not an object
        ]
        for text in cases {
            let library = try TestLibrary(["contacts.json": text])
            defer { try? FileManager.default.removeItem(at: library.root) }
            for format in ["text", "github", "json"] {
                let output = try CommandRunner.run(["check", "--root", library.root.path, "--format", format])
                #expect(output.status == 1, "\(text)")
                #expect(!(output.stdout + output.stderr).contains(Self.canary), "\(format): \(text)\n\(output.stdout)")
            }
        }
    }
}
