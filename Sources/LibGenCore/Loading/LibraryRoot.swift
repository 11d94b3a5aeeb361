import Foundation

/// Finds the library a command works on when `--root` is not given (CLI.md):
/// the current folder or the nearest parent holding `content/library.json`, as
/// git finds its repository.
package enum LibraryRoot {
    package static func find(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) -> URL {
        enclosing(start) ?? start
    }

    /// `content/library.json` under `root` as `stat` gives it (through a link), when it is there
    /// and not a folder: a library is here. Nil: there is none.
    package static func settingsFile(of root: URL) -> stat? {
        var info = stat()
        guard stat(root.appendingPathComponent(LibrarySettings.path).path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        return info
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
