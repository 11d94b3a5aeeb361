/// A parsed JSON or YAML value with the place it was written.
///
/// JSON files and YAML front matter both decode into this one tree so that a
/// single `RecordDecoder` checks every field of every kind of record.
package struct SourceNode: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([SourceNode])
        case object([Member])
    }

    /// One `key: value` pair of an object, in file order.
    package struct Member: Sendable, Equatable {
        package var key: String
        var keyLocation: SourceLocation
        package var value: SourceNode
        /// UTF-8 byte offset of the key's opening quote (JSON only).
        package var keyOffset: Int?
    }

    package var value: Value
    var location: SourceLocation
    /// The source text of a scalar that was not a quoted string (a YAML plain
    /// scalar, a JSON number), so that `isbn: 9780441013593` reads as its digits.
    var plainText: String?
    /// UTF-8 byte offsets of the value in its file (JSON only), for in-place edits.
    package var byteRange: Range<Int>?

    init(_ value: Value, at location: SourceLocation, plainText: String? = nil, byteRange: Range<Int>? = nil) {
        self.value = value
        self.location = location
        self.plainText = plainText
        self.byteRange = byteRange
    }

    /// What a person would call this kind of value in a message.
    var kindName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer: return "a number"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }
}
