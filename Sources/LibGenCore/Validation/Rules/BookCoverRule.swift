/// `book.cover`: a cover path is relative to `content/`, stays inside it and names a file there.
struct BookCoverRule: Rule {
    let id = RuleID.bookCover

    func check(_ context: ValidationContext) -> [Diagnostic] {
        context.library.books.compactMap { book in
            guard let cover = book.cover else { return nil }
            guard let path = Book.contentPath(cover.value) else {
                return Diagnostic(id, book.file, cover.location,
                    "cover \"\(cover.value)\" leaves content/; give a path relative to content/, like covers/\(book.id).jpg")
            }
            guard context.library.contentFiles.contains(path) else {
                return Diagnostic(id, book.file, cover.location,
                    "cover \"\(cover.value)\" does not exist; add the image as content/\(path) or fix the path (it is relative to content/)")
            }
            return nil
        }
    }
}
