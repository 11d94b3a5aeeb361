/// `book.owner-left` (warning): a book still in circulation belongs to a member
/// who has left (as of): give it to the library (a swap) or withdraw it.
struct BookOwnerLeftRule: RecordRule {
    let id = RuleID.bookOwnerLeft

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.books.compactMap { book in
            guard book.withdrawn.map({ $0 > context.asOf }) ?? true,
                  let owner = context.library.member(book.owner.value), let left = owner.left, owner.hasLeft(by: context.asOf) else { return nil }
            return Diagnostic(id, book.file, book.owner.location,
                "the owner \(context.describe(party: owner.id)) left the library on \(left); give the book to the library (a swap to `library`) or withdraw it")
        }
    }
}
