import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import LibGenCore
import LibGenSite

/// Notices changes under `content/` and `templates/`: through Linux's inotify where it
/// is available (a change is seen within milliseconds, however large the library), else
/// by comparing each file's size and modification time on every poll.
struct ContentWatcher: Sendable {
    let root: URL
    static let folders = ["content", "templates"]

    init(root: URL) { self.root = root }

    /// The paths (relative to the root) that changed, a batch at a time, until the task is cancelled.
    func changes(pollInterval: Duration = .milliseconds(250)) -> AsyncStream<[String]> {
        #if canImport(Glibc)
        if let stream = inotifyChanges() { return stream }
        #endif
        // Taken now, so a change made from this moment on is seen.
        let first = fingerprint()
        return AsyncStream { continuation in
            let task = Task {
                var last = first
                while !Task.isCancelled {
                    try? await Task.sleep(for: pollInterval)
                    let now = fingerprint()
                    guard now != last else { continue }
                    let changed = Set(now.keys).symmetricDifference(last.keys).union(now.keys.filter { last[$0] != nil && last[$0] != now[$0] })
                    last = now
                    continuation.yield(changed.sorted())
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A fingerprint of every file under the watched folders (path, size, mtime).
    func fingerprint() -> [String: String] {
        var result = [String: String]()
        let fm = FileManager.default
        for folder in Self.folders {
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

    #if canImport(Glibc)
    /// inotify on every folder under `content/` and `templates/` (and on the root, to see them
    /// appear). Written against the system call directly: no package in reach wraps inotify
    /// without pulling in a server framework. Events close together are one batch, so an
    /// editor's write-then-rename is one change: the batch ends 2 ms after its last event when
    /// every file written in it was closed (a save is done), else 20 ms after (a file still being
    /// written is not read half-way). A batch that ends too soon costs one more rebuild, never a
    /// wrong site: the rebuild for the rest follows, and only the latest swaps its site in.
    private func inotifyChanges() -> AsyncStream<[String]>? {
        let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_MODIFY)
        let watches = WatchTable()
        @Sendable func watch(_ relative: String) {
            let path = relative.isEmpty ? root.path : root.path + "/" + relative
            let wd = inotify_add_watch(fd, path, mask)
            if wd >= 0 { watches.set(wd, relative) }
        }
        @Sendable func watchTree(_ relative: String) {
            watch(relative)
            let base = root.path + "/" + relative
            guard let enumerator = FileManager.default.enumerator(atPath: base) else { return }
            while let sub = enumerator.nextObject() as? String {
                var info = stat()
                if stat(base + "/" + sub, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { watch(relative + "/" + sub) }
            }
        }
        watch("")
        for folder in Self.folders { watchTree(folder) }
        return AsyncStream { continuation in
            let running = Flag()
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                var pending = Set<String>()
                // Files of the batch opened for writing (or made) and not closed yet.
                var writing = Set<String>()
                // The root folder itself was removed or moved away (a library cloned again in its
                // place is a new folder): looked for on every quiet poll, and watched again once back.
                var rootGone = false
                while running.isSet {
                    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&poller, 1, pending.isEmpty ? 200 : writing.isEmpty ? 2 : 20)
                    if ready <= 0 {
                        if rootGone {
                            var info = stat()
                            if stat(root.path + "/content/library.json", &info) == 0 {
                                rootGone = false
                                watch("")
                                for folder in Self.folders { watchTree(folder) }
                                // Everything may have changed: the next rebuild walks and reads it all.
                                pending.insert("content")
                            }
                        }
                        if !pending.isEmpty { continuation.yield(pending.sorted()); pending.removeAll(); writing.removeAll() }
                        continue
                    }
                    let count = read(fd, &buffer, buffer.count)
                    guard count > 0 else { continue }
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let (wd, eventMask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                            return (event.wd, event.mask, Int(event.len))
                        }
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = buffer[nameStart..<min(count, nameStart + length)].prefix { $0 != 0 }
                        let name = String(decoding: nameBytes, as: UTF8.self)
                        offset = nameStart + length
                        if eventMask & UInt32(IN_Q_OVERFLOW) != 0 {
                            // Events were lost: a change to the folders themselves makes the next rebuild walk everything.
                            pending.insert("content")
                            continue
                        }
                        guard let folder = watches.get(wd) else { continue }
                        if folder.isEmpty, eventMask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
                            rootGone = true
                            continue
                        }
                        let relative = folder.isEmpty ? name : name.isEmpty ? folder : folder + "/" + name
                        guard Self.folders.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) else { continue }
                        // A folder that came or went is a change too: its files came or went with it
                        // (those written before its watch was added send no event of their own).
                        if eventMask & UInt32(IN_ISDIR) != 0, eventMask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { watchTree(relative) }
                        if !name.isEmpty { pending.insert(relative) }
                        if eventMask & UInt32(IN_ISDIR) == 0, eventMask & UInt32(IN_MODIFY | IN_CREATE) != 0 { writing.insert(relative) }
                        if eventMask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 { writing.remove(relative) }
                    }
                }
                close(fd)
                continuation.finish()
            }
            continuation.onTermination = { _ in running.clear() }
            thread.start()
        }
    }

    /// Watch descriptors to folders, shared with the reading thread.
    private final class WatchTable: Sendable {
        private let folders = Mutex<[Int32: String]>([:])
        func set(_ wd: Int32, _ folder: String) { folders.withLock { $0[wd] = folder } }
        func get(_ wd: Int32) -> String? { folders.withLock { $0[wd] } }
    }

    private final class Flag: Sendable {
        private let value = Atomic(true)
        var isSet: Bool { value.load(ordering: .acquiring) }
        func clear() { value.store(false, ordering: .releasing) }
    }
    #endif
}
