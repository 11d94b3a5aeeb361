import LibGenSupport

/// Stage 3, resolve: the day-by-day replay of a library's history.
///
/// The ledger sorts every event that changes who holds or owns a book — a book
/// lent, returned or lost, a swap offered or accepted — and replays them in
/// order, recording for each lending and each swapped book the state of the
/// library at that moment. Rules read those records; none replays history
/// itself. Sorting dominates, so the cost is O(n log n) in the number of records.
///
/// Within one day the order is: returns and losses, then swaps (judged on the
/// state just before them), then lendings (whose lender is the owner after any
/// swap that day), each group by record id.
package struct Ledger: Sendable {
    /// One lending as the replay saw it.
    struct Lending: Sendable {
        /// Index into `library.loans`.
        var loan: Int
        /// Who owned the book on the lent day, after any swap of that day: the lender.
        var owner: String
        /// Loans of the same book that were still out when this one was lent.
        var conflicts: [Int]
        /// How many loans the borrower held right after this lending, this one included
        /// (0 when the loan itself holds nothing: lost or returned on its lent day).
        var heldCount: Int
        /// Those loans, kept only when they are more than `max_active_loans` (for the message).
        var held: [Int]
    }

    /// One book of a swap (accepted or pending) as the replay saw it.
    struct Move: Sendable {
        /// Index into `library.swaps`.
        var swap: Int
        var book: Located<String>
        var giver: String
        var receiver: String
        /// The owner just before the swap.
        var ownerBefore: String
        /// Loans of the book out just before the swap.
        var out: [Int]
    }

    private(set) var lendings: [Lending] = []
    private(set) var moves: [Move] = []
    /// For each book moved by accepted swaps: its owner after the last of them.
    private(set) var ownersAfterSwaps: [String: String] = [:]
    /// Requests still `requested`, per book, in queue order (requested date, then id).
    private(set) var waitingLists: [String: [Int]] = [:]

    /// By the book's place in `library.books`: who received it in each accepted swap, and who gave it in the first.
    private var ownershipHistory: [Int: [(day: Day, receiver: String)]] = [:]
    private var initialOwners: [Int: String] = [:]
    private var swapMoves: [[(book: Located<String>, giver: String, receiver: String)]] = []

    private enum Phase: UInt8 { case release = 0, uncount = 1, move = 2, lend = 3 }

    /// Each replayed loan's book as its place in `library.books` and its borrower as their place
    /// in `library.members` (numbered on past those for a borrower no member is; -1 for a loan not
    /// replayed): the replay keeps its lists in arrays by these numbers rather than in
    /// dictionaries keyed by ids, so a loan's events hash no strings.
    private struct Places {
        var books: [Int32]
        var borrowers: [Int32]
        var borrowerCount = 0
    }

    /// 16 bytes: three events a loan, so a million loans need 48 MB here, not 96.
    private struct Event {
        var storedDay: Int32
        var phase: Phase
        var storedIndex: Int32
        var storedEntry: Int32 = 0

        init(day: Int, phase: Phase, index: Int, entry: Int = 0) {
            storedDay = Int32(clamping: day)
            self.phase = phase
            storedIndex = Int32(index)
            storedEntry = Int32(entry)
        }

        var day: Int { Int(storedDay) }
        var index: Int { Int(storedIndex) }
        var entry: Int { Int(storedEntry) }
    }

    /// With `previous` (the ledger of an earlier version of the same library, as `serve` keeps
    /// it), a change that only rewrote a few loans replays only the loans it can change
    /// (`patched`); anything more is replayed in full.
    init(_ library: Library, after previous: (ledger: Ledger, library: Library)? = nil) {
        if let previous, let patched = Self.patched(library, previous: previous.ledger, before: previous.library) {
            self = patched
            return
        }
        let (events, places) = collectEvents(library)
        replay(events, places, library)
        buildWaitingLists(library)
    }

    /// Who owns `book` on `day`, after any swap of that day.
    package func owner(of book: String, on day: Day, in library: Library) -> String? {
        library.bookPosition(book).map { owner(ofBookAt: $0, on: day, in: library) }
    }

    /// Who owns `library.books[place]` on `day`, after any swap of that day.
    package func owner(ofBookAt place: Int, on day: Day, in library: Library) -> String {
        if !ownershipHistory.isEmpty, let history = ownershipHistory[place] {
            var low = 0, high = history.count
            while low < high {
                let mid = (low + high) / 2
                if history[mid].day <= day { low = mid + 1 } else { high = mid }
            }
            return low == 0 ? initialOwners[place]! : history[low - 1].receiver
        }
        return library.books[place].owner.value
    }

    /// The swapped books the replay can use: accepted or pending swaps between
    /// two different known parties, known books, each book once.
    static func replayableMoves(_ swap: Swap, in library: Library) -> [(book: Located<String>, giver: String, receiver: String)] {
        guard swap.isLive, library.isParty(swap.from.value), library.isParty(swap.to.value) else { return [] }
        var seen = Set<String>()
        return swap.moves.filter { library.book($0.book.value) != nil && seen.insert($0.book.value).inserted }
    }

    private mutating func collectEvents(_ library: Library) -> ([Event], Places) {
        swapMoves = library.swaps.map { Self.replayableMoves($0, in: library) }
        var events = [Event]()
        events.reserveCapacity(library.loans.count * 3 + library.swaps.count)
        var strangers = [String: Int32]()
        var places = Places(books: [Int32](repeating: -1, count: library.loans.count), borrowers: [Int32](repeating: -1, count: library.loans.count))
        for (index, loan) in library.loans.enumerated() {
            guard let book = Self.events(ofLoan: index, library, into: &events) else { continue }
            places.books[index] = Int32(book)
            // A member's number is their place in `members`; a borrower no member is gets one past those.
            if let member = library.borrowerPosition(ofLoan: index) {
                places.borrowers[index] = Int32(member)
            } else if let number = strangers[loan.borrower.value] {
                places.borrowers[index] = number
            } else {
                let number = Int32(library.members.count + strangers.count)
                places.borrowers[index] = number
                strangers[loan.borrower.value] = number
            }
        }
        var accepted = [String: [(day: Day, swap: Int, giver: String, receiver: String)]]()
        for (index, swap) in library.swaps.enumerated() {
            let moves = swapMoves[index]
            for entry in moves.indices {
                events.append(Event(day: swap.date.value.ordinal, phase: .move, index: index, entry: entry))
            }
            guard swap.status.value == .accepted else { continue }
            for move in moves { accepted[move.book.value, default: []].append((swap.date.value, index, move.giver, move.receiver)) }
        }
        for (book, history) in accepted {
            let ordered = history.sorted { ($0.day, $0.swap) < ($1.day, $1.swap) }
            let place = library.bookPosition(book)!
            ownershipHistory[place] = ordered.map { ($0.day, $0.receiver) }
            initialOwners[place] = ordered[0].giver
        }
        places.borrowerCount = library.members.count + strangers.count
        Self.sorted(&events)
        return (events, places)
    }

    /// Appends the events of `library.loans[index]` and returns its book's place, when the replay
    /// uses it: a loan that takes part (sound, not void), of a known book, that was handed over.
    /// Broken loans are reported by their own rules.
    private static func events(ofLoan index: Int, _ library: Library, into events: inout [Event]) -> Int? {
        let loan = library.loans[index]
        guard let lent = loan.outFrom, let book = library.bookPosition(ofLoan: index) else { return nil }
        // Out from `lent` until `returned`, counted until `lost` (or `returned`): an interval
        // that ends the day it starts is empty, so it adds nothing and needs no end event.
        let outUntil = loan.returned?.value
        let countedUntil = loan.lost?.value ?? loan.returned?.value
        let isOut = outUntil.map { $0 > lent } ?? true
        let isCounted = countedUntil.map { $0 > lent } ?? true
        guard isOut || isCounted else { return nil }
        events.append(Event(day: lent.ordinal, phase: .lend, index: index))
        if isOut, let outUntil { events.append(Event(day: outUntil.ordinal, phase: .release, index: index)) }
        if isCounted, let countedUntil { events.append(Event(day: countedUntil.ordinal, phase: .uncount, index: index)) }
        return book
    }

    private static func sorted(_ events: inout [Event]) {
        events.sort { ($0.day, $0.phase.rawValue, $0.index, $0.entry) < ($1.day, $1.phase.rawValue, $1.index, $1.entry) }
    }

    /// `previous`, the ledger of `before`, brought up to `library` when they differ only in a few
    /// loans rewritten in place (the same books or books with the same owners, swaps, members and loan limit; each rewritten
    /// loan, before and after, of a member). A lending's conflicts and owner depend only on its
    /// book's loans and swaps, and what its borrower held only on the borrower's loans: so only
    /// the loans of the rewritten loans' books and borrowers are replayed, and of each lending
    /// replayed only what depends on an affected book or borrower is taken (the rest is as it
    /// was); the moves of those books' swaps likewise. Nil when the change is more than that.
    /// `ServeDifferentialTests` compares `serve`'s diagnostics with a full check after each edit.
    private static func patched(_ library: Library, previous: Ledger, before: Library) -> Ledger? {
        guard let rewritten = library.loansRewritten(since: before, limit: 16), library.swaps.count == before.swaps.count,
              library.settings.policy.maxActiveLoans == before.settings.policy.maxActiveLoans,
              // A book rewritten in place (a title edited) is the same to the replay, which reads only
              // a book's id (the places are the same) and owner.
              zip(library.books, before.books).allSatisfy({ $0 === $1 || $0.owner.value == $1.owner.value }),
              zip(library.swaps, before.swaps).allSatisfy({ $0 === $1 })
        else { return nil }
        var ledger = previous
        guard !rewritten.isEmpty else { return ledger }
        var books = [Bool](repeating: false, count: library.books.count)
        var borrowers = [Bool](repeating: false, count: library.members.count)
        // A waiting list holds the open requests of one book (by id, known or not).
        var waiting = Set<String>()
        for index in rewritten {
            for version in [before, library] {
                if let book = version.bookPosition(ofLoan: index) { books[book] = true }
                waiting.insert(version.loans[index].book.value)
                guard let borrower = version.borrowerPosition(ofLoan: index) else { return nil }
                borrowers[borrower] = true
            }
        }
        // The waiting lists of the rewritten loans' books: what they held, less the rewritten loans,
        // with those now open requests of each, in queue order. Only the rewritten loans are read:
        // reading every loan's status (100,000 objects across memory) took about 2 ms of each change.
        let isRewritten = Set(rewritten)
        for book in waiting {
            var list = (previous.waitingLists[book] ?? []).filter { !isRewritten.contains($0) }
            list += rewritten.filter { library.loans[$0].isOpenRequest && library.loans[$0].book.value == book }
            list.sort(by: Self.queueOrder(library))
            ledger.waitingLists[book] = list.isEmpty ? nil : list
        }
        // The loans of those books and borrowers, each borrower numbered by their place; a borrower
        // no member is shares one number past theirs (what they held is not taken).
        var events = [Event]()
        var places = Places(books: [Int32](repeating: -1, count: library.loans.count), borrowers: [Int32](repeating: -1, count: library.loans.count),
                            borrowerCount: library.members.count + 1)
        // Every loan of an affected book or borrower, and every rewritten loan: their old lendings
        // are replaced by what the replay gives now (none, for a loan it no longer uses).
        var considered = [Bool](repeating: false, count: library.loans.count)
        for index in rewritten { considered[index] = true }
        for index in library.loans.indices {
            let book = library.bookPosition(ofLoan: index), borrower = library.borrowerPosition(ofLoan: index)
            guard considered[index] || book.map({ books[$0] }) ?? false || borrower.map({ borrowers[$0] }) ?? false else { continue }
            considered[index] = true
            guard let place = Self.events(ofLoan: index, library, into: &events) else { continue }
            places.books[index] = Int32(place)
            places.borrowers[index] = Int32(borrower ?? library.members.count)
        }
        for (index, moves) in previous.swapMoves.enumerated() {
            for (entry, move) in moves.enumerated() where books[library.bookPosition(move.book.value)!] {
                events.append(Event(day: library.swaps[index].date.value.ordinal, phase: .move, index: index, entry: entry))
            }
        }
        Self.sorted(&events)
        var partial = previous
        partial.lendings = []
        partial.moves = []
        partial.replay(events, places, library)
        // The lendings in replay order (lent day, then loan): those not considered as they were,
        // the replayed ones in, each with its old parts where its book or its borrower was not
        // affected. The considered loans' old lendings are found by place (copying each of 90,000
        // lendings to test it took a few ms).
        let oldPlaces = previous.lendings.indices.filter { considered[previous.lendings[$0].loan] }
        let old = Dictionary(uniqueKeysWithValues: oldPlaces.lazy.map { (previous.lendings[$0].loan, previous.lendings[$0]) })
        let fresh = partial.lendings.map { lending -> Lending in
            var lending = lending
            let book = Int(places.books[lending.loan]), borrower = library.borrowerPosition(ofLoan: lending.loan)
            if let before = old[lending.loan] {
                if !books[book] { (lending.owner, lending.conflicts) = (before.owner, before.conflicts) }
                if !(borrower.map { borrowers[$0] } ?? false) { (lending.heldCount, lending.held) = (before.heldCount, before.held) }
            }
            return lending
        }
        // The same loans lent on the same days (a loan returned, renewed or noted): each new
        // lending takes its old one's place. Otherwise they are merged again in replay order (lent
        // day, then loan), which reads every lent loan's day: 90,000 objects across memory.
        if fresh.count == oldPlaces.count, zip(fresh, oldPlaces).allSatisfy({ lending, place in
            lending.loan == previous.lendings[place].loan && library.loans[lending.loan].outFrom == before.loans[lending.loan].outFrom
        }) {
            for (lending, place) in zip(fresh, oldPlaces) { ledger.lendings[place] = lending }
        } else {
            func key(_ lending: Lending) -> (Int, Int) { (library.loans[lending.loan].outFrom!.ordinal, lending.loan) }
            var merged = [Lending]()
            merged.reserveCapacity(previous.lendings.count + fresh.count)
            var next = fresh.makeIterator(), pending = next.next()
            for lending in previous.lendings where !considered[lending.loan] {
                while let candidate = pending, key(candidate) < key(lending) {
                    merged.append(candidate)
                    pending = next.next()
                }
                merged.append(lending)
            }
            while let candidate = pending {
                merged.append(candidate)
                pending = next.next()
            }
            ledger.lendings = merged
        }
        // The moves of the affected books' swaps, in the same places.
        var moved = partial.moves.makeIterator()
        ledger.moves = previous.moves.map { move in
            books[library.bookPosition(move.book.value)!] ? moved.next()! : move
        }
        return ledger
    }

    private mutating func replay(_ events: [Event], _ places: Places, _ library: Library) {
        lendings.reserveCapacity(library.loans.count)
        // By book place and borrower number (`Places`).
        var out = [[Int]](repeating: [], count: library.books.count)
        var held = [[Int]](repeating: [], count: places.borrowerCount)
        var owners = [String?](repeating: nil, count: library.books.count)
        for (book, owner) in initialOwners { owners[book] = owner }
        for event in events {
            switch event.phase {
            case .release:
                let book = Int(places.books[event.index])
                out[book].removeAll { $0 == event.index }
            case .uncount:
                let borrower = Int(places.borrowers[event.index])
                held[borrower].removeAll { $0 == event.index }
            case .move:
                let swap = library.swaps[event.index]
                let move = swapMoves[event.index][event.entry]
                let book = library.bookPosition(move.book.value)!
                let before = owners[book] ?? library.books[book].owner.value
                moves.append(Move(swap: event.index, book: move.book, giver: move.giver, receiver: move.receiver,
                                  ownerBefore: before, out: out[book]))
                if swap.status.value == .accepted { owners[book] = move.receiver }
            case .lend:
                let loan = library.loans[event.index]
                let book = Int(places.books[event.index]), borrower = Int(places.borrowers[event.index])
                // A lending's event is on its lent day.
                let lent = Day(ordinal: event.day)
                let conflicts = out[book]
                if loan.returned.map({ $0.value > lent }) ?? true { out[book].append(event.index) }
                // A loan lost (or returned) on its lent day holds nothing, so it cannot take the borrower over the limit.
                let counts = (loan.lost?.value ?? loan.returned?.value).map({ $0 > lent }) ?? true
                if counts { held[borrower].append(event.index) }
                let holding = counts ? held[borrower] : []
                lendings.append(Lending(loan: event.index, owner: owners[book] ?? library.books[book].owner.value, conflicts: conflicts,
                                        heldCount: holding.count, held: holding.count > library.settings.policy.maxActiveLoans ? holding : []))
            }
        }
        for book in ownershipHistory.keys { ownersAfterSwaps[library.books[book].id] = owners[book] }
    }

    private mutating func buildWaitingLists(_ library: Library) {
        for (index, loan) in library.loans.enumerated() where loan.isOpenRequest {
            waitingLists[loan.book.value, default: []].append(index)
        }
        for (book, list) in waitingLists {
            waitingLists[book] = list.sorted(by: Self.queueOrder(library))
        }
    }

    /// Loans (by place) in queue order (`queuePosition`), ties by place: the order a waiting list
    /// is kept in, whether made from every loan or patched.
    private static func queueOrder(_ library: Library) -> (Int, Int) -> Bool {
        { a, b in
            let (first, second) = (library.loans[a].queuePosition, library.loans[b].queuePosition)
            return first != second ? first < second : a < b
        }
    }
}

package extension Loan {
    /// Where the loan stands in a waiting list (FORMAT.md): its requested day (a loan never
    /// requested: its lent day), then `requested_time` (absent counts as 00:00:00), then its id.
    var queuePosition: QueuePosition {
        QueuePosition(day: queueDay ?? Day(ordinal: .max), seconds: requestedTime ?? 0, id: id)
    }
}

/// A place in a waiting list: compared by day, then time of day, then loan id.
package struct QueuePosition: Comparable, Sendable {
    var day: Day
    var seconds: Int
    var id: String

    package static func < (a: QueuePosition, b: QueuePosition) -> Bool { (a.day, a.seconds, a.id) < (b.day, b.seconds, b.id) }
}
