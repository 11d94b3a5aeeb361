import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenSupport

/// The parse cache (CLI.md "The parse cache"): what parsing each content file gave — its
/// decoded fields with their places, its diagnostics and privacy findings — keyed by the
/// file's content and by this binary, so that a command reads and parses only the files
/// that changed since the last run.
///
/// - A key is the file's kind and git's blob id of its bytes: taken from git's index for a
///   tracked file git reports unmodified (no read at all; git guards "racy" entries by
///   comparing content), else computed from the bytes read. Never a modification time.
/// - The store is one file, `records.bin`, in the cache folder: a header naming the format
///   and the binary's identity, the entries, and a SHA-1 of all of it. A store that is
///   truncated, damaged, of another format or written by another binary is ignored whole and
///   written again.
/// - Beside it, `records.new.bin` holds what later runs parsed anew (the same layout, its
///   header also naming the store's checksum: an overlay of another store, or a damaged one,
///   is ignored). A run that parsed a few files anew writes only those, not the whole store.
/// - Directories are listed and every id, reference and rule is checked every run; only the
///   per-file parse is reused. When the overlay would pass an eighth of the store, or the
///   store's entries no run used any more do, the store is written again with exactly the
///   entries this run used (renamed files hit, deleted ones are dropped), in the order files
///   are read (streamed, see `Saver`), and the overlay removed. Both are mapped, not read.
package final class ParseCache: Sendable {
    /// A file's kind and content: what an entry is found by.
    package struct Key: Hashable, Sendable {
        /// The 20 bytes of the SHA-1, as three words (no allocation per key), then the kind:
        /// 21 bytes in a 24-byte stride (a million-file library keeps several sets of keys).
        var high: UInt64, middle: UInt64, low: UInt32
        var kind: UInt8

        init<Bytes: Collection<UInt8>>(kind: UInt8, digest: Bytes) {
            var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
            for (index, byte) in digest.prefix(20).enumerated() {
                switch index / 8 {
                case 0: words.0 = words.0 << 8 | UInt64(byte)
                case 1: words.1 = words.1 << 8 | UInt64(byte)
                default: words.2 = words.2 << 8 | UInt64(byte)
                }
            }
            (high, middle, low) = (words.0, words.1, UInt32(truncatingIfNeeded: words.2))
            self.kind = kind
        }

        init(kind: UInt8, high: UInt64, middle: UInt64, low: UInt32) {
            (self.high, self.middle, self.low, self.kind) = (high, middle, low, kind)
        }

        var digest: [UInt8] {
            (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: middle >> (56 - 8 * $0)) }
                + (0..<4).map { UInt8(truncatingIfNeeded: low >> (24 - 8 * $0)) }
        }
    }

    /// The cache folder for a library: `LIBGEN_CACHE` when set, else `.libgen/cache/` at the root.
    package static func folder(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let folder = environment["LIBGEN_CACHE"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        return root.appendingPathComponent(".libgen/cache", isDirectory: true)
    }

    /// Bumped whenever the entry layout changes (the binary's identity covers code changes too).
    static let formatVersion: UInt32 = 4
    static let magic: [UInt8] = Array("LIBGEN-PARSE-CACHE".utf8)
    static let storeName = "records.bin"
    static let overlayMagic: [UInt8] = Array("LIBGEN-PARSE-OVERLAY".utf8)
    static let overlayName = "records.new.bin"

    package let folder: URL
    let identity: String
    /// The previous run's store, mapped (not read): its pages are dropped as the parse goes (`releasePages`),
    /// so a large store never sits whole in memory next to the records decoded from it.
    private let stored: StoreMap
    /// The overlay of entries parsed since the store was written (empty when there is none,
    /// or it is not this store's). Its entries' places follow the store's (`baseCount`).
    private let overlay: StoreMap
    /// How many entries the store holds (the overlay's are the rest of `index`).
    let baseCount: Int
    /// Where an entry's payload lies in the store: offset (high 40 bits) and length (low 24
    /// bits); and its place among the entries, for the saver to count it once without hashing its key again.
    struct Entry {
        var packed: UInt64
        var ordinal: Int32

        var range: Range<Int> {
            let start = Int(packed >> 24)
            return start..<(start + Int(packed & 0xFF_FFFF))
        }
    }

    /// Each stored entry, by key.
    let index: EntryIndex

    /// Blob ids of tracked files git reports unmodified.
    let gitBlobIDs: GitBlobIDs

    /// False for a cache that is only read: the editing commands, whose refusal must leave every
    /// file as it was, the cache included.
    let writes: Bool

    /// Opens the cache in `folder` for the library at `root` (nothing is written until a `Saver` is).
    package init(folder: URL, root: URL, identity: String = ParseCache.binaryIdentity, writes: Bool = true) {
        self.folder = folder
        self.identity = identity
        self.writes = writes
        let map = StoreMap(path: folder.appendingPathComponent(Self.storeName).path)
        // git lists the blobs while the store is checked; but not on a first run (no store, or
        // another binary's), which reads every file anyway: git's listing would be work for nothing.
        let git = Self.headerEnd(of: map.bytes, identity: identity) == nil ? nil : Background.onOwnThread { GitBlobIDs.unmodified(root: root) }
        if var index = Self.index(of: map.bytes, identity: identity) {
            stored = map
            baseCount = index.count
            let overlay = StoreMap(path: folder.appendingPathComponent(Self.overlayName).path)
            if Self.addOverlay(overlay.bytes, identity: identity, base: map.bytes, to: &index) {
                self.overlay = overlay
            } else {
                self.overlay = StoreMap(path: nil)
            }
            self.index = index
        } else {
            stored = StoreMap(path: nil)
            overlay = StoreMap(path: nil)
            baseCount = 0
            index = EntryIndex(minimumCapacity: 0)
        }
        stored.releasePages()
        overlay.releasePages()
        gitBlobIDs = git?.wait() ?? .none
    }

    /// The key of a file's bytes (as git names them: `blob <size>\0` + bytes).
    static func key(kind: ContentKind, bytes: [UInt8]) -> Key {
        var hasher = Insecure.SHA1()
        hasher.update(data: Array("blob \(bytes.count)\0".utf8))
        hasher.update(data: bytes)
        return Key(kind: kind.code, digest: Array(hasher.finalize()))
    }

    /// The key of each tracked file git vouches for (its blob id, with the file's kind), in the
    /// order of `files` (listed in path order, as `ContentLoader` lists them).
    func gitKeys(_ files: [SourceFile]) -> [Key?] {
        var keys = gitBlobIDs.keys(for: files.lazy.map(\.path))
        for index in keys.indices { keys[index]?.kind = files[index].kind.code }
        return keys
    }

    /// The parse stored under `key`, as the file at `path`, with its entry's place in the store
    /// (nil when absent or unreadable).
    func lookup(_ key: Key, path: String) -> (parsed: ParsedFile, ordinal: Int)? {
        guard let entry = entry(key) else { return nil }
        var reader = CacheReader(map(of: entry).bytes[entry.range])
        return (try? reader.parsedFile(path: path)).map { ($0, Int(entry.ordinal)) }
    }

    /// Writes this run's entries as the files are parsed, so that neither the new entries nor the
    /// new store are ever all in memory (at a million loans they are hundreds of megabytes).
    ///
    /// Nothing is written while every file hits the store. Entries parsed anew are held while
    /// they may go into the overlay (with those of the old overlay this run uses, at most an
    /// eighth of the store); `finish` writes that overlay, a few entries. Past that, the whole
    /// store is written: the entries so far are copied from the old store and overlay, and the
    /// rest follow, each once, in the order files are read (path order: the same files give the
    /// same store, byte for byte). A run that only lost files keeps the store until the entries
    /// no run uses pass an eighth of it.
    package final class Saver {
        let cache: ParseCache
        /// The stored entries used so far, by place; and the keys used that the store does not have.
        private var usedStored: [Bool]
        private var usedStoredCount = 0
        private var usedNew = Set<Key>()
        private var order = [Key]()
        /// The whole store being written, once this run changed too much for an overlay.
        private var file: StoreFile?
        /// Entries parsed anew (their order is `order`'s), while they may go into the overlay.
        private var held: [Key: [UInt8]] = [:]
        /// The most entries an overlay may hold, and the most of the store's entries a run may leave unused.
        private let limit: Int

        init(_ cache: ParseCache) {
            self.cache = cache
            usedStored = Array(repeating: false, count: cache.index.count)
            limit = cache.baseCount / 8
        }

        /// One file's key, with its place in the store (`ordinal`) when it was found there, or its
        /// payload when it was parsed anew.
        func use(_ key: Key, ordinal: Int? = nil, fresh: [UInt8]?) {
            if let ordinal = ordinal ?? cache.entry(key).map({ Int($0.ordinal) }) {
                guard !usedStored[ordinal] else { return }
                usedStored[ordinal] = true
                usedStoredCount += 1
            } else {
                guard usedNew.insert(key).inserted else { return }
            }
            order.append(key)
            if let file {
                if let fresh { file.append(key, fresh[...]) } else if let old = cache.payload(key) { file.append(key, old) }
                return
            }
            guard let fresh else { return }
            // The old overlay's entries count as if all were used: known only at the end.
            if cache.index.count - cache.baseCount + held.count < limit {
                held[key] = fresh
            } else {
                start(upTo: order.count - 1)
                file?.append(key, fresh[...])
            }
        }

        /// Completes the store or the overlay (or leaves both when this run used exactly their entries).
        func finish() {
            if file == nil {
                let overlayUsed = usedStored[cache.baseCount...].count { $0 }
                let baseUnused = cache.baseCount - (usedStoredCount - overlayUsed)
                if cache.baseCount > 0, baseUnused <= limit, overlayUsed + held.count <= limit {
                    // The overlay changes when an entry was parsed anew or one of its own went unused.
                    if !held.isEmpty || overlayUsed != cache.index.count - cache.baseCount { writeOverlay(keepingAny: overlayUsed > 0) }
                    return
                }
                start(upTo: order.count)
            }
            file?.commit()
            cache.removeOverlay()
        }

        /// Starts the whole store with the first `count` entries used.
        private func start(upTo count: Int) {
            let file = StoreFile(cache, overlay: false)
            write(order.prefix(count), to: file)
            self.file = file
            held = [:]
        }

        /// The overlay of the entries this run used that the store does not hold (the old overlay's
        /// and those parsed anew), in the order they were used; with none, it is removed.
        private func writeOverlay(keepingAny: Bool) {
            guard keepingAny || !held.isEmpty else { return cache.removeOverlay() }
            let overlay = StoreFile(cache, overlay: true)
            write(order[...], to: overlay, leavingOutTheStore: true)
            overlay.commit()
        }

        /// Writes the entries of `keys`, from the old store and overlay or held, into `target`;
        /// with `leavingOutTheStore`, only those the old store does not hold.
        private func write(_ keys: ArraySlice<Key>, to target: StoreFile, leavingOutTheStore: Bool = false) {
            for key in keys {
                if let entry = cache.entry(key) {
                    if !leavingOutTheStore || Int(entry.ordinal) >= cache.baseCount { target.append(key, cache.map(of: entry).bytes[entry.range]) }
                } else if let payload = held[key] {
                    target.append(key, payload)
                }
            }
        }
    }

    /// A saver for this run, or nil when the cache is only read.
    package func saver() -> Saver? { writes ? Saver(self) : nil }

    /// The stored entry of `key` (no hashing when the store is empty: a first run).
    private func entry(_ key: Key) -> Entry? { index.isEmpty ? nil : index[key] }

    /// The file an entry lies in: the store or its overlay.
    private func map(of entry: Entry) -> StoreMap { Int(entry.ordinal) < baseCount ? stored : overlay }

    /// The stored payload of `key`.
    func payload(_ key: Key) -> Slice<UnsafeRawBufferPointer>? { entry(key).map { map(of: $0).bytes[$0.range] } }

    /// Lets the system drop the store's pages read so far (they are read again if asked for).
    func releasePages() {
        stored.releasePages()
        overlay.releasePages()
    }

    /// Removes the overlay (a whole store was written, or no entry is left in it).
    func removeOverlay() {
        guard writes else { return }
        unlink(folder.appendingPathComponent(Self.overlayName).path)
    }

    /// Writes a store of exactly these entries (`fresh` first, else the stored payload).
    func save(used: [Key], fresh: [Key: [UInt8]]) {
        guard let saver = saver() else { return }
        for key in used { saver.use(key, fresh: fresh[key]) }
        saver.finish()
    }

    /// The new store being written: a temporary file beside it, hashed as it is written, renamed
    /// over the old one by `commit`. A store that cannot be written is left alone (a read-only
    /// library still checks; the next run parses again).
    final class StoreFile {
        private let target: String
        private let temporary: String
        private var descriptor: Int32 = -1
        private var hasher = Insecure.SHA1()
        private var buffer = CacheWriter(capacity: 1 << 20)

        /// A new store, or with `overlay` a new overlay of the current store (its header names the store's checksum).
        init(_ cache: ParseCache, overlay: Bool) {
            let name = overlay ? ParseCache.overlayName : ParseCache.storeName
            target = cache.folder.appendingPathComponent(name).path
            temporary = cache.folder.appendingPathComponent(".\(name).libgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
            guard ParseCache.makeFolder(cache.folder) else { return }
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            buffer.bytes += overlay ? ParseCache.overlayMagic : ParseCache.magic
            buffer.u32(ParseCache.formatVersion)
            buffer.string(cache.identity)
            if overlay { buffer.bytes += ParseCache.checksum(of: cache.stored.bytes) }
        }

        func append<Payload: Collection<UInt8>>(_ key: Key, _ payload: Payload) {
            guard descriptor >= 0 else { return }
            buffer.bytes.append(key.kind)
            buffer.bytes += key.digest
            buffer.varint(payload.count)
            buffer.bytes += payload
            if buffer.bytes.count >= 1 << 20 { flush() }
        }

        private func flush() {
            guard descriptor >= 0 else { return }
            hasher.update(data: buffer.bytes)
            if !buffer.bytes.withUnsafeBytes({ FileIO.writeAll(descriptor, $0) }) { abandon() }
            buffer.bytes.removeAll(keepingCapacity: true)
        }

        /// A run that stopped before `commit` (an unreadable file) leaves no temporary file.
        deinit { if descriptor >= 0 { abandon() } }

        private func abandon() {
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }

        func commit() {
            flush()
            guard descriptor >= 0 else { return }
            let checksum = Array(hasher.finalize())
            let written = checksum.withUnsafeBytes { FileIO.writeAll(descriptor, $0) }
            close(descriptor)
            descriptor = -1
            if !written || rename(temporary, target) != 0 { unlink(temporary) }
        }
    }

    /// Creates the cache folder if it is not there, ignoring itself (`ignoreItself`); false when
    /// it cannot be created (the store or listing is then not written).
    static func makeFolder(_ folder: URL) -> Bool {
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return false }
        ignoreItself(folder)
        return true
    }

    /// A `.gitignore` of `*` in `.libgen/` (a library from before v1.2 does not ignore it), so the
    /// cache is never committed or shown by `git status`.
    static func ignoreItself(_ folder: URL) {
        let parent = folder.deletingLastPathComponent()
        guard folder.lastPathComponent == "cache", parent.lastPathComponent == ".libgen" else { return }
        let ignore = parent.appendingPathComponent(".gitignore").path
        if access(ignore, F_OK) != 0 { try? FileIO.atomicWrite(Array("# libgen's parse cache: never committed.\n*\n".utf8), to: ignore) }
    }

    /// Where each entry lies in a store, or nil when the store is not one this binary wrote
    /// whole (wrong magic, format or identity; truncated; checksum wrong).
    static func index(of bytes: UnsafeRawBufferPointer, identity: String) -> EntryIndex? {
        guard let start = headerEnd(of: bytes, identity: identity) else { return nil }
        var index = EntryIndex(minimumCapacity: bytes.count / 200)
        return addEntries(bytes, from: start, to: &index) ? index : nil
    }

    /// Adds the entries of `overlay` to the index of the store `base`, when it is an overlay this
    /// binary wrote whole for that very store (its header names the store's checksum) and holds
    /// none of its keys; false (the index as it was) when it is not.
    static func addOverlay(_ overlay: UnsafeRawBufferPointer, identity: String, base: UnsafeRawBufferPointer, to index: inout EntryIndex) -> Bool {
        guard let end = headerEnd(of: overlay, magic: overlayMagic, identity: identity), overlay.count >= end + 40,
              overlay[end..<(end + 20)].elementsEqual(checksum(of: base)) else { return false }
        var added = index
        guard addEntries(overlay, from: end + 20, to: &added) else { return false }
        index = added
        return true
    }

    /// A store's checksum: its last 20 bytes, by place (`suffix` on a buffer went through every
    /// byte of the store, 20 ms at 10,000 books, on each run that had or wrote an overlay).
    static func checksum(of store: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: store[max(0, store.count - 20)...])
    }

    /// Reads the entries of a store or overlay from `start` into `index` (their places following
    /// those already there); false when its checksum is wrong, an entry is cut short or a key is
    /// there twice (the saver writes each key once: such a file is not one it wrote).
    private static func addEntries(_ bytes: UnsafeRawBufferPointer, from start: Int, to index: inout EntryIndex) -> Bool {
        let body = bytes[..<(bytes.count - 20)]
        guard Array(Insecure.SHA1.hash(data: UnsafeRawBufferPointer(rebasing: body))) == Array(bytes[(bytes.count - 20)...]) else { return false }
        var reader = CacheReader(body)
        do {
            reader.offset = start
            while reader.offset < body.endIndex {
                let kind = try reader.byte()
                let digest = try reader.take(20)
                let length = try reader.varint()
                let start = reader.offset
                _ = try reader.take(length)
                guard length < 1 << 24, start < 1 << 40 else { return false }
                let entry = Entry(packed: UInt64(start) << 24 | UInt64(length), ordinal: Int32(index.count))
                guard index.count < Int32.max, index.insert(entry, for: Key(kind: kind, digest: digest)) else { return false }
            }
            return reader.offset == body.endIndex
        } catch {
            return false
        }
    }

    /// Where the entries start in a store whose header names this format and binary (nil: not
    /// such a store). Its checksum is not checked here.
    static func headerEnd(of bytes: UnsafeRawBufferPointer, magic: [UInt8] = ParseCache.magic, identity: String) -> Int? {
        guard bytes.count > magic.count + 20, bytes.starts(with: magic) else { return nil }
        var reader = CacheReader(bytes[..<(bytes.count - 20)])
        reader.offset = magic.count
        guard (try? reader.u32()) == formatVersion, (try? reader.string()) == identity else { return nil }
        return reader.offset
    }

    /// This binary: its version and its ELF build id (the linker's hash of the code), so a cache
    /// written by any other build is foreign. Without a build id, the executable's size and
    /// modification time stand in.
    package static let binaryIdentity: String = {
        if let id = BuildID.ofMainProgram() { return "libgen \(libgenVersion) build-id \(id)" }
        var info = stat()
        let path = ProcessInfo.processInfo.arguments.first ?? ""
        let exe = stat("/proc/self/exe", &info) == 0 ? info : (stat(path, &info) == 0 ? info : stat())
        return "libgen \(libgenVersion) size \(exe.st_size) mtime \(exe.st_mtim.tv_sec).\(exe.st_mtim.tv_nsec)"
    }()
}

extension ContentKind {
    /// Its place in `allCases` (as a switch: asked for each of 112,000 files).
    var code: UInt8 {
        switch self {
        case .library: 0
        case .member: 1
        case .book: 2
        case .loan: 3
        case .swap: 4
        case .page: 5
        }
    }
}

/// SHA-1 of bytes, for the caches' keys and checksums (not for security: git's own choice for content ids).
package enum ContentDigest {
    package static func sha1(_ bytes: [UInt8]) -> [UInt8] { Array(Insecure.SHA1.hash(data: bytes)) }
}
