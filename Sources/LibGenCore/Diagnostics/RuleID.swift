/// Every rule `libgen check` enforces, in one place. The raw values are public
/// interface (FORMAT.md): users filter CI output and annotations by them.
package enum RuleID: String, CaseIterable, Sendable, Comparable {
    case parseJSON = "parse.json"
    case parseFrontMatter = "parse.front-matter"
    case parseEncoding = "parse.encoding"
    case fileUnexpected = "file.unexpected"
    case fileSymlink = "file.symlink"
    case fieldMissing = "field.missing"
    case fieldType = "field.type"
    case fieldValue = "field.value"
    case fieldUnknown = "field.unknown"
    case fieldConflict = "field.conflict"
    case dateInvalid = "date.invalid"
    case idInvalid = "id.invalid"
    case idDuplicate = "id.duplicate"
    case refUnknown = "ref.unknown"
    case isbnInvalid = "isbn.invalid"
    case memberBlock = "member.block"
    case memberDates = "member.dates"
    case bookCover = "book.cover"
    case bookDates = "book.dates"
    case loanStatus = "loan.status"
    case loanDates = "loan.dates"
    case loanFuture = "loan.future"
    case loanOwnBook = "loan.own-book"
    case loanNotMember = "loan.not-member"
    case loanBookUnavailable = "loan.book-unavailable"
    case loanDoubleLend = "loan.double-lend"
    case loanMaxActive = "loan.max-active"
    case loanRenewals = "loan.renewals"
    case loanDuePolicy = "loan.due-policy"
    case loanQueueJump = "loan.queue-jump"
    case loanOverdue = "loan.overdue"
    case loanDuplicateRequest = "loan.duplicate-request"
    case loanRenewWaiting = "loan.renew-waiting"
    case loanBlocked = "loan.blocked"
    case loanHoldExpired = "loan.hold-expired"
    case bookOwnerLeft = "book.owner-left"
    case privacyContactInRepo = "privacy.contact-in-repo"
    case privacyContactLike = "privacy.contact-like"
    case librarianLeft = "librarian.left"
    case loanRenewLate = "loan.renew-late"
    case swapSelf = "swap.self"
    case swapEmpty = "swap.empty"
    case swapDuplicateBook = "swap.duplicate-book"
    case swapNotMember = "swap.not-member"
    case swapNotOwner = "swap.not-owner"
    case swapOnLoan = "swap.on-loan"
    case swapOwnerMismatch = "swap.owner-mismatch"
    case swapBookUnavailable = "swap.book-unavailable"
    case historyDeleted = "history.deleted"
    case historyRewritten = "history.rewritten"
    case historyStatus = "history.status"
    case historyAccess = "history.access"

    /// The default severity (FORMAT.md's "sev." column). `loan.overdue` can be
    /// raised to an error or hidden with `--overdue`.
    var severity: Severity {
        switch self {
        case .fileUnexpected, .fieldUnknown, .loanDuePolicy, .loanQueueJump, .loanOverdue, .loanRenewWaiting, .loanHoldExpired, .bookOwnerLeft,
             .privacyContactLike, .librarianLeft, .loanRenewLate, .historyAccess:
            return .warning
        default: return .error
        }
    }

    package static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
