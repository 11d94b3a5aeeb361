import Foundation
import LibGenSupport

/// What `--overdue` does with `loan.overdue`.
package enum OverdueSeverity: String, Sendable, CaseIterable {
    case warning, error, off
}

/// The outcome of checking a library: its resolved state (records, ledger, as-of day) and
/// every diagnostic, sorted.
package struct CheckResult: Sendable {
    package var state: LibraryState
    package var diagnostics: [Diagnostic]
    /// Each rule's diagnostics as it gave them (`Rules.all`'s order, before `--overdue`), for
    /// the next check of `serve` to keep those of the loans no change touched.
    var ruleDiagnostics: [[Diagnostic]] = []

    package var library: Library { state.library }
    package var ledger: Ledger { state.ledger }
    package var asOf: Day { state.asOf }

    var errorCount: Int { diagnostics.count { $0.severity == .error } }
    package var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    package var hasErrors: Bool { errorCount > 0 }
}

/// What a check listed and parsed: every file's parse by path, kept by `serve` so that a
/// change reads only the files it names.
package struct ParsedContent: Sendable {
    var content: LoadedContent
    /// Every file's parse by path, as the last full parse left them, and those read since over
    /// them: the server still holds the previous content while a change is taken, so writing into
    /// one dictionary of 112,000 parses would copy it all for each change.
    private var parsed: [String: RecordParser.Decoded]
    private var newer: [String: RecordParser.Decoded] = [:]
    var listing: RecordParser.Listing? = nil
    /// The library the files made (before the contacts file is added) and the diagnostics their
    /// parses gave, which a change that only rewrites record files patches (`patching`) instead
    /// of making them again from every file's parse. Nil when they cannot be patched.
    var library: Library? = nil
    var parseDiagnostics: [Diagnostic] = []

    init(content: LoadedContent, decoded: [String: RecordParser.Decoded], listing: RecordParser.Listing?, library: Library?,
         parseDiagnostics: [Diagnostic]) {
        self.content = content
        parsed = decoded
        self.listing = listing
        self.library = library
        self.parseDiagnostics = parseDiagnostics
    }

    /// The parse of the file at `path`.
    func decoded(_ path: String) -> RecordParser.Decoded? { newer[path] ?? parsed[path] }

    /// Every file's parse by path (for a parse of every file: merged once then).
    var decoded: [String: RecordParser.Decoded] { newer.isEmpty ? parsed : parsed.merging(newer) { $1 } }

    /// Records the parse of a file read again.
    private mutating func set(_ path: String, _ decoded: RecordParser.Decoded) {
        newer[path] = decoded
        // Many files read again one by one (a long session): folded in, so that lookups stay one or two.
        if newer.count > 4096 {
            parsed.merge(newer) { $1 }
            newer = [:]
        }
    }

    /// A file read again outside a check (serve's description shortcut), for the next one.
    package mutating func replace(_ path: String, with decoded: RecordParser.Decoded) {
        let old = self.decoded(path)
        set(path, decoded)
        if library != nil, let old, !patch(old, with: decoded) { library = nil }
    }

    /// This content after the record files at `changed` were rewritten, read again and patched
    /// into the library; nil when the change is more than that: a file was added, removed or
    /// renamed, a file that is not a record (a cover) changed, a file cannot be read, or a
    /// record appeared, went or changed kind (`Library.replace`). Then every file is taken again.
    func patching(_ updated: LoadedContent, changed: [String], root: String) -> ParsedContent? {
        guard library != nil, listing != nil, updated.hasSameFiles(as: content) else { return nil }
        var patched = self
        patched.content = updated
        for path in changed where !path.hasPrefix("templates/") {
            guard let file = updated.file(at: path) else {
                // Not a record file, now or before (the lists are the same): a file that came and
                // went (an editor's temporary file) changes nothing; a cover or any other file
                // written or removed under content/ does.
                let relative = String(path.dropFirst("content/".count))
                guard path.hasPrefix("content/"), !updated.contentFiles.contains(relative), !content.contentFiles.contains(relative) else { return nil }
                continue
            }
            guard let old = decoded(path), case .success(let new) = RecordParser.read(root: root, file) else { return nil }
            patched.set(path, new)
            guard patched.patch(old, with: new) else { return nil }
        }
        return patched
    }

    /// Puts a file's new parse in place of its old one: its record in the library, its
    /// diagnostics and privacy findings among the others (each of the old ones taken out once).
    private mutating func patch(_ old: RecordParser.Decoded, with new: RecordParser.Decoded) -> Bool {
        guard library!.replace(old.record, with: new.record) else { return false }
        parseDiagnostics.removeOnce(old.diagnostics)
        parseDiagnostics += new.diagnostics
        library!.privacyFindings.removeOnce(old.privacy)
        library!.privacyFindings += new.privacy
        return true
    }
}

extension Array where Element: Equatable {
    /// Takes out one element equal to each of `elements`, wherever it is.
    mutating func removeOnce(_ elements: [Element]) {
        for element in elements {
            if let index = firstIndex(of: element) { remove(at: index) }
        }
    }
}

/// Runs the stages load → parse → resolve → validate over one library.
package struct LibraryChecker {
    var root: URL
    /// The day "now" is judged on; nil means today in the library's time zone.
    var asOf: Day?
    var overdue: OverdueSeverity
    /// `--base`: a git revision whose loans and swaps are history (`history.*`).
    package var base: String?
    /// `--contacts FILE`; nil: `LIBGEN_CONTACTS`, else `contacts.json` at the root, if there.
    package var contactsFile: String?
    /// The environment, read for `LIBGEN_CONTACTS`.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The clock, read only when `asOf` is nil.
    package var now: @Sendable () -> Date = { Date() }
    /// The parse cache's folder (`ParseCache.folder`); nil: `--no-cache`.
    package var cacheFolder: URL?
    /// An earlier check of the same library (`serve`'s last). When only a few loans were
    /// rewritten since, its replay and loan indexes are brought up to date
    /// (`Ledger.init(_:after:)`, `LibraryState.init(library:ledger:asOf:after:)`) and the loan
    /// rules judge only the loans the change can have touched (`loansToJudge`).
    package var previous: CheckResult?

    package init(root: URL, asOf: Day? = nil, overdue: OverdueSeverity = .warning) {
        self.root = root
        self.asOf = asOf
        self.overdue = overdue
        cacheFolder = ParseCache.folder(root: root)
    }

    /// Throws `LoadError` when the library (or a named contacts file) cannot be read at all, and
    /// `GitReader.Failure` when `base` cannot be read.
    package func check() throws -> CheckResult {
        try check(meanwhile: { _ in }).0
    }

    /// The same, running `meanwhile` on this thread while the rules run on others (`validate`):
    /// `build` makes the site's pages from the resolved state meanwhile, as `serve` does.
    package func check<T>(meanwhile: (CheckResult) -> T?) throws -> (CheckResult, T?) {
        // The file list and the cache are released as soon as the records exist, on another
        // thread (freeing 112,000 listed files took 30 ms before the replay could start).
        let (content, cache) = try listWithCache()
        let (library, diagnostics) = try RecordParser().parse(content, cache: cache)
        Parcel((content, cache)).dropInBackground()
        return try finish(library, parseDiagnostics: diagnostics, meanwhile: meanwhile)
    }

    /// Every file under `content/`, and the parse cache opened meanwhile: its store is read and
    /// checked, and git asked for its blob ids, while the folders are walked. What the list of
    /// files decides (`RecordParser.Listing`) is made while the first files are read.
    private func listWithCache() throws -> (LoadedContent, ParseCache?) {
        let root = self.root
        let listing = cacheFolder.map { ListingCache(folder: $0) }
        let listed = Background { Result { try ContentLoader(root: root).load(listing: listing) } }
        let cache = cacheFolder.map { ParseCache(folder: $0, root: root) }
        return (try listed.wait().get(), cache)
    }

    /// After the parse: the contacts, the history against `base`, then `validate`.
    private func finish(_ library: Library, parseDiagnostics: [Diagnostic]) throws -> CheckResult {
        try finish(library, parseDiagnostics: parseDiagnostics, meanwhile: { _ in }).0
    }

    private func finish<T>(_ library: Library, parseDiagnostics: [Diagnostic], meanwhile: (CheckResult) -> T?) throws -> (CheckResult, T?) {
        // Unknown stays unknown: nothing is judged on the settings' defaults (another time zone
        // makes another "today"; no librarians, another loan period).
        if let broken = LibrarySettings.unreadable(in: parseDiagnostics) { throw LoadError.unreadableSettings(broken) }
        var library = library
        var diagnostics = parseDiagnostics
        if let location = try ContactsLoader.locate(root: root, option: contactsFile, environment: environment) {
            let (contacts, problems) = try ContactsLoader.load(location, memberIDs: library.memberIDs)
            library.contacts = contacts
            diagnostics += problems
        }
        let history = try base.map { try HistoryChecker(root: root, base: $0).check(library) } ?? []
        return validate(library, parseDiagnostics: diagnostics + history, meanwhile: meanwhile)
    }

    /// Checks like `check()` and keeps what it parsed. With `previous` (what an earlier check
    /// parsed) and the paths changed since (`serve`'s watcher), only those files are listed and
    /// read again and every other file's parse is taken from `previous`; when the listing cannot
    /// be brought up to date that way (a folder or a link changed), everything is walked again
    /// and read through the parse cache. The ids, references, replay and rules run as always.
    package func check(after previous: ParsedContent?, changed: [String]) throws -> (CheckResult, ParsedContent) {
        let (check, parsed, _) = try check(after: previous, changed: changed, meanwhile: { _ in })
        return (check, parsed)
    }

    /// The same, running `meanwhile` on this thread while the rules run on others (`validate`).
    package func check<T>(after previous: ParsedContent?, changed: [String], meanwhile: (CheckResult) -> T?) throws
        -> (CheckResult, ParsedContent, T?) {
        let content: LoadedContent
        var known = [String: RecordParser.Decoded]()
        var cache: ParseCache?
        var listing: RecordParser.Listing?
        if let previous, let updated = ContentLoader(root: root).update(previous.content, changed: changed) {
            // Only record files rewritten: their new parses patched into the library kept. The
            // contacts, the replay and the rules run on it as always.
            if let patched = previous.patching(updated, changed: changed, root: root.path) {
                let (check, extra) = try finish(patched.library!, parseDiagnostics: patched.parseDiagnostics, meanwhile: meanwhile)
                return (check, patched, extra)
            }
            content = updated
            known = previous.decoded
            listing = updated.hasSameFiles(as: previous.content) ? previous.listing : nil
            for path in changed { known[path] = nil }
        } else {
            (content, cache) = try listWithCache()
        }
        let (library, diagnostics, decoded, listed) = try RecordParser().parse(content, known: known, listing: listing, cache: cache)
        let (check, extra) = try finish(library, parseDiagnostics: diagnostics, meanwhile: meanwhile)
        return (check, ParsedContent(content: content, decoded: decoded, listing: listed, library: library, parseDiagnostics: diagnostics), extra)
    }

    /// Validates an in-memory library (the editing commands' path).
    package func validate(_ library: Library, parseDiagnostics: [Diagnostic] = []) -> CheckResult {
        validate(library, parseDiagnostics: parseDiagnostics, meanwhile: { _ in }).0
    }

    /// The same, running `meanwhile` on this thread while the rules run on others, when the
    /// parse found no errors: given the check without the rules' diagnostics, it does what needs
    /// only the resolved state (`serve` assembles the site), and its result is thrown away by
    /// the caller when the rules find errors. Nil when it did not run.
    package func validate<T>(_ library: Library, parseDiagnostics: [Diagnostic] = [], meanwhile: (CheckResult) -> T?) -> (CheckResult, T?) {
        let day = asOf ?? Self.today(in: library.settings.timeZone, now: now())
        // Rules are independent of each other: run them on every core, results in `Rules.all` order.
        // Those that read only the records (`RecordRule`) start at once, while the history is
        // replayed and the state resolved on this thread (a core the replay left idle); the others
        // once the state is there. After a few loans were rewritten (`serve`), every rule waits for
        // the state: a loan rule then judges only the loans of their books and borrowers, and keeps
        // its last diagnostics of every other loan.
        // The long rules start first (`Rule.takesLong`); each result still goes to its rule's place.
        let numbered = Array(Rules.all.enumerated())
        let (early, later) = (numbered.filter(\.element.takesLong) + numbered.filter { !$0.element.takesLong })
            .reduce(into: ([(Int, any RecordRule)](), [(Int, any Rule)]())) { parts, numbered in
                if previous == nil, let rule = numbered.element as? any RecordRule { parts.0.append((numbered.offset, rule)) } else { parts.1.append(numbered) }
            }
        // Settings that could not be read are defaults: the rules that judge by them wait until the file is mended.
        let settingsUnread = LibrarySettings.unreadable(in: parseDiagnostics) != nil
        let records = RecordsContext(library: library, asOf: day)
        let earlyRules = early.isEmpty ? nil : Background {
            Parallel.map(early, chunkSize: 1) { number, rule in (number, settingsUnread && rule.readsSettings ? [] : rule.check(records)) }
        }
        let ledger = Ledger(library, after: previous.map { ($0.ledger, $0.library) })
        let state = LibraryState(library: library, ledger: ledger, asOf: day, after: previous?.state)
        let context = ValidationContext(state: state)
        let judged = previous.flatMap { Self.loansToJudge(state, after: $0) }
        let scoped = judged.map { ValidationContext(state: state, judging: $0) }
        let kept = judged.map { Set($0.map { library.loans[$0].file }) }
        var diagnostics = parseDiagnostics
        let previousRules = previous?.ruleDiagnostics
        let rules = Background {
            Parallel.map(later, chunkSize: 1) { number, rule -> (Int, [Diagnostic]) in
                if settingsUnread && rule.readsSettings { return (number, []) }
                guard rule is any LoanRule, let scoped, let kept, let previousRules else { return (number, rule.check(context)) }
                return (number, previousRules[number].filter { !kept.contains($0.file) } + rule.check(scoped))
            }
        }
        let extra = parseDiagnostics.contains { $0.severity == .error } ? nil : meanwhile(CheckResult(state: state, diagnostics: parseDiagnostics))
        var ruleDiagnostics = [[Diagnostic]](repeating: [], count: Rules.all.count)
        for (number, found) in (earlyRules?.wait() ?? []) + rules.wait() { ruleDiagnostics[number] = found }
        diagnostics += ruleDiagnostics.flatMap { $0 }
        diagnostics = diagnostics.compactMap { diagnostic in
            guard diagnostic.rule == .loanOverdue else { return diagnostic }
            switch overdue {
            case .off: return nil
            case .error: var raised = diagnostic; raised.severity = .error; return raised
            case .warning: return diagnostic
            }
        }
        diagnostics.sort(by: Diagnostic.printOrder)
        return (CheckResult(state: state, diagnostics: diagnostics, ruleDiagnostics: ruleDiagnostics), extra)
    }

    /// The places of the loans whose loan-rule diagnostics (`LoanRule`) can differ from
    /// `previous`'s: when the two libraries differ only in a few loans and books rewritten in
    /// place (the same members and swaps, the same settings, the same as-of day), the rewritten
    /// loans and every loan taking part of their books and borrowers, before and after, and of
    /// everyone who borrowed a rewritten book (`loan.blocked` names a borrower's other overdue
    /// book), and of every book those borrowers asked for (`loan.queue-jump` passes over a
    /// member who may not take it). A loan that takes no part is judged by its own record alone. Nil
    /// when every loan must be judged.
    static func loansToJudge(_ state: LibraryState, after previous: CheckResult) -> [Int]? {
        let (library, before) = (state.library, previous.library)
        guard previous.asOf == state.asOf, previous.ruleDiagnostics.count == Rules.all.count, library.swaps.count == before.swaps.count,
              zip(library.swaps, before.swaps).allSatisfy({ $0 === $1 }),
              let (rewritten, rewrittenBooks) = library.recordsRewritten(since: before, limit: 16) else { return nil }
        var books = Set<String>(), borrowers = Set<String>()
        // Everyone who borrowed a rewritten book: their loans are the book's own and those whose
        // `loan.blocked` can name it.
        for place in rewrittenBooks {
            for index in state.loanIndices(of: library.books[place].id) { borrowers.insert(library.loans[index].borrower.value) }
        }
        for index in rewritten {
            for loan in [before.loans[index], library.loans[index]] {
                books.insert(loan.book.value)
                borrowers.insert(loan.borrower.value)
            }
        }
        // A loan of a book they asked for too: `loan.queue-jump` asks whether they could take it
        // that day, which their other loans decide.
        for borrower in borrowers {
            for index in state.loanIndices(by: borrower) { books.insert(library.loans[index].book.value) }
        }
        var judged = Set(rewritten)
        for book in books { judged.formUnion(state.loanIndices(of: book)) }
        for borrower in borrowers { judged.formUnion(state.loanIndices(by: borrower)) }
        return judged.sorted()
    }

    /// The resolved state of an in-memory library — the replay and every answer of the state —
    /// without the rules: for a library only asked questions (`remind --since`'s revision).
    /// With `previous` (a check of a library that differs from it in a few records) the replay
    /// is patched from that one's, as `serve`'s is.
    package func resolve(_ library: Library, after previous: CheckResult? = nil) -> CheckResult {
        let day = asOf ?? Self.today(in: library.settings.timeZone, now: now())
        let ledger = Ledger(library, after: previous.map { ($0.ledger, $0.library) })
        return CheckResult(state: LibraryState(library: library, ledger: ledger, asOf: day, after: previous?.state), diagnostics: [])
    }

    /// Today in the named zone (UTC when the name is unknown).
    package static func today(in zone: String, now: Date) -> Day {
        Day.containing(now, in: TimeZone(identifier: zone) ?? TimeZone(identifier: "UTC")!)
    }
}
