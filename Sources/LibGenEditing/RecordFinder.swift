import Foundation
import LibGenCore
import LibGenSupport

/// Finds the book or member a person means (CLI.md): a book by id, ISBN in any
/// form (hyphens, ISBN-10 for an ISBN-13 book) or title; a member by id,
/// `github` login or any unambiguous part of their name. Ambiguity lists the
/// candidates; nothing found suggests the nearest id.
package struct RecordFinder {
    let library: Library

    package init(_ library: Library) { self.library = library }

    package func book(_ reference: String) throws -> Book {
        let text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if let book = library.book(text) { return book }
        if let isbn = ISBN.canonical(text) {
            let matches = library.books.filter { $0.isbn.flatMap(ISBN.canonical) == isbn }
            if let found = try one(matches, text, "book", describe: { "\($0.id) (\"\($0.title)\")" }) { return found }
        }
        let key = SortKey.key(text)
        if !key.isEmpty {
            let exact = library.books.filter { SortKey.key($0.title) == key }
            if let found = try one(exact, text, "book", describe: { "\($0.id) (\"\($0.title)\")" }) { return found }
            let partial = library.books.filter { SortKey.key($0.title).contains(key) }
            if let found = try one(partial, text, "book", describe: { "\($0.id) (\"\($0.title)\")" }) { return found }
        }
        throw EditError.notFound("no book \"\(text)\"" + Suggestion.hint(for: text, among: library.books.map(\.id)) + "; name it by id, title or ISBN")
    }

    package func member(_ reference: String) throws -> Member {
        var text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("@") { text.removeFirst() }
        if let member = library.member(text) { return member }
        let login = text.lowercased()
        if let member = library.members.first(where: { $0.github?.lowercased() == login }) { return member }
        let fold = { (text: String) in text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil) }
        let words = fold(text).split(separator: " ")
        if !words.isEmpty {
            let matches = library.members.filter { member in
                let name = fold(member.name + " " + (member.displayName ?? ""))
                let nameWords = name.split(separator: " ")
                return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
            }
            if let found = try one(matches, text, "member", describe: { "\($0.id) (\($0.name))" }) { return found }
        }
        throw EditError.notFound("no member \"\(text)\"" + Suggestion.hint(for: text, among: library.members.map(\.id)) + "; name them by id, GitHub login or name")
    }

    /// The only match, nil for none, or an ambiguity listing the candidates.
    private func one<Record>(_ matches: [Record], _ text: String, _ kind: String, describe: (Record) -> String) throws -> Record? {
        switch matches.count {
        case 0: return nil
        case 1: return matches[0]
        default: throw EditError.ambiguous("\"\(text)\" could be more than one \(kind)", candidates: matches.map(describe))
        }
    }
}
