import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenCore
import LibGenSupport

/// What a spare site holds, listed with `readdir` while the library is checked, so that staging
/// in it asks the disk nothing for the folders and files already there: every folder's entries
/// (by path relative to the spare, "" for itself) and every entry's kind and inode (`d_ino`).
/// With the spare's own device and inode, a build tells that the folder it claimed is the one
/// listed. Only a build writes in the spare it claimed (renamed away from where others look),
/// so what the listing saw is what is there, as `prune` has always relied on.
struct SpareListing: Sendable {
    struct Item: Sendable {
        /// `S_IFDIR`, `S_IFREG`, `S_IFLNK` or 0 (another kind).
        var kind: mode_t
        var inode: UInt64
    }

    var device: UInt64 = 0
    var inode: UInt64 = 0
    var folders: [String: [(name: String, isFolder: Bool)]] = [:]
    var items: [String: Item] = [:]

    /// Nothing listed: every question goes to the disk.
    static let empty = SpareListing()

    /// The listing of the spare folder at `path`; nil when it is not a folder (or not there).
    static func of(_ path: String) -> SpareListing? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return of(path, expecting: info)
    }

    /// The listing of the folder at `path`, whose `lstat` gave `info`; a folder within that cannot
    /// be read is left out (`prune` reads it again, and says why it cannot).
    static func of(_ path: String, expecting info: stat) -> SpareListing? {
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        var listing = SpareListing(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        func walk(_ folder: String, relative: String) {
            guard let entries = FileIO.entriesWithInodes(of: folder) else { return }
            var names = [(name: String, isFolder: Bool)]()
            names.reserveCapacity(entries.count)
            for (name, type, inode) in entries {
                var item = Item(kind: type ?? 0, inode: inode)
                if type == nil {
                    var there = stat()
                    guard lstat(folder + "/" + name, &there) == 0 else { continue }
                    item = Item(kind: there.st_mode & S_IFMT, inode: UInt64(there.st_ino))
                }
                let sub = relative.isEmpty ? name : relative + "/" + name
                listing.items[sub] = item
                names.append((name, item.kind == S_IFDIR))
                if item.kind == S_IFDIR { walk(folder + "/" + name, relative: sub) }
            }
            listing.folders[relative] = names
        }
        walk(path, relative: "")
        return listing
    }
}
