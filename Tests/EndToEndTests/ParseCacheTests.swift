import Foundation
import Testing
@testable import LibGenCore
@testable import LibGenSite
@testable import LibGenSupport
@testable import TestSupport

/// The parse cache (CLI.md): output with a cold, warm or no cache is byte-identical —
/// diagnostics, reports and every site file — whatever edits came between runs, and a damaged,
/// foreign or racy cache never changes an answer.
@Suite struct ParseCacheTests {
    /// The example library copied to a temporary folder, optionally as a committed git repository.
    static func exampleCopy(git: Bool) throws -> URL {
        let root = TemporaryFolder.url("libgen-cache")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("content"), to: root.appendingPathComponent("content"))
        if git {
            for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "library"]] {
                let result = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path] + arguments)
                #expect(result.status == 0, "git \(arguments[0]): \(String(decoding: result.stderr, as: UTF8.self))")
            }
        }
        return root
    }

    /// Everything a run prints and builds: check in every format, a report, and the site.
    static func outputs(_ root: URL, _ extra: [String], environment: [String: String] = [:], site: Bool = true) throws -> [String: String] {
        var outputs = [String: String]()
        for format in ["text", "json", "github"] {
            let run = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22", "--format", format] + extra, environment: environment)
            outputs["check-\(format)"] = "\(run.status)\n\(run.stdout)\(run.stderr)"
        }
        let report = try CommandRunner.run(["report", "overdue", "--root", root.path, "--as-of", "2026-11-22"] + extra, environment: environment)
        outputs["report"] = "\(report.status)\n\(report.stdout)\(report.stderr)"
        if site {
            let out = TemporaryFolder.url("libgen-cache-site")
            let build = try CommandRunner.run(["build", "--root", root.path, "--as-of", "2026-11-22", "--quiet", "--out", out.path] + extra, environment: environment)
            outputs["build"] = "\(build.status)\n\(build.stdout)\(build.stderr)".replacingOccurrences(of: out.path, with: "OUT")
            for (path, data) in SiteTree(out).files { outputs["site/" + path] = String(decoding: data, as: UTF8.self) }
            try? FileManager.default.removeItem(at: out)
        }
        return outputs
    }

    /// Warm (the library's own cache), cold (a new `LIBGEN_CACHE`) and `--no-cache` runs agree,
    /// and so does the site rebuilt in place (`incremental`: only pages whose fingerprints changed
    /// are rendered) with a full build of the same content, file for file.
    static func expectSameOutputs(_ root: URL, step: String, site: Bool = true, incremental: URL? = nil,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let none = try outputs(root, ["--no-cache"], site: site)
        if let incremental {
            let build = try CommandRunner.run(["build", "--root", root.path, "--as-of", "2026-11-22", "--quiet", "--out", incremental.path])
            let full = TemporaryFolder.url("libgen-full-site")
            defer { try? FileManager.default.removeItem(at: full) }
            _ = try CommandRunner.run(["build", "--root", root.path, "--as-of", "2026-11-22", "--quiet", "--no-cache", "--out", full.path])
            #expect(build.status == 0 || !FileManager.default.fileExists(atPath: full.path), "\(step): \(build.stderr)", sourceLocation: sourceLocation)
            if FileManager.default.fileExists(atPath: full.path) {
                let (a, b) = (SiteTree(incremental), SiteTree(full))
                #expect(Set(a.files.keys) == Set(b.files.keys), "\(step): the rebuilt site has other files", sourceLocation: sourceLocation)
                for (path, data) in b.files where a.files[path] != data {
                    Issue.record("\(step): \(path) differs between the rebuilt site and a full build", sourceLocation: sourceLocation)
                }
            }
        }
        let coldFolder = TemporaryFolder.url("libgen-cold-cache")
        let cold = try outputs(root, [], environment: ["LIBGEN_CACHE": coldFolder.path], site: site)
        let warm = try outputs(root, [], site: site)
        try? FileManager.default.removeItem(at: coldFolder)
        for (name, other) in [("cold", cold), ("warm", warm)] {
            #expect(Set(other.keys) == Set(none.keys), "\(step): \(name) cache built other files", sourceLocation: sourceLocation)
            for (file, text) in none where other[file] != text {
                Issue.record("\(step): \(file) differs with a \(name) cache:\n\(other[file] ?? "(missing)")\n--- without a cache:\n\(text)", sourceLocation: sourceLocation)
            }
        }
    }

    /// One random edit of the kinds people make: change, add, delete, rename, a description
    /// added to, the same bytes written back, a file touched without change. What was done, and
    /// the paths it changed (from the root, as serve's watcher names them).
    static func edit(_ root: URL, _ random: inout LedgerDifferentialTests.Random) throws -> (what: String, paths: [String]) {
        let content = root.appendingPathComponent("content")
        let files = FileManager.default.enumerator(atPath: content.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".md") }.sorted()
        let path = files[random.int(0...(files.count) - 1)]
        let url = content.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = "content/" + path
        switch random.int(0...(8) - 1) {
        case 0:
            // A title or name changed (a value, so pages change too).
            let changedText = text.replacingOccurrences(of: "\"name\": \"", with: "\"name\": \"New ").replacingOccurrences(of: "title: ", with: "title: New ")
            try Data(changedText.utf8).write(to: url)
            return ("changed \(path)", [changed])
        case 1:
            // Broken: the file no longer parses.
            try Data(text.dropLast(8).utf8).write(to: url)
            return ("broke \(path)", [changed])
        case 2:
            let copy = url.deletingPathExtension().path + "-copy." + url.pathExtension
            try Data(text.utf8).write(to: URL(fileURLWithPath: copy))
            return ("copied \(path)", ["content/" + String(path.dropLast(url.pathExtension.count + 1)) + "-copy." + url.pathExtension])
        case 3:
            try FileManager.default.removeItem(at: url)
            return ("deleted \(path)", [changed])
        case 4:
            let name = "renamed-\(random.int(0...(1000) - 1))." + url.pathExtension
            try FileManager.default.moveItem(at: url, to: url.deletingLastPathComponent().appendingPathComponent(name))
            return ("renamed \(path)", [changed, (changed as NSString).deletingLastPathComponent + "/" + name])
        case 5:
            try Data(text.utf8).write(to: url)
            return ("wrote \(path) back unchanged", [changed])
        case 6:
            // A sentence added to a book's description (or a record's end, where it breaks it).
            try Data((text + "\nA sentence added to the description.\n").utf8).write(to: url)
            return ("added to \(path)", [changed])
        default:
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(random.int(0...(100_000) - 1)))], ofItemAtPath: url.path)
            return ("touched \(path)", [changed])
        }
    }

    @Test(arguments: [false, true])
    func coldWarmAndNoCacheAgreeAfterRandomEdits(git: Bool) throws {
        let root = try Self.exampleCopy(git: git)
        defer { try? FileManager.default.removeItem(at: root) }
        var random = LedgerDifferentialTests.Random(state: git ? 7 : 3)
        let site = TemporaryFolder.url("libgen-rebuilt-site")
        defer { try? FileManager.default.removeItem(at: site) }
        try Self.expectSameOutputs(root, step: "the example", incremental: site)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".libgen/cache/records.bin").path))
        for step in 1...8 {
            var done = [String]()
            for _ in 0...random.int(0...(2) - 1) { done.append(try Self.edit(root, &random).what) }
            try Self.expectSameOutputs(root, step: "step \(step) (\(done.joined(separator: ", ")))", site: step % 2 == 0, incremental: site)
        }
        if git {
            // The cache never shows in git: `.libgen/` ignores itself.
            let status = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path, "status", "--porcelain", "--", ".libgen"])
            #expect(String(decoding: status.stdout, as: UTF8.self) == "")
        }
    }

    @Test func noCacheNeitherReadsNorWritesAndLibgenCacheMovesIt() throws {
        let library = try TestLibrary()
        let none = try CommandRunner.run(["check", "--root", library.root.path, "--no-cache"])
        #expect(none.status == 0)
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(".libgen").path))
        let elsewhere = TemporaryFolder.url("libgen-ci-cache")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let moved = try CommandRunner.run(["check", "--root", library.root.path], environment: ["LIBGEN_CACHE": elsewhere.path])
        #expect(moved.stdout == none.stdout)
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(".libgen").path))
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("records.bin").path))
        let local = try CommandRunner.run(["check", "--root", library.root.path])
        #expect(local.stdout == none.stdout)
        #expect(try String(contentsOf: library.root.appendingPathComponent(".libgen/.gitignore"), encoding: .utf8) == "# libgen's parse cache: never committed.\n*\n")
    }

    /// A store cut short, with bytes flipped, emptied, or holding an entry twice gives the same output as no cache, and is written again whole.
    @Test func aDamagedCacheIsIgnoredAndRewritten() throws {
        let root = try Self.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = try Self.outputs(root, ["--no-cache"], site: false)
        let store = root.appendingPathComponent(".libgen/cache/records.bin")
        _ = try Self.outputs(root, [], site: false)
        let good = try Data(contentsOf: store)
        let damages: [(String, (Data) -> Data)] = [
            ("cut short", { $0.prefix($0.count / 2) }),
            ("a byte flipped", { var data = $0; data[data.count / 3] ^= 0x20; return data }),
            ("empty", { _ in Data() }),
            ("not a cache", { _ in Data("{\"records\": []}".utf8) }),
            ("with an entry twice (checksum right)", { data in
                let bytes = [UInt8](data)
                var reader = CacheReader(bytes[..<(bytes.count - 20)])
                reader.offset = ParseCache.magic.count
                _ = try? reader.u32()
                _ = try? reader.string()
                let start = reader.offset
                _ = try? reader.take(21)
                let length = (try? reader.varint()) ?? 0
                _ = try? reader.take(length)
                let body = Array(bytes[..<reader.offset]) + bytes[start..<reader.offset] + bytes[reader.offset..<(bytes.count - 20)]
                return Data(body + ContentDigest.sha1(body))
            }),
        ]
        for (damage, make) in damages {
            try make(good).write(to: store)
            let outputs = try Self.outputs(root, [], site: false)
            #expect(outputs == expected, "a cache \(damage)")
            #expect(try Data(contentsOf: store) == good, "a cache \(damage) is written again")
        }
    }

    /// A store written by another binary is foreign even when its entries are for these very
    /// files: here it holds a wrong parse of `dune.md`, which its own binary would believe.
    @Test func aCacheWrittenByAnotherBinaryIsIgnored() throws {
        let root = try Self.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let expected = try Self.outputs(root, ["--no-cache"], site: false)
        let folder = root.appendingPathComponent(".libgen/cache")
        let dune = SourceFile(kind: .book, path: "content/books/dune.md", id: "dune")
        let bytes = try #require(FileIO.readBytes(root.appendingPathComponent(dune.path).path))
        var lie = dune
        lie.text = "---\ntitle: Not Dune\n---\n"
        var writer = CacheWriter()
        writer.parsedFile(RecordParser.parse(lie))
        let key = ParseCache.key(kind: .book, bytes: bytes)
        ParseCache(folder: folder, root: root, identity: "libgen 0.9 another build").save(used: [key], fresh: [key: writer.bytes])
        let believed = ParseCache(folder: folder, root: root, identity: "libgen 0.9 another build").lookup(key, path: dune.path)?.parsed
        guard case .string(let title)? = believed?.record?.fields["title"]?.value else {
            Issue.record("the other binary's own entry could not be read back")
            return
        }
        #expect(title == "Not Dune", "the other binary would believe its own entry")
        #expect(try Self.outputs(root, [], site: false) == expected)
    }

    /// A build takes back the last build's search filing of a book only when the filing is this
    /// binary's, in a sound store, stored with the digest of the book's summary now: a store
    /// whose every filing is a lie changes the site only when all three hold.
    @Test func storedSearchFilingsAreTakenOnlyForTheSameSummary() throws {
        let root = try Self.exampleCopy(git: false)
        let out = TemporaryFolder.url("libgen-filings-site"), full = TemporaryFolder.url("libgen-filings-full")
        defer { for folder in [root, out, full] { try? FileManager.default.removeItem(at: folder) } }
        func build(_ folder: URL, _ extra: [String] = []) throws -> SiteTree {
            let run = try CommandRunner.run(["build", "--root", root.path, "--as-of", "2026-11-22", "--quiet", "--out", folder.path] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            return SiteTree(folder)
        }
        let expected = try build(full, ["--no-cache"])
        #expect(try build(out) == expected)
        let cache = root.appendingPathComponent(".libgen/cache")
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".search") }
        #expect(names.count == 1, "one store of filings, beside the site's fingerprints: \(names)")
        let store = cache.appendingPathComponent(try #require(names.first)).path
        // The libgen binary's identity (not this test process's), as its store names it.
        var header = CacheReader(try #require(FileIO.readBytes(store)))
        header.offset = StoredFilings.magic.count
        let identity = try header.string()
        #expect(identity.hasPrefix("libgen "))
        let stored = try #require(StoredFilings.read(store, identity: identity), "the first build keeps its filings")
        let bookPages = expected.files.keys.filter { $0.hasPrefix("books/") && $0.hasSuffix("/index.html") }
        #expect(stored.entries.count == bookPages.count, "one filing for each shown book")
        #expect(bookPages.count > 20)
        let lie = #"["lie","Not a title","","[]","","available","","available","","",0]"#
        func lying(digest: ([UInt8]) -> [UInt8]) -> [(id: String, digest: [UInt8], filing: SiteAssembler.SearchFiling)] {
            stored.entries.map { id, value in
                (id, digest(value.digest), SiteAssembler.SearchFiling(entry: lie, indexEntry: lie, keys: ["6e-6f"], longKeys: ["6e-6f-74"], twoLetterKeys: []))
            }
        }
        let refused: [(String, [UInt8])] = [
            ("another binary's", StoredFilings.bytes(lying { $0 }, identity: "libgen 0.9 another build")),
            ("for other summaries", StoredFilings.bytes(lying { digest in digest.map { $0 ^ 0x01 } }, identity: identity)),
            ("damaged", { var bytes = StoredFilings.bytes(lying { $0 }, identity: identity); bytes[bytes.count / 2] ^= 0x20; return bytes }()),
        ]
        for (what, bytes) in refused {
            try Data(bytes).write(to: URL(fileURLWithPath: store))
            #expect(try build(out) == expected, "a store \(what) is not taken")
            #expect(StoredFilings.read(store, identity: identity)?.entries.values.contains { $0.filing.entry == lie } == false,
                    "the build keeps its own filings in place of a store \(what)")
        }
        // This binary's sound store with the summaries' digests is taken as it is: what the test relies on.
        try Data(StoredFilings.bytes(lying { $0 }, identity: identity)).write(to: URL(fileURLWithPath: store))
        let believed = try build(out)
        #expect(believed.files["search.json"].map { String(decoding: $0, as: UTF8.self).contains("Not a title") } == true)
    }

    /// A tracked file changed in the same second as the cache and git's index were written,
    /// keeping its size: git compares such "racy" entries' content, so the change is seen.
    @Test func aRacyEditIsSeen() throws {
        let root = try Self.exampleCopy(git: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22", "--format", "json"])
        let loans = root.appendingPathComponent("content/loans")
        let loan = try #require(FileManager.default.enumerator(atPath: loans.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted().first)
        let url = loans.appendingPathComponent(loan)
        let text = try String(contentsOf: url, encoding: .utf8)
        // Same size, same second: a borrower's id that does not exist.
        let racy = text.replacingOccurrences(of: "\"borrower\": \"", with: "\"borrower\": \"z", options: [], range: nil)
            .replacingOccurrences(of: "\"status\": \"returned\"", with: "\"status\":\"returned\"")
        try Data(racy.utf8).write(to: url)
        let after = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22", "--format", "json"])
        let none = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22", "--format", "json", "--no-cache"])
        #expect(after.stdout == none.stdout)
        #expect(after.stdout != before.stdout)
    }

    /// git vouches, by blob id, for exactly the tracked files it reports unmodified: an edited
    /// tracked file, an untracked one and a path git does not list get none, and every other file
    /// gets its own blob id (`git hash-object`), whatever its place in the merge.
    @Test func gitVouchesForTrackedUnmodifiedFilesOnly() throws {
        let root = try Self.exampleCopy(git: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let content = try ContentLoader(root: root).load()
        let edited = try #require(content.files.first { $0.kind == .loan }).path
        try Data("{}\n".utf8).write(to: root.appendingPathComponent(edited), options: .atomic)
        let untracked = "content/members/zz-new.json"
        try Data("{\"name\": \"New\", \"joined\": \"2026-01-01\"}\n".utf8).write(to: root.appendingPathComponent(untracked))
        let paths = (content.files.map(\.path) + [untracked, "content/zzz-not-listed.json"]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let keys = GitBlobIDs.unmodified(root: root).keys(for: paths)
        #expect(keys.count == paths.count)
        for (path, key) in zip(paths, keys) {
            if [edited, untracked, "content/zzz-not-listed.json"].contains(path) {
                #expect(key == nil, "\(path)")
                continue
            }
            let hashed = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path, "hash-object", path])
            let blob = String(decoding: hashed.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(key.map { $0.digest.map { String(format: "%02x", $0) }.joined() } == blob, "\(path)")
        }
    }

    /// Files git was told not to look at (`--assume-unchanged`, `--skip-worktree`) get no blob id:
    /// git would not see them edited, and the cache would give their old parse. Nor does any file
    /// where attributes outside the work tree (`.git/info/attributes`, `core.attributesFile`) may
    /// filter what is staged. The warm check then says what `--no-cache` says.
    @Test func gitIsNotTakenAtItsWordWhereItWasToldNotToLook() throws {
        let root = try Self.exampleCopy(git: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func git(_ arguments: String...) throws { _ = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path] + arguments) }
        let content = try ContentLoader(root: root).load()
        let loans = content.files.filter { $0.kind == .loan }.map(\.path)
        let (assumed, skipped) = (loans[0], loans[1])
        _ = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22"])
        try git("update-index", "--assume-unchanged", assumed)
        try git("update-index", "--skip-worktree", skipped)
        for path in [assumed, skipped] {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: #""book": ""#, with: #""book": "zz-"#).utf8).write(to: url)
        }
        let keys = GitBlobIDs.unmodified(root: root).keys(for: content.files.map(\.path))
        for (file, key) in zip(content.files, keys) where [assumed, skipped].contains(file.path) { #expect(key == nil, "\(file.path)") }
        let warm = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22"])
        let uncached = try CommandRunner.run(["check", "--root", root.path, "--as-of", "2026-11-22", "--no-cache"])
        #expect(warm.status == 1 && warm.stdout == uncached.stdout && warm.stdout.contains("zz-"), "\(warm.stdout)")
        try git("update-index", "--no-assume-unchanged", assumed)
        try git("update-index", "--no-skip-worktree", skipped)
        try Data("*.json -text\n".utf8).write(to: root.appendingPathComponent(".git/info/attributes"))
        #expect(GitBlobIDs.unmodified(root: root).isEmpty)
        #expect(!GitBlobIDs.configAllowsBlobIDs("core.autocrlf false\ncore.attributesfile /home/a/attrs\n"))
        #expect(!GitBlobIDs.configAllowsBlobIDs("core.autocrlf input\n") && GitBlobIDs.configAllowsBlobIDs("core.autocrlf false\n"))
        #expect(GitBlobIDs.userAttributesExist(environment: ["XDG_CONFIG_HOME": root.path]) == false)
    }

    /// A blob id's key is read from its 40 lower-case hex digits, and nothing else is one: git
    /// writes its ids in lower case, so any other byte means the line is not what it seems.
    @Test func blobIDsAreFortyLowerCaseHexDigits() {
        func key(_ text: String) -> [UInt8]? {
            Array(text.utf8).withUnsafeBufferPointer { GitBlobIDs.blobKey($0)?.digest }
        }
        let id = "0123456789abcdef00ff10fe2a3b4c5d6e7f8091"
        #expect(key(id) == stride(from: 0, to: 40, by: 2).map { UInt8(id.dropFirst($0).prefix(2), radix: 16)! })
        #expect(key(id.uppercased()) == nil)
        #expect(key(String(id.dropLast()) + "g") == nil)
        #expect(key(String(id.dropLast()) + "/") == nil)
        #expect(key(String(id.dropLast())) == nil)
    }

    /// The store's index finds every entry by its key, refuses a key twice, finds nothing for a
    /// key it was not given (even one sharing the first word, which decides the place), and keeps
    /// all of that as it grows from its smallest size.
    @Test func theStoreIndexFindsEachKeyOnce() {
        var generator = SystemRandomNumberGenerator()
        var index = EntryIndex(minimumCapacity: 0)
        var keys = [ParseCache.Key]()
        for number in 0..<5_000 {
            // Every fifth key shares its first word with the one before: they compete for a place.
            let high = number % 5 == 4 ? keys[number - 1].high : generator.next()
            let key = ParseCache.Key(kind: UInt8(number % 6), high: high, middle: generator.next(), low: UInt32(truncatingIfNeeded: generator.next() as UInt64))
            keys.append(key)
            let inserted = index.insert(ParseCache.Entry(packed: UInt64(number), ordinal: Int32(number)), for: key)
            #expect(inserted)
        }
        #expect(index.count == keys.count)
        let again = index.insert(ParseCache.Entry(packed: 0, ordinal: 0), for: keys[1234])
        #expect(!again, "a key is there once")
        for (number, key) in keys.enumerated() {
            #expect(index[key]?.ordinal == Int32(number))
            var other = key
            other.low ^= 1
            #expect(index[other] == nil)
            other = key
            other.kind ^= 0x80
            #expect(index[other] == nil)
        }
        #expect(EntryIndex(minimumCapacity: 0)[keys[0]] == nil)
    }

    /// A kind's code in the stores is its place among the kinds, and every field name's code
    /// names it back: the stores' numbers mean what the vocabulary says.
    @Test func codesAreThePlacesOfKindsAndFieldNames() {
        #expect(ContentKind.allCases.map(\.code) == Array(0..<UInt8(ContentKind.allCases.count)))
        for (place, name) in FieldVocabulary.names.enumerated() {
            #expect(FieldVocabulary.code(of: name) == UInt16(place + 1))
            #expect(FieldVocabulary.name(of: UInt16(place + 1)) == name)
        }
        #expect(FieldVocabulary.code(of: "no-such-field") == 0)
        #expect(FieldVocabulary.name(of: 0) == nil && FieldVocabulary.name(of: UInt16(FieldVocabulary.names.count + 1)) == nil)
        #expect(Set(LoanField.allCases.map(\.rawValue)).isSubset(of: FieldVocabulary.names))
        #expect(LoanField.allCases.allSatisfy { LoanField.byCode[Int(FieldVocabulary.code(of: $0.rawValue))] == $0 })
    }

    /// Paths are ordered by their UTF-8 bytes (git's order), with or without a fast path: short
    /// and long strings, prefixes, and letters beyond ASCII, whose Unicode order differs.
    @Test func pathsAreOrderedByTheirBytes() {
        let words = ["", "a", "a-b", "a/b", "a.b", "ab", "Ab", "é", "e\u{301}", "z", "ß", "loans/2025/2025-01-04-sapiens-meera.json",
                     "loans/2025/2025-01-04-sapiens-meera.json.x", "loans/2025-01", "books/\u{1F600}-emoji.md", "ﬁ"]
        for left in words {
            for right in words {
                #expect(left.utf8Precedes(right) == left.utf8.lexicographicallyPrecedes(right.utf8), "\(left) < \(right)")
            }
        }
    }

    /// The example library copied, its cache made by a run: the root, the store and where the
    /// overlay goes, and the store's bytes.
    static func warmCopy() throws -> (root: URL, store: URL, overlay: URL, good: Data) {
        let root = try exampleCopy(git: false)
        _ = try outputs(root, [], site: false)
        let store = root.appendingPathComponent(".libgen/cache/records.bin")
        return (root, store, root.appendingPathComponent(".libgen/cache/records.new.bin"), try Data(contentsOf: store))
    }

    /// A run that parsed a few files anew writes only those, into the overlay beside the store:
    /// the store stays byte for byte, the overlay is used and left alone by the next run, and
    /// goes when the files are as the store has them again.
    @Test func aFewChangedFilesGoIntoTheOverlayNotTheWholeStore() throws {
        let (root, store, overlay, good) = try Self.warmCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let loan = root.appendingPathComponent("content/loans/2025/2025-01-04-sapiens-meera.json")
        let original = try Data(contentsOf: loan)
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"book\": ", with: "\"book\":  ").utf8).write(to: loan)
        let expected = try Self.outputs(root, ["--no-cache"], site: false)
        #expect(try Self.outputs(root, [], site: false) == expected)
        #expect(try Data(contentsOf: store) == good)
        let written = try Data(contentsOf: overlay)
        #expect(written.starts(with: ParseCache.overlayMagic))
        // Written again, it would be a new file with a new time (its inode number may be reused).
        func modified(_ url: URL) throws -> Date? { try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date }
        let writtenAt = try modified(overlay)
        Thread.sleep(forTimeInterval: 0.01)
        #expect(try Self.outputs(root, [], site: false) == expected)
        #expect(try Data(contentsOf: overlay) == written)
        #expect(try modified(overlay) == writtenAt, "a run that parsed nothing anew leaves the overlay as it is, not written again")
        try original.write(to: loan)
        #expect(try Self.outputs(root, [], site: false) == Self.outputs(root, ["--no-cache"], site: false))
        #expect(!FileManager.default.fileExists(atPath: overlay.path), "no entry of the overlay is used any more")
        #expect(try Data(contentsOf: store) == good)
    }

    /// An overlay cut short, with a byte flipped, or naming another store's checksum (its own
    /// checksum right) is ignored: the output is the same as without a cache, and the overlay is
    /// written again as it was.
    @Test func aDamagedOrForeignOverlayIsIgnored() throws {
        let (root, _, overlay, _) = try Self.warmCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let book = root.appendingPathComponent("content/books/dune.md")
        try Data((try String(contentsOf: book, encoding: .utf8) + "\nA sentence added.\n").utf8).write(to: book)
        let expected = try Self.outputs(root, ["--no-cache"], site: false)
        _ = try Self.outputs(root, [], site: false)
        let good = try Data(contentsOf: overlay)
        // Where the store's checksum lies: after the magic, the format and the binary's identity.
        var reader = CacheReader([UInt8](good))
        reader.offset = ParseCache.overlayMagic.count
        _ = try reader.u32()
        _ = try reader.string()
        let header = reader.offset
        let damages: [(String, (Data) -> Data)] = [
            ("cut short", { $0.prefix($0.count - 7) }),
            ("with a byte flipped", { var data = $0; data[data.count - 30] ^= 0x01; return data }),
            ("of another store", { data in
                var body = [UInt8](data.prefix(data.count - 20))
                body[header] ^= 0xff
                return Data(body + ContentDigest.sha1(body))
            }),
        ]
        for (damage, make) in damages {
            try make(good).write(to: overlay)
            #expect(try Self.outputs(root, [], site: false) == expected, "an overlay \(damage)")
            #expect(try Data(contentsOf: overlay) == good, "an overlay \(damage) is written again")
        }
    }

    /// When the files parsed anew pass an eighth of the store, the store is written again whole,
    /// with exactly this run's entries, and the overlay removed.
    @Test func manyChangedFilesWriteTheStoreAgain() throws {
        let (root, store, overlay, good) = try Self.warmCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let loans = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent("content/loans").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted())
        let content = try ContentLoader(root: root).load()
        #expect(loans.count > content.files.count / 8)
        for loan in loans.prefix(content.files.count / 8 + 1) {
            let url = root.appendingPathComponent("content/loans").appendingPathComponent(loan)
            try Data((try String(contentsOf: url, encoding: .utf8) + " ").utf8).write(to: url)
        }
        #expect(try Self.outputs(root, [], site: false) == Self.outputs(root, ["--no-cache"], site: false))
        #expect(try Data(contentsOf: store) != good)
        #expect(!FileManager.default.fileExists(atPath: overlay.path))
    }
}
