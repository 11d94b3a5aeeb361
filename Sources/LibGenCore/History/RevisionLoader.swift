import Foundation
import LibGenSupport

/// The library as it was at a git revision (`remind --since`): its `content/` at that revision
/// extracted into a temporary folder with `git archive` and `tar`, then checked like any library
/// as of the given day. The folder is removed before this returns.
package enum RevisionLoader {
    /// More changed files than this and the revision is read whole (one `git archive`): a small
    /// change is read file by file, a large one in one go.
    static let changedLimit = 2_000

    /// What changed since the revision as git sees it — the tracked files that differ (`git diff
    /// --name-only REV`) and every path in git's index under `content/` — read on a thread of its
    /// own while the working tree is checked (`readChanges`).
    package typealias Changes = Background<Result<(changed: [String], indexed: Set<String>), Error>>

    /// Starts reading the changes since `revision` (the revision verified first).
    package static func readChanges(root: URL, revision: String, option: String = "--since") -> Changes {
        Background.onOwnThread {
            Result {
                let git = GitReader(root: root)
                try git.verify(revision, option: option)
                let indexed = try git.indexed(in: ["content"])
                return (try git.changes(since: revision, in: ["content"]).map(\.path), Set(indexed))
            }
        }
    }

    /// The library at `revision`, made from `current` (the working tree's check) with only the
    /// files the change touched read at the revision (`git diff --name-only`, the index for
    /// untracked files, one `git cat-file --batch`): a change of one file costs about a warm
    /// `check` (CLI.md `remind --since`), not a read of the whole old tree. Each touched record
    /// file's record is taken out of the library and its revision's record (if it had one) put
    /// in; every other record stays the same object, so the replay is patched where only a few
    /// records differ (`Ledger(_:after:)`). Resolved as `check` resolves it, without the rules:
    /// only its answers are asked (the contacts are today's: they are not in the repository).
    package static func state(root: URL, revision: String, asOf: Day, current: CheckResult,
                              changes: Changes? = nil, option: String = "--since") throws -> CheckResult {
        let git = GitReader(root: root)
        let (tracked, indexed) = try (changes ?? readChanges(root: root, revision: revision, option: option)).wait().get()
        var library = current.library
        // Untracked: a record file of the working tree that git's index does not know.
        let files = library.members.map(\.file) + library.books.map(\.file) + library.loans.map(\.file) + library.swaps.map(\.file)
        let changed = Array(Set(tracked + files.filter { !indexed.contains($0) })).sorted()
        guard changed.count <= changedLimit else { return try check(root: root, revision: revision, asOf: asOf, option: option) }
        if changed.isEmpty { return current }
        let old = try git.contents(of: changed, at: revision)
        guard old[LibrarySettings.path] != .some(nil) else {
            throw GitReader.Failure.git("\(option) \(revision): the library had no \(LibrarySettings.path) at that revision")
        }
        let touched = Set(changed)
        library.members.removeAll { touched.contains($0.file) }
        library.books.removeAll { touched.contains($0.file) }
        library.loans.removeAll { touched.contains($0.file) }
        library.swaps.removeAll { touched.contains($0.file) }
        for path in changed {
            guard let data = old[path] ?? nil else { continue }
            let file: SourceFile
            if path == LibrarySettings.path {
                file = SourceFile(kind: .library, path: path, id: "library")
            } else if let record = SourceFile.record(at: path, text: nil) {
                file = record
            } else {
                continue  // a cover or another file: no record
            }
            var bytes = [UInt8](data)
            var problem: Diagnostic?
            var withText = file
            withText.text = ContentLoader.text(of: &bytes, relative: path, problem: &problem)
            guard case .success(let decoded) = RecordParser.read(root: root.path, withText) else { continue }
            switch decoded.record {
            case .library(let settings)?: library.settings = settings
            case .member(let member)?: library.members.append(member)
            case .book(let book)?: library.books.append(book)
            case .loan(let loan)?: library.loans.append(loan)
            case .swap(let swap)?: library.swaps.append(swap)
            case .page?, nil: break
            }
        }
        library.reindex()
        return LibraryChecker(root: root, asOf: asOf).resolve(library, after: current)
    }

    package static func check(root: URL, revision: String, asOf: Day, option: String = "--since") throws -> CheckResult {
        let git = GitReader(root: root)
        try git.verify(revision, option: option)
        let prefix = String(decoding: try git.run(["rev-parse", "--show-prefix"]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("libgen-revision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = folder.appendingPathComponent("content.tar")
        do {
            // From the repository's top folder: git archives no tree path from a folder below it
            // ("current working directory is untracked"), where a library may live.
            let top = String(decoding: try git.run(["rev-parse", "--show-toplevel"]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let tar = try GitReader(root: URL(fileURLWithPath: top)).run(["archive", "--format=tar", "--prefix=content/", "\(revision):\(prefix)content"])
            try tar.write(to: archive)
        } catch let failure as GitReader.Failure {
            throw GitReader.Failure.git("\(option) \(revision): the library had no content/ folder at that revision (\(failure.description))")
        }
        let extracted = try ProcessOutput.run("/usr/bin/env", ["tar", "-xf", archive.path, "-C", folder.path])
        guard extracted.status == 0 else {
            throw GitReader.Failure.git("\(option) \(revision): cannot unpack content/ at that revision: " + String(decoding: extracted.stderr, as: UTF8.self))
        }
        // The revision's files are parsed without the cache: saving it would keep only the
        // revision's entries and make the next run of the working tree parse everything again.
        var checker = LibraryChecker(root: folder, asOf: asOf)
        checker.cacheFolder = nil
        return try checker.check()
    }
}
