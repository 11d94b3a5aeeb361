/// A record's fields after type checking, each with where it was written.
public struct DecodedRecord: Sendable {
    public indirect enum Value: Sendable {
        case string(String)
        case day(Day)
        case integer(Int)
        case bool(Bool)
        case list([Field])
        case object(DecodedRecord)
        case closedRange(ClosedRange<Day>)
    }

    public struct Field: Sendable {
        public var value: Value
        public var location: SourceLocation
        public var keyLocation: SourceLocation
    }

    public var fields: [String: Field] = [:]
    /// Where the object starts; the location of problems with the whole record.
    public var location: SourceLocation
    /// The keys in file order (known and unknown), for edits that keep key order.
    public var keyOrder: [String] = []
    /// True when a required field is absent or unusable: such a record is known
    /// to exist (so references to it resolve) but takes no part in the ledger.
    public var isIncomplete = false
    /// Keys whose value was written but rejected (wrong type, invalid date, …), wholly or in part.
    public var rejected: Set<String> = []

    public init(location: SourceLocation) { self.location = location }

    /// The location of a field's value, or of the record when it is absent.
    public func location(of name: String) -> SourceLocation { fields[name]?.location ?? location }

    public func string(_ name: String) -> Located<String>? {
        guard let field = fields[name], case .string(let text) = field.value else { return nil }
        return Located(text, at: field.location)
    }

    public func day(_ name: String) -> Located<Day>? {
        guard let field = fields[name], case .day(let day) = field.value else { return nil }
        return Located(day, at: field.location)
    }

    public func integer(_ name: String) -> Int? {
        guard let field = fields[name], case .integer(let value) = field.value else { return nil }
        return value
    }

    public func bool(_ name: String) -> Bool? {
        guard let field = fields[name], case .bool(let value) = field.value else { return nil }
        return value
    }

    public func object(_ name: String) -> DecodedRecord? {
        guard let field = fields[name], case .object(let record) = field.value else { return nil }
        return record
    }

    public func list(_ name: String) -> [Field]? {
        guard let field = fields[name], case .list(let elements) = field.value else { return nil }
        return elements
    }

    public func strings(_ name: String) -> [Located<String>]? {
        list(name)?.compactMap { element in
            if case .string(let text) = element.value { return Located(text, at: element.location) }
            return nil
        }
    }

    public func days(_ name: String) -> [Located<Day>]? {
        list(name)?.compactMap { element in
            if case .day(let day) = element.value { return Located(day, at: element.location) }
            return nil
        }
    }
}
