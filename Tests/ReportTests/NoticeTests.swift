import Foundation
import Testing
@testable import LibGenReports
@testable import LibGenCore
@testable import TestSupport

/// The day's notices (v1.2): "your turn" on the ready day and the day after, "last day to
/// collect", owners' and librarians' escalation at `escalate_days`, one message per person.
@Suite struct NoticeTests {
    static func notices(_ files: [String: String?], asOf: String) throws -> [ReportBuilder.Notice] {
        let library = try TestLibrary(files)
        defer { try? FileManager.default.removeItem(at: library.root) }
        return ReportBuilder(try library.check(asOf: asOf)).notices()
    }

    static let waiting: [String: String?] = [
        "content/library.json": #"{"name": "T", "policy": {"loan_days": 14, "hold_days": 3, "max_active_loans": 2}}"#,
        "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-05-01", returned: "2026-05-10"),
        "content/members/meera.json": TestLibrary.member("Meera", joined: "2025-01-01"),
        "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-05"),
    ]

    @Test func yourTurnIsSentOnTheReadyDayAndTheDayAfterAndOnTheLastDayToCollect() throws {
        var sent = [String: String]()
        for day in 9...15 {
            let date = String(format: "2026-05-%02d", day)
            let turns = try Self.notices(Self.waiting, asOf: date).flatMap(\.turns)
            let turn = turns.first { $0.isNoticeDay }
            sent[date] = turn.map { $0.isLastDay ? "last day" : "your turn" } ?? "-"
        }
        #expect(sent == ["2026-05-09": "-", "2026-05-10": "your turn", "2026-05-11": "your turn", "2026-05-12": "-",
                         "2026-05-13": "last day", "2026-05-14": "-", "2026-05-15": "-"])
    }

    @Test func anOverdueLoanIsEscalatedToTheOwnerAndTheLibrariansAtEscalateDaysThenEveryWeek() throws {
        let files: [String: String?] = [
            "content/library.json": #"{"name": "T", "librarians": ["priya"], "reminders": {"escalate_days": 10, "overdue_every_days": 7}}"#,
            "content/members/priya.json": TestLibrary.member("Priya", joined: "2025-01-01"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ]
        // Due 15 May: 10 days overdue on 25 May, 17 on 1 June.
        for (day, escalated) in [("2026-05-24", false), ("2026-05-25", true), ("2026-05-26", false), ("2026-06-01", true)] {
            let notices = try Self.notices(files, asOf: day)
            let owner = notices.first { $0.member == "anita" }
            let librarian = notices.first { $0.member == "priya" }
            #expect((owner?.ownBooks.count ?? 0 == 1) == escalated, "\(day)")
            #expect((librarian?.escalations.count ?? 0 == 1) == escalated, "\(day)")
            #expect(notices.filter { $0.member == "ravi" }.count == 1, "one message for the borrower, \(day)")
        }
    }

    @Test func ownersAreNotToldWhenTheLibrarySaysSo() throws {
        let notices = try Self.notices([
            "content/library.json": #"{"name": "T", "reminders": {"escalate_days": 10, "owners": false}}"#,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ], asOf: "2026-05-25")
        #expect(!notices.contains { $0.member == "anita" })
    }
}
