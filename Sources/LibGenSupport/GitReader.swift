import Foundation

/// Reads a library's files at a git revision by running `git` itself.
package struct GitReader {
    package enum Failure: Error, CustomStringConvertible, Equatable {
        case git(String)
        package var description: String {
            switch self { case .git(let message): return message }
        }
    }

    let root: URL

    package init(root: URL) { self.root = root }

    /// Runs git in the library root; throws with git's message on failure.
    @discardableResult
    package func run(_ arguments: [String]) throws -> Data {
        let result: ProcessOutput
        do {
            result = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path] + arguments)
        } catch {
            throw Failure.git("cannot run git: \(error.localizedDescription)")
        }
        guard result.status == 0 else {
            let message = String(decoding: result.stderr, as: UTF8.self)
            throw Failure.git("git \(arguments.first ?? ""): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return result.stdout
    }

    /// Fails unless `revision` names a commit.
    package func verify(_ revision: String, option: String = "--base") throws {
        do {
            _ = try run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        } catch {
            throw Failure.git("\(option) \(revision): not a git revision of the library's repository (fetch it first, e.g. git fetch origin main)")
        }
    }

    /// Files under `folders` that differ between `revision` and the working
    /// tree, as (status letter, path relative to the library root).
    package func changes(since revision: String, in folders: [String]) throws -> [(status: Character, path: String)] {
        let data = try run(["diff", "--name-status", "--no-renames", "--relative", "-z", revision, "--"] + folders)
        let fields = String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
        var result = [(Character, String)]()
        var index = 0
        while index + 1 < fields.count {
            result.append((fields[index].first ?? "?", fields[index + 1]))
            index += 2
        }
        return result
    }

    /// The paths git's index holds under `folders`, relative to the library root (the index
    /// alone is read: no walk of the working tree).
    package func indexed(in folders: [String]) throws -> [String] {
        let data = try run(["ls-files", "-z", "--"] + folders)
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
    }

    /// The bytes of each path (relative to the library root) at `revision`, nil where the
    /// revision has no such file: one `git cat-file --batch` for all of them.
    package func contents(of paths: [String], at revision: String) throws -> [String: Data?] {
        let prefix = String(decoding: try run(["rev-parse", "--show-prefix"]), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let names = paths.map { "\(revision):\(prefix)\($0)" }
        guard !names.contains(where: { $0.contains("\n") }) else { throw Failure.git("a path holds a line break") }
        let result: ProcessOutput
        do {
            result = try ProcessOutput.run("/usr/bin/env", ["git", "-C", root.path, "cat-file", "--batch"], input: Data((names.joined(separator: "\n") + "\n").utf8))
        } catch {
            throw Failure.git("cannot run git: \(error.localizedDescription)")
        }
        guard result.status == 0 else { throw Failure.git("git cat-file: " + String(decoding: result.stderr, as: UTF8.self)) }
        // Each answer: "<oid> <type> <size>\n<bytes>\n", or "<name> missing\n".
        let bytes = [UInt8](result.stdout)
        var found = [String: Data?]()
        var index = 0
        for path in paths {
            guard let end = bytes[index...].firstIndex(of: 0x0A) else { throw Failure.git("git cat-file: the answer ended early") }
            let header = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            let fields = header.split(separator: " ")
            guard fields.count == 3, let size = Int(fields[2]) else { found[path] = .some(nil); continue }
            guard fields[1] == "blob", index + size <= bytes.count else {
                index += size + 1
                found[path] = .some(nil)
                continue
            }
            found[path] = Data(bytes[index..<(index + size)])
            index += size + 1
        }
        return found
    }

    /// A file's text at `revision`.
    func text(of path: String, at revision: String) throws -> String {
        String(decoding: try run(["show", "\(revision):./\(path)"]), as: UTF8.self)
    }
}
