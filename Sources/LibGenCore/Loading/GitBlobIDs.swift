import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LibGenSupport

/// Blob ids of the files under `content/` that git tracks and reports unmodified in the
/// working tree: `git ls-files --stage` less `git diff-files` (run side by side). Anything git
/// cannot vouch for is left out and hashed from its bytes: no git or no repository, a conflicted
/// or non-regular entry (a symbolic link's blob is its target's name), a file git was told not
/// to look at (`update-index --assume-unchanged`, `--skip-worktree`), and every file when
/// line-ending conversion or attributes (the work tree's, `.git/info/attributes`, the user's)
/// may make the working file differ from its blob.
///
/// The entries stay in git's index order (by path bytes, the order the content's files are
/// listed in) and point into git's output: no string or dictionary entry per file. The content's
/// files find theirs in one merge (`keys(for:)`).
struct GitBlobIDs: Sendable {
    struct Entry: Sendable {
        /// Where the path lies in `listing`.
        var start: Int32, end: Int32
        var key: ParseCache.Key
    }

    private let listing: [UInt8]
    private let entries: [Entry]

    static let none = GitBlobIDs(listing: [], entries: [])

    var isEmpty: Bool { entries.isEmpty }

    private init(listing: [UInt8], entries: [Entry]) {
        self.listing = listing
        self.entries = entries
    }

    static func unmodified(root: URL) -> GitBlobIDs {
        let git = GitReader(root: root)
        // diff-files stats every tracked file, the longest step of a warm check's listing: it starts
        // first, on a thread of its own, and runs while the walk does (when Dispatch ran it, it began
        // only once the walk and the listing had given their thread back). It changes nothing, so
        // when git turns out not to be usable here its answer is just dropped.
        let modified = Background.onOwnThread { try? git.run(["diff-files", "--name-only", "--relative", "-z", "--", "content"]) }
        guard let top = try? git.run(["rev-parse", "--show-toplevel", "--absolute-git-dir"]),
              case let paths = String(decoding: top, as: UTF8.self).split(separator: "\n").map(String.init), paths.count == 2,
              access(paths[0] + "/.gitattributes", F_OK) != 0,
              // Attributes from outside the work tree (a clean filter there rewrites what is staged).
              access(paths[1] + "/info/attributes", F_OK) != 0, !Self.userAttributesExist(),
              let config = try? ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path, "config", "--get-regexp", #"^core\.(autocrlf|attributesfile)$"#]),
              Self.configAllowsBlobIDs(String(decoding: config.stdout, as: UTF8.self)),
              // `-v` tags each entry: `H` for a file git compares with its working copy; `h` (assumed
              // unchanged) and `S` (skip-worktree) are files git has been told not to look at.
              let listed = try? git.run(["ls-files", "--stage", "-v", "-z", "--", "content"]), let changedOutput = modified.wait()
        else {
            _ = modified.wait()
            return .none
        }
        let bytes = Array(listed)
        guard bytes.count < Int(Int32.max) else { return .none }
        // The modified paths, in byte order, taken out in the same merge.
        let changed = Array(changedOutput).split(separator: 0).map(Array.init).sorted { $0.lexicographicallyPrecedes($1) }
        let parsed: (entries: [Entry], sorted: Bool)? = bytes.withUnsafeBufferPointer { listing in
            // Scanned through the buffer with memchr and memcmp: the generic slice operations
            // were 35 ms of 112,000 entries, on the path every warm check waits on.
            let base = listing.baseAddress!
            /// The order of the listing's bytes at `range` and `other`'s: negative, zero or positive.
            func compare(_ range: Range<Int>, _ other: UnsafeRawBufferPointer) -> Int {
                FileIO.byteOrder(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count), other)
            }
            var entries = [Entry]()
            entries.reserveCapacity(listing.count / 90)
            var sorted = true
            var nextChanged = 0
            var start = 0
            let suffix = Array("/.gitattributes".utf8)
            // Each entry: "<tag> <mode> <40 hex> <stage>\t<path>\0"; a SHA-256 repository's longer ids are not used.
            while start < listing.count {
                let end = memchr(base + start, 0, listing.count - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? listing.count
                defer { start = end + 1 }
                guard end - start > 52, listing[start + 51] == 9 else { continue }
                let path = (start + 52)..<end
                if path.count >= suffix.count, memcmp(base + end - suffix.count, suffix, suffix.count) == 0 { return nil }
                guard listing[start] == UInt8(ascii: "H"), listing[start + 1] == UInt8(ascii: " "),
                      listing[start + 2] == UInt8(ascii: "1"), listing[start + 3] == UInt8(ascii: "0"), listing[start + 4] == UInt8(ascii: "0"),
                      listing[start + 50] == UInt8(ascii: "0"), let key = blobKey(UnsafeBufferPointer(rebasing: listing[(start + 9)..<(start + 49)])) else { continue }
                if sorted, let last = entries.last,
                   compare(Int(last.start)..<Int(last.end), UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(listing)[path])) >= 0 { sorted = false }
                let isChanged: Bool
                if sorted {
                    while nextChanged < changed.count, changed[nextChanged].withUnsafeBytes({ compare(path, $0) > 0 }) { nextChanged += 1 }
                    isChanged = nextChanged < changed.count && changed[nextChanged].withUnsafeBytes { compare(path, $0) == 0 }
                } else {
                    isChanged = changed.contains { $0.elementsEqual(listing[path]) }
                }
                if !isChanged { entries.append(Entry(start: Int32(path.lowerBound), end: Int32(end), key: key)) }
            }
            return (entries, sorted)
        }
        guard case (var entries, let sorted)? = parsed else { return .none }
        if !sorted {
            // git lists its index in path order; should it ever not, the merge still needs it.
            entries.sort { bytes[Int($0.start)..<Int($0.end)].lexicographicallyPrecedes(bytes[Int($1.start)..<Int($1.end)]) }
        }
        return GitBlobIDs(listing: bytes, entries: entries)
    }

    /// Whether `git config --get-regexp '^core\.(autocrlf|attributesfile)$'` allows taking blob
    /// ids as the working files' contents: no line-ending conversion, no attributes file of the user's.
    static func configAllowsBlobIDs(_ output: String) -> Bool {
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map { $0.lowercased() }
            if parts.first == "core.attributesfile" { return false }
            if parts.first == "core.autocrlf", ["true", "input"].contains(parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "") { return false }
        }
        return true
    }

    /// git's default user attributes file (`$XDG_CONFIG_HOME/git/attributes`, else
    /// `~/.config/git/attributes`) exists.
    static func userAttributesExist(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["HOME"].map { $0 + "/.config" }
        guard let base else { return false }
        return access(base + "/git/attributes", F_OK) == 0
    }

    /// The blob id git vouches for of each path (in byte order, as `LoadedContent` lists them),
    /// nil where it vouches for none.
    func keys<Paths: Collection<String>>(for paths: Paths) -> [ParseCache.Key?] {
        var keys = [ParseCache.Key?](repeating: nil, count: paths.count)
        guard !entries.isEmpty else { return keys }
        var next = 0
        listing.withUnsafeBytes { bytes in
            for (index, path) in paths.enumerated() {
                var path = path
                path.withUTF8 { path in
                    let path = UnsafeRawBufferPointer(path)
                    func entryPath(_ entry: Entry) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.end)]) }
                    while next < entries.count, FileIO.byteOrder(entryPath(entries[next]), path) < 0 { next += 1 }
                    if next < entries.count, FileIO.byteOrder(entryPath(entries[next]), path) == 0 { keys[index] = entries[next].key }
                }
            }
        }
        return keys
    }

    /// A key from a blob id's 40 hex digits (nil when they are not).
    static func blobKey(_ hex: UnsafeBufferPointer<UInt8>) -> ParseCache.Key? {
        guard hex.count == 40 else { return nil }
        // Each digit through a table (0xFF: not a lower-case hex digit), its flags or'ed: a branch
        // per digit was 16 ms of 112,000 ids.
        return hexValues.withUnsafeBufferPointer { values in
            var invalid: UInt8 = 0
            func word(_ range: Range<Int>) -> UInt64 {
                var word: UInt64 = 0
                for index in range {
                    let value = values[Int(hex[index])]
                    invalid |= value
                    word = word << 4 | UInt64(value & 0x0F)
                }
                return word
            }
            let high = word(0..<16), middle = word(16..<32), low = word(32..<40)
            return invalid & 0xF0 == 0 ? ParseCache.Key(kind: 0, high: high, middle: middle, low: UInt32(truncatingIfNeeded: low)) : nil
        }
    }

    /// The value of each byte as a lower-case hex digit, 0xFF when it is none.
    private static let hexValues: [UInt8] = (0...255).map { byte in
        switch byte {
        case 48...57: UInt8(byte - 48)
        case 97...102: UInt8(byte - 87)
        default: 0xFF
        }
    }
}
