import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenSupport

/// The kinds of file under `content/`.
package enum ContentKind: String, Sendable, CaseIterable {
    case library, member, book, loan, swap, page

    /// The folder under `content/` and the extension its records use.
    package var folder: String {
        switch self {
        case .library: return ""
        case .member: return "members"
        case .book: return "books"
        case .loan: return "loans"
        case .swap: return "swaps"
        case .page: return "pages"
        }
    }

    package var fileExtension: String { self == .book || self == .page ? "md" : "json" }

    /// Loans and swaps may be filed in sub-folders (e.g. by year).
    var allowsSubfolders: Bool { self == .loan || self == .swap }
}

/// One content file, read but not parsed.
package struct SourceFile: Sendable {
    package var kind: ContentKind
    /// Path relative to the library root, `/`-separated.
    package var path: String
    /// The file name without its extension.
    package var id: String
    /// The file's text, UTF-8 validated, BOM removed; nil until read, or when not valid UTF-8.
    package var text: String?

    package init(kind: ContentKind, path: String, id: String, text: String? = nil) {
        self.kind = kind
        self.path = path
        self.id = id
        self.text = text
    }
}

extension SourceFile {
    /// The record file at `path` (relative to the library root), with its text: nil when the
    /// path is no record's (not under a record folder of `content/`, or another extension).
    package static func record(at path: String, text: String?) -> SourceFile? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "content",
              let kind = ContentKind.allCases.first(where: { $0 != .library && $0.folder == parts[1] }) else { return nil }
        let name = parts[parts.count - 1]
        guard name.hasSuffix("." + kind.fileExtension) else { return nil }
        return SourceFile(kind: kind, path: path, id: String(name.dropLast(kind.fileExtension.count + 1)), text: text)
    }
}

/// What `ContentLoader` found.
package struct LoadedContent: Sendable {
    /// The library root the paths are relative to.
    var root: String = ""
    package var files: [SourceFile] = []
    /// Paths (relative to `content/`) of every regular file that is not a
    /// record file (covers and other assets), for `book.cover`.
    package var contentFiles: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// Every folder walked (relative to `content/`, "" for itself), and whether any symbolic
    /// link was met: what `ContentLoader.update` needs to know a change is only files.
    var folders: Set<String> = []
    var metLinks = false

    /// Where `path` is or would be in `files` (in path order, by bytes): the first file not before it.
    func position(of path: String) -> Int {
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path.utf8Precedes(path) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The record file at `path`, if one is listed.
    func file(at path: String) -> SourceFile? {
        let index = position(of: path)
        return index < files.count && files[index].path == path ? files[index] : nil
    }

    /// Does `other` list the same files (the same paths, of the same kinds, in the same order)?
    func hasSameFiles(as other: LoadedContent) -> Bool {
        files.count == other.files.count && zip(files, other.files).allSatisfy { $0.path == $1.path && $0.kind == $1.kind }
    }
}

/// Problems that stop a command from running at all (exit 2).
package enum LoadError: Error, CustomStringConvertible, Equatable {
    case noLibrary(root: String)
    case unreadable(path: String, reason: String)
    /// `content/library.json` does not parse (CLI.md v1.3): every command stops (exit 2) with
    /// this one diagnostic, and nothing is judged on settings the library never chose.
    case unreadableSettings(Diagnostic)

    package var description: String {
        switch self {
        case .noLibrary(let root):
            return "\(root): no content/library.json here; run libgen in a library's root folder, pass --root, or create one with `libgen init`"
        case .unreadable(let path, let reason):
            return "\(path): cannot read: \(reason)"
        case .unreadableSettings(let diagnostic):
            return diagnostic.textLine + " — nothing was judged, as every date, due day and right depends on it: mend it first"
        }
    }
}

/// Stage 1, load: finds every content file and reads it.
///
/// Symbolic links are followed only when they resolve inside `content/`; links
/// that leave it, dangle or loop are reported (`file.symlink`) and never read.
package struct ContentLoader {
    let root: URL

    package init(root: URL) { self.root = root.standardizedFileURL }

    /// Walks `content/`; with `listing`, takes what the last walk found instead when no folder
    /// changed since (`ListingCache`), and keeps what this walk found for the next.
    package func load(listing: ListingCache? = nil) throws -> LoadedContent {
        let contentPath = root.appendingPathComponent("content").path
        // One look at library.json (through a link): missing or a folder, no library here; a named
        // pipe or a device would be skipped by the walk and the library judged under default
        // settings with nothing said (exit 2: it cannot be read).
        guard let info = LibraryRoot.settingsFile(of: root) else { throw LoadError.noLibrary(root: root.path) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw LoadError.unreadable(path: "content/library.json", reason: "it is not a regular file (a named pipe, a socket or a device); replace it with the library's settings file")
        }
        guard let realContent = Self.realPath(contentPath) else { throw LoadError.noLibrary(root: root.path) }
        if var kept = listing?.read(content: realContent) {
            kept.root = root.path
            return kept
        }
        let started = ListingCache.now()
        var walker = Walker(realContent: realContent)
        walker.walk(directory: contentPath, relative: "", realDirectory: realContent)
        if let (path, reason) = walker.unreadable { throw LoadError.unreadable(path: path, reason: reason) }
        var content = LoadedContent()
        content.diagnostics = walker.diagnostics
        content.contentFiles = walker.regularFiles
        content.folders = walker.folders
        content.metLinks = walker.metLinks
        walker.found.sort { $0.path.utf8Precedes($1.path) }
        content.root = root.path
        content.files = walker.found
        if let listing, walker.stamps.count == walker.folders.count {
            listing.write(content, content: realContent, stamps: walker.stamps, started: started)
        }
        return content
    }

    /// The listing `previous` becomes after the files at `changed` (paths relative to the root,
    /// as `serve`'s watcher reports them) were written, added or removed — each classified
    /// exactly as the walk does — or nil when only a new walk can tell: a folder appeared or
    /// went, a link is involved, or the path is not under `content/` or `templates/`. Paths the
    /// walk never sees (names starting with a dot) and files that came and went between two
    /// walks (an editor's temporary files) change nothing.
    package func update(_ previous: LoadedContent, changed: [String]) -> LoadedContent? {
        guard !previous.metLinks, previous.root == root.path else { return nil }
        var content = previous
        let contentPath = root.appendingPathComponent("content").path
        for path in changed {
            if path.hasPrefix("templates/") { continue }
            guard path.hasPrefix("content/") else { return nil }
            let relative = String(path.dropFirst("content/".count))
            let components = relative.split(separator: "/", omittingEmptySubsequences: false)
            if components.contains(where: { $0.hasPrefix(".") }) { continue }
            guard !components.contains(where: \.isEmpty) else { return nil }
            let parent = components.dropLast().joined(separator: "/")
            var info = stat()
            let exists = lstat(contentPath + "/" + relative, &info) == 0
            let mode = info.st_mode & S_IFMT
            guard previous.folders.contains(parent), !(exists && (mode == S_IFDIR || mode == S_IFLNK)),
                  exists || !previous.folders.contains(relative) else { return nil }
            // Without library.json there is no library: `load` says so.
            guard relative != "library.json" || (exists && mode == S_IFREG) else { return nil }
            // What the walk had for this path goes; what it would find now comes in.
            let index = content.position(of: path)
            let had = index < content.files.count && content.files[index].path == path
            content.contentFiles.remove(relative)
            content.diagnostics.removeAll { $0.file == path }
            var walker = Walker(realContent: contentPath)
            if exists, mode == S_IFREG, walker.classify(relativePath: relative[...], reportPath: path, name: String(components.last!)) {
                // A file rewritten in place (the most common change) is the same entry as before: the
                // list is left as it is (removing and inserting it copied the list of 100,000 files
                // and moved those after it twice).
                let found = walker.found
                let same = had && found.count == 1 && found[0].kind == content.files[index].kind && found[0].id == content.files[index].id
                    && found[0].text == nil && content.files[index].text == nil
                if !same {
                    if had { content.files.remove(at: index) }
                    content.files.insert(contentsOf: found, at: index)
                }
            } else {
                if had { content.files.remove(at: index) }
                if exists, mode == S_IFREG { content.contentFiles.insert(relative) }
            }
            content.diagnostics += walker.diagnostics
        }
        return content
    }

    /// Reads a file as UTF-8 text (BOM removed), or sets `problem` to its
    /// `parse.encoding` diagnostic with the first bad byte's place.
    static func readText(root: String, relative: String, problem: inout Diagnostic?) throws -> String? {
        guard var bytes = FileIO.readBytes(root + "/" + relative) else {
            throw LoadError.unreadable(path: relative, reason: String(cString: strerror(errno)))
        }
        return text(of: &bytes, relative: relative, problem: &problem)
    }

    /// A file's bytes as UTF-8 text (BOM removed), or nil with `problem` set to its `parse.encoding`.
    static func text(of bytes: inout [UInt8], relative: String, problem: inout Diagnostic?) -> String? {
        bytes.dropUTF8BOM()
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let location = firstInvalidUTF8(in: bytes)
        problem = Diagnostic(.parseEncoding, relative, location,
                             "the file is not valid UTF-8 (first bad byte at line \(location.line), column \(location.column)); save it as UTF-8")
        return nil
    }



    static func firstInvalidUTF8(in bytes: [UInt8]) -> SourceLocation {
        var line = 1, column = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                return SourceLocation(line: line, column: column)
            }
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Walks `content/` depth first, classifying files by folder. The folders of each depth are
    /// listed on every core (`loans/` holds a folder a year), each by a walker of its own, and
    /// their findings then joined where each folder was met: the same lists, in the same order,
    /// as one walker going through them in turn.
    private struct Walker: Sendable {
        let realContent: String
        var found: [SourceFile] = []
        var regularFiles: Set<String> = []
        var diagnostics: [Diagnostic] = []
        var activeDirectories: Set<String> = []
        var folders: Set<String> = []
        var metLinks = false
        /// The first folder under `content/` that could not be listed (or a file where a record
        /// folder should be), with why: the walk would otherwise judge the library without
        /// everything in it and say nothing (CLI.md: exit 2, the file named).
        var unreadable: (path: String, reason: String)?
        /// Each folder's stamp, taken before its entries were read (`ListingCache`).
        var stamps: [(relative: String, stamp: ListingCache.Stamp)] = []

        init(realContent: String) { self.realContent = realContent }

        /// A folder to list: its path, its path under `content/`, its real path, and the real
        /// paths of the folders it lies in (a link to one of them would loop).
        struct Job: Sendable {
            let directory: String
            let relative: String
            let real: String
            let active: Set<String>
        }

        /// A sub-folder a listing met: the job that lists it, and where its findings join the
        /// folder's (the counts of diagnostics and stamps when it was met).
        struct Met: Sendable {
            let job: Job
            let diagnostics: Int
            let stamps: Int
        }

        /// Walks the folder and everything under it: each depth's folders listed on every core,
        /// then joined in the order a depth-first walk meets them.
        mutating func walk(directory: String, relative: String, realDirectory: String) {
            var listed: [(walker: Walker, met: [Met], children: [Int])] = []
            var level = [(job: Job(directory: directory, relative: relative, real: realDirectory, active: activeDirectories), parent: -1)]
            while !level.isEmpty {
                let realContent = realContent
                let done = Parallel.map(level.map(\.job), chunkSize: 1) { job -> (Walker, [Met]) in
                    var walker = Walker(realContent: realContent)
                    walker.activeDirectories = job.active
                    let met = walker.list(job)
                    return (walker, met)
                }
                var next: [(job: Job, parent: Int)] = []
                for ((walker, met), entry) in zip(done, level) {
                    let index = listed.count
                    listed.append((walker, met, []))
                    if entry.parent >= 0 { listed[entry.parent].children.append(index) }
                    next += met.map { ($0.job, index) }
                }
                level = next
            }
            // The lists whose order is the walk's, joined where each folder was met (last to
            // first, so each place counted when its folder was met still holds).
            func joined(_ index: Int) -> (diagnostics: [Diagnostic], stamps: [(relative: String, stamp: ListingCache.Stamp)]) {
                var (diagnostics, stamps) = (listed[index].walker.diagnostics, listed[index].walker.stamps)
                for (met, child) in zip(listed[index].met, listed[index].children).reversed() {
                    let sub = joined(child)
                    diagnostics.insert(contentsOf: sub.diagnostics, at: met.diagnostics)
                    stamps.insert(contentsOf: sub.stamps, at: met.stamps)
                }
                return (diagnostics, stamps)
            }
            let ordered = joined(0)
            diagnostics += ordered.diagnostics
            stamps += ordered.stamps
            // The rest each folder's once, into room made for all (`found` is sorted by the caller;
            // joined up the tree, 112,000 files were copied and hashed again at every depth).
            found.reserveCapacity(found.count + listed.reduce(0) { $0 + $1.walker.found.count })
            regularFiles.reserveCapacity(regularFiles.count + listed.reduce(0) { $0 + $1.walker.regularFiles.count })
            // In the walk's order (a folder before those it holds), the first that failed.
            func firstUnreadable(_ index: Int) -> (path: String, reason: String)? {
                listed[index].walker.unreadable ?? listed[index].children.lazy.compactMap(firstUnreadable).first
            }
            unreadable = unreadable ?? firstUnreadable(0)
            for index in listed.indices {
                found += listed[index].walker.found
                regularFiles.formUnion(listed[index].walker.regularFiles)
                folders.formUnion(listed[index].walker.folders)
                metLinks = metLinks || listed[index].walker.metLinks
                listed[index].walker = Walker(realContent: realContent)
            }
        }

        /// The folder's own entries classified; the sub-folders it holds, to list next.
        private mutating func list(_ job: Job) -> [Met] {
            let (directory, relative, realDirectory) = (job.directory, job.relative, job.real)
            activeDirectories.insert(realDirectory)
            folders.insert(relative)
            if let stamp = ListingCache.Stamp(path: directory) { stamps.append((relative, stamp)) }
            let folder = Folder(relative: relative[...])
            let prefix = relative.isEmpty ? "content/" : "content/\(relative)/"
            var subfolders: [Met] = []
            guard let entries = FileIO.entries(of: directory) else {
                let reason = String(cString: strerror(errno))
                unreadable = (relative.isEmpty ? "content" : "content/" + relative, "\(reason) (a folder libgen cannot list)")
                return []
            }
            for (name, type) in entries where !name.hasPrefix(".") {
                // The full path only where the disk is asked again (an unknown type, a link, a folder):
                // a string made for each of 112,000 files was a sixth of the walk.
                var path: String { directory + "/" + name }
                let reportPath = prefix + name
                let relativePath = reportPath.dropFirst("content/".count)
                // A name that is not UTF-8 was read with U+FFFD in place of its bytes, so the file
                // cannot be opened by it: said once and left out, never the end of the whole check.
                if name.unicodeScalars.contains("\u{FFFD}") {
                    var info = stat()
                    if lstat(path, &info) != 0 {
                        diagnostics.append(Diagnostic(.fileUnexpected, reportPath, .start,
                            "this name is not valid UTF-8 (shown with \u{FFFD}); the \(type == S_IFDIR ? "folder" : "file") is ignored: rename it"))
                        continue
                    }
                }
                var mode = type
                if mode == nil {
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    mode = info.st_mode & S_IFMT
                }
                var isDirectory = mode == S_IFDIR
                var realTarget: String?
                if mode == S_IFLNK {
                    metLinks = true
                    guard let resolved = ContentLoader.realPath(path) else {
                        let looping = errno == ELOOP
                        diagnostics.append(Diagnostic(.fileSymlink, reportPath, .start, looping
                            ? "this symbolic link loops; it is not followed: replace it with the file itself"
                            : "this symbolic link points to a file that does not exist; remove it or replace it with the file itself"))
                        continue
                    }
                    guard resolved == realContent || resolved.hasPrefix(realContent + "/") else {
                        diagnostics.append(Diagnostic(.fileSymlink, reportPath, .start,
                            "this symbolic link points outside content/; it is not followed: replace it with the file itself"))
                        continue
                    }
                    var targetInfo = stat()
                    guard stat(resolved, &targetInfo) == 0 else { continue }
                    isDirectory = (targetInfo.st_mode & S_IFMT) == S_IFDIR
                    if isDirectory && activeDirectories.contains(where: { resolved == $0 || $0.hasPrefix(resolved + "/") }) {
                        diagnostics.append(Diagnostic(.fileSymlink, reportPath, .start,
                            "this symbolic link points to a folder that contains it, which would loop; it is not followed"))
                        continue
                    }
                    realTarget = resolved
                } else if !isDirectory && mode != S_IFREG {
                    // A named pipe, socket or device among the records: never opened, but said.
                    if folder.kind != nil {
                        diagnostics.append(Diagnostic(.fileUnexpected, reportPath, .start,
                            "this is not a regular file (a named pipe, a socket or a device); it is ignored: replace it with the file itself"))
                    }
                    continue
                }
                if isDirectory {
                    let sub = Job(directory: path, relative: String(relativePath), real: realTarget ?? realDirectory + "/" + name, active: activeDirectories)
                    subfolders.append(Met(job: sub, diagnostics: diagnostics.count, stamps: stamps.count))
                } else if !classify(in: folder, reportPath: reportPath, name: name) {
                    regularFiles.insert(String(relativePath))
                }
            }
            return subfolders
        }

        /// What every file of one folder shares for `classify`, worked out once per folder
        /// (per file, it was a fifth of the walk at 112,000 files).
        struct Folder {
            /// The folder is `content/` itself.
            let isTop: Bool
            /// The first folder under `content/`, and the kind of record it holds (nil: none).
            let top: String
            let kind: ContentKind?
            /// The folder lies inside the kind's folder rather than being it.
            let nested: Bool

            init(relative: Substring) {
                isTop = relative.isEmpty
                let slash = relative.utf8.firstIndex(of: UInt8(ascii: "/"))
                top = String(relative[..<(slash ?? relative.endIndex)])
                kind = isTop ? nil : ContentKind.allCases.first { [top] in $0 != .library && $0.folder == top }
                nested = slash != nil
            }
        }

        /// Records the file if it is a content record; true when it is one.
        mutating func classify(relativePath: Substring, reportPath: String, name: String) -> Bool {
            let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/"))
            return classify(in: Folder(relative: relativePath[..<(slash ?? relativePath.startIndex)]), reportPath: reportPath, name: name)
        }

        /// The same for a file of `folder`. Runs once per file (112,000 times in a large
        /// library), so it works on the name's bytes rather than splitting the path.
        mutating func classify(in folder: Folder, reportPath: String, name: String) -> Bool {
            if folder.isTop {
                if name == "library.json" { found.append(SourceFile(kind: .library, path: reportPath, id: "library", text: nil)); return true }
                // A file where a folder of records belongs: its records would be missing, said by nothing.
                if let kind = ContentKind.allCases.first(where: { $0 != .library && $0.folder == name }) {
                    unreadable = unreadable ?? (reportPath, "it is a file, but \(kind.folder)/ must be a folder holding one file per record")
                }
                return false
            }
            guard let kind = folder.kind else { return false }
            let top = folder.top
            let ext = Self.pathExtension(name)
            guard ext == kind.fileExtension else {
                if kind != .page {
                    diagnostics.append(Diagnostic(.fileUnexpected, reportPath, .start,
                        "\(top)/ holds only .\(kind.fileExtension) files; this file is ignored (rename it to .\(kind.fileExtension) or move it out of content/\(top)/)"))
                }
                return false
            }
            if folder.nested && !kind.allowsSubfolders {
                diagnostics.append(Diagnostic(.fileUnexpected, reportPath, .start,
                    "\(top)/ does not use sub-folders; this file is ignored (move it to content/\(top)/\(name))"))
                return false
            }
            let id = String(name.dropLast(ext.count + 1))
            found.append(SourceFile(kind: kind, path: reportPath, id: id, text: nil))
            return true
        }

        /// What follows a file name's last dot ("" for none), as `NSString.pathExtension` gives it.
        static func pathExtension(_ name: String) -> Substring {
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
            return name[name.utf8.index(after: dot)...]
        }
    }
}
