import Foundation
import SwiftCSV
import LibGenCore
import LibGenSupport

/// `libgen import goodreads|librarything|csv FILE --owner M`: a member's books from
/// a catalogue export, as new book files. The CSV is read by SwiftCSV; what fits
/// the book format is kept (title, authors, ISBN, publisher, year, pages,
/// language, genres where the source has them), the rest left out. A row that
/// would duplicate a book the owner already has (same ISBN, in any form) is
/// skipped and listed.
package struct CatalogueImporter {
    package enum Source: String, CaseIterable, Sendable {
        case goodreads, librarything, csv
    }

    /// A CSV the importer cannot read: names the line, and nothing is written (exit 2).
    package struct Unreadable: Error, CustomStringConvertible, Equatable {
        package var description: String
    }

    let session: EditSession
    let source: Source

    package init(session: EditSession, source: Source) {
        self.session = session
        self.source = source
    }

    var library: Library { session.library }

    /// One book from a row, or why the row was skipped.
    struct Row {
        var line: Int
        var fields: [String: String]
    }

    package func importFile(_ path: String, text: String, owner reference: String, on day: Day) throws -> LibraryEdit {
        let owner = reference == Library.libraryID ? nil : try session.finder.member(reference)
        let ownerID = owner?.id ?? Library.libraryID
        let ownerName = owner?.name ?? "the library"
        let rows = try Self.rows(text, path: path)
        var owned = Set(library.books.filter { $0.owner.value == ownerID }.compactMap { $0.isbn.flatMap(ISBN.canonical) })
        var taken = library.bookIDs
        var edit = LibraryEdit(message: "Import \(counted(0, "book")) for \(ownerName) from \(source.rawValue)")
        edit.showsDiff = false
        var added = 0
        var notes = [String]()
        for row in rows {
            var book = book(from: row.fields)
            let label = "line \(row.line)" + (book.title.isEmpty ? "" : " \"\(book.title)\"")
            guard !book.title.isEmpty else { notes.append("\(label): skipped, no title"); continue }
            guard !book.authors.isEmpty else { notes.append("\(label): skipped, no author"); continue }
            if let isbn = book.isbn {
                if let canonical = ISBN.canonical(isbn) {
                    guard owned.insert(canonical).inserted else {
                        notes.append("\(label): skipped, \(ownerName) already has ISBN \(canonical)")
                        continue
                    }
                } else {
                    notes.append("\(label): ISBN \"\(isbn)\" is not valid; imported without it")
                    book.isbn = nil
                }
            }
            var fields = RecordAdder.BookFields(title: book.title, authors: book.authors, owner: ownerID, added: day)
            fields.id = RecordAdder.uniqueID(Slug.make(book.title), taken: taken)
            taken.insert(fields.id!)
            fields.isbn = book.isbn
            fields.publisher = book.publisher
            fields.year = book.year
            fields.pages = book.pages
            fields.language = book.language
            fields.genres = book.genres
            let single = try RecordAdder(session: session).book(fields)
            for write in single.writes { edit.write(write.path, write.text) }
            added += 1
        }
        edit.message = "Import \(counted(added, "book")) for \(ownerName) from \(source.rawValue)"
        edit.summary = "Imported \(counted(added, "book")) for \(ownerName) from \((path as NSString).lastPathComponent)"
            + (notes.isEmpty ? "" : "; " + counted(notes.filter { $0.contains("skipped") }.count, "row") + " skipped:\n" + notes.map { "  " + $0 }.joined(separator: "\n"))
        guard added > 0 else { throw EditError.refused("no book to import from \(path)" + (notes.isEmpty ? "" : ":\n" + notes.map { "  " + $0 }.joined(separator: "\n"))) }
        return edit
    }

    struct BookData {
        var title = ""
        var authors: [String] = []
        var isbn: String?
        var publisher: String?
        var year: Int?
        var pages: Int?
        var language: String?
        var genres: [String] = []
    }

    /// The book format's fields from one row of this source's columns.
    func book(from row: [String: String]) -> BookData {
        func value(_ names: String...) -> String? {
            for name in names {
                if let text = row[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { return text }
            }
            return nil
        }
        func list(_ text: String?, separators: String) -> [String] {
            (text ?? "").split(whereSeparator: { separators.contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var book = BookData()
        switch source {
        case .goodreads:
            book.title = value("Title") ?? ""
            // `Author` is one name ("Martin Luther King, Jr."); `Additional Authors` a comma-separated list.
            book.authors = (value("Author").map { [$0] } ?? []) + list(value("Additional Authors"), separators: ",")
            book.isbn = Self.isbn(value("ISBN13")) ?? Self.isbn(value("ISBN"))
            book.publisher = value("Publisher")
            book.pages = value("Number of Pages").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            book.year = (value("Year Published") ?? value("Original Publication Year")).flatMap { Int($0) }
        case .librarything:
            book.title = value("Title") ?? ""
            book.authors = value("Primary Author").map { [$0] } ?? []
            if let secondary = value("Secondary Author") { book.authors += list(secondary, separators: "|;") }
            let candidates = [value("ISBN")] + list(value("ISBNs"), separators: "|,").map { Optional($0) }
            book.isbn = candidates.compactMap { Self.isbn($0) }.first { ISBN.canonical($0) != nil } ?? candidates.compactMap { Self.isbn($0) }.first
            book.year = value("Date").flatMap { Int($0.prefix(4)) }
            book.pages = value("Page Count", "Pages").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            book.language = value("Languages").map { list($0, separators: ",|").first ?? $0 }
        case .csv:
            book.title = value("title", "Title") ?? ""
            book.authors = list(value("authors", "author", "Authors", "Author"), separators: ";")
            book.isbn = Self.isbn(value("isbn", "ISBN"))
            book.publisher = value("publisher", "Publisher")
            book.year = value("year", "Year").flatMap { Int($0) }
            book.pages = value("pages", "Pages").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            book.language = value("language", "Language")
            book.genres = list(value("genres", "Genres"), separators: ";")
        }
        if book.title.count > FieldType.maxNameLength { book.title = String(book.title.prefix(FieldType.maxNameLength)) }
        return book
    }

    /// An ISBN as exports write it: `="0441013597"` (Goodreads), `[0441013597]` (LibraryThing), or plain.
    static func isbn(_ text: String?) -> String? {
        guard var value = text?.trimmingCharacters(in: .whitespaces) else { return nil }
        value = value.trimmingCharacters(in: CharacterSet(charactersIn: "=\"[] "))
        return value.isEmpty ? nil : value
    }

    /// The rows of the file, keyed by its header, each with the line it starts on.
    static func rows(_ text: String, path: String) throws -> [Row] {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let line = unclosedQuoteLine(body) {
            throw Unreadable(description: "\(path): line \(line): a quoted field is never closed (a \" is missing); nothing was written")
        }
        let csv: CSV<Enumerated>
        do {
            csv = try CSV<Enumerated>(string: body, delimiter: .comma, loadColumns: false)
        } catch let error as CSVParseError {
            let detail: String
            switch error { case .generic(let message), .quotation(let message): detail = message }
            throw Unreadable(description: "\(path): not a readable CSV file (\(detail)); nothing was written")
        }
        guard !csv.header.isEmpty, csv.header.contains(where: { !$0.isEmpty }) else {
            throw Unreadable(description: "\(path): line 1: no header row; the first line names the columns")
        }
        var line = 2 + csv.header.joined().filter(\.isNewline).count
        var rows = [Row]()
        for fields in csv.rows {
            let row = Row(line: line, fields: Dictionary(zip(csv.header, fields), uniquingKeysWith: { first, _ in first }))
            line += 1 + fields.joined().filter(\.isNewline).count
            if fields.allSatisfy({ $0.isEmpty }) { continue }
            if fields.count > csv.header.count, fields[csv.header.count...].contains(where: { !$0.isEmpty }) {
                throw Unreadable(description: "\(path): line \(row.line): \(fields.count) fields, but the header names \(csv.header.count); check the quoting of that line; nothing was written")
            }
            rows.append(row)
        }
        return rows
    }

    /// The line of a quote that opens a field and never closes, if any. Only to say
    /// where a broken file breaks: the reading itself is SwiftCSV's.
    static func unclosedQuoteLine(_ text: String) -> Int? {
        var inQuotes = false
        var line = 1, opened = 1
        for character in text {
            if character == "\"" {
                inQuotes.toggle()
                if inQuotes { opened = line }
            } else if character.isNewline {
                line += 1
            }
        }
        return inQuotes ? opened : nil
    }
}
