import Foundation
import LibGenSupport

/// `check --base REV`: loans and swaps are history. Compared with the
/// revision, a loan or swap file may not be deleted (`history.deleted`), a
/// date, `book`, `borrower`, `from`, `to`, `gives` or `takes` set there may
/// not change (`history.rewritten`; renewals may only be appended), and a
/// status may only move forward in its lifecycle (`history.status`; any loan
/// may become `void`). A book's `owner` may change only when an accepted swap in
/// the change (accepted now, not at the revision) moves the book to that owner. (v1.3) A
/// loan's `requested_time` (its place in the queue) and `issue` are history too, and a change
/// to who may act for others — a member's `github` login, `librarians`, `privacy`, `forge` — is
/// `history.access`, a warning naming whose right changes, so a reviewer looks twice.
struct HistoryChecker {
    /// Allowed status moves (staying put is always allowed).
    static let loanMoves: [String: Set<String>] = ["requested": ["lent", "rejected", "cancelled"], "lent": ["returned", "lost"], "lost": ["returned"]]
    static let swapMoves: [String: Set<String>] = ["pending": ["accepted", "rejected", "cancelled"]]

    let git: GitReader
    let base: String
    let root: URL

    init(root: URL, base: String) {
        git = GitReader(root: root)
        self.base = base
        self.root = root
    }

    func check(_ library: Library) throws -> [Diagnostic] {
        try git.verify(base)
        let loans = Dictionary(library.loans.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let swaps = Dictionary(library.swaps.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var diagnostics = [Diagnostic]()
        // The file names under each folder, listed once (at the first deletion met), not per deletion.
        var present = [String: Set<String>]()
        func hasFile(_ id: String, in folder: String) -> Bool {
            if present[folder] == nil { present[folder] = fileNames(in: folder) }
            return present[folder]!.contains(id + ".json")
        }
        for change in try git.changes(since: base, in: ["content/loans", "content/swaps", "content/books", "content/members", "content/library.json"]) {
            if change.path == LibrarySettings.path || change.path.hasPrefix("content/members/") {
                diagnostics += try compareAccess(change.path, status: change.status, library)
                continue
            }
            guard change.status == "M" || change.status == "D" else { continue }
            if change.path.hasPrefix("content/books/") {
                if change.status == "M", change.path.hasSuffix(".md") { diagnostics += try compareOwner(change.path, library) }
                continue
            }
            guard change.path.hasSuffix(".json") else { continue }
            let isLoan = change.path.hasPrefix("content/loans/")
            let id = String((change.path as NSString).lastPathComponent.dropLast(5))
            // Deleted: no file of that id is left (one moved to another folder is the same record),
            // said whatever the file held at the revision, even text that was never valid JSON.
            if change.status == "D", (isLoan ? loans[id] == nil : swaps[id] == nil), !hasFile(id, in: isLoan ? "loans" : "swaps") {
                diagnostics.append(isLoan
                    ? deleted(change.path, kind: "loan", id: id, fix: "set its status (cancelled, rejected, returned) instead, or, if it was recorded by mistake, mark it void (libgen void LOAN --note WHY)")
                    : deleted(change.path, kind: "swap", id: id, fix: "set its status (cancelled, rejected) instead"))
                continue
            }
            // Compared field by field where both sides are records (a file broken now has its own error).
            guard case .success(let node) = JSONReader.parse(try baseBytes(change.path)) else { continue }
            var decoder = RecordDecoder(file: change.path, isYAML: false)
            let record = decoder.decode(node, as: isLoan ? Schemas.loan : Schemas.swap)
            if isLoan {
                if let current = loans[id] { diagnostics += compareLoan(record, current) }
            } else {
                if let current = swaps[id] { diagnostics += compareSwap(record, current) }
            }
        }
        return diagnostics
    }

    /// The names of the files in `content/<folder>/` and the folders in it, now.
    private func fileNames(in folder: String) -> Set<String> {
        let top = root.appendingPathComponent("content/" + folder).path
        guard let walk = FileManager.default.enumerator(atPath: top) else { return [] }
        var names = Set<String>()
        for case let path as String in walk { names.insert((path as NSString).lastPathComponent) }
        return names
    }

    /// A file's bytes at the base revision as the loader reads every file: BOM dropped (the
    /// one BOM rule, `[UInt8].dropUTF8BOM`), so a base file with a BOM is compared like any other.
    private func baseBytes(_ path: String) throws -> [UInt8] {
        var bytes = [UInt8](try git.run(["show", "\(base):./\(path)"]))
        bytes.dropUTF8BOM()
        return bytes
    }

    private func deleted(_ path: String, kind: String, id: String, fix: String) -> Diagnostic {
        Diagnostic(.historyDeleted, path, .start, "\(kind) \(id) existed at \(base) and was deleted; \(kind)s are history: restore the file and \(fix)")
    }

    func compareLoan(_ old: DecodedRecord, _ loan: Loan) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        func text(_ day: Located<Day>?) -> Located<String>? { day.map { Located($0.value.description, at: $0.location) } }
        let now: [LoanField: Located<String>] = [
            .book: loan.book, .borrower: loan.borrower, .requested: text(loan.requested), .lent: text(loan.lent), .due: text(loan.due),
            .returned: text(loan.returned), .lost: text(loan.lost), .voided: text(loan.voided),
        ].compactMapValues { $0 }
        for field in Self.settledLoanFields {
            guard let before = Self.text(old, field), now[field]?.value != before else { continue }
            diagnostics.append(rewritten(field.rawValue, before: before, after: now[field]?.value, at: now[field]?.location ?? loan.location, loan.file))
        }
        // The queue's order and the forge issue a record answers (v1.3): `requested_time` compared
        // as a time (09:15 is 09:15:00), `issue` as a number.
        if let before = old.string(LoanField.requestedTime)?.value, let seconds = TimeOfDay.seconds(before), loan.requestedTime != seconds {
            diagnostics.append(rewritten(LoanField.requestedTime.rawValue, before: before, after: loan.requestedTime.map(TimeOfDay.text),
                                         at: loan.location, loan.file))
        }
        if let before = old.integer(LoanField.issue), loan.issue?.value != before {
            diagnostics.append(rewritten(LoanField.issue.rawValue, before: String(before), after: loan.issue.map { String($0.value) },
                                         at: loan.issue?.location ?? loan.location, loan.file))
        }
        let before = old.days(LoanField.renewals)?.map(\.value) ?? []
        let after = loan.renewals.map(\.value)
        if !(after.count >= before.count && Array(after.prefix(before.count)) == before) {
            diagnostics.append(Diagnostic(.historyRewritten, loan.file, loan.renewalsLocation ?? loan.location,
                "renewals were [\(before.map(\.description).joined(separator: ", "))] at \(base); renewals may only be appended, not changed or removed"))
        }
        if let was = old.string(LoanField.status)?.value, let problem = status(was, Located(loan.status.value.rawValue, at: loan.status.location), loan.file, moves: Self.loanMoves) {
            diagnostics.append(problem)
        }
        return diagnostics
    }

    func compareSwap(_ old: DecodedRecord, _ swap: Swap) -> [Diagnostic] {
        var diagnostics = [Diagnostic]()
        // A pending swap accepted in this change takes the day it was accepted (`swap accept
        // --on`): its `date` may move later then, never earlier.
        let acceptedNow = old.string(SwapField.status)?.value == Swap.Status.pending.rawValue && swap.status.value == .accepted
        for field in Self.settledSwapFields {
            guard let before = Self.text(old, field) else { continue }
            if field == .date, acceptedNow, let was = old.day(SwapField.date)?.value, swap.date.value >= was { continue }
            let after = Self.text(swap.record, field)
            if after != before {
                diagnostics.append(rewritten(field.rawValue, before: before, after: after, at: swap.record.location(of: field), swap.file))
            }
        }
        if let was = old.string(SwapField.status)?.value, let problem = status(was, Located(swap.status.value.rawValue, at: swap.status.location), swap.file, moves: Self.swapMoves) {
            diagnostics.append(problem)
        }
        return diagnostics
    }

    /// `history.rewritten`: a field set at the base is now different or gone.
    private func rewritten(_ field: String, before: String, after: String?, at location: SourceLocation, _ file: String) -> Diagnostic {
        let change = after.map { "changed to \($0)" } ?? "removed"
        return Diagnostic(.historyRewritten, file, location,
            "`\(field)` was \(before) at \(base) and is \(change); history is not rewritten: restore it (a correction needs a maintainer's review)")
    }

    /// `history.rewritten` for a book's `owner`: it changes only with an accepted swap in the change.
    func compareOwner(_ path: String, _ library: Library) throws -> [Diagnostic] {
        let id = String((path as NSString).lastPathComponent.dropLast(3))
        guard let book = library.book(id), let text = String(validating: try baseBytes(path), as: UTF8.self),
              case .success(let document) = FrontMatterParser.parse(text) else { return [] }
        var decoder = RecordDecoder(file: path, isYAML: true)
        guard let before = decoder.decode(document.frontMatter, as: Schemas.book).string(BookField.owner)?.value, before != book.owner.value else { return [] }
        let movers = library.swaps.filter { swap in
            swap.status.value == .accepted && !swap.isSelf && swap.moves.contains { $0.book.value == id && $0.receiver == book.owner.value }
        }
        for swap in movers where try !wasAccepted(swap) { return [] }
        let fix = movers.isEmpty
            ? "a book changes owner only through an accepted swap in the same change: record the swap (libgen swap offer, then accept) or restore `owner: \(before)`"
            : "swap \(movers.map(\.id).joined(separator: ", ")) was already accepted at \(base), so it does not explain this change: restore `owner: \(before)`"
        return [Diagnostic(.historyRewritten, book.file, book.owner.location, "`owner` was \(before) at \(base) and is \(book.owner.value); \(fix)")]
    }

    /// `history.access` (v1.3): a change to who may act for others — a member's `github` login
    /// added, changed or removed (who intake takes a comment from), `librarians`, `privacy` or
    /// `forge` — named so that a reviewer looks twice. A warning: such changes are sometimes right.
    func compareAccess(_ path: String, status: Character, _ library: Library) throws -> [Diagnostic] {
        func record(_ bytes: [UInt8]) -> DecodedRecord? {
            guard case .success(let node) = JSONReader.parse(bytes) else { return nil }
            var decoder = RecordDecoder(file: path, isYAML: false)
            return decoder.decode(node, as: path == LibrarySettings.path ? Schemas.library : Schemas.member)
        }
        let old = status == "A" ? nil : record(try baseBytes(path))
        let nowBytes = status == "D" ? nil : FileIO.readBytes(root.path + "/" + path)
        let now = nowBytes.flatMap { bytes -> DecodedRecord? in var bytes = bytes; bytes.dropUTF8BOM(); return record(bytes) }
        if path == LibrarySettings.path {
            guard let old, let now else { return [] }
            var diagnostics = [Diagnostic]()
            let before = (old.strings(LibraryField.librarians) ?? []).map(\.value), after = (now.strings(LibraryField.librarians) ?? []).map(\.value)
            if before != after {
                let added = after.filter { !before.contains($0) }, removed = before.filter { !after.contains($0) }
                var parts = [String]()
                if !added.isEmpty { parts.append("\(added.map { library.member($0)?.name ?? $0 }.joined(separator: ", ")) may now act for every member") }
                if !removed.isEmpty { parts.append("\(removed.map { library.member($0)?.name ?? $0 }.joined(separator: ", ")) no longer may") }
                diagnostics.append(Diagnostic(.historyAccess, path, now.location(of: LibraryField.librarians),
                    "`librarians` changed since \(base): " + (parts.isEmpty ? "their order" : parts.joined(separator: "; ")) + "; a reviewer should confirm the librarians agreed"))
            }
            for group in ["privacy", "forge"] where Self.section(old, group) != Self.section(now, group) {
                diagnostics.append(Diagnostic(.historyAccess, path, now.fields.first { $0.name == group }?.field.keyLocation ?? .start,
                    "`\(group)` changed since \(base): it decides \(group == "privacy" ? "what the public site and the repository may show of members" : "how members' requests reach the records"); a reviewer should confirm the librarians agreed"))
            }
            return diagnostics
        }
        let before = old?.string(MemberField.github)?.value, after = now?.string(MemberField.github)?.value
        guard before?.lowercased() != after?.lowercased() else { return [] }
        let id = String((path as NSString).lastPathComponent.dropLast(5))
        let name = library.member(id)?.name ?? id
        let what: String
        switch (before, after) {
        case (nil, let login?): what = "the login `\(login)` was given to \(name)"
        case (let login?, nil): what = "\(name)'s login `\(login)` was removed"
        case (let old?, let new?): what = "\(name)'s login changed from `\(old)` to `\(new)`"
        default: return []
        }
        return [Diagnostic(.historyAccess, path, now?.location(of: MemberField.github) ?? .start,
            "\(what) since \(base): whoever uses it on the forge acts as \(name)\(library.settings.librarians.contains { $0.value == id } ? ", a librarian," : "") in requests and comment commands; a reviewer should confirm it is theirs")]
    }

    /// A section of library.json as comparable text (its fields and values, in order).
    static func section(_ record: DecodedRecord, _ name: String) -> String {
        guard let field = record.fields.first(where: { $0.name == name }) else { return "" }
        func text(_ value: DecodedRecord.Value) -> String {
            switch value {
            case .string(let string): return "s" + string.debugDescription
            case .day(let day): return "d" + day.description
            case .integer(let number): return "i\(number)"
            case .bool(let flag): return "b\(flag)"
            case .list(let elements): return "[" + elements.map { text($0.value) }.joined(separator: ",") + "]"
            case .object(let object): return "{" + object.fields.map { "\($0.name.debugDescription):\(text($0.field.value))" }.joined(separator: ",") + "}"
            case .closedRange(let range): return "r\(range.lowerBound)..\(range.upperBound)"
            }
        }
        return text(field.field.value)
    }

    /// Was the swap already accepted at the base revision (found by its id anywhere under content/swaps/)?
    private func wasAccepted(_ swap: Swap) throws -> Bool {
        let listing = String(decoding: try git.run(["ls-tree", "-r", "-z", "--name-only", base, "--", "content/swaps"]), as: UTF8.self)
        guard let path = listing.split(separator: "\0").map(String.init).first(where: { ($0 as NSString).lastPathComponent == swap.id + ".json" }),
              case .success(let node) = JSONReader.parse(try baseBytes(path)) else { return false }
        var decoder = RecordDecoder(file: path, isYAML: false)
        return decoder.decode(node, as: Schemas.swap).string(SwapField.status)?.value == Swap.Status.accepted.rawValue
    }

    private func status(_ before: String, _ after: Located<String>, _ file: String, moves: [String: Set<String>]) -> Diagnostic? {
        // Any loan may become void: a record found to be a mistake.
        if after.value == Loan.Status.void.rawValue && moves == Self.loanMoves { return nil }
        guard before != after.value, !Self.reachable(from: before, moves: moves).contains(after.value) else { return nil }
        let allowed = moves[before].map { "from \(before) a status may move to \($0.sorted().joined(separator: " or "))" } ?? "\(before) is final"
        return Diagnostic(.historyStatus, file, after.location,
            "status moved from \(before) (at \(base)) to \(after.value), against its lifecycle: \(allowed)")
    }

    /// Every status a record can reach from `status` through allowed moves: one
    /// change may record several steps (a loan lent and returned since the base).
    static func reachable(from status: String, moves: [String: Set<String>]) -> Set<String> {
        var seen = Set<String>(), pending = [status]
        while let next = pending.popLast() {
            for target in moves[next] ?? [] where seen.insert(target).inserted { pending.append(target) }
        }
        return seen
    }

    /// Fields that, once set, are history (`history.rewritten`); renewals may only be appended.
    static let settledLoanFields: [LoanField] = [.book, .borrower, .requested, .lent, .due, .returned, .lost, .voided]
    static let settledSwapFields: [SwapField] = [.date, .from, .to, .gives, .takes]

    /// A field's value as comparable text.
    static func text<Key: FieldKey>(_ record: DecodedRecord, _ field: Key) -> String? {
        if let list = record.strings(field) { return "[" + list.map(\.value).joined(separator: ", ") + "]" }
        if let day = record.day(field) { return day.value.description }
        return record.string(field)?.value
    }
}
