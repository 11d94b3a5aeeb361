import Foundation
import SwiftCSV
import LibGenCore
import LibGenSupport

/// `libgen import goodreads|librarything|csv FILE --owner M`: a member's books from
/// a catalogue export, as new book files. The CSV is read by SwiftCSV; what fits
/// the book format is kept (title, authors, ISBN, publisher, year, pages,
/// language, genres where the source has them), the rest left out. A row that
/// would duplicate a book the owner already has (same ISBN, in any form; or, where
/// either has no ISBN, the same title and first author) is skipped and listed, so
/// importing a newer export of the same shelf adds only what is new. Only the member's own copies come in unless `all`: a Goodreads row
/// needs `Owned Copies` ≥ 1, a LibraryThing row must not be in a wishlist (or "Read but
/// unowned") collection. "Family, Given" names are turned round, and LibraryThing's
/// translators, editors, illustrators and writers of a foreword are not authors.
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
    /// Every row, owned or not (`--all`).
    let all: Bool

    package init(session: EditSession, source: Source, all: Bool = false) {
        self.session = session
        self.source = source
        self.all = all
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
        try checkColumns(rows, path: path)
        let ownersBooks = library.books.filter { $0.owner.value == ownerID }
        var owned = Set(ownersBooks.compactMap { $0.isbn.flatMap(ISBN.canonical) })
        // Title and first author: what tells a book apart when it or the row has no ISBN.
        var titled = Set(ownersBooks.map { Self.sameBookKey($0.title, $0.authors) })
        var titledWithoutISBN = Set(ownersBooks.filter { $0.isbn.flatMap(ISBN.canonical) == nil }.map { Self.sameBookKey($0.title, $0.authors) })
        // Books the owner once had and gave away or swapped (accepted swaps): an export still
        // lists them, and importing them again would bring back a book that went to another.
        var formerISBN = [String: String](), formerTitled = [String: String]()
        for swap in library.swaps where swap.status.value == .accepted && swap.from.value != swap.to.value {
            for move in swap.moves where move.giver == ownerID {
                guard let book = library.book(move.book.value) else { continue }
                if let canonical = book.isbn.flatMap(ISBN.canonical) { formerISBN[canonical] = swap.id }
                formerTitled[Self.sameBookKey(book.title, book.authors)] = swap.id
            }
        }
        var taken = library.bookIDs
        var edit = LibraryEdit(message: "Import \(counted(0, "book")) for \(ownerName) from \(source.rawValue)")
        edit.showsDiff = false
        var added = 0, skipped = 0, changed = 0
        var notes = [String]()
        for row in rows {
            var book = book(from: row.fields)
            var rowChanged = !book.dropped.isEmpty || book.shortened
            let label = "line \(row.line)" + (book.title.isEmpty ? "" : " \"\(book.title)\"")
            if !all, let reason = notOwned(row.fields) { notes.append("\(label): skipped, \(reason); --all takes it"); skipped += 1; continue }
            guard !book.title.isEmpty else { notes.append("\(label): skipped, no title"); skipped += 1; continue }
            // One row the rules would refuse (`field.value`) is skipped and said, not the whole import refused.
            let texts = [book.title] + book.authors + book.genres + [book.publisher, book.language].compactMap { $0 }
            if let control = texts.lazy.compactMap({ $0.unicodeScalars.first(where: \.isControlCharacter) }).first {
                notes.append("\(label): skipped, a control character (\(control.visiblyEscaped)) in its title, authors, genres, publisher or language")
                skipped += 1
                continue
            }
            guard !book.authors.isEmpty else {
                notes.append("\(label): skipped, no author" + (book.otherCredits.isEmpty ? "" : " (only \(book.otherCredits.joined(separator: "; ")))"))
                skipped += 1
                continue
            }
            let key = Self.sameBookKey(book.title, book.authors)
            if let swap = book.isbn.flatMap(ISBN.canonical).flatMap({ formerISBN[$0] }) ?? formerTitled[key] {
                notes.append("\(label): skipped, \(ownerName) gave it away (swap \(swap)); it is another's book now")
                skipped += 1
                continue
            }
            if let isbn = book.isbn {
                if let canonical = ISBN.canonical(isbn) {
                    guard !owned.contains(canonical) else {
                        notes.append("\(label): skipped, \(ownerName) already has ISBN \(canonical)")
                        skipped += 1
                        continue
                    }
                } else {
                    notes.append("\(label): ISBN \"\(isbn)\" is not valid; imported without it")
                    rowChanged = true
                    book.isbn = nil
                }
            }
            let canonical = book.isbn.flatMap(ISBN.canonical)
            guard !(canonical == nil ? titled : titledWithoutISBN).contains(key) else {
                notes.append("\(label): skipped, \(ownerName) already has a book of the same title and author"
                             + (canonical == nil ? " (this row has no ISBN)" : " without an ISBN"))
                skipped += 1
                continue
            }
            if let canonical { owned.insert(canonical) } else { titledWithoutISBN.insert(key) }
            titled.insert(key)
            if book.shortened { notes.append("\(label): title shortened to its first \(FieldType.maxNameLength) characters") }
            for value in book.dropped { notes.append("\(label): \(value); imported without it") }
            if rowChanged { changed += 1 }
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
        let counts = [skipped > 0 ? counted(skipped, "row") + " skipped" : nil,
                      changed > 0 ? counted(changed, "row") + " imported with a change" : nil].compactMap { $0 }
        // What the rows hold is printed visibly (FORMAT.md: output never prints a control character raw).
        notes = notes.map(\.escapingControlCharacters)
        let listed = notes.map { "  " + $0 }.joined(separator: "\n")
        // Nothing new (the same export imported again, or no row the member owns) is not a
        // failure: it says what each row was, writes nothing and exits 0 (an empty edit).
        edit.summary = (added == 0 ? "Nothing to import" : "Imported \(counted(added, "book"))") + " for \(ownerName) from \((path as NSString).lastPathComponent)"
            + (notes.isEmpty ? "" : "; " + counts.joined(separator: ", ") + ":\n" + listed)
        edit.notices = notes
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
        /// Credits that are not authorship ("Rohan D'Souza, editor"), to say why a row has no author.
        var otherCredits: [String] = []
        /// The title was longer than a title may be, and cut.
        var shortened = false
        /// Values not taken (a year or page count that is not a number), as "year \"c. 1990\" is not a year".
        var dropped: [String] = []
    }

    /// A title and first author as two rows of the same book write them: letters in one case,
    /// spaces and punctuation between words not counted.
    static func sameBookKey(_ title: String, _ authors: [String]) -> String {
        func words(_ text: String) -> String {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
        }
        return words(title) + "\u{0}" + words(authors.first ?? "")
    }

    /// A file from another source (a LibraryThing export named as Goodreads) has no title or
    /// author column of this one's: said and stopped (exit 2), not every row "skipped, no author".
    func checkColumns(_ rows: [Row], path: String) throws {
        guard !rows.isEmpty else { return }
        let columns = rows.reduce(into: Set<String>()) { $0.formUnion($1.fields.keys) }
        guard let missing = Self.columns(of: source).first(where: { group in !group.contains(where: columns.contains) }) else { return }
        let other = Source.allCases.first { $0 != source && Self.columns(of: $0).allSatisfy { $0.contains(where: columns.contains) } }
        throw Unreadable(description: "\(path): no \(missing.map { "`\($0)`" }.joined(separator: " or ")) column, so this is not a \(source.rawValue) export"
            + (other.map { "; it looks like a \($0.rawValue) export (import it with `libgen import \($0.rawValue)`)" } ?? "") + "; nothing was written")
    }

    /// The columns a source's title and authors are read from, one of each group (`book(from:)`).
    static func columns(of source: Source) -> [[String]] {
        switch source {
        case .goodreads: [["Title"], ["Author", "Author l-f"]]
        case .librarything: [["Title"], ["Primary Author"]]
        case .csv: [["title", "Title"], ["authors", "author", "Authors", "Author"]]
        }
    }

    /// Why a row is not one of the owner's own copies, or nil when it is (or the export cannot say).
    func notOwned(_ row: [String: String]) -> String? {
        switch source {
        case .goodreads:
            // Present in every Goodreads layout since 2014; an export without the column is taken whole.
            guard let cell = row["Owned Copies"] else { return nil }
            let copies = Int(cell.trimmingCharacters(in: .whitespaces)) ?? 0
            guard copies < 1 else { return nil }
            let shelf = row["Exclusive Shelf"]?.trimmingCharacters(in: .whitespaces) ?? ""
            return "Owned Copies is 0" + (shelf.isEmpty ? "" : " (shelf \(shelf))")
        case .librarything:
            let collections = (row["Collections"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if let wish = collections.first(where: { $0.lowercased() == "wishlist" || $0.lowercased() == "wish list" }) { return "in the \(wish) collection" }
            if let unowned = collections.first(where: { $0.lowercased() == "read but unowned" }) { return "not owned (\(unowned))" }
            return nil
        case .csv:
            return nil
        }
    }

    /// "Family, Given" → "Given Family" ("Vonnegut, Kurt, Jr." → "Kurt Vonnegut Jr."); a name
    /// without a comma, or whose part after the comma is a suffix ("King, Jr."), is kept.
    static func givenFirst(_ name: String) -> String {
        let parts = name.split(separator: ",").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.filter { !$0.isEmpty }
        let suffixes: Set<String> = ["jr", "jr.", "sr", "sr.", "ii", "iii", "iv"]
        guard parts.count >= 2, !suffixes.contains(parts[1].lowercased()) else { return parts.joined(separator: ", ") }
        return ([parts[1], parts[0]] + parts.dropFirst(2)).joined(separator: " ")
    }

    /// A comma-separated list of names ("Neil Gaiman, Terry Pratchett") in which a one-word part
    /// followed by a one-word or initials part is one "Family, Given" name ("Hegde, Prakash" →
    /// "Prakash Hegde", "Narayan, R. K." → "R. K. Narayan"): exports write both.
    static func nameList(_ parts: [String]) -> [String] {
        func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
        func isGiven(_ text: String) -> Bool {
            let tokens = words(text)
            return tokens.count == 1 || tokens.allSatisfy { $0.count <= 2 && $0.hasSuffix(".") }
        }
        var names: [String] = [], index = 0
        while index < parts.count {
            if words(parts[index]).count == 1, index + 1 < parts.count, isGiven(parts[index + 1]) {
                names.append(givenFirst(parts[index] + ", " + parts[index + 1]))
                index += 2
            } else {
                names.append(parts[index])
                index += 1
            }
        }
        return names
    }

    /// LibraryThing's roles that are not authorship. An empty role, "Author" and any role not
    /// listed here (a co-author, a contributor of a chapter) count as an author.
    static let notAuthorRoles: Set<String> = ["translator", "editor", "illustrator", "foreword", "introduction", "afterword",
                                              "cover artist", "cover designer", "narrator", "compiler", "photographer"]

    /// LibraryThing's (name, role) credits: the primary author and the `|`-separated secondary ones.
    static func libraryThingCredits(_ row: [String: String]) -> (authors: [String], others: [String]) {
        func cells(_ key: String) -> [String] { (row[key] ?? "").components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        var credits = [(cells("Primary Author").first ?? "", cells("Primary Author Role").first ?? "")]
        let names = cells("Secondary Author"), roles = cells("Secondary Author Roles")
        for (index, name) in names.enumerated() { credits.append((name, index < roles.count ? roles[index] : "")) }
        var authors: [String] = [], others: [String] = []
        for (name, role) in credits where !name.isEmpty {
            let person = givenFirst(name)
            if notAuthorRoles.contains(role.lowercased()) {
                others.append("\(person), \(role.lowercased())")
            } else if !authors.contains(person) {
                authors.append(person)
            }
        }
        return (authors, others)
    }

    /// The book format's fields from one row of this source's columns.
    func book(from row: [String: String]) -> BookData {
        func value(_ names: String...) -> String? {
            for name in names {
                if let text = row[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { return text }
            }
            return nil
        }
        var dropped = [String]()
        /// A whole number (a year, a page count), or nil and said when the cell holds something else.
        func number(_ text: String?, _ what: String, positive: Bool = false) -> Int? {
            guard let text else { return nil }
            // 0 pages is how an export says it does not know; anything else not a number of its kind is said.
            if positive, text == "0" { return nil }
            guard let number = Int(text), !positive || number > 0 else { dropped.append("\(what) \"\(text)\" is not a \(what)"); return nil }
            return number
        }
        func list(_ text: String?, separators: String) -> [String] {
            (text ?? "").split(whereSeparator: { separators.contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var book = BookData()
        switch source {
        case .goodreads:
            book.title = value("Title") ?? ""
            // `Author` is one name ("Martin Luther King, Jr."); `Additional Authors` a comma-separated list.
            // (`givenFirst` keeps a name whose part after the comma is a suffix; `Author l-f` when `Author` is empty.)
            let author = value("Author").map(Self.givenFirst) ?? value("Author l-f").map(Self.givenFirst)
            book.authors = (author.map { [$0] } ?? []) + Self.nameList(list(value("Additional Authors"), separators: ","))
            book.authors = book.authors.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            // The valid one of the two when only one is (a mistyped ISBN13 beside a good ISBN),
            // as for LibraryThing's candidates; else the ISBN13 as written, whose note says why it goes.
            let candidates = [Self.isbn(value("ISBN13")), Self.isbn(value("ISBN"))].compactMap { $0 }
            book.isbn = candidates.first { ISBN.canonical($0) != nil } ?? candidates.first
            book.publisher = value("Publisher")
            book.pages = number(value("Number of Pages"), "page count", positive: true)
            book.year = number(value("Year Published") ?? value("Original Publication Year"), "year")
        case .librarything:
            book.title = value("Title") ?? ""
            (book.authors, book.otherCredits) = Self.libraryThingCredits(row)
            let candidates = [value("ISBN")] + list(value("ISBNs"), separators: "|,").map { Optional($0) }
            book.isbn = candidates.compactMap { Self.isbn($0) }.first { ISBN.canonical($0) != nil } ?? candidates.compactMap { Self.isbn($0) }.first
            book.year = value("Date").flatMap { Int($0.prefix(4)) }
            book.pages = number(value("Page Count", "Pages"), "page count", positive: true)
            book.language = value("Languages").map { list($0, separators: ",|").first ?? $0 }
        case .csv:
            book.title = value("title", "Title") ?? ""
            book.authors = list(value("authors", "author", "Authors", "Author"), separators: ";").map(Self.givenFirst)
            book.isbn = Self.isbn(value("isbn", "ISBN"))
            book.publisher = value("publisher", "Publisher")
            book.year = number(value("year", "Year"), "year")
            book.pages = number(value("pages", "Pages"), "page count", positive: true)
            book.language = value("language", "Language")
            book.genres = list(value("genres", "Genres"), separators: ";")
        }
        if book.title.count > FieldType.maxNameLength {
            book.title = String(book.title.prefix(FieldType.maxNameLength))
            book.shortened = true
        }
        book.dropped = dropped
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
        if let header = body.split(maxSplits: 1, whereSeparator: Self.isLineBreak).first, header.contains("\t") { return tabSeparatedRows(body) }
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

    /// LibraryThing's tab-separated export: one row per line, fields split at tabs, no quoting
    /// at all (a title may start with a quote, which a CSV reader would take as opening a
    /// field), so it is split by hand rather than by SwiftCSV.
    static func tabSeparatedRows(_ text: String) -> [Row] {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
        let header = lines[0].split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var rows = [Row]()
        for (index, line) in lines.enumerated().dropFirst() where !line.allSatisfy(\.isWhitespace) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            rows.append(Row(line: index + 1, fields: Dictionary(zip(header, fields), uniquingKeysWith: { first, _ in first })))
        }
        return rows
    }

    /// A line's end: `\n`, or `\r\n`, which Swift holds as one `Character` (a split at `"\n"`
    /// alone left a Windows file one line long).
    static func isLineBreak(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }

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
