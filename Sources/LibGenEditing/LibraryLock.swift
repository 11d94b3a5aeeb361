import Foundation
import Synchronization

/// The library's lock (CLI.md v1.3, "Editing commands"): an edit holds it from the moment it
/// reads the library until its files are written (and committed), so that of two edits at once
/// the second is judged on the first's result — two loans of one copy never both win. It is an
/// advisory lock (`flock`) on the library folder itself: every libgen edit, `intake` included,
/// takes it, and it is let go when the process ends however it ends.
package final class LibraryLock {
    private let descriptor: Int32
    private let path: String

    /// The folders this process holds the lock of: an edit's own write under it does not wait for itself.
    private static let held = Mutex<Set<String>>([])

    /// Takes the lock of the library at `root`, waiting while another edit holds it, at most
    /// `timeout` seconds (then `EditError.io`, nothing read or written).
    package static func acquire(_ root: URL, timeout: Double = 300) throws -> LibraryLock {
        let path = key(root)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw EditError.io("\(root.path): cannot open the library folder") }
        let deadline = Date().addingTimeInterval(timeout)
        var told = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(descriptor)
                throw EditError.io("\(root.path): another edit has held the library's lock for \(Int(timeout)) s; nothing was changed: run the edit again when it is done")
            }
            if !told {
                FileHandle.standardError.write(Data("libgen: waiting for another edit of this library to finish …\n".utf8))
                told = true
            }
            usleep(20_000)
        }
        held.withLock { _ = $0.insert(path) }
        return LibraryLock(descriptor: descriptor, path: path)
    }

    /// Does this process hold the lock of the library at `root`?
    package static func isHeld(_ root: URL) -> Bool { held.withLock { $0.contains(key(root)) } }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        Self.held.withLock { _ = $0.remove(path) }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func key(_ root: URL) -> String { root.standardizedFileURL.resolvingSymlinksInPath().path }
}
