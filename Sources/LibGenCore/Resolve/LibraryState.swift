import Algorithms

/// Stage 3, resolve, grown up: the one state every later stage asks (FORMAT.md, "One
/// answer to every question"). It owns the decoded library and its replayed ledger and
/// answers, for any day, whether a book is in the catalogue, who holds it, who waits for
/// it and in what order, whom it is ready for, what state people see it in, the catalogue's
/// counts, due dates, overdue and "returned on time". Rules, reports, notices, the site,
/// `serve`, `intake`'s replies and the editors' messages ask it; none re-derives a fact.
///
/// Only loans that take part (sound, not void) are indexed; each answer is one method here.
package struct LibraryState: Sendable {
    package let library: Library
    package let ledger: Ledger
    /// The day "now" is judged on (`--as-of`).
    package let asOf: Day
    /// Loans that take part, per book and per borrower, as indices into `library.loans` (by id):
    /// by the book's place in `library.books` and the borrower's in `library.members`, and by id
    /// for a book or borrower no record has (the library's `reindex` found each loan's places).
    private let loansByBook: [[Int]]
    private let loansByBorrower: [[Int]]
    private let loansByUnknownBook: [String: [Int]]
    private let loansByUnknownBorrower: [String: [Int]]

    /// With `previous` (the state of an earlier version of the same library, as `serve` keeps
    /// it), the loans' indexes are patched when only a few loans were rewritten in place (the
    /// same books and members at the same places): each rewritten loan taken out of its old
    /// book's and borrower's lists and put into its new ones, in id order.
    package init(library: Library, ledger: Ledger, asOf: Day, after previous: LibraryState? = nil) {
        self.library = library
        self.ledger = ledger
        self.asOf = asOf
        if let previous, let indexes = Self.patchedIndexes(library, previous: previous) {
            (loansByBook, loansByBorrower, loansByUnknownBook, loansByUnknownBorrower) = indexes
            return
        }
        var byBook = [[Int]](repeating: [], count: library.books.count)
        var byBorrower = [[Int]](repeating: [], count: library.members.count)
        var byUnknownBook = [String: [Int]](), byUnknownBorrower = [String: [Int]]()
        for (index, loan) in library.loans.enumerated() where loan.takesPart {
            if let book = library.bookPosition(ofLoan: index) { byBook[book].append(index) }
            else { byUnknownBook[loan.book.value, default: []].append(index) }
            if let borrower = library.borrowerPosition(ofLoan: index) { byBorrower[borrower].append(index) }
            else { byUnknownBorrower[loan.borrower.value, default: []].append(index) }
        }
        loansByBook = byBook
        loansByBorrower = byBorrower
        loansByUnknownBook = byUnknownBook
        loansByUnknownBorrower = byUnknownBorrower
    }

    private static func patchedIndexes(_ library: Library, previous: LibraryState)
        -> ([[Int]], [[Int]], [String: [Int]], [String: [Int]])? {
        let before = previous.library
        guard let rewritten = library.loansRewritten(since: before, limit: 16) else { return nil }
        var (byBook, byBorrower) = (previous.loansByBook, previous.loansByBorrower)
        var (byUnknownBook, byUnknownBorrower) = (previous.loansByUnknownBook, previous.loansByUnknownBorrower)
        func remove(_ index: Int, from list: inout [Int]) { list.removeAll { $0 == index } }
        func insert(_ index: Int, into list: inout [Int]) { list.insert(index, at: list.partitioningIndex { $0 >= index }) }
        for index in rewritten {
            let (old, new) = (before.loans[index], library.loans[index])
            if old.takesPart {
                if let book = before.bookPosition(ofLoan: index) { remove(index, from: &byBook[book]) }
                else { remove(index, from: &byUnknownBook[old.book.value, default: []]) }
                if let borrower = before.borrowerPosition(ofLoan: index) { remove(index, from: &byBorrower[borrower]) }
                else { remove(index, from: &byUnknownBorrower[old.borrower.value, default: []]) }
            }
            if new.takesPart {
                if let book = library.bookPosition(ofLoan: index) { insert(index, into: &byBook[book]) }
                else { insert(index, into: &byUnknownBook[new.book.value, default: []]) }
                if let borrower = library.borrowerPosition(ofLoan: index) { insert(index, into: &byBorrower[borrower]) }
                else { insert(index, into: &byUnknownBorrower[new.borrower.value, default: []]) }
            }
        }
        // A full index has no empty list for an unknown id.
        byUnknownBook = byUnknownBook.filter { !$0.value.isEmpty }
        byUnknownBorrower = byUnknownBorrower.filter { !$0.value.isEmpty }
        return (byBook, byBorrower, byUnknownBook, byUnknownBorrower)
    }

    package init(_ library: Library, asOf: Day) {
        self.init(library: library, ledger: Ledger(library), asOf: asOf)
    }

    package var policy: Policy { library.settings.policy }

    /// Loans of `book` that take part, by id.
    package func loans(of book: String) -> [Loan] { loanIndices(of: book).map { library.loans[$0] } }

    /// Loans of `member` that take part, by id.
    package func loans(by member: String) -> [Loan] { loanIndices(by: member).map { library.loans[$0] } }

    /// The places in `library.loans` of the loans of `book` that take part, in order.
    func loanIndices(of book: String) -> [Int] {
        library.bookPosition(book).map { loansByBook[$0] } ?? loansByUnknownBook[book] ?? []
    }

    /// The places in `library.loans` of the loans of `member` that take part, in order.
    func loanIndices(by member: String) -> [Int] {
        library.memberPosition(member).map { loansByBorrower[$0] } ?? loansByUnknownBorrower[member] ?? []
    }

    // MARK: the catalogue

    /// Is the book in the catalogue on `day`: added by then and not withdrawn (`withdrawn > day` or absent)?
    package func isInCatalogue(_ book: Book, on day: Day) -> Bool { book.isAvailable(on: day) }

    /// The books in the catalogue on `day`, by id.
    package func catalogue(on day: Day) -> [Book] { library.books.filter { isInCatalogue($0, on: day) } }

    // MARK: who holds it, who waits

    /// The loan that has the book out on `day` (lent by then, not returned; a lost loan too).
    package func loanOut(of book: String, on day: Day) -> Loan? {
        loans(of: book).last { $0.isOut(on: day) }
    }

    /// The open requests for `book` on `day` (requested by then, the borrower a member that
    /// day), in waiting-list order: requested day, then `requested_time` (absent: 00:00), then id.
    package func waitingList(for book: String, on day: Day) -> [Loan] {
        (ledger.waitingLists[book] ?? []).lazy.map { library.loans[$0] }.filter { request in
            guard case .requested(let asked) = request.state, asked <= day else { return false }
            return library.isMember(request.borrower.value, on: day)
        }
    }

    /// Where `member` stands in the waiting list of `book` on `day` (1 is first), if they wait.
    package func place(of member: String, for book: String, on day: Day) -> Int? {
        waitingList(for: book, on: day).firstIndex { $0.borrower.value == member }.map { $0 + 1 }
    }

    /// Loans that count against `member`'s `max_active_loans` on `day`.
    package func held(by member: String, on day: Day) -> [Loan] { loans(by: member).filter { $0.isHeld(on: day) } }

    /// Loans of `member` that are overdue on `day` (out then, its due date as known then plus grace past).
    package func overdue(of member: String, on day: Day) -> [Loan] {
        loans(by: member).filter { isOverdue($0, on: day) }
    }

    /// May `member` take a book now, on `day`: a member then, under `max_active_loans`, and
    /// (with `block_overdue`) without an overdue book?
    package func mayTake(_ member: String, on day: Day) -> Bool {
        whyNot(member, on: day) == nil
    }

    /// Who owns `book` on `day`: its front matter's `owner` is its owner after its last accepted
    /// swap, and a swap takes effect at the start of its date (FORMAT.md), so before a swap dated
    /// later the giver still owns it. What the site, the replies, the reminders and the labels name
    /// as the owner, and who may not borrow their own book.
    package func owner(of book: Book, on day: Day) -> String {
        ledger.owner(of: book.id, on: day, in: library) ?? book.owner.value
    }

    /// Can the book be lent at all on `day` (FORMAT.md v1.3)? Not when its owner that day is a
    /// member who has left (and it was not given to the library): no borrow action on the site,
    /// requests and loans refused naming why; a loan already out runs its course.
    package func ownerHasLeft(_ book: Book, on day: Day) -> Bool {
        let owner = owner(of: book, on: day)
        guard owner != Library.libraryID, let member = library.member(owner), let left = member.left else { return false }
        return left <= day
    }

    /// May `member` take `book` now, on `day`: `mayTake`, and not its owner that day (a member
    /// who asked for a book and became its owner by a swap has it already; `lend` would refuse
    /// `loan.own-book`): passed over, as a member who may not take it is, so that the next in the
    /// queue is told rather than the owner.
    package func mayTake(_ member: String, book: String, on day: Day) -> Bool {
        mayTake(member, on: day) && ledger.owner(of: book, on: day, in: library) != member
    }

    /// Why a member may not take a book on `day`; nil when they may.
    package func whyNot(_ member: String, on day: Day) -> Refusal? {
        guard library.isMember(member, on: day) else { return .notAMember }
        let holding = held(by: member, on: day).count
        if holding >= policy.maxActiveLoans { return .atLimit(holding: holding) }
        if policy.blockOverdue, let late = overdue(of: member, on: day).first { return .overdue(late) }
        return nil
    }

    /// Why a member may not take a book now.
    package enum Refusal: Sendable {
        case notAMember
        /// Holds `max_active_loans` books already.
        case atLimit(holding: Int)
        /// With `block_overdue`: has this loan overdue.
        case overdue(Loan)
    }

    /// The day the book has been on the shelf since, on `day`: its last return by then, or the
    /// day it was added; nil when it is out (or lost) or not in the catalogue that day.
    package func onShelfSince(_ book: Book, on day: Day) -> Day? {
        guard isInCatalogue(book, on: day) else { return nil }
        var since = book.added
        for loan in loans(of: book.id) {
            if loan.isOut(on: day) { return nil }
            if case .returned(_, let back, _) = loan.state, back <= day, back > since { since = back }
        }
        return since
    }

    /// Whom a book on the shelf is ready for on `day`: the first waiting member who may take it
    /// now; a member who may not keeps their place but is passed over. `since` is the day it
    /// became ready for *them*: the later of the book's return to the shelf and their request,
    /// or the day it passed to them from a member passed over (or came back to them), so that
    /// `collect_by`, "your turn" and `loan.hold-expired` count their days, not another's. Nil
    /// when nobody waits, nobody waiting may take it, or the book is not on the shelf.
    package func readyFor(_ book: Book, on day: Day) -> Hold? {
        guard ledger.waitingLists[book.id] != nil else { return nil }
        // Who waits first: empty for most books, which then need no look at their loans.
        let waiting = waitingList(for: book.id, on: day)
        guard !waiting.isEmpty, let shelf = onShelfSince(book, on: day),
              let first = firstWhoMayTake(waiting, book: book.id, on: day), case .requested(let asked) = first.state else { return nil }
        var since = max(shelf, asked)
        // A request ahead of theirs cancelled or turned down since kept the book for its member
        // until the day it closed (its note's day: `Loan.closedDay`); the file no longer says it waits.
        // Only a request that was kept the book then (its member could take it the day before it
        // closed); one passed over had not kept it from them.
        for request in loans(of: book.id) {
            guard let end = request.closedDay, end > since, end <= day, request.queuePosition < first.queuePosition,
                  let asked = request.requested?.value, asked < end, mayTake(request.borrower.value, book: book.id, on: end.adding(-1)) else { continue }
            since = end
        }
        // The book has stayed on the shelf since `shelf`; whom it is kept for can have changed on
        // any day since (a loan of theirs or of one ahead lent or returned, a book overdue, a
        // membership begun or ended): each day back is asked until it was kept for another (or nobody).
        var earlier = day.adding(-1)
        while earlier >= since {
            if firstWhoMayTake(waitingList(for: book.id, on: earlier), book: book.id, on: earlier) !== first {
                since = earlier.adding(1)
                break
            }
            earlier = earlier.adding(-1)
        }
        return Hold(request: first, since: since, passedOver: waiting.prefix { $0 !== first }.map { $0 })
    }

    /// The first of `waiting` who may take `book` on `day` (`mayTake(_:book:on:)`).
    private func firstWhoMayTake(_ waiting: some Sequence<Loan>, book: String, on day: Day) -> Loan? {
        waiting.first { mayTake($0.borrower.value, book: book, on: day) }
    }

    /// The hold on `book` that has run out on `day`: kept for its member for more than
    /// `hold_days` days (`loan.hold-expired`, and what `libgen expire` ends); nil without
    /// `hold_days`, or when the book is kept for nobody or within its days.
    package func expiredHold(of book: Book, on day: Day) -> Hold? {
        guard let holdDays = policy.holdDays, ledger.waitingLists[book.id] != nil, let hold = readyFor(book, on: day),
              hold.since.days(to: day) > holdDays else { return nil }
        return hold
    }

    /// A book on the shelf kept for a waiting member.
    package struct Hold: Sendable {
        /// Their open request.
        package var request: Loan
        /// Since when it has been ready for them.
        package var since: Day
        /// Members ahead of them who may not take it now (they keep their place).
        package var passedOver: [Loan]

        package var member: String { request.borrower.value }

        /// With `hold_days`: the last day to collect it.
        package func collectBy(under policy: Policy) -> Day? { policy.holdDays.map { since.adding($0) } }
    }

    // MARK: due dates

    /// The effective due date of a loan that was lent.
    package func due(of loan: Loan) -> Day? { loan.lending?.due(under: policy) }

    /// Is the loan overdue on `day`: out then (not lost), and `day` after its due date as known
    /// that day plus `grace_days`? On the as-of day this is `loan.overdue`.
    package func isOverdue(_ loan: Loan, on day: Day) -> Bool {
        guard let lending = loan.lending, loan.isOut(on: day), !isLost(loan, on: day) else { return false }
        return day > lending.due(knownOn: day, under: policy).adding(policy.graceDays)
    }

    /// Was the book of this loan missing on `day` (reported lost by then, not yet found)?
    package func isLost(_ loan: Loan, on day: Day) -> Bool {
        switch loan.state {
        case .lost(_, let lostOn): return lostOn <= day
        case .returned(_, let back, let lostOn?): return lostOn <= day && day < back
        default: return false
        }
    }

    /// Where a loan out stands against its due date on `day`.
    package func dueState(of loan: Loan, on day: Day) -> DueState? {
        guard let lending = loan.lending, loan.isOut(on: day), !isLost(loan, on: day) else { return nil }
        let due = lending.due(knownOn: day, under: policy)
        let left = day.days(to: due)
        if day > due.adding(policy.graceDays) { return .overdue(due: due, days: -left) }
        if left < 0 { return .inGrace(due: due, days: -left) }
        if left == 0 { return .dueToday(due) }
        return .dueLater(due, days: left)
    }

    /// A loan out against its due date.
    package enum DueState: Sendable, Equatable {
        /// Due in `days` days (1 or more).
        case dueLater(Day, days: Int)
        /// Due back today.
        case dueToday(Day)
        /// Past its due date by `days`, but within `grace_days`: not overdue yet.
        case inGrace(due: Day, days: Int)
        /// Overdue: `days` past the due date (grace delays the flag, not the count).
        case overdue(due: Day, days: Int)

        package var due: Day {
            switch self {
            case .dueLater(let due, _), .dueToday(let due), .inGrace(let due, _), .overdue(let due, _): due
            }
        }

        package var isOverdue: Bool { if case .overdue = self { true } else { false } }
    }

    /// Would renewing `loan` on `day` leave it overdue that very day (`loan.renew-late`): its
    /// new due date plus `grace_days` before the renewal day? An agreed `due` is not moved by a
    /// renewal, so it counts as it stands.
    package func renewalWouldBeLate(_ loan: Loan, on day: Day) -> Bool {
        guard let lending = loan.lending else { return false }
        var renewed = lending
        renewed.renewals.append(day)
        return renewed.due(knownOn: day, under: policy).adding(policy.graceDays) < day
    }

    /// Was a finished loan returned on time (by its due date plus `grace_days`)? A lost loan was
    /// not; nil while out or never lent.
    package func returnedOnTime(_ loan: Loan) -> Bool? {
        switch loan.state {
        case .returned(let lending, let back, _): return back <= lending.due(under: policy).adding(policy.graceDays)
        case .lost: return false
        default: return nil
        }
    }
}
