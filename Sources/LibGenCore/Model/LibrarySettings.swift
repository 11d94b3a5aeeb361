/// `content/library.json`: the library itself, its policy and privacy settings.
package struct LibrarySettings: Sendable {
    package struct Society: Sendable {
        package var name: String?
        package var address: String?
        package var city: String?
        package var blocks: [String]?
    }

    package static let path = "content/library.json"

    package var name: String
    package var description: String?
    package var society: Society?
    package var baseURL: String?
    package var repoURL: String?
    package var repoBranch = "main"
    package var timeZone = "UTC"
    package var language = "en"
    package var policy = Policy()
    package var privacy = Privacy()
    package var reminders = ReminderSettings()
    /// Members who may record loans, returns and swaps for others.
    package var librarians: [Located<String>] = []
    package var record: DecodedRecord

    /// Settings with every default, used when `library.json` cannot be read.
    package init(name: String, record: DecodedRecord = DecodedRecord(location: .start)) {
        self.name = name
        self.record = record
    }

    init(_ record: DecodedRecord) {
        self.init(name: record.string("name")?.value ?? "Library", record: record)
        description = record.string("description")?.value
        if let society = record.object("society") {
            self.society = Society(name: society.string("name")?.value, address: society.string("address")?.value,
                                   city: society.string("city")?.value, blocks: society.strings("blocks")?.map(\.value))
        }
        baseURL = record.string("base_url")?.value
        repoURL = record.string("repo_url")?.value
        repoBranch = record.string("repo_branch")?.value ?? repoBranch
        timeZone = record.string("timezone")?.value ?? timeZone
        language = record.string("language")?.value ?? language
        if let policy = record.object("policy") {
            self.policy.loanDays = policy.integer("loan_days") ?? self.policy.loanDays
            self.policy.renewalDays = policy.integer("renewal_days") ?? self.policy.loanDays
            self.policy.maxRenewals = policy.integer("max_renewals") ?? self.policy.maxRenewals
            self.policy.maxActiveLoans = policy.integer("max_active_loans") ?? self.policy.maxActiveLoans
            self.policy.reminderDays = policy.integer("reminder_days") ?? self.policy.reminderDays
            self.policy.graceDays = policy.integer("grace_days") ?? self.policy.graceDays
            let ranges = policy.list("closed")?.compactMap { field -> ClosedRange<Day>? in
                if case .closedRange(let range) = field.value { return range }
                return nil
            }
            self.policy.closed = ClosedDays(ranges ?? [])
            if let text = policy.string("renew_from")?.value, let renewFrom = Policy.RenewFrom(rawValue: text) { self.policy.renewFrom = renewFrom }
            self.policy.blockOverdue = policy.bool("block_overdue") ?? false
            self.policy.holdDays = policy.integer("hold_days")
        }
        if let reminders = record.object("reminders") {
            self.reminders.from = reminders.string("from")?.value
            self.reminders.overdueEveryDays = reminders.integer("overdue_every_days") ?? self.reminders.overdueEveryDays
        }
        librarians = record.strings("librarians") ?? []
        if let privacy = record.object("privacy") {
            self.privacy.showBorrowers = privacy.bool("show_borrowers") ?? self.privacy.showBorrowers
            self.privacy.showOwners = privacy.bool("show_owners") ?? self.privacy.showOwners
            self.privacy.publishReports = privacy.bool("publish_reports") ?? self.privacy.publishReports
            self.privacy.publicRepository = privacy.bool("public_repository") ?? self.privacy.publicRepository
        }
    }
}
