import Foundation
import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// The theme compiled into the binary is exactly the project's templates/ folder.
@Suite struct BuiltInThemeTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("templates")
    static let generated = CommandRunner.packageRoot.appendingPathComponent("Sources/LibGenSite/BuiltInTheme.swift")

    @Test func theEmbeddedThemeMatchesTheTemplatesFolder() throws {
        let tree = SiteTree(Self.folder)
        let texts = tree.files.mapValues { String(decoding: $0, as: UTF8.self) }
        if ProcessInfo.processInfo.environment["LIBGEN_RECORD"] == "1" {
            try Data(Self.source(texts).utf8).write(to: Self.generated)
            Issue.record("regenerated BuiltInTheme.swift; rebuild and run again")
            return
        }
        #expect(BuiltInTheme.files == texts, "templates/ changed: run LIBGEN_RECORD=1 swift test --filter BuiltInThemeTests")
    }

    static func source(_ files: [String: String]) -> String {
        var out = [
            "// Generated from templates/ by `LIBGEN_RECORD=1 swift test --filter BuiltInThemeTests`; do not edit.",
            "// The built-in theme, compiled into the binary so that `libgen build` works from any folder.",
            "enum BuiltInTheme {",
            "    static let files: [String: String] = [",
        ]
        for path in files.keys.sorted() {
            out.append("        \"\(path)\": ##\"\"\"\n\(files[path]!)\n\"\"\"##,")
        }
        out += ["    ]", "}", ""]
        return out.joined(separator: "\n")
    }
}
