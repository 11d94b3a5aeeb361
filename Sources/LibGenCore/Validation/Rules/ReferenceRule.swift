import LibGenSupport

/// `ref.unknown`: every book and member id a record names exists. A book's
/// owner and a swap's parties may also be `library`.
struct ReferenceRule: RecordRule {
    let id = RuleID.refUnknown

    func check(_ context: RecordsContext) -> [Diagnostic] {
        let library = context.library
        var diagnostics = [Diagnostic]()
        func party(_ value: Located<String>, _ file: String, _ field: String, allowLibrary: Bool) {
            if allowLibrary ? library.isParty(value.value) : library.memberIDs.contains(value.value) { return }
            if value.value == Library.libraryID {
                diagnostics.append(Diagnostic(id, file, value.location, "`\(field)` is `library`, but the library itself cannot borrow; name a member"))
                return
            }
            let hint = Suggestion.hint(for: value.value, among: library.memberIDs.sorted())
            let also = allowLibrary ? " or `library`" : ""
            diagnostics.append(Diagnostic(id, file, value.location,
                "`\(field)` names member \"\(value.value)\", who does not exist\(hint); use the id of a file in content/members/\(also)"))
        }
        func book(_ value: Located<String>, _ file: String, _ field: String) {
            guard !library.bookIDs.contains(value.value) else { return }
            let hint = Suggestion.hint(for: value.value, among: library.bookIDs.sorted())
            diagnostics.append(Diagnostic(id, file, value.location,
                "`\(field)` names book \"\(value.value)\", which does not exist\(hint); use the id of a file in content/books/"))
        }
        for librarian in library.settings.librarians { party(librarian, LibrarySettings.path, "librarians", allowLibrary: false) }
        for entry in library.books { party(entry.owner, entry.file, "owner", allowLibrary: true) }
        // A loan whose book and borrower were found when the library was indexed needs no look-up.
        for index in library.loans.indices {
            if library.bookPosition(ofLoan: index) == nil { book(library.loans[index].book, library.loans[index].file, "book") }
            if library.borrowerPosition(ofLoan: index) == nil { party(library.loans[index].borrower, library.loans[index].file, "borrower", allowLibrary: false) }
        }
        for swap in library.swaps {
            party(swap.from, swap.file, "from", allowLibrary: true)
            party(swap.to, swap.file, "to", allowLibrary: true)
            for entry in swap.gives { book(entry, swap.file, "gives") }
            for entry in swap.takes { book(entry, swap.file, "takes") }
        }
        return diagnostics
    }
}
