import LibGenSupport

/// What people see of a book on a day, and the catalogue's counts: the site's badges and
/// actions, `report stats`, intake's replies and the editors' refusals all read these.
package extension LibraryState {
    /// A book's state for people on a day (FORMAT.md, "One answer to every question").
    package enum BookState: Sendable, Equatable {
        /// Not in the catalogue yet: it joins on this day.
        case notYetAdded(Day)
        /// Left circulation on this day.
        case withdrawn(Day)
        /// On the shelf, ready for nobody: it can be borrowed.
        case onShelf
        /// On the shelf, kept for the first waiting member who may take it.
        case reserved(member: String, since: Day)
        /// Out to a member: the loan and where it stands against its due date.
        case onLoan(borrower: String, due: DueState)
        /// Lost while out; nobody holds it.
        case lost(since: Day)

        /// Is the book in the catalogue (neither not yet added nor withdrawn)?
        package var isInCatalogue: Bool {
            switch self {
            case .notYetAdded, .withdrawn: false
            default: true
            }
        }
    }

    /// The book's state on `day`.
    package func state(of book: Book, on day: Day) -> BookState {
        if day < book.added { return .notYetAdded(book.added) }
        if let withdrawn = book.withdrawn, withdrawn <= day { return .withdrawn(withdrawn) }
        if let loan = loanOut(of: book.id, on: day) {
            if let due = dueState(of: loan, on: day) { return .onLoan(borrower: loan.borrower.value, due: due) }
            return .lost(since: lostDay(of: loan) ?? day)
        }
        if let hold = readyFor(book, on: day) { return .reserved(member: hold.member, since: hold.since) }
        return .onShelf
    }

    private func lostDay(of loan: Loan) -> Day? {
        switch loan.state {
        case .lost(_, let day): day
        case .returned(_, _, let day): day
        default: nil
        }
    }

    /// How many books of the catalogue are where on a day. `onShelf` counts reserved books too:
    /// `onShelf + onLoan + lost == books`.
    package struct Counts: Sendable, Equatable {
        package var books = 0
        package var onShelf = 0
        /// Of `onShelf`, those kept for a waiting member.
        package var reserved = 0
        package var onLoan = 0
        /// Of `onLoan`, those overdue.
        package var overdue = 0
        package var lost = 0
        package var members = 0
    }

    /// The state of every book in `library.books` on `day`, in that order, worked out on every core.
    package func states(on day: Day) -> [BookState] {
        Parallel.map(library.books, chunkSize: 256) { state(of: $0, on: day) }
    }

    /// The same, taking back `previous`'s states (`states(on:)` on the same day of an earlier
    /// state of the same library: `serve`'s last) for every book a change cannot have moved
    /// (`booksTouched(since:)`), whose places are returned too; every book's worked out again
    /// (and nil places) when more changed.
    package func states(on day: Day, after previous: (state: LibraryState, states: [BookState])?) -> (states: [BookState], touched: [Int]?) {
        guard let previous, previous.state.asOf == day, previous.states.count == library.books.count,
              let touched = booksTouched(since: previous.state) else { return (states(on: day), nil) }
        var states = previous.states
        for place in touched { states[place] = state(of: library.books[place], on: day) }
        return (states, touched)
    }

    /// The places of the books whose state can differ from `before`'s, when the two libraries
    /// differ only in a few loans and books rewritten in place (the same members and policy): the
    /// rewritten books, the books of the rewritten loans (before and after), and every book their
    /// borrowers ask for — whether a book is kept for the first waiting member reads that member's
    /// other loans (`readyFor`, `mayTake`). Nil when more changed.
    func booksTouched(since before: LibraryState) -> [Int]? {
        let old = before.library
        guard let (rewritten, rewrittenBooks) = library.recordsRewritten(since: old, limit: 16) else { return nil }
        var touched = Set(rewrittenBooks)
        var borrowers = Set<String>()
        for index in rewritten {
            for version in [old, library] {
                if let place = version.bookPosition(ofLoan: index) { touched.insert(place) }
                borrowers.insert(version.loans[index].borrower.value)
            }
        }
        for borrower in borrowers {
            for loan in loans(by: borrower) + before.loans(by: borrower) where loan.isOpenRequest {
                if let place = library.bookPosition(loan.book.value) { touched.insert(place) }
            }
        }
        return touched.sorted()
    }

    /// The catalogue's counts on `day`, and the members that day.
    package func counts(on day: Day) -> Counts { counts(of: states(on: day), on: day) }

    /// The same, from the states of every book on that day (`states(on:)`) already worked out.
    package func counts(of states: [BookState], on day: Day) -> Counts {
        var counts = Counts()
        for state in states {
            switch state {
            case .notYetAdded, .withdrawn: continue
            case .onShelf: counts.onShelf += 1
            case .reserved: counts.onShelf += 1; counts.reserved += 1
            case .onLoan(_, let due): counts.onLoan += 1; if due.isOverdue { counts.overdue += 1 }
            case .lost: counts.lost += 1
            }
            counts.books += 1
        }
        counts.members = library.members.count { $0.isMember(on: day) }
        return counts
    }
}
