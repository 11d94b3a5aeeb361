import Foundation
import LibGenSupport

/// Finds the book or member a person means (CLI.md), in every command and option that names
/// one: a book by id, a book page's address (`…/books/dune/`), ISBN in any form (hyphens,
/// ISBN-10 for an ISBN-13 book) or title; a member by id, `github` login or any unambiguous
/// part of their name. When several copies match, the choices name each copy's owner and
/// whether it is on the shelf; nothing found suggests the nearest title or id.
package struct RecordFinder {
    let library: Library
    /// For telling copies apart by where they are (on the shelf, on loan …).
    let state: LibraryState?

    package init(_ library: Library, state: LibraryState? = nil) {
        self.library = library
        self.state = state
    }

    /// Why nothing, or more than one thing, was found.
    package enum Failure: Error, CustomStringConvertible, Equatable {
        case notFound(String)
        case ambiguous(String, candidates: [String])

        package var description: String {
            switch self {
            case .notFound(let message): message
            case .ambiguous(let message, let candidates): message + ": " + candidates.joined(separator: ", ")
            }
        }
    }

    package func book(_ reference: String) throws(Failure) -> Book {
        var text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = Self.bookID(inPageAddress: text) { text = id }
        if let book = library.book(text) { return book }
        if let isbn = ISBN.canonical(text) {
            let matches = library.books.filter { $0.isbn.flatMap(ISBN.canonical) == isbn }
            if let found = try one(matches, text, "book", describe: describe) { return found }
        }
        let key = Self.titleKey(text)
        if !key.isEmpty {
            let exact = library.books.filter { Self.titleKey($0.title) == key }
            if let found = try one(exact, text, "book", describe: describe) { return found }
            let partial = library.books.filter { Self.titleKey($0.title).contains(key) }
            if let found = try one(partial, text, "book", describe: describe) { return found }
        }
        throw .notFound("no book \"\(text)\"" + titleHint(text) + "; name it by id, title or ISBN")
    }

    package func member(_ reference: String) throws(Failure) -> Member {
        var text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("@") { text.removeFirst() }
        if let member = library.member(text) { return member }
        let login = text.lowercased()
        if let member = library.members.first(where: { $0.github?.lowercased() == login }) { return member }
        let fold = { (text: String) in Self.withoutApostrophes(text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)) }
        let words = fold(text).split(separator: " ")
        if !words.isEmpty {
            let matches = library.members.filter { member in
                let name = fold(member.name + " " + (member.displayName ?? ""))
                let nameWords = name.split(separator: " ")
                return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
            }
            let describe = { (member: Member) in "\(member.id) (\(member.name))" }
            if let found = try one(matches, text, "member", describe: describe) { return found }
            // Any other part of a name (`ita` for Anita, `ulkarni`), as a book's title is found by any part.
            let query = fold(text)
            let inside = library.members.filter { member in
                fold(member.name).contains(query) || member.displayName.map { fold($0).contains(query) } == true
                    || member.github.map { $0.lowercased().contains(login) } == true
            }
            if let found = try one(inside, text, "member", describe: describe) { return found }
        }
        throw .notFound("no member \"\(text)\"" + memberHint(text) + "; name them by id, GitHub login or name")
    }

    /// A title as it is looked for: its sort key (case, accents and a leading article aside)
    /// without apostrophes, so that `hitchhikers` and a phone's typographic `’` find
    /// "The Hitchhiker's Guide to the Galaxy", as the site's search does.
    static func titleKey(_ text: String) -> String { withoutApostrophes(SortKey.key(text)) }

    static func withoutApostrophes(_ text: String) -> String {
        text.contains(where: { "'’‘ʼ`".contains($0) }) ? text.filter { !"'’‘ʼ`".contains($0) } : text
    }

    /// The id in a book page's address: `https://…/books/dune/`, `books/dune/index.html`.
    static func bookID(inPageAddress text: String) -> String? {
        guard text.contains("/") else { return nil }
        let parts = text.split(separator: "/").map(String.init)
        guard let index = parts.lastIndex(of: "books"), index + 1 < parts.count else { return nil }
        let id = parts[index + 1]
        return RecordID.isValid(id) ? id : nil
    }

    /// `dune ("Dune", Anita Desai's copy, on the shelf)`: enough to tell copies apart.
    func describe(_ book: Book) -> String {
        var parts = ["\"\(book.title)\""]
        parts.append(library.ownerName(state.map { $0.owner(of: book, on: $0.asOf) } ?? book.owner.value, theLibrary: "the library") + "'s copy")
        if let state {
            switch state.state(of: book, on: state.asOf) {
            case .onShelf: parts.append("on the shelf")
            case .reserved: parts.append("on the shelf, reserved")
            case .onLoan(_, let due): parts.append(due.isOverdue ? "on loan, due back \(due.due) and overdue" : "on loan until \(due.due)")
            case .lost: parts.append("lost")
            case .withdrawn: parts.append("withdrawn")
            case .notYetAdded(let day): parts.append("joins on \(day)")
            }
        }
        return "\(book.id) (\(parts.joined(separator: ", ")))"
    }

    /// `(did you mean "Arjun Mehta"?)`: the nearest name (`Arjun Metha`, a word misspelt), else the nearest id.
    func memberHint(_ text: String) -> String {
        let byID = Suggestion.hint(for: text, among: library.members.map(\.id))
        guard byID.isEmpty else { return byID }
        let names = Dictionary(library.members.map { (SortKey.key($0.name), $0.name) }, uniquingKeysWith: { first, _ in first })
        return Self.nearest(SortKey.key(text), among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// The value whose key `key` is nearest to: by edit distance over the whole key, else a run of
    /// as many of its words with each different word a near miss and one word at least the same
    /// (`hunger gams` in `the hunger games`), the fewest misses first.
    static func nearest(_ key: String, among candidates: [String: String]) -> String? {
        if let close = Suggestion.closest(to: key, among: candidates.keys), let value = candidates[close] { return value }
        let words = key.split(separator: " ").map(String.init)
        guard words.count > 1 else { return nil }
        var best: (misses: Int, value: String)?
        for (candidateKey, value) in candidates.sorted(by: { $0.key < $1.key }) {
            let candidate = candidateKey.split(separator: " ").map(String.init)
            guard candidate.count >= words.count else { continue }
            for start in 0...(candidate.count - words.count) {
                var misses = 0
                for (word, other) in zip(words, candidate[start..<(start + words.count)]) where word != other {
                    guard Suggestion.closest(to: word, among: [other]) != nil else { misses = Int.max; break }
                    misses += 1
                }
                if misses != Int.max, misses > 0, misses < words.count, best.map({ misses < $0.misses }) ?? true { best = (misses, value) }
            }
        }
        return best?.value
    }

    /// `(did you mean "The Hobbit"?)`: the nearest title by edit distance over its words, else the nearest id.
    func titleHint(_ text: String) -> String {
        if let title = suggestedTitle(text) { return " (did you mean \"\(title)\"?)" }
        return Suggestion.hint(for: text, among: library.books.map(\.id))
    }

    /// The title `text` is nearest to, when one is near enough: by edit distance over the whole
    /// title, else a title of as many words with each different word a near miss.
    package func suggestedTitle(_ text: String) -> String? {
        // A word of the title misspelt: "the hobit", "pride and predjudice", "hunger gams".
        Self.nearest(SortKey.key(text), among: Dictionary(library.books.map { (SortKey.key($0.title), $0.title) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The only match, nil for none, or an ambiguity listing the candidates.
    private func one<Record>(_ matches: [Record], _ text: String, _ kind: String, describe: (Record) -> String) throws(Failure) -> Record? {
        switch matches.count {
        case 0: return nil
        case 1: return matches[0]
        default: throw .ambiguous("\"\(text)\" could be more than one \(kind)", candidates: matches.map(describe))
        }
    }
}
