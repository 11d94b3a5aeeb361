/// The lending policy of `library.json`, with FORMAT.md's defaults.
package struct Policy: Sendable, Equatable {
    var loanDays = 14
    var renewalDays = 14
    package var maxRenewals = 1
    var maxActiveLoans = 3
    package var reminderDays = 2
    package var graceDays = 0
    var closed = ClosedDays([])
    /// What a renewal extends: the previous due date, or the time from the renewal day.
    enum RenewFrom: String, Sendable, CaseIterable { case due, renewal }
    var renewFrom = RenewFrom.due
    /// No new loan to a member with an overdue loan, unless the loan carries `override`.
    package var blockOverdue = false
    /// Days the first waiting member has to collect a book once it is back; nil: no limit.
    package var holdDays: Int?

    init() {}

    /// The due date the policy gives a loan lent on `lent` and renewed on `renewals`
    /// (in order), moved forward past closed days. `renew_from: due` adds
    /// `renewal_days` per renewal; `renewal` takes, for each renewal R, the later of
    /// the due date so far and R + `renewal_days`.
    package func dueDate(lent: Day, renewals: [Day]) -> Day {
        var due = lent.adding(loanDays)
        switch renewFrom {
        case .due: due = due.adding(renewalDays * renewals.count)
        case .renewal: for renewal in renewals { due = max(due, renewal.adding(renewalDays)) }
        }
        return closed.nextOpenDay(from: due)
    }

    /// Can a loan with `renewals` renewals be renewed again under `max_renewals`?
    package func allowsRenewal(after renewals: Int) -> Bool { renewals < maxRenewals }
}

/// Reminder e-mails (`reminders` in library.json).
package struct ReminderSettings: Sendable {
    /// `Name <address>`; nil when not set.
    package var from: String?
    package var overdueEveryDays = 7
    /// Owners hear what happens to their books (a request, a loan, a return, an escalation).
    package var owners = true
    /// Days past due when an overdue loan is also reported to the owner and the librarians.
    package var escalateDays = 14
    init() {}
}

/// How forge requests are recorded (`forge` in library.json).
package struct ForgeSettings: Sendable {
    /// The library desk: how members without a forge account ask. Public by design.
    package struct Desk: Sendable, Equatable {
        package var email: String?
        package var whatsapp: String?
        package var note: String?
    }

    /// Requests are committed straight to `repo_branch`, one at a time; false: pull requests.
    package var direct = true
    package var desk: Desk?
    init() {}
}

/// Days the library is closed, as sorted, merged ranges.
struct ClosedDays: Sendable, Equatable {
    private(set) var ranges: [ClosedRange<Day>]

    init(_ ranges: [ClosedRange<Day>]) {
        var merged = [ClosedRange<Day>]()
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound.ordinal <= last.upperBound.ordinal + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
    }

    func isClosed(_ day: Day) -> Bool { range(containing: day) != nil }

    /// `day` if the library is open then, else the first open day after it.
    /// Ranges are merged, so one lookup suffices.
    func nextOpenDay(from day: Day) -> Day {
        guard let range = range(containing: day) else { return day }
        return range.upperBound.adding(1)
    }

    private func range(containing day: Day) -> ClosedRange<Day>? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < day { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(day) ? ranges[low] : nil
    }
}

/// What the public site may show.
package struct Privacy: Sendable {
    package var showBorrowers = false
    package var showOwners = true
    package var publishReports = false
    /// Anyone can read the repository: contact details must stay out of `content/`.
    package var publicRepository = true
    init() {}
}
