@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// The editing commands, run as a librarian runs them: exact files written,
/// and refused edits that leave content/ untouched.
@Suite struct EditingCommandTests {
    static let meera = ["content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01")]

    func run(_ library: TestLibrary, _ arguments: [String]) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments + ["--root", library.root.path])
    }

    func text(_ library: TestLibrary, _ path: String) -> String? {
        (try? String(contentsOf: library.root.appendingPathComponent(path), encoding: .utf8))
    }

    /// Runs a command that must be refused, and checks content/ is byte for byte as before.
    func expectRefused(_ library: TestLibrary, _ arguments: [String], status: Int32 = 1, output expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let output = try run(library, arguments)
        #expect(output.status == status, sourceLocation: sourceLocation)
        #expect(output.stdout + output.stderr == expected, sourceLocation: sourceLocation)
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before, "content/ changed", sourceLocation: sourceLocation)
    }

    /// FORMAT.md v1.3, "Can it be renewed now?": not while another member waits, unless a
    /// librarian records it with `--override` (then `loan.renew-waiting` warns, as before).
    @Test func renewingWhileSomeoneWaitsIsRefusedUnlessOverridden() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-05"),
        ]) { $1 })
        try expectRefused(library, ["renew", "a", "--on", "2026-03-10", "--as-of", "2026-03-10"],
                          output: "libgen: \"Dune\" cannot be renewed: another member is waiting for it, so it should come back by Sun 15 Mar 2026; a librarian can renew it anyway with --override \"why\"\n")
        let output = try run(library, ["renew", "a", "--on", "2026-03-10", "--override", "Meera agreed"])
        #expect(output.status == 0)
        #expect(output.stdout == "content/loans/a.json\nRenewed \"Dune\" for Ravi Iyer, due back Sun 29 Mar 2026\n")
        #expect(output.stderr == "content/loans/a.json:7:5: warning: renewal 1 of \"Dune\" (dune) for Ravi Iyer (ravi) on 2026-03-10 was recorded while Meera Rao (meera) was waiting for it (request b, since 2026-03-05); fine if they agreed, otherwise the book should go back [loan.renew-waiting]\n")
    }

    @Test func aSecondRequestForTheSameBookIsRefused() throws {
        let library = try TestLibrary(["content/loans/a.json": TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-03-01")])
        try expectRefused(library, ["request", "dune", "--by", "ravi", "--on", "2026-03-02"], output: "content/loans/2026/2026-03-02-dune-ravi.json:5:16: error: Ravi Iyer (ravi) already asked for \"Dune\" (dune) on 2026-03-01 (request a); one open request per book is enough: cancel this one [loan.duplicate-request]\nRefused: Request \"Dune\" for Ravi Iyer would add 1 error; nothing was written.\n")
    }

    @Test func blockOverdueRefusesALendUnlessOverridden() throws {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "policy": {"loan_days": 14, "block_overdue": true}}"#,
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01"),
        ])
        try expectRefused(library, ["lend", "emma", "--to", "ravi", "--on", "2026-03-20"], output: "content/loans/2026/2026-03-20-emma-ravi.json:5:11: error: \"Emma\" (emma) is lent to Ravi Iyer (ravi) on 2026-03-20, who had \"Dune\" (dune) overdue (due 2026-03-15, loan a); with block_overdue nothing new is lent until it is back: record that return first, or say why in `override` [loan.blocked]\nRefused: Lend \"Emma\" to Ravi Iyer would add 1 error; nothing was written.\n")
        let output = try run(library, ["lend", "emma", "--to", "ravi", "--on", "2026-03-20", "--override", "Agreed at the committee meeting"])
        #expect(output.status == 0)
        #expect(text(library, "content/loans/2026/2026-03-20-emma-ravi.json") == "{\n  \"book\": \"emma\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-20\",\n  \"override\": \"Agreed at the committee meeting\"\n}\n")
        // A renewal's reason is added to the lend's, never in its place.
        let renewed = try run(library, ["renew", "emma", "--on", "2026-04-10", "--override", "Away until May"])
        #expect(renewed.status == 0, "\(renewed.stderr)")
        #expect(text(library, "content/loans/2026/2026-03-20-emma-ravi.json")?.contains("\"override\": \"Agreed at the committee meeting — Away until May\"") == true)
    }

    @Test func voidKeepsTheFileAndTakesTheLoanOutOfEverything() throws {
        let library = try TestLibrary(["content/loans/a.json": "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\"\n}\n"])
        let output = try run(library, ["void", "a", "--note", "Ravi never took it", "--on", "2026-03-02"])
        #expect(output.status == 0)
        #expect(text(library, "content/loans/a.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"void\",\n  \"lent\": \"2026-03-01\",\n  \"voided\": \"2026-03-02\",\n  \"note\": \"Ravi never took it\"\n}\n")
        #expect(try run(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-02"]).status == 0)
    }

    /// CLI.md: a command that judges "now" takes --as-of; an edit's default day is that day.
    @Test func anEditJudgesNowAsOfTheDayGiven() throws {
        let library = try TestLibrary([:])
        let future = try run(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-02", "--as-of", "2026-03-01"])
        #expect(future.status == 1 && future.stdout.contains("[loan.future]"), "\(future.stdout)")
        let output = try run(library, ["lend", "dune", "--to", "ravi", "--as-of", "2026-03-02"])
        #expect(output.status == 0)
        #expect(text(library, "content/loans/2026/2026-03-02-dune-ravi.json")?.contains("\"lent\": \"2026-03-02\"") == true)
    }

    /// Bad input gets a message naming the file: a loan named whose file cannot be read as one.
    @Test func aLoanWhoseFileIsBrokenIsNamedByItsFile() throws {
        let library = try TestLibrary(["content/loans/2026/a.json": "{\"book\": \"dune\","])
        let before = SiteTree(library.root.appendingPathComponent("content"))
        let output = try run(library, ["return", "a", "--on", "2026-03-02"])
        #expect(output.status == 1)
        #expect(output.stderr == "libgen: content/loans/2026/a.json cannot be read as a loan: mend it first (libgen check names what is wrong)\n")
        #expect(SiteTree(library.root.appendingPathComponent("content")) == before)
    }

    @Test func contactsMoveTakesContactsOutOfMemberFilesLineByLine() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": "{\n  \"name\": \"Ravi Iyer\",\n  \"email\": \"ravi@example.org\",\n  \"joined\": \"2025-01-01\",\n  \"flat\": \"B-204\"\n}\n",
        ])
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 1)
        let output = try run(library, ["contacts", "move"])
        #expect(output.status == 0)
        // Never committed (no repository here): no history to rewrite, and nothing says so.
        #expect(output.stdout == "content/members/ravi.json\ncontacts.json\n.gitignore\nMoved the contact details of 1 member to contacts.json, which is never committed; keep a copy somewhere safe, and in CI store it as the secret LIBGEN_CONTACTS.\nNone of them was ever committed, so the repository's history holds none.\n")
        #expect(text(library, ".gitignore") == "# members' private contact details: never committed\n/contacts.json\ncontacts.json~\ncontacts.json.*\n.contacts.json.*\n\\#contacts.json#\n")
        #expect(text(library, "content/members/ravi.json") == "{\n  \"name\": \"Ravi Iyer\",\n  \"joined\": \"2025-01-01\"\n}\n")
        #expect(text(library, "contacts.json") == "{\n  \"ravi\": {\n    \"email\": \"ravi@example.org\",\n    \"flat\": \"B-204\"\n  }\n}\n")
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 0)
    }

    /// A value that was committed stays in the history: then, and only then, the advice to rewrite it.
    @Test func contactsMoveAdvisesOnTheHistoryOnlyWhenAValueWasCommitted() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": "{\n  \"name\": \"Ravi Iyer\",\n  \"email\": \"ravi@example.org\",\n  \"joined\": \"2025-01-01\"\n}\n",
        ])
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "members"]] {
            _ = try ProcessOutput.run("/usr/bin/env", ["git", "-C", library.root.path, "-c", "user.name=L", "-c", "user.email=l@example.org"] + arguments)
        }
        let output = try run(library, ["contacts", "move"])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("The values are still in the repository's history: anyone with a clone can read earlier versions of the member files. To remove them, rewrite the history (for example `git filter-repo --replace-text FILE`, FILE listing each value), force-push, and ask everyone to clone again.\n"), "\(output.stdout)")
        #expect(!output.stdout.contains("ravi@example.org"))
    }

    /// Keys in another letter case (`Phone`, `FLAT`) are contact details to `check`: moved too.
    @Test func contactsMoveTakesKeysInAnyLetterCase() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": "{\n  \"name\": \"Ravi Iyer\",\n  \"email\": \"ravi@example.org\",\n  \"Phone\": \"+91 98200 11111\",\n  \"joined\": \"2025-01-01\"\n}\n",
            "content/members/anita.json": "{\n  \"name\": \"Anita Desai\",\n  \"FLAT\": \"B-204\",\n  \"joined\": \"2025-01-01\"\n}\n",
        ])
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 1)
        let output = try run(library, ["contacts", "move"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Moved the contact details of 2 members to contacts.json"))
        #expect(text(library, "content/members/ravi.json") == "{\n  \"name\": \"Ravi Iyer\",\n  \"joined\": \"2025-01-01\"\n}\n")
        #expect(text(library, "content/members/anita.json") == "{\n  \"name\": \"Anita Desai\",\n  \"joined\": \"2025-01-01\"\n}\n")
        #expect(text(library, "contacts.json") == "{\n  \"anita\": {\n    \"flat\": \"B-204\"\n  },\n  \"ravi\": {\n    \"email\": \"ravi@example.org\",\n    \"phone\": \"+91 98200 11111\"\n  }\n}\n")
        #expect(try run(library, ["check", "--as-of", "2026-03-01"]).status == 0)
    }

    @Test func lendWritesANewLoanFile() throws {
        let library = try TestLibrary()
        let output = try run(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-01"])
        #expect(output.status == 0)
        #expect(output.stdout == "content/loans/2026/2026-03-01-dune-ravi.json\nLent \"Dune\" to Ravi Iyer, due back Sun 15 Mar 2026\n")
        #expect(text(library, "content/loans/2026/2026-03-01-dune-ravi.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\"\n}\n")
    }

    @Test func lendFulfilsTheMembersOpenRequestInPlaceKeepingItsStyle() throws {
        let library = try TestLibrary([
            "content/loans/ask.json": "{\r\n    \"book\": \"dune\",\r\n    \"status\": \"requested\",\r\n    \"borrower\": \"ravi\",\r\n    \"requested\": \"2026-02-20\",\r\n    \"note\": \"for the trip\"\r\n}\r\n",
        ])
        let output = try run(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-01", "--due", "2026-03-10"])
        #expect(output.status == 0)
        #expect(output.stdout == "content/loans/ask.json\nLent \"Dune\" to Ravi Iyer, due back Tue 10 Mar 2026\n", "the agreed due date")
        #expect(text(library, "content/loans/ask.json") == "{\r\n    \"book\": \"dune\",\r\n    \"status\": \"lent\",\r\n    \"borrower\": \"ravi\",\r\n    \"requested\": \"2026-02-20\",\r\n    \"note\": \"for the trip\",\r\n    \"lent\": \"2026-03-01\",\r\n    \"due\": \"2026-03-10\"\r\n}\r\n")
    }

    /// "by any unambiguous part of their name": inside a word too, when no word starts with it.
    @Test func aMemberIsFoundByAnyPartOfTheirName() throws {
        let library = try TestLibrary([:])
        let output = try run(library, ["lend", "dune", "--to", "YER", "--on", "2026-03-01", "--dry-run"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("\nLent \"Dune\" to Ravi Iyer, due back Sun 15 Mar 2026\n"))
        let both = try run(library, ["lend", "dune", "--to", "E", "--on", "2026-03-01"])
        #expect(both.status == 2)
        #expect(both.stderr == "libgen: \"E\" could be more than one member: anita (Anita Desai), ravi (Ravi Iyer)\n")
    }

    /// "keep the file's … 2-space JSON style": a list written a value to a line (as the example's
    /// and every file libgen writes) grows by a line; one written on one line stays on one.
    @Test func aRenewalKeepsTheListsLayout() throws {
        let lines = "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\",\n  \"renewals\": [\n    \"2026-03-10\"\n  ]\n}\n"
        let policy = #"{"name": "Test Circle", "policy": {"loan_days": 14, "max_renewals": 3}}"#
        let library = try TestLibrary(["content/library.json": policy, "content/loans/a.json": lines])
        #expect(try run(library, ["renew", "dune", "--on", "2026-03-20"]).status == 0)
        #expect(text(library, "content/loans/a.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\",\n  \"renewals\": [\n    \"2026-03-10\",\n    \"2026-03-20\"\n  ]\n}\n")
        let oneLine = lines.replacingOccurrences(of: "[\n    \"2026-03-10\"\n  ]", with: "[\"2026-03-10\"]")
        let other = try TestLibrary(["content/library.json": policy, "content/loans/a.json": oneLine])
        #expect(try run(other, ["renew", "dune", "--on", "2026-03-20"]).status == 0)
        #expect(text(other, "content/loans/a.json") == oneLine.replacingOccurrences(of: "[\"2026-03-10\"]", with: "[\"2026-03-10\", \"2026-03-20\"]"))
    }

    @Test func renewReturnAndLostChangeOnlyWhatTheyMust() throws {
        let loan = "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\"\n}\n"
        let library = try TestLibrary(["content/loans/a.json": loan])
        #expect(try run(library, ["renew", "dune", "--on", "2026-03-10"]).status == 0)
        #expect(text(library, "content/loans/a.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lent\",\n  \"lent\": \"2026-03-01\",\n  \"renewals\": [\n    \"2026-03-10\"\n  ]\n}\n", "a new list a value to a line, as the file's lists are")
        #expect(try run(library, ["return", "a", "--on", "2026-03-20"]).status == 0)
        #expect(text(library, "content/loans/a.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"returned\",\n  \"lent\": \"2026-03-01\",\n  \"renewals\": [\n    \"2026-03-10\"\n  ],\n  \"returned\": \"2026-03-20\"\n}\n")
        let other = try TestLibrary(["content/loans/b.json": loan])
        #expect(try run(other, ["lost", "b", "--on", "2026-03-05"]).status == 0)
        #expect(text(other, "content/loans/b.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"ravi\",\n  \"status\": \"lost\",\n  \"lent\": \"2026-03-01\",\n  \"lost\": \"2026-03-05\"\n}\n")
        #expect(try run(other, ["return", "dune", "--on", "2026-04-01"]).status == 0, "a lost book that turns up is returned")
        #expect(text(other, "content/loans/b.json")!.contains("\"status\": \"returned\",\n  \"lent\": \"2026-03-01\",\n  \"lost\": \"2026-03-05\",\n  \"returned\": \"2026-04-01\"\n"))
    }

    @Test func requestRejectAndCancel() throws {
        let library = try TestLibrary(Self.meera)
        #expect(try run(library, ["request", "dune", "--by", "meera", "--on", "2026-03-01"]).stdout == "content/loans/2026/2026-03-01-dune-meera.json\nRequested \"Dune\" for Meera Rao\n")
        #expect(text(library, "content/loans/2026/2026-03-01-dune-meera.json") == "{\n  \"book\": \"dune\",\n  \"borrower\": \"meera\",\n  \"status\": \"requested\",\n  \"requested\": \"2026-03-01\"\n}\n")
        // The reason keeps its line break in the note; the sentence printed is one line.
        let rejected = try run(library, ["reject", "2026-03-01-dune-meera", "--reason", "Owner wants it back.\nSorry!", "--as-of", "2026-03-03"])
        #expect(rejected.status == 0)
        #expect(rejected.stdout.hasSuffix("\nRejected the request for \"Dune\" by Meera Rao (Owner wants it back. Sorry!)\n"), "\(rejected.stdout)")
        #expect(text(library, "content/loans/2026/2026-03-01-dune-meera.json")!.contains("\"status\": \"rejected\",\n  \"requested\": \"2026-03-01\",\n  \"note\": \"rejected on 2026-03-03: Owner wants it back.\\nSorry!\""))
        #expect(try run(library, ["request", "dune", "--by", "ravi", "--on", "2026-03-02"]).status == 0)
        // Without a reason the day is still recorded: the day the next member's hold may start from.
        #expect(try run(library, ["cancel", "dune", "--as-of", "2026-03-05"]).status == 0, "the book's one open request")
        #expect(text(library, "content/loans/2026/2026-03-02-dune-ravi.json")!.contains("\"status\": \"cancelled\",\n  \"requested\": \"2026-03-02\",\n  \"note\": \"cancelled on 2026-03-05\""))
    }

    @Test func swapOfferAndAcceptRewriteTheOwners() throws {
        let library = try TestLibrary(["content/books/emma.md": "---\ntitle: Emma\nauthors: [Jane Austen]\nowner: ravi   \nadded: 2025-01-01\n---\n\nA book.\n"])
        let offer = try run(library, ["swap", "offer", "--from", "anita", "--to", "ravi", "--gives", "dune", "--takes", "emma", "--on", "2026-03-01"])
        #expect(offer.stdout == "content/swaps/2026/2026-03-01-anita-ravi.json\nAnita Desai swaps \"Dune\" for \"Emma\" with Ravi Iyer: the offer (swap 2026-03-01-anita-ravi) waits for Ravi Iyer to accept it\n")
        #expect(text(library, "content/swaps/2026/2026-03-01-anita-ravi.json") == "{\n  \"date\": \"2026-03-01\",\n  \"status\": \"pending\",\n  \"from\": \"anita\",\n  \"to\": \"ravi\",\n  \"gives\": [\n    \"dune\"\n  ],\n  \"takes\": [\n    \"emma\"\n  ]\n}\n")
        let accept = try run(library, ["swap", "accept", "2026-03-01-anita-ravi"])
        #expect(accept.status == 0)
        #expect(accept.stdout == "content/swaps/2026/2026-03-01-anita-ravi.json\ncontent/books/dune.md\ncontent/books/emma.md\nAccepted swap 2026-03-01-anita-ravi: \"Dune\" now belongs to Ravi Iyer, \"Emma\" now belongs to Anita Desai\n")
        #expect(text(library, "content/books/dune.md") == "---\ntitle: Dune\nauthors: [Frank Herbert]\nowner: ravi\nadded: 2025-01-01\n---\n\nA book.\n")
        #expect(text(library, "content/books/emma.md") == "---\ntitle: Emma\nauthors: [Jane Austen]\nowner: anita\nadded: 2025-01-01\n---\n\nA book.\n")
        #expect(try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-03-02"]).status == 0)
    }

    @Test func addBookAndAddMember() throws {
        let library = try TestLibrary()
        let book = try run(library, ["add", "book", "--title", "The Left Hand of Darkness", "--author", "Ursula K. Le Guin", "--owner", "anita",
                                     "--isbn", "978-0-441-47812-5", "--genre", "Science fiction", "--year", "1969", "--on", "2026-03-01"])
        #expect(book.stdout == "content/books/the-left-hand-of-darkness.md\nAdded \"The Left Hand of Darkness\" (the-left-hand-of-darkness), shared by Anita Desai\n")
        #expect(text(library, "content/books/the-left-hand-of-darkness.md") == "---\ntitle: The Left Hand of Darkness\nauthor: Ursula K. Le Guin\nowner: anita\nadded: 2026-03-01\nisbn: \"978-0-441-47812-5\"\nyear: 1969\ngenres: [Science fiction]\n---\n")
        let member = try run(library, ["add", "member", "meera", "--name", "Meera Rao", "--joined", "2026-03-01", "--block", "B", "--email", "meera@example.org"])
        // A public repository (the default): the e-mail goes to the private contacts file, not content/.
        #expect(member.stdout == "content/members/meera.json\ncontacts.json\n.gitignore\nWelcome, Meera Rao (meera)\n")
        #expect(text(library, "content/members/meera.json") == "{\n  \"name\": \"Meera Rao\",\n  \"joined\": \"2026-03-01\",\n  \"block\": \"B\"\n}\n")
        #expect(text(library, "contacts.json") == "{\n  \"meera\": {\n    \"email\": \"meera@example.org\"\n  }\n}\n")
    }

    @Test func lendingABookThatIsOutIsRefused() throws {
        let library = try TestLibrary(Self.meera.merging(["content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-03-01")]) { $1 })
        try expectRefused(library, ["lend", "dune", "--to", "meera", "--on", "2026-03-05"], output: """
        content/loans/2026/2026-03-05-dune-meera.json:5:11: error: "Dune" (dune) is lent to Meera Rao (meera) on 2026-03-05, but loan a (content/loans/a.json) has it out to Ravi Iyer (ravi) since 2026-03-01 and it has not been returned; record that return first or correct the dates [loan.double-lend]
        Refused: Lend "Dune" to Meera Rao would add 1 error; nothing was written.

        """)
    }

    @Test func lendingToAMemberAtTheLimitIsRefused() throws {
        let library = try TestLibrary([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
            "content/books/kim.md": TestLibrary.book("Kim", owner: "anita"),
            "content/loans/1.json": TestLibrary.loan("dune", status: "lent", lent: "2026-03-01"),
            "content/loans/2.json": TestLibrary.loan("emma", status: "lent", lent: "2026-03-01"),
        ])
        try expectRefused(library, ["lend", "kim", "--to", "ravi", "--on", "2026-03-02"], output: """
        content/loans/2026/2026-03-02-kim-ravi.json:5:11: error: with this loan Ravi Iyer (ravi) holds 3 books on 2026-03-02, more than max_active_loans (2): 1, 2, 2026-03-02-kim-ravi; a book must come back first [loan.max-active]
        Refused: Lend "Kim" to Ravi Iyer would add 1 error; nothing was written.

        """)
    }

    @Test func lendingToANonMemberOrTheOwnerIsRefused() throws {
        let library = try TestLibrary(["content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2026-04-01")])
        try expectRefused(library, ["lend", "dune", "--to", "meera", "--on", "2026-03-02"], output: """
        content/loans/2026/2026-03-02-dune-meera.json:3:15: error: Meera Rao (meera) is not a member on 2026-03-02, the lent day (member from 2026-04-01); correct the dates or the member's `joined`/`left` [loan.not-member]
        Refused: Lend "Dune" to Meera Rao would add 1 error; nothing was written.

        """)
        try expectRefused(library, ["lend", "dune", "--to", "anita", "--on", "2026-03-02"], output: """
        content/loans/2026/2026-03-02-dune-anita.json:3:15: error: Anita Desai (anita) owns "Dune" (dune) on 2026-03-02 and cannot borrow their own book; remove this loan or correct the borrower [loan.own-book]
        Refused: Lend "Dune" to Anita Desai would add 1 error; nothing was written.

        """)
    }

    @Test func anEditThatAddsOnlyAWarningIsWrittenAndTheWarningShown() throws {
        let library = try TestLibrary(Self.meera.merging(["content/loans/ask.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-01")]) { $1 })
        let output = try run(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-02"])
        #expect(output.status == 0)
        #expect(output.stdout == "content/loans/2026/2026-03-02-dune-ravi.json\nLent \"Dune\" to Ravi Iyer, due back Mon 16 Mar 2026\n")
        #expect(output.stderr == "content/loans/2026/2026-03-02-dune-ravi.json:5:11: warning: \"Dune\" (dune) is lent to Ravi Iyer (ravi) on 2026-03-02 while Meera Rao (meera) had asked for it first (request ask, 2026-03-01); lend it to them, or reject or cancel their request [loan.queue-jump]\n")
    }

    @Test func renewingTooOftenIsRefused() throws {
        let library = try TestLibrary(["content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01", renewals: ["2026-03-10"])])
        try expectRefused(library, ["renew", "a", "--on", "2026-03-20"], output: """
        content/loans/a.json:6:30: error: the loan is renewed 2 times, more than max_renewals (1); return the book (it can be lent again) or agree an explicit `due` [loan.renewals]
        Refused: Renew "Dune" for Ravi Iyer would add 1 error; nothing was written.

        """)
    }

    /// A name that finds nothing, or more than one, is a bad argument (exit 2, as in `report` and
    /// `labels`); a loan the state does not have is a refusal (exit 1). Nothing is written.
    @Test func unknownIdsAndAmbiguousBooksAreRefused() throws {
        let library = try TestLibrary(Self.meera.merging([
            "content/loans/r1.json": TestLibrary.loan(to: "ravi", status: "requested", requested: "2026-03-01"),
            "content/loans/r2.json": TestLibrary.loan(to: "meera", status: "requested", requested: "2026-03-02"),
        ]) { $1 })
        try expectRefused(library, ["lend", "dnue", "--to", "ravi"], status: 2, output: "libgen: no book \"dnue\" (did you mean \"Dune\"?); name it by id, title or ISBN\n")
        try expectRefused(library, ["lend", "dune", "--to", "ravx"], status: 2, output: "libgen: no member \"ravx\" (did you mean \"ravi\"?); name them by id, GitHub login or name\n")
        try expectRefused(library, ["reject", "dune"], status: 2, output: "libgen: \"Dune\" has more than one open request; name the loan: r1, r2\n")
        try expectRefused(library, ["return", "dune"], output: "libgen: \"Dune\" has no loan out\n")
    }

    /// A title is found without its apostrophes, and with a phone's typographic one (`’`).
    @Test func aTitleIsFoundWhateverItsApostrophes() throws {
        let library = try TestLibrary(["content/books/hhgttg.md": TestLibrary.book("The Hitchhiker's Guide to the Galaxy", owner: "anita")])
        for name in ["The Hitchhiker’s Guide to the Galaxy", "the hitchhikers guide to the galaxy", "Hitchhikers", "hitchhiker’s"] {
            let output = try CommandRunner.run(["request", name, "--by", "ravi", "--on", "2026-03-01", "--dry-run", "--root", library.root.path])
            #expect(output.status == 0, "\(name): \(output.stderr)")
            #expect(output.stdout.contains("Requested \"The Hitchhiker's Guide to the Galaxy\" for Ravi Iyer\n"), "\(name): \(output.stdout)")
        }
    }

    @Test func dryRunShowsTheDiffAndWritesNothing() throws {
        let library = try TestLibrary(["content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01")])
        try expectRefused(library, ["return", "a", "--on", "2026-03-05", "--dry-run"], status: 0, output: """
        --- a/content/loans/a.json
        +++ b/content/loans/a.json
        @@ -1,6 +1,7 @@
         {
           "book": "dune",
           "borrower": "ravi",
        -  "status": "lent",
        -  "lent": "2026-03-01"
        +  "status": "returned",
        +  "lent": "2026-03-01",
        +  "returned": "2026-03-05"
         }
        Returned "Dune" from Ravi Iyer
        Dry run: Return "Dune" from Ravi Iyer; nothing was written.

        """)
    }

    /// Runs git in the library as a librarian with a name and address, returning stdout.
    static func git(_ library: TestLibrary, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", library.root.path, "-c", "user.name=Librarian", "-c", "user.email=l@example.org"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The library as a repository's first commit, with a librarian as the author of the next ones.
    static func startRepository(_ library: TestLibrary) throws {
        _ = try git(library, ["init", "-q"])
        _ = try git(library, ["add", "-A"])
        _ = try git(library, ["commit", "-q", "-m", "start"])
        setenv("GIT_AUTHOR_NAME", "Librarian", 1); setenv("GIT_AUTHOR_EMAIL", "l@example.org", 1)
        setenv("GIT_COMMITTER_NAME", "Librarian", 1); setenv("GIT_COMMITTER_EMAIL", "l@example.org", 1)
    }

    @Test func commitStagesExactlyTheWrittenFiles() throws {
        let library = try TestLibrary()
        func git(_ arguments: String...) throws -> String { try Self.git(library, arguments) }
        try Self.startRepository(library)
        try library.write("notes.txt", "not part of the loan")
        _ = try git("add", "notes.txt")
        let output = try run(library, ["lend", "dune", "--to", "ravi", "--on", "2026-03-01", "--commit"])
        #expect(output.status == 0)
        #expect(output.stdout == "content/loans/2026/2026-03-01-dune-ravi.json\nLent \"Dune\" to Ravi Iyer, due back Sun 15 Mar 2026\nCommitted: Lend \"Dune\" to Ravi Iyer\n")
        #expect(try git("log", "-1", "--format=%s") == "Lend \"Dune\" to Ravi Iyer\n")
        #expect(try git("show", "--name-only", "--format=", "HEAD") == "content/loans/2026/2026-03-01-dune-ravi.json\n")
        #expect(try git("diff", "--cached", "--name-only") == "notes.txt\n", "other staged work stays staged")
    }

    /// A reason or note holding a phone number or an e-mail address is written where it was
    /// typed (check warns of it), but a commit message, public for good, covers it.
    @Test func aCommitMessageCoversContactDetailsInAReason() throws {
        let library = try TestLibrary()
        func git(_ arguments: String...) throws -> String { try Self.git(library, arguments) }
        try Self.startRepository(library)
        let output = try run(library, ["withdraw", "dune", "--on", "2026-03-01", "--reason", "damaged; ask anita@example.org or +91 98200 11111", "--commit"])
        #expect(output.status == 0, "\(output.stderr)")
        let subject = try git("log", "-1", "--format=%s")
        #expect(!subject.contains("98200") && !subject.contains("example.org"), "\(subject)")
        #expect(subject.contains("damaged; ask ••• or +•• ••••• •••••"), "\(subject)")
        #expect(!output.stdout.contains("98200"))
    }

    @Test func commitNeverStagesTheContactsFile() throws {
        let library = try TestLibrary(["content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"phone\": \"+91 98200 11111\"")])
        func git(_ arguments: String...) throws -> String { try Self.git(library, arguments) }
        try Self.startRepository(library)
        let moved = try run(library, ["contacts", "move", "--commit"])
        #expect(moved.status == 0)
        #expect(try git("show", "--name-only", "--format=", "HEAD") == ".gitignore\ncontent/members/ravi.json\n")
        let added = try run(library, ["add", "member", "meera", "--name", "Meera Rao", "--joined", "2026-03-01", "--email", "meera@example.org", "--commit"])
        #expect(added.status == 0)
        #expect(try git("show", "--name-only", "--format=", "HEAD") == "content/members/meera.json\n")
        #expect(try git("ls-files", "contacts.json") == "", "the contacts file is never committed")
        #expect(try git("status", "--porcelain", "--ignored", "contacts.json") == "!! contacts.json\n")
        #expect(text(library, "contacts.json") == "{\n  \"ravi\": {\n    \"phone\": \"+91 98200 11111\"\n  },\n  \"meera\": {\n    \"email\": \"meera@example.org\"\n  }\n}\n", "added at the end, the rest as it was")
    }

    @Test func racingEditsOnOneFileNeverLeaveItHalfWritten() throws {
        let library = try TestLibrary(["content/loans/a.json": TestLibrary.loan(status: "lent", lent: "2026-03-01")])
        let results = ConcurrentResults()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let arguments = index % 2 == 0 ? ["renew", "a", "--on", "2026-03-1\(index)"] : ["return", "a", "--on", "2026-03-1\(index)"]
            let output = try? CommandRunner.run(arguments + ["--root", library.root.path])
            results.add(output?.status ?? -1)
        }
        let statuses = results.values
        #expect(statuses.allSatisfy { $0 == 0 || $0 == 1 || $0 == 2 })
        #expect(statuses.contains(0))
        let data = try Data(contentsOf: library.root.appendingPathComponent("content/loans/a.json"))
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "the file is whole JSON")
        #expect(try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-03-20"]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: library.root.appendingPathComponent("content/loans").path)
        #expect(leftovers == ["a.json"])
    }

    final class ConcurrentResults: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = [Int32]()
        func add(_ value: Int32) { lock.lock(); storage.append(value); lock.unlock() }
        var values: [Int32] { lock.lock(); defer { lock.unlock() }; return storage }
    }
}
