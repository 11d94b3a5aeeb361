import Foundation
import LibGenCore

/// The templates and assets a site is rendered with: the built-in theme,
/// overridden file by file by a library's own `templates/` (or `--templates`).
package struct Theme: Sendable {
    /// Relative path (`book.mustache`, `assets/style.css`) → contents.
    private(set) var files: [String: Data]
    /// The built-in strings tables (`strings/<lang>.json`).
    private(set) var builtInStrings: [String: Data] = [:]
    /// A library's own strings tables, laid over the built-in ones key by key (`SiteStrings`).
    private(set) var libraryStrings: [String: Data] = [:]
    /// The folder a library's overrides came from.
    private(set) var libraryFolder: String?

    /// The built-in theme alone.
    static var builtIn: Theme {
        let all = BuiltInTheme.files.mapValues { Data($0.utf8) }
        var theme = Theme(files: all.filter { !Self.isStrings($0.key) })
        theme.builtInStrings = all.filter { Self.isStrings($0.key) }
        return theme
    }

    static func isStrings(_ path: String) -> Bool { path.hasPrefix("strings/") && path.hasSuffix(".json") }

    /// The built-in theme with every file under `directory` laid over it.
    /// Hidden files are skipped; symbolic links are not followed.
    package static func builtIn(overriddenBy directory: URL?) throws -> Theme {
        var theme = builtIn
        guard let directory else { return theme }
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { return theme }
        guard let enumerator = fm.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                             options: [.skipsHiddenFiles]) else { return theme }
        let base = directory.standardizedFileURL.resolvingSymlinksInPath().path
        theme.libraryFolder = directory.path
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values.isRegularFile == true, values.isSymbolicLink != true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            let relative = String(path.dropFirst(base.count + 1))
            guard let data = fm.contents(atPath: path) else {
                throw SiteError.unreadable(path: url.path)
            }
            if Self.isStrings(relative) { theme.libraryStrings[relative] = data } else { theme.files[relative] = data }
        }
        return theme
    }

    /// Mustache templates by name: the path without `.mustache`.
    var templates: [String: String] {
        var result = [String: String]()
        for (path, data) in files where path.hasSuffix(".mustache") {
            result[String(path.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    /// Files copied into the site as they are (everything under `assets/`).
    var assets: [(path: String, data: Data)] {
        files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// Problems that stop `libgen build` (exit 2).
package enum SiteError: Error, CustomStringConvertible, Equatable {
    case unsafeOutput(path: String, reason: String)
    case unreadable(path: String)
    case template(name: String, message: String)
    case write(path: String, reason: String)
    case strings(path: String, message: String)

    package var description: String {
        switch self {
        case .unsafeOutput(let path, let reason): return "refusing to write the site to \(path): \(reason)"
        case .unreadable(let path): return "\(path): cannot read"
        case .template(let name, let message): return "template \(name).mustache: \(message)"
        case .write(let path, let reason): return "\(path): cannot write: \(reason)"
        case .strings(let path, let message): return "\(path): \(message)"
        }
    }
}
