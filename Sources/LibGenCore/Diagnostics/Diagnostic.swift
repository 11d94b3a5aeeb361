import LibGenSupport

/// How bad a diagnostic is. Errors fail `check` (exit 1); warnings do not.
package enum Severity: String, Sendable, Comparable {
    case error
    case warning

    package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
}

/// One finding: a rule broken at a place in a file, with a message that names
/// the records involved and says how to fix it.
package struct Diagnostic: Hashable, Sendable {
    package var severity: Severity
    package var rule: RuleID
    /// Path relative to the library root, with `/` separators.
    package var file: String
    var location: SourceLocation
    package var message: String

    init(_ rule: RuleID, _ file: String, _ location: SourceLocation, _ message: String, severity: Severity? = nil) {
        self.rule = rule
        self.file = file
        self.location = location
        self.message = message
        self.severity = severity ?? rule.severity
    }

    /// `path:line:col: severity: message [rule]`, the text format's line.
    package var textLine: String {
        "\(file.escapingControlCharacters):\(location.line):\(location.column): \(severity.rawValue): \(message.escapingControlCharacters) [\(rule.rawValue)]"
    }

    /// The order diagnostics are printed in: path, line, column, then rule and message
    /// so that output never depends on the order rules ran in.
    static func printOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return a.file.utf8Precedes(b.file) }
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}
