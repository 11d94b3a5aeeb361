/// `content/books/<id>.md`: a book, its front matter and Markdown description.
public final class Book: Sendable, Identifiable {
    public let id: String
    public let file: String
    public let title: String
    public let authors: [String]
    /// The owner now: a member id or `library`.
    public let owner: Located<String>
    public let added: Day
    public let isbn: String?
    public let condition: String?
    public let genres: [String]
    public let language: String?
    public let publisher: String?
    public let year: Int?
    public let pages: Int?
    public let cover: Located<String>?
    public let featured: Bool
    public let withdrawn: Day?
    public let withdrawnReason: String?
    /// The Markdown description.
    public let body: String
    /// The file line the body starts on.
    public let bodyLine: Int
    public let record: DecodedRecord

    /// Is the book in the library on `day` (added, not yet withdrawn)?
    public func isAvailable(on day: Day) -> Bool {
        added <= day && (withdrawn.map { day < $0 } ?? true)
    }

    init?(id: String, file: String, record: DecodedRecord, body: String, bodyLine: Int) {
        guard !record.isIncomplete, let title = record.string("title"), let owner = record.string("owner"),
              let added = record.day("added") else { return nil }
        let authors = record.strings("authors")?.map(\.value) ?? record.string("author").map { [$0.value] }
        guard let authors, !authors.isEmpty else { return nil }
        self.id = id
        self.file = file
        self.title = title.value
        self.authors = authors
        self.owner = owner
        self.added = added.value
        self.body = body
        self.bodyLine = bodyLine
        self.record = record
        isbn = record.string("isbn")?.value
        condition = record.string("condition")?.value
        genres = record.strings("genres")?.map(\.value) ?? []
        language = record.string("language")?.value
        publisher = record.string("publisher")?.value
        year = record.integer("year")
        pages = record.integer("pages")
        cover = record.string("cover")
        featured = record.bool("featured") ?? false
        withdrawn = record.day("withdrawn")?.value
        withdrawnReason = record.string("withdrawn_reason")?.value
    }
}

/// `content/pages/<id>.md`: a free page (about, rules).
public struct Page: Sendable, Identifiable {
    public let id: String
    public let file: String
    public let title: String
    public let body: String
    public let bodyLine: Int
}
