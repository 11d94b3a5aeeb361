/// `book.dates`: a book is withdrawn on or after the day it was added.
struct BookDatesRule: RecordRule {
    let id = RuleID.bookDates

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.books.compactMap { book in
            guard let withdrawn = book.record.day(BookField.withdrawn), withdrawn.value < book.added else { return nil }
            return Diagnostic(id, book.file, withdrawn.location,
                "`withdrawn` (\(withdrawn.value)) is before `added` (\(book.added)); a book leaves circulation after it joins")
        }
    }
}
