import LibGenCore
import LibGenSupport

package extension ReportFormatter {
    func stats(_ request: ReportRequest) -> String {
        let format = request.format
        let stats = builder.stats(member: request.member, book: request.book)
        let totals: [(String, String, ReportTable.Cell)] = [
            ("books", "Books in the catalogue", .number(stats.books)),
            ("on_shelf", "On the shelf", .number(stats.catalogue.onShelf)),
            ("on_loan", "On loan", .number(stats.catalogue.onLoan)),
            ("lost", "Lost", .number(stats.catalogue.lost)),
            ("members", "Members", .number(stats.members)),
            ("loans", "Loans", .number(stats.loans)),
            ("swaps", "Accepted swaps", .number(stats.swaps)),
            ("average_loan_days", "Average loan (days)", stats.averageLoanDays.map { .decimal($0) } ?? .empty),
            ("returned_on_time_share", "Returned on time", stats.returnedOnTimeShare.map { .decimal($0) } ?? .empty),
        ]
        let lists: [(String, String, [ReportBuilder.Stats.Count])] = [
            ("loans_per_month", "Loans per month", stats.loansPerMonth),
            ("most_borrowed_books", "Most borrowed books", stats.mostBorrowedBooks),
            ("most_active_borrowers", "Most active borrowers", stats.mostActiveBorrowers),
            ("busiest_blocks", "Busiest blocks", stats.busiestBlocks),
            ("never_borrowed", "Never borrowed", stats.neverBorrowed),
        ]
        switch format {
        case .json, .ics, .html:
            let json = JSONWriter()
            json.object {
                json.field("as_of") { json.string(result.asOf.description) }
                for (key, _, value) in totals { json.field(key) { ReportTable.write(value, json) } }
                json.field("returned_on_time") { json.number(stats.returnedOnTime) }
                json.field("returned_total") { json.number(stats.returnedTotal) }
                for (key, _, counts) in lists {
                    json.field(key) {
                        json.array(counts) { count in
                            json.object {
                                json.field(key == "loans_per_month" ? "month" : key == "busiest_blocks" ? "block" : "id") { json.string(count.key) }
                                if key == "most_borrowed_books" || key == "never_borrowed" || key == "most_active_borrowers" {
                                    json.field(key == "most_active_borrowers" ? "name" : "title") { json.string(count.label) }
                                }
                                if key != "never_borrowed" { json.field("loans") { json.number(count.count) } }
                            }
                        }
                    }
                }
            }
            return json.output + "\n"
        case .csv:
            var rows = totals.map { [ReportTable.Cell.text("totals"), .text($0.0), .text($0.1), $0.2] }
            for (key, _, counts) in lists {
                rows += counts.map { [.text(key), .text($0.key), .text($0.label), key == "never_borrowed" ? .empty : .number($0.count)] }
            }
            return ReportTable(columns: ["section", "key", "label", "value"], rows: rows).csv()
        case .table, .markdown:
            let share = stats.returnedOnTimeShare.map { "\(Int(($0 * 100).rounded()))% (\(stats.returnedOnTime) of \(stats.returnedTotal))" } ?? "–"
            let humanTotals = totals.map { key, label, value in
                [ReportTable.Cell.text(label), key == "returned_on_time_share" ? .text(share) : value]
            }
            var sections = [("Totals as of \(result.asOf)", ReportTable(columns: ["what", "value"], headers: ["", "Total"], rows: humanTotals))]
            for (key, title, counts) in lists where !counts.isEmpty {
                let rows = counts.map { count -> [ReportTable.Cell] in
                    key == "never_borrowed" ? [.text(count.label)] : [.text(count.label), .number(count.count)]
                }
                let table = key == "never_borrowed"
                    ? ReportTable(columns: ["title"], headers: ["Book"], rows: rows)
                    : ReportTable(columns: ["label", "loans"], headers: [key == "loans_per_month" ? "Month" : key == "busiest_blocks" ? "Block" : key == "most_borrowed_books" ? "Book" : "Member", "Loans"], rows: rows)
                sections.append((title, table))
            }
            return sections.map { title, table in
                format == .markdown ? "### \(title)\n\n" + table.markdown() : title + "\n\n" + table.aligned(header: table.columns != ["what", "value"])
            }.joined(separator: "\n")
        }
    }
}
