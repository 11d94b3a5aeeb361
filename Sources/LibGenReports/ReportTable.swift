import LibGenCore
import LibGenSupport

/// A report as rows and named columns, rendered as an aligned table, a
/// Markdown table, RFC 4180 CSV or a list of JSON objects.
struct ReportTable: Sendable {
    enum Cell: Sendable, Equatable {
        case text(String)
        case number(Int)
        case decimal(Double)
        case flag(Bool)
        case empty

        /// The text a table, Markdown or CSV shows.
        var display: String {
            switch self {
            case .text(let text): return text
            case .number(let value): return String(value)
            case .decimal(let value): return ReportTable.format(value)
            case .flag(let value): return value ? "yes" : "no"
            case .empty: return ""
            }
        }

        /// The text CSV writes: text from the library that a spreadsheet would read as a formula
        /// (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is led by `'`, OWASP's
        /// rule against CSV injection. Numbers libgen writes (`-2` days left) are left as they are.
        var csvText: String {
            guard case .text(let text) = self, let first = text.unicodeScalars.first,
                  ["=", "+", "-", "@", "\t", "\r"].contains(first) else { return display }
            return "'" + text
        }

        static func day(_ day: Day?) -> Cell { day.map { .text($0.description) } ?? .empty }
        static func optional(_ text: String?) -> Cell { text.map(Cell.text) ?? .empty }
    }

    /// Machine names (`days_overdue`): CSV headers and JSON keys.
    var columns: [String]
    /// Human headers for `table` and `markdown`; the machine names when nil.
    var headers: [String]?
    var rows: [[Cell]]

    init(columns: [String], headers: [String]? = nil, rows: [[Cell]]) {
        self.columns = columns
        self.headers = headers
        self.rows = rows
    }

    /// Columns padded to their widest cell, numbers right-aligned; with
    /// `header` false, the rows alone.
    func aligned(header: Bool = true) -> String {
        let head = headers ?? columns
        var widths = head.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.display.count) }
        }
        func line(_ cells: [String], numeric: [Bool]) -> String {
            cells.enumerated().map { index, text in
                let pad = String(repeating: " ", count: widths[index] - text.count)
                return numeric[index] ? pad + text : text + pad
            }.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
        let numeric = columns.indices.map { index in
            !rows.isEmpty && rows.allSatisfy { row in
                if case .number = row[index] { return true }
                if case .decimal = row[index] { return true }
                return row[index] == .empty
            }
        }
        var output = ""
        if header {
            output += line(head, numeric: numeric) + "\n"
            output += line(widths.map { String(repeating: "-", count: $0) }, numeric: numeric) + "\n"
        }
        for row in rows { output += line(row.map(\.display), numeric: numeric) + "\n" }
        return output
    }

    /// A GitHub Flavored Markdown table: each cell's text as written, its Markdown punctuation
    /// (`*`, `_`, `` ` ``, `[`, `<`, `|` …) escaped and `@` no mention, so a title like
    /// "*Emphasis* <b>" reads as it is (`MarkdownText`).
    func markdown() -> String {
        let head = headers ?? columns
        let escape = MarkdownText.escaped
        // The headers are the report's own words ("#" among them), written as they are.
        var output = "| " + head.joined(separator: " | ") + " |\n"
        output += "|" + columns.map { _ in "---|" }.joined() + "\n"
        for row in rows { output += "| " + row.map { escape($0.display) }.joined(separator: " | ") + " |\n" }
        return output
    }

    /// RFC 4180: a header row, CRLF line ends, fields with a comma, quote or
    /// line break quoted and their quotes doubled.
    func csv() -> String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var output = columns.map(field).joined(separator: ",") + "\r\n"
        for row in rows { output += row.map { field($0.csvText) }.joined(separator: ",") + "\r\n" }
        return output
    }

    /// Each row as an object keyed by column, into an open `JSONWriter` array.
    func writeObjects(_ json: JSONWriter) {
        json.array(rows) { row in
            json.object {
                for (index, column) in columns.enumerated() {
                    json.field(column) { Self.write(row[index], json) }
                }
            }
        }
    }

    static func write(_ cell: Cell, _ json: JSONWriter) {
        switch cell {
        case .text(let text): json.string(text)
        case .number(let value): json.number(value)
        case .decimal(let value): json.raw(format(value))
        case .flag(let value): json.bool(value)
        case .empty: json.null()
        }
    }

    /// Two decimals at most, no trailing zeros: 12.5, 0.87, 14.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
