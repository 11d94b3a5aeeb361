import Foundation
import Testing
@testable import LibGenEditing
@testable import LibGenCore
@testable import TestSupport

/// `void` keeps the request a loan fulfilled (CLI.md v1.2): the member stays in the queue where
/// they were; and one forge issue makes one record (`id.duplicate`).
@Suite struct VoidKeepsTheRequestTests {
    @Test func voidingALendingKeepsTheMembersPlaceInTheQueue() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-01-01"),
            "content/loans/a.json": #"{"book": "dune", "borrower": "ravi", "status": "lent", "requested": "2026-05-01", "requested_time": "10:30", "lent": "2026-05-03", "issue": 12}"#,
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-02"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let session = try EditSession(root: library.root, today: Day(string: "2026-05-04")!)
        guard case .accepted(let accepted) = try session.judge(try LoanEditor(session: session).void("a", note: "recorded for the wrong book", on: session.today)) else {
            Issue.record("refused"); return
        }
        #expect(accepted.edit.writes.map(\.path).sorted() == ["content/loans/a-request.json", "content/loans/a.json"])
        #expect(accepted.edit.writes.first { $0.path == "content/loans/a-request.json" }?.text == """
            {
              "book": "dune",
              "borrower": "ravi",
              "status": "requested",
              "requested": "2026-05-01",
              "requested_time": "10:30:00",
              "issue": 12,
              "note": "the request loan a fulfilled, kept when that loan was voided"
            }

            """)
        // Ravi asked first, so the book on the shelf is ready for him, not for Meera.
        let after = accepted.after.state
        #expect(after.waitingList(for: "dune", on: session.today).map(\.borrower.value) == ["ravi", "meera"])
        #expect(after.readyFor(after.library.book("dune")!, on: session.today)?.member == "ravi")
        #expect(accepted.summary == "Voided loan a: it stays as a record and counts for nothing; Ravi Iyer's request of Fri 1 May 2026 stays in the queue (content/loans/a-request.json)")
    }

    @Test func twoLoansOfOneIssueAreADuplicate() throws {
        let library = try TestLibrary([
            "content/loans/a.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-05-01", "issue": 7}"#,
            "content/loans/b.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-05-01", "issue": 7}"#,
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        expectLines(try library.lines(of: "id.duplicate"), [
            "content/loans/b.json:1:97: error: issue #7 is already recorded by loan a (content/loans/a.json); one issue makes one record: remove this file or its `issue` [id.duplicate]",
        ])
    }
}
