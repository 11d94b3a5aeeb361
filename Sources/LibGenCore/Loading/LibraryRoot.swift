import Foundation

/// Finds the library a command works on when `--root` is not given (CLI.md):
/// the current folder or the nearest parent holding `content/library.json`, as
/// git finds its repository.
package enum LibraryRoot {
    package static func find(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) -> URL {
        enclosing(start) ?? start
    }

    /// The nearest folder from `start` upwards that holds a library, if any.
    package static func enclosing(_ start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(LibrarySettings.path).path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
