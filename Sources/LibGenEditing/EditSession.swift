import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenCore
import LibGenSupport

/// A change to a library: files to write (path relative to the root → text)
/// and the commit message that describes it.
package struct LibraryEdit: Sendable {
    package var writes: [(path: String, text: String)] = []
    /// Written but never committed: the private contacts file.
    package var privatePaths: Set<String> = []
    /// The commit message: `Lend "Dune" to Ravi Iyer`.
    package var message: String
    /// The message on one line, as a commit's subject and a printed line take it (a note or a
    /// reason typed over several lines is in it), with contact details a note or reason holds
    /// covered (a commit is public for good, and `privacy.contact-like` only warns of the file).
    package var subject: String {
        PrivacyScan.masked(message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
    }
    /// What was done, in words, printed after the paths (`Lent "Dune" to Ravi Iyer, due back Fri 4 Dec 2026`).
    var summary: String?
    /// The words of `summary` asked of the library as the edit leaves it (the next in the queue,
    /// the due date): set by edits whose message depends on the resolved state.
    var summarize: (@Sendable (LibraryState) -> String)?
    /// `--dry-run` shows each file's diff; an import of many new files lists them instead.
    package var showsDiff = true
    /// What the summary reports that is not a closing summary: rows an import skipped or
    /// changed. Printed with `--quiet` in its place (CLI.md: diagnostics are never dropped).
    package var notices: [String] = []

    init(message: String) { self.message = message }

    package mutating func write(_ path: String, _ text: String) {
        writes.removeAll { $0.path == path }
        writes.append((path, text))
    }

    /// Writes a private file (contact details), which `--commit` never stages.
    mutating func writePrivate(_ path: String, _ text: String) {
        write(path, text)
        privatePaths.insert(path)
    }

    /// The paths `--commit` stages.
    var committedPaths: [String] { writes.map(\.path).filter { !privatePaths.contains($0) } }
}

/// Problems that stop an edit before it is validated (`exitStatus`: 1 for requests the
/// library's state refuses, 2 for bad arguments and environment problems).
package enum EditError: Error, CustomStringConvertible, Equatable {
    case notFound(String)
    case ambiguous(String, candidates: [String])
    case refused(String)
    case changedMeanwhile(String)
    case io(String)

    package var description: String {
        switch self {
        case .notFound(let message), .refused(let message), .io(let message): return message
        case .ambiguous(let message, let candidates): return message + ": " + candidates.joined(separator: ", ")
        case .changedMeanwhile(let path): return "\(path) changed while the edit was being prepared; nothing was written, run the command again"
        }
    }

    /// A book or member that could not be found (or was ambiguous): a request the library refuses.
    package init(_ failure: RecordFinder.Failure) {
        switch failure {
        case .notFound(let message): self = .notFound(message)
        case .ambiguous(let message, let candidates): self = .ambiguous(message, candidates: candidates)
        }
    }

    /// The command's exit status (CLI.md): 1 for an edit the library's state refuses; 2 for one
    /// that cannot run — a book, member, loan or swap its arguments do not name (none, or more
    /// than one: a bad argument, as in `report` and `labels`), or the files.
    package var exitStatus: Int32 {
        if case .refused = self { return 1 }
        return 2
    }

    /// What intake answers a member in words (a name that finds no book is theirs to correct);
    /// the rest cannot run.
    package var isRefusal: Bool {
        switch self {
        case .refused, .ambiguous, .notFound: return true
        default: return false
        }
    }
}

/// Loads a library once, applies an edit in memory, validates the whole
/// result, and writes only if the edit adds no error.
package final class EditSession {
    package let root: URL
    package let result: CheckResult
    package let today: Day
    private let content: LoadedContent
    /// Texts of the files an edit has read, as they were then (for the changed-meanwhile check).
    private var texts: [String: String] = [:]

    /// Loads and checks the library. `today` defaults to today in the library's time zone.
    package convenience init(root: URL, today: Day? = nil, cacheFolder: URL?? = .none) throws {
        try self.init(root: root, cacheFolder: cacheFolder) { zone in today ?? Day.containing(Date(), in: zone) }
    }

    /// Loads and checks the library as of the day `today` gives in the library's time zone
    /// (`intake`: the day an issue was opened there). `library.json` is read once, here.
    /// `cacheFolder`: the parse cache's folder (`.none`: the library's default; `nil`: `--no-cache`).
    package init(root: URL, cacheFolder: URL?? = .none, today: (TimeZone) -> Day) throws {
        let root = root.standardizedFileURL
        self.root = root
        content = try ContentLoader(root: root).load()
        let folder = cacheFolder ?? ParseCache.folder(root: root)
        // Read, never written: a refused edit leaves every file byte-identical, the cache's too.
        let (library, diagnostics) = try RecordParser().parse(content, cache: folder.map { ParseCache(folder: $0, root: root, writes: false) })
        let day = today(TimeZone(identifier: library.settings.timeZone) ?? TimeZone(identifier: "UTC")!)
        self.today = day
        result = LibraryChecker(root: self.root, asOf: day).validate(library, parseDiagnostics: diagnostics)
    }

    package var library: Library { result.library }

    /// The book or member a person means (`RecordFinder`), as an edit's error when not found.
    package var finder: Finder { Finder(finder: RecordFinder(result.library, state: result.state)) }

    /// `RecordFinder` for edits: its failures as `EditError`.
    package struct Finder {
        let finder: RecordFinder
        package func book(_ reference: String) throws -> Book {
            do { return try finder.book(reference) } catch { throw EditError(error) }
        }
        package func member(_ reference: String) throws -> Member {
            do { return try finder.member(reference) } catch { throw EditError(error) }
        }
    }

    /// The file of a loan (or another record) with this id that the library could not use (it
    /// has errors), so that a command naming it says which file to mend rather than "no loan".
    package func unusableFile(id: String, kind: ContentKind) -> String? {
        content.files.first { $0.kind == kind && $0.id == id }?.path
    }

    /// The current text of a content file, read once.
    package func text(of path: String) -> String? {
        if let text = texts[path] { return text }
        if !path.hasPrefix("content/") { return try? text(ofFile: path) }
        guard content.files.contains(where: { $0.path == path }),
              let bytes = FileIO.readBytes(root.path + "/" + path), let text = Self.decode(Data(bytes)) else { return nil }
        texts[path] = text
        return text
    }

    /// The text of a file outside `content/` (relative to the root, or absolute), read once
    /// and remembered for the changed-meanwhile check; nil when it does not exist.
    func text(ofFile path: String) throws -> String? {
        if let text = texts[path] { return text }
        let url = url(of: path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path), let text = Self.decode(data) else {
            throw EditError.io("\(path): cannot read it as UTF-8 text")
        }
        texts[path] = text
        return text
    }

    /// A written path: relative to the root, or absolute.
    func url(of path: String) -> URL { path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path) }

    /// Every diagnostic (errors and warnings) the edit would add, and the library as the edit
    /// leaves it. Throws when the edited library cannot be read back: an edit is never judged blind.
    func judgement(_ edit: LibraryEdit) throws -> (added: [Diagnostic], after: CheckResult) {
        var files = content.files
        for write in edit.writes {
            if let index = files.firstIndex(where: { $0.path == write.path }) {
                files[index].text = write.text
            } else if let file = Self.sourceFile(write.path, text: write.text) {
                files.append(file)
            }
        }
        files.sort { $0.path.utf8Precedes($1.path) }
        var edited = content
        edited.files = files
        for write in edit.writes where write.path.hasPrefix("content/") { edited.contentFiles.insert(String(write.path.dropFirst(8))) }
        var (library, diagnostics) = try RecordParser().parse(edited)
        library.contacts = result.library.contacts
        let after = LibraryChecker(root: root, asOf: today).validate(library, parseDiagnostics: diagnostics)
        var before = [String: Int]()
        for diagnostic in result.diagnostics { before[Self.key(diagnostic), default: 0] += 1 }
        let added = after.diagnostics.filter { diagnostic in
            guard diagnostic.rule != .loanOverdue else { return false }
            let key = Self.key(diagnostic)
            if let count = before[key], count > 0 { before[key] = count - 1; return false }
            return true
        }
        return (added, after)
    }

    /// Every diagnostic (errors and warnings) the edit would add.
    func newDiagnostics(_ edit: LibraryEdit) throws -> [Diagnostic] { try judgement(edit).added }

    private static func key(_ diagnostic: Diagnostic) -> String { "\(diagnostic.rule.rawValue)\u{0}\(diagnostic.file)\u{0}\(diagnostic.message)" }

    /// A content file for a path the edit creates.
    static func sourceFile(_ path: String, text: String) -> SourceFile? { SourceFile.record(at: path, text: text) }

    /// Writes every file of the edit atomically (a temporary file in the same
    /// folder, then a rename), under the library's lock (`LibraryLock`: the command's, held
    /// since it read the library, or taken for the write alone), and refusing if a file changed
    /// since it was loaded.
    func write(_ edit: LibraryEdit) throws {
        let lock = LibraryLock.isHeld(root) ? nil : try LibraryLock.acquire(root)
        defer { withExtendedLifetime(lock) {} }
        var before = [String: Data?]()
        for write in edit.writes {
            let url = url(of: write.path)
            let bytes = FileManager.default.contents(atPath: url.path)
            if bytes.flatMap(Self.decode) != texts[write.path] { throw EditError.changedMeanwhile(write.path) }
            before[write.path] = .some(bytes)
        }
        // Each file is replaced atomically; should one fail (a disk full, a file made immutable),
        // those already written are put back as they were (a new one removed), so that a refused
        // edit leaves every file as it was, not half an edit (a swap's file accepted, its books'
        // owners not).
        var written = [String]()
        do {
            for write in edit.writes {
                try Self.atomicWrite(write.text, to: url(of: write.path))
                written.append(write.path)
            }
        } catch {
            for path in written.reversed() {
                let target = url(of: path).path
                if case let old?? = before[path] { try? FileIO.atomicWrite([UInt8](old), to: target) } else { unlink(target) }
            }
            throw error
        }
    }

    /// Text as the loader reads it (BOM removed), for the change check.
    private static func decode(_ data: Data) -> String? {
        var bytes = [UInt8](data)
        bytes.dropUTF8BOM()
        return String(validating: bytes, as: UTF8.self)
    }

    static func atomicWrite(_ text: String, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw EditError.io("\(folder.path): cannot create the folder: \(error.localizedDescription)")
        }
        do {
            try FileIO.atomicWrite(Array(text.utf8), to: url.path)
        } catch {
            throw EditError.io(error.description)
        }
    }
}
