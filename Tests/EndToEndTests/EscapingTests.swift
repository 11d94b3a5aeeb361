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
