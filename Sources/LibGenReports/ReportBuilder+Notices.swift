import LibGenCore
import LibGenSupport

package extension ReportBuilder {
    /// Where a loan out stands on the as-of day, as a reminder says it.
    enum Stage: Equatable, Sendable {
        /// Due in this many days (within the window).
        case dueSoon(days: Int)
        case dueToday
        /// Past its due date but within `grace_days`: not overdue yet.
        case inGrace(days: Int)
        /// Overdue: the how-manieth notice, and days since the due date.
        case overdue(notice: Int, days: Int)

        /// `due in 2 days`, `due today`, `2nd overdue notice` …
        var phrase: String {
            switch self {
            case .dueSoon(let days): return days == 1 ? "due tomorrow" : "due in \(days) days"
            case .dueToday: return "due today"
            case .inGrace(let days): return "due \(counted(days, "day")) ago"
            case .overdue(let notice, _): return "\(Self.ordinal(notice)) overdue notice"
            }
        }

        static func ordinal(_ number: Int) -> String {
            let suffix: String
            switch (number % 10, number % 100) {
            case (_, 11...13): suffix = "th"
            case (1, _): suffix = "st"
            case (2, _): suffix = "nd"
            case (3, _): suffix = "rd"
            default: suffix = "th"
            }
            return "\(number)\(suffix)"
        }
    }

    /// What one member is reminded of on the as-of day.
    package struct Notice: Sendable {
        package struct LoanItem: Sendable {
            var loan: Loan
            var due: Day
            var stage: Stage
            /// Is today a day this stage sends a notice (see `notices`)?
            var isNoticeDay: Bool
            /// Renewals still possible (`renewalsLeft`), nil when none should be offered.
            var renewalsLeft: Int?
        }

        /// "Your turn": the member a book on the shelf is ready for (`LibraryState.readyFor`).
        package struct Turn: Sendable {
            var request: Loan
            var since: Day
            var collectBy: Day?
            var isNoticeDay: Bool
        }

        var member: String
        var loans: [LoanItem]
        var turns: [Turn]

        /// Does anything in it call for an e-mail today?
        var isDueToday: Bool { loans.contains(where: \.isNoticeDay) || turns.contains(where: \.isNoticeDay) }
    }

    /// Every member with a loan due within `within` days (default `reminder_days`),
    /// overdue or in grace, or a book ready for them, by name. A notice is *sent*
    /// (`libgen remind`) only on a stage's day: the due-soon notice when the due date
    /// is exactly `within` days away, due today, and an overdue notice on the first
    /// overdue day and every `reminders.overdue_every_days` after; "your turn" on
    /// the day the book is back. The message then lists everything the member has.
    func notices(within: Int? = nil) -> [Notice] {
        let window = within ?? policy.reminderDays
        let every = library.settings.reminders.overdueEveryDays
        var items = [String: [Notice.LoanItem]]()
        for (loan, dueState) in outLoans() {
            let stage: Stage
            let noticeDay: Bool
            switch dueState {
            case .overdue(let due, let days):
                let since = due.adding(policy.graceDays + 1).days(to: asOf)
                stage = .overdue(notice: since / every + 1, days: days)
                noticeDay = since % every == 0
            case .inGrace(_, let days): (stage, noticeDay) = (.inGrace(days: days), false)
            case .dueToday: (stage, noticeDay) = (.dueToday, true)
            case .dueLater(_, let left):
                guard left <= window else { continue }
                (stage, noticeDay) = (.dueSoon(days: left), left == window)
            }
            items[loan.borrower.value, default: []].append(Notice.LoanItem(loan: loan, due: dueState.due, stage: stage, isNoticeDay: noticeDay, renewalsLeft: renewalsLeft(loan)))
        }
        var turns = [String: [Notice.Turn]]()
        for book in library.books {
            guard let hold = state.readyFor(book, on: asOf) else { continue }
            turns[hold.member, default: []].append(Notice.Turn(request: hold.request, since: hold.since, collectBy: hold.collectBy(under: policy), isNoticeDay: hold.since == asOf))
        }
        let members = Set(items.keys).union(turns.keys)
        return members.map { id in
            let loans = (items[id] ?? []).sorted { ($0.due, $0.loan.id) < ($1.due, $1.loan.id) }
            return Notice(member: id, loans: loans, turns: turns[id] ?? [])
        }.sorted { (SortKey.key(library.member($0.member)?.shownName ?? $0.member), $0.member) < (SortKey.key(library.member($1.member)?.shownName ?? $1.member), $1.member) }
    }
}
