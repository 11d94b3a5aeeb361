import Foundation
import LibGenCore
import LibGenSupport

/// The search index, split so that a search downloads a small part of it: `search/<key>.json`
/// holds every book with a word that starts with the key's two letters (folded: lower case,
/// accents and apostrophes off), `search/isbn-<nn>.json` the books whose ISBN-13 ends in `nn`.
/// A filter alone reads its facet's files instead: `search/available-<n>.json`,
/// `search/genre-<slug>-<n>.json`, `search/language-<slug>-<n>.json`, each of at most
/// `facetChunk` books, so the largest file a query downloads stays bounded at any catalogue size.
/// `search.js` fetches the shard of the longest word typed and ranks what matches. Entries are in
/// title order: `[id, title, authors, genres, language, status, isbn13, badge, day, cover, waiting]`
/// (`badge`: `available`, `reserved`, `due`, `due-today`, `overdue`, `missing` or `coming`; `day`
/// the due or joining date; the page's strings word them). Written by hand: Pagefind indexes built
/// HTML with a separate binary, which `libgen build` would then need (measured side by side in
/// docs/BENCHMARKS.md).
extension SiteAssembler {
    /// Words too common to find anything by; never a shard's key (search.js skips the same list).
    static let stopWords: Set<String> = ["the", "of", "a", "an", "and", "in", "on", "to", "for", "at", "by", "with", "from",
                                         "de", "la", "le", "les", "el", "los", "las", "del", "der", "die", "das", "und", "et", "des", "du", "y", "e"]

    /// Books in one file of a facet: ~70 KB at most.
    static let facetChunk = 500
    /// A word-start shard larger than this is split by words' first three letters.
    static let shardLimit = 200_000

    /// Apostrophes a title may be typed with or without: "Hitchhiker's", "Philosopher’s", "Ngũgĩ wa Thiong'o".
    static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "\u{02BC}", "`", "\u{00B4}"]

    /// Folded as `search.js` folds: canonical decomposition, combining marks and apostrophes dropped, lower case.
    static func fold(_ text: String) -> String {
        String(String.UnicodeScalarView(text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            !(0x300...0x36F).contains($0.value) && !apostrophes.contains($0)
        })).lowercased()
    }

    /// The words of a text a search can start from.
    static func searchWords(_ text: String) -> [String] {
        fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.utf16.count >= 2 && !stopWords.contains($0) }
    }

    /// A shard's key: the first two UTF-16 units of a folded word, in hex (safe in any file system and URL).
    static func shardKey(_ word: String, length: Int = 2) -> String {
        word.utf16.prefix(length).map { String($0, radix: 16) }.joined(separator: "-")
    }

    /// A book's entry in the index files.
    func searchEntry(_ summary: BookSummary) -> String {
        let book = summary.book
        let isbn13 = book.isbn.flatMap(ISBN.canonical)
        let fields = [JSONWriter.quote(book.id), JSONWriter.quote(book.title), JSONWriter.quote(book.authors.joined(separator: ", ")),
                      "[" + book.genres.map(JSONWriter.quote).joined(separator: ",") + "]", JSONWriter.quote(book.language ?? ""),
                      JSONWriter.quote(summary.availability.status), JSONWriter.quote(isbn13 ?? ""), JSONWriter.quote(summary.availability.badge),
                      JSONWriter.quote(summary.availability.day?.description ?? ""), JSONWriter.quote(summary.coverRoute ?? ""), String(summary.waiting)]
        return "[" + fields.joined(separator: ",") + "]"
    }

    func searchShards() -> [SitePage] {
        var shards = [String: [String]]()
        // The same books by their words' first three letters, and the two-letter words themselves,
        // for a shard too large to download whole.
        var longShards = [String: [String]]()
        var twoLetterWords = [String: [String]]()
        var facets = [String: [String]]()
        let byTitle = catalog.byTitle.map { catalog.summaries[$0]! }
        let genreShards = Dictionary(uniqueKeysWithValues: catalog.genreFacets.map { ($0.name, $0.shard) })
        let languageShards = Dictionary(uniqueKeysWithValues: catalog.languages.map { ($0.name, $0.shard) })
        for summary in byTitle {
            let book = summary.book
            let entry = searchEntry(summary)
            let words = Set(Self.searchWords(([book.title] + book.authors + book.genres).joined(separator: " ")))
            var keys = Set(words.map { Self.shardKey($0) })
            if let isbn13 = book.isbn.flatMap(ISBN.canonical) { keys.insert("isbn-" + isbn13.suffix(2)) }
            for key in keys { shards[key, default: []].append(entry) }
            for key in Set(words.map { Self.shardKey($0, length: 3) }) { longShards[key, default: []].append(entry) }
            for word in words where word.utf16.count == 2 { twoLetterWords[Self.shardKey(word), default: []].append(entry) }
            if summary.availability == .available { facets["available", default: []].append(entry) }
            for genre in Set(book.genres) { facets[genreShards[genre]!, default: []].append(entry) }
            if let language = book.language { facets[languageShards[language]!, default: []].append(entry) }
        }
        func file(_ path: String, _ entries: some Sequence<String>, extra: String = "") -> SitePage {
            SitePage(path, .data(Data(TemplateValues.scriptSafe("{\(extra)\"books\":[\n" + entries.joined(separator: ",\n") + "\n]}\n").utf8)))
        }
        var files = [SitePage]()
        let longKeys = Dictionary(grouping: longShards.keys) { String($0.split(separator: "-").prefix(2).joined(separator: "-")) }
        for key in shards.keys.sorted() {
            let entries = shards[key]!
            guard entries.reduce(0, { $0 + $1.utf8.count + 2 }) > Self.shardLimit, let split = longKeys[key] else {
                files.append(file("search/\(key).json", entries))
                continue
            }
            // Split: the two-letter file keeps the books with that two-letter word and says
            // so; search.js asks for the three-letter file of a longer word.
            files.append(file("search/\(key).json", twoLetterWords[key] ?? [], extra: "\"split\":3,"))
            for long in split.sorted() where long.split(separator: "-").count == 3 {
                files.append(file("search/\(long).json", longShards[long]!))
            }
        }
        for (facet, entries) in facets.sorted(by: { $0.key < $1.key }) {
            let chunks = stride(from: 0, to: entries.count, by: Self.facetChunk).map { entries[$0..<min($0 + Self.facetChunk, entries.count)] }
            for (index, chunk) in chunks.enumerated() {
                files.append(file("search/\(facet)-\(index + 1).json", chunk, extra: "\"total\":\(entries.count),\"chunks\":\(chunks.count),"))
            }
        }
        return files
    }
}
