import Algorithms
import LibGenCore
import LibGenSupport

/// The books a site shows (those not withdrawn) and what it says about each:
/// availability as of the as-of day, authors, genres, covers and counts.
struct BookCatalog {
    /// Books grouped under an author or a genre.
    struct Group {
        var name: String
        let slug: String
        let folder: String
        /// Book ids, by title.
        var books: [String]
        var base: String { "\(folder)/\(slug)/" }
        /// `base` and `index.html`, made once: every book page links two groups.
        let path: String
        var filedAs: String

        init(name: String, slug: String, folder: String, books: [String], filedAs: String) {
            self.name = name
            self.slug = slug
            self.folder = folder
            self.books = books
            self.filedAs = filedAs
            path = "\(folder)/\(slug)/index.html"
        }
        var entry: GroupEntry { GroupEntry(name: name, filedAs: filedAs, url: path, count: books.count) }
    }

    /// What the catalogue says of its books alone, not of their state: orders, groups, slugs,
    /// covers, languages. The same books (the same objects, in the same order; a parsed `Book`
    /// never changes) have the same shelf, so a build after a change that left every book as it
    /// was (a loan, a member, a setting) takes the last build's (`SiteMemo`).
    struct Shelf: Sendable {
        fileprivate(set) var books: [Book]
        fileprivate(set) var authors: [Group] = []
        fileprivate(set) var genres: [Group] = []
        fileprivate var authorIndex: [String: Int] = [:]
        fileprivate var genreIndex: [String: Int] = [:]
        fileprivate(set) var authorSlugs: [String: String] = [:]
        fileprivate(set) var genreSlugs: [String: String] = [:]
        /// Cover path relative to `content/` → route in the site.
        fileprivate(set) var covers: [String: String] = [:]
        fileprivate(set) var coverRoutes: [String: String] = [:]
        fileprivate(set) var newest: [Book]
        /// The languages books are in, as written, with how many books each, for the search filter.
        let languages: [Facet]
        /// `SortKey.key` of every title, computed once: folding inside a comparator
        /// would redo it n log n times.
        fileprivate(set) var titleKeys: [String: String]
        /// Every shown book's id, by title (then id): the catalogue's first order and the search index's.
        fileprivate(set) var byTitle: [String]
        /// Every shown book's id, by its first author's filed name (then title, then id).
        fileprivate(set) var byAuthor: [String]

        /// `SortKey.key` of every title and every filed name, and `PersonName.familyFirst` of
        /// every author: functions of the text alone, so a shelf of changed books takes back the
        /// last shelf's for the texts that are the same (a title edit sorts, it does not fold again).
        fileprivate struct SortMemo: Sendable {
            var keys = [String: String]()
            var filedNames = [String: String]()

            /// `SortKey.key(text)`, from this memo or `earlier` when either has it.
            mutating func key(_ text: String, earlier: SortMemo? = nil) -> String {
                if let known = keys[text] { return known }
                let key = earlier?.keys[text] ?? SortKey.key(text)
                keys[text] = key
                return key
            }

            /// `PersonName.familyFirst(name)`, from this memo or `earlier` when either has it.
            mutating func filed(_ name: String, earlier: SortMemo? = nil) -> String {
                if let known = filedNames[name] { return known }
                let filed = earlier?.filedNames[name] ?? PersonName.familyFirst(name)
                filedNames[name] = filed
                return filed
            }
        }
        fileprivate var memo: SortMemo

        init(_ books: [Book], previous: Shelf? = nil) {
            self.books = books
            // Only the texts of these books are kept: the last shelf's memo is read, not copied.
            var memo = SortMemo(keys: .init(minimumCapacity: books.count * 2))
            // Every text's key and every author's filed name, worked out on every core first
            // (Foundation's folding was a fifth of a shelf, all on one core after the check).
            let authorNames = Array(Set(books.flatMap(\.authors))), genreNames = Array(Set(books.flatMap(\.genres)))
            let earlier = previous?.memo
            let titleKeyList = Parallel.map(books, chunkSize: 512) { earlier?.keys[$0.title] ?? SortKey.key($0.title) }
            let filedAuthors = Parallel.map(authorNames, chunkSize: 256) { name in
                let filed = earlier?.filedNames[name] ?? PersonName.familyFirst(name)
                return (filed: filed, key: earlier?.keys[filed] ?? SortKey.key(filed))
            }
            let genreKeys = Parallel.map(genreNames, chunkSize: 256) { earlier?.keys[$0] ?? SortKey.key($0) }
            for (book, key) in zip(books, titleKeyList) { memo.keys[book.title] = key }
            for (name, (filed, key)) in zip(authorNames, filedAuthors) {
                memo.filedNames[name] = filed
                memo.keys[filed] = key
            }
            for (name, key) in zip(genreNames, genreKeys) { memo.keys[name] = key }
            // From here on every key and filed name is in the memo: it is only read.
            let known = memo
            @Sendable func key(_ text: String) -> String { known.keys[text]! }
            @Sendable func filed(_ name: String) -> String { known.filedNames[name]! }
            let titleKeys = Dictionary(uniqueKeysWithValues: zip(books.map(\.id), titleKeyList))
            self.titleKeys = titleKeys
            let (authorSlugs, genreSlugs) = (Slug.unique(authorNames), Slug.unique(genreNames))
            (self.authorSlugs, self.genreSlugs) = (authorSlugs, genreSlugs)
            // The authors' groups are made on another core while this one sorts.
            let authorGroups = Background {
                BookCatalog.groups(books, key: \.authors, slugs: authorSlugs, folder: "authors", titleKeys: titleKeys, filedAs: filed, sortKey: key)
            }
            let languageCounts = Dictionary(books.compactMap(\.language).map { ($0, 1) }, uniquingKeysWith: +)
            let languageSlugs = Slug.unique(Array(languageCounts.keys))
            languages = SortKey.sorted(Array(languageCounts.keys)).map { Facet(name: $0, count: languageCounts[$0]!, shard: "language-" + languageSlugs[$0]!) }
            newest = books.sorted { ($1.added, $0.id) < ($0.added, $1.id) }
            byTitle = books.map { (titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.1)
            byAuthor = books.map { (key(filed($0.authors[0])), titleKeys[$0.id]!, $0.id) }.sorted { $0 < $1 }.map(\.2)
            genres = BookCatalog.groups(books, key: \.genres, slugs: genreSlugs, folder: "genres", titleKeys: titleKeys, filedAs: { $0 }, sortKey: key)
            authors = authorGroups.wait()
            authorIndex = Dictionary(uniqueKeysWithValues: authors.enumerated().map { ($1.name, $0) })
            genreIndex = Dictionary(uniqueKeysWithValues: genres.enumerated().map { ($1.name, $0) })
            for book in books {
                guard let (source, route) = BookCatalog.cover(of: book) else { continue }
                covers[source] = route
                coverRoutes[book.id] = route
            }
            self.memo = memo
        }

        /// `previous` with a few books changed (the same ids, in the same order): each changed book
        /// taken out of the orders and groups it was in and put into those it is in now, where
        /// its keys place it. Nil when more changed than that: many books, a cover or a language,
        /// or an author or genre that came or went (the slugs and the filters change).
        /// `ParseCacheTests`' and `ServeDifferentialTests`' sites are compared with full builds.
        static func patching(_ previous: Shelf, with books: [Book]) -> Shelf? {
            guard books.count == previous.books.count else { return nil }
            var changed = [(old: Book, new: Book)]()
            for (old, new) in zip(previous.books, books) where old !== new {
                guard old.id == new.id, changed.count < 64, old.cover?.value == new.cover?.value, old.language == new.language else { return nil }
                changed.append((old, new))
            }
            // Locals, not the shelf's fields: a key worked out while an order is searched is
            // written into the memo meanwhile (one variable may not be read and written at once).
            var (memo, titleKeys) = (previous.memo, previous.titleKeys)
            var (byTitle, byAuthor, newest) = (previous.byTitle, previous.byAuthor, previous.newest)
            func key(_ text: String) -> String { memo.key(text) }
            func filed(_ name: String) -> String { memo.filed(name) }
            // Each book as the orders place it now, for the author order's keys: a changed book
            // is its old self until it is moved (`previous.books` is sorted by id).
            var moved = [String: Book]()
            func book(_ id: String) -> Book {
                moved[id] ?? previous.books[previous.books.partitioningIndex { $0.id >= id }]
            }
            func authorKey(_ id: String, _ book: Book) -> (String, String, String) { (key(filed(book.authors[0])), titleKeys[id]!, id) }
            var touched = (authors: Set<String>(), genres: Set<String>())
            for (old, new) in changed {
                let id = new.id
                // Out of the orders by the old keys, before the title's key is the new one; each
                // found where its keys place it (or the shelf is made again, should it not be there).
                let oldTitle = (titleKeys[id]!, id)
                let title = byTitle.partitioningIndex { (titleKeys[$0]!, $0) >= oldTitle }
                let oldAuthor = authorKey(id, old)
                let author = byAuthor.partitioningIndex { authorKey($0, book($0)) >= oldAuthor }
                let place = newest.partitioningIndex { ($0.added, id) <= (old.added, $0.id) }
                guard byTitle.indices.contains(title), byTitle[title] == id, byAuthor.indices.contains(author), byAuthor[author] == id,
                      newest.indices.contains(place), newest[place] === old else { return nil }
                byTitle.remove(at: title)
                byAuthor.remove(at: author)
                newest.remove(at: place)
                moved[id] = new
                titleKeys[id] = key(new.title)
                let newTitle = (titleKeys[id]!, id)
                byTitle.insert(id, at: byTitle.partitioningIndex { (titleKeys[$0]!, $0) >= newTitle })
                let newAuthor = authorKey(id, new)
                byAuthor.insert(id, at: byAuthor.partitioningIndex { authorKey($0, book($0)) >= newAuthor })
                newest.insert(new, at: newest.partitioningIndex { ($0.added, id) <= (new.added, $0.id) })
                touched.authors.formUnion(old.authors + new.authors)
                touched.genres.formUnion(old.genres + new.genres)
            }
            // Every touched group made again from its books now, in title order; a name no
            // group had, or a group left empty, changes the slugs: then the shelf is made again.
            let changedIDs = Set(changed.map(\.new.id))
            func regroup(_ groups: inout [Group], _ index: [String: Int], _ names: Set<String>, _ key: KeyPath<Book, [String]>) -> Bool {
                for name in names {
                    guard let place = index[name] else { return false }
                    var ids = groups[place].books.filter { !changedIDs.contains($0) }
                    ids += changed.filter { $0.new[keyPath: key].contains(name) }.map(\.new.id)
                    guard !ids.isEmpty else { return false }
                    groups[place].books = ids.sorted { (titleKeys[$0]!, $0) < (titleKeys[$1]!, $1) }
                }
                return true
            }
            var (authors, genres) = (previous.authors, previous.genres)
            guard regroup(&authors, previous.authorIndex, touched.authors, \.authors),
                  regroup(&genres, previous.genreIndex, touched.genres, \.genres) else { return nil }
            var shelf = previous
            shelf.books = books
            (shelf.memo, shelf.titleKeys) = (memo, titleKeys)
            (shelf.byTitle, shelf.byAuthor, shelf.newest) = (byTitle, byAuthor, newest)
            (shelf.authors, shelf.genres) = (authors, genres)
            return shelf
        }

        /// Does this shelf hold exactly `books`, as the same objects in the same order?
        func holds(_ books: [Book]) -> Bool {
            self.books.count == books.count && zip(self.books, books).allSatisfy { $0 === $1 }
        }
    }

    let shelf: Shelf
    /// The books in the catalogue on the as-of day, as the lists hold them.
    var books: [Book] { shelf.books }
    /// Every book with a page: not withdrawn (one not yet added too, its page saying when it joins).
    let pageBooks: [Book]
    /// Is the book `id` in the lists (in the catalogue on the as-of day, not only a page)?
    func isListed(_ id: String) -> Bool { titleKeys[id] != nil }
    var authors: [Group] { shelf.authors }
    var genres: [Group] { shelf.genres }
    var authorSlugs: [String: String] { shelf.authorSlugs }
    var genreSlugs: [String: String] { shelf.genreSlugs }
    /// A book's cover file (its path under `content/`) and where the site has it: a file under
    /// `covers/` as it is; any other under `covers/~` (`img/x.png` → `covers/~img/x.png`), and so is
    /// one under `covers/` whose name there starts with `~`. Two files never share a place: put
    /// under `covers/` as they are, `img/x.png` and `covers/img/x.png` were one file, and one
    /// book showed the other's cover.
    static func cover(of book: Book) -> (source: String, route: String)? {
        guard let cover = book.cover, let source = Book.contentPath(cover.value) else { return nil }
        let kept = source.hasPrefix("covers/") && !source.dropFirst("covers/".count).hasPrefix("~")
        return (source, kept ? source : "covers/~" + source)
    }

    /// Every cover a page shows (source → route): the shelf's, and those of books not yet added.
    var covers: [String: String] { comingCovers.isEmpty ? shelf.covers : shelf.covers.merging(comingCovers) { first, _ in first } }
    /// The covers of books not yet added, which have pages but no place on the shelf (source → route, by id).
    private var comingCovers: [String: String] = [:]
    private var comingCoverRoutes: [String: String] = [:]
    var coverRoutes: [String: String] { shelf.coverRoutes }
    var newest: [Book] { shelf.newest }
    var languages: [Facet] { shelf.languages }
    var titleKeys: [String: String] { shelf.titleKeys }
    var byTitle: [String] { shelf.byTitle }
    var byAuthor: [String] { shelf.byAuthor }
    /// Every shown book as lists show it, by id.
    private(set) var summaries: [String: BookSummary] = [:]
    private(set) var counts: [String: Int] = [:]
    /// Every book's state (by its place in the library), for the next build (`SiteMemo`).
    let states: [LibraryState.BookState]
    /// The books whose summaries were worked out again, when the others are the last build's
    /// (nil: every book's was).
    private(set) var retold: [Book]? = nil

    /// With `previous` (the last build's shelf), the shelf is taken back when it holds the same
    /// books; with `previousSummaries` (the last build's), each summary that is the same is taken
    /// back. With `previousStates` (the state the last build was made from and its books' states)
    /// as well, only the books a change can have moved are looked at again
    /// (`LibraryState.states(on:after:)`).
    init(result: CheckResult, reusing previous: Shelf? = nil, summaries previousSummaries: [String: BookSummary]? = nil,
         states previousStates: (state: LibraryState, states: [LibraryState.BookState])? = nil) {
        let library = result.library
        let asOf = result.asOf
        let shown = { (book: Book) in book.withdrawn.map { asOf < $0 } ?? true }
        pageBooks = library.books.filter(shown)
        // The lists, search, feed and filters hold the catalogue on the as-of day (FORMAT.md: a
        // book not yet added is not in it, so the lists agree with the counts); a book not yet
        // added keeps its own page, which says the day it joins.
        let books = pageBooks.filter { $0.added <= asOf }
        for book in pageBooks where book.added > asOf {
            guard let (source, route) = Self.cover(of: book) else { continue }
            comingCovers[source] = route
            comingCoverRoutes[book.id] = route
        }
        let kept = previous.flatMap { $0.holds(books) ? $0 : Shelf.patching($0, with: books) }
        shelf = kept ?? Shelf(books, previous: previous)
        let state = result.state
        // Every book's state once: the summaries and the counts read the same answers.
        let (states, touched) = state.states(on: asOf, after: previousStates)
        self.states = states
        // With the shelf taken back, the other books' summaries are the last build's.
        let places: [Int]
        if let touched, kept != nil, let previousSummaries {
            summaries = previousSummaries
            places = touched
            retold = touched.map { library.books[$0] }
        } else {
            places = Array(library.books.indices)
            summaries.reserveCapacity(books.count)
        }
        for place in places {
            let (book, bookState) = (library.books[place], states[place])
            guard shown(book) else {
                summaries[book.id] = nil
                continue
            }
            var availability = Availability.available
            var holder: String?
            let waiting = state.waitingList(for: book.id, on: asOf).count
            switch bookState {
            case .onShelf: availability = waiting > 0 ? .passedOver : .available
            case .withdrawn: availability = .available
            case .reserved: availability = .reserved
            case .onLoan(let borrower, let due):
                availability = .onLoan(due)
                holder = library.member(borrower)?.shownName
            case .lost: availability = .lost
            case .notYetAdded(let day): availability = .notYetAdded(day)
            }
            let summary = BookSummary(book: book, availability: availability, holder: holder, waiting: waiting,
                                      coverRoute: coverRoutes[book.id] ?? comingCoverRoutes[book.id], owner: state.owner(of: book, on: asOf),
                                      ownerLeft: state.ownerHasLeft(book, on: asOf))
            if let before = previousSummaries?[book.id], before.same(as: summary) {
                summaries[book.id] = before
            } else {
                summaries[book.id] = summary
            }
        }
        let counted = state.counts(of: states, on: asOf)
        counts = [
            "books": counted.books,
            "available": counted.onShelf,
            // The search filter "available now": on the shelf and ready for nobody (a reserved
            // book is on the shelf, not available), the books of the `available` shard.
            "available_now": summaries.values.reduce(0) { $0 + ($1.availability.isFree ? 1 : 0) },
            "on_loan": counted.onLoan,
            "lost": counted.lost,
            "members": counted.members,
            "authors": authors.count,
            "genres": genres.count,
        ]
    }

    /// The genres as search facets (each its search file).
    var genreFacets: [Facet] { genres.map { Facet(name: $0.name, count: $0.books.count, shard: "genre-" + $0.slug) } }

    /// The genres and languages the search form offers as filters: those with the most books, at
    /// most `filterLimit` each, in their own order (CLI.md: no page grows with the catalog beyond
    /// a fixed bound, and the home and search pages carry the form). Every genre keeps its page
    /// under `genres/`.
    var filterGenres: [Facet] { Self.bounded(genreFacets) }
    var filterLanguages: [Facet] { Self.bounded(languages) }

    /// The most options a search filter lists.
    static let filterLimit = 50

    /// `facets` less all but the `filterLimit` with the most books (ties: the first listed), in their order.
    static func bounded(_ facets: [Facet]) -> [Facet] {
        guard facets.count > filterLimit else { return facets }
        let kept = Set(facets.indices.sorted { (facets[$0].count, -$0) > (facets[$1].count, -$1) }.prefix(filterLimit))
        return facets.indices.filter(kept.contains).map { facets[$0] }
    }

    /// A book page's "More by…" and "More in…": up to `count` other books of its first author's
    /// group (strings key `more_by`), then as many of its first genre's not shown already (`more_in`).
    func more(for book: Book, count: Int) -> [MoreSection] {
        // A list, not a set: it holds at most 2 × `count` + 1 ids, and hashing them was most of
        // this function, run for each of 10,000 book pages on every build.
        var shown = [book.id]
        var sections = [MoreSection]()
        sections.reserveCapacity(2)
        // The groups read in place, not copied: a genre's group is read by every page of its
        // books on both rendering threads, and a copy counted up each of its five references.
        func add(_ groups: [Group], _ place: Int?, key: String) {
            guard let place else { return }
            // Lazily: a genre's group holds thousands of books, and only the first few are shown.
            let ids = Array(groups[place].books.lazy.filter { !shown.contains($0) }.prefix(count))
            guard !ids.isEmpty else { return }
            shown += ids
            sections.append(MoreSection(key: key, name: groups[place].name, path: groups[place].path, ids: ids))
        }
        add(authors, book.authors.first.flatMap { shelf.authorIndex[$0] }, key: "more_by")
        add(genres, book.genres.first.flatMap { shelf.genreIndex[$0] }, key: "more_in")
        return sections
    }

    /// One of a book page's "More by…" and "More in…": the strings key, the group's name and
    /// page, and the books shown.
    struct MoreSection {
        let key: String
        let name: String
        let path: String
        let ids: [String]
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
