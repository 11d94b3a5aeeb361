import LibGenCore
import LibGenSupport

/// The books a site shows (those not withdrawn) and what it says about each:
/// availability as of the as-of day, authors, genres, covers and counts.
struct BookCatalog {
    /// Books grouped under an author or a genre.
    struct Group {
        var name: String
        var slug: String
        var folder: String
        /// Book ids, by title.
        var books: [String]
        var base: String { "\(folder)/\(slug)/" }
        var path: String { base + "index.html" }
        var filedAs: String
        var entry: GroupEntry { GroupEntry(name: name, filedAs: filedAs, url: path, count: books.count) }
    }

    /// What the catalogue says of its books alone, not of their state: orders, groups, slugs,
    /// covers, languages. The same books (the same objects, in the same order; a parsed `Book`
    /// never changes) have the same shelf, so a build after a change that left every book as it
    /// was (a loan, a member, a setting) takes the last build's (`SiteMemo`).
    struct Shelf: Sendable {
        let books: [Book]
        fileprivate(set) var authors: [Group] = []
        fileprivate(set) var genres: [Group] = []
        fileprivate var authorIndex: [String: Int] = [:]
        fileprivate var genreIndex: [String: Int] = [:]
        fileprivate(set) var authorSlugs: [String: String] = [:]
        fileprivate(set) var genreSlugs: [String: String] = [:]
        /// Cover path relative to `content/` → route in the site.
        fileprivate(set) var covers: [String: String] = [:]
        fileprivate(set) var coverRoutes: [String: String] = [:]
        let newest: [Book]
        /// The languages books are in, as written, with how many books each, for the search filter.
        let languages: [Facet]
        /// `SortKey.key` of every title, computed once: folding inside a comparator
        /// would redo it n log n times.
        let titleKeys: [String: String]
        /// Every shown book's id, by title (then id): the catalogue's first order and the search index's.
        let byTitle: [String]
        /// Every shown book's id, by its first author's filed name (then title, then id).
        let byAuthor: [String]

        /// `SortKey.key` of every title and every filed name, and `PersonName.familyFirst` of
        /// every author: functions of the text alone, so a shelf of changed books takes back the
        /// last shelf's for the texts that are the same (a title edit sorts, it does not fold again).
        fileprivate let sortKeys: [String: String]
        fileprivate let filedNames: [String: String]

        init(_ books: [Book], previous: Shelf? = nil) {
            self.books = books
            var sortKeys = [String: String](minimumCapacity: books.count * 2)
            var filedNames = [String: String]()
            func key(_ text: String) -> String {
                if let known = sortKeys[text] { return known }
                let key = previous?.sortKeys[text] ?? SortKey.key(text)
                sortKeys[text] = key
                return key
            }
            func filed(_ name: String) -> String {
                if let known = filedNames[name] { return known }
                let filed = previous?.filedNames[name] ?? PersonName.familyFirst(name)
                filedNames[name] = filed
                return filed
            }
            let languageCounts = Dictionary(books.compactMap(\.language).map { ($0, 1) }, uniquingKeysWith: +)
            let languageSlugs = Slug.unique(Array(languageCounts.keys))
            languages = SortKey.sorted(Array(languageCounts.keys)).map { Facet(name: $0, count: languageCounts[$0]!, shard: "language-" + languageSlugs[$0]!) }
            newest = books.sorted { ($1.added, $0.id) < ($0.added, $1.id) }
            let titleKeys = Dictionary(uniqueKeysWithValues: books.map { ($0.id, key($0.title)) })
            self.titleKeys = titleKeys
            byTitle = books.map { (titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.1)
            byAuthor = books.map { (key(filed($0.authors[0])), titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.2)
            authorSlugs = Slug.unique(Array(Set(books.flatMap(\.authors))))
            genreSlugs = Slug.unique(Array(Set(books.flatMap(\.genres))))
            authors = BookCatalog.groups(books, key: \.authors, slugs: authorSlugs, folder: "authors", titleKeys: titleKeys, filedAs: filed, sortKey: key)
            genres = BookCatalog.groups(books, key: \.genres, slugs: genreSlugs, folder: "genres", titleKeys: titleKeys, filedAs: { $0 }, sortKey: key)
            authorIndex = Dictionary(uniqueKeysWithValues: authors.enumerated().map { ($1.name, $0) })
            genreIndex = Dictionary(uniqueKeysWithValues: genres.enumerated().map { ($1.name, $0) })
            for book in books {
                guard let cover = book.cover, let source = Book.contentPath(cover.value) else { continue }
                let route = source.hasPrefix("covers/") ? source : "covers/" + source
                covers[source] = route
                coverRoutes[book.id] = route
            }
            self.sortKeys = sortKeys
            self.filedNames = filedNames
        }

        /// Does this shelf hold exactly `books`, as the same objects in the same order?
        func holds(_ books: [Book]) -> Bool {
            self.books.count == books.count && zip(self.books, books).allSatisfy { $0 === $1 }
        }
    }

    let shelf: Shelf
    var books: [Book] { shelf.books }
    var authors: [Group] { shelf.authors }
    var genres: [Group] { shelf.genres }
    var authorSlugs: [String: String] { shelf.authorSlugs }
    var genreSlugs: [String: String] { shelf.genreSlugs }
    var covers: [String: String] { shelf.covers }
    var coverRoutes: [String: String] { shelf.coverRoutes }
    var newest: [Book] { shelf.newest }
    var languages: [Facet] { shelf.languages }
    var titleKeys: [String: String] { shelf.titleKeys }
    var byTitle: [String] { shelf.byTitle }
    var byAuthor: [String] { shelf.byAuthor }
    /// Every shown book as lists show it, by id.
    private(set) var summaries: [String: BookSummary] = [:]
    private(set) var counts: [String: Int] = [:]

    /// With `previous` (the last build's shelf), the shelf is taken back when it holds the same books.
    init(result: CheckResult, reusing previous: Shelf? = nil) {
        let library = result.library
        let asOf = result.asOf
        let shown = { (book: Book) in book.withdrawn.map { asOf < $0 } ?? true }
        let books = library.books.filter(shown)
        shelf = previous.flatMap { $0.holds(books) ? $0 : nil } ?? Shelf(books, previous: previous)
        let state = result.state
        // Every book's state once: the summaries and the counts read the same answers.
        let states = state.states(on: asOf)
        summaries.reserveCapacity(books.count)
        for (book, bookState) in zip(library.books, states) where shown(book) {
            var availability = Availability.available
            var holder: String?
            switch bookState {
            case .onShelf, .withdrawn: availability = .available
            case .reserved: availability = .reserved
            case .onLoan(let borrower, let due):
                availability = .onLoan(due)
                holder = library.member(borrower)?.shownName
            case .lost: availability = .lost
            case .notYetAdded(let day): availability = .notYetAdded(day)
            }
            summaries[book.id] = BookSummary(book: book, availability: availability, holder: holder,
                                             waiting: state.waitingList(for: book.id, on: asOf).count, coverRoute: coverRoutes[book.id])
        }
        let counted = state.counts(of: states, on: asOf)
        counts = [
            "books": counted.books,
            "available": counted.onShelf,
            "on_loan": counted.onLoan,
            "lost": counted.lost,
            "members": counted.members,
            "authors": authors.count,
            "genres": genres.count,
        ]
    }

    /// The genres as search filters.
    var genreFacets: [Facet] { genres.map { Facet(name: $0.name, count: $0.books.count, shard: "genre-" + $0.slug) } }

    /// A book page's "More by…" and "More in…": up to `count` other books of its first author's
    /// group (strings key `more_by`), then as many of its first genre's not shown already (`more_in`).
    func more(for book: Book, count: Int) -> [(group: Group, key: String, ids: [String])] {
        var shown: Set<String> = [book.id]
        var sections = [(group: Group, key: String, ids: [String])]()
        let groups = [(book.authors.first.flatMap { author(named: $0) }, "more_by"), (book.genres.first.flatMap { genre(named: $0) }, "more_in")]
        for case let (group?, key) in groups {
            // Lazily: a genre's group holds thousands of books, and only the first few are shown.
            let ids = Array(group.books.lazy.filter { !shown.contains($0) }.prefix(count))
            guard !ids.isEmpty else { continue }
            shown.formUnion(ids)
            sections.append((group, key, ids))
        }
        return sections
    }

    /// The group of an author's books, or a genre's.
    func author(named name: String) -> Group? { shelf.authorIndex[name].map { authors[$0] } }
    func genre(named name: String) -> Group? { shelf.genreIndex[name].map { genres[$0] } }

    fileprivate static func groups(_ books: [Book], key: KeyPath<Book, [String]>, slugs: [String: String], folder: String,
                               titleKeys: [String: String], filedAs: (String) -> String, sortKey: (String) -> String) -> [Group] {
        var members = [String: [Book]]()
        for book in books {
            for name in Set(book[keyPath: key]) { members[name, default: []].append(book) }
        }
        return members.keys.map { (filedAs($0), $0) }.map { (sortKey($0.0), $0.1, $0.0) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { _, name, filed in
            let ids = members[name]!.map { (titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.1)
            return Group(name: name, slug: slugs[name]!, folder: folder, books: ids, filedAs: filed)
        }
    }
}
