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

    /// The library at `revision`, made from `current` (what a check of the working tree parsed)
    /// with only the files the change touched read at the revision (`git diff --name-only`, the
    /// untracked files, one `git cat-file --batch`): a change of one file costs about a warm
    /// `check` (CLI.md `remind --since`), not a read of the whole old tree. Resolved as `check`
    /// resolves it (the replay patched from `currentResult`'s where only a few records differ),
    /// without the rules: only its answers are asked (the contacts are today's: they are not in
    /// the repository).
    package static func state(root: URL, revision: String, asOf: Day, current: ParsedContent, currentResult: CheckResult? = nil,
                              changes: Changes? = nil, option: String = "--since") throws -> CheckResult {
        let git = GitReader(root: root)
        let (tracked, untrackedListed) = try (changes ?? readChanges(root: root, revision: revision, option: option)).wait().get()
        // Untracked: a file listed in the working tree that git's index does not know.
        let untracked = current.content.files.map(\.path).filter { !untrackedListed.contains($0) }
            + current.content.contentFiles.map { "content/" + $0 }.filter { !untrackedListed.contains($0) }
        let changed = tracked + untracked
        guard changed.count <= changedLimit else { return try check(root: root, revision: revision, asOf: asOf, option: option) }
        if changed.isEmpty, let currentResult { return currentResult }
        let old = try git.contents(of: changed, at: revision)
        guard old[LibrarySettings.path] != .some(nil) else {
            throw GitReader.Failure.git("\(option) \(revision): the library had no \(LibrarySettings.path) at that revision")
        }
        var content = current.content
        var known = current.decoded
        for path in changed {
            known[path] = nil
            let index = content.position(of: path)
            let listed = index < content.files.count && content.files[index].path == path
            guard let data = old[path] ?? nil else {
                // Not there at the revision: a record added since, or another file (a cover).
                if listed { content.files.remove(at: index) } else { content.contentFiles.remove(String(path.dropFirst("content/".count))) }
                continue
            }
            var bytes = [UInt8](data)
            var problem: Diagnostic?
            let text = ContentLoader.text(of: &bytes, relative: path, problem: &problem)
            if listed {
                content.files[index].text = text
            } else if let file = SourceFile.record(at: path, text: text) {
                content.files.insert(file, at: index)
            } else if path.hasPrefix("content/") {
                content.contentFiles.insert(String(path.dropFirst("content/".count)))
            }
        }
        // Only records rewritten (no file added or removed): their revision's parses patched into
        // the working tree's library, whose other records stay the same objects, so the replay
        // is patched too (`Ledger(_:after:)`); otherwise the library made again from the parses.
        var library: Library
        if let patched = current.patching(content, changed: changed, root: root.path)?.library {
            library = patched
        } else {
            library = try RecordParser().parse(content, known: known).0
        }
        if let currentResult { library.contacts = currentResult.library.contacts }
        return LibraryChecker(root: root, asOf: asOf).resolve(library, after: currentResult)
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
