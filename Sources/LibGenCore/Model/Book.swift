/// `content/books/<id>.md`: a book, its front matter and Markdown description.
package final class Book: Sendable, Identifiable {
    package let id: String
    package let file: String
    package let title: String
    package let authors: [String]
    /// The owner now: a member id or `library`.
    package let owner: Located<String>
    package let added: Day
    package let isbn: String?
    package let condition: String?
    package let genres: [String]
    package let language: String?
    package let publisher: String?
    package let year: Int?
    package let pages: Int?
    package let cover: Located<String>?
    package let featured: Bool
    package let withdrawn: Day?
    package let withdrawnReason: String?
    /// The Markdown description.
    package let body: String
    /// The file line the body starts on.
    package let bodyLine: Int
    package let record: DecodedRecord

    /// Is the book in the library on `day` (added, not yet withdrawn)?
    func isAvailable(on day: Day) -> Bool {
        added <= day && (withdrawn.map { day < $0 } ?? true)
    }

    /// A path relative to `content/` (a cover) with `.` and `..` resolved, or nil when it is
    /// absolute or climbs out of `content/`.
    package static func contentPath(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.hasPrefix("\\"), !path.contains("\0") else { return nil }
        var parts = [Substring]()
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// Nil without what the ledger needs of a book: its owner and the day it was added. A broken
    /// title or author list (its own error already said) leaves the book in the ledger, under its
    /// id and with no author, so that its loans are judged as any others (a double lend of it is
    /// not hidden behind a missing title).
    init?(id: String, file: String, record: DecodedRecord, body: String, bodyLine: Int) {
        guard let owner = record.string(BookField.owner), let added = record.day(BookField.added) else { return nil }
        let authors = record.strings(BookField.authors)?.map(\.value) ?? record.string(BookField.author).map { [$0.value] } ?? []
        self.id = id
        self.file = file
        self.title = record.string(BookField.title)?.value ?? id
        self.authors = authors
        self.owner = owner
        self.added = added.value
        self.body = body
        self.bodyLine = bodyLine
        self.record = record
        isbn = record.string(BookField.isbn)?.value
        condition = record.string(BookField.condition)?.value
        genres = record.strings(BookField.genres)?.map(\.value) ?? []
        language = record.string(BookField.language)?.value
        publisher = record.string(BookField.publisher)?.value
        year = record.integer(BookField.year)
        pages = record.integer(BookField.pages)
        cover = record.string(BookField.cover)
        featured = record.bool(BookField.featured) ?? false
        withdrawn = record.day(BookField.withdrawn)?.value
        withdrawnReason = record.string(BookField.withdrawnReason)?.value
    }
}

/// `content/pages/<id>.md`: a free page (about, rules).
package struct Page: Sendable, Identifiable {
    package let id: String
    let file: String
    package let title: String
    package let body: String
    let bodyLine: Int
}
