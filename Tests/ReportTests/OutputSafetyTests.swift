import Foundation
import Testing
@testable import LibGenReports
@testable import LibGenCore
@testable import TestSupport

/// Output that cannot be turned against its reader: CSV cells a spreadsheet would run as a
/// formula, a body line that would start a second message in an mbox reader, header lines
/// near the 998-octet limit.
@Suite struct OutputSafetyTests {
    @Test func csvCellsThatLookLikeFormulasAreLedByAQuoteButNumbersAreNot() {
        let table = ReportTable(columns: ["title", "days"], rows: [
            [.text("=HYPERLINK(\"http://evil.example\",\"x\")"), .number(-2)],
            [.text("+91 98200"), .number(3)], [.text("-rf"), .empty], [.text("@SUM(A1)"), .empty], [.text("\tTab"), .empty],
            [.text("Dune"), .number(0)],
        ])
        #expect(table.csv() == "title,days\r\n\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\",-2\r\n'+91 98200,3\r\n'-rf,\r\n'@SUM(A1),\r\n'\tTab,\r\nDune,0\r\n")
    }

    static func message(subject: String = "Hello", fromName: String = "Book Circle", body: String) -> MailMessage {
        MailMessage(from: .init(name: fromName, email: "books@example.org"), to: .init(name: "Ravi", email: "ravi@example.org"), subject: subject,
                    date: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!, messageID: "1@example.org", body: body)
    }

    @Test func aBodyLineStartingWithFromCannotForgeASecondMessage() {
        let text = Self.message(body: "From your library:\n\"From Here\" is due.\n" + String(repeating: "x", count: 75) + "From the middle").rendered(newline: "\n")
        let body = text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
        #expect(!body.split(separator: "\n").contains { $0.hasPrefix("From ") })
        #expect(body.hasPrefix("=46rom your library:\n"))
        #expect(body.contains("=\n=46rom the middle"))
    }

    @Test func noHeaderLineComesNear998Octets() {
        let long = String(repeating: "Green Acres Book Circle ", count: 60)
        let text = Self.message(subject: long, fromName: long, body: "Hi").rendered(newline: "\n")
        let headers = text.components(separatedBy: "\n\n")[0].split(separator: "\n")
        #expect(headers.allSatisfy { $0.utf8.count <= 998 })
        #expect(headers.first { $0.hasPrefix("From: ") }.map { $0.utf8.count <= 78 } == true)
    }
}
