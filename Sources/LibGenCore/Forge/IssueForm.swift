import LibGenSupport

/// The GitHub issue forms `libgen init` writes (`.github/ISSUE_TEMPLATE/`), and
/// how `libgen intake` reads an issue opened from one. The field ids are stable
/// public interface: links pre-fill them (`issues/new?template=borrow.yml&book=dune`).
/// Each form's first heading is unique, so the rendered body says which form it came from.
package enum IssueForm: String, CaseIterable, Sendable {
    case borrow
    case `return`
    case renew
    case lentOut = "lent-out"
    case cancel

    /// One input of a form.
    package struct Field: Sendable {
        package var id: String
        package var label: String
        var description: String
        var required: Bool
        var multiline = false
    }

    package var fileName: String { "\(rawValue).yml" }

    var name: String {
        switch self {
        case .borrow: return "Borrow a book"
        case .return: return "I returned a book"
        case .renew: return "Renew a loan"
        case .lentOut: return "I lent my book"
        case .cancel: return "Cancel a request"
        }
    }

    var summary: String {
        switch self {
        case .borrow: return "Ask for a book from the catalogue; you join its waiting list if it is out."
        case .return: return "Tell the library a book you borrowed is back with its owner."
        case .renew: return "Ask for more time with a book you have."
        case .lentOut: return "Record that you handed one of your books to a member."
        case .cancel: return "Withdraw a request you made for a book."
        }
    }

    var titlePrefix: String {
        switch self {
        case .borrow: return "Borrow: "
        case .return: return "Returned: "
        case .renew: return "Renew: "
        case .lentOut: return "Lent: "
        case .cancel: return "Cancel: "
        }
    }

    static let bookHelp = "The book's id (the last part of its page address), its title or its ISBN."
    static let memberHelp = "A member's id, GitHub login or name."

    package var fields: [Field] {
        switch self {
        case .borrow:
            return [Field(id: "book", label: "Book to borrow", description: Self.bookHelp, required: true),
                    Field(id: "member", label: "For another member (librarians only)", description: "Leave empty to ask for yourself. " + Self.memberHelp, required: false),
                    Field(id: "note", label: "Note", description: "Anything the owner should know (optional).", required: false, multiline: true)]
        case .return:
            return [Field(id: "book", label: "Book returned", description: Self.bookHelp, required: true),
                    Field(id: "member", label: "Returned by (if not you)", description: "Owners and librarians may record a return for the borrower. " + Self.memberHelp, required: false)]
        case .renew:
            return [Field(id: "book", label: "Book to renew", description: Self.bookHelp, required: true),
                    Field(id: "member", label: "Borrowed by (if not you)", description: "Owners and librarians may renew for the borrower. " + Self.memberHelp, required: false)]
        case .lentOut:
            return [Field(id: "book", label: "Book you lent", description: Self.bookHelp, required: true),
                    Field(id: "borrower", label: "Lent to", description: Self.memberHelp, required: true),
                    Field(id: "note", label: "Note", description: "Anything worth keeping with the loan (optional).", required: false, multiline: true)]
        case .cancel:
            return [Field(id: "book", label: "Request to cancel", description: Self.bookHelp, required: true),
                    Field(id: "member", label: "Asked by (librarians only)", description: "Leave empty to cancel your own request. " + Self.memberHelp, required: false)]
        }
    }

    /// The issue form's YAML (GitHub's issue-form syntax); `rules` is what the library's
    /// settings say of lending (the members' README says the same).
    package func yaml(rules: LendingRules = LendingRules()) -> String {
        var text = """
        name: \(JSONWriter.quote(name))
        description: \(JSONWriter.quote(summary))
        title: \(JSONWriter.quote(titlePrefix))
        labels: ["\(rawValue)"]
        body:
          - type: markdown
            attributes:
              value: |
                \(intro)

                \(rules.text(for: self))

        """
        for field in fields {
            text += """
              - type: \(field.multiline ? "textarea" : "input")
                id: \(field.id)
                attributes:
                  label: \(JSONWriter.quote(field.label))
                  description: \(JSONWriter.quote(field.description))
                validations:
                  required: \(field.required)

            """
        }
        return text
    }

    private var intro: String {
        switch self {
        case .borrow: return "Find the book in the catalogue and ask for it here. The library answers on this issue: when the book is yours to collect, or your place in the queue."
        case .return: return "Handed a book back to its owner? Tell the library here, so the next member in the queue can have it."
        case .renew: return "Need more time? A loan can be renewed while nobody is waiting for the book and the renewal limit is not reached."
        case .lentOut: return "Lent one of your own books to a member without a request? Record it here, so the catalogue shows it as on loan."
        case .cancel: return "Changed your mind? Withdraw your request here (or comment `/cancel` on your borrow issue); the next member in the queue moves up."
        }
    }

    /// `config.yml` of the issue-template folder: blank issues stay possible (questions),
    /// and a link to the catalogue when the site's address is known.
    package static func configYAML(catalogue: String?) -> String {
        var text = "blank_issues_enabled: true\n"
        if let catalogue {
            text += "contact_links:\n  - name: The catalogue\n    url: \(catalogue)\n    about: Browse the books and see what is available before you ask.\n"
        }
        return text
    }

    /// The form an issue came from: the heading of its first field, else its label. Never the
    /// title alone: a question titled "Renew: …" is not a request.
    package static func detect(headings: Set<String>, labels: [String], title: String) -> IssueForm? {
        if let form = allCases.first(where: { headings.contains($0.fields[0].label) }) { return form }
        return allCases.first { labels.contains($0.rawValue) }
    }
}

/// The lending rules in words, from the library's settings: what the forms and the members'
/// README tell members (loan period, renewals, the book limit, where books change hands, and
/// what others can see).
package struct LendingRules: Sendable {
    package var loanDays = 14
    package var renewalDays = 14
    package var maxRenewals = 1
    package var maxActiveLoans = 3
    package var holdDays: Int?
    package var showBorrowers = false

    package init() {}

    package init(_ settings: LibrarySettings) {
        loanDays = settings.policy.loanDays
        renewalDays = settings.policy.renewalDays
        maxRenewals = settings.policy.maxRenewals
        maxActiveLoans = settings.policy.maxActiveLoans
        holdDays = settings.policy.holdDays
        showBorrowers = settings.privacy.showBorrowers
    }

    /// The loan terms in one paragraph.
    package var terms: String {
        var text = "A loan is for \(counted(loanDays, "day"))"
        switch maxRenewals {
        case 0: text += " and cannot be renewed"
        case 1: text += " and can be renewed once, for \(counted(renewalDays, "day")) more"
        default: text += " and can be renewed \(counted(maxRenewals, "time")), \(counted(renewalDays, "day")) each"
        }
        // A renewal while another member waits is recorded (the librarians are told: a warning,
        // `loan.renew-waiting`), so the terms ask rather than promise a refusal.
        if maxRenewals > 0 { text += " (please do not renew a book another member is waiting for)" }
        text += "; a member may hold \(counted(maxActiveLoans, "book")) at once."
        text += " You collect a book from its owner (the book's page names them) and give it back to them"
        text += holdDays.map { "; once it is your turn, collect it within \(counted($0, "day"))." } ?? "."
        return text
    }

    /// What others can see, on a form.
    package var visibility: String { "This issue is public: anyone can read it. " + catalogueVisibility }

    /// What the catalogue shows of loans and members.
    package var catalogueVisibility: String {
        "The catalogue shows whether a book is on loan and when it is due"
            + (showBorrowers ? ", and who has it." : ", never who has it.")
            + " Your e-mail address and phone number are never shown."
    }

    func text(for form: IssueForm) -> String {
        switch form {
        case .borrow, .renew, .lentOut: terms + " " + visibility
        case .return, .cancel: visibility
        }
    }
}
