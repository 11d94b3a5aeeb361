/// What a loan's own fields say about it, with no other record: whether its
/// status agrees with its dates, and whether the dates are in order. The rules
/// `loan.status` and `loan.dates` report these; `Loan.isSound` is their absence.
package extension Loan {
    /// A disagreement between status and dates.
    enum StatusProblem: Equatable, Sendable {
        /// The status needs a field the loan does not have.
        case needs(field: LoanField, fix: String)
        /// The status forbids a field the loan has.
        case forbids(field: LoanField, value: Located<Day>, fix: String)
        /// A request (never lent) with renewals.
        case renewedRequest(Located<Day>)
    }

    /// A date before one that must precede it (`later` is where it is written).
    struct DateOrderProblem: Equatable, Sendable {
        var earlier: Located<Day>, earlierName: String
        var later: Located<Day>, laterName: String
    }

    /// A loan's status and dates, apart from the loan (so that `init` can judge them).
    struct Shape {
        var status: Status
        var requested, lent: Located<Day>?
        var renewals: [Located<Day>]
        var due, returned, lost, voided: Located<Day>?
        var note: Located<String>?
        var rejectedDates: Set<LoanField>
        /// A `note` written but rejected (a control character, too long): present for `loan.status`.
        var noteRejected = false
    }
}

package extension Loan.Shape {
    typealias StatusProblem = Loan.StatusProblem
    typealias DateOrderProblem = Loan.DateOrderProblem

    /// Is a field present? A date written but rejected counts (one mistake, one diagnostic).
    private func has(_ field: LoanField, _ value: Located<Day>?) -> Bool { value != nil || rejectedDates.contains(field) }

    func statusProblems() -> [StatusProblem] {
        var problems = [StatusProblem]()
        func needs(_ field: LoanField, _ value: Located<Day>?, _ fix: String) {
            if !has(field, value) { problems.append(.needs(field: field, fix: fix)) }
        }
        func forbids(_ field: LoanField, _ value: Located<Day>?, _ fix: String) {
            if let value { problems.append(.forbids(field: field, value: value, fix: fix)) }
        }
        switch status {
        case .requested, .rejected, .cancelled:
            needs(.requested, requested, "add the day it was requested")
            forbids(.lent, lent, "set status to \"lent\" (or \"returned\") or remove the date")
            forbids(.returned, returned, "set status to \"returned\" or remove the date")
            forbids(.lost, lost, "set status to \"lost\" or remove the date")
            if let first = renewals.first { problems.append(.renewedRequest(first)) }
        case .lent:
            needs(.lent, lent, "add the day the book was handed over")
            forbids(.returned, returned, "set status to \"returned\" or remove the date")
            forbids(.lost, lost, "set status to \"lost\" or remove the date")
        case .returned:
            needs(.lent, lent, "add the day the book was handed over")
            needs(.returned, returned, "add the day the book came back")
        case .lost:
            needs(.lent, lent, "add the day the book was handed over")
            needs(.lost, lost, "add the day the book was reported lost")
            forbids(.returned, returned, "a book that came back is \"returned\": set the status (the `lost` date may stay)")
        case .void:
            needs(.voided, voided, "add the day the mistake was found")
            if !noteRejected, note.map({ $0.value.allSatisfy(\.isWhitespace) }) ?? true {
                problems.append(.needs(field: .note, fix: "say in `note` what the mistake was"))
            }
        }
        if status != .void, let voided {
            problems.append(.forbids(field: .voided, value: voided, fix: "set status to \"void\" if the loan was a mistake, or remove the date"))
        }
        return problems
    }

    /// requested ≤ lent ≤ each renewal (in order) ≤ returned and lost; lost ≤ returned; lent ≤ due.
    func dateOrderProblems() -> [DateOrderProblem] {
        var problems = [DateOrderProblem]()
        func order(_ earlier: Located<Day>?, _ earlierName: String, _ later: Located<Day>?, _ laterName: String) {
            guard let earlier, let later, later.value < earlier.value else { return }
            problems.append(DateOrderProblem(earlier: earlier, earlierName: earlierName, later: later, laterName: laterName))
        }
        order(requested, "`requested`", lent, "`lent`")
        var previous: (Located<Day>, String)? = lent.map { ($0, "`lent`") }
        for (index, renewal) in renewals.enumerated() {
            if let (before, name) = previous { order(before, name, renewal, "renewal \(index + 1)") }
            previous = (renewal, "renewal \(index + 1)")
        }
        if let (before, name) = previous {
            order(before, name, returned, "`returned`")
            order(before, name, lost, "`lost`")
        }
        order(lost, "`lost`", returned, "`returned`")
        order(lent, "`lent`", due, "`due`")
        return problems
    }
}
