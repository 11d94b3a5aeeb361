import Foundation
import Testing
import Yams
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// `check --base` in a temporary git repository, `libgen init` and `libgen schema`.
@Suite struct HistoryAndInitTests {
    /// A library committed to a new git repository.
    static func repository(_ files: [String: String?]) throws -> TestLibrary {
        let library = try TestLibrary(files)
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=L", "-c", "user.email=l@example.org", "commit", "-q", "-m", "base"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", library.root.path] + arguments
            try process.run()
            process.waitUntilExit()
        }
        return library
    }

    static func historyLines(_ library: TestLibrary) throws -> [String] {
        var checker = LibraryChecker(root: library.root, asOf: Day(string: "2026-06-01")!)
        checker.base = "HEAD"
        return try checker.check().diagnostics.filter { $0.rule.rawValue.hasPrefix("history.") }.map(\.line)
    }

    @Test func deletingALoanIsHistoryDeleted() throws {
        let library = try Self.repository(["content/loans/2026/a.json": TestLibrary.loan(status: "requested", requested: "2026-03-01")])
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("content/loans/2026/a.json"))
        expectLines(try Self.historyLines(library), [
            "content/loans/2026/a.json:1:1: error: loan a existed at HEAD and was deleted; loans are history: restore the file and set its status (cancelled, rejected, returned) instead, or, if it was recorded by mistake, mark it void (libgen void LOAN --note WHY) [history.deleted]",
        ])
    }

    /// A loan file deleted is said whatever it held at the revision (text that was never valid
    /// JSON too); one broken now, not deleted, is not called deleted (its own error says what).
    @Test func aDeletedFileThatNeverParsedIsStillHistoryDeleted() throws {
        let library = try Self.repository([
            "content/loans/2026/a.json": #"{"book": "dune", bad json"#,
            "content/loans/2026/b.json": TestLibrary.loan(status: "requested", requested: "2026-03-01"),
        ])
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("content/loans/2026/a.json"))
        try library.write("content/loans/2026/b.json", #"{"book": "dune", "#)
        expectLines(try Self.historyLines(library), [
            "content/loans/2026/a.json:1:1: error: loan a existed at HEAD and was deleted; loans are history: restore the file and set its status (cancelled, rejected, returned) instead, or, if it was recorded by mistake, mark it void (libgen void LOAN --note WHY) [history.deleted]",
        ])
    }

    @Test func movingALoanToAnotherFolderIsNotADeletion() throws {
        let library = try Self.repository(["content/loans/a.json": TestLibrary.loan(status: "requested", requested: "2026-03-01")])
        try FileManager.default.createDirectory(at: library.root.appendingPathComponent("content/loans/2026"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: library.root.appendingPathComponent("content/loans/a.json"), to: library.root.appendingPathComponent("content/loans/2026/a.json"))
        expectLines(try Self.historyLines(library), [])
    }

    @Test func changingADateOrABorrowerIsHistoryRewritten() throws {
        let library = try Self.repository([
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01"),
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", renewals: ["2026-03-10"], returned: "2026-03-20"),
        ])
        try library.write("content/loans/a.json", TestLibrary.loan(to: "meera", status: "returned", lent: "2026-03-02", renewals: [], returned: "2026-03-20"))
        expectLines(try Self.historyLines(library), [
            "content/loans/a.json:3:15: error: `borrower` was ravi at HEAD and is changed to meera; history is not rewritten: restore it (a correction needs a maintainer's review) [history.rewritten]",
            "content/loans/a.json:5:11: error: `lent` was 2026-03-01 at HEAD and is changed to 2026-03-02; history is not rewritten: restore it (a correction needs a maintainer's review) [history.rewritten]",
            "content/loans/a.json:6:15: error: renewals were [2026-03-10] at HEAD; renewals may only be appended, not changed or removed [history.rewritten]",
        ])
    }

    @Test func aStatusMovingBackwardsIsHistoryStatus() throws {
        let library = try Self.repository([
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-02-01", status: "rejected", from: "anita", to: "ravi", gives: ["dune"]),
        ])
        try library.write("content/loans/a.json", TestLibrary.loan(status: "lent", lent: "2026-03-01"))
        try library.write("content/swaps/s.json", TestLibrary.swap(date: "2026-02-01", status: "pending", from: "anita", to: "ravi", gives: ["dune"]))
        expectLines(try Self.historyLines(library), [
            "content/loans/a.json:1:1: error: `returned` was 2026-03-05 at HEAD and is removed; history is not rewritten: restore it (a correction needs a maintainer's review) [history.rewritten]",
            "content/loans/a.json:4:13: error: status moved from returned (at HEAD) to lent, against its lifecycle: returned is final [history.status]",
            "content/swaps/s.json:3:13: error: status moved from rejected (at HEAD) to pending, against its lifecycle: rejected is final [history.status]",
        ])
    }

    @Test func anyLoanMayBecomeVoidButAVoidLoanStaysVoid() throws {
        let library = try Self.repository([
            "content/loans/a.json": TestLibrary.loan(status: "returned", lent: "2026-03-01", returned: "2026-03-05"),
            "content/loans/b.json": #"{"book": "dune", "borrower": "ravi", "status": "void", "requested": "2026-02-01", "voided": "2026-02-02", "note": "typo"}"#,
        ])
        try library.write("content/loans/a.json", #"{"book": "dune", "borrower": "ravi", "status": "void", "lent": "2026-03-01", "returned": "2026-03-05", "voided": "2026-05-01", "note": "never happened"}"#)
        try library.write("content/loans/b.json", #"{"book": "dune", "borrower": "ravi", "status": "requested", "requested": "2026-02-01"}"#)
        expectLines(try Self.historyLines(library), [
            "content/loans/b.json:1:1: error: `voided` was 2026-02-02 at HEAD and is removed; history is not rewritten: restore it (a correction needs a maintainer's review) [history.rewritten]",
            "content/loans/b.json:1:48: error: status moved from void (at HEAD) to requested, against its lifecycle: void is final [history.status]",
        ])
    }

    @Test func aBooksOwnerChangesOnlyWithAnAcceptedSwapInTheSameChange() throws {
        let library = try Self.repository([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "anita"),
        ])
        try library.write("content/books/dune.md", TestLibrary.book("Dune", owner: "ravi"))
        try library.write("content/books/emma.md", TestLibrary.book("Emma", owner: "ravi"))
        try library.write("content/swaps/s.json", TestLibrary.swap(date: "2026-02-01", from: "anita", to: "ravi", gives: ["emma"]))
        expectLines(try Self.historyLines(library), [
            "content/books/dune.md:4:8: error: `owner` was anita at HEAD and is ravi; a book changes owner only through an accepted swap in the same change: record the swap (libgen swap offer, then accept) or restore `owner: anita` [history.rewritten]",
        ])
    }

    @Test func theLegalLifeOfALoanAndASwapPasses() throws {
        let library = try Self.repository([
            "content/books/emma.md": TestLibrary.book("Emma", owner: "ravi"),
            "content/loans/a.json": TestLibrary.loan(status: "requested", requested: "2026-03-01"),
            "content/loans/b.json": TestLibrary.loan("emma", to: "anita", status: "lent", lent: "2026-03-01", renewals: ["2026-03-10"]),
            "content/swaps/s.json": TestLibrary.swap(date: "2026-05-01", status: "pending", from: "anita", to: "ravi", gives: ["dune"]),
        ])
        try library.write("content/loans/a.json", TestLibrary.loan(status: "returned", requested: "2026-03-01", lent: "2026-03-02", returned: "2026-03-09"))
        try library.write("content/loans/b.json", TestLibrary.loan("emma", to: "anita", status: "lost", lent: "2026-03-01", renewals: ["2026-03-10", "2026-03-20"], lost: "2026-03-25"))
        try library.write("content/loans/c.json", TestLibrary.loan(status: "requested", requested: "2026-05-20"))
        try library.write("content/swaps/s.json", TestLibrary.swap(date: "2026-05-01", status: "accepted", from: "anita", to: "ravi", gives: ["dune"]))
        expectLines(try Self.historyLines(library), [])
    }

    @Test func aBaseThatIsNotARevisionCannotBeChecked() throws {
        let library = try Self.repository([:])
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--base", "origin/nowhere"])
        #expect(output.status == 2)
        #expect(output.stderr == "libgen: --base origin/nowhere: not a git revision of the library's repository (fetch it first, e.g. git fetch origin main)\n")
    }

    @Test func initMakesALibraryThatChecksAndBuildsAtOnce() throws {
        let folder = TemporaryFolder.url("libgen-init")
        let created = try CommandRunner.run(["init", folder.path, "--name", "Maple Street Books", "--sample"])
        #expect(created.status == 0)
        for path in ["content/library.json", "README.md", ".gitignore", ".github/workflows/library.yml", "schemas/loan.schema.json", ".vscode/settings.json",
                     ".github/ISSUE_TEMPLATE/borrow.yml", ".github/ISSUE_TEMPLATE/return.yml", ".github/ISSUE_TEMPLATE/renew.yml",
                     ".github/ISSUE_TEMPLATE/lent-out.yml", ".github/ISSUE_TEMPLATE/config.yml"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        let check = try CommandRunner.run(["check", "--root", folder.path])
        #expect(check.status == 0)
        #expect(check.stdout == "0 errors, 0 warnings — 2 books, 2 members, 0 loans, 0 swaps\n", "samples, but never a loan: it would be history at once")
        #expect(try CommandRunner.run(["build", "--root", folder.path, "--quiet"]).status == 0)
        let again = try CommandRunner.run(["init", folder.path])
        #expect(again.status == 2)
        #expect(again.stderr == "libgen: \(folder.path) already holds a library (content/); nothing was written\n")
        // --root names the folder as the argument does (every command takes --root).
        let other = TemporaryFolder.url("libgen-init")
        #expect(try CommandRunner.run(["init", "--root", other.path, "--quiet"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("content/library.json").path))
        #expect(try CommandRunner.run(["init", folder.path, "--root", other.path]).status == 2, "the folder given twice, differently")
    }

    @Test func initTakesTheLibrarysSettingsAndRefusesToNestALibrary() throws {
        let folder = TemporaryFolder.url("libgen-init")
        let created = try CommandRunner.run(["init", folder.path, "--name", "Maple Street Books", "--blocks", "A", "B", "--timezone", "Asia/Kolkata",
                                             "--language", "hi", "--repo-url", "https://github.com/maple/books", "--quiet"])
        #expect(created.status == 0)
        #expect(created.stdout == "")
        let settings = try String(contentsOf: folder.appendingPathComponent("content/library.json"), encoding: .utf8)
        #expect(settings.hasPrefix("{\n  \"name\": \"Maple Street Books\",\n  \"description\": \"Our shared bookshelf. Members lend their own books to each other; every loan is a small change to this repository.\",\n  \"society\": {\n    \"blocks\": [\n      \"A\",\n      \"B\"\n    ]\n  },\n  \"base_url\": \"https://maple.github.io/books/\",\n  \"repo_url\": \"https://github.com/maple/books\",\n  \"timezone\": \"Asia/Kolkata\",\n  \"language\": \"hi\",\n"))
        #expect(try CommandRunner.run(["check", "--root", folder.path]).stdout == "0 errors, 0 warnings — 0 books, 0 members, 0 loans, 0 swaps\n")
        let nested = folder.appendingPathComponent("content/books/shelf")
        let inside = try CommandRunner.run(["init", nested.path])
        #expect(inside.status == 2)
        #expect(inside.stderr == "libgen: \(nested.path) is inside the library at \(folder.path); a library cannot hold another, so nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: nested.path))
        let badZone = try CommandRunner.run(["init", folder.appendingPathComponent("other").path, "--timezone", "Mars/Olympus"])
        #expect(badZone.status == 2)
        #expect(badZone.stderr.contains("--timezone Mars/Olympus is not an IANA time zone"))
        // Written into the workflow's YAML as `uses:`: OWNER/REPO@REF only.
        let badAction = try CommandRunner.run(["init", folder.appendingPathComponent("other").path, "--action", "x/y@v1\n    run: echo pwned"])
        #expect(badAction.status == 2)
        #expect(badAction.stderr.contains("--action \"x/y@v1\\n    run: echo pwned\" is not OWNER/REPO@REF"), "\(badAction.stderr)")
        let fragment = try CommandRunner.run(["init", folder.appendingPathComponent("other").path, "--base-url", "https://example.org/#x"])
        #expect(fragment.status == 2 && fragment.stderr.contains("--base-url https://example.org/#x has a query or a fragment"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other").path))
        // A user's or organisation's own Pages repository is published at the root.
        var options = LibraryTemplate.Options()
        options.repoURL = "https://github.com/Acme/acme.github.io"
        #expect(options.pagesURL == "https://acme.github.io/")
        options.repoURL = "https://github.com/Acme/books"
        #expect(options.pagesURL == "https://acme.github.io/books/")
    }

    @Test func initIntoAFreshCloneAddsWhatIsMissingAndReadsTheRemote() throws {
        let folder = TemporaryFolder.url("libgen-clone")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let readme = "# maple-books\n\nOur street's shelf.\n"
        try Data(readme.utf8).write(to: folder.appendingPathComponent("README.md"))
        try Data("node_modules/\n/public/".utf8).write(to: folder.appendingPathComponent(".gitignore"))
        let git = GitReader(root: folder)
        try git.run(["init", "--quiet"])
        try git.run(["remote", "add", "origin", "git@github.com:Maple-Street/maple-books.git"])
        let created = try CommandRunner.run(["init", folder.path, "--name", "Maple Street Books"])
        #expect(created.status == 0)
        #expect(created.stdout.hasPrefix("content/library.json\ncontent/pages/about.md\n.gitignore\n.github/workflows/library.yml\n"))
        #expect(!created.stdout.contains("\nREADME.md\n"))
        #expect(created.stdout.contains("Kept what was already there: README.md.\n"))
        #expect(try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8) == readme, "a README is never overwritten")
        let ignore = try String(contentsOf: folder.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore.hasPrefix("node_modules/\n/public/\n\n# Added by libgen init: the built site, its cache, and members' private contact details.\npublic/\n.*.libgen-new-*/\n.*.libgen-old-*/\n.build/\n.libgen/\n/contacts.json\n"))
        #expect(ignore.hasSuffix("reminders.html\n"))
        let settings = try String(contentsOf: folder.appendingPathComponent("content/library.json"), encoding: .utf8)
        #expect(settings.contains("\"base_url\": \"https://maple-street.github.io/maple-books/\",\n  \"repo_url\": \"https://github.com/Maple-Street/maple-books\",\n"))
        #expect(try CommandRunner.run(["check", "--root", folder.path]).stdout == "0 errors, 0 warnings — 0 books, 0 members, 0 loans, 0 swaps\n")
        // The contacts file is ignored by the merged .gitignore.
        try Data("{}".utf8).write(to: folder.appendingPathComponent("contacts.json"))
        #expect((try? git.run(["check-ignore", "-q", "contacts.json"])) != nil)
        // So is the folder a killed build leaves while it publishes.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".public.libgen-new-4242/books"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent(".public.libgen-new-4242/books/index.html"))
        #expect((try? git.run(["check-ignore", "-q", ".public.libgen-new-4242/books/index.html"])) != nil)
    }

    @Test func aRemoteGivesRepoURLOnlyWhenItIsOnGitHubAndNeverItsToken() {
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "git@github.com:maple/books.git\n") == "https://github.com/maple/books")
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "https://github.com/maple/books.git") == "https://github.com/maple/books")
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "https://github.com/maple/books") == "https://github.com/maple/books")
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "ssh://git@github.com/maple/books") == "https://github.com/maple/books")
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "https://x-access-token:ghp_secret123@github.com/maple/books.git") == "https://github.com/maple/books")
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "https://gitlab.com/maple/books.git") == nil)
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "/srv/git/books.git") == nil)
        #expect(LibraryTemplate.gitHubRepository(fromRemote: "https://github.com/maple") == nil)
        #expect(LibraryTemplate.gitignore(adding: LibraryTemplate.gitignore) == nil, "nothing to add twice")
    }

    @Test func theWorkflowChecksRecordsTellsAndPublishes() throws {
        let text = LibraryTemplate.workflow(timeZone: "Asia/Kolkata")
        guard case .mapping(let workflow)? = try Yams.compose(yaml: text) else {
            Issue.record("the workflow is not a YAML mapping")
            return
        }
        let keys = Array(workflow.keys.compactMap(\.string))
        #expect(keys == ["name", "on", "permissions", "jobs"])
        let triggers = workflow["on"]?.mapping.map { Array($0.keys.compactMap(\.string)) }
        #expect(triggers == ["pull_request", "merge_group", "push", "issues", "issue_comment", "schedule", "workflow_dispatch"])
        #expect(text.contains("- cron: \"30 1 * * *\""), "07:00 in Kolkata is 01:30 UTC")
        let jobs = workflow["jobs"]?.mapping
        #expect(jobs.map { Array($0.keys.compactMap(\.string)) } == ["check", "triage", "intake", "after-push", "expire", "daily"])
        // CLI.md v1.3: every job has a time limit.
        for (name, job) in jobs ?? [:] { #expect(job.mapping?["timeout-minutes"]?.int != nil, "\(name.string ?? "") has a time limit") }
        // Pushes to whatever the default branch is called: no branch named in the trigger.
        #expect(text.contains("\n  push:\n  issues:\n"))
        #expect(jobs?["intake"]?.mapping?["needs"]?.string == "triage")
        #expect(jobs?["intake"]?.mapping?["if"]?.string == "needs.triage.outputs.request == 'true'")
        #expect(jobs?["triage"]?.mapping?["concurrency"] == nil, "an ordinary comment never waits in the records' queue")
        for job in ["after-push", "daily"] {
            let publishing = jobs?[job]?.mapping?["concurrency"]?.mapping
            #expect(publishing?["group"]?.string == "library-publish" && publishing?["queue"]?.string == "max"
                    && publishing?["cancel-in-progress"]?.bool == false, "\(job) publishes in order, none dropped")
        }
        let runs = { (job: String) -> [String] in
            jobs?[job]?.mapping?["steps"]?.sequence?.compactMap { $0.mapping?["run"]?.string } ?? []
        }
        #expect(runs("check").first == "libgen check --base \"$BASE\" --format github --overdue off")
        let concurrency = jobs?["intake"]?.mapping?["concurrency"]?.mapping
        #expect(concurrency?["group"]?.string == "library-records" && concurrency?["queue"]?.string == "max"
                && concurrency?["cancel-in-progress"]?.bool == false)
        #expect(runs("intake").first { $0.contains("libgen intake --event \"$GITHUB_EVENT_PATH\" --commit --quiet --reply \"$reply\" --outcome \"$outcome\"") } != nil)
        #expect(runs("after-push").contains { $0.contains("gh issue list --label library-health") })
        // The notices from the cursor (never the event's own `before` alone), each send timed.
        #expect(runs("after-push").contains { $0.contains("send --since \"$cursor\" --ledger \"$state/sent\"") && $0.contains("libgen remind \"$@\" --send --timeout 60") })
        #expect(runs("after-push").contains("libgen build --allow-errors"))
        #expect(runs("daily").contains("libgen check --format github"))
        #expect(runs("daily").contains { $0.contains("if [ \"${DAILY:-}\" = true ]; then send --ledger \"$state/daily\"; fi") })
        #expect(runs("daily").contains("libgen build --allow-errors"))
        #expect(jobs?["daily"]?.mapping?["needs"]?.string == "expire")
        #expect(jobs?["expire"]?.mapping?["concurrency"]?.mapping?["group"]?.string == "library-records", "expire writes the records: in their queue")
        #expect(jobs?["triage"]?.mapping?["permissions"]?.mapping?.isEmpty == true, "triage needs no permission")
        for job in ["check", "intake", "after-push", "expire", "daily"] {
            #expect(jobs?[job]?.mapping?["permissions"]?.mapping != nil, "\(job) lists its permissions")
            let uses = jobs?[job]?.mapping?["steps"]?.sequence?.compactMap { $0.mapping?["uses"]?.string } ?? []
            #expect(uses.contains("libgen/libgen@v1"), "\(job) installs libgen with the action")
            for action in uses where !action.hasPrefix("libgen/") {
                #expect(action.range(of: #"^[\w.-]+/[\w.-]+@[0-9a-f]{40}$"#, options: .regularExpression) != nil, "\(action) is pinned to a commit")
            }
        }
        #expect(!text.contains("upload-artifact"), "nothing is uploaded as an artifact")
        #expect(!text.contains("${{ github.event.issue.title") && !text.contains("${{ github.event.comment.body"), "no event text inside a script")
        #expect(!text.contains("swift build"), "no job builds libgen from source")
        #expect(LibraryTemplate.workflow(action: "maple/libgen@v1.1.0").contains("- uses: maple/libgen@v1.1.0\n"))
    }

    @Test func theDailyRunIsAt0700LocalFromTheZonesSmallestOffset() {
        let november = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(LibraryTemplate.dailyCron(timeZone: "UTC", from: november) == "0 7 * * *")
        #expect(LibraryTemplate.dailyCron(timeZone: "Asia/Kolkata", from: november) == "30 1 * * *")
        #expect(LibraryTemplate.dailyCron(timeZone: "Europe/Berlin", from: november) == "0 6 * * *")
        #expect(LibraryTemplate.dailyCron(timeZone: "America/New_York", from: november) == "0 12 * * *")
        #expect(LibraryTemplate.dailyCron(timeZone: "Pacific/Kiritimati", from: november) == "0 17 * * *")
    }

    @Test func schemasAreJSONAndFollowTheLoadersFields() throws {
        for file in SchemaWriter.files() {
            let object = try JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: Any]
            #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema", "\(file.name)")
        }
        let loan = try JSONSerialization.jsonObject(with: Data(SchemaWriter.files().first { $0.name == "loan.schema.json" }!.text.utf8)) as! [String: Any]
        #expect((loan["properties"] as! [String: Any]).keys.sorted() == Schemas.loan.fields.map(\.name).sorted())
        #expect(loan["required"] as? [String] == ["book", "borrower", "status"])
        let output = try CommandRunner.run(["schema", "--root", FileManager.default.temporaryDirectory.path, "--out", TemporaryFolder.url("libgen-schemas").path])
        #expect(output.status == 0)
        #expect(output.stdout.split(separator: "\n").count == 7)  // six content schemas and contacts.schema.json
    }
}

/// Child processes (git) are read on both pipes at once.
@Suite struct ProcessOutputTests {
    @Test func aChildThatFillsStderrWhileWritingStdoutDoesNotBlock() throws {
        // 1 MB on stderr first, then stdout: reading one pipe after the other would deadlock.
        let result = try ProcessOutput.run("/bin/sh", ["-c", "head -c 1000000 /dev/zero | tr '\\\\0' x >&2; echo done; exit 3"])
        #expect(result.status == 3)
        #expect(result.stdout == Data("done\n".utf8))
        #expect(result.stderr.count == 1_000_000)
    }
}
