import Foundation

/// Notices changes under `content/` and `templates/` by comparing each file's
/// size and modification time on every poll. Polling works on every file system and
/// needs no platform API; at the example's size a scan takes well under a millisecond.
public struct ContentWatcher: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// A fingerprint of every file under the watched folders (path, size, mtime).
    public func fingerprint() -> [String: String] {
        var result = [String: String]()
        let fm = FileManager.default
        for folder in ["content", "templates"] {
            let base = root.appendingPathComponent(folder).path
            guard let enumerator = fm.enumerator(atPath: base) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = base + "/" + relative
                var info = stat()
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                result[folder + "/" + relative] = "\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            }
        }
        return result
    }
}
