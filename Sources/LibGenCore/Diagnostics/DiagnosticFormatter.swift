import LibGenSupport

/// The three output formats of `libgen check` (CLI.md).
package enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text, github, json
}

/// Renders a `CheckResult` as text, GitHub workflow commands or JSON.
package struct DiagnosticFormatter {
    var format: DiagnosticFormat
    /// The closing summary line (`text`, `github`); `--quiet` drops it (CLI.md), never a diagnostic.
    var summarizes: Bool

    package init(format: DiagnosticFormat, summarizes: Bool = true) {
        self.format = format
        self.summarizes = summarizes
    }

    package func render(_ result: CheckResult) -> String {
        switch format {
        case .text: return text(result)
        case .github: return github(result)
        case .json: return json(result)
        }
    }

    /// The one diagnostic of a library whose `content/library.json` cannot be read (CLI.md v1.3:
    /// nothing else is judged): a line, a workflow command, or JSON whose summary counts it alone.
    package func render(unreadableSettings diagnostic: Diagnostic) -> String {
        switch format {
        case .text: return diagnostic.textLine + "\n"
        case .github:
            return "::error file=\(Self.escapeProperty(diagnostic.file)),line=\(diagnostic.location.line),col=\(diagnostic.location.column),title=\(Self.escapeProperty(diagnostic.rule.rawValue))::\(Self.escapeData(diagnostic.message))\n"
        case .json:
            let json = JSONWriter()
            json.object {
                json.field("as_of") { json.optional(nil) }
                json.field("diagnostics") { json.array([diagnostic]) { Self.write($0, to: json) } }
                json.field("summary") {
                    json.object {
                        json.field("errors") { json.number(1) }
                        json.field("warnings") { json.number(0) }
                    }
                }
            }
            return json.output + "\n"
        }
    }

    /// `N errors, M warnings — B books, P members, L loans, S swaps`, singular where a count is 1.
    package static func summary(_ result: CheckResult) -> String {
        let counts = result.library.fileCounts
        return "\(counted(result.errorCount, "error")), \(counted(result.warningCount, "warning")) — \(counted(counts[.book] ?? 0, "book")), \(counted(counts[.member] ?? 0, "member")), \(counted(counts[.loan] ?? 0, "loan")), \(counted(counts[.swap] ?? 0, "swap"))"
    }

    private func text(_ result: CheckResult) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += diagnostic.textLine + "\n"
        }
        return summarizes ? output + Self.summary(result) + "\n" : output
    }

    private func github(_ result: CheckResult) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += "::\(diagnostic.severity.rawValue) file=\(Self.escapeProperty(diagnostic.file)),line=\(diagnostic.location.line),col=\(diagnostic.location.column),title=\(Self.escapeProperty(diagnostic.rule.rawValue))::\(Self.escapeData(diagnostic.message))\n"
        }
        // The summary is a workflow command too (a notice), so every line is one.
        return summarizes ? output + "::notice title=libgen check::\(Self.escapeData(Self.summary(result)))\n" : output
    }

    /// A message for a terminal with any control character but a line break or tab written
    /// visibly (`\u{1B}`), never raw (FORMAT.md): an argument or a title may hold one.
    package static func visible(_ text: String) -> String { text.escapingControlCharacters(except: ["\n", "\t"]) }

    /// Workflow-command message escaping: `%`, CR and LF as GitHub decodes them; any other
    /// control character written visibly (`\u{1B}`), never raw.
    static func escapeData(_ text: String) -> String {
        text.replacingScalars { workflowEscape($0) }
    }

    /// Workflow-command property escaping: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case ":": "%3A"
            case ",": "%2C"
            default: workflowEscape(scalar)
            }
        }
    }

    private static func workflowEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "%": "%25"
        case "\r": "%0D"
        case "\n": "%0A"
        default: scalar.isControlCharacter ? scalar.visiblyEscaped : nil
        }
    }

    /// One diagnostic as an object of `--format json`.
    private static func write(_ diagnostic: Diagnostic, to json: JSONWriter) {
        json.object {
            json.field("severity") { json.string(diagnostic.severity.rawValue) }
            json.field("rule") { json.string(diagnostic.rule.rawValue) }
            json.field("file") { json.string(diagnostic.file) }
            json.field("line") { json.number(diagnostic.location.line) }
            json.field("column") { json.number(diagnostic.location.column) }
            json.field("message") { json.string(diagnostic.message) }
        }
    }

    private func json(_ result: CheckResult) -> String {
        let json = JSONWriter()
        json.object {
            json.field("as_of") { json.string(result.asOf.description) }
            json.field("diagnostics") { json.array(result.diagnostics) { Self.write($0, to: json) } }
            let counts = result.library.fileCounts
            json.field("summary") {
                json.object {
                    json.field("errors") { json.number(result.errorCount) }
                    json.field("warnings") { json.number(result.warningCount) }
                    json.field("books") { json.number(counts[.book] ?? 0) }
                    json.field("members") { json.number(counts[.member] ?? 0) }
                    json.field("loans") { json.number(counts[.loan] ?? 0) }
                    json.field("swaps") { json.number(counts[.swap] ?? 0) }
                }
            }
        }
        return json.output + "\n"
    }
}
