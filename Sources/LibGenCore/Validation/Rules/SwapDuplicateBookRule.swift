/// `swap.duplicate-book`: each book appears once in a swap, across `gives` and `takes`.
struct SwapDuplicateBookRule: RecordRule {
    let id = RuleID.swapDuplicateBook

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for swap in context.library.swaps where !swap.isSelf {
            var seen = [String: String]()
            for (list, books) in [("gives", swap.gives), ("takes", swap.takes)] {
                for book in books {
                    if let first = seen[book.value] {
                        diagnostics.append(Diagnostic(id, swap.file, book.location,
                            "\(context.describe(book: book.value)) is listed twice (already in `\(first)`); list each book once"))
                    } else {
                        seen[book.value] = list
                    }
                }
            }
        }
        return diagnostics
    }
}
