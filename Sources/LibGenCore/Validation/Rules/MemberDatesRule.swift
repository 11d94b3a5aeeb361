/// `member.dates`: a member leaves after joining (`left` > `joined`).
struct MemberDatesRule: RecordRule {
    let id = RuleID.memberDates

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.members.compactMap { member in
            guard let left = member.record.day(MemberField.left), left.value <= member.joined else { return nil }
            return Diagnostic(id, member.file, left.location,
                "`left` (\(left.value)) must be after `joined` (\(member.joined)); membership ends on the day it is left")
        }
    }
}
