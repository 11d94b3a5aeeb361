/// How bad a diagnostic is. Errors fail `check` (exit 1); warnings do not.
public enum Severity: String, Sendable, Comparable {
    case error
    case warning

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
}

/// One finding: a rule broken at a place in a file, with a message that names
/// the records involved and says how to fix it.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var rule: RuleID
    /// Path relative to the library root, with `/` separators.
    public var file: String
    public var location: SourceLocation
    public var message: String

    public init(_ rule: RuleID, _ file: String, _ location: SourceLocation, _ message: String, severity: Severity? = nil) {
        self.rule = rule
        self.file = file
        self.location = location
        self.message = message
        self.severity = severity ?? rule.severity
    }

    /// `path:line:col: severity: message [rule]`, the text format's line.
    public var textLine: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }

    /// The order diagnostics are printed in: path, line, column, then rule and message
    /// so that output never depends on the order rules ran in.
    public static func printOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}
