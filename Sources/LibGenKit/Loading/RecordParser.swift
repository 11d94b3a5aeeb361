/// Stage 2, parse: turns loaded files into a `Library` of typed records,
/// reporting parse, field, date, id and ISBN problems. A broken record is
/// reported and left out; the rest carry on.
public struct RecordParser {
    public init() {}

    public func parse(_ content: LoadedContent) -> (Library, [Diagnostic]) {
        var diagnostics = content.diagnostics
        var library = Library(settings: LibrarySettings(name: "Library"))
        library.contentFiles = content.contentFiles
        var seen: [ContentKind: [String: String]] = [:]
        for file in content.files {
            library.fileCounts[file.kind, default: 0] += 1
            if file.kind != .library {
                guard checkID(file, seen: &seen, diagnostics: &diagnostics) else { continue }
                switch file.kind {
                case .member: library.memberIDs.insert(file.id)
                case .book: library.bookIDs.insert(file.id)
                default: break
                }
            }
            guard let text = file.text else { continue }
            decode(file, text: text, into: &library, diagnostics: &diagnostics)
        }
        library.reindex()
        return (library, diagnostics)
    }

    /// Reports `id.invalid` and `id.duplicate`; false when the file must be skipped.
    private func checkID(_ file: SourceFile, seen: inout [ContentKind: [String: String]], diagnostics: inout [Diagnostic]) -> Bool {
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
        if let first = seen[file.kind]?[file.id] {
            diagnostics.append(Diagnostic(.idDuplicate, file.path, .start,
                "duplicate \(file.kind.rawValue) id \"\(file.id)\": \(first) has the same id; ids must be unique, so rename one of the files"))
            return false
        }
        seen[file.kind, default: [:]][file.id] = file.path
        return true
    }

    private func decode(_ file: SourceFile, text: String, into library: inout Library, diagnostics: inout [Diagnostic]) {
        switch file.kind {
        case .library, .member, .loan, .swap:
            let node: SourceNode
            switch JSONReader.parse(Array(text.utf8)) {
            case .success(let parsed): node = parsed
            case .failure(let failure):
                diagnostics.append(Diagnostic(.parseJSON, file.path, failure.location, "invalid JSON: \(failure.message)"))
                return
            }
            var decoder = RecordDecoder(file: file.path, isYAML: false)
            switch file.kind {
            case .library:
                let record = decoder.decode(node, as: Schemas.library)
                library.settings = LibrarySettings(record)
            case .member:
                if let member = Member(id: file.id, file: file.path, record: decoder.decode(node, as: Schemas.member)) { library.members.append(member) }
            case .loan:
                if let loan = Loan(id: file.id, file: file.path, record: decoder.decode(node, as: Schemas.loan)) { library.loans.append(loan) }
            default:
                if let swap = Swap(id: file.id, file: file.path, record: decoder.decode(node, as: Schemas.swap)) { library.swaps.append(swap) }
            }
            diagnostics += decoder.diagnostics
        case .book, .page:
            let document: FrontMatterParser.Document
            switch FrontMatterParser.parse(text) {
            case .success(let parsed): document = parsed
            case .failure(let failure):
                diagnostics.append(Diagnostic(.parseFrontMatter, file.path, failure.location, failure.message))
                return
            }
            var decoder = RecordDecoder(file: file.path, isYAML: true)
            if file.kind == .page {
                let record = decoder.decode(document.frontMatter, as: Schemas.page)
                if let title = record.string("title"), !record.isIncomplete {
                    library.pages.append(Page(id: file.id, file: file.path, title: title.value, body: document.body, bodyLine: document.bodyLine))
                }
            } else {
                var record = decoder.decode(document.frontMatter, as: Schemas.book)
                if let author = record.fields["author"], let authors = record.fields["authors"] {
                    decoder.report(.fieldConflict, author.keyLocation,
                        "`author` and `authors` are both given (authors at line \(authors.keyLocation.line)); keep only `authors`")
                    record.isIncomplete = true
                }
                if let book = Book(id: file.id, file: file.path, record: record, body: document.body, bodyLine: document.bodyLine) {
                    library.books.append(book)
                }
            }
            diagnostics += decoder.diagnostics
        }
    }
}

/// Record ids: `^[a-z0-9][a-z0-9-]{0,99}$`.
public enum RecordID {
    public static func isValid(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard (1...100).contains(bytes.count) else { return false }
        for (index, byte) in bytes.enumerated() {
            let isLowerOrDigit = (97...122).contains(byte) || (48...57).contains(byte)
            if !(isLowerOrDigit || (index > 0 && byte == UInt8(ascii: "-"))) { return false }
        }
        return true
    }

    /// A valid id close to `id` (lower-cased, spaces and underscores as hyphens).
    static func suggestion(for id: String) -> String? {
        let mapped = id.lowercased().map { $0 == " " || $0 == "_" || $0 == "." ? "-" : $0 }
        let candidate = String(mapped.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.prefix(100))
        let trimmed = String(candidate.drop(while: { $0 == "-" }))
        return isValid(trimmed) && trimmed != id ? trimmed : nil
    }
}
