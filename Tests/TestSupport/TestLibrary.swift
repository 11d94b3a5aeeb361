import Foundation
@testable import LibGenCore
@testable import LibGenSupport

/// A small library written to a temporary folder, for tests that read like the spec.
///
/// It starts from a minimal valid library — members `ravi` and `anita`, the
/// book `dune` owned by anita — and each test adds or replaces the files it needs.
struct TestLibrary {
    static let libraryJSON = """
    {
      "name": "Test Circle",
      "policy": {"loan_days": 14, "max_renewals": 1, "max_active_loans": 2}
    }
    """

    static let defaults: [String: String] = [
        "content/library.json": libraryJSON,
        "content/members/ravi.json": member("Ravi Iyer", joined: "2025-01-01"),
        "content/members/anita.json": member("Anita Desai", joined: "2025-01-01"),
        "content/books/dune.md": book("Dune", owner: "anita"),
    ]

    let root: URL

    init(_ files: [String: String?] = [:], defaults: Bool = true) throws {
        root = TemporaryFolder.url("libgen-test")
        var all = defaults ? TestLibrary.defaults.mapValues { Optional($0) } : [:]
        for (path, text) in files { all[path] = text }
        for (path, text) in all {
            guard let text else { continue }
            try write(path, text)
        }
    }

    /// The library already in `root` (a copy made elsewhere), to write into as any other.
    init(existing root: URL) {
        self.root = root
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func check(asOf: String = "2026-06-01", overdue: OverdueSeverity = .warning) throws -> CheckResult {
        try LibraryChecker(root: root, asOf: Day(string: asOf)!, overdue: overdue).check()
    }

    /// Every diagnostic as `path:line:col: severity: message [rule]`.
    func lines(asOf: String = "2026-06-01", overdue: OverdueSeverity = .warning) throws -> [String] {
        try check(asOf: asOf, overdue: overdue).diagnostics.map(\.line)
    }

    /// The diagnostics of one rule only.
    func lines(of rule: String, asOf: String = "2026-06-01") throws -> [String] {
        try check(asOf: asOf).diagnostics.filter { $0.rule.rawValue == rule }.map(\.line)
    }

    static func member(_ name: String, joined: String, left: String? = nil, extra: String = "") -> String {
        var fields = ["\"name\": \"\(name)\"", "\"joined\": \"\(joined)\""]
        if let left { fields.append("\"left\": \"\(left)\"") }
        if !extra.isEmpty { fields.append(extra) }
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
    }

    static func book(_ title: String, owner: String, added: String = "2025-01-01", extra: String = "") -> String {
        "---\ntitle: \(title)\nauthors: [Frank Herbert]\nowner: \(owner)\nadded: \(added)\n\(extra)---\n\nA book.\n"
    }

    /// A loan file; each argument is written as a field when given, in this order.
    static func loan(_ book: String = "dune", to borrower: String = "ravi", status: String, requested: String? = nil,
                     lent: String? = nil, renewals: [String]? = nil, due: String? = nil, returned: String? = nil,
                     lost: String? = nil) -> String {
        var fields = ["\"book\": \"\(book)\"", "\"borrower\": \"\(borrower)\"", "\"status\": \"\(status)\""]
        if let requested { fields.append("\"requested\": \"\(requested)\"") }
        if let lent { fields.append("\"lent\": \"\(lent)\"") }
        if let renewals { fields.append("\"renewals\": [" + renewals.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
        if let due { fields.append("\"due\": \"\(due)\"") }
        if let returned { fields.append("\"returned\": \"\(returned)\"") }
        if let lost { fields.append("\"lost\": \"\(lost)\"") }
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
    }

    static func swap(date: String, status: String = "accepted", from: String, to: String, gives: [String], takes: [String] = []) -> String {
        let list = { (ids: [String]) in "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        return "{\n  \"date\": \"\(date)\",\n  \"status\": \"\(status)\",\n  \"from\": \"\(from)\",\n  \"to\": \"\(to)\",\n  \"gives\": \(list(gives)),\n  \"takes\": \(list(takes))\n}\n"
    }
}

extension Diagnostic {
    /// The text-format line, as `libgen check` prints it.
    var line: String { textLine }
}

import Testing

/// Expects exactly these diagnostic lines, printing both lists when they differ.
func expectLines(_ actual: [String], _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let shown = { (lines: [String]) in lines.isEmpty ? "  (none)" : lines.map { "  " + $0 }.joined(separator: "\n") }
    Issue.record("diagnostics differ\nexpected:\n\(shown(expected))\nactual:\n\(shown(actual))", sourceLocation: sourceLocation)
}
