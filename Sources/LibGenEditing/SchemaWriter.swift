import LibGenCore
import LibGenSupport

/// JSON Schemas (draft 2020-12) of the content files, generated from the
/// `Schemas` the loader checks files against, so the two cannot drift apart.
package enum SchemaWriter {
    /// File name → schema text, for `libgen schema` and `libgen init`.
    package static func files() -> [(name: String, text: String)] {
        [
            ("library.schema.json", document(Schemas.library, title: "libgen library.json", id: "library")),
            ("member.schema.json", document(Schemas.member, title: "libgen member (content/members/<id>.json)", id: "member")),
            ("book.schema.json", document(Schemas.book, title: "libgen book front matter (content/books/<id>.md)", id: "book")),
            ("loan.schema.json", document(Schemas.loan, title: "libgen loan (content/loans/**/<id>.json)", id: "loan")),
            ("swap.schema.json", document(Schemas.swap, title: "libgen swap (content/swaps/**/<id>.json)", id: "swap")),
            ("page.schema.json", document(Schemas.page, title: "libgen page front matter (content/pages/<id>.md)", id: "page")),
            ("contacts.schema.json", contactsDocument()),
        ]
    }

    static func document(_ schema: RecordSchema, title: String, id: String) -> String {
        var fields: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:libgen:schema:\(id)")),
            ("title", .string(title)),
        ]
        fields += object(schema)
        for spec in schema.fields {
            guard let target = spec.standsFor else { continue }
            fields.append(("not", .object([("required", .array([.string(spec.name), .string(target)]))])))
            fields.append(("anyOf", .array([.object([("required", .array([.string(target)]))]), .object([("required", .array([.string(spec.name)]))])])))
        }
        return pretty(.object(fields), indent: "") + "\n"
    }

    /// contacts.json: member id → contact.
    static func contactsDocument() -> String {
        let fields: [(String, JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:libgen:schema:contacts")),
            ("title", .string("libgen private contacts (contacts.json, never committed)")),
            ("type", .string("object")),
            ("propertyNames", .object([("pattern", .string("^[a-z0-9][a-z0-9-]{0,99}$"))])),
            ("additionalProperties", .object(object(Schemas.contact))),
        ]
        return pretty(.object(fields), indent: "") + "\n"
    }

    static func object(_ schema: RecordSchema) -> [(String, JSONValue)] {
        let properties = schema.fields.map { field -> (String, JSONValue) in
            (field.name, .object([("description", .string(field.summary))] + type(field.type)))
        }
        let required = schema.fields.filter { spec in spec.required && !schema.fields.contains { $0.standsFor == spec.name } }.map { JSONValue.string($0.name) }
        var result: [(String, JSONValue)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { result.append(("required", .array(required))) }
        result.append(("additionalProperties", .bool(false)))
        return result
    }

    static let datePattern = #"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"#

    static func type(_ type: FieldType) -> [(String, JSONValue)] {
        switch type {
        case .string(let allowEmpty, let maxLength, _):
            return [("type", .string("string"))] + (allowEmpty ? [] : [("pattern", .string(#"\S"#))]) + [("maxLength", .number(maxLength))]
        case .markdown:
            return [("type", .string("string"))]
        case .email:
            return [("type", .string("string")), ("format", .string("email")), ("pattern", .string(ContactFormat.emailPattern))]
        case .phone:
            return [("type", .string("string")), ("pattern", .string(ContactFormat.phonePattern))]
        case .login:
            return [("type", .string("string")), ("pattern", .string(ContactFormat.loginPattern))]
        case .mailbox:
            return [("type", .string("string")), ("examples", .array([.string("Green Acres Book Circle <books@example.org>")]))]
        case .date:
            return [("type", .string("string")), ("format", .string("date")), ("pattern", .string(datePattern))]
        case .integer(let minimum):
            return [("type", .string("integer"))] + (minimum.map { [("minimum", JSONValue.number($0))] } ?? [])
        case .boolean:
            return [("type", .string("boolean"))]
        case .choice(let options):
            return [("enum", .array(options.map(JSONValue.string)))]
        case .list(let element, let minimumCount):
            return [("type", .string("array")), ("items", .object(Self.type(element)))] + (minimumCount > 0 ? [("minItems", .number(minimumCount))] : [])
        case .object(let schema):
            return object(schema)
        case .url:
            return [("type", .string("string")), ("format", .string("uri")), ("pattern", .string("^https?://"))]
        case .timeZone:
            return [("type", .string("string")), ("examples", .array([.string("UTC"), .string("Asia/Kolkata"), .string("Europe/London")]))]
        case .timeOfDay:
            return [("type", .string("string")), ("pattern", .string(#"^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"#))]
        case .isbn:
            return [("type", .array([.string("string"), .string("integer")])), ("pattern", .string(#"^[0-9Xx -]+$"#))]
        case .closedDay:
            return [("oneOf", .array([.object(Self.type(.date)), .object(object(Schemas.closedRange))]))]
        }
    }

    /// Objects and lists of objects over several lines; lists of scalars on one.
    static func pretty(_ value: JSONValue, indent: String) -> String {
        switch value {
        case .object(let fields):
            guard !fields.isEmpty else { return "{}" }
            let inner = indent + "  "
            return "{\n" + fields.map { inner + JSONWriter.quote($0.0) + ": " + pretty($0.1, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements) where elements.contains(where: { if case .object = $0 { return true }; return false }):
            let inner = indent + "  "
            return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        default:
            return value.rendered(indent: indent, newline: "\n", listsOnOneLine: true)
        }
    }

    /// VS Code settings that map the schemas onto the content folders.
    static func editorSettings(schemaFolder: String) -> String {
        let entries: [(String, String)] = [
            ("/content/library.json", "library"), ("/content/members/*.json", "member"),
            ("/content/loans/**/*.json", "loan"), ("/content/swaps/**/*.json", "swap"),
        ]
        let list = JSONValue.array(entries.map { match, name in
            .object([("fileMatch", .array([.string(match)])), ("url", .string("./\(schemaFolder)/\(name).schema.json"))])
        })
        return pretty(.object([("json.schemas", list)]), indent: "") + "\n"
    }
}
