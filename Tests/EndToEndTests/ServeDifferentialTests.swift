import Foundation
import Synchronization
import Testing
@testable import LibGenServe
@testable import LibGenSite
@testable import LibGenCore
@testable import TestSupport

/// `serve` after every edit: the site it shows and the diagnostics with it — whether it read
/// only the changed files again, walked everything, or took the description shortcut — are
/// what a full build of the same content gives (the last good site while there are errors).
@Suite struct ServeDifferentialTests {
    /// The record files under `content/<folder>/`, by their paths from the root, sorted.
    static func records(_ folder: String, in root: URL) -> [String] {
        FileManager.default.enumerator(atPath: root.appendingPathComponent("content/" + folder).path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".md") }.sorted().map { "content/\(folder)/\($0)" }
    }

    /// Every file under `content/`, by its path from the root.
    static func content(_ root: URL) -> [String: Data] {
        var files = [String: Data]()
        for (path, data) in SiteTree(root.appendingPathComponent("content")).files { files["content/" + path] = data }
        return files
    }

    @Test(arguments: [UInt64(5), 11, 23])
    func everyEditShowsWhatAFullBuildShows(seed: UInt64) async throws {
        let root = try ParseCacheTests.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let asOf = Day(string: "2026-11-22")!
        let lines = Mutex([String]())
        let server = SiteServer(root: root, asOf: asOf, port: 0, log: { line, _ in lines.withLock { $0.append(line) } })
        await server.rebuild(reason: nil)
        var lastGood = try #require(try LiveSite.build(root: root, asOf: asOf, cacheFolder: .some(nil)).0).files
        #expect(await server.files == lastGood)
        var good = Self.content(root)
        var broken = false
        var random = LedgerDifferentialTests.Random(state: seed)
        for step in 1...16 {
            var done = [String](), changed = [String]()
            if broken {
                // The library put back as it was at the last step without errors.
                let now = Self.content(root)
                for (path, _) in now where good[path] == nil { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
                for (path, data) in good where now[path] != data { try data.write(to: root.appendingPathComponent(path)) }
                changed = Set(now.keys).union(good.keys).filter { now[$0] != good[$0] }.sorted()
                done.append("put back \(changed.count) files")
            } else if step == 5 {
                // library.json deleted: no library to read until it is back.
                try FileManager.default.removeItem(at: root.appendingPathComponent("content/library.json"))
                changed = ["content/library.json"]
                done.append("deleted content/library.json")
            } else if step == 8 {
                // A new folder of loans (the watcher names the folder and the file): everything walked again.
                let loans = root.appendingPathComponent("content/loans")
                let year = try FileManager.default.contentsOfDirectory(atPath: loans.path).filter { !$0.hasPrefix(".") }.sorted().last!
                let loan = try FileManager.default.contentsOfDirectory(atPath: loans.appendingPathComponent(year).path).sorted().first!
                try FileManager.default.createDirectory(at: loans.appendingPathComponent("archive"), withIntermediateDirectories: true)
                try FileManager.default.moveItem(at: loans.appendingPathComponent(year + "/" + loan), to: loans.appendingPathComponent("archive/" + loan))
                changed = ["content/loans/archive", "content/loans/archive/" + loan, "content/loans/\(year)/" + loan]
                done.append("moved \(loan) to a new folder")
            } else if step % 3 == 0 {
                // A description alone (serve's shortcut when the book has no diagnostics).
                let books = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("content/books").path).filter { $0.hasSuffix(".md") }.sorted()
                let path = "content/books/" + books[random.int(0...(books.count - 1))]
                let url = root.appendingPathComponent(path)
                try Data((try String(contentsOf: url, encoding: .utf8) + "\nRead at step \(step).\n").utf8).write(to: url)
                done.append("described \(path)")
                changed.append(path)
            } else {
                for _ in 0...random.int(0...1) {
                    let (what, paths) = try ParseCacheTests.edit(root, &random)
                    done.append(what)
                    changed += paths
                }
            }
            await server.rebuild(reason: Array(Set(changed)).sorted())
            let label = "step \(step) (\(done.joined(separator: ", ")))"
            var expected = [String]()
            broken = true
            do {
                let (site, check) = try LiveSite.build(root: root, asOf: asOf, cacheFolder: .some(nil))
                if let site {
                    lastGood = site.files
                    good = Self.content(root)
                    broken = false
                }
                expected = check.diagnostics.map(\.textLine)
            } catch {}
            #expect(await server.diagnostics.map(\.textLine) == expected, "\(label): other diagnostics")
            let shown = await server.files
            #expect(Set(shown.keys) == Set(lastGood.keys), "\(label): other files")
            for (path, data) in lastGood where shown[path] != data {
                Issue.record("\(label): \(path) differs from a full build")
            }
        }
        // Each way a change is taken was taken: the shortcut, and pages re-rendered after a check.
        let log = lines.withLock { $0 }
        #expect(log.contains { $0.hasPrefix("re-rendered books/") })
        #expect(log.contains { $0.contains("; re-rendered ") })
    }

    /// A swap's date moved across the as-of day, nothing else rewritten: the book's owner that
    /// day changes (FORMAT.md: a swap takes effect at the start of its date), and with it whether
    /// the first member waiting, who becomes its owner, is passed over. `serve` shows what a full
    /// build shows: the book no longer kept for its own owner.
    @Test func aSwapMovedAcrossTheDayChangesWhoTheBookIsReadyFor() async throws {
        let root = try ParseCacheTests.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let asOf = Day(string: "2026-11-22")!
        func write(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: root.appendingPathComponent(path)) }
        try write("content/loans/2026/2026-11-10-the-namesake-farah.json",
                  #"{"book": "the-namesake", "borrower": "farah", "status": "requested", "requested": "2026-11-10"}"#)
        let swap = "content/swaps/2026/2026-11-namesake-to-farah.json"
        try write(swap, #"{"date": "2026-12-01", "status": "accepted", "from": "priya", "to": "farah", "gives": ["the-namesake"]}"#)
        let book = "content/books/the-namesake.md"
        try write(book, try String(contentsOf: root.appendingPathComponent(book), encoding: .utf8).replacingOccurrences(of: "owner: priya", with: "owner: farah"))
        let server = SiteServer(root: root, asOf: asOf, port: 0, log: { _, _ in })
        await server.rebuild(reason: nil)
        let page = "books/the-namesake/index.html"
        let before = try #require(await server.files[page].map { String(decoding: $0, as: UTF8.self) })
        let passedOver = "Those waiting cannot take it at the moment"
        #expect(!before.contains(passedOver), "ready for Farah while Priya owns it")
        try write(swap, #"{"date": "2026-11-15", "status": "accepted", "from": "priya", "to": "farah", "gives": ["the-namesake"]}"#)
        await server.rebuild(reason: [swap])
        let (site, check) = try LiveSite.build(root: root, asOf: asOf, cacheFolder: .some(nil))
        let full = try #require(site?.files)
        #expect(!check.hasErrors)
        #expect(await server.diagnostics.map(\.textLine) == check.diagnostics.map(\.textLine))
        #expect(String(decoding: full[page]!, as: UTF8.self).contains(passedOver), "Farah owns it: passed over")
        let shown = await server.files
        for (file, data) in full where shown[file] != data {
            Issue.record("\(file) differs from a full build")
        }
    }

    /// Edits that only rewrite records (the library `serve` kept is patched, not made again):
    /// a loan's book, borrower or status, a member's `left`, a swap's status, the policy, a record
    /// broken and edited while broken, each to an id that exists or one that does not, some beside
    /// an editor's temporary file that came and went. After each, the site and the diagnostics are
    /// a full build's.
    @Test(arguments: [UInt64(2), 17])
    func recordRewritesShowWhatAFullBuildShows(seed: UInt64) async throws {
        let root = try ParseCacheTests.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let asOf = Day(string: "2026-11-22")!
        let server = SiteServer(root: root, asOf: asOf, port: 0, log: { _, _ in })
        await server.rebuild(reason: nil)
        var lastGood = try #require(try LiveSite.build(root: root, asOf: asOf, cacheFolder: .some(nil)).0).files
        var random = LedgerDifferentialTests.Random(state: seed)
        func records(_ folder: String) -> [String] { Self.records(folder, in: root) }
        let members = records("members").map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "") } + ["nobody"]
        let books = records("books").map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "") } + ["no-such-book"]
        var broken = [String]()
        for step in 1...24 {
            let path: String
            var what: String
            if let last = broken.last, random.chance(50) {
                // A broken file edited while still broken, then mended.
                path = last
                let url = root.appendingPathComponent(path)
                let text = try String(contentsOf: url, encoding: .utf8)
                if random.chance(50) {
                    try Data((text + "x").utf8).write(to: url)
                    what = "edited broken \(path)"
                } else {
                    try Data(text.components(separatedBy: "\u{0}BROKEN")[0].utf8).write(to: url)
                    broken.removeLast()
                    what = "mended \(path)"
                }
            } else {
                let kind = random.int(0...5)
                path = kind <= 2 ? random.pick(records("loans")) : kind == 3 ? random.pick(records("members")) : kind == 4 ? random.pick(records("swaps")) : "content/library.json"
                let url = root.appendingPathComponent(path)
                var record = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
                switch kind {
                case 0: record["book"] = random.pick(books); what = "book"
                case 1: record["borrower"] = random.pick(members); what = "borrower"
                case 2:
                    if record["status"] as? String == "returned" { record["status"] = "lent"; record["returned"] = nil } else { record["status"] = "requested" }
                    what = "status"
                case 3: record["left"] = random.chance(50) ? "2026-0\(random.int(1...9))-15" : nil; what = "left"
                case 4: record["status"] = random.pick(["accepted", "pending", "declined"]); what = "swap status"
                default:
                    var policy = record["policy"] as? [String: Any] ?? [:]
                    policy["loan_days"] = random.pick([7, 14, 21, 60])
                    record["policy"] = policy
                    what = "policy"
                }
                var data = try JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys])
                if kind != 5, random.chance(15) {
                    // A record broken (no longer JSON): its diagnostics replace the record.
                    data += Data("\u{0}BROKEN".utf8)
                    broken.append(path)
                    what += " and broke"
                }
                try data.write(to: url)
                what = "\(what) in \(path)"
            }
            var changed = [path]
            if random.chance(30) {
                // An editor's temporary file beside it, gone again before the watcher looks.
                let temporary = (path as NSString).deletingLastPathComponent + "/sed\(step)Xq"
                try Data("temporary".utf8).write(to: root.appendingPathComponent(temporary))
                try FileManager.default.removeItem(at: root.appendingPathComponent(temporary))
                changed.append(temporary)
                what += " beside a temporary file"
            }
            await server.rebuild(reason: changed.sorted())
            let label = "step \(step) (\(what))"
            let (site, check) = try LiveSite.build(root: root, asOf: asOf, cacheFolder: .some(nil))
            if let site { lastGood = site.files }
            #expect(await server.diagnostics.map(\.textLine) == check.diagnostics.map(\.textLine), "\(label): other diagnostics")
            let shown = await server.files
            #expect(Set(shown.keys) == Set(lastGood.keys), "\(label): other files")
            for (file, data) in lastGood where shown[file] != data {
                Issue.record("\(label): \(file) differs from a full build")
            }
        }
    }

    /// Edits that leave the library without errors, so that each is taken from the site `serve`
    /// kept (pages whose fingerprints did not change are kept, with their fingerprints): a loan
    /// returned or lent again, a member's name (an owner's or holder's), a book's title, authors
    /// or genres, the loan period. An edit that would give errors is put back before `serve` sees it
    /// and another is tried. After each, the site is a full build's.
    @Test(arguments: [UInt64(3), 29])
    func editsWithoutErrorsShowWhatAFullBuildShows(seed: UInt64) async throws {
        let root = try ParseCacheTests.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        // Sixteen more books by one author in one genre: groups longer than a page's "More by…"
        // and "More in…" look at, so that a retitled book can leave the first books of a group.
        let extras = (1...16).map { String(format: "content/books/shelf-%02d.md", $0) }
        for (index, path) in extras.enumerated() {
            try Data("---\ntitle: \"Shelf \(index + 10)\"\nauthors: [\"Frank Herbert\"]\nowner: library\nadded: 2024-11-05\nlanguage: English\ngenres: [\"Science fiction\"]\n---\n".utf8)
                .write(to: root.appendingPathComponent(path))
        }
        let asOf = Day(string: "2026-11-22")!
        let lines = Mutex([String]())
        let server = SiteServer(root: root, asOf: asOf, port: 0, log: { line, _ in lines.withLock { $0.append(line) } })
        await server.rebuild(reason: nil)
        #expect(await server.diagnostics.filter { $0.severity == .error }.isEmpty)
        var random = LedgerDifferentialTests.Random(state: seed)
        func records(_ folder: String) -> [String] { Self.records(folder, in: root) }
        func json(_ path: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent(path))) as? [String: Any])
        }
        func data(_ record: [String: Any]) throws -> Data { try JSONSerialization.data(withJSONObject: record, options: [.prettyPrinted, .sortedKeys]) }
        for step in 1...20 {
            var what = "", path = ""
            for _ in 1...40 {
                let kind = random.int(0...5)
                path = kind <= 1 ? random.pick(records("loans")) : kind == 2 ? random.pick(records("members")) : kind == 3 ? random.pick(records("books"))
                    : kind == 4 ? "content/library.json" : random.pick(extras)
                let url = root.appendingPathComponent(path)
                let before = try Data(contentsOf: url)
                switch kind {
                case 0, 1:
                    var record = try json(path)
                    if record["status"] as? String == "returned" {
                        record["status"] = "lent"
                        record["returned"] = nil
                        what = "lent again"
                    } else if record["status"] as? String == "lent" {
                        record["status"] = "returned"
                        record["returned"] = "2026-11-21"
                        what = "returned"
                    } else {
                        continue
                    }
                    try data(record).write(to: url)
                case 2:
                    var record = try json(path)
                    record["name"] = "\(record["name"] as? String ?? "") \(random.pick(["Jr", "Rao", "Okafor"]))"
                    try data(record).write(to: url)
                    what = "renamed"
                case 3, 5:
                    let text = String(decoding: before, as: UTF8.self)
                    if kind == 5 {
                        // To the end of its groups and back.
                        what = "retitled"
                        let retitled = text.contains("\ntitle: Zebra ") ? text.replacingOccurrences(of: "\ntitle: Zebra ", with: "\ntitle: ")
                            : text.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Zebra ")
                        try Data(retitled.utf8).write(to: url)
                    } else if random.chance(40) {
                        what = "retitled"
                        try Data(text.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: \(random.pick(["A", "Zebra", "Mango"])) ").utf8).write(to: url)
                    } else if random.chance(30) {
                        // Given to another member (or the library): its page names another owner.
                        what = "owner changed"
                        let owner = random.pick(["library"] + records("members").map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: "") })
                        try Data(text.replacingOccurrences(of: "\nowner: [^\n]*", with: "\nowner: \(owner)", options: .regularExpression).utf8).write(to: url)
                    } else if random.chance(50) {
                        // Another author's book now, or one more author's: it moves between groups.
                        what = "author changed"
                        let author = random.pick(["\"Frank Herbert\"", "\"Frank Herbert\", \"Ursula K. Le Guin\""])
                        try Data(text.replacingOccurrences(of: "\nauthors: \\[[^\\]]*\\]", with: "\nauthors: [\(author)]", options: .regularExpression).utf8).write(to: url)
                    } else {
                        what = "genre added"
                        try Data(text.replacingOccurrences(of: "\ngenres: [", with: "\ngenres: [\(random.pick(["Poetry", "Fantasy", "Essays"])), ").utf8).write(to: url)
                    }
                case 4:
                    var record = try json(path)
                    var policy = record["policy"] as? [String: Any] ?? [:]
                    policy["loan_days"] = random.pick([7, 14, 21, 60])
                    record["policy"] = policy
                    try data(record).write(to: url)
                    what = "loan period"
                default:
                    continue
                }
                var checker = LibraryChecker(root: root, asOf: asOf)
                checker.cacheFolder = nil
                let check = try? checker.check()
                if try Data(contentsOf: url) != before, check.map({ !$0.hasErrors }) == true { break }
                try before.write(to: url)
                what = ""
            }
            try #require(!what.isEmpty, "step \(step): no edit without errors found")
            let label = "step \(step) (\(what) \(path))"
            lines.withLock { $0.removeAll() }
            await server.rebuild(reason: [path])
            let full = try #require(try LiveSite.build(root: root, asOf: asOf, cacheFolder: .some(nil)).0, "\(label): errors")
            #expect(await server.diagnostics.map(\.textLine) == full.check.diagnostics.map(\.textLine), "\(label): other diagnostics")
            let shown = await server.files
            #expect(Set(shown.keys) == Set(full.files.keys), "\(label): other files")
            for (file, data) in full.files where shown[file] != data {
                Issue.record("\(label): \(file) differs from a full build")
            }
            // Taken from the kept site: fewer pages rendered than the site has (a new loan period,
            // a new genre, or an author who came or went is on every page).
            let log = lines.withLock { $0 }
            let counts = log.compactMap { line -> (Int, Int)? in
                guard let range = line.range(of: "; re-rendered ") else { return nil }
                let words = line[range.upperBound...].split(separator: " ")
                return (Int(words[0]) ?? -1, Int(words[2]) ?? -1)
            }
            #expect(counts.count == 1 && (counts[0].0 < counts[0].1 || ["loan period", "genre added", "author changed"].contains(what)), "\(label): \(log)")
        }
    }

    /// Without --as-of the site shows today: when the library's day turns (midnight in
    /// Asia/Kolkata) though no file changed, the served site becomes a full build as of the new day.
    @Test func aServerWithoutAsOfMovesToTheNewDayAtMidnight() async throws {
        let root = try ParseCacheTests.exampleCopy(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        // 18:29 UTC on 3 Dec 2026 is 23:59 in Kolkata; a minute later it is 4 Dec there.
        let clock = Mutex(ISO8601DateFormatter().date(from: "2026-12-03T18:29:00Z")!)
        let server = SiteServer(root: root, asOf: nil, port: 0, cacheFolder: .some(nil), now: { clock.withLock { $0 } }, log: { _, _ in })
        await server.rebuild(reason: nil)
        let before = await server.files
        #expect(await server.rebuildIfANewDay() == false)
        clock.withLock { $0 = ISO8601DateFormatter().date(from: "2026-12-03T18:31:00Z")! }
        #expect(await server.rebuildIfANewDay() == true)
        let after = await server.files
        let (fresh, _) = try LiveSite.build(root: root, asOf: Day(string: "2026-12-04")!, cacheFolder: .some(nil))
        let expected = try #require(fresh).files
        #expect(after != before)
        #expect(Set(after.keys) == Set(expected.keys))
        for (path, data) in expected where after[path] != data { Issue.record("\(path) differs from a build as of 2026-12-04") }
    }
}

extension LedgerDifferentialTests.Random {
    /// One element of a non-empty list.
    mutating func pick<T>(_ list: [T]) -> T { list[int(0...(list.count - 1))] }
}
