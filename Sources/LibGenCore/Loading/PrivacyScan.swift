import Foundation
import LibGenSupport

/// What the parse stage notices of privacy in a content file, for the rules
/// `privacy.contact-in-repo` (a contact key, in any letter case, anywhere under `content/`)
/// and `privacy.contact-like` (an e-mail address or phone number inside free text). A finding
/// names the field and where it is, never the value.
package struct PrivacyFinding: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A key `email`, `phone` or `flat` in any letter case, as written.
        case contactKey(String)
        /// A free-text field (or the Markdown text) holding something shaped like an e-mail
        /// address or a phone number.
        case contactLike(field: String, what: String)
    }

    package var kind: Kind
    package var file: String
    package var location: SourceLocation
}

/// Which keys and values the scan looks at.
package enum PrivacyScan {
    static let contactKeys: Set<String> = ["email", "phone", "flat"]

    /// Fields that hold free text people write: names, titles, notes, reasons, addresses and
    /// descriptions — never ids, references, dates, ISBNs, URLs or numbers.
    static let freeTextFields: Set<String> = ["name", "display_name", "note", "title", "authors", "author", "publisher",
                                              "withdrawn_reason", "override", "description", "address", "city", "genres", "block", "blocks"]

    /// Paths public by design (FORMAT.md): the library desk and the reminders' sender.
    static func isExempt(_ path: String) -> Bool {
        path == "forge.desk" || path.hasPrefix("forge.desk.") || path == "reminders.from"
    }

    /// Is there an e-mail address, something@something.tld — what the pattern
    /// `[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}` finds? Written by hand:
    /// a regular expression engine tries that pattern from every letter of a long run, and a
    /// text of 80,000 letters around one `@` took 78 s (a 3 MB one, hours). This looks at each
    /// `@` once, and at the letters after it up to the first that cannot be part of an address.
    static func hasEmail(_ text: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
        func isLabel(_ byte: UInt8) -> Bool { isLetter(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-") }
        func isLocal(_ byte: UInt8) -> Bool {
            isLabel(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+")
        }
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            for at in bytes.indices where bytes[at] == UInt8(ascii: "@") && at > 0 && isLocal(bytes[at - 1]) {
                // After the `@`: labels of [A-Za-z0-9-] split by single dots, up to a dot followed by two letters.
                var index = at + 1, labelLength = 0
                scan: while index < bytes.count {
                    let byte = bytes[index]
                    if isLabel(byte) {
                        labelLength += 1
                    } else if byte == UInt8(ascii: "."), labelLength > 0 {
                        if index + 2 < bytes.count, isLetter(bytes[index + 1]), isLetter(bytes[index + 2]) { return true }
                        labelLength = 0
                    } else {
                        break scan
                    }
                    index += 1
                }
            }
            return false
        } ?? false
    }

    /// A phone number: 8 or more digits in one run, optionally led by `+`, split by single
    /// spaces, hyphens or brackets.
    private static let phone = try! NSRegularExpression(pattern: #"\+?\(?\d(?:(?: |-|\(|\)|\) |\)-)?\d){7,}"#)

    /// Dates (`2026-10-06`), which notes and ids carry and which are no phone number.
    private static let date = try! NSRegularExpression(pattern: #"\d{4}-\d{2}-\d{2}"#)

    /// "an e-mail address", "a phone number", or nil. Most free text has no `@` and no eight
    /// digits close together (each at most two of ` -()` from the next: what the phone pattern
    /// needs at the least, and what a date has): looked for first, so that the patterns run
    /// only where they could match.
    package static func contactLike(_ text: String) -> String? {
        let (hasAt, longest) = atAndDigits(text)
        guard hasAt || longest >= 8 else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        if hasAt, hasEmail(text) { return "an e-mail address" }
        guard longest >= 8 else { return nil }
        let undated = date.stringByReplacingMatches(in: text, range: range, withTemplate: " ")
        if phone.firstMatch(in: undated, range: NSRange(undated.startIndex..., in: undated)) != nil { return "a phone number" }
        return nil
    }

    /// `text` with what looks like contact details covered, when anything does (`contactLike`):
    /// each word holding an `@`, and every digit, as dots. For what goes where contacts never
    /// may — a commit message, a public reply — from text someone typed.
    package static func masked(_ text: String) -> String {
        guard contactLike(text) != nil else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false)
            .map { word in word.contains("@") ? "•••" : String(word.map { $0.isNumber ? "•" : $0 }) }
            .joined(separator: " ")
    }

    /// Whether `text` holds an `@`, and its longest run of digits (of any script) each at most
    /// two of ` -()` from the next.
    static func atAndDigits(_ text: String) -> (hasAt: Bool, longest: Int) {
        var hasAt = false, chain = 0, longest = 0, gap = 0
        // Over the bytes: ASCII (most of it) byte by byte, and each other scalar decoded where it
        // is (a digit may be any script's). Going through every scalar of a text that held one
        // non-ASCII character was a percent of a build.
        func digit() {
            chain = (gap <= 2 ? chain : 0) + 1
            longest = max(longest, chain)
            gap = 0
        }
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x30...0x39:
                    digit()
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"):
                    gap += 1
                case 0x80...:
                    // A lead byte (the text is valid UTF-8): the scalar it begins.
                    let (scalar, length) = UTF8Bytes.scalar(at: index, in: bytes)
                    if scalar.properties.generalCategory == .decimalNumber { digit() } else { chain = 0; gap = 0 }
                    index += length
                    continue
                default:
                    hasAt = hasAt || byte == UInt8(ascii: "@")
                    chain = 0
                    gap = 0
                }
                index += 1
            }
        }
        return (hasAt, longest)
    }

    /// Is this scalar a control character a single-line field may not hold (C0, DEL, C1)?
    /// `multiline` fields (Markdown, notes) may hold tabs and line breaks.
    static func isForbidden(_ scalar: Unicode.Scalar, multiline: Bool) -> Bool {
        guard scalar.isControlCharacter else { return false }
        return !(multiline && (scalar == "\t" || scalar == "\n" || scalar == "\r"))
    }

    /// The first forbidden control character, as `U+001B`.
    static func firstControl(in text: String, multiline: Bool) -> String? {
        // Over the bytes first: C0 and DEL are bytes below 0x20 and 0x7F, C1 is C2 80 to C2 9F.
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte < 0x20 {
                    if !(multiline && (byte == 0x09 || byte == 0x0A || byte == 0x0D)) { return false }
                } else if byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) {
                    return false
                }
                previous = byte
            }
            return true
        } ?? false
        if clean { return nil }
        guard let scalar = text.unicodeScalars.first(where: { isForbidden($0, multiline: multiline) }) else { return nil }
        return String(format: "U+%04X", scalar.value)
    }
}
