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
    struct Notice: Sendable {
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
            /// The last day to collect it (`hold_days`).
            var isLastDay = false
        }

        /// Something that happened to one of the member's own books (`reminders.owners`), or,
        /// for a librarian, an overdue loan that needs a word.
        package struct BookNews: Sendable {
            package enum Kind: Sendable, Equatable {
                /// A member asked for it.
                case requested(by: String)
                /// It was handed to a member, due back on a day.
                case lent(to: String, due: Day)
                /// It came back from a member.
                case back(from: String)
                /// It became ready for a waiting member (`--since`): to be handed over.
                case ready(for: String)
                /// It is this many days overdue with a member (escalation).
                case overdue(with: String, due: Day, days: Int)
            }
            var book: String
            var kind: Kind
            var loan: String
        }

        /// A waiting member whose place changed for the worse (`--since`): a request made earlier
        /// was recorded later and goes ahead of theirs, so they are now number `place`.
        package struct Move: Sendable {
            var request: Loan
            var place: Int
            /// It had been their turn (the book was kept for them) before the change.
            var wasTheirTurn: Bool
        }

        var member: String
        var loans: [LoanItem]
        var turns: [Turn]
        /// Places in waiting lists that moved back (`--since`).
        var moves: [Move] = []
        /// Requests whose hold ran out (`libgen expire`, `--since`): the place is given up.
        var expired: [Loan] = []
        /// Books lent to the member by the change (`--since`): due back on a day.
        var lentToThem: [LoanItem] = []
        /// News of the member's own books.
        var ownBooks: [BookNews] = []
        /// For a librarian: overdue loans that reached `escalate_days`.
        var escalations: [BookNews] = []
        /// A change notice (`--since`): everything in it is news now.
        var isChange = false

        /// Does anything in it call for an e-mail today?
        var isDueToday: Bool {
            isChange || loans.contains(where: \.isNoticeDay) || turns.contains(where: \.isNoticeDay) || !ownBooks.isEmpty || !escalations.isEmpty
        }

        var isEmpty: Bool {
            loans.isEmpty && turns.isEmpty && lentToThem.isEmpty && ownBooks.isEmpty && escalations.isEmpty && moves.isEmpty && expired.isEmpty
        }

        /// One key for each notice in it, naming the loan and what is said of it: the same news
        /// has the same key in every run (the message's id, and `remind --ledger`).
        var itemKeys: [String] {
            loans.map { Self.itemKey($0) } + turns.map { Self.itemKey($0) } + lentToThem.map { Self.itemKey(lent: $0) }
                + (ownBooks + escalations).map { Self.itemKey($0) } + moves.map { Self.itemKey($0) } + expired.map { Self.itemKey(expired: $0) }
        }

        static func itemKey(_ item: LoanItem) -> String { "\(item.loan.id):\(item.stage.phrase)" }
        static func itemKey(_ turn: Turn) -> String { "turn:\(turn.request.id)\(turn.isLastDay ? ":last" : "")" }
        static func itemKey(lent item: LoanItem) -> String { "lent:\(item.loan.id)" }
        static func itemKey(_ news: BookNews) -> String { "news:\(news.loan):\(news.kind)" }
        static func itemKey(_ move: Move) -> String { "place:\(move.request.id):\(move.place)" }
        static func itemKey(expired loan: Loan) -> String { "expired:\(loan.id)" }
    }

    /// The day's notices, one per member, by name: every member with a loan due within `within`
    /// days (default `reminder_days`), overdue or in grace, or a book ready for them; owners of a
    /// book overdue by `escalate_days` (and every `overdue_every_days` after), and the librarians
    /// likewise. A notice is *sent* (`libgen remind`) only on a stage's day: the due-soon notice
    /// when the due date is exactly `within` days away, due today, an overdue notice on the first
    /// overdue day and every `overdue_every_days` after; "your turn" on the day the book became
    /// ready for the member and the day after (a return recorded after the morning run still
    /// reaches them), and "last day to collect" on the last day of `hold_days`. The message then
    /// lists everything the member has.
    func notices(within: Int? = nil) -> [Notice] {
        let window = within ?? policy.reminderDays
        let reminders = library.settings.reminders
        let every = reminders.overdueEveryDays
        var notices = [String: Notice]()
        func notice(_ member: String) -> Notice { notices[member] ?? Notice(member: member, loans: [], turns: []) }
        for (loan, dueState) in outLoans() {
            let stage: Stage
            let noticeDay: Bool
            switch dueState {
            case .overdue(let due, let days):
                let since = due.adding(policy.graceDays + 1).days(to: asOf)
                stage = .overdue(notice: since / every + 1, days: days)
                noticeDay = since % every == 0
                // Escalation: the owner and the librarians hear of it at escalate_days, then every overdue_every_days.
                if days >= reminders.escalateDays, (days - reminders.escalateDays) % every == 0 {
                    let news = Notice.BookNews(book: loan.book.value, kind: .overdue(with: loan.borrower.value, due: due, days: days), loan: loan.id)
                    let owner = state.ledger.owner(of: loan.book.value, on: asOf, in: library)
                    let ownerHears = owner != nil && owner != Library.libraryID && reminders.owners
                    if ownerHears, let owner { notices[owner] = notice(owner).adding(own: news) }
                    // A librarian who owns the book hears of it once, as its owner.
                    for librarian in librarians() where !(ownerHears && librarian == owner) {
                        notices[librarian] = notice(librarian).adding(escalation: news)
                    }
                }
            case .inGrace(_, let days): (stage, noticeDay) = (.inGrace(days: days), false)
            case .dueToday: (stage, noticeDay) = (.dueToday, true)
            case .dueLater(_, let left):
                guard left <= window else { continue }
                (stage, noticeDay) = (.dueSoon(days: left), left == window)
            }
            var entry = notice(loan.borrower.value)
            entry.loans.append(Notice.LoanItem(loan: loan, due: dueState.due, stage: stage, isNoticeDay: noticeDay, renewalsLeft: renewalsLeft(loan)))
            notices[loan.borrower.value] = entry
        }
        for book in library.books {
            guard let hold = state.readyFor(book, on: asOf) else { continue }
            let collectBy = hold.collectBy(under: policy)
            let lastDay = collectBy == asOf && hold.since != asOf
            // The day it became ready for *this* member and the day after (`hold.since` is that day:
            // also when it passed to them from one passed over, FORMAT.md "the next one is told
            // instead", or came back to them).
            var entry = notice(hold.member)
            entry.turns.append(Notice.Turn(request: hold.request, since: hold.since, collectBy: collectBy,
                                           isNoticeDay: hold.since == asOf || hold.since.adding(1) == asOf || lastDay, isLastDay: lastDay))
            notices[hold.member] = entry
        }
        return sorted(notices.values)
    }

    /// The notices a change causes (`libgen remind --since`), told from the change of state
    /// between `before` (the library at the revision the change started from) and now, as of
    /// the as-of day — not from the edits, so a change of any size, made in any order, is told
    /// once:
    /// - "your turn" to a member a book became ready for (ready for nobody, or another, before);
    /// - "you are now number N" to a waiting member whose place moved back (an earlier request
    ///   recorded later), and "your hold ended" to one whose request `expire` cancelled;
    /// - "lent to you, due D" to a member who now holds a book they did not;
    /// - to a book's owner (`reminders.owners`) "a request for your book", "your book was lent"
    ///   and "your book is back"; for the library's own books, to the librarians.
    func changeNotices(since before: LibraryState) -> [Notice] {
        var notices = [String: Notice]()
        func notice(_ member: String) -> Notice { notices[member] ?? Notice(member: member, loans: [], turns: [], isChange: true) }
        let owners = library.settings.reminders.owners
        let earlier = Dictionary(before.library.loans.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func tellOwner(_ loan: Loan, _ kind: Notice.BookNews.Kind) {
            guard let owner = state.ledger.owner(of: loan.book.value, on: asOf, in: library), owner != loan.borrower.value else { return }
            let news = Notice.BookNews(book: loan.book.value, kind: kind, loan: loan.id)
            if owner == Library.libraryID {
                // The library's own books are the librarians' to hand over: they hear of requests
                // and of whom a book is ready for.
                switch kind {
                case .requested, .ready: break
                default: return
                }
                for librarian in librarians() where librarian != loan.borrower.value { notices[librarian] = notice(librarian).adding(own: news) }
            } else if owners {
                notices[owner] = notice(owner).adding(own: news)
            }
        }
        for loan in library.loans {
            let old = earlier[loan.id]?.state
            switch loan.state {
            case .requested?:
                if case .requested? = old { continue }
                tellOwner(loan, .requested(by: loan.borrower.value))
            case .out(let lending)?:
                if case .out? = old { continue }
                let due = lending.due(under: policy)
                var entry = notice(loan.borrower.value)
                entry.lentToThem.append(Notice.LoanItem(loan: loan, due: due, stage: .dueSoon(days: asOf.days(to: due)), isNoticeDay: true, renewalsLeft: nil))
                notices[loan.borrower.value] = entry
                tellOwner(loan, .lent(to: loan.borrower.value, due: due))
            case .returned?:
                if case .returned? = old { continue }
                tellOwner(loan, .back(from: loan.borrower.value))
            case .cancelled?:
                // A request whose hold ran out (`libgen expire`): the member gives up their place.
                guard case .requested? = old, loan.note?.value.contains(Loan.holdExpiredNote) == true else { continue }
                notices[loan.borrower.value] = notice(loan.borrower.value).adding(expired: loan)
            default:
                continue
            }
        }
        for book in library.books {
            let hold = state.readyFor(book, on: asOf)
            let earlierBook = before.library.book(book.id)
            let earlierHold = earlierBook.flatMap { before.readyFor($0, on: asOf) }
            if let hold, earlierHold?.member != hold.member {
                var entry = notice(hold.member)
                entry.turns.append(Notice.Turn(request: hold.request, since: hold.since, collectBy: hold.collectBy(under: policy), isNoticeDay: true))
                notices[hold.member] = entry
                // Whoever hands it over hears whom it is kept for.
                tellOwner(hold.request, .ready(for: hold.member))
            }
            // Places that moved back: a request ahead of theirs that was not there before.
            guard earlierBook != nil else { continue }
            let waiting = state.waitingList(for: book.id, on: asOf)
            guard waiting.count > 1 else { continue }
            let earlierPlaces = Dictionary(before.waitingList(for: book.id, on: asOf).enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
            for (index, request) in waiting.enumerated() where request.borrower.value != hold?.member {
                let place = index + 1
                guard let was = earlierPlaces[request.id], place > was else { continue }
                let move = Notice.Move(request: request, place: place, wasTheirTurn: earlierHold?.request.id == request.id)
                var entry = notice(request.borrower.value)
                entry.moves.append(move)
                notices[request.borrower.value] = entry
            }
        }
        return sorted(notices.values)
    }

    /// The librarians who act on the as-of day (members then).
    private func librarians() -> [String] {
        library.settings.librarians.map(\.value).filter { library.isMember($0, on: asOf) }
    }

    /// By member name, then id; each member's loans by due date.
    private func sorted(_ notices: Dictionary<String, Notice>.Values) -> [Notice] {
        notices.map { notice in
            var notice = notice
            notice.loans.sort { ($0.due, $0.loan.id) < ($1.due, $1.loan.id) }
            return notice
        }.sorted { (SortKey.key(library.member($0.member)?.shownName ?? $0.member), $0.member) < (SortKey.key(library.member($1.member)?.shownName ?? $1.member), $1.member) }
    }
}

extension ReportBuilder.Notice {
    func adding(own news: BookNews) -> Self { var copy = self; copy.ownBooks.append(news); return copy }
    func adding(escalation news: BookNews) -> Self { var copy = self; copy.escalations.append(news); return copy }
    func adding(expired request: Loan) -> Self { var copy = self; copy.expired.append(request); return copy }
}
