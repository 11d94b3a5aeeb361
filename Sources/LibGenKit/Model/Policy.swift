/// The lending policy of `library.json`, with FORMAT.md's defaults.
public struct Policy: Sendable {
    public var loanDays = 14
    public var renewalDays = 14
    public var maxRenewals = 1
    public var maxActiveLoans = 3
    public var reminderDays = 2
    public var graceDays = 0
    public var closed = ClosedDays([])
    /// What a renewal extends: the previous due date, or the time from the renewal day.
    public enum RenewFrom: String, Sendable { case due, renewal }
    public var renewFrom = RenewFrom.due
    /// No new loan to a member with an overdue loan, unless the loan carries `override`.
    public var blockOverdue = false
    /// Days the first waiting member has to collect a book once it is back; nil: no limit.
    public var holdDays: Int?

    public init() {}

    /// The due date the policy gives a loan lent on `lent` and renewed on `renewals`
    /// (in order), moved forward past closed days. `renew_from: due` adds
    /// `renewal_days` per renewal; `renewal` takes, for each renewal R, the later of
    /// the due date so far and R + `renewal_days`.
    public func dueDate(lent: Day, renewals: [Day]) -> Day {
        var due = lent.adding(loanDays)
        switch renewFrom {
        case .due: due = due.adding(renewalDays * renewals.count)
        case .renewal: for renewal in renewals { due = max(due, renewal.adding(renewalDays)) }
        }
        return closed.nextOpenDay(from: due)
    }

    /// Can a loan with `renewals` renewals be renewed again under `max_renewals`?
    public func allowsRenewal(after renewals: Int) -> Bool { renewals < maxRenewals }
}

/// Reminder e-mails (`reminders` in library.json).
public struct ReminderSettings: Sendable {
    /// `Name <address>`; nil when not set.
    public var from: String?
    public var overdueEveryDays = 7
    public init() {}
}

/// Days the library is closed, as sorted, merged ranges.
public struct ClosedDays: Sendable {
    public private(set) var ranges: [ClosedRange<Day>]

    public init(_ ranges: [ClosedRange<Day>]) {
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

    public func isClosed(_ day: Day) -> Bool { range(containing: day) != nil }

    /// `day` if the library is open then, else the first open day after it.
    /// Ranges are merged, so one lookup suffices.
    public func nextOpenDay(from day: Day) -> Day {
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
public struct Privacy: Sendable {
    public var showBorrowers = false
    public var showOwners = true
    public var publishReports = false
    /// Anyone can read the repository: contact details must stay out of `content/`.
    public var publicRepository = true
    public init() {}
}
