import Foundation
import Testing
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// Report arithmetic and formats on small inline libraries (loan_days 14, 1 renewal).
@Suite struct ReportTests {
    static func render(_ library: TestLibrary, _ kind: ReportKind, _ format: ReportFormat = .json, asOf: String, within: Int? = nil,
                       member: String? = nil, book: String? = nil) throws -> String {
        try ReportFormatter(result: library.check(asOf: asOf)).render(ReportRequest(kind: kind, format: format, within: within, member: member, book: book))
    }

    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test func overdueCountsFromTheEffectiveDueDateAndGraceOnlyDelaysTheFlag() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "T", "policy": {"loan_days": 14, "renewal_days": 7, "max_renewals": 2, "grace_days": 2, "closed": [{"from": "2026-03-22", "to": "2026-03-23"}]}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01", extra: "\"block\": \"B\""),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "library"),
            // 2026-03-01 + 14 + 7 = 03-22, closed through 03-23: due 03-24.
            "content/loans/renewed.json": TestLibrary.loan("dune", to: "ravi", status: "lent", lent: "2026-03-01", renewals: ["2026-03-14"]),
            // An agreed due date wins over the policy.
            "content/loans/agreed.json": TestLibrary.loan("emma", to: "meera", status: "lent", lent: "2026-03-10", due: "2026-03-20"),
            // Due 03-27: inside grace on 03-28, so not yet overdue.
            "content/loans/grace.json": TestLibrary.loan("kim", to: "meera", status: "lent", lent: "2026-03-13"),
        ])
        let report = try Self.json(Self.render(library, .overdue, asOf: "2026-03-28"))
        let loans = report["loans"] as! [[String: Any]]
        #expect(loans.map { $0["loan"] as! String } == ["agreed", "renewed"])
        #expect(loans.map { $0["due"] as! String } == ["2026-03-20", "2026-03-24"])
        #expect(loans.map { $0["days_overdue"] as! Int } == [8, 4])
        #expect(loans[0].keys.sorted() == ["book", "borrower", "borrower_name", "days_overdue", "due", "lent", "loan", "owner", "title"])
        #expect(loans[0]["owner"] as? String == "anita")
        let later = try Self.json(Self.render(library, .overdue, asOf: "2026-03-30"))["loans"] as! [[String: Any]]
        #expect(later.map { $0["loan"] as! String } == ["agreed", "renewed", "grace"])
        #expect(later.map { $0["days_overdue"] as! Int } == [10, 6, 3])
    }

    @Test func dueListsLoansWithinTheWindowInclusiveSoonestFirst() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan("dune", status: "lent", lent: "2026-05-20"),  // due 06-03
            "content/loans/b.json": TestLibrary.loan("emma", status: "lent", lent: "2026-05-19"),  // due 06-02
        ])
        let text = try Self.render(library, .due, .csv, asOf: "2026-06-01", within: 2)
        #expect(text == "loan,book,title,borrower,borrower_name,owner,lent,due,days_left\r\nb,emma,Emma,ravi,Ravi Iyer,anita,2026-05-19,2026-06-02,1\r\na,dune,Dune,ravi,Ravi Iyer,anita,2026-05-20,2026-06-03,2\r\n")
        let narrow = try Self.render(library, .due, .csv, asOf: "2026-06-01", within: 1)
        #expect(narrow == "loan,book,title,borrower,borrower_name,owner,lent,due,days_left\r\nb,emma,Emma,ravi,Ravi Iyer,anita,2026-05-19,2026-06-02,1\r\n")
        let byDefault = try Self.render(library, .due, .csv, asOf: "2026-06-01")
        #expect(byDefault == text, "the default window is policy.reminder_days (2)")
    }

    @Test func csvQuotesCommasQuotesAndLineBreaks() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book(#""Dune, \"Messiah\"""#, owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ])
        let text = try Self.render(library, .overdue, .csv, asOf: "2026-06-01")
        #expect(text == "loan,book,title,borrower,borrower_name,owner,lent,due,days_overdue\r\na,dune,\"Dune, \"\"Messiah\"\"\",ravi,Ravi Iyer,anita,2026-05-01,2026-05-15,17\r\n")
        let markdown = try Self.render(library, .overdue, .markdown, asOf: "2026-06-01")
        #expect(markdown.contains("| Dune, \"Messiah\" | Ravi Iyer | Anita Desai | 2026-05-01 | 2026-05-15 | 17 |"))
    }

    @Test func holdsListEachWaitingListInOrderWithTheHolder() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/members/john.json": TestLibrary.member("John Dsouza", joined: "2025-01-01"),
            "content/loans/out.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-05-25"),
            "content/loans/r2.json": TestLibrary.loan(to: "john", status: "requested", requested: "2026-05-28"),
            "content/loans/r1.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-27"),
        ])
        let text = try Self.render(library, .holds, .csv, asOf: "2026-06-01")
        #expect(text == "book,title,position,loan,borrower,borrower_name,requested,holder,holder_name,due,ready_for,ready_since,collect_by\r\ndune,Dune,1,r1,meera,Meera Rao,2026-05-27,ravi,Ravi Iyer,2026-06-08,,,\r\ndune,Dune,2,r2,john,John Dsouza,2026-05-28,ravi,Ravi Iyer,2026-06-08,,,\r\n")
    }

    /// The CSV says whom a book on the shelf is kept for: the first waiting member who may take it,
    /// not the first in the queue when they are passed over (at `max_active_loans`).
    @Test func holdsCSVNamesWhomTheBookIsReadyFor() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"max_active_loans": 1}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "library"),
            "content/loans/out.json": TestLibrary.loan("kim", to: "ravi", status: "lent", lent: "2026-05-25"),
            "content/loans/r1.json": TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-05-27"),
            "content/loans/r2.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-28"),
        ])
        let csv = try Self.render(library, .holds, .csv, asOf: "2026-06-01")
        #expect(csv.contains("\r\ndune,Dune,1,r1,ravi,Ravi Iyer,2026-05-27,,,,meera,2026-05-28,\r\n"), "\(csv)")
    }

    /// FORMAT.md, "Who holds it?": a lost loan — nobody, the book is lost. Looking back to
    /// before the lost day, the borrower still holds it.
    @Test func aLostBookIsHeldByNobody() throws {
        let library = try TestLibrary([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/gone.json": TestLibrary.loan(to: "ravi", status: "lost", lent: "2026-05-01", lost: "2026-05-10"),
            "content/loans/r1.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-05-05"),
        ])
        let csv = try Self.render(library, .holds, .csv, asOf: "2026-06-01")
        #expect(csv == "book,title,position,loan,borrower,borrower_name,requested,holder,holder_name,due,ready_for,ready_since,collect_by\r\ndune,Dune,1,r1,meera,Meera Rao,2026-05-05,,,,,,\r\n")
        let json = try Self.json(Self.render(library, .holds, .json, asOf: "2026-06-01"))
        let book = try #require((json["books"] as? [[String: Any]])?.first)
        #expect(book["holder"] is NSNull && book["holder_name"] is NSNull && book["lost"] as? Bool == true)
        #expect(try Self.render(library, .holds, .table, asOf: "2026-06-01").contains("(lost)"))
        let before = try Self.json(Self.render(library, .holds, .json, asOf: "2026-05-08"))
        #expect((before["books"] as? [[String: Any]])?.map { "\($0["holder"]!) \($0["lost"] as? Bool == true)" } == ["ravi false"])
        // Found again later: lost all the same on the days between, as the state tells it.
        try library.write("content/loans/gone.json", TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-05-01", returned: "2026-06-05", lost: "2026-05-10"))
        let found = try Self.json(Self.render(library, .holds, .json, asOf: "2026-06-01"))
        #expect((found["books"] as? [[String: Any]])?.map { "\($0["holder"]!) \($0["lost"] as? Bool == true)" } == ["<null> true"])
    }

    @Test func historyIsNewestFirstWithLengthAndPunctuality() throws {
        let library = try TestLibrary([
            "content/loans/late.json": TestLibrary.loan(status: "returned", lent: "2026-01-01", returned: "2026-01-20"),
            "content/loans/fine.json": TestLibrary.loan(status: "returned", lent: "2026-02-01", returned: "2026-02-10"),
            "content/loans/other.json": TestLibrary.loan(to: "anita", status: "cancelled", requested: "2026-03-01"),
        ])
        let text = try Self.render(library, .history, .csv, asOf: "2026-06-01", member: "ravi")
        #expect(text == "loan,book,title,borrower,borrower_name,status,requested,lent,due,returned,lost,days,on_time\r\nfine,dune,Dune,ravi,Ravi Iyer,returned,,2026-02-01,2026-02-15,2026-02-10,,9,yes\r\nlate,dune,Dune,ravi,Ravi Iyer,returned,,2026-01-01,2026-01-15,2026-01-20,,19,no\r\n")
    }

    /// A report looking back shows each loan as it stood then: a book out then is out (no
    /// return, its days to the as-of day, punctuality not known yet), a request lent later is
    /// still a request, and what was asked after that day is not there (FORMAT.md, "As-of date").
    @Test func historyShowsEachLoanAsItStoodOnTheAsOfDay() throws {
        let library = try TestLibrary([
            "content/loans/late.json": TestLibrary.loan(status: "returned", lent: "2026-01-01", returned: "2026-01-20"),
            "content/loans/fine.json": TestLibrary.loan(status: "returned", requested: "2026-01-25", lent: "2026-02-01", returned: "2026-02-10"),
            "content/loans/gone.json": TestLibrary.loan("emma", status: "returned", lent: "2026-01-05", returned: "2026-03-01", lost: "2026-01-12"),
            "content/loans/next.json": TestLibrary.loan(status: "cancelled", requested: "2026-03-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
        ])
        let text = try Self.render(library, .history, .csv, asOf: "2026-01-26", member: "ravi")
        #expect(text == """
            loan,book,title,borrower,borrower_name,status,requested,lent,due,returned,lost,days,on_time\r
            fine,dune,Dune,ravi,Ravi Iyer,requested,2026-01-25,,,,,,\r
            gone,emma,Emma,ravi,Ravi Iyer,lost,,2026-01-05,2026-01-19,,2026-01-12,7,no\r
            late,dune,Dune,ravi,Ravi Iyer,returned,,2026-01-01,2026-01-15,2026-01-20,,19,no\r

            """, "\(text)")
        let earlier = try Self.render(library, .history, .csv, asOf: "2026-01-10", member: "ravi")
        #expect(earlier == """
            loan,book,title,borrower,borrower_name,status,requested,lent,due,returned,lost,days,on_time\r
            gone,emma,Emma,ravi,Ravi Iyer,lent,,2026-01-05,2026-01-19,,,5,\r
            late,dune,Dune,ravi,Ravi Iyer,lent,,2026-01-01,2026-01-15,,,9,\r

            """, "\(earlier)")
    }

    /// A waiting list on a book withdrawn (or not yet added) is not "on the shelf": the book is
    /// in neither place (FORMAT.md, "Is the book in the catalogue on day D?").
    @Test func aWithdrawnBookWithAWaitingListIsNotOnTheShelf() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "withdrawn: 2026-03-05\n"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita", added: "2026-04-01"),
            "content/loans/r1.json": TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-03-01"),
            "content/loans/r2.json": TestLibrary.loan("emma", to: "ravi", status: "requested", requested: "2026-03-02"),
        ])
        let table = try Self.render(library, .holds, .table, asOf: "2026-03-06")
        #expect(table.contains("(withdrawn)") && table.contains("(not yet added)") && !table.contains("on the shelf"), "\(table)")
    }

    @Test func statsCountLoansMonthsAndPunctuality() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"block\": \"A\""),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/1.json": TestLibrary.loan(status: "returned", lent: "2026-01-01", returned: "2026-01-20"),
            "content/loans/2.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-06"),
        ])
        let stats = try Self.json(Self.render(library, .stats, asOf: "2026-06-01"))
        #expect(stats["loans"] as? Int == 2)
        #expect(stats["average_loan_days"] as? Double == 12)
        #expect(stats["returned_on_time_share"] as? Double == 0.5)
        #expect((stats["loans_per_month"] as! [[String: Any]]).map { "\($0["month"]!)=\($0["loans"]!)" } == ["2026-01=1", "2026-02=0", "2026-03=1"])
        #expect((stats["busiest_blocks"] as! [[String: Any]]).map { "\($0["block"]!)=\($0["loans"]!)" } == ["A=2"])
        #expect((stats["never_borrowed"] as! [[String: Any]]).map { $0["id"] as! String } == ["emma"])
        // Narrowed to a member or a book: the loans' figures are theirs, the catalogue's the library's.
        try library.write("content/members/meera.json", TestLibrary.member("Meera Rao", joined: "2025-01-01"))
        try library.write("content/loans/3.json", TestLibrary.loan("emma", to: "meera", status: "returned", lent: "2026-04-01", returned: "2026-04-03"))
        let meera = try Self.json(Self.render(library, .stats, asOf: "2026-06-01", member: "meera"))
        #expect(meera["loans"] as? Int == 1 && meera["average_loan_days"] as? Double == 2 && meera["returned_on_time_share"] as? Double == 1)
        #expect((meera["most_active_borrowers"] as! [[String: Any]]).map { "\($0["name"]!)=\($0["loans"]!)" } == ["Meera Rao=1"], "\(meera)")
        #expect(meera["books"] as? Int == 2 && (meera["never_borrowed"] as! [[String: Any]]).isEmpty)
        let dune = try Self.json(Self.render(library, .stats, asOf: "2026-06-01", book: "dune"))
        #expect(dune["loans"] as? Int == 2 && (dune["most_borrowed_books"] as! [[String: Any]]).count == 1, "\(dune)")
    }

    @Test func remindersGroupEveryLoanOfABorrowerInOneMessage() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "contacts.json": #"{"ravi": {"email": "ravi@example.org"}, "anita": {"flat": "C-12"}}"#,
            "content/loans/a.json": TestLibrary.loan("dune", status: "lent", lent: "2026-05-01"),
            "content/loans/b.json": TestLibrary.loan("emma", status: "lent", lent: "2026-05-19"),
        ])
        let reminders = try Self.json(Self.render(library, .reminders, asOf: "2026-06-01"))["reminders"] as! [[String: Any]]
        #expect(reminders.count == 1)
        #expect(reminders[0]["to"] as? String == "Ravi Iyer")
        #expect(reminders[0]["email"] as? String == "ravi@example.org")
        #expect(reminders[0]["subject"] as? String == "Test Circle: 2 books to return (1 overdue)")
        #expect(reminders[0]["body"] as? String == """
        Hello Ravi Iyer,

        A reminder from Test Circle about the books you have borrowed:

        - "Dune" by Frank Herbert was due back on Friday 15 May 2026 and is 17 days overdue (3rd notice). Please return it to Anita Desai (flat C-12).
        - "Emma" by Frank Herbert is due back on Tuesday 2 June 2026 (tomorrow). Please return it to Anita Desai (flat C-12). If you need longer, it can be renewed once more: just reply or ask a librarian.

        If something here is not right, reply to this e-mail or tell a librarian.

        Thank you!
        Test Circle

        """)
    }

    /// `block_overdue` stops new loans, not renewals (FORMAT.md): an overdue loan a renewal would
    /// bring back within its due date is offered one, as `libgen renew` would make it.
    @Test func anOverdueLoanIsOfferedTheRenewalBlockOverdueDoesNotStop() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "renewal_days": 14, "renew_from": "due", "block_overdue": true}}"#,
            "contacts.json": #"{"ravi": {"email": "ravi@example.org"}}"#,
            "content/loans/a.json": TestLibrary.loan("dune", status: "lent", lent: "2026-05-20"),
        ])
        let reminders = try Self.json(Self.render(library, .reminders, asOf: "2026-06-05"))["reminders"] as! [[String: Any]]
        let body = try #require(reminders.first?["body"] as? String)
        #expect(body.contains("was due back on Wednesday 3 June 2026 and is 2 days overdue") && body.contains("If you need longer, it can be renewed once more"), "\(body)")
        let renewed = try CommandRunner.run(["renew", "dune", "--root", library.root.path, "--on", "2026-06-05"])
        #expect(renewed.status == 0, "\(renewed.stderr)")
    }

    @Test func icsIsAValidCalendarWithOneAllDayEventPerLoan() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("\"Dune: a very long title, with commas; semicolons and ünïcödé that must be folded\"", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-05-01"),
        ])
        let text = try Self.render(library, .overdue, .ics, asOf: "2026-06-01")
        let events = try ICSParser.parse(text)
        #expect(events.count == 1)
        #expect(events[0]["UID"] == "a@libgen")
        #expect(events[0]["DTSTAMP"] == "20260601T000000Z")
        #expect(events[0]["DTSTART;VALUE=DATE"] == "20260515")
        #expect(events[0]["DTEND;VALUE=DATE"] == "20260516")
        #expect(events[0]["SUMMARY"] == #"Return "Dune: a very long title\, with commas\; semicolons and ünïcödé that must be folded" (Ravi Iyer)"#)
    }

    @Test func icsIsOnlyForDueAndOverdue() throws {
        let library = try TestLibrary()
        #expect(throws: ReportError.unsupportedFormat(.holds, .ics)) { try Self.render(library, .holds, .ics, asOf: "2026-06-01") }
    }
}

/// A strict reader of the iCalendar subset libgen writes (RFC 5545 §3.1):
/// CRLF only, lines of at most 75 octets, folding by CRLF + space, balanced
/// BEGIN/END, and UID, DTSTAMP and DTSTART in every VEVENT.
enum ICSParser {
    struct Invalid: Error, CustomStringConvertible { var description: String }

    static func parse(_ text: String) throws -> [[String: String]] {
        guard text.hasSuffix("\r\n") else { throw Invalid(description: "does not end with CRLF") }
        let physical = String(text.dropLast()).components(separatedBy: "\r\n") // "\r\n" is one Character
        for line in physical {
            if line.utf8.count > 75 { throw Invalid(description: "line over 75 octets: \(line)") }
            if line.contains("\n") || line.contains("\r") { throw Invalid(description: "bare line break") }
        }
        var logical = [String]()
        for line in physical {
            if line.hasPrefix(" ") { logical[logical.count - 1] += line.dropFirst() } else { logical.append(line) }
        }
        guard logical.first == "BEGIN:VCALENDAR", logical.last == "END:VCALENDAR" else { throw Invalid(description: "not a VCALENDAR") }
        guard logical.contains("VERSION:2.0"), logical.contains(where: { $0.hasPrefix("PRODID:") }) else { throw Invalid(description: "VERSION or PRODID missing") }
        var events = [[String: String]]()
        var current: [String: String]?
        for line in logical {
            if line == "BEGIN:VEVENT" { guard current == nil else { throw Invalid(description: "nested VEVENT") }; current = [:]; continue }
            if line == "END:VEVENT" {
                guard let event = current, event["UID"] != nil, event["DTSTAMP"] != nil, event["DTSTART;VALUE=DATE"] != nil else {
                    throw Invalid(description: "VEVENT without UID, DTSTAMP or DTSTART")
                }
                events.append(event)
                current = nil
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { throw Invalid(description: "no colon: \(line)") }
            current?[String(line[..<colon])] = String(line[line.index(after: colon)...])
        }
        return events
    }
}
