import Foundation
import LibGenCore

/// One RFC 5322 e-mail: UTF-8 text, headers with RFC 2047 encoded words where a
/// name or subject is not ASCII, the body quoted-printable. Written by hand:
/// no Swift e-mail package is among the project's dependencies, and the little
/// this needs (encoded words, quoted-printable, the date) is fully specified.
package struct MailMessage: Sendable, Equatable {
    struct Address: Sendable, Equatable {
        var name: String?
        var email: String
        init(name: String?, email: String) {
            self.name = name
            self.email = email
        }
    }

    var from: Address
    var to: Address
    var subject: String
    /// When it was sent; a printed message's is the as-of day at 08:00 in the library's time zone.
    var date: Date
    var timeZone: TimeZone
    /// Without the angle brackets.
    var messageID: String
    var body: String

    /// The message with `newline` line endings (CRLF for a file, LF for a sendmail pipe).
    package func rendered(newline: String = "\r\n") -> String {
        let headers = [
            "From: " + Self.mailbox(from),
            "To: " + Self.mailbox(to),
            "Subject: " + Self.encodedHeader(subject, used: 9),
            "Date: " + Self.rfc5322Date(date, in: timeZone),
            "Message-ID: <\(messageID)>",
            "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: quoted-printable",
            "Auto-Submitted: auto-generated",
        ]
        let text = headers.joined(separator: "\n") + "\n\n" + Self.quotedPrintable(body)
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
    }

    /// `Name <addr>`: an ASCII name quoted when it holds specials, any other name as encoded words.
    static func mailbox(_ address: Address) -> String {
        guard let name = address.name, !name.isEmpty else { return address.email }
        // A long name is written as encoded words, which fold: no header line nears 998 octets.
        if name.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 && $0.value < 127 }), name.count + address.email.count < 60 {
            let specials = CharacterSet(charactersIn: "()<>[]:;@\\,.\"")
            if name.unicodeScalars.contains(where: { specials.contains($0) }) {
                return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\" <\(address.email)>"
            }
            return "\(name) <\(address.email)>"
        }
        return encodedWords(name) + " <\(address.email)>"
    }

    /// The text as is when it is printable ASCII, else as RFC 2047 encoded words.
    static func encodedHeader(_ text: String, used: Int) -> String {
        if text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 32 && $0.value < 127 }) && text.count + used <= 998 { return text }
        return encodedWords(text)
    }

    /// `=?UTF-8?B?…?=` words of at most 75 characters, never splitting a character,
    /// folded onto continuation lines.
    static func encodedWords(_ text: String) -> String {
        var words = [String]()
        var chunk = [UInt8]()
        for character in text {
            let bytes = Array(String(character).utf8)
            if chunk.count + bytes.count > 45 {
                words.append("=?UTF-8?B?" + Data(chunk).base64EncodedString() + "?=")
                chunk = []
            }
            chunk += bytes
        }
        if !chunk.isEmpty { words.append("=?UTF-8?B?" + Data(chunk).base64EncodedString() + "?=") }
        return words.joined(separator: "\n ")
    }

    /// Quoted-printable (RFC 2045): lines of at most 76 characters, `=` soft breaks.
    static func quotedPrintable(_ text: String) -> String {
        var lines = [String]()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let bytes = Array(line.utf8)
            /// One byte encoded. A line that starts "From " would begin a new message in an mbox
            /// reader: its F is written as =46 (RFC 2049), on the first line and after every soft break.
            func piece(_ index: Int, atLineStart: Bool) -> String {
                let byte = bytes[index]
                if atLineStart && byte == UInt8(ascii: "F") && bytes[index...].starts(with: Array("From ".utf8)) { return "=46" }
                if (byte == 0x20 || byte == 0x09) && index != bytes.count - 1 { return String(UnicodeScalar(byte)) }
                if byte >= 33 && byte <= 126 && byte != 0x3D { return String(UnicodeScalar(byte)) }
                return "=" + String(format: "%02X", byte)
            }
            var encoded = ""
            var width = 0
            for index in bytes.indices {
                var next = piece(index, atLineStart: width == 0)
                if width + next.count > 75 {
                    encoded += "=\n"
                    width = 0
                    next = piece(index, atLineStart: true)
                }
                encoded += next
                width += next.count
            }
            lines.append(encoded)
        }
        return lines.joined(separator: "\n")
    }

    /// `Sun, 22 Nov 2026 08:00:00 +0530`.
    static func rfc5322Date(_ date: Date, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }

    /// A stable 64-bit FNV-1a hash in hex, for Message-IDs.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        // Always 16 digits: a hash with leading zeros is not a shorter id.
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
