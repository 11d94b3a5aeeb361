import LibGenSupport

/// `loan.hold-expired` (warning): with `policy.hold_days`, the request a book on the shelf
/// is ready for (`LibraryState.readyFor`), when it has been ready for more than `hold_days`
/// days (as of) — since it became ready for *them* (the later of its return and their request,
/// or the day it passed to them from a member passed over).
struct HoldExpiredRule: Rule {
    var readsSettings: Bool { true }
    let id = RuleID.loanHoldExpired

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let holdDays = context.policy.holdDays else { return [] }
        let state = context.state
        return context.library.books.compactMap { book in
            guard let hold = state.expiredHold(of: book, on: context.asOf) else { return nil }
            let days = hold.since.days(to: context.asOf)
            return Diagnostic(id, hold.request.file, hold.request.status.location,
                "\(context.describe(book: book.id)) has been ready for \(context.describe(party: hold.member)), the first in the queue who may take it, since \(hold.since) (\(counted(days, "day")); hold_days is \(holdDays)); lend it to them, or cancel the request so the next member gets it")
        }
    }
}
