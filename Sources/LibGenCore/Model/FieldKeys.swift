/// The field vocabulary: one key type per record kind. The schema (and through it the
/// decoder, the JSON Schemas and the docs), the model's reads and the `--base` history
/// comparison all name fields through these cases, so a field name is written once and a
/// typo does not compile. Snake-case names are the raw values.
package protocol FieldKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

enum LibraryField: String, FieldKey {
    case name, description, society
    case baseURL = "base_url", repoURL = "repo_url", repoBranch = "repo_branch"
    case timezone, language, policy, privacy, librarians, reminders, forge
}

enum SocietyField: String, FieldKey { case name, address, city, blocks }

enum ClosedRangeField: String, FieldKey { case from, to }

enum PolicyField: String, FieldKey {
    case loanDays = "loan_days", renewalDays = "renewal_days", maxRenewals = "max_renewals"
    case maxActiveLoans = "max_active_loans", reminderDays = "reminder_days", graceDays = "grace_days"
    case closed, renewFrom = "renew_from", blockOverdue = "block_overdue", holdDays = "hold_days"
}

enum PrivacyField: String, FieldKey {
    case showBorrowers = "show_borrowers", showOwners = "show_owners", publishReports = "publish_reports"
    case publicRepository = "public_repository"
}

enum RemindersField: String, FieldKey {
    case from, overdueEveryDays = "overdue_every_days", owners, escalateDays = "escalate_days"
}

enum ForgeField: String, FieldKey { case direct, desk }

enum DeskField: String, FieldKey { case email, whatsapp, note }

package enum ContactField: String, FieldKey {
    case email, phone, flat

    /// The same detail written in a member file (where a public repository forbids it).
    package var memberField: MemberField {
        switch self {
        case .email: .email
        case .phone: .phone
        case .flat: .flat
        }
    }
}

package enum MemberField: String, FieldKey {
    case name, displayName = "display_name", joined, left, block, flat, email, phone, github, note
}

enum BookField: String, FieldKey {
    case title, authors, author, owner, added, isbn, condition, genres, language, publisher, year, pages, cover, featured
    case withdrawn, withdrawnReason = "withdrawn_reason"
}

package enum LoanField: String, FieldKey {
    case book, borrower, status, requested, lent, renewals, due, returned, lost, voided, override, note, issue
    case requestedTime = "requested_time"

    /// The date fields: written but rejected, they still count as present for `loan.status`.
    static let dates: Set<LoanField> = [.requested, .lent, .renewals, .due, .returned, .lost, .voided]

    /// The loan field of each vocabulary code (`FieldVocabulary`): a loan's fields told apart
    /// without a string switch on each name (100,000 loans read from the parse cache on a warm check).
    static let byCode = FieldVocabulary.table(of: LoanField.self)
}

enum SwapField: String, FieldKey { case date, status, from, to, gives, takes, note }

enum PageField: String, FieldKey { case title }
