import Foundation
import LibGenSupport

/// The library as it was at a git revision (`remind --since`): its `content/` at that revision
/// extracted into a temporary folder with `git archive` and `tar`, then checked like any library
/// as of the given day. The folder is removed before this returns.
package enum RevisionLoader {
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
