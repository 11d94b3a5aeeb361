import LibGenCore
import LibGenSupport

/// The report kinds of `libgen report` (CLI.md).
package enum ReportKind: String, Sendable, CaseIterable {
    case overdue, due, holds, history, stats, reminders
}

/// The output formats of `libgen report`.
package enum ReportFormat: String, Sendable, CaseIterable {
    case table, markdown, csv, json, ics, html
}

/// What a report is asked for.
package struct ReportRequest: Sendable {
    var kind: ReportKind
    var format: ReportFormat = .table
    /// `due` and `reminders`: the due-soon window in days (default `policy.reminder_days`).
    var within: Int?
    var member: String?
    var book: String?

    package init(kind: ReportKind, format: ReportFormat = .table, within: Int? = nil, member: String? = nil, book: String? = nil) {
        self.kind = kind
        self.format = format
        self.within = within
        self.member = member
        self.book = book
    }
}

/// A report that cannot be produced as asked (exit 2).
package enum ReportError: Error, CustomStringConvertible, Equatable {
    case unsupportedFormat(ReportKind, ReportFormat)
    case unknownMember(String, suggestion: String?)
    case unknownBook(String, suggestion: String?)
    /// A name or title that could not be found, or matched more than one record.
    case notFound(String)

    package var description: String {
        switch self {
        case .unsupportedFormat(let kind, let format):
            let hint = format == .ics ? "ics is for due and overdue" : format == .html ? "html is the reminders sheet" : "use table, markdown, csv or json"
            return "the \(kind.rawValue) report has no \(format.rawValue) format; \(hint)"
        case .unknownMember(let id, let suggestion):
            return "no member \"\(id)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .unknownBook(let id, let suggestion):
            return "no book \"\(id)\"" + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? "")
        case .notFound(let message):
            return message
        }
    }
}

/// Stage: report. Renders a report of a checked library in the asked format.
package struct ReportFormatter {
    let result: CheckResult
    let builder: ReportBuilder

    package init(result: CheckResult) {
        self.result = result
        builder = ReportBuilder(result)
    }

    var library: Library { result.library }

    package func render(_ asked: ReportRequest) throws -> String {
        // --member and --book name a member or a book as every command does: id, login, name, title, ISBN.
        var request = asked
        let finder = RecordFinder(library, state: result.state)
        do {
            request.member = try request.member.map { try finder.member($0).id }
            request.book = try request.book.map { try finder.book($0).id }
        } catch let failure as RecordFinder.Failure {
            throw ReportError.notFound(failure.description)
        }
        if request.format == .ics && request.kind != .due && request.kind != .overdue {
            throw ReportError.unsupportedFormat(request.kind, .ics)
        }
        if request.format == .html && request.kind != .reminders {
            throw ReportError.unsupportedFormat(request.kind, .html)
        }
        switch request.kind {
        case .overdue, .due: return outLoans(request)
        case .holds: return holds(request)
        case .history: return history(request)
        case .stats: return stats(request)
        case .reminders: return reminders(request)
        }
    }

    /// A table in a flat format; JSON as `{"as_of", key: [rows]}`.
    func flat(_ table: ReportTable, _ format: ReportFormat, key: String, title: String) -> String {
        switch format {
        case .table: return table.rows.isEmpty ? "No \(title) as of \(result.asOf).\n" : table.aligned()
        case .markdown: return table.rows.isEmpty ? "No \(title) as of \(result.asOf).\n" : table.markdown()
        case .csv: return table.csv()
        case .json, .ics, .html:
            let json = JSONWriter()
            json.object {
                json.field("as_of") { json.string(result.asOf.description) }
                json.field(key) { table.writeObjects(json) }
            }
            return json.output + "\n"
        }
    }

    func memberName(_ id: String) -> String { library.member(id)?.shownName ?? id }

    func ownerName(_ id: String) -> String { id == Library.libraryID ? "the library" : memberName(id) }

    /// Who owns the book `id` on the as-of day (`LibraryState.owner(of:on:)`), or the library for
    /// a book the library does not hold.
    func owner(of id: String) -> String {
        library.book(id).map { result.state.owner(of: $0, on: result.asOf) } ?? Library.libraryID
    }

    // MARK: overdue and due

    func outLoans(_ request: ReportRequest) -> String {
        let overdue = request.kind == .overdue
        let loans = (overdue ? builder.overdue() : builder.dueSoon(within: request.within)).filter { entry in
            (request.member == nil || entry.loan.borrower.value == request.member) && (request.book == nil || entry.loan.book.value == request.book)
        }
        if request.format == .ics { return ics(loans, overdue: overdue) }
        let daysColumn = overdue ? "days_overdue" : "days_left"
        let human = request.format == .table || request.format == .markdown
        let rows: [[ReportTable.Cell]] = loans.map { entry in
            let loan = entry.loan
            let owner = lender(of: loan)
            let borrower = library.member(loan.borrower.value)
            let title = library.book(loan.book.value)?.title ?? loan.book.value
            if human {
                let who = memberName(loan.borrower.value) + (borrower?.block.map { " (\($0))" } ?? "")
                return [.text(title), .text(who), .text(ownerName(owner)), .day(loan.lent?.value), .day(entry.due), .number(entry.days)]
            }
            return [.text(loan.id), .text(loan.book.value), .text(title), .text(loan.borrower.value), .text(memberName(loan.borrower.value)),
                    .text(owner), .day(loan.lent?.value), .day(entry.due), .number(entry.days)]
        }
        let table = human
            ? ReportTable(columns: ["title", "borrower", "owner", "lent", "due", daysColumn],
                          headers: ["Book", "Borrower (block)", "Owner", "Lent", "Due", overdue ? "Days overdue" : "Days left"], rows: rows)
            : ReportTable(columns: ["loan", "book", "title", "borrower", "borrower_name", "owner", "lent", "due", daysColumn], rows: rows)
        return flat(table, request.format, key: "loans", title: overdue ? "overdue loans" : "loans due within \(counted(request.within ?? library.settings.policy.reminderDays, "day"))")
    }

    /// Who lent the book: its owner on the lent day.
    func lender(of loan: Loan) -> String {
        guard let lent = loan.lent?.value else { return library.book(loan.book.value).map { result.state.owner(of: $0, on: result.asOf) } ?? "" }
        return result.ledger.owner(of: loan.book.value, on: lent, in: library) ?? ""
    }

    func ics(_ loans: [ReportBuilder.OutLoan], overdue: Bool) -> String {
        let writer = ICSWriter(calendarName: "\(library.settings.name): \(overdue ? "overdue" : "due soon")", stamp: result.asOf)
        let events = loans.map { entry -> ICSWriter.Event in
            let loan = entry.loan
            let title = library.book(loan.book.value)?.title ?? loan.book.value
            let owner = ownerName(lender(of: loan))
            // A loan in its grace days is in `due` with a negative `days_left`: it was due, not "due in -2 days".
            let state = overdue ? "\(counted(entry.days, "day")) overdue"
                : entry.days == 0 ? "due today" : entry.days > 0 ? "due in \(counted(entry.days, "day"))" : "was due \(counted(-entry.days, "day")) ago"
            return ICSWriter.Event(
                uid: "\(loan.id)@libgen",
                day: entry.due,
                summary: "Return \"\(title)\" (\(memberName(loan.borrower.value)))",
                description: "\(memberName(loan.borrower.value)) borrowed \"\(title)\" from \(owner) on \(loan.lent?.value.description ?? "?"); \(state) as of \(result.asOf). Loan \(loan.id)."
            )
        }
        return writer.render(events)
    }
}
