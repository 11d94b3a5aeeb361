import Foundation
import Testing
@testable import LibGenSupport
@testable import TestSupport
@testable import LibGenCore

/// `remind --since` told from the change of state (CLI.md v1.3), `--ledger` (a notice never sent
/// twice across runs) and `--timeout` (a mail command that hangs is failed, never waited on).
@Suite struct ChangeNoticesTests {
    static let contacts = #"{"ravi": {"email": "ravi@example.org"}, "anita": {"email": "anita@example.org"}, "meera": {"email": "meera@example.org"}, "kavya": {"email": "kavya@example.org"}}"#

    /// A library in a git repository with one commit; returns it with `HEAD` as the change's start.
    static func repository(_ files: [String: String]) throws -> TestLibrary {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["kavya"], "policy": {"hold_days": 3}, "reminders": {"from": "Test Circle <books@example.org>"}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/members/kavya.json": TestLibrary.member("Kavya Nair", joined: "2025-01-01"),
            "contacts.json": contacts,
        ].merging(files) { $1 })
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "start"]] {
            let output = try ProcessOutput.run("/usr/bin/env", ["git", "-C", library.root.path, "-c", "user.name=Librarian", "-c", "user.email=l@example.org"] + arguments)
            #expect(output.status == 0, "\(String(decoding: output.stderr, as: UTF8.self))")
        }
        return library
    }

    static func request(_ book: String = "dune", by member: String, on day: String, at time: String, issue: Int, note: String? = nil, status: String = "requested") -> String {
        "{\n  \"book\": \"\(book)\",\n  \"borrower\": \"\(member)\",\n  \"status\": \"\(status)\",\n  \"requested\": \"\(day)\",\n  \"requested_time\": \"\(time)\",\n  \"issue\": \(issue)"
            + (note.map { ",\n  \"note\": \"\($0)\"" } ?? "") + "\n}\n"
    }

    /// `remind --since HEAD --format json`: "member: subject" per message, and the bodies.
    static func notices(_ library: TestLibrary, on day: String, extra: [String] = []) throws -> (subjects: [String], bodies: [String: String]) {
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", day, "--since", "HEAD", "--format", "json"] + extra)
        #expect(output.status == 0, "\(output.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as! [String: Any]
        let messages = object["reminders"] as! [[String: Any]]
        return (messages.map { "\($0["member"]!): \($0["subject"]!)" },
                Dictionary(uniqueKeysWithValues: messages.map { ("\($0["member"]!)", "\($0["body"]!)") }))
    }

    /// Meera asked at 10:00:30 and was told it was her turn; Ravi's request, made at 10:00:10 but
    /// recorded after hers, goes ahead: Ravi hears it is his turn, Meera that she is now number 2.
    @Test func aMemberWhoseTurnWentToAnEarlierRequestIsToldTheirNewPlace() throws {
        let library = try Self.repository(["content/loans/m.json": Self.request(by: "meera", on: "2026-03-10", at: "10:00:30", issue: 2)])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/r.json", Self.request(by: "ravi", on: "2026-03-10", at: "10:00:10", issue: 1))
        let (subjects, bodies) = try Self.notices(library, on: "2026-03-10")
        #expect(subjects == [
            "anita: Test Circle: news of your books",
            "meera: Test Circle: you are now number 2 in the queue for “Dune”",
            "ravi: Test Circle: your turn: “Dune” is ready for you",
        ])
        // The owner hears of the request and whom the book is now kept for.
        #expect(bodies["anita"]?.contains("- \"Dune\" by Frank Herbert: Ravi Iyer asked for it.\n- \"Dune\" by Frank Herbert is ready for Ravi Iyer, next in the queue: please hand it over when they come for it within 3 days.\n") == true, "\(bodies["anita"] ?? "")")
        #expect(bodies["meera"]?.contains("- \"Dune\" by Frank Herbert: we told you it was your turn, but a member who asked before you was recorded after you, so it is kept for them. You are now number 2 in the queue; we will tell you when it is your turn again. Sorry for the mix-up.\n") == true, "\(bodies["meera"] ?? "")")
    }

    /// An earlier request recorded late moves back every member behind it: each is told their
    /// new place; the holder and the one who asked hear nothing of places.
    @Test func everyPlaceThatMovedBackIsToldAndOnlyThose() throws {
        let library = try Self.repository([
            "content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01"),
            "content/loans/m.json": Self.request(by: "meera", on: "2026-03-10", at: "10:00:30", issue: 2),
            "content/loans/k.json": Self.request(by: "kavya", on: "2026-03-10", at: "11:00:00", issue: 3),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/members/sita.json", TestLibrary.member("Sita Rao", joined: "2025-01-01"))
        try library.write("content/loans/s.json", Self.request(by: "sita", on: "2026-03-10", at: "10:00:00", issue: 4))
        let (subjects, _) = try Self.notices(library, on: "2026-03-10")
        #expect(subjects == [
            "anita: Test Circle: a request for “Dune”",
            "kavya: Test Circle: you are now number 3 in the queue for “Dune”",
            "meera: Test Circle: you are now number 2 in the queue for “Dune”",
        ])
    }

    /// A request for one of the library's own books reaches the librarians (no owner to tell).
    @Test func aRequestForALibraryBookReachesTheLibrarians() throws {
        let library = try Self.repository([
            "content/books/kim.md": TestLibrary.book("Kim", owner: "library"),
            "content/loans/a.json": TestLibrary.loan("kim", to: "anita", status: "lent", lent: "2026-03-01"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/r.json", Self.request("kim", by: "ravi", on: "2026-03-10", at: "09:00:00", issue: 1))
        let (subjects, bodies) = try Self.notices(library, on: "2026-03-10")
        #expect(subjects == ["kavya: Test Circle: a request for “Kim”"])
        #expect(bodies["kavya"]?.contains("- \"Kim\" by Frank Herbert: Ravi Iyer asked for it.\n") == true, "\(bodies["kavya"] ?? "")")
    }

    /// `expire` ended Meera's hold: she hears it ended, and Ravi, next, that it is his turn.
    @Test func anExpiredHoldIsToldToItsMemberAndTheNextHearsItIsTheirTurn() throws {
        let library = try Self.repository([
            "content/loans/a.json": TestLibrary.loan(to: "kavya", status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
            "content/loans/m.json": Self.request(by: "meera", on: "2026-03-02", at: "10:00:00", issue: 2),
            "content/loans/r.json": Self.request(by: "ravi", on: "2026-03-03", at: "10:00:00", issue: 3),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/m.json", Self.request(by: "meera", on: "2026-03-02", at: "10:00:00", issue: 2, note: "hold expired on 2026-03-09", status: "cancelled"))
        let (subjects, bodies) = try Self.notices(library, on: "2026-03-09")
        #expect(subjects == [
            "anita: Test Circle: “Dune” is ready for Ravi Iyer",
            "meera: Test Circle: your hold on “Dune” has ended",
            "ravi: Test Circle: your turn: “Dune” is ready for you",
        ])
        #expect(bodies["meera"]?.contains("- \"Dune\" by Frank Herbert was kept for you until the time to collect it ran out, so your request ended on Monday 9 March 2026 and the book goes to the next member in the queue. If you still want it, ask again.\n") == true, "\(bodies["meera"] ?? "")")
        #expect(bodies["ravi"]?.contains("Collect it from Anita Desai by Thursday 12 March 2026.") == true, "\(bodies["ravi"] ?? "")")
    }

    /// `--ledger`: a run whose mail failed for one member sends that member's notice with the
    /// next run, and nobody's twice.
    @Test func aLedgerSendsAMissedNoticeOnceAndNoneTwice() throws {
        let library = try Self.repository(["content/loans/m.json": Self.request(by: "meera", on: "2026-03-10", at: "10:00:30", issue: 2)])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/r.json", Self.request(by: "ravi", on: "2026-03-10", at: "10:00:10", issue: 1))
        let spool = library.root.appendingPathComponent("spool")
        try FileManager.default.createDirectory(at: spool, withIntermediateDirectories: true)
        let ledger = library.root.appendingPathComponent("ledger").path
        // Keeps each message; refuses the ones to Meera while `down` exists.
        let down = library.root.appendingPathComponent("down").path
        let mail = "m=$(cat); if [ -e \(down) ] && printf '%s' \"$m\" | grep -q '^To:.*meera'; then exit 75; fi; printf '%s' \"$m\" > \(spool.path)/$(date +%s%N).eml"
        FileManager.default.createFile(atPath: down, contents: nil)
        let send = { try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-10", "--since", "HEAD", "--send", "--sendmail", mail, "--ledger", ledger]) }
        let first = try send()
        #expect(first.status == 1)
        #expect(first.stdout == "sent: Anita Desai\nfailed: Meera Rao (the mail command exited with status 75)\nsent: Ravi Iyer\n2 messages sent, 0 skipped, 1 failed.\n")
        try FileManager.default.removeItem(atPath: down)
        let second = try send()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "sent: Meera Rao\n1 message sent, 0 skipped, 0 failed.\n")
        let third = try send()
        #expect(third.stdout == "0 messages sent, 0 skipped, 0 failed.\n")
        let messages = try FileManager.default.contentsOfDirectory(atPath: spool.path).map { try String(contentsOf: spool.appendingPathComponent($0), encoding: .utf8) }
        #expect(messages.count == 3)
        #expect(messages.filter { $0.contains("Message-ID: <20260310.meera.") }.count == 1)
        // The ledger names nobody: hashes only.
        let keys = try String(contentsOfFile: ledger, encoding: .utf8).split(separator: "\n")
        #expect(keys.count == 4 && keys.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) }, "\(keys)")
    }

    /// A mail command that hangs is stopped after `--timeout`, and the rest are not tried.
    @Test func aMailCommandThatHangsIsFailedWithinTheTimeout() throws {
        let library = try Self.repository(["content/loans/m.json": Self.request(by: "meera", on: "2026-03-10", at: "10:00:30", issue: 2)])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/r.json", Self.request(by: "ravi", on: "2026-03-10", at: "10:00:10", issue: 1))
        let started = Date()
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-10", "--since", "HEAD", "--send", "--sendmail", "sleep 300", "--timeout", "1"])
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(output.status == 1)
        #expect(output.stdout == """
            failed: Anita Desai (the mail command did not finish within 1 second and was stopped)
            failed: Meera Rao (not tried: an earlier send timed out; it goes out with a later run)
            failed: Ravi Iyer (not tried: an earlier send timed out; it goes out with a later run)
            0 messages sent, 0 skipped, 3 failed.

            """)
    }

    /// A chatty mail command's error line reaches the log without a password, address or flat.
    @Test func aMailErrorIsShownWithoutSecretsOrContacts() throws {
        let library = try Self.repository(["content/loans/m.json": Self.request(by: "meera", on: "2026-03-10", at: "10:00:30", issue: 2)])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/r.json", Self.request(by: "ravi", on: "2026-03-10", at: "10:00:10", issue: 1))
        let chatty = "cat >/dev/null; echo 'msmtp: authentication failed for user books, password hunter2 (flat B-204, +91 98200 11111)' >&2; exit 77"
        let output = try CommandRunner.run(["remind", "--root", library.root.path, "--as-of", "2026-03-10", "--since", "HEAD", "--send", "--sendmail", chatty])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("failed: Anita Desai (the mail command exited with status 77: msmtp: authentication failed for user books, …)\n"), "\(output.stdout)")
        for secret in ["hunter2", "B-204", "98200"] { #expect(!output.stdout.contains(secret)) }
    }
}

/// `RevisionLoader.check(current:)` (only the changed files read at the revision) against the
/// revision read whole (`git archive`): the same library and the same answers.
@Suite struct RevisionLoaderTests {
    /// Only records rewritten in place: the working tree's library patched with the revision's.
    @Test func rewrittenRecordsArePatchedIntoTheWorkingTreesLibrary() throws {
        let library = try ChangeNoticesTests.repository([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "ravi"),
            "content/loans/a.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": ChangeNoticesTests.request(by: "kavya", on: "2026-03-02", at: "10:00:00", issue: 2),
            "content/loans/c.json": ChangeNoticesTests.request("emma", by: "anita", on: "2026-03-03", at: "09:00:00", issue: 3),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/loans/a.json", TestLibrary.loan(to: "meera", status: "returned", lent: "2026-03-01", returned: "2026-03-08"))
        try library.write("content/loans/c.json", ChangeNoticesTests.request("emma", by: "anita", on: "2026-03-03", at: "09:00:00", issue: 3, note: "hold expired on 2026-03-08", status: "cancelled"))
        try library.write("content/books/emma.md", TestLibrary.book("Emma (revised)", owner: "ravi"))
        let day = Day(string: "2026-03-09")!
        let current = try LibraryChecker(root: library.root, asOf: day).check()
        let fast = try RevisionLoader.state(root: library.root, revision: "HEAD", asOf: day, current: current)
        let whole = try RevisionLoader.check(root: library.root, revision: "HEAD", asOf: day)
        #expect(RevisionLoaderTests.answers(fast, day) == RevisionLoaderTests.answers(whole, day))
        #expect(fast.library.book("emma")?.title == "Emma" && fast.library.loans.first { $0.id == "a" }?.status.value == .lent)
    }

    static func answers(_ result: CheckResult, _ day: Day) -> [String] {
        let state = result.state
        return result.library.books.map { book in
            "\(book.id) \(book.title) \(state.loanOut(of: book.id, on: day)?.id ?? "-") \(state.readyFor(book, on: day)?.member ?? "-") "
                + state.waitingList(for: book.id, on: day).map(\.id).joined(separator: ",")
        } + result.library.loans.map { "\($0.id) \($0.status.value)" } + result.library.members.map(\.id)
    }

    @Test func theChangedFilesAloneGiveTheLibraryTheWholeRevisionGives() throws {
        let library = try ChangeNoticesTests.repository([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "ravi"),
            "content/loans/a.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": ChangeNoticesTests.request(by: "kavya", on: "2026-03-02", at: "10:00:00", issue: 2),
            "content/loans/c.json": ChangeNoticesTests.request("emma", by: "anita", on: "2026-03-03", at: "09:00:00", issue: 3),
            "content/covers/dune.png": "not really a picture",
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        // Rewritten, added (untracked and staged), deleted, settings changed, a cover gone.
        try library.write("content/loans/a.json", TestLibrary.loan(to: "meera", status: "returned", lent: "2026-03-01", returned: "2026-03-08"))
        try library.write("content/loans/d.json", ChangeNoticesTests.request(by: "ravi", on: "2026-03-08", at: "08:00:00", issue: 4))
        try library.write("content/books/kim.md", TestLibrary.book("Kim", owner: "kavya"))
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("content/loans/c.json"))
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("content/covers/dune.png"))
        try library.write("content/library.json", #"{"name": "Test Circle", "librarians": ["kavya"], "policy": {"hold_days": 5, "max_active_loans": 1}}"#)
        let output = try ProcessOutput.run("/usr/bin/env", ["git", "-C", library.root.path, "add", "content/loans/d.json"])
        #expect(output.status == 0)
        let day = Day(string: "2026-03-09")!
        let current = try LibraryChecker(root: library.root, asOf: day).check()
        let fast = try RevisionLoader.state(root: library.root, revision: "HEAD", asOf: day, current: current)
        let whole = try RevisionLoader.check(root: library.root, revision: "HEAD", asOf: day)
        func answers(_ result: CheckResult) -> [String] {
            let state = result.state
            return result.library.books.map { book in
                "\(book.id) \(state.loanOut(of: book.id, on: day)?.id ?? "-") \(state.readyFor(book, on: day)?.member ?? "-") "
                    + state.waitingList(for: book.id, on: day).map(\.id).joined(separator: ",")
            } + result.library.loans.map { "\($0.id) \($0.status.value)" } + result.library.members.map(\.id)
                + ["\(result.library.settings.policy.holdDays ?? 0) \(result.library.settings.policy.maxActiveLoans)"]
        }
        #expect(answers(fast) == answers(whole))
        #expect(answers(fast).contains("dune a - b") && answers(fast).last == "3 3", "the revision's loans and settings: \(answers(fast))")
        #expect(fast.library.contacts.count == current.library.contacts.count)
    }
}
