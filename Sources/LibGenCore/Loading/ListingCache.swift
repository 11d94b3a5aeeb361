import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenSupport

/// What the last walk of `content/` found, kept in the cache folder (`listing.bin`) with the
/// stamp of every folder it walked, so that a run whose folders are all as they were does not
/// list them again: reading the folders' entries was most of the walk at 112,000 files, and a
/// file is added, removed or renamed in a folder only by changing that folder.
///
/// This is git's untracked cache (and its "racy" guard) applied to folders: a folder's stamp is
/// its device, inode, size and modification and change times to the nanosecond; any entry
/// added, removed or renamed in it changes them. A folder changed less than `margin` before
/// the walk began may change again within the same tick of the file system's clock without its
/// stamp changing, so no listing is written while any folder is that recent: the next run walks.
/// A walk that met a symbolic link is never kept (a link's target changes without its folder).
/// Only the list of files is kept: every file's content is still keyed by its bytes or blob id.
/// Sealed like the other stores (`CacheWriter(sealedAs:)`): damaged, foreign or another
/// library's listing is ignored, and written again.
package struct ListingCache: Sendable {
    let folder: URL
    let path: String
    let identity: String
    let writes: Bool
    /// How long ago a folder must have changed for its stamp to be trusted.
    let margin: Duration

    static let name = "listing.bin"
    static let magic = Array("LIBGEN-LISTING-1".utf8)

    package init(folder: URL, identity: String = ParseCache.binaryIdentity, writes: Bool = true, margin: Duration = .seconds(2)) {
        self.folder = folder
        path = folder.appendingPathComponent(Self.name).path
        self.identity = identity
        self.writes = writes
        self.margin = margin
    }

    /// A folder's stamp: what changes whenever an entry is added to it, removed or renamed.
    struct Stamp: Equatable, Sendable {
        var device, inode, size: UInt64
        var modified, changed: Int64

        /// The stamp of the folder at `path` (nil when it cannot be read).
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = UInt64(info.st_size)
            modified = ListingCache.nanoseconds(info.st_mtim)
            changed = ListingCache.nanoseconds(info.st_ctim)
        }

        init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
            (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
        }
    }

    /// The time now, in nanoseconds since 1970 (the file system's clock).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    /// A time as nanoseconds since 1970.
    static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }

    /// The listing kept for the content folder `content` (its real path), when every folder it
    /// walked has the stamp it had then; nil otherwise.
    func read(content: String) -> LoadedContent? {
        guard let bytes = FileIO.readBytes(path), var reader = CacheReader(sealed: bytes, magic: Self.magic, identity: identity),
              (try? reader.string()) == content else { return nil }
        do {
            var listed = LoadedContent()
            var prefixes = [String]()
            for _ in 0..<(try reader.count()) {
                let relative = try reader.string()
                let stamp = Stamp(device: UInt64(bitPattern: Int64(try reader.varint())), inode: UInt64(bitPattern: Int64(try reader.varint())),
                                  size: UInt64(bitPattern: Int64(try reader.varint())), modified: Int64(try reader.varint()),
                                  changed: Int64(try reader.varint()))
                guard Stamp(path: relative.isEmpty ? content : content + "/" + relative) == stamp else { return nil }
                listed.folders.insert(relative)
                prefixes.append(relative.isEmpty ? "content/" : "content/" + relative + "/")
            }
            // Each file by its folder's place and its name; its id is the name without the extension.
            let count = try reader.count()
            listed.files.reserveCapacity(count)
            for _ in 0..<count {
                let (code, folder) = (Int(try reader.byte()), try reader.varint())
                guard ContentKind.allCases.indices.contains(code), prefixes.indices.contains(folder) else { return nil }
                let kind = ContentKind.allCases[code]
                let name = try reader.string()
                let id = kind == .library ? "library" : String(name.dropLast(kind.fileExtension.count + 1))
                listed.files.append(SourceFile(kind: kind, path: prefixes[folder] + name, id: id))
            }
            for _ in 0..<(try reader.count()) { listed.contentFiles.insert(try reader.string()) }
            for _ in 0..<(try reader.count()) { listed.diagnostics.append(try reader.diagnostic(file: try reader.string())) }
            return reader.isAtEnd ? listed : nil
        } catch {
            return nil
        }
    }

    /// Keeps `listed`, walked from `content` with these folder stamps starting at `started`
    /// (`now()`), when no folder changed within `margin` of that.
    func write(_ listed: LoadedContent, content: String, stamps: [(relative: String, stamp: Stamp)], started: Int64) {
        guard writes, !listed.metLinks else { return }
        let newest = started - Int64(margin.components.seconds) * 1_000_000_000
        guard stamps.allSatisfy({ $0.stamp.modified < newest && $0.stamp.changed < newest }) else { return }
        var writer = CacheWriter(sealedAs: Self.magic, identity: identity, capacity: listed.files.count * 48)
        writer.string(content)
        writer.varint(stamps.count)
        for (relative, stamp) in stamps {
            writer.string(relative)
            for value in [Int64(bitPattern: stamp.device), Int64(bitPattern: stamp.inode), Int64(bitPattern: stamp.size), stamp.modified, stamp.changed] {
                writer.varint(Int(value))
            }
        }
        let folders = Dictionary(uniqueKeysWithValues: stamps.enumerated().map { ($1.relative.isEmpty ? "content" : "content/" + $1.relative, $0) })
        writer.varint(listed.files.count)
        for file in listed.files {
            let slash = file.path.utf8.lastIndex(of: UInt8(ascii: "/"))!
            guard let folder = folders[String(file.path[..<slash])] else { return }
            writer.bytes.append(file.kind.code)
            writer.varint(folder)
            writer.string(String(file.path[file.path.index(after: slash)...]))
        }
        let others = listed.contentFiles.sorted { $0.utf8Precedes($1) }
        writer.varint(others.count)
        for other in others { writer.string(other) }
        writer.varint(listed.diagnostics.count)
        for diagnostic in listed.diagnostics {
            writer.string(diagnostic.file)
            writer.diagnostic(diagnostic)
        }
        guard ParseCache.makeFolder(folder) else { return }
        try? FileIO.atomicWrite(writer.sealed(), to: path, sync: false)
    }
}
