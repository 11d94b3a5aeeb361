/// `librarian.left` (warning): a member listed in `librarians` who has left (as of) no
/// longer acts for others; take them off the list (or name who replaces them).
struct LibrarianLeftRule: RecordRule {
    var readsSettings: Bool { true }
    let id = RuleID.librarianLeft

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.settings.librarians.compactMap { librarian in
            guard let member = context.library.member(librarian.value), let left = member.left, member.hasLeft(by: context.asOf) else { return nil }
            return Diagnostic(id, LibrarySettings.path, librarian.location,
                "librarian \(context.describe(party: member.id)) left the library on \(left) and no longer acts for others; take them off `librarians`")
        }
    }
}
