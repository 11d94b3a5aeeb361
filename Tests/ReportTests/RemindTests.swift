import Foundation
import Testing
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// `libgen remind`: which notices go out on which day, and the messages themselves.
@Suite struct RemindTests {
    static let contacts = #"{"ravi": {"email": "ravi@example.org"}, "anita": {"email": "anita@example.org", "flat": "C-12"}, "meera": {"phone": "+91 98200 33333"}}"#

    /// `remind --format json` on one day: "member: subject" per message.
    static func subjects(_ library: TestLibrary, on day: String) throws -> [String] {
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", day, "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
        return (object["reminders"] as! [[String: Any]]).map { "\($0["member"]!): \($0["subject"]!)" }
    }

    /// An owner whose name ends in a full stop ("Meera K."), with no flat: one full stop, not two.
    @Test func aNameEndingInAFullStopEndsTheSentence() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "reminder_days": 2}}"#,
            "content/members/anita.json": TestLibrary.member("Meera K.", joined: "2025-01-01"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-13"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Please return it to Meera K. If"), "\(output.stdout)")
        #expect(!output.stdout.contains(".."))
        #expect(try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-01", "--quiet"]).stdout == "", "nothing to send, quietly")
    }

    @Test func eachStageSendsOnItsDayAndNothingAfterTheReturn() throws {
        // Lent 03-01 for 14 days: due Sun 03-15; reminder_days 2, grace 1, a notice every 7 days.
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "reminder_days": 2, "grace_days": 1}, "reminders": {"from": "Test Circle <books@example.org>", "overdue_every_days": 7}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "contacts.json": Self.contacts,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        var sent = [String]()
        let start = Day(string: "2026-03-01")!
        for offset in 0..<31 {
            let day = start.adding(offset)
            if day.description == "2026-03-27" {
                try library.write("content/loans/a.json", TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-27"))
            }
            sent += try Self.subjects(library, on: day.description).map { "\(day) \($0)" }
        }
        #expect(sent == [
            "2026-03-13 ravi: Test Circle: “Dune” is due in 2 days",
            "2026-03-15 ravi: Test Circle: “Dune” is due today",
            "2026-03-17 ravi: Test Circle: “Dune” is overdue (1st notice)",
            "2026-03-24 ravi: Test Circle: “Dune” is overdue (2nd notice)",
        ])
    }

    @Test func theFirstWaitingMemberHearsItIsTheirTurnOnTheDayTheBookIsBackAndTheDayAfter() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"hold_days": 3}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "contacts.json": Self.contacts,
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-10"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-05"),
        ])
        #expect(try Self.subjects(library, on: "2026-03-09") == [])
        #expect(try Self.subjects(library, on: "2026-03-10") == ["meera: Test Circle: your turn: “Dune” is ready for you"])
        // The day after too: a return recorded after the morning run still reaches them.
        #expect(try Self.subjects(library, on: "2026-03-11") == ["meera: Test Circle: your turn: “Dune” is ready for you"])
        #expect(try Self.subjects(library, on: "2026-03-12") == [])
        #expect(try Self.subjects(library, on: "2026-03-13") == ["meera: Test Circle: last day to collect “Dune”"])
        let text = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-10"])
        #expect(text.stdout == """
            To: Meera Rao (no e-mail address: tell them another way)
            Subject: Test Circle: your turn: “Dune” is ready for you
            Message-ID: <20260310.meera.MSGID@libgen.invalid>

            Hello Meera Rao,

            It is your turn: a book you asked for is on the shelf, kept for you.

            - "Dune" by Frank Herbert is on the shelf, and it is your turn. Collect it from Anita Desai (flat C-12) by Friday 13 March 2026.

            If something here is not right, reply to this e-mail or tell a librarian.

            Thank you!
            Test Circle

            """.replacingOccurrences(of: "MSGID", with: messageID(text.stdout)))
    }

    func messageID(_ text: String) -> String {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Message-ID: <") }) else { return "" }
        return String(line.split(separator: ".")[2].split(separator: "@")[0])
    }

    /// Dune back on 03-10 with Meera first in its queue but holding Emma (at `max_active_loans`
    /// 1) until 03-12, and Vikram behind her: the book is kept for Vikram, then passes back to her.
    static func passedBack(policy: String) throws -> TestLibrary {
        try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": "# + policy + "}",
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/members/vikram.json": TestLibrary.member("Vikram Seth", joined: "2025-01-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-10"),
            "content/loans/r1.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-02"),
            "content/loans/r2.json": TestLibrary.loan(to: "vikram", status: "requested", requested: "2026-03-03"),
            "content/loans/b.json": TestLibrary.loan("emma", to: "meera", status: "returned", lent: "2026-03-05", returned: "2026-03-12"),
        ])
    }

    /// A book on the shelf passes from a member passed over (at `max_active_loans`) back to the
    /// first in the queue the day she may take it again: she is told that day and the next
    /// (FORMAT.md: "the next one is told instead"), though the book has been back for days.
    @Test func theFirstInTheQueueIsToldWhenTheBookPassesBackToHer() throws {
        let library = try Self.passedBack(policy: #"{"loan_days": 30, "max_active_loans": 1}"#)
        var told = [String]()
        for day in 10...14 {
            told += try Self.subjects(library, on: "2026-03-\(day)").map { "03-\(day) \($0)" }
        }
        #expect(told == [
            "03-10 vikram: Test Circle: your turn: “Dune” is ready for you",
            "03-11 vikram: Test Circle: your turn: “Dune” is ready for you",
            "03-12 meera: Test Circle: your turn: “Dune” is ready for you",
            "03-13 meera: Test Circle: your turn: “Dune” is ready for you",
        ], "\(told)")
    }

    /// The holds report's ready member, since when and collect-by on one day (JSON).
    static func ready(_ library: TestLibrary, on day: String) throws -> String {
        let output = try CommandRunner.run(["report", "holds", "--root", library.root.path, "--as-of", day, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
        let book = (object["books"] as! [[String: Any]])[0]
        return "\(book["ready_for"] ?? "-") \(book["ready_since"] ?? "-") \(book["collect_by"] ?? "-")"
    }

    /// `hold_days` count from the day the book became ready for *that* member: when it passes
    /// to the first in the queue the day she may take it again, her days start then, not on the
    /// day the book came back (FORMAT.md: "the next one is told instead"; `loan.hold-expired`).
    @Test func theHoldDaysCountFromTheDayTheBookBecameReadyForThem() throws {
        let library = try Self.passedBack(policy: #"{"loan_days": 30, "max_active_loans": 1, "hold_days": 2}"#)
        #expect(try Self.ready(library, on: "2026-03-11") == "vikram 2026-03-10 2026-03-12")
        #expect(try Self.ready(library, on: "2026-03-12") == "meera 2026-03-12 2026-03-14")
        #expect(try Self.ready(library, on: "2026-03-15") == "meera 2026-03-12 2026-03-14")
        let message = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-12"]).stdout
        #expect(message.contains("\"Dune\" by Frank Herbert is on the shelf, and it is your turn. Collect it from Anita Desai by Saturday 14 March 2026."), "\(message)")
        let expired = { (day: String) in
            try CommandRunner.run(["check", "--root", library.root.path, "--as-of", day]).stdout.contains("[loan.hold-expired]")
        }
        #expect(try !expired("2026-03-12") && !expired("2026-03-14"))
        #expect(try expired("2026-03-15"))
        #expect(try Self.subjects(library, on: "2026-03-14") == ["meera: Test Circle: last day to collect “Dune”"])
        let lastDay = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-14"]).stdout
        #expect(lastDay.contains("\"Dune\" by Frank Herbert: today is the last day to collect it from Anita Desai; after today your request ends and the book goes to the next member in the queue."), "\(lastDay)")
    }

    /// A request ahead cancelled since kept the book for its member until the day it closed (the
    /// day `cancel` writes into its note): the next member's days count from then.
    @Test func theNextMembersDaysCountFromTheDayTheRequestAheadWasCancelled() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"hold_days": 3}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/r1.json": #"{"book": "dune", "borrower": "ravi", "status": "cancelled", "requested": "2026-03-01", "note": "Moved away. Cancelled on 2026-03-10"}"#,
            "content/loans/r2.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-02"),
        ])
        let output = try CommandRunner.run(["report", "holds", "--root", library.root.path, "--as-of", "2026-03-11", "--format", "json"])
        let book = try #require(((try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])?["books"] as? [[String: Any]])?.first)
        #expect("\(book["ready_for"]!) \(book["ready_since"]!) \(book["collect_by"]!)" == "meera 2026-03-10 2026-03-13", "\(book)")
        #expect(try Self.subjects(library, on: "2026-03-11") == ["meera: Test Circle: your turn: “Dune” is ready for you"])
        // Ravi passed over when he cancelled (at max_active_loans with Emma): the book was Meera's
        // already, since her request; the cancel gives her no new days.
        try library.write("content/library.json", #"{"name": "Test Circle", "policy": {"hold_days": 3, "max_active_loans": 1}}"#)
        try library.write("content/books/emma.md", TestLibrary.book("Emma", owner: "anita"))
        try library.write("content/loans/e.json", TestLibrary.loan("emma", to: "ravi", status: "returned", lent: "2026-02-20", returned: "2026-03-20"))
        let passed = try CommandRunner.run(["report", "holds", "--root", library.root.path, "--as-of", "2026-03-11", "--format", "json"])
        let held = try #require(((try JSONSerialization.jsonObject(with: Data(passed.stdout.utf8)) as? [String: Any])?["books"] as? [[String: Any]])?.first)
        #expect("\(held["ready_for"]!) \(held["ready_since"]!)" == "meera 2026-03-02", "\(held)")
    }

    /// Past its `hold_days` a book stays kept for the member (nothing passes it on by itself):
    /// a message sent for another reason says so, with the day the time to collect ended, never
    /// "collect it by" a day gone.
    @Test func aHoldPastItsDaysIsStillKeptAndSaysWhenTheTimeEnded() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "reminder_days": 2, "hold_days": 3}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-02-20", returned: "2026-03-01"),
            "content/loans/r.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-02-25"),
            "content/loans/b.json": TestLibrary.loan("emma", to: "meera", status: "lent", lent: "2026-02-24"),
        ])
        // Emma is due 03-10: the due-soon notice on 03-08 lists what else Meera has.
        let text = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-08"]).stdout
        #expect(text.contains("\"Dune\" by Frank Herbert is still kept for you, though the time to collect it ended on Wednesday 4 March 2026. Collect it from Anita Desai as soon as you can, or cancel your request if you no longer want it."), "\(text)")
        #expect(!text.contains("by Wednesday 4 March"), "\(text)")
        // Told with a librarian's news (an overdue loan of another book), the subject says it is
        // still kept, not "your turn".
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("content/loans/b.json"))
        try library.write("content/library.json", #"{"name": "Test Circle", "librarians": ["meera"], "policy": {"loan_days": 14, "reminder_days": 2, "hold_days": 3}, "reminders": {"escalate_days": 3}}"#)
        try library.write("content/books/kim.md", TestLibrary.book("Kim", owner: "library"))
        try library.write("content/loans/k.json", TestLibrary.loan("kim", to: "ravi", status: "lent", lent: "2026-02-19"))
        #expect(try Self.subjects(library, on: "2026-03-08").contains("meera: Test Circle: “Dune” is still kept for you"))
    }

    @Test func theEMailIsRFC5322WithEncodedHeadersAndAStableMessageID() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Green Acres Book Circle", "timezone": "Asia/Kolkata", "reminders": {"from": "Green Acres Book Circle <books@greenacres.example.org>"}}"#,
            "content/members/ravi.json": TestLibrary.member("Rāvi Iyer", joined: "2025-01-01"),
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "contacts.json": Self.contacts,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        let run = { try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--format", "eml"]) }
        let first = try run(), second = try run()
        #expect(first.stdout == second.stdout, "same input and day, same bytes")
        let mismatch = Golden.mismatch(first.stdout, "remind/due-today.eml")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// Ravi (an e-mail address) and Meera (a phone number only), each with a book out since 1 March.
    static func twoBorrowers() throws -> TestLibrary {
        try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "reminders": {"from": "Test Circle <books@example.org>"}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "contacts.json": Self.contacts,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan("emma", to: "meera", status: "lent", lent: "2026-03-01"),
        ])
    }

    /// An mbox stream holds only messages with an address: a member without one is listed on
    /// stderr, as `--send` lists them (CLI.md: "listed, so a librarian can phone or message them").
    @Test func emlListsTheMembersWithoutAnAddressOnStderr() throws {
        let library = try Self.twoBorrowers()
        let eml = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--format", "eml"])
        #expect(eml.status == 0)
        #expect(eml.stderr == "skipped: Meera Rao (no e-mail address: tell them another way)\n")
        #expect(eml.stdout.components(separatedBy: "\nFrom libgen ").count == 1 && eml.stdout.hasPrefix("From libgen 2026-03-15\r\n"))
        #expect(eml.stdout.contains("To: Ravi Iyer <") && !eml.stdout.contains("Meera"))
    }

    /// A Message-ID's hash is always 16 hex digits, leading zeros kept.
    @Test func messageIDHashesHaveSixteenDigits() {
        let hashes = (0..<2_000).map { MailMessage.stableHash("loan-\($0)") }
        #expect(hashes.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        #expect(hashes.contains { $0.hasPrefix("0") })
    }

    @Test func sendingReportsEachMemberAndExitsOneWhenOneFails() throws {
        let library = try Self.twoBorrowers()
        let spool = library.root.appendingPathComponent("spool")
        try FileManager.default.createDirectory(at: spool, withIntermediateDirectories: true)
        // A stand-in sendmail that keeps each message, and one that refuses everything.
        let keep = "cat > \(spool.path)/$(date +%s%N).eml"
        let sent = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--send", "--sendmail", keep])
        #expect(sent.status == 0)
        #expect(sent.stdout == "skipped: Meera Rao (no e-mail address: tell them another way)\nsent: Ravi Iyer\n1 message sent, 1 skipped, 0 failed.\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: spool.path)
        #expect(files.count == 1)
        let refusing = "cat >/dev/null; echo 'msmtp: recipient address ravi@example.org not accepted by the server' >&2; echo 'more' >&2; exit 75"
        let failed = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--send", "--sendmail", refusing])
        #expect(failed.status == 1)
        // The mail command's own words say why, with the address blanked.
        #expect(failed.stdout == "skipped: Meera Rao (no e-mail address: tell them another way)\nfailed: Ravi Iyer (the mail command exited with status 75: msmtp: recipient address … not accepted by the server)\n0 messages sent, 1 skipped, 1 failed.\n")
        #expect(!failed.stdout.contains("@"), "no address reaches a CI log")
    }

    /// An empty mail command would "send" every message to nowhere; a library.json with an error
    /// may give every loan the wrong due day: both refused before anything goes out.
    @Test func sendingRefusesAnEmptyMailCommandAndAPolicyWithErrors() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "reminders": {"from": "Test Circle <books@example.org>"}}"#,
            "contacts.json": Self.contacts,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        let empty = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--send", "--sendmail", "  "])
        #expect(empty.status == 2)
        #expect(empty.stdout == "")
        #expect(empty.stderr == "libgen: --sendmail is empty: give the command that reads a message on stdin (e.g. \"msmtp -t\")\n")

        // Two errors: the policy's, and the contacts of Meera, who is no member here.
        try library.write("content/library.json", #"{"name": "Test Circle", "policy": {"loan_days": "21"}, "reminders": {"from": "Test Circle <books@example.org>"}}"#)
        let spool = library.root.appendingPathComponent("spool")
        try FileManager.default.createDirectory(at: spool, withIntermediateDirectories: true)
        let refused = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--send", "--sendmail", "cat > \(spool.path)/m.eml"])
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        #expect(refused.stderr == "warning: the library has 2 errors in contacts.json, content/library.json (see libgen check); these reminders may be incomplete\nlibgen: content/library.json has errors, so due dates may be wrong; nothing was sent (see libgen check)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path).isEmpty, "nothing was sent")

        // A contacts file that cannot be read gives nobody an address: refused, naming it, not "skipped" for all.
        try library.write("content/library.json", #"{"name": "Test Circle", "reminders": {"from": "Test Circle <books@example.org>"}}"#)
        try library.write("contacts.json", #"{"ravi": {"email": "ravi@example.org",}}"#)
        let unreadable = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--send", "--sendmail", "cat > \(spool.path)/m.eml"])
        #expect(unreadable.status == 1)
        #expect(unreadable.stdout == "")
        #expect(unreadable.stderr == "warning: the library has 1 error in contacts.json (see libgen check); these reminders may be incomplete\n"
            + "libgen: contacts.json cannot be read (invalid JSON at line 1, column 39; correct it there (the text is not shown: it holds private contact details)), so nobody's e-mail address is known; nothing was sent\n")
        #expect(!unreadable.stderr.contains("ravi@example.org"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: spool.path).isEmpty, "nothing was sent")
    }

    /// A contacts file that never ends (a device) is refused, named as it was given, not read forever.
    @Test func aContactsFileThatNeverEndsIsRefused() throws {
        let library = try TestLibrary(["content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01")])
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--contacts", "/dev/zero"])
        #expect(output.status == 2)
        #expect(output.stderr == "libgen: /dev/zero: cannot read: File too large\n")
    }

    /// A loan past its due day but within `grace_days` "was due", not "is due", N days ago.
    @Test func aLoanInItsGraceDaysWasDue() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "grace_days": 3}}"#,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        let output = try CommandRunner.run(["report", "reminders", "--root", library.root.path, "--as-of", "2026-03-17", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"subject\": \"Test Circle: “Dune” was due 2 days ago\""), "\(output.stdout)")
    }

    /// A Markdown report (for an issue comment) shows a title as it is written: its emphasis,
    /// tags, links and pipes escaped.
    @Test func aTitleReadsAsWrittenInAMarkdownReport() throws {
        let library = try TestLibrary([
            "content/books/dune.md": TestLibrary.book("\"*Dune* <b>2</b> [x]|y_z\"", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        let output = try CommandRunner.run(["report", "due", "--root", library.root.path, "--as-of", "2026-03-05", "--within", "30", "--format", "markdown"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("| \\*Dune\\* \\<b\\>2\\</b\\> \\[x\\]\\|y\\_z | Ravi Iyer |"), "\(output.stdout)")
    }

    /// A negative window is refused with the reason (not read as a missing value).
    @Test func aNegativeWindowIsRefusedWithItsReason() throws {
        let library = try TestLibrary()
        let output = try CommandRunner.run(["report", "due", "--root", library.root.path, "--as-of", "2026-03-17", "--within", "-1"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("Error: --within must be 0 or more days\n"), "\(output.stderr)")
    }

    @Test func sendingNeedsASender() throws {
        let library = try TestLibrary(["contacts.json": Self.contacts, "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
                                       "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01")])
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-15", "--send"])
        #expect(output.status == 2)
        #expect(output.stderr == "libgen: set reminders.from in content/library.json (e.g. \"Book Circle <books@example.org>\") before sending\n")
    }
}

/// `remind --since` for a library in a folder of its repository (as `check --base` reads one).
@Suite struct RemindSinceTests {
    static func git(_ folder: URL, _ arguments: String...) throws {
        let output = try ProcessOutput.run("/usr/bin/env", ["git", "-C", folder.path, "-c", "user.name=Librarian", "-c", "user.email=l@example.org"] + arguments)
        #expect(output.status == 0, "git \(arguments): \(String(decoding: output.stderr, as: UTF8.self))")
    }

    @Test func sinceReadsALibraryInAFolderOfItsRepository() throws {
        let library = try TestLibrary([
            "books/content/library.json": #"{"name": "Test Circle", "reminders": {"owners": true}}"#,
            "books/content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01"),
            "books/content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01"),
            "books/content/books/dune.md": TestLibrary.book("Dune", owner: "anita"),
            "books/content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ], defaults: false)
        defer { try? FileManager.default.removeItem(at: library.root) }
        try Self.git(library.root, "init", "-q")
        try Self.git(library.root, "add", "-A")
        try Self.git(library.root, "commit", "-q", "-m", "start")
        try library.write("books/content/loans/a.json", TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-10"))
        let root = library.root.appendingPathComponent("books").path
        let output = try CommandRunner.run(["remind", "--root", root, "--as-of", "2026-03-10", "--since", "HEAD", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\"member\": \"anita\""), "the owner hears the book is back: \(output.stdout)")
        // Run from inside the folder, as the workflow does with `working-directory`.
        let inside = try CommandRunner.run(["remind", "--as-of", "2026-03-10", "--since", "HEAD", "--format", "json"], in: URL(fileURLWithPath: root))
        #expect(inside.status == 0, "\(inside.stderr)")
    }
}

/// A librarian who owns an overdue book, and a loan in its grace days in a calendar.
@Suite struct RemindOnceTests {
    @Test func aLibrarianWhoOwnsTheOverdueBookHearsOfItOnce() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["meera", "anita"], "reminders": {"owners": true, "escalate_days": 3}}"#,
            "content/members/meera.json": TestLibrary.member("Meera K.", joined: "2025-01-01"),
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01"),
            "content/books/dune.md": TestLibrary.book("Dune", owner: "meera"),
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-18", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let messages = (try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any])["reminders"] as! [[String: Any]]
        func body(_ member: String) -> String { messages.first { $0["member"] as? String == member }?["body"] as? String ?? "" }
        #expect(body("meera").components(separatedBy: "lent to Ravi Iyer").count == 2, "once, as its owner: \(body("meera"))")
        #expect(body("anita").contains("Owner: Meera K.\n"), "one full stop: \(body("anita"))")
    }

    @Test func aLoanInItsGraceDaysWasDueInTheCalendar() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"grace_days": 2}}"#,
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let output = try CommandRunner.run(["report", "due", "--root", library.root.path, "--as-of", "2026-03-17", "--format", "ics"])
        #expect(output.status == 0, "\(output.stderr)")
        let unfolded = output.stdout.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("was due 2 days ago as of 2026-03-17"), "\(unfolded)")
        #expect(!unfolded.contains("due in -"))
    }
}
