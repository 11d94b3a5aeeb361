import Foundation

/// The text formats of FORMAT.md's contact and forge fields: `email`, `phone`,
/// `github` and `reminders.from`. Written by hand: each is a few character
/// checks, and a regular-expression or e-mail library would accept or reject
/// more than the format says.
package enum ContactFormat {
    /// The same rules as JSON Schema patterns, for `libgen schema`.
    package static let emailPattern = #"^[^@\s<>]+@[^@\s<>.]+(\.[^@\s<>.]+)+$"#
    package static let phonePattern = #"^\+?[0-9 ().-]*([0-9][ ().-]*){6,}$"#
    package static let loginPattern = #"^[A-Za-z0-9](-?[A-Za-z0-9]){0,38}$"#

    /// `local@domain.tld`: one `@`, no spaces or angle brackets, a dotted domain without empty labels.
    package static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, text.count <= 254 else { return false }
        guard !text.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "," }) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// At least 6 digits; a leading `+`, spaces, hyphens, dots and brackets allowed.
    package static func isPhone(_ text: String) -> Bool {
        var digits = 0
        for (offset, character) in text.enumerated() {
            if character.isASCII && character.isNumber { digits += 1; continue }
            if character == "+" && offset == 0 { continue }
            if " ().-".contains(character) { continue }
            return false
        }
        return digits >= 6 && digits <= 20
    }

    /// GitHub's login syntax: 1–39 letters, digits and single hyphens, not at either end.
    static func isLogin(_ text: String) -> Bool {
        guard (1...39).contains(text.utf8.count), text.first != "-", text.last != "-", !text.contains("--") else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// `Name <address>` or a bare address; returns the address.
    package static func mailboxAddress(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            let address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            return isEmail(address) && !name.contains(where: { $0 == "<" || $0 == ">" || $0.isNewline }) ? address : nil
        }
        return isEmail(trimmed) ? trimmed : nil
    }
}
