/// A record's fields after type checking, each with where it was written.
package struct DecodedRecord: Sendable {
    package indirect enum Value: Sendable {
        case string(String)
        case day(Day)
        case integer(Int)
        case bool(Bool)
        case list([Field])
        case object(DecodedRecord)
        case closedRange(ClosedRange<Day>)
    }

    package struct Field: Sendable {
        package var value: Value
        package var location: SourceLocation
        package var keyLocation: SourceLocation
    }

    package var fields: [String: Field] = [:]
    /// Where the object starts; the location of problems with the whole record.
    package var location: SourceLocation
    /// The keys in file order (known and unknown), for edits that keep key order.
    package var keyOrder: [String] = []
    /// True when a required field is absent or unusable: such a record is known
    /// to exist (so references to it resolve) but takes no part in the ledger.
    package var isIncomplete = false
    /// Keys whose value was written but rejected (wrong type, invalid date, …), wholly or in part.
    package var rejected: Set<String> = []

    init(location: SourceLocation) { self.location = location }

    /// The location of a field's value, or of the record when it is absent.
    func location<Key: FieldKey>(of key: Key) -> SourceLocation { fields[key.rawValue]?.location ?? location }

    /// The field written under `key`, decoded or not (`nil` when absent or rejected).
    subscript<Key: FieldKey>(_ key: Key) -> Field? { fields[key.rawValue] }

    /// Was `key` written with a value that was rejected (wrong type, invalid date, …)?
    package func rejects<Key: FieldKey>(_ key: Key) -> Bool { rejected.contains(key.rawValue) }

    package func string<Key: FieldKey>(_ key: Key) -> Located<String>? { string(key.rawValue) }
    func day<Key: FieldKey>(_ key: Key) -> Located<Day>? { day(key.rawValue) }
    func integer<Key: FieldKey>(_ key: Key) -> Int? { integer(key.rawValue) }
    func bool<Key: FieldKey>(_ key: Key) -> Bool? { bool(key.rawValue) }
    func object<Key: FieldKey>(_ key: Key) -> DecodedRecord? { object(key.rawValue) }
    func list<Key: FieldKey>(_ key: Key) -> [Field]? { list(key.rawValue) }
    func strings<Key: FieldKey>(_ key: Key) -> [Located<String>]? { strings(key.rawValue) }
    func days<Key: FieldKey>(_ key: Key) -> [Located<Day>]? { days(key.rawValue) }

    private func string(_ name: String) -> Located<String>? {
        guard let field = fields[name], case .string(let text) = field.value else { return nil }
        return Located(text, at: field.location)
    }

    private func day(_ name: String) -> Located<Day>? {
        guard let field = fields[name], case .day(let day) = field.value else { return nil }
        return Located(day, at: field.location)
    }

    private func integer(_ name: String) -> Int? {
        guard let field = fields[name], case .integer(let value) = field.value else { return nil }
        return value
    }

    private func bool(_ name: String) -> Bool? {
        guard let field = fields[name], case .bool(let value) = field.value else { return nil }
        return value
    }

    private func object(_ name: String) -> DecodedRecord? {
        guard let field = fields[name], case .object(let record) = field.value else { return nil }
        return record
    }

    private func list(_ name: String) -> [Field]? {
        guard let field = fields[name], case .list(let elements) = field.value else { return nil }
        return elements
    }

    private func strings(_ name: String) -> [Located<String>]? {
        list(name)?.compactMap { element in
            if case .string(let text) = element.value { return Located(text, at: element.location) }
            return nil
        }
    }

    private func days(_ name: String) -> [Located<Day>]? {
        list(name)?.compactMap { element in
            if case .day(let day) = element.value { return Located(day, at: element.location) }
            return nil
        }
    }
}
