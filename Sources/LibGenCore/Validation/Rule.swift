/// What a rule that reads only the records sees (`RecordRule`): the decoded library, the as-of
/// day and the loans judged — not the replayed ledger, so such rules run while it is replayed.
struct RecordsContext: Sendable {
    /// Stored rather than computed: a rule reads them once per record.
    let library: Library
    let asOf: Day
    let policy: Policy
    /// The places of the loans the loan rules (`LoanRule`) judge, in order: every loan, or
    /// (`serve`, after a few loans were rewritten) only those the change can have touched.
    let loanIndices: [Int]
    /// The same as a mask by place; nil when every loan is judged.
    private let judged: [Bool]?

    init(library: Library, asOf: Day, judging loans: [Int]? = nil) {
        self.library = library
        self.asOf = asOf
        policy = library.settings.policy
        loanIndices = loans ?? Array(library.loans.indices)
        judged = loans.map { loans in
            var mask = [Bool](repeating: false, count: library.loans.count)
            for index in loans { mask[index] = true }
            return mask
        }
    }

    /// The loans of `loanIndices`, in order.
    var judgedLoans: LazyMapSequence<[Int], Loan> { loanIndices.lazy.map { library.loans[$0] } }

    /// Does a loan rule judge the loan at `index` (`loanIndices`)?
    func judges(loan index: Int) -> Bool { judged?[index] ?? true }

    /// `"Dune" (dune)`, or the id alone when the book is unknown.
    func describe(book id: String) -> String {
        library.book(id).map { "\"\($0.title)\" (\(id))" } ?? id
    }

    /// `Ravi Iyer (ravi)`, `the library`, or the id alone when unknown.
    func describe(party id: String) -> String {
        if id == Library.libraryID { return "the library" }
        return library.member(id).map { "\($0.name) (\(id))" } ?? id
    }
}

/// What every rule sees: the resolved state (the decoded library, its replayed ledger and
/// the as-of day). Rules never read the clock or the disk.
struct ValidationContext: Sendable {
    let state: LibraryState
    /// The state's parts, stored rather than computed: a computed property would copy the whole
    /// library (retaining each of its arrays) every time a rule read it.
    let library: Library
    let ledger: Ledger
    let asOf: Day
    let policy: Policy
    let loanIndices: [Int]
    /// What the rules that read only the records see of it.
    let records: RecordsContext

    init(state: LibraryState, judging loans: [Int]? = nil) {
        self.state = state
        ledger = state.ledger
        records = RecordsContext(library: state.library, asOf: state.asOf, judging: loans)
        (library, asOf, policy, loanIndices) = (records.library, records.asOf, records.policy, records.loanIndices)
    }

    var judgedLoans: LazyMapSequence<[Int], Loan> { records.judgedLoans }
    func judges(loan index: Int) -> Bool { records.judges(loan: index) }
    func describe(book id: String) -> String { records.describe(book: id) }
    func describe(party id: String) -> String { records.describe(party: id) }
}

/// A validation rule: one invariant of FORMAT.md, checked over the whole library.
protocol Rule: Sendable {
    /// The rule id its diagnostics carry.
    var id: RuleID { get }
    func check(_ context: ValidationContext) -> [Diagnostic]
    /// Does the rule take long (it walks every loan with its book's queue or owners)? Such rules
    /// are started first, so that the last rule to end is a short one: started in `Rules.all`'s
    /// order, `loan.renew-waiting` ran alone for its last 27 ms of a warm check at 10,000 books.
    /// Only the order they start in: diagnostics keep `Rules.all`'s order.
    var takesLong: Bool { get }
    /// Does the rule judge by the library's settings (its policy, librarians, closed days)? Such
    /// rules do not run while `content/library.json` cannot be read: judged on default settings
    /// the library never chose, one broken file would raise errors about loans that have none.
    var readsSettings: Bool { get }
}

extension Rule {
    var takesLong: Bool { false }
    var readsSettings: Bool { false }
}

/// A rule each of whose diagnostics is about one loan, on that loan's file, and depends only
/// on that loan, the loans of its book and of its borrower (and what the ledger and the state
/// make of them), the books', members' and swaps' records, the settings and the as-of day.
/// It judges only the loans of `context.loanIndices`: after a few loans were rewritten
/// (`serve`), those of their books and borrowers, every other loan's diagnostics being kept
/// (`LibraryChecker.loansToJudge`).
protocol LoanRule: Rule {}

/// A rule that reads only the records (`RecordsContext`), never the ledger or the state: a
/// check runs these while the history is replayed, on the core the replay leaves idle.
protocol RecordRule: Rule {
    func check(_ context: RecordsContext) -> [Diagnostic]
}

extension RecordRule {
    func check(_ context: ValidationContext) -> [Diagnostic] { check(context.records) }
}

/// Every validation rule, in one place (parse-stage rules — `parse.*`, `field.*`,
/// `date.invalid`, `id.*`, `isbn.invalid`, `file.*` — are raised while loading).
enum Rules {
    static let all: [any Rule] = [
        ReferenceRule(),
        DuplicateIssueRule(),
        MemberBlockRule(),
        MemberDatesRule(),
        BookCoverRule(),
        BookDatesRule(),
        LoanStatusRule(),
        LoanDatesRule(),
        LoanFutureRule(),
        LoanOwnBookRule(),
        LoanNotMemberRule(),
        LoanBookUnavailableRule(),
        DoubleLendRule(),
        MaxActiveRule(),
        RenewalsRule(),
        DuePolicyRule(),
        QueueJumpRule(),
        OverdueRule(),
        DuplicateRequestRule(),
        RenewWaitingRule(),
        LoanBlockedRule(),
        HoldExpiredRule(),
        BookOwnerLeftRule(),
        RenewLateRule(),
        LibrarianLeftRule(),
        ContactInRepoRule(),
        ContactLikeRule(),
        MemberGitHubRule(),
        SwapSelfRule(),
        SwapEmptyRule(),
        SwapDuplicateBookRule(),
        SwapNotMemberRule(),
        SwapNotOwnerRule(),
        SwapOnLoanRule(),
        SwapOwnerMismatchRule(),
        SwapBookUnavailableRule(),
    ]
}
