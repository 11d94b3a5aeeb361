import Foundation

extension SiteAssembler {
    /// What a book list entry shows (the `book-list` partial).
    func summary(_ book: Book, _ catalog: BookCatalog) -> [String: Any] {
        let availability = catalog.availability[book.id]!
        var values: [String: Any] = [
            "id": book.id,
            "title": book.title,
            "authors_text": book.authors.joined(separator: ", "),
            "genres_text": book.genres.joined(separator: ", "),
            "url": "books/\(book.id)/index.html",
            "availability": availabilityValues(availability),
            "hue": Self.hue(book.id),
            "initials": Self.initials(book.title),
        ]
        if let cover = catalog.coverRoutes[book.id] { values["cover_url"] = cover }
        return values
    }

    func availabilityValues(_ availability: BookCatalog.Availability) -> [String: Any] {
        var values: [String: Any] = ["status": availability.status, "label": availability.label, "is_available": availability.status == "available"]
        if availability.waiting > 0 { values["waiting_label"] = "\(availability.waiting) waiting" }
        if let due = availability.due { values["due"] = due.description }
        if settings.privacy.showBorrowers, let holder = availability.holder { values["holder"] = holder }
        return values
    }

    /// What a book page shows (the `book` template's `book`).
    func details(_ book: Book, _ catalog: BookCatalog, _ summary: [String: Any]) -> [String: Any] {
        var values = summary
        let authors = book.authors.enumerated().map { index, name -> [String: Any] in
            ["name": name, "url": "authors/\(catalog.authorSlugs[name]!)/index.html", "last": index == book.authors.count - 1]
        }
        values["authors"] = authors
        values["genres"] = book.genres.enumerated().map { index, name -> [String: Any] in
            ["name": name, "url": "genres/\(catalog.genreSlugs[name]!)/index.html", "last": index == book.genres.count - 1]
        }
        values["has_genres"] = !book.genres.isEmpty
        values["added"] = book.added.description
        if let isbn = book.isbn { values["isbn"] = isbn }
        if let publisher = book.publisher { values["publisher"] = publisher }
        if let year = book.year { values["year"] = String(year) }
        if let pages = book.pages { values["pages"] = String(pages) }
        if let language = book.language { values["language"] = language }
        if let condition = book.condition { values["condition"] = condition }
        if settings.privacy.showOwners { values["owner_name"] = ownerName(book.owner.value) }
        if settings.privacy.showBorrowers, let holder = catalog.availability[book.id]?.holder, catalog.availability[book.id]?.status == "on-loan" {
            values["holder_name"] = holder
        }
        let description = markdown.html(book.body)
        if !description.isEmpty { values["description_html"] = description }
        values["jsonld"] = jsonLD(book, catalog)
        if let repo = settings.repoURL {
            if Forge.isGitHub(repo) {
                // The borrow issue form: the library's intake records the request, dated the day the member asks.
                values["borrow_url"] = Forge.borrowFormURL(repo: repo, book: book)
                values["borrow_form"] = true
            } else {
                // Elsewhere a new loan file; the page's script dates it the day the member clicks (data-built-on).
                values["borrow_url"] = Forge.newFileURL(repo: repo, branch: settings.repoBranch,
                                                        path: "content/loans/\(asOf.components.year)/\(asOf)-\(book.id)-your-member-id.json",
                                                        contents: Forge.loanRequest(book: book.id, on: asOf))
                values["built_on"] = asOf.description
            }
            values["edit_url"] = Forge.editURL(repo: repo, branch: settings.repoBranch, path: book.file)
            values["forge"] = Forge.name(repo)
        }
        return values
    }

    /// The owner as the site may name them: a member's shown name, or the library's name.
    func ownerName(_ owner: String) -> String {
        owner == Library.libraryID ? settings.name : library.member(owner)?.shownName ?? owner
    }

    /// schema.org `Book` JSON-LD, safe inside `<script>`: `<`, `>` and `&` are escaped.
    func jsonLD(_ book: Book, _ catalog: BookCatalog) -> String {
        let json = JSONWriter()
        json.object {
            json.field("@context") { json.string("https://schema.org") }
            json.field("@type") { json.string("Book") }
            json.field("name") { json.string(book.title) }
            json.field("author") {
                json.array(book.authors) { name in
                    json.object {
                        json.field("@type") { json.string("Person") }
                        json.field("name") { json.string(name) }
                    }
                }
            }
            if let isbn = book.isbn { json.field("isbn") { json.string(ISBN.normalized(isbn)) } }
            if let publisher = book.publisher {
                json.field("publisher") {
                    json.object {
                        json.field("@type") { json.string("Organization") }
                        json.field("name") { json.string(publisher) }
                    }
                }
            }
            if let year = book.year { json.field("datePublished") { json.string(String(year)) } }
            if let pages = book.pages { json.field("numberOfPages") { json.number(pages) } }
            if let language = book.language { json.field("inLanguage") { json.string(LanguageTag.bcp47(language) ?? language) } }
            if !book.genres.isEmpty { json.field("genre") { json.array(book.genres) { json.string($0) } } }
            if let base = settings.baseURL {
                json.field("url") { json.string(Self.absolute(base, "books/\(book.id)/")) }
                if let cover = catalog.coverRoutes[book.id] { json.field("image") { json.string(Self.absolute(base, cover)) } }
            }
        }
        return Self.scriptSafe(json.output)
    }

    static func scriptSafe(_ json: String) -> String {
        guard json.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return json }
        return json.replacingScalars { scalar in
            switch scalar {
            case "&": "\\u0026"
            case "<": "\\u003c"
            case ">": "\\u003e"
            default: nil
            }
        }
    }

    /// A stable colour for a cover placeholder.
    static func hue(_ id: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % 360)
    }

    /// Up to two initials of a title, small words skipped: "The Great Gatsby" → "GG", "Wings of Fire" → "WF".
    static func initials(_ title: String) -> String {
        let small: Set<String> = ["the", "a", "an", "of", "and", "in", "on", "to", "for", "at", "by"]
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let significant = words.filter { !small.contains($0.lowercased()) }
        return String((significant.isEmpty ? words : significant).prefix(2).compactMap(\.first)).uppercased()
    }
}
