import Foundation
import Testing
@testable import LibGenSupport
@testable import TestSupport

/// `check --base` guards the queue's order, the issue a record answers, and who may act for
/// others (CLI.md and FORMAT.md v1.3: `history.rewritten`, `history.access`).
@Suite struct HistoryGuardsTests {
    static func repository() throws -> TestLibrary {
        let library = try TestLibrary([
            "content/library.json": #"{"name": "Test Circle", "librarians": ["anita"], "privacy": {"show_borrowers": false}}"#,
            "content/members/meera.json": TestLibrary.member("Meera Rao", joined: "2025-01-01", extra: "\"github\": \"meerarao\""),
            "content/loans/a.json": #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-05-01", "requested_time": "10:15", "issue": 12}"#,
        ])
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "start"]] {
            let output = try ProcessOutput.run("/usr/bin/env", ["git", "-C", library.root.path, "-c", "user.name=L", "-c", "user.email=l@example.org"] + arguments)
            #expect(output.status == 0)
        }
        return library
    }

    static func check(_ library: TestLibrary) throws -> [String] {
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--base", "HEAD", "--as-of", "2026-05-02"])
        return output.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[history.") }
    }

    @Test func theQueuesOrderAndTheIssueAreHistory() throws {
        let library = try Self.repository()
        defer { try? FileManager.default.removeItem(at: library.root) }
        // The same time written with its seconds is no rewrite.
        try library.write("content/loans/a.json", #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-05-01", "requested_time": "10:15:00", "issue": 12}"#)
        #expect(try Self.check(library) == [])
        try library.write("content/loans/a.json", #"{"book": "dune", "borrower": "meera", "status": "requested", "requested": "2026-05-01", "requested_time": "06:00:00", "issue": 99}"#)
        let rewritten = try Self.check(library)
        #expect(rewritten == [
            "content/loans/a.json:1:1: error: `requested_time` was 10:15 at HEAD and is changed to 06:00:00; history is not rewritten: restore it (a correction needs a maintainer's review) [history.rewritten]",
            "content/loans/a.json:1:128: error: `issue` was 12 at HEAD and is changed to 99; history is not rewritten: restore it (a correction needs a maintainer's review) [history.rewritten]",
        ], "\(rewritten)")
    }

    @Test func whoMayActForOthersIsFlaggedForAReviewer() throws {
        let library = try Self.repository()
        defer { try? FileManager.default.removeItem(at: library.root) }
        try library.write("content/members/meera.json", TestLibrary.member("Meera Rao", joined: "2025-01-01", extra: "\"github\": \"someone-else\""))
        try library.write("content/members/ravi.json", TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"github\": \"ravi-i\""))
        try library.write("content/library.json", #"{"name": "Test Circle", "librarians": ["anita", "ravi"], "privacy": {"show_borrowers": true}}"#)
        let output = try CommandRunner.run(["check", "--root", library.root.path, "--base", "HEAD", "--as-of", "2026-05-02"])
        #expect(output.status == 0, "warnings only: \(output.stdout)")
        let access = try Self.check(library)
        #expect(access == [
            "content/library.json:1:39: warning: `librarians` changed since HEAD: Ravi Iyer may now act for every member; a reviewer should confirm the librarians agreed [history.access]",
            "content/library.json:1:58: warning: `privacy` changed since HEAD: it decides what the public site and the repository may show of members; a reviewer should confirm the librarians agreed [history.access]",
            "content/members/meera.json:4:13: warning: Meera Rao's login changed from `meerarao` to `someone-else` since HEAD: whoever uses it on the forge acts as Meera Rao in requests and comment commands; a reviewer should confirm it is theirs [history.access]",
            "content/members/ravi.json:4:13: warning: the login `ravi-i` was given to Ravi Iyer since HEAD: whoever uses it on the forge acts as Ravi Iyer, a librarian, in requests and comment commands; a reviewer should confirm it is theirs [history.access]",
        ], "\(access)")
    }
}
