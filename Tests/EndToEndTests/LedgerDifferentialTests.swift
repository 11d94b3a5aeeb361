import Testing
@testable import LibGenSite
@testable import LibGenReports
@testable import LibGenEditing
@testable import LibGenForge
@testable import LibGenCore
@testable import LibGenSupport
@testable import TestSupport

/// The ledger against a deliberately naive reference model: random small
/// histories, each judged by `check` and by quadratic loops over loans and
/// days written from FORMAT.md's words, compared rule by rule.
@Suite struct LedgerDifferentialTests {
    /// A small seeded generator (SplitMix64), so every failure names a reproducible seed.
    typealias Random = SeededNumbers

    struct History {
        var files: [SourceFile] = []
        var members: [(id: String, joined: Int, left: Int?)] = []
        var books: [(id: String, owner: String, added: Int)] = []
        /// `kind`: a loan handed over, an open request (`lent` is then its requested day), a void
        /// loan, or a broken one (returned before lent: `loan.dates`); `requested` is optional.
        enum Kind { case lending, request, void, broken }
        struct LoanSpec { var id: String; var book: String; var borrower: String; var lent: Int; var returned: Int?; var lost: Int?
                          var kind = Kind.lending; var requested: Int? = nil }
        var loans: [LoanSpec] = []
        struct SwapSpec { var id: String; var date: Int; var accepted: Bool; var from: String; var to: String; var gives: [String]; var takes: [String] }
        var swaps: [SwapSpec] = []
    }

    static let base = Day(string: "2026-01-01")!
    static func day(_ offset: Int) -> String { base.adding(offset).description }

    static func generate(seed: UInt64) -> History {
        var random = Random(state: seed)
        var history = History()
        let memberCount = random.int(2...4)
        for index in 0..<memberCount {
            let joined = random.chance(70) ? 0 : random.int(0...20)
            let left = random.chance(20) ? joined + random.int(5...40) : nil
            history.members.append(("m\(index)", joined, left))
        }
        let parties = history.members.map(\.id) + ["library"]
        for index in 0..<random.int(1...3) {
            history.books.append(("b\(index)", parties[random.int(0...parties.count - 1)], random.chance(80) ? 0 : random.int(0...10)))
        }
        for index in 0..<random.int(0...3) {
            let from = parties[random.int(0...parties.count - 1)], to = parties[random.int(0...parties.count - 1)]
            // Self-swaps move nothing and are judged by swap.self alone; keep a few.
            guard from != to || random.chance(15) else { continue }
            let give = history.books[random.int(0...history.books.count - 1)].id
            var takes = [String]()
            if random.chance(30), let other = history.books.first(where: { $0.id != give }) { takes = [other.id] }
            // Swaps often share a day, so the id order of one day's swaps matters.
            history.swaps.append(.init(id: "s\(index)", date: random.chance(30) ? 10 : random.int(1...40), accepted: random.chance(75), from: from, to: to, gives: [give], takes: takes))
        }
        // Front-matter owners: usually the last receiver, sometimes not (owner-mismatch).
        for (index, book) in history.books.enumerated() {
            let moves = history.swaps.filter { $0.accepted && $0.from != $0.to }.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
                .compactMap { swap -> String? in swap.gives.contains(book.id) ? swap.to : swap.takes.contains(book.id) ? swap.from : nil }
            if let last = moves.last, random.chance(85) { history.books[index].owner = last }
        }
        for index in 0..<random.int(0...8) {
            let lent = random.int(0...45)
            var returned: Int? = random.chance(70) ? lent + random.int(0...20) : nil
            var lost: Int? = nil
            if returned == nil && random.chance(25) { lost = lent + random.int(0...10) }
            if returned != nil && random.chance(10) { lost = lent; returned = returned! + 1 }
            let borrower = history.members[random.int(0...history.members.count - 1)].id
            var spec = History.LoanSpec(id: "l\(index)", book: history.books[random.int(0...history.books.count - 1)].id, borrower: borrower, lent: lent, returned: returned, lost: lost)
            if random.chance(30) { spec.requested = max(0, lent - random.int(0...5)) }
            switch random.int(0...99) {
            case 0..<8: spec.kind = .void
            case 8..<14: spec.kind = .broken; spec.returned = lent - 1; spec.lost = nil
            default: break
            }
            history.loans.append(spec)
        }
        for index in 0..<random.int(0...3) {
            let borrower = history.members[random.int(0...history.members.count - 1)].id
            history.loans.append(.init(id: "q\(index)", book: history.books[random.int(0...history.books.count - 1)].id, borrower: borrower,
                                       lent: random.int(0...45), returned: nil, lost: nil, kind: .request))
        }
        history.files.append(SourceFile(kind: .library, path: "content/library.json", id: "library", text: #"{"name": "D", "policy": {"max_active_loans": 2}}"#))
        for member in history.members {
            let left = member.left.map { ", \"left\": \"\(day($0))\"" } ?? ""
            history.files.append(SourceFile(kind: .member, path: "content/members/\(member.id).json", id: member.id,
                                            text: "{\"name\": \"\(member.id)\", \"joined\": \"\(day(member.joined))\"\(left)}"))
        }
        for book in history.books {
            history.files.append(SourceFile(kind: .book, path: "content/books/\(book.id).md", id: book.id,
                                            text: "---\ntitle: \(book.id)\nauthor: A\nowner: \(book.owner)\nadded: \(day(book.added))\n---\n"))
        }
        for loan in history.loans {
            if loan.kind == .request {
                history.files.append(SourceFile(kind: .loan, path: "content/loans/\(loan.id).json", id: loan.id, text:
                    "{\"book\": \"\(loan.book)\", \"borrower\": \"\(loan.borrower)\", \"status\": \"requested\", \"requested\": \"\(day(loan.lent))\"}"))
                continue
            }
            var status = loan.returned != nil ? "returned" : loan.lost != nil ? "lost" : "lent"
            if loan.kind == .void { status = "void" }
            var text = "{\"book\": \"\(loan.book)\", \"borrower\": \"\(loan.borrower)\", \"status\": \"\(status)\", \"lent\": \"\(day(loan.lent))\""
            if let requested = loan.requested { text += ", \"requested\": \"\(day(requested))\"" }
            if loan.kind == .void { text += ", \"voided\": \"\(day(loan.lent))\", \"note\": \"a mistake\"" }
            if let lost = loan.lost { text += ", \"lost\": \"\(day(lost))\"" }
            if let returned = loan.returned { text += ", \"returned\": \"\(day(returned))\"" }
            history.files.append(SourceFile(kind: .loan, path: "content/loans/\(loan.id).json", id: loan.id, text: text + "}"))
        }
        for swap in history.swaps {
            let list = { (ids: [String]) in "[" + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
            history.files.append(SourceFile(kind: .swap, path: "content/swaps/\(swap.id).json", id: swap.id, text:
                "{\"date\": \"\(day(swap.date))\", \"status\": \"\(swap.accepted ? "accepted" : "pending")\", \"from\": \"\(swap.from)\", \"to\": \"\(swap.to)\", \"gives\": \(list(swap.gives)), \"takes\": \(list(swap.takes))}"))
        }
        history.files.sort { $0.path < $1.path }
        return history
    }

    /// What the reference model expects: "rule file" pairs.
    static func reference(_ h: History) -> Set<String> {
        var expected = Set<String>()
        let member = { (id: String) in h.members.first { $0.id == id } }
        func isMember(_ id: String, _ day: Int) -> Bool {
            guard let m = member(id) else { return id == "library" }
            return m.joined <= day && (m.left.map { day < $0 } ?? true)
        }
        // Void and broken loans take no part; requests are not lendings.
        let lendings = h.loans.filter { $0.kind == .lending }
        let requests = h.loans.filter { $0.kind == .request }
        // Loans that are never out (returned the day they were lent) hold nothing.
        let live = lendings.filter { !($0.returned == $0.lent && $0.lost == nil) }
        func before(_ a: History.LoanSpec, _ b: History.LoanSpec) -> Bool { (a.lent, a.id) < (b.lent, b.id) }
        for loan in h.loans where loan.kind == .broken { expected.insert("loan.dates content/loans/\(loan.id).json") }
        for loan in live {
            // double-lend: another loan of the book lent earlier (or the same day, lower id) and still out.
            if live.contains(where: { $0.id != loan.id && $0.book == loan.book && before($0, loan) && ($0.returned.map { $0 > loan.lent } ?? true) }) {
                expected.insert("loan.double-lend content/loans/\(loan.id).json")
            }
            // max-active: loans of the borrower lent up to this one and still counted (lost counts until its day).
            var held = 0
            for other in live where other.borrower == loan.borrower && (other.id == loan.id || before(other, loan)) {
                let until = other.lost ?? other.returned
                if until.map({ $0 > loan.lent }) ?? true { held += 1 }
            }
            // A loan lost (or returned) on its lent day holds nothing, so it never goes over the limit.
            let counts = (loan.lost ?? loan.returned).map { $0 > loan.lent } ?? true
            if held > 2 && counts { expected.insert("loan.max-active content/loans/\(loan.id).json") }
        }
        // Ownership: accepted moves per book in (date, id) order.
        let accepted = h.swaps.filter { $0.accepted && $0.from != $0.to }.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        func moves(_ book: String) -> [(swap: History.SwapSpec, giver: String, receiver: String)] {
            accepted.compactMap { s in s.gives.contains(book) ? (s, s.from, s.to) : s.takes.contains(book) ? (s, s.to, s.from) : nil }
        }
        func owner(_ book: String, on day: Int) -> String {
            let list = moves(book)
            guard let first = list.first else { return h.books.first { $0.id == book }!.owner }
            var current = first.giver
            for move in list where move.swap.date <= day { current = move.receiver }
            return current
        }
        for loan in lendings {
            // queue-jump: another member's open request made earlier (requested day, then id; no request: the lent day),
            // by someone who may take it on the lent day: a member then, holding fewer than
            // max_active_loans (2) books, not its owner that day (who has left, is at the limit or
            // owns it is passed over).
            func mayTake(_ id: String, _ day: Int) -> Bool {
                isMember(id, day) && lendings.filter { $0.borrower == id && $0.lent <= day && (($0.lost ?? $0.returned).map { day < $0 } ?? true) }.count < 2
            }
            if requests.contains(where: { $0.book == loan.book && $0.borrower != loan.borrower && $0.lent <= loan.lent && mayTake($0.borrower, loan.lent)
                                          && owner(loan.book, on: loan.lent) != $0.borrower
                                          && ($0.lent, $0.id) < (loan.requested ?? loan.lent, loan.id) }) {
                expected.insert("loan.queue-jump content/loans/\(loan.id).json")
            }
        }
        // duplicate-request: an earlier open request by the same member, or the book held on the requested day.
        for request in requests {
            let earlier = requests.contains { $0.book == request.book && $0.borrower == request.borrower && ($0.lent, $0.id) < (request.lent, request.id) }
            let holding = live.contains { $0.book == request.book && $0.borrower == request.borrower && $0.lent <= request.lent
                                          && ((($0.lost ?? $0.returned).map { $0 > request.lent }) ?? true) }
            if earlier || holding { expected.insert("loan.duplicate-request content/loans/\(request.id).json") }
        }
        for swap in h.swaps where swap.from == swap.to { expected.insert("swap.self content/swaps/\(swap.id).json") }
        for loan in lendings + requests where owner(loan.book, on: loan.lent) == loan.borrower {
            expected.insert("loan.own-book content/loans/\(loan.id).json")
        }
        for loan in lendings + requests {
            if !isMember(loan.borrower, loan.lent) || loan.requested.map({ !isMember(loan.borrower, $0) }) == true {
                expected.insert("loan.not-member content/loans/\(loan.id).json")
            } else if loan.kind == .lending, let left = member(loan.borrower)?.left {
                let end = loan.lost ?? loan.returned
                if end.map({ $0 > left }) ?? (left <= 170) { expected.insert("loan.not-member content/loans/\(loan.id).json") }
            }
        }
        for book in h.books {
            let list = moves(book.id)
            for (index, move) in list.enumerated() where index > 0 && list[index - 1].receiver != move.giver {
                expected.insert("swap.not-owner content/swaps/\(move.swap.id).json")
            }
            if let last = list.last, last.receiver != book.owner { expected.insert("swap.owner-mismatch content/books/\(book.id).md") }
        }
        return expected
    }

    static let compared: Set<RuleID> = [.loanDoubleLend, .loanMaxActive, .loanOwnBook, .loanNotMember, .swapOwnerMismatch, .loanQueueJump,
                                        .loanDuplicateRequest, .loanDates, .swapSelf]

    @Test func checkAgreesWithTheNaiveModelOnThousandsOfHistories() {
        var failures = 0
        var seen = [String: Int]()
        for seed in UInt64(1)...3000 {
            let history = Self.generate(seed: seed)
            var content = LoadedContent()
            content.files = history.files
            guard let (library, parse) = try? RecordParser().parse(content) else { Issue.record("seed \(seed): unreadable"); continue }
            let result = LibraryChecker(root: .init(fileURLWithPath: "/"), asOf: Self.base.adding(170)).validate(library, parseDiagnostics: parse)
            guard !result.diagnostics.contains(where: { $0.rule.rawValue.hasPrefix("parse.") || $0.rule.rawValue.hasPrefix("field.") }) else {
                Issue.record("seed \(seed): the generator wrote an unreadable file")
                continue
            }
            // swap.not-owner is compared only for accepted swaps (pending ones are judged on the day, not replayed here).
            let pendingFiles = Set(history.swaps.filter { !$0.accepted }.map { "content/swaps/\($0.id).json" })
            let actual = Set(result.diagnostics.filter { Self.compared.contains($0.rule) || ($0.rule == .swapNotOwner && !pendingFiles.contains($0.file)) }
                .map { "\($0.rule.rawValue) \($0.file)" })
            let expected = Self.reference(history)
            for entry in expected { seen[String(entry.prefix(while: { $0 != " " })), default: 0] += 1 }
            if actual != expected {
                failures += 1
                if failures <= 3 {
                    Issue.record("seed \(seed): check and the reference model disagree\n  only check: \(actual.subtracting(expected).sorted())\n  only reference: \(expected.subtracting(actual).sorted())\n  files:\n\(history.files.map { "    \($0.path): \($0.text ?? "")" }.joined(separator: "\n"))")
                }
            }
        }
        #expect(failures == 0, "\(failures) of 3000 histories disagree (first seeds above)")
        // The histories exercise every compared rule many times, so agreement means something.
        for rule in Self.compared.map(\.rawValue).sorted() {
            #expect(seen[rule, default: 0] >= 50, "only \(seen[rule, default: 0]) expected \(rule) diagnostics in 3000 histories")
        }
    }

    /// Everything the ledger recorded, in order, as text: what a patched ledger must equal.
    static func describe(_ ledger: Ledger) -> String {
        var lines = ledger.lendings.map { "lending \($0.loan) \($0.owner) \($0.conflicts) \($0.heldCount) \($0.held)" }
        lines += ledger.moves.map { "move \($0.swap) \($0.book.value) \($0.giver) \($0.receiver) \($0.ownerBefore) \($0.out)" }
        lines += ledger.ownersAfterSwaps.sorted { $0.key < $1.key }.map { "owner \($0.key) \($0.value)" }
        lines += ledger.waitingLists.sorted { $0.key < $1.key }.map { "waiting \($0.key) \($0.value)" }
        return lines.joined(separator: "\n")
    }

    /// A ledger brought up to date after a few loans were rewritten in place (`serve`'s path)
    /// records exactly what a replay of the whole history does, and the state's loans per book
    /// and per borrower are those a full index gives: on random histories, each loan
    /// rewritten (another book, another borrower, lent, returned, lost, requested or void, other
    /// days) one after another, each step patched from the last.
    @Test func aPatchedLedgerIsTheWholeReplay() throws {
        var patched = 0
        for seed in UInt64(1)...1500 {
            let history = Self.generate(seed: seed)
            guard history.loans.count >= 2 else { continue }
            var content = LoadedContent()
            content.files = history.files
            var (library, _) = try RecordParser().parse(content)
            var ledger = Ledger(library)
            var random = Random(state: seed &* 7919)
            for step in 1...4 {
                var next = library
                for _ in 0...random.int(0...1) {
                    // Now and then a book is rewritten instead: retitled, or given to another owner.
                    if random.chance(15) {
                        let old = next.books[random.int(0...next.books.count - 1)]
                        let owner = random.chance(50) ? old.owner.value : (history.members.map(\.id) + ["library"])[random.int(0...history.members.count)]
                        let text = "---\ntitle: \(old.id) again\nauthor: A\nowner: \(owner)\nadded: \(old.added)\n---\n"
                        guard case .book(let new)? = RecordParser.decode(SourceFile(kind: .book, path: old.file, id: old.id, text: text)).record else {
                            Issue.record("seed \(seed): unreadable \(text)"); continue
                        }
                        let replaced = next.replace(.book(old), with: .book(new))
                        #expect(replaced)
                        continue
                    }
                    let old = next.loans[random.int(0...next.loans.count - 1)]
                    // Now and then a book or borrower no record has (the loan is then not replayed,
                    // or the whole history is).
                    let book = random.chance(10) ? "no-such-book" : history.books[random.int(0...history.books.count - 1)].id
                    let borrower = random.chance(8) ? "nobody" : history.members[random.int(0...history.members.count - 1)].id
                    let lent = random.int(0...45)
                    let text: String
                    switch random.int(0...4) {
                    case 0: text = "{\"book\": \"\(book)\", \"borrower\": \"\(borrower)\", \"status\": \"lent\", \"lent\": \"\(Self.day(lent))\"}"
                    case 1: text = "{\"book\": \"\(book)\", \"borrower\": \"\(borrower)\", \"status\": \"returned\", \"lent\": \"\(Self.day(lent))\", \"returned\": \"\(Self.day(lent + random.int(0...20)))\"}"
                    case 2: text = "{\"book\": \"\(book)\", \"borrower\": \"\(borrower)\", \"status\": \"lost\", \"lent\": \"\(Self.day(lent))\", \"lost\": \"\(Self.day(lent + random.int(0...10)))\"}"
                    case 3: text = "{\"book\": \"\(book)\", \"borrower\": \"\(borrower)\", \"status\": \"requested\", \"requested\": \"\(Self.day(lent))\"}"
                    default: text = "{\"book\": \"\(book)\", \"borrower\": \"\(borrower)\", \"status\": \"void\", \"lent\": \"\(Self.day(lent))\", \"voided\": \"\(Self.day(lent))\", \"note\": \"a mistake\"}"
                    }
                    let decoded = RecordParser.decode(SourceFile(kind: .loan, path: old.file, id: old.id, text: text))
                    guard case .loan(let new)? = decoded.record else { Issue.record("seed \(seed): unreadable \(text)"); continue }
                    let replaced = next.replace(.loan(old), with: .loan(new))
                    #expect(replaced)
                }
                let whole = Ledger(next)
                let bySteps = Ledger(next, after: (ledger, library))
                #expect(Self.describe(bySteps) == Self.describe(whole), "seed \(seed), step \(step)")
                // The state's loans per book and per borrower, patched the same way.
                let state = LibraryState(library: next, ledger: bySteps, asOf: Self.base, after: LibraryState(library: library, ledger: ledger, asOf: Self.base))
                let wholeState = LibraryState(library: next, ledger: whole, asOf: Self.base)
                let ids = Set(next.loans.flatMap { [$0.book.value, $0.borrower.value] } + next.books.map(\.id) + next.members.map(\.id)).sorted()
                #expect(ids.map { "\($0) \(state.loans(of: $0).map(\.id)) \(state.loans(by: $0).map(\.id))" }
                    == ids.map { "\($0) \(wholeState.loans(of: $0).map(\.id)) \(wholeState.loans(by: $0).map(\.id))" }, "seed \(seed), step \(step)")
                patched += 1
                (library, ledger) = (next, bySteps)
            }
        }
        #expect(patched > 2000)
    }

    /// A loan's record written at random: lent (now and then without its day; renewed, with an agreed `due` or an `override`
    /// now and then), returned, lost, requested (and later lent), rejected, cancelled or void.
    static func randomLoan(book: String, borrower: String, _ random: inout Random) -> String {
        let lent = random.int(0...60)
        var fields = ["\"book\": \"\(book)\"", "\"borrower\": \"\(borrower)\""]
        if random.chance(40) { fields.append("\"requested\": \"\(day(max(0, lent - random.int(0...6))))\"") }
        func renewed() {
            guard random.chance(40) else { return }
            let renewals = (0...random.int(0...1)).map { day(lent + 4 + 14 * $0 + random.int(0...20)) }
            fields.append("\"renewals\": [" + renewals.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        }
        switch random.int(0...9) {
        case 0...2:
            // Now and then without its `lent` day (`loan.status`).
            fields += ["\"status\": \"lent\""] + (random.chance(8) ? [] : ["\"lent\": \"\(day(lent))\""])
            renewed()
            if random.chance(15) { fields.append("\"due\": \"\(day(lent + random.int(5...40)))\"") }
            if random.chance(15) { fields.append("\"override\": \"agreed\"") }
        case 3...4:
            fields += ["\"status\": \"returned\"", "\"lent\": \"\(day(lent))\"", "\"returned\": \"\(day(lent + random.int(0...30)))\""]
            renewed()
        case 5:
            fields += ["\"status\": \"lost\"", "\"lent\": \"\(day(lent))\"", "\"lost\": \"\(day(lent + random.int(0...10)))\""]
        case 6...7:
            fields = Array(fields.prefix(2)) + ["\"status\": \"requested\"", "\"requested\": \"\(day(lent))\""]
        case 8:
            fields = Array(fields.prefix(2)) + ["\"status\": \"\(random.chance(50) ? "rejected" : "cancelled")\"", "\"requested\": \"\(day(lent))\"",
                                                "\"note\": \"no\""]
        default:
            fields += ["\"status\": \"void\"", "\"lent\": \"\(day(lent))\"", "\"voided\": \"\(day(lent))\"", "\"note\": \"a mistake\""]
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// After a few loans were rewritten in place, a check given the last one (`serve`'s path)
    /// judges only the loans of their books and borrowers with the loan rules and keeps every
    /// other loan's diagnostics: its diagnostics must be those of a whole check, line for line,
    /// and the books' states worked out again only for the books the change can have moved
    /// (`LibraryState.states(on:after:)`) those worked out for every book.
    /// Random libraries of 8 books, 6 members and 40 loans under a strict policy (two loans at
    /// most, one renewal, overdue loans block, holds expire), loans (and now and then a book:
    /// title, owner, day added) rewritten one after another, each step checked from the last.
    @Test func loanRulesJudgingWhatARewriteTouchedGiveTheWholeCheck() throws {
        var (steps, scoped, kept, patchedStates) = (0, 0, 0, 0)
        var seen = Set<RuleID>()
        for seed in UInt64(1)...200 {
            var random = Random(state: seed &* 104_729)
            let members = (0..<6).map { "m\($0)" }, books = (0..<8).map { "b\($0)" }
            var files = [SourceFile(kind: .library, path: "content/library.json", id: "library", text:
                #"{"name": "D", "policy": {"max_active_loans": 2, "max_renewals": 1, "loan_days": 7, "grace_days": 1, "block_overdue": true, "hold_days": 3}}"#)]
            for member in members {
                let left = random.chance(15) ? ", \"left\": \"\(Self.day(random.int(20...70)))\"" : ""
                files.append(SourceFile(kind: .member, path: "content/members/\(member).json", id: member,
                                        text: "{\"name\": \"\(member)\", \"joined\": \"\(Self.day(random.chance(80) ? 0 : random.int(0...20)))\"\(left)}"))
            }
            func bookText(_ book: String) -> String {
                let owner = (members + ["library"])[random.int(0...members.count)]
                return "---\ntitle: \(book) \(random.int(0...9))\nauthor: A\nowner: \(owner)\nadded: \(Self.day(random.chance(85) ? 0 : random.int(0...15)))\n---\n"
            }
            for book in books {
                files.append(SourceFile(kind: .book, path: "content/books/\(book).md", id: book, text: bookText(book)))
            }
            files.append(SourceFile(kind: .swap, path: "content/swaps/s0.json", id: "s0", text:
                "{\"date\": \"\(Self.day(random.int(1...40)))\", \"status\": \"accepted\", \"from\": \"library\", \"to\": \"m0\", \"gives\": [\"b0\"], \"takes\": []}"))
            func pick(_ ids: [String]) -> String { random.chance(4) ? "nobody" : ids[random.int(0...ids.count - 1)] }
            for index in 0..<40 {
                let id = String(format: "l%02d", index)
                files.append(SourceFile(kind: .loan, path: "content/loans/\(id).json", id: id,
                                        text: Self.randomLoan(book: pick(books), borrower: pick(members), &random)))
            }
            var content = LoadedContent()
            content.files = files.sorted { $0.path < $1.path }
            var (library, parse) = try RecordParser().parse(content)
            let asOf = Self.base.adding(random.int(30...90))
            var checker = LibraryChecker(root: .init(fileURLWithPath: "/"), asOf: asOf)
            var last = checker.validate(library, parseDiagnostics: parse)
            var lastStates = last.state.states(on: asOf)
            for step in 1...6 {
                var next = library
                for _ in 0...random.int(0...1) {
                    // Now and then a book is rewritten instead: another title, owner or day added.
                    if random.chance(20) {
                        let old = next.books[random.int(0...next.books.count - 1)]
                        let decoded = RecordParser.decode(SourceFile(kind: .book, path: old.file, id: old.id, text: bookText(old.id)))
                        guard case .book(let new)? = decoded.record else { Issue.record("seed \(seed): unreadable book"); continue }
                        let replaced = next.replace(.book(old), with: .book(new))
                        #expect(replaced)
                        continue
                    }
                    let old = next.loans[random.int(0...next.loans.count - 1)]
                    let decoded = RecordParser.decode(SourceFile(kind: .loan, path: old.file, id: old.id,
                                                                 text: Self.randomLoan(book: pick(books), borrower: pick(members), &random)))
                    guard case .loan(let new)? = decoded.record else { Issue.record("seed \(seed): unreadable loan"); continue }
                    let replaced = next.replace(.loan(old), with: .loan(new))
                    #expect(replaced)
                    parse.removeAll { $0.file == old.file }
                    parse += decoded.diagnostics
                }
                checker.previous = last
                let judged = LibraryChecker.loansToJudge(LibraryState(library: next, ledger: Ledger(next), asOf: asOf), after: last)
                let bySteps = checker.validate(next, parseDiagnostics: parse)
                let whole = LibraryChecker(root: .init(fileURLWithPath: "/"), asOf: asOf).validate(next, parseDiagnostics: parse)
                #expect(bySteps.diagnostics.map(\.textLine) == whole.diagnostics.map(\.textLine), "seed \(seed), step \(step)")
                // Every book's state, worked out again only for the books the change can have moved.
                let states = bySteps.state.states(on: asOf, after: (last.state, lastStates))
                #expect(states.states == whole.state.states(on: asOf), "seed \(seed), step \(step): book states")
                if let touched = states.touched, touched.count < next.books.count { patchedStates += 1 }
                lastStates = states.states
                if let judged, judged.count < next.loans.count {
                    scoped += 1
                    kept += whole.diagnostics.filter { diagnostic in !judged.contains { next.loans[$0].file == diagnostic.file } && diagnostic.file.hasPrefix("content/loans/") }.count
                }
                steps += 1
                seen.formUnion(whole.diagnostics.map(\.rule))
                (library, last) = (next, bySteps)
            }
        }
        // Most steps judge only part of the loans, and keep many diagnostics of the others.
        #expect(scoped > steps * 3 / 4, "only \(scoped) of \(steps) steps judged part of the loans")
        #expect(kept > 2000, "only \(kept) diagnostics kept from the last check")
        #expect(patchedStates > steps / 2, "only \(patchedStates) of \(steps) steps worked out part of the books' states")
        // Every loan rule found something, so agreement means something.
        let loanRules = Set(Rules.all.filter { $0 is any LoanRule }.map(\.id))
        #expect(loanRules.subtracting(seen).isEmpty, "no diagnostics of \(loanRules.subtracting(seen).map(\.rawValue).sorted())")
    }

    /// `report overdue` lists exactly the loans `check` flags `loan.overdue`, and `report due`
    /// none of them, on the same random histories (void and broken loans included), on several days.
    @Test func theOverdueReportListsExactlyWhatCheckFlags() {
        var compared = 0
        for seed in UInt64(1)...1000 {
            let history = Self.generate(seed: seed)
            var content = LoadedContent()
            content.files = history.files
            guard let (library, parse) = try? RecordParser().parse(content) else { Issue.record("seed \(seed): unreadable"); continue }
            for offset in [10, 30, 60] {
                let result = LibraryChecker(root: .init(fileURLWithPath: "/"), asOf: Self.base.adding(offset)).validate(library, parseDiagnostics: parse)
                let flagged = Set(result.diagnostics.filter { $0.rule == .loanOverdue }.map(\.file))
                let report = ReportBuilder(result)
                let listed = Set(report.overdue().map(\.loan.file))
                #expect(listed == flagged, "seed \(seed), as of +\(offset)")
                #expect(Set(report.dueSoon(within: 1000).map(\.loan.file)).isDisjoint(with: flagged), "seed \(seed)")
                compared += flagged.count
            }
        }
        #expect(compared >= 500, "only \(compared) overdue loans compared")
    }
}
