import Foundation
import Testing
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// The kept listing of `content/` (`ListingCache`): a run whose folders are as the last walk
/// found them takes that walk's list of files, and gets exactly what walking again gives; a
/// folder changed since, a recent folder, a damaged listing or a symbolic link mean a walk.
@Suite struct ListingCacheTests {
    /// What a listing holds, comparable: each file's kind, path and id, the other files, the
    /// walk's diagnostics and the folders.
    static func summary(_ content: LoadedContent) -> [String] {
        let files: [String] = content.files.map { "\($0.kind.rawValue) \($0.path) \($0.id)" }
        let others: [String] = content.contentFiles.sorted().map { "other \($0)" }
        let diagnostics: [String] = content.diagnostics.sorted(by: Diagnostic.printOrder).map(\.textLine)
        let folders: [String] = content.folders.sorted().map { "folder \($0)" }
        return files + others + diagnostics + folders
    }

    /// The example library (its loans filed by year) with a file the walk reports, a file in a
    /// sub-folder of `books/`, a loan filed outside the years' folders, and a cover.
    static func library() throws -> URL {
        let root = try ParseCacheTests.exampleCopy(git: false)
        let content = root.appendingPathComponent("content")
        try Data("notes\n".utf8).write(to: content.appendingPathComponent("loans/notes.txt"))
        try FileManager.default.createDirectory(at: content.appendingPathComponent("books/old"), withIntermediateDirectories: true)
        try Data("---\ntitle: Old\n---\n".utf8).write(to: content.appendingPathComponent("books/old/old.md"))
        let years = content.appendingPathComponent("loans/2025")
        let loans = try FileManager.default.contentsOfDirectory(atPath: years.path).filter { $0.hasSuffix(".json") }.sorted()
        try FileManager.default.moveItem(at: years.appendingPathComponent(loans[0]), to: content.appendingPathComponent("loans/" + loans[0]))
        try FileManager.default.createDirectory(at: content.appendingPathComponent("covers"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: content.appendingPathComponent("covers/a.png"))
        tick()
        return root
    }

    /// Lets the file system's clock pass a tick, so that a folder changed next gets another stamp.
    static func tick() { usleep(30_000) }

    @Test func aKeptListingIsWhatTheWalkFinds() throws {
        let root = try Self.library()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(".libgen/cache")
        let listing = ListingCache(folder: folder, margin: .zero)
        let walked = try ContentLoader(root: root).load()
        #expect(Self.summary(walked).contains("other loans/notes.txt"))
        #expect(walked.diagnostics.contains { $0.file == "content/books/old/old.md" && $0.rule == .fileUnexpected })
        #expect(Self.summary(try ContentLoader(root: root).load(listing: listing)) == Self.summary(walked))
        let real = try #require(ContentLoader.realPath(root.appendingPathComponent("content").path))
        let kept = try #require(listing.read(content: real), "the listing was kept")
        #expect(Self.summary(kept) == Self.summary(walked))
        #expect(Self.summary(try ContentLoader(root: root).load(listing: listing)) == Self.summary(walked))
        // Another library's content folder does not take it.
        #expect(listing.read(content: real + "-other") == nil)
    }

    /// Each change of the list of files changes a folder's stamp: the next run walks, finds what
    /// a walk without the cache finds, and keeps that.
    @Test func aFolderChangedSinceIsWalkedAgain() throws {
        let root = try Self.library()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        let listing = ListingCache(folder: root.appendingPathComponent(".libgen/cache"), margin: .zero)
        _ = try ContentLoader(root: root).load(listing: listing)
        let fm = FileManager.default
        let changes: [(String, () throws -> Void)] = [
            ("a loan added", { try Data("{}\n".utf8).write(to: content.appendingPathComponent("loans/zz-new.json")) }),
            ("a loan added in a year's folder", { try Data("{}\n".utf8).write(to: content.appendingPathComponent("loans/2025/aa-new.json")) }),
            ("a book removed", { try fm.removeItem(at: content.appendingPathComponent("books/old/old.md")) }),
            ("a member renamed", {
                let member = try #require(fm.contentsOfDirectory(atPath: content.appendingPathComponent("members").path).sorted().first)
                try fm.moveItem(at: content.appendingPathComponent("members/" + member), to: content.appendingPathComponent("members/renamed-member.json"))
            }),
            ("a folder added", { try fm.createDirectory(at: content.appendingPathComponent("loans/2026"), withIntermediateDirectories: true) }),
            ("a file in the new folder", { try Data("{}\n".utf8).write(to: content.appendingPathComponent("loans/2026/b.json")) }),
            ("a folder removed", { try fm.removeItem(at: content.appendingPathComponent("loans/2026")) }),
            ("a file at the top", { try Data("x\n".utf8).write(to: content.appendingPathComponent("readme.txt")) }),
        ]
        for (change, make) in changes {
            Self.tick()
            try make()
            Self.tick()
            let listed = try ContentLoader(root: root).load(listing: listing)
            #expect(Self.summary(listed) == Self.summary(try ContentLoader(root: root).load()), "\(change)")
            let real = try #require(ContentLoader.realPath(content.path))
            #expect(listing.read(content: real).map(Self.summary) == Self.summary(listed), "\(change): kept again")
        }
    }

    /// A folder changed less than the margin before the walk may change again without its stamp
    /// changing: nothing is kept, and the next run walks.
    @Test func aListingOfRecentFoldersIsNotKept() throws {
        let root = try Self.library()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(".libgen/cache")
        let listing = ListingCache(folder: folder)
        _ = try ContentLoader(root: root).load(listing: listing)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(ListingCache.name).path))
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("content/loans/zz-new.json"))
        #expect(try ContentLoader(root: root).load(listing: listing).files.contains { $0.path == "content/loans/zz-new.json" })
    }

    @Test func aDamagedOrForeignListingIsIgnored() throws {
        let root = try Self.library()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(".libgen/cache")
        let file = folder.appendingPathComponent(ListingCache.name)
        _ = try ContentLoader(root: root).load(listing: ListingCache(folder: folder, margin: .zero))
        let good = try Data(contentsOf: file)
        let walked = Self.summary(try ContentLoader(root: root).load())
        let real = try #require(ContentLoader.realPath(root.appendingPathComponent("content").path))
        for (damage, bytes) in [("cut short", good.prefix(good.count / 2)), ("a byte flipped", { var data = good; data[data.count / 2] ^= 0x01; return data }()),
                                ("empty", Data())] {
            try bytes.write(to: file)
            #expect(ListingCache(folder: folder, margin: .zero).read(content: real) == nil, "\(damage)")
            #expect(Self.summary(try ContentLoader(root: root).load(listing: ListingCache(folder: folder, margin: .zero))) == walked, "\(damage)")
        }
        try good.write(to: file)
        #expect(ListingCache(folder: folder, identity: "another binary", margin: .zero).read(content: real) == nil)
    }

    @Test func aWalkThatMetALinkIsNotKept() throws {
        let root = try Self.library()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(".libgen/cache")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("content/covers/b.png").path, withDestinationPath: "a.png")
        Self.tick()
        _ = try ContentLoader(root: root).load(listing: ListingCache(folder: folder, margin: .zero))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(ListingCache.name).path))
    }
}
