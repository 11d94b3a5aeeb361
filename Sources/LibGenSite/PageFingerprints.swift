import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenCore
import LibGenSupport

/// What the previous build of a site rendered: for each page, the fingerprint of its model
/// (`ModelDigests`) and the file it became. A build renders a
/// page again only when its fingerprint changed or its file is no longer the one written;
/// otherwise the previous file is kept (hard-linked by the publisher).
///
/// The fingerprints are the dependency map: a page's model is assembled from the resolved state
/// as for a full build, so a loan returned, a title, an owner's name, a setting or a string of the
/// theme changes the fingerprint of exactly the pages that show it. The store lives
/// in the parse cache's folder, one per output folder, salted with the binary's identity and
/// checked by a SHA-1 like the parse cache; anything wrong with it means a full render.
struct PageFingerprints {
    struct Entry: Equatable {
        var digest: [UInt8]
        /// The output file as written: a file changed or replaced since is rendered again.
        var size: Int
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    static let magic: [UInt8] = Array("LIBGEN-SITE-FINGERPRINTS-1".utf8)

    let store: URL
    let output: URL
    let identity: String
    /// The previous build's entries (empty when there are none or the store is not usable).
    let previous: [String: Entry]

    init(cacheFolder: URL, output: URL, identity: String = ParseCache.binaryIdentity) {
        let resolved = Publisher.resolved(output)
        store = cacheFolder.appendingPathComponent("site-\(Self.name(of: resolved)).bin")
        self.output = output
        self.identity = identity
        previous = Self.read(FileIO.readBytes(store.path) ?? [], identity: identity, output: resolved) ?? [:]
    }

    /// The name of an output folder's files in the cache folder.
    private static func name(of resolvedOutput: String) -> String {
        ContentDigest.sha1(Array(resolvedOutput.utf8)).prefix(8).map { String(format: "%02x", $0) }.joined()
    }

    /// Builds of one output folder with the cache take turns: an exclusive lock (`flock`) on a file
    /// next to its fingerprints, held until the build returns (the descriptor returned; closing it
    /// lets the next build go). So the spare listed while the library is checked is still what
    /// the build claims: no other build can claim it, stage in it and give it back meanwhile. Nil
    /// when the lock cannot be had (a read-only cache folder): then nothing is listed early.
    static func lock(cacheFolder: URL, output: URL) -> Int32? {
        try? FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let path = cacheFolder.appendingPathComponent("site-\(name(of: Publisher.resolved(output))).lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Where the publisher keeps the site a build replaced, to stage the next one in.
    var spare: URL { store.deletingPathExtension().appendingPathExtension("spare") }

    /// Where this site's search filings are kept between builds (`StoredFilings`).
    var filings: URL { store.deletingPathExtension().appendingPathExtension("search") }

    /// The file at `path` in the output folder as it is now, if it is a regular file.
    static func file(_ path: String, in output: URL) -> (size: Int, seconds: Int, nanoseconds: Int, inode: UInt64)? {
        var info = stat()
        guard stat(output.path + "/" + path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), UInt64(info.st_ino))
    }

    /// Is the previous build's file for `path` still there, as written, with this fingerprint?
    func unchanged(_ path: String, digest: [UInt8]) -> Bool {
        guard let entry = previous[path], entry.digest == digest, let file = Self.file(path, in: output) else { return false }
        return file.size == entry.size && file.seconds == entry.seconds && file.nanoseconds == entry.nanoseconds && file.inode == entry.inode
    }

    /// Records this build's pages (their files as the output now holds them). A store that
    /// cannot be written only costs the next build its shortcut.
    ///
    /// A page kept (`kept`) is the very file the last build recorded, checked unchanged
    /// (`unchanged`) and linked into the new site: its entry is taken back rather than asked of the
    /// disk again. Should the file be changed since, its times differ from the entry's and the next
    /// build renders it again, as for any file changed after a build.
    func save(_ digests: [(path: String, digest: [UInt8], kept: Bool)]) {
        var writer = CacheWriter(sealedAs: Self.magic, identity: identity, capacity: digests.count * 80)
        writer.string(Publisher.resolved(output))
        var entries = [(String, Entry)]()
        entries.reserveCapacity(digests.count)
        for (path, digest, kept) in digests {
            if kept, let entry = previous[path], entry.digest == digest {
                entries.append((path, entry))
                continue
            }
            guard let file = Self.file(path, in: output) else { continue }
            entries.append((path, Entry(digest: digest, size: file.size, seconds: file.seconds, nanoseconds: file.nanoseconds, inode: file.inode)))
        }
        writer.varint(entries.count)
        for (path, entry) in entries {
            writer.string(path)
            writer.bytes += entry.digest
            writer.varint(entry.size)
            writer.signed(entry.seconds)
            writer.varint(entry.nanoseconds)
            writer.varint(Int(truncatingIfNeeded: entry.inode))
        }
        let bytes = writer.sealed()
        do {
            try FileManager.default.createDirectory(at: store.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileIO.atomicWrite(bytes, to: store.path, sync: false)
        } catch {
            return
        }
    }

    /// Forgets the previous build (a build that failed part-way leaves no store to trust).
    func discard() { unlink(store.path) }

    static func read(_ bytes: [UInt8], identity: String, output: String) -> [String: Entry]? {
        guard var reader = CacheReader(sealed: bytes, magic: magic, identity: identity) else { return nil }
        do {
            guard try reader.string() == output else { return nil }
            let count = try reader.count()
            var entries = [String: Entry]()
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path = try reader.string()
                let digest = Array(try reader.take(20))
                entries[path] = Entry(digest: digest, size: try reader.varint(), seconds: try reader.signed(), nanoseconds: try reader.varint(),
                                      inode: UInt64(truncatingIfNeeded: try reader.varint()))
            }
            return reader.isAtEnd ? entries : nil
        } catch {
            return nil
        }
    }
}

/// The bytes a fingerprint is taken of: strings with their lengths, and values (the theme's
/// templates and strings, the `site` values) walked in a fixed order (dictionary keys sorted),
/// each tagged with its type.
struct FingerprintBytes {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func add(_ text: String) {
        bytes += String(text.utf8.count).utf8
        bytes.append(0x3a)
        bytes += text.utf8
    }

    mutating func add(value: Any, skipping: Set<String> = []) {
        switch value {
        case let text as String:
            bytes.append(1)
            add(text)
        case let flag as Bool:
            bytes.append(flag ? 3 : 2)
        case let number as Int:
            bytes.append(4)
            add(String(number))
        case let dictionary as [String: Any]:
            bytes.append(5)
            add(String(dictionary.count))
            for key in dictionary.keys.sorted() where !skipping.contains(key) {
                add(key)
                add(value: dictionary[key]!)
            }
        case let list as [Any]:
            bytes.append(6)
            add(String(list.count))
            for element in list { add(value: element) }
        default:
            // Any other value is shown through its description, so that is what it is fingerprinted by.
            bytes.append(7)
            add(String(reflecting: type(of: value)) + "=" + String(describing: value))
        }
    }
}
