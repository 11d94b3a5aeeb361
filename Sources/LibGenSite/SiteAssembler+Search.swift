import Foundation
import LibGenCore
import LibGenSupport

/// The search index, split so that a search downloads a small part of it: `search/<key>.json`
/// holds every book with a word that starts with the key's two letters (folded: lower case,
/// accents off), `search/isbn-<nn>.json` the books whose ISBN-13 ends in `nn`. `search.js`
/// fetches the shard of the longest word typed and filters it; each entry is
/// `[id, title, authors, genres, language, status, isbn13]`. Written by hand: Pagefind indexes
/// built HTML with a separate binary, which `libgen build` would then need (measured side by side
/// in docs/BENCHMARKS.md).
extension SiteAssembler {
    /// Words too common to find anything by; never a shard's key (search.js skips the same list).
    static let stopWords: Set<String> = ["the", "of", "a", "an", "and", "in", "on", "to", "for", "at", "by", "with", "from",
                                         "de", "la", "le", "les", "el", "los", "las", "del", "der", "die", "das", "und", "et", "des", "du", "y", "e"]

    /// Folded as `search.js` folds: canonical decomposition, combining marks dropped, lower case.
    static func fold(_ text: String) -> String {
        String(String.UnicodeScalarView(text.decomposedStringWithCanonicalMapping.unicodeScalars.filter { !(0x300...0x36F).contains($0.value) })).lowercased()
    }

    /// The words of a text a search can start from.
    static func searchWords(_ text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.utf16.count >= 2 && !stopWords.contains($0) }
    }

    /// A shard's key: the first two UTF-16 units of a folded word, in hex (safe in any file system and URL).
    static func shardKey(_ word: String) -> String {
        word.utf16.prefix(2).map { String($0, radix: 16) }.joined(separator: "-")
    }

    func searchShards() -> [SitePage] {
        var shards = [String: [String]]()
        for book in catalog.books {
            let summary = catalog.summaries[book.id]!
            let isbn13 = book.isbn.flatMap(ISBN.canonical)
            let list = { (items: [String]) in "[" + items.map(JSONWriter.quote).joined(separator: ",") + "]" }
            let entry = "[" + [JSONWriter.quote(book.id), JSONWriter.quote(book.title), JSONWriter.quote(book.authors.joined(separator: ", ")),
                               list(book.genres), JSONWriter.quote(book.language ?? ""), JSONWriter.quote(summary.availability.status),
                               JSONWriter.quote(isbn13 ?? "")].joined(separator: ",") + "]"
            var keys = Set(Self.searchWords(([book.title] + book.authors + book.genres).joined(separator: " ")).map(Self.shardKey))
            if let isbn13 { keys.insert("isbn-" + isbn13.suffix(2)) }
            for key in keys { shards[key, default: []].append(entry) }
        }
        return shards.keys.sorted().map { key in
            SitePage("search/\(key).json", .data(Data(TemplateValues.scriptSafe("{\"books\":[\n" + shards[key]!.joined(separator: ",\n") + "\n]}\n").utf8)))
        }
    }
}
