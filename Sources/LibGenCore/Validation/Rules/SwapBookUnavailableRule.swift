/// `swap.book-unavailable`: a pending or accepted swap moves only books that
/// are in the library on the swap day (added, not withdrawn).
struct SwapBookUnavailableRule: RecordRule {
    let id = RuleID.swapBookUnavailable

    func check(_ context: RecordsContext) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        for swap in context.library.swaps where swap.isLive {
            let day = swap.date.value
            for entry in swap.gives + swap.takes {
                guard let book = context.library.book(entry.value) else { continue }
                if day < book.added {
                    diagnostics.append(Diagnostic(id, swap.file, entry.location,
                        "\(context.describe(book: book.id)) is swapped on \(day), before it was added on \(book.added); correct the swap date or the book's `added`"))
                } else if let withdrawn = book.withdrawn, day >= withdrawn {
                    diagnostics.append(Diagnostic(id, swap.file, entry.location,
                        "\(context.describe(book: book.id)) is swapped on \(day), but it was withdrawn on \(withdrawn); a withdrawn book cannot change hands"))
                }
            }
        }
        return diagnostics
    }
}
