#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes with plain system calls: the loader reads 100,000 small
/// files, the publisher and the editors write atomically (temporary file, then rename).
package enum FileIO {
    /// Writes all of `bytes` to `descriptor` (a short write is retried); false on an error, with `errno` set.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// A folder's entries (without `.` and `..`), sorted by name, with their file type as
    /// `readdir` reports it — `S_IFDIR`, `S_IFREG`, `S_IFLNK`, 0 for another kind, nil where
    /// the file system does not say (ask `lstat`); nil when the folder cannot be opened.
    package static func entries(of directory: String) -> [(name: String, type: mode_t?)]? {
        entries(of: directory) { name, type, _ in (name: name, type: type) }?.sorted { $0.name < $1.name }
    }

    /// The same, with each entry's inode number as `readdir` reports it (`d_ino`; for a folder
    /// on which another file system is mounted, the covered folder's).
    package static func entriesWithInodes(of directory: String) -> [(name: String, type: mode_t?, inode: UInt64)]? {
        entries(of: directory) { name, type, inode in (name: name, type: type, inode: inode) }?.sorted { $0.name < $1.name }
    }

    private static func entries<Entry>(of directory: String, _ make: (String, mode_t?, UInt64) -> Entry) -> [Entry]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var result = [Entry]()
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let type: mode_t?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = S_IFDIR
            case Int32(DT_REG): type = S_IFREG
            case Int32(DT_LNK): type = S_IFLNK
            case Int32(DT_UNKNOWN): type = nil
            default: type = 0
            }
            result.append(make(name, type, UInt64(entry.pointee.d_ino)))
        }
        return result
    }

    /// A whole file with one open, fstat and read: far cheaper than Foundation's `Data` path for 100,000 small files.
    /// A regular file's read that returns fewer bytes than asked has reached the end (POSIX: a
    /// regular file gives less only at its end), so it takes no second read to learn that:
    /// one system call fewer for each of a library's 112,000 files. A file that grew since
    /// `fstat` fills the buffer, and is read on to its end; anything else is read until a read gives 0.
    /// Opened without waiting (`O_NONBLOCK`): a named pipe with no writer would hold `open`
    /// for ever. A pipe is then read waiting as usual (`--contacts <(…)`); a regular file is
    /// not affected.
    package static func readBytes(_ path: String) -> [UInt8]? {
        readBytes(opened: open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK))
    }

    /// The same for `name` in the folder open as `folder` (`openat`: the kernel looks up one
    /// name, not every folder of the path from the root again).
    package static func readBytes(in folder: Int32, _ name: String) -> [UInt8]? {
        readBytes(opened: openat(folder, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK))
    }

    /// `readBytes(in:_:)` for a file its folder's listing said is a regular file (or a link to
    /// one): its size is not asked first, and a read shorter than asked is its end, as for any
    /// regular file. One system call fewer for each of a library's 112,000 files (`fstat` was
    /// 2 % of a cold build). A file that has become a named pipe since is read without waiting.
    package static func readListedBytes(in folder: Int32, _ name: String) -> [UInt8]? {
        let descriptor = openat(folder, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let chunk = 16_384
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk) { buffer -> [UInt8]? in
            var bytes = [UInt8]()
            while true {
                let got = read(descriptor, buffer.baseAddress!, chunk)
                if got < 0 { return nil }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<got]))
                if got < chunk { return bytes }
            }
        }
    }

    /// A file's first `count` bytes (fewer for a shorter file); nil when it cannot be opened or
    /// read, with `errno` set.
    package static func head(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, count) }
        guard got >= 0 else { return nil }
        return Array(bytes.prefix(got))
    }

    /// The most read from a file that is not a regular file (a pipe, a device): 16 MiB.
    package static let streamLimit = 16 << 20

    /// The whole file open as `descriptor` (closed here); nil for -1, errno set.
    private static func readBytes(opened descriptor: Int32) -> [UInt8]? {
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let regular = info.st_mode & S_IFMT == S_IFREG
        if !regular { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        var capacity = max(Int(info.st_size), 0) + 1
        var bytes = [UInt8]()
        var count = 0
        while true {
            if bytes.count < capacity { bytes.append(contentsOf: repeatElement(0, count: capacity - bytes.count)) }
            let asked = capacity - count
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, asked) }
            if got < 0 { return nil }
            if got == 0 { break }
            count += got
            if regular && got < asked { break }
            // A device or pipe that never ends (`--contacts /dev/zero`) is refused, not read until memory runs out.
            if !regular && count >= Self.streamLimit {
                errno = EFBIG
                return nil
            }
            if count == capacity { capacity *= 2 }
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, synced,
    /// then renamed over the target. A failure leaves the target as it was and no temporary
    /// file behind; the error names the path and the system's reason. `sync: false` skips the
    /// fsync, for files whose loss costs only time (the parse cache checks itself on reading).
    package static func atomicWrite(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(FileIOError) {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder)/.\(name).libgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileIOError(path: temporary, action: "create", errno: errno) }
        guard bytes.withUnsafeBytes({ writeAll(descriptor, $0) }) else {
            let code = errno
            close(descriptor)
            unlink(temporary)
            throw FileIOError(path: path, action: "write", errno: code)
        }
        if sync { fsync(descriptor) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileIOError(path: path, action: "replace", errno: code)
        }
    }
}

/// A system call on a file failed.
package struct FileIOError: Error, CustomStringConvertible {
    var path: String
    var action: String
    var reason: String

    init(path: String, action: String, errno code: Int32) {
        self.path = path
        self.action = action
        reason = String(cString: strerror(code))
    }

    package var description: String { "\(path): cannot \(action): \(reason)" }
}

extension Array where Element == UInt8 {
    /// Removes a leading UTF-8 byte-order mark; true when there was one. The loader, the
    /// editors and the edit check all read files through this, so they agree on the text.
    @discardableResult
    package mutating func dropUTF8BOM() -> Bool {
        guard starts(with: [0xEF, 0xBB, 0xBF]) else { return false }
        removeFirst(3)
        return true
    }
}

extension FileIO {
    /// The order of two byte strings (git's order of paths, and the file list's): negative, zero
    /// or positive, compared with memcmp.
    package static func byteOrder(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let common = Swift.min(a.count, b.count)
        let order = common == 0 ? 0 : Int(memcmp(a.baseAddress!, b.baseAddress!, common))
        return order != 0 ? order : a.count - b.count
    }
}

extension String {
    /// Whether this string's UTF-8 bytes come before `other`'s (`FileIO.byteOrder`).
    /// `utf8.lexicographicallyPrecedes` walks the bytes one at a time through the view's index,
    /// and sorting 112,000 paths with it was 11 ms.
    package func utf8Precedes(_ other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in FileIO.byteOrder(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) < 0 }
        }
        if let fast = fast ?? nil { return fast }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}

/// The folders a check reads files in, each opened once, so that reading a file looks up only
/// its name: a library's 112,000 files lie in a few dozen folders, and opening each by its whole
/// path walked six to eight folders in the kernel (`link_path_walk`, 2.6 % of a cold check's
/// samples). Closed when the last reader lets go of it (readers on other threads hold it).
package final class FolderHandles: Sendable {
    private let root: String
    private let handles: [String: Int32]

    /// Opens each folder (relative to `root`, `/`-separated); a folder that cannot be opened is
    /// left out, and its files are read by their whole path.
    package init(root: String, folders: some Sequence<String>) {
        self.root = root
        var handles = [String: Int32]()
        for folder in folders where handles[folder] == nil {
            let descriptor = open(root + "/" + folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 { handles[folder] = descriptor }
        }
        self.handles = handles
    }

    /// `FileIO.readBytes` of the file at `path` (relative to the root), a file the folder's
    /// listing found (`FileIO.readListedBytes`).
    package func readBytes(_ path: String) -> [UInt8]? {
        if let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), let folder = handles[String(path[..<slash])] {
            return FileIO.readListedBytes(in: folder, String(path[path.utf8.index(after: slash)...]))
        }
        return FileIO.readBytes(root + "/" + path)
    }

    deinit { for descriptor in handles.values { close(descriptor) } }
}
