import Foundation
import LibGenCore

/// `libgen init`: the files of a new library that checks and builds at once.
package enum LibraryTemplate {
    /// What `libgen init` was told about the new library.
    package struct Options: Sendable {
        package var name = "Our Book Circle"
        package var blocks: [String] = []
        package var timeZone = "UTC"
        package var language = "en"
        package var repoURL: String?
        package var baseURL: String?
        /// Two members and two books to try things with. Never a loan: a loan is history
        /// the moment it is committed (`check --base` refuses deleting it), so a sample
        /// loan would stay in the library for ever.
        package var sample = false
        /// The libgen GitHub Action every job uses.
        package var action = LibraryTemplate.defaultAction
        package init() {}

        /// The GitHub Pages address of a github.com repository (`https://OWNER.github.io/REPO/`).
        var pagesURL: String? {
            guard let repoURL, let url = URLComponents(string: repoURL), url.host?.lowercased() == "github.com" else { return nil }
            let parts = url.path.split(separator: "/").map(String.init)
            guard parts.count >= 2 else { return nil }
            let repo = parts[1].hasSuffix(".git") ? String(parts[1].dropLast(4)) : parts[1]
            let owner = parts[0].lowercased()
            // A user's or organisation's own site (`OWNER.github.io`) is published at the root.
            if repo.lowercased() == "\(owner).github.io" { return "https://\(owner).github.io/" }
            return "https://\(owner).github.io/\(repo)/"
        }
    }

    /// Path relative to the new library's root → text.
    package static func files(_ options: Options, today: Day) -> [(path: String, text: String)] {
        var settings: [(String, JSONValue)] = [
            ("name", .string(options.name)),
            ("description", .string("Our shared bookshelf. Members lend their own books to each other; every loan is a small change to this repository.")),
        ]
        if !options.blocks.isEmpty { settings.append(("society", .object([("blocks", .array(options.blocks.map(JSONValue.string)))]))) }
        if let base = options.baseURL ?? options.pagesURL { settings.append(("base_url", .string(base))) }
        if let repo = options.repoURL { settings.append(("repo_url", .string(repo))) }
        settings += [
            ("timezone", .string(options.timeZone)),
            ("language", .string(options.language)),
            ("policy", .object([("loan_days", .number(14)), ("max_renewals", .number(1)), ("max_active_loans", .number(3)), ("reminder_days", .number(2))])),
            ("privacy", .object([("show_borrowers", .bool(false)), ("show_owners", .bool(true)), ("publish_reports", .bool(false)), ("public_repository", .bool(true))])),
            ("librarians", .array([])),
        ]
        var files: [(String, String)] = [("content/library.json", JSONValue.object(settings).fileText)]
        if options.sample { files += sample(today: today, block: options.blocks.first) }
        files += [
            ("content/pages/about.md", """
            ---
            title: How to borrow
            ---

            Find a book in the catalogue and press **Borrow this** on its page. It opens the
            library's borrow form with the book filled in; send it, and the library answers on
            the same page: when the book is yours to collect, or your place in the queue.
            Returns, renewals and books you lent out have forms of their own.

            """),
            // contacts.json holds members' private contact details: never committed (FORMAT.md).
            (".gitignore", gitignore),
            (".github/workflows/library.yml", workflow(action: options.action, timeZone: options.timeZone)),
            (".github/ISSUE_TEMPLATE/config.yml", IssueForm.configYAML(catalogue: options.baseURL ?? options.pagesURL)),
            ("README.md", readme(options.name, action: options.action)),
            (".vscode/settings.json", SchemaWriter.editorSettings(schemaFolder: "schemas")),
        ]
        files += IssueForm.allCases.map { (".github/ISSUE_TEMPLATE/\($0.fileName)", $0.yaml()) }
        files += SchemaWriter.files().map { ("schemas/\($0.name)", $0.text) }
        return files
    }

    /// The `https://github.com/OWNER/REPO` of a git remote URL when it is a GitHub repository
    /// (`git@github.com:OWNER/REPO.git`, `ssh://git@github.com/OWNER/REPO`, `https://github.com/OWNER/REPO.git`),
    /// else nil. A user name or token in the remote (`https://x-access-token:…@github.com/…`) is dropped:
    /// only the owner and the repository reach library.json.
    package static func gitHubRepository(fromRemote remote: String) -> String? {
        let text = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        var path: Substring
        if let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(), ["https", "http", "ssh", "git"].contains(scheme) {
            guard url.host?.lowercased() == "github.com" else { return nil }
            path = Substring(url.path)
        } else if let colon = text.firstIndex(of: ":"), !text.contains("://") {
            // scp-like: [user@]github.com:OWNER/REPO.git
            let host = text[..<colon].split(separator: "@").last.map { $0.lowercased() }
            guard host == "github.com" else { return nil }
            path = text[text.index(after: colon)...]
        } else {
            return nil
        }
        var parts = path.split(separator: "/").map(String.init)
        guard parts.count == 2 else { return nil }
        if parts[1].hasSuffix(".git") { parts[1] = String(parts[1].dropLast(4)) }
        let name = #"^[A-Za-z0-9._-]+$"#
        guard parts.allSatisfy({ !$0.isEmpty && $0.range(of: name, options: .regularExpression) != nil }) else { return nil }
        return "https://github.com/\(parts[0])/\(parts[1])"
    }

    /// An existing `.gitignore` with the lines libgen needs that it lacks appended (nil when it
    /// has them all): `init` into a clone adds, and never takes away what the repository ignores.
    package static func gitignore(adding existing: String) -> String? {
        let present = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = gitignore.split(separator: "\n").filter { !$0.hasPrefix("#") && !present.contains(String($0)) }
        guard !missing.isEmpty else { return nil }
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        return existing + separator + "\n# Added by libgen init: the built site, its cache, and members' private contact details.\n"
            + missing.joined(separator: "\n") + "\n"
    }

    /// What a library never commits: the built site, libgen's cache, members' private contact
    /// details with every copy an editor or libgen's atomic write makes of them, and the
    /// librarian's reminders sheet (it holds contact links).
    static let gitignore = """
        # The catalogue libgen builds, and its parse cache.
        public/
        # A build's folders while it publishes (a killed build leaves one; the next build removes it).
        .*.libgen-new-*/
        .*.libgen-old-*/
        .build/
        .libgen/
        # Members' private contact details, and the copies editors and libgen make of them: never committed.
        \(ContactsMover.ignoredContactFiles)
        # The librarian's reminders sheet (libgen report reminders --format html): private.
        reminders.html

        """

    /// Two members and two books (no loan: see `Options.sample`).
    static func sample(today: Day, block: String?) -> [(String, String)] {
        let member = { (name: String) -> String in
            JSONValue.object([("name", .string(name)), ("joined", .string(today.description))] + (block.map { [("block", JSONValue.string($0))] } ?? [])).fileText
        }
        return [
            ("content/members/alex.json", member("Alex Example")),
            ("content/members/sam.json", member("Sam Sample")),
            ("content/books/the-hobbit.md", """
            ---
            title: The Hobbit
            author: J. R. R. Tolkien
            owner: alex
            added: \(today)
            isbn: "9780547928227"
            genres: [Fantasy]
            ---

            Bilbo Baggins is swept out of his hobbit-hole on a quest with thirteen dwarves and a wizard.

            """),
            ("content/books/pride-and-prejudice.md", """
            ---
            title: Pride and Prejudice
            author: Jane Austen
            owner: library
            added: \(today)
            isbn: "9780141439518"
            genres: [Classics]
            ---

            Elizabeth Bennet and Mr Darcy misjudge each other at length.

            """),
        ]
    }

    /// The GitHub Action that puts libgen on a job's PATH (a fork passes its own with `init --action`).
    /// Pinned to the commit this binary was built from when known (a release archive), with the
    /// version in a comment; else the major version's tag.
    package static let defaultAction = libgenSourceCommit.map { "libgen/libgen@\($0) # v\(libgenVersion)" }
        ?? "libgen/libgen@v\(libgenVersion.split(separator: ".").first ?? "1")"

    /// The step every job starts with: the libgen action, which installs the release
    /// archive matching its ref (or builds from its own sources, cached).
    static func installStep(_ action: String) -> String {
        """
              - uses: \(action)
        """
    }

    static func readme(_ name: String, rules: LendingRules = LendingRules(), action: String = defaultAction) -> String {
        """
        # \(name)

        Our shared bookshelf. Every book, member and loan is a small file under
        `content/`, and the catalogue is published from it. You never need to edit
        those files or know git to borrow: the forms on this repository's **Issues**
        tab, and a few words in a comment, do it for you.

        ## The lending rules

        \(rules.terms)

        ## Borrowing a book

        1. Find the book in the catalogue and press **Borrow this** on its page (or open
           **Issues → New issue → Borrow a book** and give the book's title).
        2. Send the form. Within a minute or two the library records your request and
           answers on your issue: the book is on the shelf and it is your turn (its owner
           is asked to hand it over), or you are number 2 in the queue and it is on loan
           until a given day. Your issue stays open: it is where you, the owner and the
           librarians talk about this loan.
        3. When you have the book, its owner comments `/lent` on your issue. The reply
           says when it is due back.
        4. On the same issue: `/renew` for more time, `/return` once it is back with its
           owner (the issue then closes), `/cancel` if you no longer want it, `/lost` if it
           went missing. Owners and librarians may comment these for you.

        You hear on your issue, and by e-mail if the library sends reminders: when it is
        your turn, a few days before the due date, on the due date and if it is overdue.
        Owners hear when their book is asked for, lent, back, or long overdue.

        Without a GitHub account? Ask a librarian, who records it for you. Once the library
        sets its desk (`forge.desk` in `content/library.json`: an e-mail address, a
        WhatsApp number or a note), every book page shows how to reach it.

        The forms find you by your GitHub login, so a librarian must first add it to your
        member file (`"github": "your-login"`). If the library cannot do what you asked,
        it says why on the issue; nothing is changed.

        ## What others can see

        \(rules.catalogueVisibility) This repository is public, so anyone can read what is in it:
        member ids and names, books, and who borrowed what and when. Contact details
        (e-mail, phone, flat) are **never** in the repository: librarians keep them in a
        private `contacts.json` that is not committed, and the site never shows them.

        ## For librarians

        - Setting up on GitHub: enable **Pages** (source: GitHub Actions). Requests are
          committed straight to the default branch, one at a time (`forge.direct`, the
          default); set `"forge": {"direct": false}` in `content/library.json` to have each
          become a pull request instead (then allow GitHub Actions to create pull requests
          in **Settings → Actions → General**). Protect the default branch with a merge
          queue if you like: the workflow checks `merge_group` too.
        - **Make the check `libgen: as merged now` required** (Settings → Branches, or Rules →
          Rulesets, for the default branch → Require status checks to pass). GitHub does not
          check a pull request again when the default branch moves, so one that was green can
          clash with a request recorded meanwhile (two loans of one copy); after every change to
          the default branch the workflow checks each open pull request again as if merged now
          and sets this status. The `library-health` issue says when it is not required.
        - Holds (`policy.hold_days`): each morning the workflow ends the holds that ran out
          (`libgen expire`), and tells the member and the next in the queue on their issues.
        - Every job installs libgen with its GitHub Action (`uses: \(action)`):
          a released binary whose build provenance is verified, in seconds.
        - When the records have an error (two people merged changes that clash, say), the
          workflow opens one issue labelled `library-health` listing it, and closes it once
          it is fixed. Members' requests are still recorded meanwhile.
        - Keep members' contact details in `contacts.json` at the root (git-ignored):
          `libgen add member ID --name … --joined … --email …` writes it there, and
          `libgen contacts move` moves any that were committed. Keep a copy somewhere safe.
        - Reminders by e-mail: set `reminders.from` in `content/library.json` and the
          repository secrets `LIBGEN_CONTACTS` (the whole text of `contacts.json`),
          `SMTP_HOST`, `SMTP_PORT` (default 587), `SMTP_USER` and `SMTP_PASSWORD`; after every
          change the workflow tells the people it concerns (`libgen remind --since`), and
          daily at 07:00 it sends the day's notices (`libgen remind --send`). Try it first
          without sending: `libgen remind` prints today's messages. For members without
          e-mail, `libgen report reminders --format html > reminders.html` gives you a
          private page with WhatsApp, SMS and e-mail links for each message; keep it to
          yourself (it is git-ignored).
        - `libgen check` — is everything consistent? (CI runs it on every pull request.)
        - `libgen report overdue` / `due` / `holds` / `reminders` — who has what, and until when.
        - `libgen build` — the catalogue site, into `public/` (published after every change, and daily).
        - `libgen lend`, `return`, `renew`, `void` … make the same edits from a terminal.

        Editors that read `.vscode/settings.json` check the JSON files against the
        schemas in `schemas/` while you type.

        """
    }
}
