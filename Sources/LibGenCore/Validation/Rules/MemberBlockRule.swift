import LibGenSupport

/// `member.block`: when the society declares its blocks, a member's `block` is one of them.
struct MemberBlockRule: RecordRule {
    let id = RuleID.memberBlock

    func check(_ context: RecordsContext) -> [Diagnostic] {
        guard let blocks = context.library.settings.society?.blocks, !blocks.isEmpty else { return [] }
        let known = Set(blocks)
        return context.library.members.compactMap { member in
            guard let block = member.record.string(MemberField.block), !known.contains(block.value) else { return nil }
            let hint = Suggestion.hint(for: block.value, among: blocks)
            return Diagnostic(id, member.file, block.location,
                "block \"\(block.value)\" is not one of the society's blocks\(hint); use one of: \(blocks.joined(separator: ", ")) (or add it to society.blocks in content/library.json)")
        }
    }
}
