import Foundation

/// A fresh folder under the system's temporary directory, removed when the test process ends.
/// Folders outlive the test that made them because a library's object may be released before
/// the last use of its path (`library(…).root` in one expression); removing them all at exit
/// leaves nothing behind without that race.
///
/// Every folder of one test process sits in `libgen-tests-<pid>/`, removed whole at exit. A
/// process that never reaches exit (killed, or its output pipe closed under it) leaves that one
/// folder; the next test process removes every `libgen-tests-<pid>` whose process is gone.
package enum TemporaryFolder {
    private static let parentPrefix = "libgen-tests-"

    /// This process's folder, created (and stale ones swept) on first use; a static's first use
    /// runs once however many tests ask at the same time.
    private static let parent: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(parentPrefix) {
            guard let pid = Int32(name.dropFirst(parentPrefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? fm.removeItem(at: temporary.appendingPathComponent(name))
        }
        let url = temporary.appendingPathComponent(parentPrefix + String(getpid()))
        try? fm.createDirectory(at: url, withIntermediateDirectories: true)
        atexit {
            try? FileManager.default.removeItem(at: TemporaryFolder.parent)
        }
        return url
    }()

    /// `…/libgen-tests-<pid>/<prefix>-<UUID>`, not yet created; removed (with anything in it) at exit.
    package static func url(_ prefix: String) -> URL {
        parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }
}
