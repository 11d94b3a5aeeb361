import Foundation
import LibGenCore
import LibGenSupport
import Algorithms

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
        // ASCII (most titles and names) has nothing to decompose: folded on the bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: text.utf8.compactMap(foldASCII), as: UTF8.self) }
        return String(String.UnicodeScalarView(text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            !(0x300...0x36F).contains($0.value) && !apostrophes.contains($0)
        })).lowercased()
    }

    /// An ASCII byte folded: lower case, nil for an apostrophe (dropped).
    static func foldASCII(_ byte: UInt8) -> UInt8? {
        if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "`") { return nil }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The words of a text a search can start from: the text folded, split where a character is
    /// neither a letter nor a number.
    ///
    /// Worked out piece by piece: the text is cut at each space that has an ASCII character (or
    /// the text's end) on both sides, and a piece all in ASCII is folded and split on its bytes.
    /// The words are the same as the whole text's folded at once: folding never looks across a
    /// space (a space decomposes to itself and is neither cased nor case-ignorable), and a space
    /// between two ASCII characters is a character of its own, never a letter (no grapheme
    /// cluster joins it to an ASCII neighbour). A title with one letter beyond ASCII ("Tea of the
    /// Tea — 書0") had the whole text decomposed, lower-cased and split into grapheme clusters:
    /// 0.45 s of CPU for 10,000 books' search entries on every build.
    static func searchWords(_ text: String) -> [String] {
        var words = [String]()
        let bytes = Array(text.utf8)
        let space = UInt8(ascii: " ")
        var start = 0
        for index in 0...bytes.count {
            guard index == bytes.count
                || (bytes[index] == space && (index == 0 || bytes[index - 1] < 0x80) && (index + 1 == bytes.count || bytes[index + 1] < 0x80)) else { continue }
            if index > start { appendWords(of: bytes[start..<index], to: &words) }
            start = index + 1
        }
        return words.filter { $0.utf16.count >= 2 && !stopWords.contains($0) }
    }

    /// The words of one piece of a text (`searchWords`), stop words and single letters included.
    private static func appendWords(of piece: ArraySlice<UInt8>, to words: inout [String]) {
        guard piece.allSatisfy({ $0 < 0x80 }) else {
            words += fold(String(decoding: piece, as: UTF8.self)).split { !$0.isLetter && !$0.isNumber }.map(String.init)
            return
        }
        // In ASCII the letters and numbers are a-z and 0-9 once folded: split on the bytes.
        var word = [UInt8]()
        for byte in piece {
            guard let folded = foldASCII(byte) else { continue }
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(folded) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(folded) {
                word.append(folded)
            } else {
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    }

    /// A shard's key: the first two UTF-16 units of a folded word, in hex (safe in any file system and URL).
    static func shardKey(_ word: String, length: Int = 2) -> String {
        // Written digit by digit (a string per unit and a join were 0.8 % of a large build).
        var key = [UInt8]()
        key.reserveCapacity(length * 5)
        for unit in word.utf16.prefix(length) {
            if !key.isEmpty { key.append(UInt8(ascii: "-")) }
            var shift = 12
            while shift > 0 && unit >> shift == 0 { shift -= 4 }
            while shift >= 0 {
                key.append(hexDigits[Int(unit >> shift) & 0xF])
                shift -= 4
            }
        }
        return String(decoding: key, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A book's entry in the index files.
    func searchEntry(_ summary: BookSummary) -> String {
        let book = summary.book
        let isbn13 = book.isbn.flatMap(ISBN.canonical)
        let fields = [JSONWriter.quote(book.id), JSONWriter.quote(book.title), JSONWriter.quote(book.authors.joined(separator: ", ")),
                      "[" + book.genres.map(JSONWriter.quote).joined(separator: ",") + "]", JSONWriter.quote(book.language ?? ""),
                      JSONWriter.quote(summary.availability.status), JSONWriter.quote(isbn13 ?? ""), JSONWriter.quote(summary.availability.badge),
                      JSONWriter.quote(summary.availability.day?.description ?? ""), JSONWriter.quote(summary.coverURL ?? ""), String(summary.waiting)]
        return "[" + fields.joined(separator: ",") + "]"
    }

    /// A book's part of the search files: its entries (in the word and facet files, and in
    /// `search.json`) and the shards its words and ISBN file it under (its facets' files are the
    /// catalogue's, worked out on every build).
    struct SearchFiling: Sendable {
        /// Its entry in the word and facet files, and in `search.json`; each already safe in a
        /// script (`TemplateValues.scriptSafe` replaces characters one by one, and what a file
        /// puts around its entries has none of them, so a file of safe entries is the safe file).
        var entry: String
        var indexEntry: String
        var keys: Set<String>
        var longKeys: Set<String>
        var twoLetterKeys: [String]
    }

    /// The filing of `summary`'s book.
    func searchFiling(_ summary: BookSummary) -> SearchFiling {
        let book = summary.book
        let words = Set(Self.searchWords(([book.title] + book.authors + book.genres).joined(separator: " ")))
        var keys = Set(words.map { Self.shardKey($0) })
        if let isbn13 = book.isbn.flatMap(ISBN.canonical) { keys.insert("isbn-" + isbn13.suffix(2)) }
        return SearchFiling(entry: TemplateValues.scriptSafe(searchEntry(summary)), indexEntry: TemplateValues.scriptSafe(searchIndexEntry(summary)), keys: keys,
                            longKeys: Set(words.map { Self.shardKey($0, length: 3) }),
                            twoLetterKeys: words.filter { $0.utf16.count == 2 }.map { Self.shardKey($0) })
    }

    /// Every shown book's filing, by id: worked out on every core, or taken from `previous`
    /// (the last build's) for a book whose summary is the same (`BookSummary.same`), or from
    /// `stored` (a build in another run's) for one whose summary has the same digest (`digests`).
    /// Also returns the books whose filing was worked out again, when the others are the last build's.
    func searchFilings(reusing previous: SiteMemo?, stored: StoredFilings? = nil, digests: ModelDigests? = nil)
        -> (filings: [String: (summary: BookSummary, filing: SearchFiling)], changed: [String]?) {
        // The same books as the last build: its dictionary, with only the changed summaries' filings
        // written into it (making a dictionary of 10,000 filings took ~15 ms). With only a few
        // books' summaries worked out again (`BookCatalog.retold`), every other book's summary is
        // the last build's object, so only those few are looked at (looking up and comparing
        // 10,000 took about 3 ms).
        // Only the listed books are filed (a book not yet added has a page, not a place in search).
        if let previous, previous.filings.count == catalog.byTitle.count {
            var filings = previous.filings
            var changed = [String]()
            let ids = catalog.retold.map { $0.map(\.id) } ?? Array(catalog.summaries.keys)
            let same = ids.allSatisfy { id in
                let (before, summary) = (filings[id], catalog.isListed(id) ? catalog.summaries[id] : nil)
                guard (before == nil) == (summary == nil) else { return false }
                if let before, let summary, !before.summary.same(as: summary) {
                    filings[id] = (summary, searchFiling(summary))
                    changed.append(id)
                }
                return true
            }
            if same { return (filings, changed) }
        }
        let summaries = catalog.byTitle.map { catalog.summaries[$0]! }
        let filings = Parallel.map(summaries, chunkSize: 256) { summary -> SearchFiling in
            if let (before, filing) = previous?.filings[summary.id], before.same(as: summary) { return filing }
            if let filing = stored?.filing(of: summary.id, digest: digests?.summaryDigest(of: summary.id)) { return filing }
            return searchFiling(summary)
        }
        return (Dictionary(uniqueKeysWithValues: zip(summaries, filings).map { ($0.id, ($0, $1)) }), nil)
    }

    /// The search files of these filings; a file whose entries are those `previous` wrote it
    /// with is taken as it was. Also returns each file's entries, for the next build.
    func searchShards(_ filings: [String: (summary: BookSummary, filing: SearchFiling)], changed: [String]?, reusing previous: SiteMemo?)
        -> (pages: [SitePage], files: [String: SiteMemo.SearchFile], lists: SiteMemo.SearchLists) {
        let patched = previous.flatMap { searchLists(filings, changed: changed, patching: $0) }
        let lists = patched?.lists ?? searchLists(filings)
        let (shards, longShards, twoLetterWords, facets) = (lists.shards, lists.longShards, lists.twoLetterWords, lists.facets)
        // The files' texts are put together on every core too. Each file with the list it is cut from.
        var files = [(path: String, entries: ArraySlice<String>, extra: String, list: SearchListKey)]()
        func file(_ path: String, _ entries: ArraySlice<String>, extra: String = "", list: SearchListKey) { files.append((path, entries, extra, list)) }
        let longKeys = Dictionary(grouping: longShards.keys) { String($0.split(separator: "-").prefix(2).joined(separator: "-")) }
        for key in shards.keys.sorted() {
            let entries = shards[key]!
            guard entries.reduce(0, { $0 + $1.utf8.count + 2 }) > Self.shardLimit, let split = longKeys[key] else {
                file("search/\(key).json", entries[...], list: .shard(key))
                continue
            }
            // Split: the two-letter file keeps the books with that two-letter word and says
            // so; search.js asks for the three-letter file of a longer word.
            file("search/\(key).json", (twoLetterWords[key] ?? [])[...], extra: "\"split\":3,", list: .twoLetterWords(key))
            for long in split.sorted() where long.split(separator: "-").count == 3 {
                file("search/\(long).json", longShards[long]![...], list: .longShard(long))
            }
        }
        for (facet, entries) in facets.sorted(by: { $0.key < $1.key }) {
            let chunks = stride(from: 0, to: entries.count, by: Self.facetChunk).map { entries[$0..<min($0 + Self.facetChunk, entries.count)] }
            for (index, chunk) in chunks.enumerated() {
                file("search/\(facet)-\(index + 1).json", chunk, extra: "\"total\":\(entries.count),\"chunks\":\(chunks.count),", list: .facet(facet))
            }
        }
        let pages = Parallel.map(files, chunkSize: 4) { file -> SitePage in
            if let before = previous?.searchFiles[file.path], before.extra == file.extra {
                // A file cut from a list the patch left as it was is the last build's (comparing
                // the entries of every file took about 6 ms of each change at 10,000 books).
                if let touched = patched?.touched, !touched.contains(file.list) { return before.page }
                // Entries taken from the last build are the same strings: comparing them is cheap.
                if before.entries == file.entries { return before.page }
            }
            return SitePage(file.path, .data(Data(("{\(file.extra)\"books\":[\n" + file.entries.joined(separator: ",\n") + "\n]}\n").utf8)))
        }
        let written = zip(files, pages).map { ($0.path, SiteMemo.SearchFile(extra: $0.extra, entries: $0.entries, page: $1)) }
        return (pages, Dictionary(uniqueKeysWithValues: written), lists)
    }

    /// Each genre's and each language's facet file, by name.
    var facetShards: (genres: [String: String], languages: [String: String]) {
        (Dictionary(uniqueKeysWithValues: catalog.genreFacets.map { ($0.name, $0.shard) }),
         Dictionary(uniqueKeysWithValues: catalog.languages.map { ($0.name, $0.shard) }))
    }

    /// The facet files a book's entry is in besides `available`: its genres' and its language's.
    static func facets(of book: Book, _ shards: (genres: [String: String], languages: [String: String])) -> [String] {
        Set(book.genres).map { shards.genres[$0]! } + (book.language.map { [shards.languages[$0]!] } ?? [])
    }

    /// Every book's entry filed under its keys and facets, in title order.
    func searchLists(_ filings: [String: (summary: BookSummary, filing: SearchFiling)]) -> SiteMemo.SearchLists {
        var lists = SiteMemo.SearchLists()
        let shards = facetShards
        for id in catalog.byTitle {
            let (summary, filing) = filings[id]!
            for key in filing.keys { lists.shards[key, default: []].append(filing.entry) }
            for key in filing.longKeys { lists.longShards[key, default: []].append(filing.entry) }
            for key in filing.twoLetterKeys { lists.twoLetterWords[key, default: []].append(filing.entry) }
            if summary.availability.isFree { lists.facets["available", default: []].append(filing.entry) }
            for facet in Self.facets(of: summary.book, shards) { lists.facets[facet, default: []].append(filing.entry) }
        }
        return lists
    }

    /// The last build's lists with the entries of the `changed` books taken out and put in again
    /// where they now belong, when nothing else differs: the same books (the filings of every
    /// other book are the last build's) and the same facet files. A list is in title order (the
    /// shelf's: title key, then id), which the other books keep among themselves, so a changed
    /// book's entry goes in where its title puts it. Nil when the lists must be made again.
    func searchLists(_ filings: [String: (summary: BookSummary, filing: SearchFiling)], changed: [String]?,
                     patching previous: SiteMemo) -> (lists: SiteMemo.SearchLists, touched: Set<SearchListKey>)? {
        let shards = facetShards
        guard let changed, changed.count <= 64, var lists = previous.searchLists, let lastShards = previous.facetShards,
              lastShards.genres == shards.genres, lastShards.languages == shards.languages else { return nil }
        var touched = Set<SearchListKey>()
        let titleKeys = catalog.titleKeys
        func remove(_ entry: String, from list: inout [String]?, _ key: SearchListKey) -> Bool {
            guard let index = list?.firstIndex(of: entry) else { return false }
            list!.remove(at: index)
            if list!.isEmpty { list = nil }
            touched.insert(key)
            return true
        }
        func insert(_ entry: String, of id: String, into list: inout [String]?, _ key: SearchListKey) -> Bool {
            guard let titleKey = titleKeys[id] else { return false }
            var unknown = false
            let place = list.map { entries in
                entries.partitioningIndex { other in
                    let otherID = String(Self.entryID(other))
                    guard let otherKey = titleKeys[otherID] else {
                        unknown = true
                        return true
                    }
                    return (otherKey, otherID) >= (titleKey, id)
                }
            } ?? 0
            guard !unknown else { return false }
            if list == nil { list = [entry] } else { list!.insert(entry, at: place) }
            touched.insert(key)
            return true
        }
        // Are the book's genres and language among the facet files (`facets(of:_:)` reads them)?
        func isFiled(_ book: Book) -> Bool {
            book.genres.allSatisfy { shards.genres[$0] != nil } && (book.language.map { shards.languages[$0] != nil } ?? true)
        }
        // Every list a filing puts its entry in.
        func keys(_ summary: BookSummary, _ filing: SearchFiling) -> [SearchListKey] {
            filing.keys.map(SearchListKey.shard) + filing.longKeys.map(SearchListKey.longShard) + filing.twoLetterKeys.map(SearchListKey.twoLetterWords)
                + Self.facets(of: summary.book, shards).map(SearchListKey.facet) + (summary.availability.isFree ? [.facet("available")] : [])
        }
        func list(_ key: SearchListKey) -> WritableKeyPath<SiteMemo.SearchLists, [String]?> {
            switch key {
            case .shard(let name): \.shards[name]
            case .longShard(let name): \.longShards[name]
            case .twoLetterWords(let name): \.twoLetterWords[name]
            case .facet(let name): \.facets[name]
            }
        }
        // Each changed book's entries out first, then in: a list is sorted again only by insertion.
        var entering = [(id: String, entry: String, keys: [SearchListKey])]()
        for id in changed {
            guard let (before, old) = previous.filings[id], let (summary, new) = filings[id], isFiled(before.book), isFiled(summary.book) else { return nil }
            let (oldKeys, newKeys) = (keys(before, old), keys(summary, new))
            // The same entry in the same lists at the same place in title order: nothing to do.
            if old.entry == new.entry, oldKeys == newKeys, before.book.title == summary.book.title { continue }
            for key in oldKeys { guard remove(old.entry, from: &lists[keyPath: list(key)], key) else { return nil } }
            entering.append((id, new.entry, newKeys))
        }
        for (id, entry, keys) in entering {
            for key in keys { guard insert(entry, of: id, into: &lists[keyPath: list(key)], key) else { return nil } }
        }
        return (lists, touched)
    }

    /// The book id an entry starts with (`["<id>",…`: an id is a slug, with nothing to escape).
    static func entryID(_ entry: String) -> Substring {
        let body = entry.utf8.dropFirst(2)
        return Substring(body.prefix { $0 != UInt8(ascii: "\"") })
    }
}

/// The list of `SiteMemo.SearchLists` a search file is cut from.
enum SearchListKey: Hashable, Sendable {
    case shard(String), longShard(String), twoLetterWords(String), facet(String)
}

/// What one build of a site worked out that the next build of the same site (`serve`, after a
/// change) takes back where its inputs are the same: the catalogue's shelf when the books are
/// the same objects, a book's search filing and summary digest when its summary is the same, a
/// search file when its entries are. A parsed `Book` never changes (an edited file is a new
/// `Book`), so the same object is the same book.
package struct SiteMemo: Sendable {
    struct SearchFile: Sendable {
        var extra: String
        var entries: ArraySlice<String>
        var page: SitePage
    }

    /// Every book's search entry under each key and facet, in title order (`searchLists`).
    struct SearchLists: Sendable {
        var shards = [String: [String]]()
        /// The same books by their words' first three letters, and the two-letter words
        /// themselves, for a shard too large to download whole.
        var longShards = [String: [String]]()
        var twoLetterWords = [String: [String]]()
        var facets = [String: [String]]()
    }

    var shelf: BookCatalog.Shelf
    /// Every shown book's summary: the next build takes back each one that is the same
    /// (`BookSummary.same`), so that pages showing only those show the same objects.
    var summaries: [String: BookSummary] = [:]
    /// The state the catalogue was made from and every book's state in it (`BookCatalog.states`).
    var states: (state: LibraryState, states: [LibraryState.BookState])? = nil
    /// Every book's page, in the order of `pageBooks` (every book not withdrawn), and the base
    /// URL their frames were made with.
    var bookPages: [SitePage] = []
    var pageBooks: [Book] = []
    var baseURL: String? = nil
    var filings: [String: (summary: BookSummary, filing: SiteAssembler.SearchFiling)]
    var searchFiles: [String: SearchFile]
    var searchLists: SearchLists? = nil
    /// `search.json` and where each book's entry starts in it, in the shelf's order.
    struct SearchIndex: Sendable {
        var data: Data
        var starts: [Int]
    }
    var searchIndex: SearchIndex? = nil
    /// Each author's and then each genre's pages, in the shelf's order of its groups.
    var groupPages: [[SitePage]] = []
    /// Each genre's and each language's facet file, by name, as the search lists were filed with.
    var facetShards: (genres: [String: String], languages: [String: String])? = nil
    /// The sitemap and the paths of the pages it was made from.
    var sitemap: (paths: [String], page: SitePage)? = nil
    /// The summaries in the shelf's orders.
    var orders: (byTitle: [BookSummary], byAuthor: [BookSummary], newest: [BookSummary])? = nil
    /// The pages' fingerprints' parts: each book's summary digest is taken back when its summary is the same.
    var digests: ModelDigests? = nil
}

extension BookSummary {
    /// The same summary: the same `Book` (whose fields never change once parsed; an edited file
    /// is a new `Book`) in the same state, with the same holder, queue and cover.
    func same(as other: BookSummary) -> Bool {
        book === other.book && availability == other.availability && holder == other.holder && waiting == other.waiting
            && coverRoute == other.coverRoute && owner == other.owner && ownerLeft == other.ownerLeft
    }
}

/// The search filings of the last build of a site, kept between runs: each shown book's, with the
/// digest of the summary it was worked out from (`ModelDigests`: the book file's fields and text,
/// its state, its queue and its cover). A build takes back the filing of every book whose summary
/// has the same digest instead of working it out again: folding and splitting every title,
/// author and genre and writing every entry was 0.27 s of CPU on every build at 10,000 books,
/// for the one or two books a change touches. Beside the page fingerprints, one per output
/// folder, salted with the binary's identity (the filing is the code's as well as the book's)
/// and checked by a SHA-1; anything wrong with it and every filing is worked out again.
struct StoredFilings: Sendable {
    static let magic: [UInt8] = Array("LIBGEN-SEARCH-FILINGS-1".utf8)

    /// By book id: the summary digest and the filing worked out from it.
    var entries: [String: (digest: [UInt8], filing: SiteAssembler.SearchFiling)] = [:]

    /// The filing stored for this book when it was worked out from a summary with `digest`.
    func filing(of id: String, digest: [UInt8]?) -> SiteAssembler.SearchFiling? {
        guard let digest, let stored = entries[id], stored.digest == digest else { return nil }
        return stored.filing
    }

    /// The store at `path`, or nil when there is none or it is not this binary's, whole and sound.
    static func read(_ path: String, identity: String) -> StoredFilings? {
        guard let bytes = FileIO.readBytes(path), var reader = CacheReader(sealed: bytes, magic: magic, identity: identity) else { return nil }
        do {
            func strings() throws -> [String] { try (0..<reader.count()).map { _ in try reader.string() } }
            var stored = StoredFilings()
            let count = try reader.count()
            stored.entries.reserveCapacity(count)
            for _ in 0..<count {
                let id = try reader.string()
                let digest = Array(try reader.take(20))
                let filing = SiteAssembler.SearchFiling(entry: try reader.string(), indexEntry: try reader.string(), keys: Set(try strings()),
                                                        longKeys: Set(try strings()), twoLetterKeys: try strings())
                stored.entries[id] = (digest, filing)
            }
            return reader.isAtEnd ? stored : nil
        } catch {
            return nil
        }
    }

    /// Writes `filings` (each with its summary's digest; a book without one is left out) to
    /// `path`. A store that cannot be written only costs the next build its shortcut.
    static func write(_ filings: [String: (summary: BookSummary, filing: SiteAssembler.SearchFiling)], digests: ModelDigests, to path: String, identity: String) {
        let kept = filings.compactMap { id, value in digests.summaryDigest(of: id).map { (id: id, digest: $0, filing: value.filing) } }
        try? FileIO.atomicWrite(bytes(kept, identity: identity), to: path, sync: false)
    }

    /// The store of these entries, as `read` reads it.
    static func bytes(_ entries: [(id: String, digest: [UInt8], filing: SiteAssembler.SearchFiling)], identity: String) -> [UInt8] {
        var writer = CacheWriter(sealedAs: magic, identity: identity, capacity: entries.count * 400)
        func strings(_ list: some Collection<String>) {
            writer.varint(list.count)
            for text in list { writer.string(text) }
        }
        writer.varint(entries.count)
        for (id, digest, filing) in entries {
            writer.string(id)
            writer.bytes += digest
            writer.string(filing.entry)
            writer.string(filing.indexEntry)
            strings(filing.keys)
            strings(filing.longKeys)
            strings(filing.twoLetterKeys)
        }
        return writer.sealed()
    }
}
