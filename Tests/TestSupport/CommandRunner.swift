@testable import LibGenCore
@testable import LibGenSupport
import Foundation

/// Runs the built `libgen` binary, as a user would.
struct CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `libgen` executable next to the test bundle.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("libgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/libgen")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Golden files under Tests/Fixtures. Set LIBGEN_RECORD=1 to rewrite them; a
/// recording run fails on purpose so that nobody records by accident.
enum Golden {
    static let directory = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures")

    /// Compares `actual` with the golden file; nil when equal, else a description.
    static func mismatch(_ actual: String, _ name: String) -> String? {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LIBGEN_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return "recorded \(name); unset LIBGEN_RECORD and run again"
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else { return "missing golden file \(name)" }
        if expected == actual { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = index < a.count ? String(a[index]) : "<end>"
        let want = index < e.count ? String(e[index]) : "<end>"
        return "\(name) differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)"
    }
}
