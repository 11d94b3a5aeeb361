import Foundation
import Testing
@testable import LibGenCore

/// `Loan.init(id:file:record:)` reads a record's fields in one pass; each field must come out as
/// the record's typed accessors (`string`, `day`, `days`, `integer`, …) give it, whatever the
/// fields' kinds, order and presence.
@Suite struct LoanFieldsTests {
    /// The loan as the accessors read it: what each field of `Loan` must be.
    struct Expected: Equatable {
        var book, borrower, status, override, note: Located<String>?
        var requested, lent, due, returned, lost, voided: Located<Day>?
        var renewals: [Located<Day>]
        var renewalsLocation: LibGenCore.SourceLocation?
        var issue: Located<Int>?
        var requestedTime: Int?

        init(_ record: DecodedRecord) {
            (book, borrower, status) = (record.string(LoanField.book), record.string(LoanField.borrower), record.string(LoanField.status))
            (override, note) = (record.string(LoanField.override), record.string(LoanField.note))
            (requested, lent, due) = (record.day(LoanField.requested), record.day(LoanField.lent), record.day(LoanField.due))
            (returned, lost, voided) = (record.day(LoanField.returned), record.day(LoanField.lost), record.day(LoanField.voided))
            renewals = record.days(LoanField.renewals) ?? []
            renewalsLocation = record[LoanField.renewals]?.location
            issue = record.integer(LoanField.issue).map { Located($0, at: record.location(of: LoanField.issue)) }
            requestedTime = record.string(LoanField.requestedTime).flatMap { TimeOfDay.seconds($0.value) }
        }

        init(_ loan: Loan) {
            (book, borrower, status) = (loan.book, loan.borrower, Located(loan.status.value.rawValue, at: loan.status.location))
            (override, note) = (loan.override, loan.note)
            (requested, lent, due) = (loan.requested, loan.lent, loan.due)
            (returned, lost, voided) = (loan.returned, loan.lost, loan.voided)
            renewals = loan.renewals
            renewalsLocation = loan.renewalsLocation
            issue = loan.issue
            requestedTime = loan.requestedTime
        }
    }

    @Test func aLoanReadsEachFieldAsTheTypedAccessorsDo() {
        var generator = SystemRandomNumberGenerator()
        let names = LoanField.allCases.map(\.rawValue) + ["unknown", "Book", ""]
        let statuses = Loan.Status.allCases.map(\.rawValue) + ["LENT", "gone"]
        var made = 0
        for round in 0..<4_000 {
            var record = DecodedRecord(location: LibGenCore.SourceLocation(line: 1, column: 1))
            var line = 2
            // Each name at most once, in a random order, with a value of a random kind.
            for name in names.shuffled(using: &generator) where Bool.random(using: &generator) || ["book", "borrower", "status"].contains(name) {
                let at = LibGenCore.SourceLocation(line: line, column: 3 + name.count)
                line += 1
                let value: DecodedRecord.Value
                // The three fields a loan needs are mostly strings, so that many records make a loan.
                let required = ["book", "borrower", "status"].contains(name)
                switch required && Int.random(in: 0..<10, using: &generator) < 8 ? 6 : Int.random(in: 0..<7, using: &generator) {
                case 0: value = .string(name == "status" ? statuses.randomElement(using: &generator)! : ["b1", "m1", "09:30", "7:5", "24:00", ""].randomElement(using: &generator)!)
                case 1: value = .day(Day(ordinal: Int.random(in: 20_000...20_100, using: &generator)))
                case 2: value = .integer(Int.random(in: -5...500, using: &generator))
                case 3: value = .bool(Bool.random(using: &generator))
                case 4: value = .list((0..<Int.random(in: 0...3, using: &generator)).map { place in
                    DecodedRecord.Field(value: Bool.random(using: &generator) ? .day(Day(ordinal: 20_000 + place)) : .string("x"),
                                        location: LibGenCore.SourceLocation(line: line + place, column: 5), keyLocation: LibGenCore.SourceLocation(line: line + place, column: 5))
                })
                case 5: value = .closedRange(Day(ordinal: 20_000)...Day(ordinal: 20_010))
                default: value = .string(name == "status" ? statuses.randomElement(using: &generator)! : "b\(round)")
                }
                record.fields[name] = DecodedRecord.Field(value: value, location: at, keyLocation: LibGenCore.SourceLocation(line: at.line, column: 3))
            }
            let expected = Expected(record)
            let loan = Loan(id: "loan-\(round)", file: "content/loans/loan-\(round).json", record: record)
            // A loan is made exactly when its book, borrower and status are strings and the status is one of the statuses.
            let complete = expected.book != nil && expected.borrower != nil && expected.status.flatMap { Loan.Status(rawValue: $0.value) } != nil
            #expect((loan != nil) == complete, "round \(round)")
            guard let loan else { continue }
            made += 1
            #expect(Expected(loan) == expected, "round \(round)")
            #expect(loan.location == record.location)
        }
        // The random records make loans often enough for the comparison to mean something.
        #expect(made > 1_000)
    }
}
