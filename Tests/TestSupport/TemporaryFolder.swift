import Foundation
import Synchronization

/// A fresh folder under the system's temporary directory, removed when the test process ends.
/// Folders outlive the test that made them because a library's object may be released before
/// the last use of its path (`library(…).root` in one expression); removing them all at exit
/// leaves nothing behind without that race.
package enum TemporaryFolder {
    private static let made = Mutex<[String]>([])
    private static let registered: Void = {
        atexit {
            for path in TemporaryFolder.made.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
        }
    }()

    /// `…/<prefix>-<UUID>`, not yet created; removed (with anything in it) at exit.
    package static func url(_ prefix: String) -> URL {
        _ = registered
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        made.withLock { $0.append(url.path) }
        return url
    }
}
