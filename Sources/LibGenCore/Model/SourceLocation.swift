/// A 1-based line and column in a source file; columns count Unicode scalars,
/// as GitHub annotations and libyaml do.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Stored as 32-bit numbers: a library holds millions of locations (a file
    // past 4 billion lines is refused long before).
    private var storedLine: Int32
    private var storedColumn: Int32

    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Whole-file problems are reported at 1:1.
    static let start = SourceLocation(line: 1, column: 1)

    package var description: String { "\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A value together with where it was written.
package struct Located<Value> {
    package var value: Value
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
