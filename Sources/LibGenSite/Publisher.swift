import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenCore
import LibGenSupport

/// Stage: publish. Writes a site next to the output folder and swaps it in,
/// so a build that fails or is killed leaves the previous site whole.
///
/// Files whose bytes did not change are hard-linked from the previous site
/// instead of rewritten, so their modification times stay put for rsync-style
/// deploys. A marker file records that libgen made the folder: a non-empty
/// folder without it is never replaced.
///
/// With a `spare` folder (the parse cache's, next to the page fingerprints), the site a swap
/// replaces is kept there instead of deleted, and the next build that changes something
/// stages in it: every file is checked against what this build keeps or writes (an
/// unchanged page is already the same hard link there, so nothing is done for it), what is
/// left over is removed, and the folder is swapped in. A changed rebuild then neither makes
/// the site's folders and links again nor deletes the old tree (1.5 s at 10,000 books). The
/// spare is never trusted blindly: a file in it is kept only when it is the very file (inode) of
/// the current site, folders are checked to be folders — by `lstat`, or by the listing `readdir`
/// made of the spare while the library was checked, under the output's lock
/// (`PageFingerprints.lock`), of the very folder claimed — and nothing in it is written through
/// (a file is unlinked, then created), since its files are links to the live site's.
struct Publisher {
    static let marker = ".libgen-site"
    let output: URL
    /// Where the replaced site is kept for the next build to stage in (nil: deleted).
    var spare: URL?
    /// The spare as listed while the library was checked (`SpareListing.of`), if it was.
    var spareListing: Background<SpareListing?>?

    init(output: URL) { self.output = output.standardizedFileURL }

    /// Refuses (`SiteError.unsafeOutput`) an output folder whose replacement
    /// could destroy something: the library root or a folder holding it, a
    /// folder with a `content/` folder, one inside `content/` or `templates/`,
    /// a file, or a non-empty folder libgen did not make.
    func checkSafety(root: URL, templates: URL?) throws {
        let out = Self.resolved(output)
        let library = Self.resolved(root)
        func refuse(_ reason: String) -> SiteError { .unsafeOutput(path: output.path, reason: reason) }
        if out == library { throw refuse("it is the library root; use a sub-folder such as public/") }
        if library.hasPrefix(out + "/") || out == "/" { throw refuse("it contains the library") }
        var forbidden = [library + "/content", library + "/templates"]
        if let templates { forbidden.append(Self.resolved(templates)) }
        for folder in forbidden where out == folder || out.hasPrefix(folder + "/") {
            throw refuse("it lies inside \(folder == library + "/content" ? "content/" : "templates/")")
        }
        let fm = FileManager.default
        if fm.fileExists(atPath: out + "/content") { throw refuse("it contains a content/ folder (is it a library?)") }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: out, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw refuse("it is a file, not a folder") }
        let entries = (try? fm.contentsOfDirectory(atPath: out)) ?? []
        if !entries.isEmpty && !entries.contains(Self.marker) {
            throw refuse("it is not empty and was not made by libgen build; empty it or choose another --out")
        }
    }

    /// A new site being written next to the output folder.
    ///
    /// While every file so far equals the previous site's, nothing is written at all: the
    /// staging folder is made (and the files seen so far linked into it) at the first
    /// difference. A rebuild that changes nothing therefore leaves the site untouched
    /// without linking a single file, and is never less atomic: until the swap, the
    /// previous site is all there is.
    final class Session {
        let staging: URL
        let previous: URL
        /// Their paths, made once and used throughout the session: `URL.path` decodes the URL
        /// again each time it is asked, and a rebuild asks for a path of each of 12,000 kept pages.
        private let stagingPath: String
        private let previousPath: String
        /// The site kept from an earlier build, to stage in (claimed by renaming it to `staging`).
        let spare: URL?
        private var folders = Set<String>()
        /// Files equal to the previous site's, not yet linked, with their inodes: nil once staging has begun.
        private var unchanged: [(path: String, inode: UInt64?)]? = []
        /// Staging in a spare: the files this build placed, so the rest can be removed.
        private var reusing = false
        private var placed = Set<String>()
        /// The spare as listed before it was claimed (made while the library was checked).
        private let earlyListing: Background<SpareListing?>?
        /// Staging in a spare: what it held when it was claimed (empty: ask the disk).
        private var listed = SpareListing.empty
        private(set) var written = 0
        private(set) var files = 0
        /// Whether the output folder holds a site libgen built (false: there is no previous file to keep).
        private let previousIsSite: Bool

        init(staging: URL, previous: URL, previousIsSite: Bool, spare: URL? = nil, listing: Background<SpareListing?>? = nil) {
            self.previousIsSite = previousIsSite
            self.staging = staging
            self.previous = previous
            stagingPath = staging.path
            previousPath = previous.path
            self.spare = spare
            earlyListing = listing
            if !previousIsSite { unchanged = nil }
        }

        /// True when nothing has been staged: every file so far equals the previous site's.
        var isUnchanged: Bool { unchanged != nil }

        /// Keeps the previous site's file for `path`, known to be what this build would write
        /// (its fingerprint is unchanged): hard-linked, never read. `inode`: the previous site's
        /// file's, when it is known (the page fingerprints recorded it and it was checked).
        func keep(_ path: String, inode: UInt64? = nil) throws {
            files += 1
            if unchanged != nil {
                unchanged!.append((path, inode))
                return
            }
            try linkPrevious(path, inode: inode)
        }

        /// Hard-links the previous site's file for `path` into the staging folder (in a spare,
        /// nothing to do when the file there is that very file: the listing saw it, or `lstat` does).
        private func linkPrevious(_ path: String, inode: UInt64? = nil) throws {
            let target = stagingPath + "/" + path
            try makeFolder(Self.parent(of: target))
            if reusing {
                placed.insert(path)
                if let inode, let item = listed.items[path], item.kind == S_IFREG, item.inode == inode { return }
                var there = stat(), wanted = stat()
                if lstat(target, &there) == 0 {
                    if (there.st_mode & S_IFMT) == S_IFREG, stat(previousPath + "/" + path, &wanted) == 0, wanted.st_ino == there.st_ino, wanted.st_dev == there.st_dev {
                        return
                    }
                    try Self.clear(target, there)
                }
            }
            guard link(previousPath + "/" + path, target) == 0 else {
                throw SiteError.write(path: target, reason: String(cString: strerror(errno)))
            }
        }

        /// Removes what a spare holds at `path` (a file, a link, a folder) so something else can go there.
        private static func clear(_ path: String, _ info: stat) throws {
            let removed = (info.st_mode & S_IFMT) == S_IFDIR ? (try? FileManager.default.removeItem(atPath: path)) != nil : unlink(path) == 0
            guard removed || errno == ENOENT else { throw SiteError.write(path: path, reason: String(cString: strerror(errno))) }
        }

        /// Writes one file; a file whose bytes equal the previous site's is hard-linked instead.
        /// `Data` or a rendered page's own bytes (`SiteRenderer.bytes`: copying 11,700 pages into
        /// `Data` was 160 MB moved for nothing in a build of 10,000 books).
        func write<Bytes: ContiguousBytes & Collection<UInt8>>(_ path: String, _ data: Bytes) throws {
            files += 1
            let old = previousPath + "/" + path
            var info = stat()
            // With no previous site (a first build), there is nothing to compare with or link.
            let same = previousIsSite && stat(old, &info) == 0 && Int(info.st_size) == data.count && (info.st_mode & S_IFMT) == S_IFREG
                && FileIO.readBytes(old).map { Self.equal($0, data) } == true
            if same, unchanged != nil {
                unchanged!.append((path, UInt64(info.st_ino)))
                return
            }
            try beginStaging()
            if same, (try? linkPrevious(path, inode: UInt64(info.st_ino))) != nil {
                return
            }
            let target = stagingPath + "/" + path
            try makeFolder(Self.parent(of: target))
            if reusing {
                // The spare's file may be a link to the live site's: never written through.
                placed.insert(path)
                var there = stat()
                if lstat(target, &there) == 0 { try Self.clear(target, there) }
            }
            let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { throw SiteError.write(path: target, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            guard data.withUnsafeBytes({ FileIO.writeAll(descriptor, $0) }) else {
                throw SiteError.write(path: target, reason: String(cString: strerror(errno)))
            }
            written += 1
        }

        /// `mkdir -p` with one system call per new folder (Foundation's walks the whole path each time).
        /// In a spare, every folder is made sure of from the staging folder down (a file or a
        /// link where a folder should be is removed first), so nothing is ever written outside it.
        private func makeFolder(_ folder: String) throws {
            if folders.contains(folder) { return }
            if reusing {
                try makeFolder(Self.parent(of: folder))
                if !listed.items.isEmpty, folder.hasPrefix(stagingPath + "/"), listed.items[String(folder.dropFirst(stagingPath.count + 1))]?.kind == S_IFDIR {
                    folders.insert(folder)
                    return
                }
                var there = stat()
                if lstat(folder, &there) == 0 {
                    if (there.st_mode & S_IFMT) == S_IFDIR {
                        folders.insert(folder)
                        return
                    }
                    try Self.clear(folder, there)
                }
            }
            if mkdir(folder, 0o755) != 0 {
                if errno == ENOENT {
                    try makeFolder(Self.parent(of: folder))
                    guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                        throw SiteError.write(path: folder, reason: String(cString: strerror(errno)))
                    }
                } else if errno != EEXIST {
                    throw SiteError.write(path: folder, reason: String(cString: strerror(errno)))
                }
            }
            folders.insert(folder)
        }

        /// The folder holding `path` (an absolute path below the staging folder, `/`-separated,
        /// never ending in one): its text up to the last slash. `NSString.deletingLastPathComponent`
        /// normalises the whole path first, a sixth of a rebuild's publishing at 12,000 kept pages.
        static func parent(of path: String) -> String {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
            return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
        }

        /// Byte equality with memcmp: `elementsEqual` goes element by element through
        /// generic iterators, seconds over a large site.
        private static func equal(_ bytes: [UInt8], _ data: some ContiguousBytes & Collection<UInt8>) -> Bool {
            bytes.count == data.count && bytes.withUnsafeBytes { a in
                data.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
        }

        /// Makes the staging folder — the spare when there is one — and links into it the
        /// unchanged files seen so far.
        func beginStaging() throws {
            guard let pending = unchanged else { return }
            unchanged = nil
            var info = stat()
            if let spare, rename(spare.path, stagingPath) == 0 {
                // Renaming moves a link itself, not what it points to: a spare that is not a folder is not used.
                if lstat(stagingPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                    reusing = true
                    // The early listing is used only when it is of this very folder, on the previous
                    // site's file system (its inodes are compared with the previous site's); else the
                    // folder is listed now.
                    var site = stat()
                    if let early = earlyListing?.wait(), early.device == UInt64(info.st_dev), early.inode == UInt64(info.st_ino),
                       stat(previousPath, &site) == 0, UInt64(site.st_dev) == early.device {
                        listed = early
                    } else {
                        listed = SpareListing.of(stagingPath, expecting: info) ?? .empty
                    }
                } else {
                    try Self.clear(stagingPath, info)
                }
            }
            if !reusing {
                do {
                    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
                } catch {
                    throw SiteError.write(path: stagingPath, reason: error.localizedDescription)
                }
            }
            folders.insert(stagingPath)
            for (path, inode) in pending { try linkPrevious(path, inode: inode) }
        }

        /// In a spare: removes every file and folder this build did not place (and the old marker).
        func prune() throws {
            guard reusing else { return }
            try prune(stagingPath, relative: "")
        }

        private func prune(_ folder: String, relative: String) throws {
            // Only this build writes in the staging folder, and the files and folders it placed are
            // never removed: what the listing saw of the rest is what is there. A folder the
            // listing does not hold (one this build made) is read now.
            guard let entries = listed.folders[relative] ?? Self.entries(of: folder) else {
                throw SiteError.write(path: folder, reason: String(cString: strerror(errno)))
            }
            // By what this build made of each path, not by what the listing saw there: the listing
            // may have seen a file where this build has since made a folder, or the other way round.
            for (name, _) in entries {
                let path = folder + "/" + name
                let sub = relative.isEmpty ? name : relative + "/" + name
                if folders.contains(path) {
                    try prune(path, relative: sub)
                } else if !placed.contains(sub) {
                    var info = stat()
                    if lstat(path, &info) == 0 { try Self.clear(path, info) }
                }
            }
        }

        /// A folder's entries and whether each is a folder (not following links); nil when it cannot be read.
        private static func entries(of folder: String) -> [(name: String, isFolder: Bool)]? {
            FileIO.entries(of: folder)?.map { name, type in
                guard let type else {
                    var info = stat()
                    return (name, lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR)
                }
                return (name, type == S_IFDIR)
            }
        }

        /// Whether the previous site holds exactly the files written (and its marker). Counted
        /// with readdir's file types (Foundation's enumerator asks stat for every entry: a
        /// second at 10,000 books, more than the rest of a rebuild that changed nothing).
        func previousHoldsOnlyWhatWasWritten() -> Bool {
            func count(_ folder: String) -> Int? {
                guard let entries = Self.entries(of: folder) else { return nil }
                var total = 0
                for (name, isFolder) in entries {
                    guard isFolder else {
                        total += 1
                        continue
                    }
                    guard let inside = count(folder + "/" + name) else { return nil }
                    total += inside
                }
                return total
            }
            return count(previousPath) == files + 1
        }

        /// Removes the unfinished site.
        func abort() {
            try? FileManager.default.removeItem(at: staging)
        }

    }

    /// Starts a new site in a staging folder beside the output (removing what a killed build left).
    func begin() throws -> Session {
        let fm = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        try removeLeftovers(in: parent, name: name)
        let staging = parent.appendingPathComponent(".\(name).libgen-new-\(getpid())")
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteError.write(path: parent.path, reason: error.localizedDescription)
        }
        let previousIsSite = fm.fileExists(atPath: output.appendingPathComponent(Self.marker).path)
        return Session(staging: staging, previous: output, previousIsSite: previousIsSite, spare: previousIsSite ? spare : nil,
                       listing: previousIsSite ? spareListing : nil)
    }

    /// Marks the staging folder as libgen's and swaps it in; when every file equals the
    /// previous site's and it holds no other, leaves it as it is.
    func commit(_ session: Session) throws {
        if session.isUnchanged && session.previousHoldsOnlyWhatWasWritten() { return }
        try session.beginStaging()
        try session.prune()
        do {
            try Data("made by libgen build; this folder is replaced on every build\n".utf8).write(to: session.staging.appendingPathComponent(Self.marker))
        } catch {
            throw SiteError.write(path: session.staging.path, reason: error.localizedDescription)
        }
        try swapIn(session.staging)
    }

    /// The site a swap replaced: kept as the spare (when there is a place for it), else deleted.
    private func retire(_ old: URL) {
        if let spare {
            try? FileManager.default.createDirectory(at: spare.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Fails when a spare is there already (a build running alongside) or on another file system.
            if rename(old.path, spare.path) == 0 { return }
        }
        try? FileManager.default.removeItem(at: old)
    }

    /// Puts `staging` in place of the output folder: one atomic exchange where
    /// the system offers it, else two renames.
    private func swapIn(_ staging: URL) throws {
        let fm = FileManager.default
        guard fm.fileExists(atPath: output.path) else {
            guard rename(staging.path, output.path) == 0 else { throw SiteError.write(path: output.path, reason: String(cString: strerror(errno))) }
            return
        }
        if Self.exchange(staging.path, output.path) {
            retire(staging) // now the previous site
            return
        }
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).libgen-old-\(getpid())")
        guard rename(output.path, old.path) == 0 else { throw SiteError.write(path: output.path, reason: String(cString: strerror(errno))) }
        guard rename(staging.path, output.path) == 0 else {
            _ = rename(old.path, output.path)
            throw SiteError.write(path: output.path, reason: String(cString: strerror(errno)))
        }
        retire(old)
    }

    /// Removes staging folders that a killed build left behind: those of a process that is gone
    /// (or this one's), never those of a build running alongside into the same folder (removing
    /// them failed that build half-way).
    private func removeLeftovers(in parent: URL, name: String) throws {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
        for prefix in [".\(name).libgen-new-", ".\(name).libgen-old-"] {
            for entry in entries where entry.hasPrefix(prefix) {
                if let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) == 0 || errno != ESRCH { continue }
                try? fm.removeItem(at: parent.appendingPathComponent(entry))
            }
        }
    }

    /// Linux's `renameat2(…, RENAME_EXCHANGE)`, looked up at run time because
    /// Swift's Glibc module does not declare it. False when unavailable.
    private static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atCurrentDirectory: Int32 = -100, renameExchange: UInt32 = 2
        return renameat2(atCurrentDirectory, a, atCurrentDirectory, b, renameExchange) == 0
        #else
        return false
        #endif
    }

    /// The path with symbolic links resolved as far as it exists.
    static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest = [String]()
        while !FileManager.default.fileExists(atPath: existing.path) && existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var path = existing.resolvingSymlinksInPath().path
        for component in rest { path += (path.hasSuffix("/") ? "" : "/") + component }
        return path
    }
}
