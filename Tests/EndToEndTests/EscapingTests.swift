import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenForge
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Each output format's escaping, character by character.
@Suite struct EscapingTests {
    @Test func jsonStringsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(JSONWriter.quote("a\"b\\c\nd\re\tf\u{1}g\u{1F}h\u{2028}i\u{2029}j — ü") ==
                "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fh\\u2028i\\u2029j — ü\"")
    }

    /// Each character JSON needs escaped is escaped when it is the only one in a text (a text
    /// with none is taken whole), and its neighbours in UTF-8 are left as they are.
    @Test func jsonStringsEscapeEachSuchCharacterAlone() {
        let escapes: [String: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\u{0}": "\\u0000", "\u{1F}": "\\u001f",
                                         "\u{2028}": "\\u2028", "\u{2029}": "\\u2029"]
        for (character, escaped) in escapes {
            #expect(JSONWriter.quote("Tea of the Tea — 書0 \(character) ü") == "\"Tea of the Tea — 書0 \(escaped) ü\"")
            #expect(JSONWriter.quote(character) == "\"\(escaped)\"")
        }
        for plain in ["", "Tea of the Tea — 書0", "\u{2027}\u{202A}\u{2014}\u{7F}\u{E2}\u{80}", "a/b'c<d>&"] {
            #expect(JSONWriter.quote(plain) == "\"\(plain)\"")
        }
    }

    @Test func workflowCommandsEscapePercentAndLineBreaksAndPropertiesAlsoColonAndComma() {
        #expect(DiagnosticFormatter.escapeData("50% done:\r\nnext, then") == "50%25 done:%0D%0Anext, then")
        #expect(DiagnosticFormatter.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
    }

    @Test func icalendarTextEscapesBackslashSemicolonCommaAndDropsCarriageReturns() {
        #expect(ICSWriter.escape("a\\b;c,d\r\ne") == "a\\\\b\\;c\\,d\\ne")
    }

    @Test func jsonLDInsideAScriptEscapesAngleBracketsAndAmpersands() {
        #expect(TemplateValues.scriptSafe("{\"name\":\"</script><b>&\"}") == "{\"name\":\"\\u003c/script\\u003e\\u003cb\\u003e\\u0026\"}")
        #expect(TemplateValues.scriptSafe("{\"name\":\"plain\"}") == "{\"name\":\"plain\"}")
    }
}
