import Foundation
import Testing
@testable import LibGenSupport
@testable import TestSupport

/// A listed file is read without asking its size first (`FileIO.readListedBytes`): every size
/// whole, around the read's 16 KB chunk, and a file that became a named pipe without waiting.
@Suite struct ListedBytesTests {
    @Test func everySizeIsReadWhole() throws {
        let root = TemporaryFolder.url("listed")
        let folder = root.appendingPathComponent("content/books")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sizes = [0, 1, 16_383, 16_384, 16_385, 32_768, 50_001]
        for size in sizes {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
            try Data(bytes).write(to: folder.appendingPathComponent("b\(size).md"))
        }
        let handles = FolderHandles(root: root.path, folders: ["content/books"])
        for size in sizes {
            let read = try #require(handles.readBytes("content/books/b\(size).md"), "size \(size)")
            #expect(read == (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }, "size \(size)")
        }
        #expect(handles.readBytes("content/books/missing.md") == nil)
        #expect(errno == ENOENT)
    }

    @Test func aFileThatBecameANamedPipeIsReadWithoutWaiting() throws {
        let root = TemporaryFolder.url("listed")
        let folder = root.appendingPathComponent("content/loans")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("l1.json").path, 0o644) == 0)
        let handles = FolderHandles(root: root.path, folders: ["content/loans"])
        // No writer: the end at once (the walk, which lists it, says it is not a regular file).
        #expect(handles.readBytes("content/loans/l1.json") == [])
    }
}
