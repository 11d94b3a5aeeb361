import Foundation
import Testing
import Yams
@testable import LibGenForge
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// `libgen intake` on recorded GitHub `issues` payloads (Tests/Fixtures/intake), run as
/// the workflow runs it: the binary, the event file, the reply file, the files written.
@Suite struct IntakeTests {
    static let members: [String: String?] = [
        "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"github\": \"ravi-iyer\""),
        "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", extra: "\"github\": \"Anita-D\""),
        "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01", extra: "\"github\": \"meerarao\""),
        "content/books/dune.md": TestLibrary.book("Dune", owner: "anita", extra: "isbn: 978-0-441-01359-3\n"),
    ]

    /// The recorded payload with the issue's author, body, time and title replaced.
    static func event(_ library: TestLibrary, login: String = "ravi-iyer", body: String? = nil, createdAt: String = "2026-11-20T09:15:00Z",
                      title: String = "Borrow: Dune", labels: [String] = ["borrow"]) throws -> String {
        let data = try Data(contentsOf: Golden.directory.appendingPathComponent("intake/borrow-by-member.json"))
        var root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        var issue = root["issue"] as! [String: Any]
        var user = issue["user"] as! [String: Any]
        user["login"] = login
        issue["user"] = user
        if let body { issue["body"] = body }
        issue["created_at"] = createdAt
        issue["title"] = title
        issue["labels"] = labels.map { ["name": $0, "color": "0e8a16", "default": false] as [String: Any] }
        root["issue"] = issue
        let path = library.root.appendingPathComponent("event.json").path
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
    }

    static func intake(_ library: TestLibrary, _ event: String) throws -> Result {
        let replyPath = library.root.appendingPathComponent("reply.md").path
        try? FileManager.default.removeItem(atPath: replyPath)
        let output = try CommandRunner.run(["intake", "--event", event, "--reply", replyPath, "--root", library.root.path])
        let reply = (try? String(contentsOfFile: replyPath, encoding: .utf8)) ?? ""
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr, reply: reply)
    }

    static func text(_ library: TestLibrary, _ path: String) -> String? {
        try? String(contentsOf: library.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A refused request: exit 1, content/ byte for byte as before, and this reply.
    static func expectRefused(_ library: TestLibrary, _ event: String, reply: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let result = try intake(library, event)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.reply == reply, sourceLocation: sourceLocation)
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before, "content/ changed", sourceLocation: sourceLocation)
    }

    @Test func aMemberBorrowsFromTheRecordedPayload() throws {
        let library = try TestLibrary(Self.members)
        let result = try Self.intake(library, try Self.event(library))
        #expect(result.status == 0)
        #expect(result.stdout == "content/loans/2026/2026-11-20-dune-ravi.json\n")
        #expect(Self.text(library, "content/loans/2026/2026-11-20-dune-ravi.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"requested\",\n  \"requested\": \"2026-11-20\"\n}\n")
        #expect(result.reply == "@ravi-iyer your request for *Dune* is recorded (Fri 20 Nov 2026).\n\nThe book is on the shelf: Anita Desai will hand it over.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it.\n")
        #expect(try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-11-20"]).status == 0)
    }

    @Test func aBorrowerJoinsTheQueueAndTheReplySaysWhereWithoutNamingTheHolder() throws {
        var files = Self.members
        files["content/loans/a.json"] = TestLibrary.loan(to: "meera", status: "lent", lent: "2026-11-10")
        files["content/members/john.json"] = TestLibrary.member("John Dsouza", joined: "2025-01-01")
        files["content/loans/b.json"] = TestLibrary.loan(to: "john", status: "requested", requested: "2026-11-12")
        let library = try TestLibrary(files)
        let result = try Self.intake(library, try Self.event(library, body: Self.form([("Book to borrow", "The Dune"), ("For another member (librarians only)", nil), ("Note", "For the holidays")])))
        #expect(result.status == 0)
        #expect(result.reply == "@ravi-iyer your request for *Dune* is recorded (Fri 20 Nov 2026).\n\nYou are number 2 in the queue; it is on loan until Tue 24 Nov 2026.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it.\n")
        #expect(Self.text(library, "content/loans/2026/2026-11-20-dune-ravi.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"requested\",\n  \"requested\": \"2026-11-20\",\n  \"note\": \"For the holidays\"\n}\n")
    }

    @Test func anUnknownLoginIsRefusedWithHowToBecomeAMember() throws {
        let library = try TestLibrary(Self.members)
        try Self.expectRefused(library, try Self.event(library, login: "stranger"), reply: """
            Sorry @stranger, no member of Test Circle has the GitHub login `stranger` in their member file, so I cannot tell who is asking. Nothing was recorded.

            If you are a member, ask a librarian to add `"github": "stranger"` to your file in `content/members/`; then open the form again. If you would like to join, ask a librarian: membership is open to everyone in the society.

            """)
    }

    @Test func aLibrarianMayAskForAnotherMemberButAMemberMayNot() throws {
        var files = Self.members
        files["content/library.json"] = #"{"name": "Test Circle", "librarians": ["anita"]}"#
        files["content/books/kim.md"] = TestLibrary.book("Kim", owner: "library")
        let library = try TestLibrary(files)
        let body = Self.form([("Book to borrow", "kim"), ("For another member (librarians only)", "Meera"), ("Note", nil)])
        try Self.expectRefused(library, try Self.event(library, body: body), reply: "Sorry @ravi-iyer, only a librarian can ask for a book for another member. Nothing was recorded; open the form again with the right details.\n")
        let result = try Self.intake(library, try Self.event(library, login: "anita-d", body: body))
        #expect(result.status == 0)
        #expect(result.stdout == "content/loans/2026/2026-11-20-kim-meera.json\n")
        #expect(result.reply.hasPrefix("@anita-d your request for *Kim* is recorded for Meera Rao (Fri 20 Nov 2026).\n\nThe book is on the shelf: the library will hand it over."))
    }

    @Test func returnRenewAndLentOut() throws {
        let library = try TestLibrary(Self.members)
        let lent = try Self.intake(library, try Self.event(library, login: "Anita-D", body: Self.form([("Book you lent", "9780441013593"), ("Lent to", "Ravi Iyer"), ("Note", nil)]), title: "Lent: Dune", labels: []))
        #expect(lent.status == 0)
        #expect(lent.stdout == "content/loans/2026/2026-11-20-dune-ravi.json\n")
        #expect(lent.reply == "@Anita-D *Dune* is recorded as lent to Ravi Iyer on Fri 20 Nov 2026, due back on **Fri 4 Dec 2026**.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it.\n")
        let renew = try Self.intake(library, try Self.event(library, body: Self.form([("Book to renew", "dune"), ("Borrowed by (if not you)", nil)]), createdAt: "2026-12-01T08:00:00Z", title: "Renew: Dune", labels: ["renew"]))
        #expect(renew.status == 0)
        #expect(renew.reply == "@ravi-iyer *Dune* is renewed (Tue 1 Dec 2026): it is now due back on **Fri 18 Dec 2026**.\n\nThe change is proposed as a pull request that closes this issue when a librarian merges it.\n")
        let back = try Self.intake(library, try Self.event(library, login: "anita-d", body: Self.form([("Book returned", "Dune"), ("Returned by (if not you)", "ravi")]), createdAt: "2026-12-10T18:00:00Z", title: "Returned: Dune", labels: ["return"]))
        #expect(back.status == 0)
        #expect(Self.text(library, "content/loans/2026/2026-11-20-dune-ravi.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"returned\",\n  \"lent\": \"2026-11-20\",\n  \"renewals\": [\"2026-12-01\"],\n  \"returned\": \"2026-12-10\"\n}\n")
        #expect(try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-12-10"]).status == 0)
    }

    @Test func aMemberCannotRecordSomeoneElsesReturn() throws {
        var files = Self.members
        files["content/loans/a.json"] = TestLibrary.loan(to: "meera", status: "lent", lent: "2026-11-10")
        let library = try TestLibrary(files)
        try Self.expectRefused(library, try Self.event(library, body: Self.form([("Book returned", "dune"), ("Returned by (if not you)", "meera")]), title: "Returned: Dune", labels: []),
                               reply: "Sorry @ravi-iyer, only a librarian or the book's owner can record a return for another member. Nothing was recorded; open the form again with the right details.\n")
    }

    @Test func aRequestThatBreaksARuleIsRefusedWithTheRulesWords() throws {
        let library = try TestLibrary(Self.members)
        try Self.expectRefused(library, try Self.event(library, login: "anita-d"), reply: """
            Sorry @anita-d, this cannot be recorded as it stands; nothing was changed:

            - Anita Desai (anita) owns "Dune" (dune) on 2026-11-20 and cannot borrow their own book; remove this loan or correct the borrower

            If something here is wrong in the library's records, a librarian can correct it; otherwise open the form again once it is sorted out.

            """)
    }

    @Test func aMalformedBodyOrAnUnknownBookIsRefused() throws {
        let library = try TestLibrary(Self.members)
        try Self.expectRefused(library, try Self.event(library, body: "I would like Dune please"),
                               reply: "Sorry @ravi-iyer, I could not find which book you mean: the **Book to borrow** field is empty. Open the form again and give the book's id, title or ISBN. Nothing was recorded.\n")
        try Self.expectRefused(library, try Self.event(library, body: Self.form([("Book to borrow", "Dnue"), ("Note", nil)])),
                               reply: "Sorry @ravi-iyer, no book \"Dnue\" (did you mean \"dune\"?); name it by id, title or ISBN. Nothing was recorded; open the form again with the right details.\n")
    }

    @Test func anIssueOpenedLateInUTCIsTheNextDayInKolkata() throws {
        var files = Self.members
        files["content/library.json"] = #"{"name": "Test Circle", "timezone": "Asia/Kolkata"}"#
        let library = try TestLibrary(files)
        let result = try Self.intake(library, try Self.event(library, createdAt: "2026-11-20T23:30:00Z"))
        #expect(result.status == 0)
        #expect(result.stdout == "content/loans/2026/2026-11-21-dune-ravi.json\n")
    }

    @Test func aQuestionTitledLikeAFormIsNotARequest() throws {
        let library = try TestLibrary(Self.members)
        let result = try Self.intake(library, try Self.event(library, body: "How often can I renew a book?", title: "Renew: how often?", labels: []))
        #expect(result.status == 2, "left open for a person to answer")
        #expect(result.reply == "")
    }

    @Test func anIssueNotFromAFormIsUnusable() throws {
        let library = try TestLibrary(Self.members)
        let result = try Self.intake(library, try Self.event(library, body: "The shelf light is broken", title: "Light", labels: []))
        #expect(result.status == 2)
        #expect(result.stderr == "libgen: issue #42 was not opened from one of the library's forms (borrow, return, renew, lent-out); nothing to do\n")
        #expect(result.reply == "")
    }

    @Test func theFormsAreValidIssueFormsWithStableIds() throws {
        for form in IssueForm.allCases {
            let yaml = try #require(try Yams.load(yaml: form.yaml) as? [String: Any])
            let inputs = (yaml["body"] as? [[String: Any]] ?? []).filter { $0["type"] as? String != "markdown" }
            let ids = inputs.compactMap { $0["id"] as? String }
            let labels = inputs.compactMap { ($0["attributes"] as? [String: Any])?["label"] as? String }
            // What the form shows is what intake reads back from the rendered body.
            #expect(ids == form.fields.map(\.id), "\(form)")
            #expect(labels == form.fields.map(\.label), "\(form)")
            #expect(ids.first == "book", "links pre-fill the book by this id")
        }
        #expect(IssueForm.configYAML(catalogue: nil) == "blank_issues_enabled: true\n")
    }
}

/// Contacts out of the repository, end to end: refused while in member files, moved
/// out with one command, still reaching reminders, and nowhere in content/ or the site.
@Suite struct PrivateContactsTests {
    @Test func contactsMovedOutStillReachRemindersAndAppearNowhereInPublic() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"email\": \"ravi.private@example.org\",\n  \"phone\": \"+91 98200 11111\",\n  \"flat\": \"B-204\""),
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", extra: "\"email\": \"anita.private@example.org\""),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-05-01"),
        ])
        let run = { (arguments: [String]) in try CommandRunner.run(arguments + ["--root", library.root.path]) }
        let refused = try run(["check", "--as-of", "2026-06-01"])
        #expect(refused.status == 1)
        #expect(refused.stdout.components(separatedBy: "[privacy.contact-in-repo]").count - 1 == 4)
        #expect(try run(["contacts", "move"]).status == 0)
        let reminders = try run(["report", "reminders", "--as-of", "2026-06-01", "--format", "json"])
        #expect(reminders.status == 0)
        #expect(reminders.stdout.contains("\"email\": \"ravi.private@example.org\""))
        let out = library.root.appendingPathComponent("public")
        #expect(try run(["build", "--as-of", "2026-06-01", "--quiet"]).status == 0)
        for (name, tree) in [("content", SiteTree(library.root.appendingPathComponent("content"))), ("site", SiteTree(out))] {
            for (path, data) in tree.files {
                let text = String(decoding: data, as: UTF8.self)
                for secret in ["ravi.private", "anita.private", "98200", "B-204"] {
                    #expect(!text.contains(secret), "\(name)/\(path) holds \(secret)")
                }
            }
        }
    }
}
