/// `content/library.json`: the library itself, its policy and privacy settings.
package struct LibrarySettings: Sendable {
    package struct Society: Sendable {
        package var name: String?
        var address: String?
        package var city: String?
        var blocks: [String]?
    }

    package static let path = "content/library.json"

    /// The diagnostic saying `library.json` is no JSON, when there is one: the library's settings
    /// are then defaults it never chose, which no rule, edit or request is judged by.
    package static func unreadable(in diagnostics: [Diagnostic]) -> Diagnostic? {
        diagnostics.first { $0.rule == .parseJSON && $0.file == path }
    }

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
    package var forge = ForgeSettings()
    /// Members who may record loans, returns and swaps for others.
    package var librarians: [Located<String>] = []
    var record: DecodedRecord

    /// Settings with every default, used when `library.json` cannot be read.
    init(name: String, record: DecodedRecord = DecodedRecord(location: .start)) {
        self.name = name
        self.record = record
    }

    init(_ record: DecodedRecord) {
        self.init(name: record.string(LibraryField.name)?.value ?? "Library", record: record)
        description = record.string(LibraryField.description)?.value
        if let society = record.object(LibraryField.society) {
            self.society = Society(name: society.string(SocietyField.name)?.value, address: society.string(SocietyField.address)?.value,
                                   city: society.string(SocietyField.city)?.value, blocks: society.strings(SocietyField.blocks)?.map(\.value))
        }
        baseURL = record.string(LibraryField.baseURL)?.value
        repoURL = record.string(LibraryField.repoURL)?.value
        repoBranch = record.string(LibraryField.repoBranch)?.value ?? repoBranch
        timeZone = record.string(LibraryField.timezone)?.value ?? timeZone
        language = record.string(LibraryField.language)?.value ?? language
        if let policy = record.object(LibraryField.policy) {
            self.policy.loanDays = policy.integer(PolicyField.loanDays) ?? self.policy.loanDays
            self.policy.renewalDays = policy.integer(PolicyField.renewalDays) ?? self.policy.loanDays
            self.policy.maxRenewals = policy.integer(PolicyField.maxRenewals) ?? self.policy.maxRenewals
            self.policy.maxActiveLoans = policy.integer(PolicyField.maxActiveLoans) ?? self.policy.maxActiveLoans
            self.policy.reminderDays = policy.integer(PolicyField.reminderDays) ?? self.policy.reminderDays
            self.policy.graceDays = policy.integer(PolicyField.graceDays) ?? self.policy.graceDays
            let ranges = policy.list(PolicyField.closed)?.compactMap { field -> ClosedRange<Day>? in
                if case .closedRange(let range) = field.value { return range }
                return nil
            }
            self.policy.closed = ClosedDays(ranges ?? [])
            if let text = policy.string(PolicyField.renewFrom)?.value, let renewFrom = Policy.RenewFrom(rawValue: text) { self.policy.renewFrom = renewFrom }
            self.policy.blockOverdue = policy.bool(PolicyField.blockOverdue) ?? false
            self.policy.holdDays = policy.integer(PolicyField.holdDays)
        }
        if let reminders = record.object(LibraryField.reminders) {
            self.reminders.from = reminders.string(RemindersField.from)?.value
            self.reminders.overdueEveryDays = reminders.integer(RemindersField.overdueEveryDays) ?? self.reminders.overdueEveryDays
            self.reminders.owners = reminders.bool(RemindersField.owners) ?? self.reminders.owners
            self.reminders.escalateDays = reminders.integer(RemindersField.escalateDays) ?? self.reminders.escalateDays
        }
        if let forge = record.object(LibraryField.forge) {
            self.forge.direct = forge.bool(ForgeField.direct) ?? self.forge.direct
            if let desk = forge.object(ForgeField.desk) {
                self.forge.desk = ForgeSettings.Desk(email: desk.string(DeskField.email)?.value, whatsapp: desk.string(DeskField.whatsapp)?.value,
                                                     note: desk.string(DeskField.note)?.value)
            }
        }
        librarians = record.strings(LibraryField.librarians) ?? []
        if let privacy = record.object(LibraryField.privacy) {
            self.privacy.showBorrowers = privacy.bool(PrivacyField.showBorrowers) ?? self.privacy.showBorrowers
            self.privacy.showOwners = privacy.bool(PrivacyField.showOwners) ?? self.privacy.showOwners
            self.privacy.publishReports = privacy.bool(PrivacyField.publishReports) ?? self.privacy.publishReports
            self.privacy.publicRepository = privacy.bool(PrivacyField.publicRepository) ?? self.privacy.publicRepository
        }
    }
}
