/// What every rule sees: the resolved state (the decoded library, its replayed ledger and
/// the as-of day). Rules never read the clock or the disk.
struct ValidationContext: Sendable {
    let state: LibraryState
    /// The state's parts, stored rather than computed: a rule reads them once per record, and a
    /// computed property would copy the whole library (retaining each of its arrays) every time.
    let library: Library
    let ledger: Ledger
    let asOf: Day
    let policy: Policy

    init(state: LibraryState) {
        self.state = state
        library = state.library
        ledger = state.ledger
        asOf = state.asOf
        policy = state.library.settings.policy
    }

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

/// A validation rule: one invariant of FORMAT.md, checked over the whole library.
protocol Rule: Sendable {
    /// The rule id its diagnostics carry.
    var id: RuleID { get }
    func check(_ context: ValidationContext) -> [Diagnostic]
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
