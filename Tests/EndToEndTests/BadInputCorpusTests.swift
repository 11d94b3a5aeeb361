@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport
import Foundation
import Testing

/// The bad-input corpus (Tests/Fixtures/bad-input, one library per case): every
/// case ends in a clear diagnostic (exit 1), a refusal (exit 2) or a clean
/// check, within seconds, never a crash. Expected output is a golden file per
/// case (`expected.txt`, re-recorded with LIBGEN_RECORD=1).
@Suite struct BadInputCorpusTests {
    static let corpus = Golden.directory.appendingPathComponent("bad-input")
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    static func transcript(_ root: URL, arguments: [String], environment: [String: String] = [:]) throws -> (String, TimeInterval) {
        let started = Date()
        let output = try CommandRunner.run(arguments + ["--root", root.path], environment: environment)
        let elapsed = Date().timeIntervalSince(started)
        let text = "exit \(output.status)\n--- stdout\n\(output.stdout)--- stderr\n\(output.stderr)"
        return (text.replacingOccurrences(of: root.path, with: "<root>"), elapsed)
    }

    @Test(arguments: cases)
    func eachCaseEndsInAClearDiagnosticOrRefusal(name: String) throws {
        let root = Self.corpus.appendingPathComponent(name)
        // The parse cache and the site's fingerprints go to a temporary folder, not into the corpus.
        let cache = ["LIBGEN_CACHE": TemporaryFolder.url("libgen-bad-cache").path]
        let (check, seconds) = try Self.transcript(root, arguments: ["check", "--as-of", "2026-06-01"], environment: cache)
        #expect(seconds < 10, "\(name) took \(seconds) s")
        #expect(!check.contains("Fatal error") && !check.contains("Stack dump") && !check.hasPrefix("exit 13"), "\(name) crashed")
        let (build, _) = try Self.transcript(root, arguments: ["build", "--as-of", "2026-06-01", "--out", TemporaryFolder.url("libgen-bad").path],
                                             environment: cache)
        #expect(build.hasPrefix("exit 0") || build.hasPrefix("exit 1") || build.hasPrefix("exit 2"), "\(name): build \(build.prefix(80))")
        let mismatch = Golden.mismatch(check, "bad-input/\(name)/expected.txt")
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func aFiveMegabyteTitleIsOneFieldValueErrorInBoundedTime() throws {
        let library = try TestLibrary(["content/books/huge.md": "---\ntitle: \"\(String(repeating: "Long title ", count: 480_000))\"\nauthor: A\nowner: anita\nadded: 2025-01-01\n---\n"])
        let started = Date()
        let check = try CommandRunner.run(["check", "--root", library.root.path, "--as-of", "2026-06-01"])
        #expect(check.status == 1)
        #expect(check.stdout == "content/books/huge.md:2:8: error: `title` is 5280000 characters long; at most 300 are allowed, so shorten it [field.value]\n1 error, 0 warnings — 2 books, 2 members, 0 loans, 0 swaps\n")
        let build = try CommandRunner.run(["build", "--root", library.root.path, "--as-of", "2026-06-01", "--quiet"])
        #expect(build.status == 1)
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
