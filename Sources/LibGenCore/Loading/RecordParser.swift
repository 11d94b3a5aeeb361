import Foundation
import LibGenSupport

/// Stage 2, parse: turns loaded files into a `Library` of typed records,
/// reporting parse, field, date, id and ISBN problems. A broken record is
/// reported and left out; the rest carry on.
package struct RecordParser {
    package init() {}

    /// Parses every file, taking what `cache` holds for files whose content it has seen and
    /// saving what it parsed anew (nil: parse everything, store nothing).
    /// `listing`, when given, is `listing(content)`, made beforehand; else it is made while the first files are read.
    package func parse(_ content: LoadedContent, listing: Listing? = nil, cache: ParseCache? = nil) throws -> (Library, [Diagnostic]) {
        var none: [String: Decoded]?
        let (library, diagnostics, _, error) = parseCollecting(content, cache: cache, known: nil, listing: listing, kept: &none)
        if let error { throw error }
        return (library, diagnostics)
    }

    /// Parses every file `known` does not hold (by path) and returns, with the library, every
    /// file's parse by path and the listing, for the next `parse(_:known:listing:)` (serve's:
    /// only changed files read again; the listing taken back when the files are the same).
    package func parse(_ content: LoadedContent, known: [String: Decoded], listing: Listing? = nil, cache: ParseCache? = nil) throws
        -> (Library, [Diagnostic], [String: Decoded], Listing) {
        // The new parses go into `known` itself (its entries are this run's too): no dictionary of every file is built again.
        var kept: [String: Decoded]? = known.isEmpty ? Dictionary(minimumCapacity: content.files.count) : known
        let (library, diagnostics, listing, error) = parseCollecting(content, cache: cache, known: known, listing: listing, kept: &kept)
        if let error { throw error }
        return (library, diagnostics, kept ?? [:], listing)
    }

    /// What the list of files alone decides, before any is read: which files are taken (an
    /// invalid id is reported; a duplicate one reported and left out), the ids of members and
    /// books, and how many files of each kind there are. A change that adds, removes or renames
    /// no file leaves it as it was (`LoadedContent.hasSameFiles`), so `serve` keeps it between changes.
    package struct Listing: Sendable {
        var diagnostics: [Diagnostic] = []
        /// Places in the content's files of those taken.
        var accepted: [Int] = []
        var fileCounts: [ContentKind: Int] = [:]
        var memberIDs: Set<String> = []
        var bookIDs: Set<String> = []
    }

    package func listing(_ content: LoadedContent) -> Listing {
        var listing = Listing()
        // Ids can repeat only where files of a kind lie in different folders (loans, swaps): the
        // others' ids are names in one folder. Each id seen, with the place of its first file: sized
        // once (growing it, and a table for every kind, was 50 ms of a warm check at 112,000 files),
        // one table per kind held here (a table of tables hashed the kind's name for every file).
        var seenLoans = [String: Int32](minimumCapacity: content.files.count { $0.kind == .loan })
        var seenSwaps = [String: Int32](minimumCapacity: content.files.count { $0.kind == .swap })
        var counts = [Int](repeating: 0, count: ContentKind.allCases.count)
        listing.accepted.reserveCapacity(content.files.count)
        // Each file looked at where it lies (not copied out).
        for index in content.files.indices {
            let kind = content.files[index].kind
            counts[Int(kind.code)] += 1
            if kind != .library {
                guard checkID(content.files[index], diagnostics: &listing.diagnostics) else { continue }
                switch kind {
                case .loan: guard isFirst(index, in: content.files, seen: &seenLoans, diagnostics: &listing.diagnostics) else { continue }
                case .swap: guard isFirst(index, in: content.files, seen: &seenSwaps, diagnostics: &listing.diagnostics) else { continue }
                default: break
                }
                switch kind {
                case .member: listing.memberIDs.insert(content.files[index].id)
                case .book: listing.bookIDs.insert(content.files[index].id)
                default: break
                }
            }
            listing.accepted.append(index)
        }
        for kind in ContentKind.allCases where counts[Int(kind.code)] > 0 { listing.fileCounts[kind] = counts[Int(kind.code)] }
        return listing
    }

    /// `listing`, when given, is the listing of files the same as `content`'s.
    private func parseCollecting(_ content: LoadedContent, cache: ParseCache?, known: [String: Decoded]?, listing previous: Listing?,
                                 kept: inout [String: Decoded]?) -> (Library, [Diagnostic], Listing, LoadError?) {
        // Without a listing, it is made on another thread while the first files are read: every
        // file is read, and those it does not take (a duplicate or reserved id) are passed over
        // when collected — what they gave, even a failure to read, is never looked at.
        let making = previous == nil ? Background { [self] in self.listing(content) } : nil
        let candidates = previous.map { listing in listing.accepted.map { content.files[$0] } } ?? content.files
        var diagnostics = content.diagnostics
        var library = Library(settings: LibrarySettings(name: "Library"))
        library.contentFiles = content.contentFiles
        // Reading and decoding are pure per file, so they run on every core; results come
        // back in path order. Each text is dropped once decoded, so they are never all in
        // memory, and files go in batches, so neither are the results waiting to be taken
        // (at a million loans, one array of them all was hundreds of megabytes). A pipeline:
        // while this thread takes one batch's records (and saves their parses), the next two
        // batches are read on every core.
        let root = content.root
        // The folders the walk met (a few dozen), not those of 112,000 paths worked out again.
        let folders = FolderHandles(root: root, folders: content.folders.lazy.map { $0.isEmpty ? "content" : "content/" + $0 })
        let saver = cache?.saver()
        // Slices of the list, not copies (copying 112,000 files' paths and ids was most of what this thread did between batches).
        let batches = candidates.batches(of: Self.batchSize)
        // The blob ids git vouches for, found for every file in one pass (none without a cache).
        let gitKeys = cache.map { $0.gitKeys(candidates).batches(of: Self.batchSize).map(Array.init) }
        // With `known`, the files it holds are taken as they were (`isKnown`) and only the others read.
        @Sendable func read(_ files: ArraySlice<SourceFile>, gitKeys: [ParseCache.Key?]?) -> [(outcome: Result<FileRead, LoadError>, isKnown: Bool)] {
            // `place` counts from the batch's first file (the slice keeps the whole list's indices).
            @Sendable func readFile(_ place: Int) -> Result<FileRead, LoadError> {
                Self.read(root: root, files[files.startIndex + place], cache: cache, gitKey: gitKeys?[place], folders: folders)
            }
            guard let known else { return Parallel.map(Array(0..<files.count), chunkSize: 128) { (readFile($0), false) } }
            let taken = files.map { known[$0.path] }
            var fresh = Parallel.map(taken.indices.filter { taken[$0] == nil }, chunkSize: 128, readFile).makeIterator()
            return taken.map { decoded in decoded.map { (.success(FileRead(decoded: $0)), true) } ?? (fresh.next()!, false) }
        }
        // Two batches are read ahead: while this thread waits for the listing, or takes one
        // batch's records, the cores still have a batch to read.
        func reading(_ index: Int) -> Background<[(outcome: Result<FileRead, LoadError>, isKnown: Bool)]>? {
            index < batches.count ? Background { [files = batches[index]] in read(files, gitKeys: gitKeys?[index]) } : nil
        }
        var pending = [reading(0), reading(1)].compactMap { $0 }
        let listing = previous ?? making!.wait()
        diagnostics += listing.diagnostics
        library.fileCounts = listing.fileCounts
        library.memberIDs = listing.memberIDs
        library.bookIDs = listing.bookIDs
        // Whether each file read is taken (nil: all are, only the listing's files were read).
        var taken: [Bool]?
        if previous == nil {
            taken = Array(repeating: false, count: content.files.count)
            for place in listing.accepted { taken![place] = true }
        }
        var place = 0
        for (index, files) in batches.enumerated() {
            let outcomes = pending.removeFirst().wait()
            // The store's pages the batches read so far are not needed again (files come in path
            // order, as stored): dropped before the next batch reads on (the one being read meanwhile
            // reads the few it loses again).
            cache?.releasePages()
            if let next = reading(index + 2) { pending.append(next) }
            for (file, (outcome, isKnown)) in zip(files, outcomes) {
                defer { place += 1 }
                if let taken, !taken[place] { continue }
                guard case .success(let read) = outcome else {
                    if case .failure(let error) = outcome {
                        for reading in pending { _ = reading.wait() }
                        return (library, diagnostics, listing, error)
                    }
                    continue
                }
                let decoded = read.decoded
                if !isKnown { kept?[file.path] = decoded }
                if let key = read.key { saver?.use(key, ordinal: read.ordinal, fresh: read.fresh) }
                diagnostics += decoded.diagnostics
                library.privacyFindings += decoded.privacy
                switch decoded.record {
                case .library(let settings): library.settings = settings
                case .member(let member): library.members.append(member)
                case .book(let book): library.books.append(book)
                case .loan(let loan): library.loans.append(loan)
                case .swap(let swap): library.swaps.append(swap)
                case .page(let page): library.pages.append(page)
                case nil: break
                }
            }
        }
        library.reindex()
        do {
            library.coverHeads = try Self.coverHeads(of: library, root: root)
        } catch {
            return (library, diagnostics, listing, error)
        }
        saver?.finish()
        return (library, diagnostics, listing, nil)
    }

    /// Reads (when the loader has not) and decodes one file.
    package static func read(root: String, _ file: SourceFile) -> Result<Decoded, LoadError> {
        read(root: root, file, cache: nil).map(\.decoded)
    }

    /// One file's record, the cache key of its content, and its parse in bytes when the
    /// cache did not have it.
    struct FileRead: Sendable {
        var decoded: Decoded
        var key: ParseCache.Key? = nil
        /// The entry's place in the store, when it was found there.
        var ordinal: Int? = nil
        var fresh: [UInt8]? = nil
    }

    /// Reads and decodes one file, through `cache` when there is one: a tracked file git
    /// vouches for (`gitKey`, its blob id) is not even read when the cache holds its blob.
    /// `folders`: the folders of the files being read, open (nil: each file is opened by its whole path).
    static func read(root: String, _ file: SourceFile, cache: ParseCache?, gitKey: ParseCache.Key? = nil,
                     folders: FolderHandles? = nil) -> Result<FileRead, LoadError> {
        if let cache, let gitKey, let (parsed, ordinal) = cache.lookup(gitKey, path: file.path) {
            return .success(FileRead(decoded: make(parsed, file), key: gitKey, ordinal: ordinal))
        }
        var loaded = file
        var key: ParseCache.Key?
        var problem: Diagnostic?
        if let text = file.text {
            loaded.text = text
            if cache != nil { key = ParseCache.key(kind: file.kind, bytes: Array(text.utf8)) }
        } else {
            guard var bytes = folders.map({ $0.readBytes(file.path) }) ?? FileIO.readBytes(root + "/" + file.path) else {
                return .failure(.unreadable(path: file.path, reason: String(cString: strerror(errno))))
            }
            // Bytes that are read are hashed, even when git named them: a file saved again since
            // git looked must never be stored under the id of what it was.
            if let cache {
                let fileKey = ParseCache.key(kind: file.kind, bytes: bytes)
                if fileKey != gitKey, let (parsed, ordinal) = cache.lookup(fileKey, path: file.path) {
                    return .success(FileRead(decoded: make(parsed, file), key: fileKey, ordinal: ordinal))
                }
                key = fileKey
            }
            loaded.text = ContentLoader.text(of: &bytes, relative: file.path, problem: &problem)
        }
        let parsed = problem.map { ParsedFile(diagnostics: [$0]) } ?? parse(loaded)
        var fresh: [UInt8]?
        if key != nil {
            var writer = CacheWriter()
            writer.parsedFile(parsed)
            fresh = writer.bytes
        }
        return .success(FileRead(decoded: make(parsed, file), key: key, fresh: fresh))
    }

    /// The first bytes of every cover a book names that exists, for `book.cover`'s raster check
    /// (rules never read the disk). A few files, 16 bytes each.
    /// Throws `LoadError.unreadable` for a cover the walk found that cannot be opened (exit 2, named):
    /// judged by a head it could not read, it would be called "not a PNG".
    static func coverHeads(of library: Library, root: String) throws(LoadError) -> [String: [UInt8]] {
        var heads = [String: [UInt8]]()
        for book in library.books {
            guard let cover = book.cover, let path = Book.contentPath(cover.value), library.contentFiles.contains(path), heads[path] == nil else { continue }
            guard let head = FileIO.head(root + "/content/" + path, count: 16) else {
                throw LoadError.unreadable(path: "content/" + path, reason: String(cString: strerror(errno)))
            }
            heads[path] = head
        }
        return heads
    }

    /// Files decoded at a time: enough to keep every core busy.
    static let batchSize = 8192

    /// One file's record (nil when it could not be decoded) and its diagnostics.
    package struct Decoded: Sendable {
        /// The structs are boxed (`indirect`) so that a loan's result is a few words, not the
        /// size of the library's settings.
        package enum Record: Sendable {
            indirect case library(LibrarySettings)
            case member(Member), book(Book), loan(Loan), swap(Swap)
            indirect case page(Page)
        }
        package var record: Record?
        package var diagnostics: [Diagnostic] = []
        /// Contact keys and contact-like values in the file (`PrivacyScan`).
        package var privacy: [PrivacyFinding] = []
    }

    /// Reports `id.invalid` (and a member named `library`); false when the file must be skipped.
    private func checkID(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> Bool {
        if file.kind == .member && file.id == Library.libraryID {
            diagnostics.append(Diagnostic(.idInvalid, file.path, .start,
                "`library` is reserved for the library itself and cannot be a member id; rename the file"))
            return false
        }
        if !RecordID.isValid(file.id) {
            let suggestion = RecordID.suggestion(for: file.id).map { " (e.g. \($0))" } ?? ""
            diagnostics.append(Diagnostic(.idInvalid, file.path, .start,
                "\"\(file.id)\" is not a valid id: use lower-case letters, digits and hyphens, starting with a letter or digit, at most 100 characters; rename the file\(suggestion)"))
        }
        return true
    }

    /// Reports `id.duplicate` of `files[index]` (a loan or swap: their files may lie in several
    /// folders); false when an earlier file has its id. `seen` holds the ids of its kind met so
    /// far, with the place of their first file.
    private func isFirst(_ index: Int, in files: [SourceFile], seen: inout [String: Int32], diagnostics: inout [Diagnostic]) -> Bool {
        let file = files[index]
        if let first = seen.updateValue(Int32(index), forKey: file.id) {
            seen[file.id] = first
            diagnostics.append(Diagnostic(.idDuplicate, file.path, .start,
                "duplicate \(file.kind.rawValue) id \"\(file.id)\": \(files[Int(first)].path) has the same id; ids must be unique, so rename one of the files"))
            return false
        }
        return true
    }

    static func decode(_ file: SourceFile) -> Decoded { make(parse(file), file) }

    /// The typed record of a parsed file (what runs on a cache hit too: it is cheap).
    static func make(_ parsed: ParsedFile, _ file: SourceFile) -> Decoded {
        var result = Decoded(diagnostics: parsed.diagnostics, privacy: parsed.privacy)
        guard let record = parsed.record else { return result }
        switch file.kind {
        case .library: result.record = .library(LibrarySettings(record))
        case .member: result.record = Member(id: file.id, file: file.path, record: record).map { .member($0) }
        case .loan: result.record = Loan(id: file.id, file: file.path, record: record).map { .loan($0) }
        case .swap: result.record = Swap(id: file.id, file: file.path, record: record).map { .swap($0) }
        case .book:
            result.record = Book(id: file.id, file: file.path, record: record, body: parsed.body, bodyLine: parsed.bodyLine).map { .book($0) }
        case .page:
            if let title = record.string(PageField.title), !record.isIncomplete {
                result.record = .page(Page(id: file.id, file: file.path, title: title.value, body: parsed.body, bodyLine: parsed.bodyLine))
            }
        }
        return result
    }

    /// Parses one file's text: its fields with their places, its diagnostics and privacy
    /// findings, and for Markdown files the body — what the parse cache keeps. Nothing here
    /// depends on the file's path except the path written into diagnostics.
    static func parse(_ file: SourceFile) -> ParsedFile {
        guard let text = file.text else { return ParsedFile() }
        switch file.kind {
        case .library, .member, .loan, .swap:
            // Loans and swaps as libgen writes them are read straight into their fields.
            if file.kind == .loan || file.kind == .swap,
               let record = PlainRecordReader.decode(text, as: file.kind == .loan ? Schemas.loan : Schemas.swap) {
                return ParsedFile(record: record)
            }
            let node: SourceNode
            switch JSONReader.parse(Array(text.utf8)) {
            case .success(let parsed): node = parsed
            case .failure(let failure):
                return ParsedFile(diagnostics: [Diagnostic(.parseJSON, file.path, failure.location, "invalid JSON: \(failure.message)")])
            }
            var decoder = RecordDecoder(file: file.path, isYAML: false)
            var result = ParsedFile()
            let schema: RecordSchema
            switch file.kind {
            case .library: schema = Schemas.library
            case .member: schema = Schemas.member
            case .loan: schema = Schemas.loan
            default: schema = Schemas.swap
            }
            result.record = decoder.decode(node, as: schema)
            result.diagnostics = decoder.diagnostics
            result.privacy = decoder.privacy
            return result
        case .book, .page:
            let document: FrontMatterParser.Document
            switch FrontMatterParser.parse(text, record: file.kind == .page ? "page" : "book") {
            case .success(let parsed): document = parsed
            case .failure(let failure):
                return ParsedFile(diagnostics: [Diagnostic(.parseFrontMatter, file.path, failure.location, failure.message)])
            }
            var decoder = RecordDecoder(file: file.path, isYAML: true)
            var result = ParsedFile(body: document.body, bodyLine: document.bodyLine)
            let bodyBytes = document.body.utf8.count
            if bodyBytes > FieldType.maxMarkdownBytes {
                decoder.report(.fieldValue, SourceLocation(line: document.bodyLine, column: 1),
                    "the Markdown text is \(bodyBytes) bytes long; at most \(FieldType.maxMarkdownBytes) are allowed, so shorten it or split it into pages")
            } else if let (line, problem) = MarkdownLimits.problem(in: document.body) {
                // FORMAT.md v1.3: within the limits every stage is linear; beyond them the text is
                // never rendered (a build with --allow-errors shows the book without it).
                decoder.report(.fieldValue, SourceLocation(line: document.bodyLine + line - 1, column: 1), "the Markdown text " + problem)
                result.body = ""
            }
            if file.kind == .page {
                result.record = decoder.decode(document.frontMatter, as: Schemas.page)
            } else {
                var record = decoder.decode(document.frontMatter, as: Schemas.book)
                for spec in Schemas.book.fields {
                    guard let target = spec.standsFor, let written = record.fields[spec.name], let other = record.fields[target] else { continue }
                    decoder.report(.fieldConflict, written.keyLocation,
                        "`\(spec.name)` and `\(target)` are both given (\(target) at line \(other.keyLocation.line)); keep only `\(target)`")
                    record.isIncomplete = true
                }
                result.record = record
            }
            // A problem in the Markdown text points at its line: the text is split into lines only
            // once it is known to have one.
            var bodyLines: [Substring]?
            func line(where found: (Substring) -> Bool) -> (number: Int, text: Substring) {
                if bodyLines == nil { bodyLines = document.body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" } }
                let place = bodyLines!.firstIndex(where: found) ?? 0
                return (document.bodyLine + place, bodyLines!.isEmpty ? "" : bodyLines![place])
            }
            if let control = PrivacyScan.firstControl(in: document.body, multiline: true) {
                let (number, text) = line { PrivacyScan.firstControl(in: String($0), multiline: true) != nil }
                // Columns count Unicode scalars, as every other place's do.
                let column = (text.unicodeScalars.firstIndex { PrivacyScan.isForbidden($0, multiline: true) }
                    .map { text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) } ?? 0) + 1
                decoder.report(.fieldValue, SourceLocation(line: number, column: column),
                               "the Markdown text holds a control character (\(control)), which is never allowed except tabs and line breaks; remove it")
            }
            result.diagnostics = decoder.diagnostics
            result.privacy = decoder.privacy
            if let what = PrivacyScan.contactLike(document.body) {
                // The line holding what is named (an address, a phone number), not another kind.
                let number = line { PrivacyScan.contactLike(String($0)) == what }.number
                result.privacy.append(PrivacyFinding(kind: .contactLike(field: "the Markdown text", what: what), file: file.path,
                                                     location: SourceLocation(line: number, column: 1)))
            }
            return result
        }
    }
}

/// What parsing one file's text gives, before its typed record is made: what the parse
/// cache keeps. `record` is nil when the file could not be parsed at all.
struct ParsedFile: Sendable {
    var record: DecodedRecord?
    var body = ""
    var bodyLine = 0
    var diagnostics: [Diagnostic] = []
    var privacy: [PrivacyFinding] = []
}

/// Record ids: `^[a-z0-9][a-z0-9-]{0,99}$`.
enum RecordID {
    static func isValid(_ id: String) -> Bool {
        // Over the bytes in place: run for each of 112,000 files, an enumerated sequence of the
        // UTF-8 view was half of the listing.
        var id = id
        return id.withUTF8 { bytes in
            guard (1...100).contains(bytes.count), bytes[0] != UInt8(ascii: "-") else { return false }
            for byte in bytes where !((97...122).contains(byte) || (48...57).contains(byte) || byte == UInt8(ascii: "-")) { return false }
            return true
        }
    }

    /// A valid id close to `id` (lower-cased, spaces and underscores as hyphens).
    static func suggestion(for id: String) -> String? {
        let mapped = id.lowercased().map { $0 == " " || $0 == "_" || $0 == "." ? "-" : $0 }
        let candidate = String(mapped.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.prefix(100))
        let trimmed = String(candidate.drop(while: { $0 == "-" }))
        return isValid(trimmed) && trimmed != id ? trimmed : nil
    }
}
