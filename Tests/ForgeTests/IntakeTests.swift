import Foundation
import Testing
import Yams
@testable import LibGenForge
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// `libgen intake` on a recorded GitHub `issues` payload (Tests/Fixtures/intake) and on
/// `issue_comment` events made from it (GitHub's documented shape: the issue, and a
/// `comment` with `id`, `body`, `user.login`, `created_at`), run as the workflow runs it:
/// the binary, the event file, the reply and outcome files, the files written.
@Suite struct IntakeTests {
    static let members: [String: String?] = [
        "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"github\": \"ravi-iyer\""),
        "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", extra: "\"github\": \"Anita-D\""),
        "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01", extra: "\"github\": \"meerarao\""),
        "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "isbn: 978-0-441-01359-3\n"),
    ]

    static let borrowBody = form([("Book to borrow", "dune"), ("For another member (librarians only)", nil), ("Note", nil)])

    /// The recorded payload with the issue's author, body, time and title replaced; with
    /// `comment`, an `issue_comment` event on that issue.
    static func event(_ library: TestLibrary, login: String = "ravi-iyer", body: String? = nil, createdAt: String = "2026-11-20T09:15:00Z",
                      title: String = "Borrow: Dune", labels: [String] = ["borrow"], number: Int = 42,
                      comment: (login: String, body: String, at: String)? = nil, onPullRequest: Bool = false, name: String = "event.json") throws -> String {
        let data = try Data(contentsOf: Golden.directory.appendingPathComponent("intake/borrow-by-member.json"))
        var root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        var issue = root["issue"] as! [String: Any]
        var user = issue["user"] as! [String: Any]
        user["login"] = login
        issue["user"] = user
        issue["number"] = number
        issue["body"] = body ?? borrowBody
        issue["created_at"] = createdAt
        issue["title"] = title
        issue["labels"] = labels.map { ["name": $0, "color": "0e8a16", "default": false] as [String: Any] }
        if onPullRequest { issue["pull_request"] = ["url": "https://api.github.com/repos/green-acres/library/pulls/\(number)"] }
        root["issue"] = issue
        if let comment {
            root["action"] = "created"
            root["comment"] = ["id": 9_000 + number, "body": comment.body, "created_at": comment.at, "updated_at": comment.at,
                               "user": ["login": comment.login, "type": "User"], "author_association": "NONE"] as [String: Any]
        }
        let path = library.root.appendingPathComponent(name).path
        try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func form(_ pairs: [(String, String?)]) -> String {
        pairs.map { "### \($0.0)\n\n\($0.1 ?? "_No response_")" }.joined(separator: "\n\n")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var reply: String
        var outcome: String
    }

    static func intake(_ library: TestLibrary, _ event: String, extra: [String] = []) throws -> Result {
        let replyPath = library.root.appendingPathComponent("reply.md").path
        let outcomePath = library.root.appendingPathComponent("outcome.json").path
        try? FileManager.default.removeItem(atPath: replyPath)
        try? FileManager.default.removeItem(atPath: outcomePath)
        let output = try CommandRunner.run(["intake", "--event", event, "--reply", replyPath, "--outcome", outcomePath, "--root", library.root.path] + extra)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr,
                      reply: (try? String(contentsOfFile: replyPath, encoding: .utf8)) ?? "",
                      outcome: ((try? String(contentsOfFile: outcomePath, encoding: .utf8)) ?? "").filter { !$0.isWhitespace } + "\n")
    }

    static func text(_ library: TestLibrary, _ path: String) -> String? {
        try? String(contentsOf: library.root.appendingPathComponent(path), encoding: .utf8)
    }

    static let loanFile = "content/loans/2026/2026-11-20-dune-ravi.json"

    /// A refused request: exit 1, content/ byte for byte as before, this reply and outcome.
    static func expectRefused(_ library: TestLibrary, _ event: String, reply: String, close: String? = "\"not_planned\"",
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let result = try intake(library, event)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.reply == reply, sourceLocation: sourceLocation)
        #expect(result.outcome == "{\"result\":\"refused\",\"close\":\(close == nil ? "false" : "true"),\"reason\":\(close ?? "null")}\n", sourceLocation: sourceLocation)
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before, "content/ changed", sourceLocation: sourceLocation)
    }

    static let openOutcome = "{\"result\":\"done\",\"close\":false,\"reason\":null}\n"

    /// How many books a "which book?" reply names (`Intake.shownChoices`).
    static let shownChoicesInReplies = Intake.shownChoices

    @Test func aMemberBorrowsAndTheOwnerIsAskedToHandItOver() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.status == 0)
        #expect(result.stdout == Self.loanFile + "\n")
        #expect(Self.text(library, Self.loanFile) == """
            {
              "book": "dune",
              "borrower": "ravi",
              "status": "requested",
              "requested": "2026-11-20",
              "requested_time": "09:15:00",
              "issue": 42
            }

            """)
        #expect(result.reply == """
            Your request for *Dune* is recorded (20 Nov 2026).

            It is on the shelf and it is your turn: Anita Desai will hand it over.

            @Anita-D, *Dune* is your book: please hand it over, then comment `/lent` here.

            """)
        #expect(result.outcome == Self.openOutcome)
    }

    /// A swap accepted ahead of its date (the front matter already names the receiver): until
    /// that day the giver owns the book (FORMAT.md), so its receiver may still ask for it, as
    /// `libgen request` and `check` allow, and the giver is the one asked to hand it over.
    @Test func aBookSwappedFromALaterDayIsStillItsGiversUntilThen() throws {
        var files = Self.members
        files["content/books/dune.md"] = TestLibrary.book("Dune", owner: "ravi", extra: "isbn: 978-0-441-01359-3\n")
        files["content/swaps/dune-to-ravi.json"] = #"{"date": "2026-12-05", "status": "accepted", "from": "anita", "to": "ravi", "gives": ["dune"]}"#
        let library = try TestLibrary(files)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.status == 0)
        #expect(result.stdout == Self.loanFile + "\n")
        #expect(result.reply == """
            Your request for *Dune* is recorded (20 Nov 2026).

            It is on the shelf and it is your turn: Anita Desai will hand it over.

            @Anita-D, *Dune* is your book: please hand it over, then comment `/lent` here.

            """)
        let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-11-20"])
        #expect(check.status == 0, "\(check.stdout)")
    }

    @Test func theSameEventTwiceRecordsOneRequestAndAnswersAsBefore() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let event = try Self.event(library)
        let first = try Self.intake(library, event)
        let files = SiteTree(library.root.appendingPathComponent("content"))
        let again = try Self.intake(library, event)
        #expect(again.status == 0)
        #expect(again.reply == first.reply)
        #expect(again.outcome == Self.openOutcome)
        #expect(again.stdout == "")
        #expect(SiteTree(library.root.appendingPathComponent("content")) == files)
    }

    @Test func aBorrowerJoinsTheQueueAndTheReplySaysWhereWithoutNamingTheHolder() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/loans/2026/m.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-11-10"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.status == 0)
        #expect(result.reply == """
            Your request for *Dune* is recorded (20 Nov 2026).

            You are number 1 in the queue; it is on loan until 24 Nov 2026.

            You will hear here when it is your turn. Changed your mind? Comment `/cancel`.

            @Anita-D, someone has joined the queue for your book *Dune*.

            """)
        #expect(!result.reply.contains("Meera"))
        // Overdue (due 24 Nov, asked on 27 Nov): said as the site's badge says it, not "on loan until" a day gone.
        let later = try TestLibrary(Self.members.merging(["content/loans/2026/m.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-11-10")]) { $1 })
        defer { try? FileManager.default.removeItem(at: later.root) }
        let late = try Self.intake(later, try Self.event(later, createdAt: "2026-11-27T09:00:00Z"))
        #expect(late.reply.contains("You are number 1 in the queue; it was due back on 24 Nov 2026 and is not back yet."), "\(late.reply)")
    }

    @Test func anUnknownLoginIsRefusedWithHowToBecomeAMember() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        try Self.expectRefused(library, try Self.event(library, login: "stranger"), reply: """
            Sorry @stranger, no member of Test Circle has the GitHub login `stranger` in their member file, so I cannot tell who is asking. Nothing was recorded.

            If you are a member, ask a librarian to add your GitHub login to your member file, then ask again. If you would like to join, ask a librarian.

            """)
    }

    @Test func aMemberMayNotAskForAnotherButALibrarianMay() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["anita"]}"#,
            "content/books/kim.md": TestLibrary.book("Kim", owner: "library"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let body = Self.form([("Book to borrow", "Kim"), ("For another member (librarians only)", "Meera"), ("Note", nil)])
        try Self.expectRefused(library, try Self.event(library, body: body), reply: "Sorry: only a librarian or the book's owner can ask for a book for another member. Nothing was recorded.\n")
        let result = try Self.intake(library, try Self.event(library, login: "anita-d", body: body))
        #expect(result.status == 0)
        #expect(result.reply.hasPrefix("The request for *Kim* is recorded for @meerarao (20 Nov 2026).\n\nFor Meera Rao: It is on the shelf and it is your turn: the library will hand it over."))
    }

    /// CLI.md: librarians and a book's owner may act for others (an owner records a neighbour's request for their book).
    @Test func aBooksOwnerMayAskForItForAnotherMember() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let body = Self.form([("Book to borrow", "dune"), ("For another member (librarians only)", "meera"), ("Note", nil)])
        let result = try Self.intake(library, try Self.event(library, login: "Anita-D", body: body))
        #expect(result.status == 0, "\(result.reply)")
        #expect(result.reply.hasPrefix("The request for *Dune* is recorded for @meerarao (20 Nov 2026)."), "\(result.reply)")
    }

    @Test func aLibrarianWhoLeftNoLongerActsForOthers() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["anita"]}"#,
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", left: "2026-11-01", extra: "\"github\": \"Anita-D\""),
            "content/books/dune.md": TestLibrary.book("Dune", owner: "library"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let body = Self.form([("Book to borrow", "dune"), ("For another member (librarians only)", "meera"), ("Note", nil)])
        try Self.expectRefused(library, try Self.event(library, login: "anita-d", body: body),
                               reply: "Sorry: only a librarian or the book's owner can ask for a book for another member. Nothing was recorded.\n")
    }

    @Test func aRequestForAWithdrawnOrOwnBookIsRefusedInMembersWords() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "ravi", extra: "withdrawn: 2026-10-01\n"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "ravi"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        try Self.expectRefused(library, try Self.event(library, body: Self.form([("Book to borrow", "Emma")])),
                               reply: "Sorry: *Emma* has left the library and can no longer be borrowed. Nothing was recorded.\n")
        try Self.expectRefused(library, try Self.event(library, body: Self.form([("Book to borrow", "Kim")])),
                               reply: "Sorry: *Kim* is your own book. Nothing was recorded.\n")
    }

    @Test func hostileInputIsEchoedAsOneShortCodeSpanWithoutMentions() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let hostile = "[win](https://evil.example) @everyone `rm -rf` ![x](javascript:alert(1))" + String(repeating: "A", count: 10_000_000)
        let started = Date()
        try Self.expectRefused(library, try Self.event(library, body: Self.form([("Book to borrow", hostile)])), reply: """
            Sorry: there is no book `[win](https://evil.example) @\u{200B}everyone 'rm -rf' ![x](javascript:alert(1))AAAAAAA…` in the catalogue. Give its title as the catalogue shows it, the last part of its page address, or its ISBN. Nothing was recorded.

            """)
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func theDayAndTimeAreTheLibrarysNotUTCs() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "timezone": "Asia/Kolkata"}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        #expect(try Self.intake(library, try Self.event(library, createdAt: "2026-11-20T20:05:42Z")).status == 0)
        let text = try #require(Self.text(library, "content/loans/2026/2026-11-21-dune-ravi.json"))
        #expect(text.contains("\"requested\": \"2026-11-21\",\n  \"requested_time\": \"01:35:42\""))
    }

    @Test func theOwnerRecordsTheLoanWithLentAndTheBorrowerIsTold() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        _ = try Self.intake(library, try Self.event(library))
        // The borrower may not record it; the owner may, once.
        let byBorrower = try Self.event(library, comment: ("ravi-iyer", "/lent", "2026-11-21T10:00:00Z"), name: "c1.json")
        try Self.expectRefused(library, byBorrower, reply: "Sorry: only the owner of *Dune* (@Anita-D) or a librarian can record that it was handed over. Nothing was recorded.\n", close: nil)
        let lent = try Self.event(library, comment: ("Anita-D", "  \r\n/LENT\r\nhanded over at the gate", "2026-11-21T10:00:00Z"), name: "c2.json")
        let result = try Self.intake(library, lent)
        #expect(result.status == 0)
        #expect(result.reply == """
            *Dune* is recorded as lent to @ravi-iyer on 21 Nov 2026, due back on **5 Dec 2026**.

            To renew it, comment `/renew` here; when it is back with its owner, `/return`.

            """)
        #expect(result.outcome == Self.openOutcome)
        #expect(Self.text(library, Self.loanFile)?.contains("\"status\": \"lent\",") == true)
        let again = try Self.intake(library, lent)
        #expect(again.status == 0 && again.reply == result.reply && again.stdout == "")
    }

    /// A renewal re-run after the book came back, and a cancellation re-run days later, are
    /// not refused: nothing written, answered with the records — the return, and the request
    /// withdrawn on the day it was (the note's day, not the re-run's).
    @Test func aRenewalOrCancellationReRunAfterwardsAnswersWithTheRecords() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        #expect(try Self.intake(library, try Self.event(library)).status == 0)
        #expect(try Self.intake(library, try Self.event(library, comment: ("Anita-D", "/lent", "2026-11-21T10:00:00Z"), name: "lent.json")).status == 0)
        let renew = try Self.event(library, comment: ("ravi-iyer", "/renew", "2026-11-25T12:00:00Z"), name: "renew.json")
        #expect(try Self.intake(library, renew).reply.hasPrefix("*Dune* is renewed (25 Nov 2026)"))
        #expect(try Self.intake(library, try Self.event(library, comment: ("Anita-D", "/return", "2026-11-26T18:00:00Z"), name: "back.json")).status == 0)
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let again = try Self.intake(library, renew)
        #expect(again.status == 0 && again.reply.hasPrefix("Thank you: *Dune* is recorded as returned (26 Nov 2026)."), "\(again.reply)")
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)

        let meera = try Self.event(library, login: "meerarao", createdAt: "2026-11-27T08:00:00Z", number: 43, name: "meera.json")
        #expect(try Self.intake(library, meera).status == 0)
        let cancel = try Self.event(library, number: 43, comment: ("meerarao", "/cancel", "2026-11-28T08:00:00Z"), name: "cancel.json")
        let cancelled = try Self.intake(library, cancel)
        #expect(cancelled.reply == "The request for *Dune* is withdrawn (28 Nov 2026).\n", "\(cancelled.reply)")
        let rerun = try Self.intake(library, meera)
        #expect(rerun.status == 0 && rerun.reply == cancelled.reply, "\(rerun.reply)")
    }

    /// The replies say what every other answer says of the book (FORMAT.md, "One answer"): a
    /// member passed over is not told the book is "kept for the member ahead"; a missing copy is
    /// not "out on loan"; two copies of one title are named by their page addresses; a request
    /// voided since is not answered as waiting; the next member without a login is not named
    /// where `show_borrowers` is off; a lent-out form re-run after it fulfilled a borrow request
    /// is done, not refused.
    @Test func theRepliesAgreeWithTheOtherAnswers() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "policy": {"max_active_loans": 1}}"#,
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/2026/held.json": TestLibrary.loan("emma", to: "ravi", status: "lent", lent: "2026-11-10"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let passed = try Self.intake(library, try Self.event(library))
        #expect(passed.status == 0)
        #expect(passed.reply.contains("You are number 1 in the queue; the book is on the shelf.\n\nYou hold 1 book, the most the library lends at once"), "\(passed.reply)")
        #expect(!passed.reply.contains("ahead of you"))
        // Meera asks too: it is her turn, and she is not told she will hear when it is.
        let meera = try Self.intake(library, try Self.event(library, login: "meerarao", createdAt: "2026-11-21T09:00:00Z", number: 43, name: "meera.json"))
        #expect(meera.reply.contains("it is your turn") && !meera.reply.contains("You will hear here when it is your turn"), "\(meera.reply)")

        // Two copies: named by their page addresses, never their owners.
        try library.write("content/books/dune-2.md", TestLibrary.book("Dune", owner: "meera"))
        let two = try Self.intake(library, try Self.event(library, login: "meerarao", body: Self.form([("Book to borrow", "Dune"), ("For another member (librarians only)", nil), ("Note", nil)]),
                                                          createdAt: "2026-11-21T10:00:00Z", number: 44, name: "two.json"))
        #expect(two.reply == "Sorry: `Dune` matches 2 books (`dune`, `dune-2`). Give the last part of the page address of the one you mean. Nothing was recorded.\n", "\(two.reply)")

        // Voided since: the re-run says so.
        let ravi = library.root.appendingPathComponent(Self.loanFile).path
        var text = try String(contentsOfFile: ravi, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"status\": \"requested\"", with: "\"status\": \"void\", \"voided\": \"2026-11-21\", \"note\": \"asked by mistake\"")
        try text.write(toFile: ravi, atomically: true, encoding: .utf8)
        let voided = try Self.intake(library, try Self.event(library))
        #expect(voided.status == 0 && voided.reply == "The request for *Dune* was recorded by mistake and is void; ask again if you still want it.\n", "\(voided.reply)")
    }

    @Test func aLentOutFormReRunAfterItFulfilledARequestIsDone() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        #expect(try Self.intake(library, try Self.event(library)).status == 0)
        let lentOut = try Self.event(library, login: "Anita-D", body: Self.form([("Book you lent", "dune"), ("Lent to", "ravi-iyer"), ("Note", nil)]),
                                     createdAt: "2026-11-22T06:00:00Z", title: "Lent: Dune", labels: ["lent-out"], number: 64, name: "lent.json")
        let first = try Self.intake(library, lentOut)
        #expect(first.status == 0, "\(first.reply)")
        // The loan is the request of #42, where its renewal and return are commented: this issue is done.
        #expect(first.reply.hasSuffix("To renew it, comment `/renew` on #42, where it was asked for; when it is back with its owner, `/return` there.\n"), "\(first.reply)")
        #expect(first.outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"completed\"}\n")
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let again = try Self.intake(library, lentOut)
        #expect(again.status == 0 && again.reply == first.reply, "\(again.reply)")
        #expect(again.outcome == first.outcome)
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
        // Lost since: a /lent on its borrow issue says it is missing, not "out on loan".
        var text = try String(contentsOfFile: library.root.appendingPathComponent(Self.loanFile).path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"status\": \"lent\"", with: "\"status\": \"lost\", \"lost\": \"2026-11-23\"")
        try text.write(toFile: library.root.appendingPathComponent(Self.loanFile).path, atomically: true, encoding: .utf8)
        try library.write("content/loans/2026/m.json", #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-11-23", "issue": 70}"#)
        try Self.expectRefused(library, try Self.event(library, number: 70, comment: ("Anita-D", "/lent", "2026-11-24T10:00:00Z"), name: "lost.json"),
                               reply: "Sorry: This copy is missing, so it cannot be asked for. If you find it, tell a librarian. Nothing was recorded.\n", close: nil)
    }

    /// The next in the queue when a book comes back: @-mentioned with a login; without one,
    /// named only where `show_borrowers` allows.
    @Test func theNextMemberWithoutALoginIsNotNamedWhereBorrowersAreHidden() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/members/kabir.json": TestLibrary.member("Kabir Singh", joined: "2025-01-01"),
            "content/loans/2026/out.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-11-10"),
            "content/loans/2026/k.json": TestLibrary.loan(to: "kabir", status: "requested", requested: "2026-11-12"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let back = try Self.intake(library, try Self.event(library, body: Self.form([("Book returned", "dune"), ("Returned by (if not you)", nil)]),
                                                           createdAt: "2026-11-20T10:00:00Z", title: "Returned: Dune", labels: ["return"], number: 80, name: "back.json"))
        #expect(back.status == 0)
        #expect(back.reply.contains("It is the next member's turn in the queue: Anita Desai will hand it over.") && !back.reply.contains("Kabir"), "\(back.reply)")
    }

    /// A loan or request ended through another issue (the return form, the cancel form) closes
    /// its own borrow issue too, with the reason of that outcome: completed for a return, not
    /// planned for a request withdrawn (as `/cancel` closes it); the cancel form itself likewise.
    @Test func aLoanEndedThroughAnotherIssueClosesItsBorrowIssue() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/loans/2026/out.json": #"{"book": "dune", "borrower": "ravi", "status": "lent", "lent": "2026-11-10", "issue": 12}"#,
            "content/loans/2026/m.json": #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-11-12", "issue": 13}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let back = try Self.intake(library, try Self.event(library, body: Self.form([("Book returned", "dune"), ("Returned by (if not you)", nil)]),
                                                           createdAt: "2026-11-20T10:00:00Z", title: "Returned: Dune", labels: ["return"], number: 80, name: "back.json"))
        #expect(back.status == 0, "\(back.reply)")
        // Meera, next, hears it on her own borrow issue too.
        #expect(back.outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"completed\",\"also_comment\":[{\"issue\":13,\"body\":\"@meerarao,itisyourturn:AnitaDesaiwillhanditover.\\n\"}],\"also_close\":[{\"issue\":12,\"reason\":\"completed\"}]}\n", "\(back.outcome)")
        let cancel = try Self.intake(library, try Self.event(library, login: "meerarao", body: Self.form([("Request to cancel", "dune"), ("Asked by (librarians only)", nil)]),
                                                             createdAt: "2026-11-20T11:00:00Z", title: "Cancel: Dune", labels: ["cancel"], number: 81, name: "cancel.json"))
        #expect(cancel.status == 0, "\(cancel.reply)")
        #expect(cancel.outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"not_planned\",\"also_close\":[{\"issue\":13,\"reason\":\"not_planned\"}]}\n")
    }

    /// A loss that brings its member under the limit makes a book ready for them: their own
    /// borrow issue hears it is their turn (the outcome's `also_comment`, posted by the workflow).
    @Test func aBookThatBecomesReadyIsToldOnItsBorrowIssue() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "policy": {"max_active_loans": 1}}"#,
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/2026/out.json": #"{"book": "dune", "borrower": "ravi", "status": "lent", "lent": "2026-11-10", "issue": 7}"#,
            "content/loans/2026/ask.json": #"{"book": "emma", "borrower": "ravi", "status": "requested", "requested": "2026-11-12", "issue": 8}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let lost = try Self.intake(library, try Self.event(library, number: 7, comment: ("ravi-iyer", "/lost", "2026-11-20T10:00:00Z")))
        #expect(lost.status == 0, "\(lost.reply)")
        #expect(lost.outcome == "{\"result\":\"done\",\"close\":false,\"reason\":null,\"also_comment\":[{\"issue\":8,\"body\":\"@ravi-iyer,itisyourturn:AnitaDesaiwillhanditover.\\n\"}]}\n", "\(lost.outcome)")
    }

    /// A note longer than a record keeps (FORMAT.md: 1,000 characters) is refused with what to
    /// do, not with "it would not agree with the library's records".
    @Test func aNoteTooLongIsRefusedWithWhatToDo() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let body = Self.form([("Book to borrow", "dune"), ("For another member (librarians only)", nil), ("Note", String(repeating: "word ", count: 250))])
        try Self.expectRefused(library, try Self.event(library, body: body),
                               reply: "Sorry: the note is 1249 characters long; the library keeps at most 1000: shorten it and ask again. Nothing was recorded.\n")
    }

    /// A member's e-mail address or phone number typed into the note would be committed to the
    /// public records for good: refused with what to do, nothing written, the number never echoed.
    @Test func aNoteWithContactDetailsIsRefused() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        for note in ["Call me on +91 98200 12345", "or write to ravi@example.org"] {
            let body = Self.form([("Book to borrow", "dune"), ("For another member (librarians only)", nil), ("Note", note)])
            try Self.expectRefused(library, try Self.event(library, body: body),
                                   reply: "Sorry: the note seems to hold contact details (an e-mail address or a phone number), which are never written into the library's public records: ask again without them; the librarians keep members' contacts privately. Nothing was recorded.\n")
        }
    }

    /// Without its settings the library would judge a request on defaults (another time zone, no
    /// librarians): refused, said to the member, nothing written.
    @Test func aRequestWhileTheSettingsCannotBeReadIsRefused() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/library.json", #"{"name": "#)
        try Self.expectRefused(library, try Self.event(library),
                               reply: "Sorry: the library's settings file (`content/library.json`) cannot be read at the moment, so nothing can be recorded; a librarian needs to fix it. Please ask again once it is fixed. Nothing was recorded.\n", close: nil)
    }

    /// A title from the records is text in a reply, never Markdown: its marks escaped, no mention.
    @Test func aTitleIsWrittenAsTextNotMarkdown() throws {
        let library = try TestLibrary(Self.members.merging(["content/books/mash.md": TestLibrary.book("M*A*S*H <b>x</b> [l](https://e.x) @meerarao", owner: "anita")]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let body = Self.form([("Book to borrow", "mash"), ("For another member (librarians only)", nil), ("Note", nil)])
        let result = try Self.intake(library, try Self.event(library, body: body))
        #expect(result.status == 0)
        #expect(result.reply.hasPrefix("Your request for *M\\*A\\*S\\*H \\<b\\>x\\</b\\> \\[l\\](https://e.x) @\u{200B}meerarao* is recorded (20 Nov 2026)."), "\(result.reply)")
    }

    /// A retried borrow event closes its issue as the step that ended the request did.
    @Test func aRetriedBorrowEventClosesTheIssueOnceTheRequestEnded() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let borrow = try Self.event(library, name: "borrow.json")
        #expect(try Self.intake(library, borrow).outcome == Self.openOutcome)
        let cancel = try Self.event(library, comment: ("ravi-iyer", "/cancel", "2026-11-21T10:00:00Z"), name: "cancel.json")
        #expect(try Self.intake(library, cancel).outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"not_planned\"}\n")
        let again = try Self.intake(library, borrow)
        #expect(again.status == 0)
        #expect(again.outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"not_planned\"}\n")
    }

    /// An issue numbered 0 is no issue (GitHub numbers from 1; a loan's `issue` is ≥ 1): unusable, exit 2.
    @Test func anIssueNumberedZeroIsUnusable() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library, number: 0))
        #expect(result.status == 2 && result.stderr.contains("the issue number 0 is not an issue's"), "\(result.stderr)")
        #expect(result.outcome == "{\"result\":\"ignored\",\"close\":false,\"reason\":null}\n")
    }

    /// Where the reply or outcome cannot be written, nothing is edited: the workflow would have
    /// no reply to post for a change it could not push.
    @Test func anUnwritableOutcomeStopsBeforeAnyEdit() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let event = try Self.event(library)
        let output = try CommandRunner.run(["intake", "--event", event, "--outcome", "/nonexistent/folder/outcome.json", "--root", library.root.path])
        #expect(output.status == 2 && output.stderr.contains("/nonexistent/folder/outcome.json: cannot write the outcome there; nothing was done"), "\(output.stderr)")
        #expect(Self.text(library, Self.loanFile) == nil)
    }

    /// "answers as before": an event re-run after the loan moved on (a workflow's "re-run all
    /// jobs") never contradicts the records — it answers with the step the loan reached, dated
    /// the day that step was recorded — and a command the loan is not ready for says why.
    @Test func aReRunAfterTheLoanMovedOnAnswersWithTheRecords() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let borrow = try Self.event(library)
        let first = try Self.intake(library, borrow)
        #expect(first.status == 0)
        let lent = try Self.event(library, comment: ("Anita-D", "/lent", "2026-11-21T10:00:00Z"), name: "lent.json")
        let lending = try Self.intake(library, lent)
        let rerun = try Self.intake(library, borrow)
        #expect(rerun.status == 0 && rerun.stdout == "")
        #expect(rerun.reply == lending.reply, "the request has been lent since: answered as lent, not as waiting")
        // Not yet back: a renewal by someone else's command and a cancellation are refused with the reason.
        let cancel = try Self.event(library, comment: ("ravi-iyer", "/cancel", "2026-11-22T10:00:00Z"), name: "cancel.json")
        try Self.expectRefused(library, cancel, reply: "Sorry: *Dune* has no open request this could be. Nothing was recorded.\n", close: nil)
        // Meera asks too; the owner's `/lent` on her issue while Ravi has it says when it is due.
        #expect(try Self.intake(library, try Self.event(library, login: "meerarao", createdAt: "2026-11-22T08:00:00Z", number: 43, name: "meera.json")).status == 0)
        let early = try Self.event(library, number: 43, comment: ("Anita-D", "/lent", "2026-11-23T10:00:00Z"), name: "early.json")
        try Self.expectRefused(library, early, reply: "Sorry: *Dune* is out on loan to another member, due back on 5 Dec 2026. Nothing was recorded.\n", close: nil)
        let back = try Self.event(library, comment: ("Anita-D", "/return", "2026-11-26T18:00:00Z"), name: "back.json")
        let returned = try Self.intake(library, back)
        #expect(returned.status == 0)
        #expect(returned.reply.hasPrefix("Thank you: *Dune* is recorded as returned (26 Nov 2026)."))
        // The same command on a later day: nothing written, the day the return was recorded.
        let later = try Self.event(library, comment: ("Anita-D", "/return", "2026-11-28T09:00:00Z"), name: "later.json")
        let again = try Self.intake(library, later)
        #expect(again.status == 0 && again.stdout == "")
        #expect(again.reply == returned.reply)
        #expect(try Self.intake(library, borrow).reply.hasPrefix("Thank you: *Dune* is recorded as returned (26 Nov 2026)."), "the request, since lent and returned")
        #expect(try Self.intake(library, lent).reply == returned.reply)
        let renew = try Self.event(library, comment: ("ravi-iyer", "/renew", "2026-11-28T10:00:00Z"), name: "renew.json")
        try Self.expectRefused(library, renew, reply: "Sorry: *Dune* is not out on loan here. Nothing was recorded.\n", close: nil)
    }

    /// CLI.md, intake: a reply names who holds a book only where `privacy.show_borrowers`
    /// allows; a borrower with a login is @-mentioned (they are told), one without is "a member".
    /// A third member is told the book is out and when it is due, not who has it.
    @Test func aBorrowerWithoutALoginIsNamedOnlyWhereBorrowersAreShown() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/members/kabir.json": TestLibrary.member("Kabir Singh", joined: "2025-01-01"),
            "content/loans/2026/k.json": #"{"book": "dune", "borrower": "kabir", "status": "requested", "requested": "2026-11-05", "issue": 9}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let lent = try Self.intake(library, try Self.event(library, number: 9, comment: ("Anita-D", "/lent", "2026-11-21T10:00:00Z"), name: "c.json"))
        #expect(lent.status == 0)
        #expect(lent.reply.hasPrefix("*Dune* is recorded as lent to a member on 21 Nov 2026, due back on **5 Dec 2026**."), "\(lent.reply)")
        #expect(!lent.reply.contains("Kabir"))
        let third = try Self.event(library, login: "meerarao", body: Self.form([("Book to renew", "dune"), ("Borrowed by (if not you)", nil)]),
                                   createdAt: "2026-11-22T09:00:00Z", title: "Renew: Dune", labels: ["renew"], number: 50, name: "renew.json")
        try Self.expectRefused(library, third, reply: "Sorry: *Dune* is out on loan to another member, due back on 5 Dec 2026. Nothing was recorded.\n", close: "\"not_planned\"")
        try library.write("content/library.json", #"{"name": "Test Circle", "privacy": {"show_borrowers": true}}"#)
        try library.write("content/loans/2026/k.json", #"{"book": "dune", "borrower": "kabir", "status": "requested", "requested": "2026-11-05", "issue": 9}"#)
        let shown = try Self.intake(library, try Self.event(library, number: 9, comment: ("Anita-D", "/lent", "2026-11-21T10:00:00Z"), name: "c.json"))
        #expect(shown.reply.hasPrefix("*Dune* is recorded as lent to Kabir Singh on 21 Nov 2026"), "\(shown.reply)")
    }

    /// With `privacy.show_owners: false` the public thread names no owner and @-mentions none:
    /// "the owner" hands it over (the owner hears by e-mail, `remind --since`).
    @Test func hiddenOwnersAreNeitherNamedNorMentioned() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "privacy": {"show_owners": false}}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.status == 0)
        #expect(result.reply.contains("it is your turn: the owner will hand it over."), "\(result.reply)")
        #expect(!result.reply.contains("Anita") && !result.reply.contains("@Anita-D"), "\(result.reply)")
    }

    /// A request for one of the library's own books @-mentions the librarians (who hand it over).
    @Test func aRequestForALibraryBookMentionsTheLibrarians() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["anita", "meera"]}"#,
            "content/books/dune.md": TestLibrary.book("Dune", owner: "library"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.status == 0)
        #expect(result.reply.hasSuffix("@Anita-D @meerarao, *Dune* is the library's book: please hand it over, then comment `/lent` here.\n"), "\(result.reply)")
    }

    /// FORMAT.md v1.3, "Can it be lent at all?": a book whose owner has left cannot be asked
    /// for, by intake or `libgen request`, and its page offers no borrowing and says why.
    @Test func aBookWhoseOwnerLeftCannotBeAskedFor() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/library.json": #"{"name": "Test Circle", "repo_url": "https://github.com/green-acres/library"}"#,
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", left: "2026-11-01", extra: "\"github\": \"Anita-D\""),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        try Self.expectRefused(library, try Self.event(library),
                               reply: "Sorry: Its owner has left the library, so it cannot be borrowed. Nothing was recorded.\n")
        let request = try CommandRunner.run(["request", "dune", "--by", "ravi", "--root", library.root.path, "--as-of", "2026-11-20"])
        #expect(request.status == 1)
        #expect(request.stderr == "libgen: \"Dune\" cannot be lent: its owner Anita Desai left the library on Sun 1 Nov 2026; give it to the library (libgen swap offer --from anita --to library --gives dune) or withdraw it\n")
        let out = library.root.appendingPathComponent("site")
        let built = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-11-20", "--out", out.path])
        #expect(built.status == 0, "\(built.stdout)")
        let page = try String(contentsOf: out.appendingPathComponent("books/dune/index.html"), encoding: .utf8)
        #expect(page.contains("Its owner has left the library, so it cannot be borrowed."))
        #expect(!page.contains("Borrow this") && !page.contains("issues/new"), "no borrow action")
    }

    @Test func renewReturnAndTheNextInTheQueueIsMentioned() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/loans/2026/2026-11-01-dune-ravi.json": #"{"book": "dune", "borrower": "ravi", "status": "lent", "lent": "2026-11-01", "issue": 7}"#,
            "content/loans/2026/q.json": #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-11-05", "issue": 8}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        // Meera waits: no renewal (FORMAT.md v1.3), and the reply says by when to bring it back.
        try Self.expectRefused(library, try Self.event(library, number: 7, comment: ("ravi-iyer", "/renew", "2026-11-10T08:00:00Z")),
                               reply: "Sorry: *Dune* cannot be renewed: another member is waiting for it. Please bring it back by 15 Nov 2026; if you need longer, ask a librarian. Nothing was recorded.\n", close: nil)
        let back = try Self.intake(library, try Self.event(library, number: 7, comment: ("Anita-D", "/return", "2026-11-20T18:00:00Z"), name: "r.json"))
        #expect(back.status == 0)
        #expect(back.reply == """
            Thank you: *Dune* is recorded as returned (20 Nov 2026).

            @meerarao, it is your turn: Anita Desai will hand it over.

            """)
        #expect(back.outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"completed\",\"also_comment\":[{\"issue\":8,\"body\":\"@meerarao,itisyourturn:AnitaDesaiwillhanditover.\\n\"}]}\n", "\(back.outcome)")
    }

    @Test func aRenewalThatWouldStillBeOverdueIsRefused() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/loans/2026/l.json": #"{"book": "dune", "borrower": "ravi", "status": "lent", "lent": "2026-08-01", "issue": 7}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        try Self.expectRefused(library, try Self.event(library, number: 7, comment: ("ravi-iyer", "/renew", "2026-11-23T08:00:00Z")), reply: """
            Sorry: *Dune* was due back on 15 Aug 2026, and a renewal now would leave it overdue: please return it, or ask a librarian about a new due date. Nothing was recorded.

            """, close: nil)
    }

    @Test func cancelByTheBorrowerAndRejectionByTheOwnerEndTheRequest() throws {
        let library = try TestLibrary(Self.members.merging([
            "content/loans/2026/a.json": #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-11-05", "issue": 7}"#,
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/2026/b.json": #"{"book": "kim", "borrower": "meera", "status": "requested", "requested": "2026-11-05", "issue": 8}"#,
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let cancel = try Self.intake(library, try Self.event(library, number: 7, comment: ("ravi-iyer", "/cancel", "2026-11-06T08:00:00Z")))
        #expect(cancel.status == 0)
        #expect(cancel.reply == "The request for *Dune* is withdrawn (6 Nov 2026).\n")
        #expect(cancel.outcome == "{\"result\":\"done\",\"close\":true,\"reason\":\"not_planned\"}\n")
        let reject = try Self.intake(library, try Self.event(library, number: 8, comment: ("Anita-D", "/cancel", "2026-11-06T08:00:00Z"), name: "r.json"))
        #expect(reject.reply == "The request for *Kim* by @meerarao is turned down (6 Nov 2026).\n")
        #expect(Self.text(library, "content/loans/2026/b.json")?.contains("\"status\": \"rejected\"") == true)
    }

    @Test func anOrdinaryCommentAPullRequestCommentOrAnUnknownIssueIsLeftAlone() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let ordinary = try Self.intake(library, try Self.event(library, comment: ("ravi-iyer", "Thanks! I'll /return it soon", "2026-11-21T10:00:00Z")))
        #expect(ordinary.status == 2)
        #expect(ordinary.outcome == "{\"result\":\"ignored\",\"close\":false,\"reason\":null}\n")
        let pull = try Self.intake(library, try Self.event(library, comment: ("Anita-D", "/lent", "2026-11-21T10:00:00Z"), onPullRequest: true))
        #expect(pull.status == 2)
        #expect(pull.stderr == "libgen: a comment on pull request #42, not on an issue; nothing to do\n")
        let question = try Self.intake(library, try Self.event(library, body: "How do I renew?", title: "Renew: question", labels: []))
        #expect(question.status == 2)
        #expect(question.stderr == "libgen: issue #42 was not opened from one of the library's forms (borrow, return, renew, lent-out, cancel); nothing to do\n")
    }

    @Test func commitOutsideGitIsRefusedBeforeWriting() throws {
        let library = try TestLibrary(Self.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let result = try Self.intake(library, try Self.event(library), extra: ["--commit"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not in a git repository, so --commit cannot commit; nothing was written"))
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
        // A retried event (recorded already) is refused the same way, and git's own words are not printed.
        #expect(try Self.intake(library, try Self.event(library)).status == 0)
        let again = try Self.intake(library, try Self.event(library), extra: ["--commit"])
        #expect(again.status == 2)
        #expect(again.stderr == "libgen: \(library.root.path) is not in a git repository, so --commit cannot commit; nothing was written\n")
        #expect(again.outcome == "{\"result\":\"ignored\",\"close\":false,\"reason\":null}\n")
    }

    @Test func repliesSpeakTheLibrarysLanguage() throws {
        let library = try TestLibrary(Self.members.merging(["content/library.json": #"{"name": "Leserunde", "language": "de"}"#]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.reply.hasPrefix("Ihre Anfrage für *Dune* ist eingetragen (20. Nov. 2026)."))
    }

    @Test func theFormsAreValidIssueFormsWithStableIdsAndStateTheRules() throws {
        for form in IssueForm.allCases {
            let yaml = try #require(try Yams.load(yaml: form.yaml()) as? [String: Any])
            let body = try #require(yaml["body"] as? [[String: Any]])
            let ids = body.compactMap { $0["id"] as? String }
            #expect(ids == form.fields.map(\.id))
            #expect(Set(ids).count == ids.count)
        }
        #expect(IssueForm.borrow.yaml().contains("A loan is for 14 days and can be renewed once, for 14 days more (please do not renew a book another member is waiting for); a member may hold 3 books at once."))
        #expect(IssueForm.borrow.yaml().contains("never who has it"))
        #expect(IssueForm.configYAML(catalogue: nil) == "blank_issues_enabled: true\n")
    }

    @Test func commandsAreTheFirstLineInAnyCaseWithAnOptionalBook() {
        #expect(CommentCommand("/renew") == CommentCommand(verb: .renew, book: nil))
        #expect(CommentCommand("\r\n  /Return   Dune  \r\nthanks") == CommentCommand(verb: .return, book: "Dune"))
        #expect(CommentCommand("please /renew") == nil)
        #expect(CommentCommand("/renewal") == nil)
        #expect(CommentCommand("") == nil)
    }
}

extension CommentCommand {
    init(verb: Verb, book: String?) {
        self.init("/" + verb.rawValue + (book.map { " " + $0 } ?? ""))!
    }
}

/// What intake must not say: a step done on another day as if done now, a member's contact
/// details, a list as long as the catalogue, a reply to a bot or to a login GitHub would not give.
@Suite struct IntakeAnswersTests {
    typealias T = IntakeTests

    /// A return of a book the member gave back in March, while it is out to another member: no
    /// "thank you, returned", but what the book is now, as `report due` and the site say.
    @Test func aReturnOfABookGivenBackLongAgoIsAnsweredAsTheBookIsNow() throws {
        let library = try TestLibrary(T.members.merging([
            "content/loans/2026-03-01-dune-ravi.json": TestLibrary.loan(to: "ravi", status: "returned", lent: "2026-03-01", returned: "2026-03-14"),
            "content/loans/2026-11-10-dune-meera.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-11-10"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let event = try T.event(library, comment: ("ravi-iyer", "/return dune", "2026-11-20T10:00:00Z"))
        try T.expectRefused(library, event, reply: "Sorry: *Dune* is out on loan to another member, due back on 24 Nov 2026. Nothing was recorded.\n", close: nil)
        // Given back today, the same comment is answered as done (a retried event).
        try Data(TestLibrary.loan(to: "meera", status: "returned", lent: "2026-11-10", returned: "2026-11-20").utf8)
            .write(to: library.root.appendingPathComponent("content/loans/2026-11-10-dune-meera.json"))
        let meera = try T.event(library, comment: ("meerarao", "/return dune", "2026-11-20T10:00:00Z"), name: "meera.json")
        let result = try T.intake(library, meera)
        #expect(result.status == 0)
        #expect(result.reply.hasPrefix("Thank you: *Dune* is recorded as returned (20 Nov 2026)."), "\(result.reply)")
    }

    /// Two members asking for one book within a minute, their events handled in the reverse of
    /// the order they were made: the queue follows the time each asked, to the second (FORMAT.md
    /// v1.3), so the later-handled but earlier request goes first and is answered with its real
    /// place; the member it displaced hears it from `remind --since` (RemindTests).
    @Test func requestsAreQueuedByTheSecondTheyWereMadeWhateverOrderTheyAreHandled() throws {
        let library = try TestLibrary(T.members.merging(["content/books/dune.md": TestLibrary.book("Dune", owner: "library")]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        let anita = try T.intake(library, try T.event(library, login: "anita-d", createdAt: "2026-11-20T09:16:10Z", number: 2, name: "2.json"))
        #expect(anita.status == 0)
        #expect(anita.reply.contains("it is your turn"), "\(anita.reply)")
        let ravi = try T.intake(library, try T.event(library, login: "ravi-iyer", createdAt: "2026-11-20T09:15:55Z", number: 1, name: "1.json"))
        #expect(ravi.status == 0)
        #expect(ravi.reply.contains("it is your turn"), "\(ravi.reply)")
        #expect(T.text(library, "content/loans/2026/2026-11-20-dune-ravi.json")?.contains("\"requested_time\": \"09:15:55\"") == true)
        #expect(T.text(library, "content/loans/2026/2026-11-20-dune-anita.json")?.contains("\"requested_time\": \"09:16:10\"") == true)
        let holds = try CommandRunner.run(["report", "holds", "--root", library.root.path, "--as-of", "2026-11-20", "--format", "json"])
        #expect(holds.stdout.contains("\"ready_for\": \"ravi\""), "\(holds.stdout)")
        // Anita's event again answers as it is now: she is number 2.
        let again = try T.intake(library, try T.event(library, login: "anita-d", createdAt: "2026-11-20T09:16:10Z", number: 2, name: "2.json"))
        #expect(again.status == 0)
        #expect(again.reply.contains("number 2 in the queue"), "\(again.reply)")
    }

    /// A title typed nearly right is offered, as `libgen request` offers it; a control character
    /// pasted into the book's field or the note hides nothing and is left out of the note.
    @Test func aNearTitleIsOfferedAndControlCharactersHideNothing() throws {
        let library = try TestLibrary(T.members.merging(["content/books/thinking.md": TestLibrary.book("Thinking, Fast and Slow", owner: "library")]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        try T.expectRefused(library, try T.event(library, body: T.form([("Book to borrow", "Thinking Fast and Slo")])),
                            reply: "Sorry: there is no book `Thinking Fast and Slo` in the catalogue. Give its title as the catalogue shows it, the last part of its page address, or its ISBN. Did you mean *Thinking, Fast and Slow*? Nothing was recorded.\n")
        let result = try T.intake(library, try T.event(library, body: T.form([("Book to borrow", "Du\u{0}ne"), ("For another member (librarians only)", nil), ("Note", "ring \u{7}the bell")])))
        #expect(result.status == 0, "\(result.reply)")
        #expect(T.text(library, T.loanFile)?.contains("\"note\": \"ring the bell\"") == true, "\(T.text(library, T.loanFile) ?? "")")
    }

    /// A retried event answers as it did, whatever happened since: a return re-run after the
    /// book was lent to the next member still says it was that member's turn, read from the
    /// library as the commit that recorded the return left it.
    @Test func aRetriedReturnAnswersAsItDidAfterTheBookWasLentAgain() throws {
        let library = try TestLibrary(T.members.merging([
            "content/loans/2026-11-10-dune-meera.json": TestLibrary.loan(to: "meera", status: "lent", lent: "2026-11-10"),
            "content/loans/2026-11-12-dune-ravi.json": TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-11-12"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "start"]] {
            let output = try ProcessOutput.run("/usr/bin/env", ["git", "-C", library.root.path, "-c", "user.name=Librarian", "-c", "user.email=l@example.org"] + arguments)
            #expect(output.status == 0)
        }
        setenv("GIT_AUTHOR_NAME", "Librarian", 1); setenv("GIT_AUTHOR_EMAIL", "l@example.org", 1)
        setenv("GIT_COMMITTER_NAME", "Librarian", 1); setenv("GIT_COMMITTER_EMAIL", "l@example.org", 1)
        let event = try T.event(library, login: "meerarao", body: T.form([("Book returned", "dune"), ("Returned by (if not you)", nil)]),
                                title: "Returned: Dune", labels: ["return"], number: 500)
        let first = try T.intake(library, event, extra: ["--commit"])
        #expect(first.status == 0, "\(first.reply)")
        #expect(first.reply.contains("@ravi-iyer, it is your turn"), "\(first.reply)")
        let lent = try CommandRunner.run(["lend", "dune", "--to", "ravi", "--on", "2026-11-20", "--commit", "--root", library.root.path])
        #expect(lent.status == 0, "\(lent.stderr)")
        let again = try T.intake(library, event, extra: ["--commit"])
        #expect(again.status == 0)
        #expect(again.reply == first.reply, "\(again.reply)")
    }

    /// An e-mail address or a phone number typed where a book or member goes is not repeated in
    /// the public reply (the forms promise neither is ever shown).
    @Test func contactDetailsTypedInAFieldAreNotEchoed() throws {
        let library = try TestLibrary(T.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        try T.expectRefused(library, try T.event(library, body: T.form([("Book to borrow", "ravi.iyer@example.org")])),
                            reply: "Sorry: there is no book `•••` in the catalogue. Give its title as the catalogue shows it, the last part of its page address, or its ISBN. Nothing was recorded.\n")
        let renew = try T.event(library, comment: ("ravi-iyer", "/renew dune - text me at +91 98200 11111", "2026-11-20T10:00:00Z"))
        let result = try T.intake(library, renew)
        #expect(result.status == 1)
        #expect(result.reply.contains("`dune - text me at +•• ••••• •••••`"), "\(result.reply)")
        #expect(!result.reply.contains("98200"))
    }

    /// A word many titles share lists ten of them and says how many there are: a reply never
    /// grows past what a forge takes as a comment.
    @Test func aNameManyBooksShareListsTenOfThem() throws {
        var files = T.members
        for index in 1...25 { files["content/books/stories-\(index).md"] = TestLibrary.book("Stories volume \(index)", owner: "library") }
        let library = try TestLibrary(files)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let result = try T.intake(library, try T.event(library, comment: ("ravi-iyer", "/renew stories", "2026-11-20T10:00:00Z")))
        #expect(result.status == 1)
        let listed = result.reply.components(separatedBy: "`stories-").count - 1
        #expect(listed == IntakeTests.shownChoicesInReplies, "\(result.reply)")
        #expect(result.reply.contains("matches 25 books") && result.reply.contains(", …)"), "\(result.reply)")
    }

    /// A librarian asking for another member is answered about that member, and who holds a
    /// book is named only where `privacy.show_borrowers` allows.
    @Test func aLibrarianAskingForAnotherIsAnsweredAboutThem() throws {
        let library = try TestLibrary(T.members.merging([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["anita"]}"#,
            "content/books/kim.md": TestLibrary.book("Kim", owner: "meera"),
            "content/books/emma.md": TestLibrary.book("Emma", owner: "library"),
            "content/loans/2026-11-10-emma-meera.json": TestLibrary.loan("emma", to: "meera", status: "lent", lent: "2026-11-10"),
        ]) { $1 })
        defer { try? FileManager.default.removeItem(at: library.root) }
        func asked(_ book: String, number: Int) throws -> String {
            try T.event(library, login: "anita-d", body: T.form([("Book to borrow", book), ("For another member (librarians only)", "meera")]), number: number, name: "\(number).json")
        }
        try T.expectRefused(library, try asked("Kim", number: 1), reply: "Sorry: *Kim* is Meera Rao's own book. Nothing was recorded.\n")
        try T.expectRefused(library, try asked("Emma", number: 2), reply: "Sorry: Meera Rao cannot ask for *Emma* now: their own loans show why. Nothing was recorded.\n")
    }

    /// A bot's event, a login GitHub would not give, an issue number that is `true`, and a payload
    /// without its `action` are no member's request: left alone (exit 2), nothing written.
    @Test(arguments: [
        ####"{"action": "created", "issue": {"number": 5, "title": "Borrow", "created_at": "2026-11-20T10:00:00Z", "user": {"login": "ravi-iyer"}, "body": ""}, "comment": {"id": 9, "body": "/cancel", "created_at": "2026-11-20T10:00:00Z", "user": {"login": "github-actions[bot]", "type": "Bot"}}}"####,
        ####"{"action": "opened", "issue": {"number": 5, "title": "Borrow", "created_at": "2026-11-20T10:00:00Z", "user": {"login": "helper", "type": "Bot"}, "body": "### Book to borrow\n\ndune"}}"####,
        ####"{"action": "opened", "issue": {"number": 5, "title": "Borrow", "created_at": "2026-11-20T10:00:00Z", "user": {"login": "evil\n\n# Hi @meerarao"}, "body": "### Book to borrow\n\ndune"}}"####,
        ####"{"action": "opened", "issue": {"number": true, "title": "Borrow", "created_at": "2026-11-20T10:00:00Z", "user": {"login": "ravi-iyer"}, "body": "### Book to borrow\n\ndune"}}"####,
        ####"{"issue": {"number": 5, "title": "Borrow", "created_at": "2026-11-20T10:00:00Z", "user": {"login": "ravi-iyer"}, "body": "### Book to borrow\n\ndune"}}"####,
    ])
    func noMembersRequestIsLeftAlone(payload: String) throws {
        let library = try TestLibrary(T.members)
        defer { try? FileManager.default.removeItem(at: library.root) }
        let path = library.root.appendingPathComponent("event.json")
        try Data(payload.utf8).write(to: path)
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let result = try T.intake(library, path.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.reply.isEmpty)
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
    }
}
