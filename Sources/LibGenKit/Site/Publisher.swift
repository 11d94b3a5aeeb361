import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stage: publish. Writes a site next to the output folder and swaps it in,
/// so a build that fails or is killed leaves the previous site whole.
///
/// Files whose bytes did not change are hard-linked from the previous site
/// instead of rewritten, so their modification times stay put for rsync-style
/// deploys. A marker file records that libgen made the folder: a non-empty
/// folder without it is never replaced.
public struct Publisher {
    public static let marker = ".libgen-site"
    public let output: URL

    public init(output: URL) { self.output = output.standardizedFileURL }

    /// Refuses (`SiteError.unsafeOutput`) an output folder whose replacement
    /// could destroy something: the library root or a folder holding it, a
    /// folder with a `content/` folder, one inside `content/` or `templates/`,
    /// a file, or a non-empty folder libgen did not make.
    public func checkSafety(root: URL, templates: URL?) throws {
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

    /// Writes `files` (path relative to the site → bytes) as the new site.
    /// Returns how many files were written anew (the rest were unchanged).
    @discardableResult
    public func publish(_ files: [(path: String, data: Data)]) throws -> Int {
        let fm = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        try removeLeftovers(in: parent, name: name)
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw SiteError.write(path: parent.path, reason: error.localizedDescription)
        }
        let staging = parent.appendingPathComponent(".\(name).libgen-new-\(getpid())")
        var written = 0
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
            var made = Set<String>()
            for file in files {
                let target = staging.appendingPathComponent(file.path)
                let folder = target.deletingLastPathComponent().path
                if !made.contains(folder) {
                    try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    made.insert(folder)
                }
                let previous = output.appendingPathComponent(file.path).path
                if let old = fm.contents(atPath: previous), old == file.data, link(previous, target.path) == 0 { continue }
                try file.data.write(to: target)
                written += 1
            }
            try Data("made by libgen build; this folder is replaced on every build\n".utf8).write(to: staging.appendingPathComponent(Self.marker))
            try swapIn(staging)
        } catch {
            try? fm.removeItem(at: staging)
            if let siteError = error as? SiteError { throw siteError }
            throw SiteError.write(path: output.path, reason: error.localizedDescription)
        }
        return written
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
            try? fm.removeItem(at: staging) // now the previous site
            return
        }
        let old = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).libgen-old-\(getpid())")
        guard rename(output.path, old.path) == 0 else { throw SiteError.write(path: output.path, reason: String(cString: strerror(errno))) }
        guard rename(staging.path, output.path) == 0 else {
            _ = rename(old.path, output.path)
            throw SiteError.write(path: output.path, reason: String(cString: strerror(errno)))
        }
        try? fm.removeItem(at: old)
    }

    /// Removes staging folders that a killed build left behind.
    private func removeLeftovers(in parent: URL, name: String) throws {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries where entry.hasPrefix(".\(name).libgen-new-") || entry.hasPrefix(".\(name).libgen-old-") {
            try? fm.removeItem(at: parent.appendingPathComponent(entry))
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
