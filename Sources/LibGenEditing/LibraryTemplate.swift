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
            return "https://\(parts[0].lowercased()).github.io/\(repo)/"
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
            (".gitignore", "public/\n.build/\n/contacts.json\n"),
            (".github/workflows/library.yml", workflow(action: options.action)),
            (".github/ISSUE_TEMPLATE/config.yml", IssueForm.configYAML(catalogue: options.baseURL ?? options.pagesURL)),
            ("README.md", readme(options.name)),
            (".vscode/settings.json", SchemaWriter.editorSettings(schemaFolder: "schemas")),
        ]
        files += IssueForm.allCases.map { (".github/ISSUE_TEMPLATE/\($0.fileName)", $0.yaml()) }
        files += SchemaWriter.files().map { ("schemas/\($0.name)", $0.text) }
        return files
    }

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
    package static let defaultAction = "libgen/libgen@v1"

    /// The step every job starts with: the libgen action, which installs the release
    /// archive matching its ref (or builds from its own sources, cached).
    static func installStep(_ action: String) -> String {
        """
              - uses: \(action)
        """
    }

    /// Check pull requests, turn issue-form requests into pull requests, publish the
    /// site (on every push and daily, since availability changes with the date), and
    /// the daily check. Every job lists the permissions it needs; nothing with contact
    /// details is uploaded or printed.
    static func workflow(action: String = defaultAction) -> String {
        let installStep = installStep(action)
        return #"""
    # libgen: check every change, turn members' requests into pull requests,
    # publish the catalogue, and keep an eye on overdue books.
    name: Library

    on:
      pull_request:
      push:
        branches: [main]
      issues:
        types: [opened]
      schedule:
        - cron: "30 3 * * *"
      workflow_dispatch:

    permissions: {}

    jobs:
      check:
        if: github.event_name == 'pull_request'
        runs-on: ubuntu-latest
        permissions:
          contents: read
        steps:
          - uses: actions/checkout@v7
            with:
              fetch-depth: 0
    \#(installStep)
          - name: Check the change
            # Overdue books are the daily job's business, not every member's pull request's.
            env:
              BASE: ${{ github.base_ref }}
            run: libgen check --base "origin/$BASE" --format github --overdue off

      intake:
        if: github.event_name == 'issues'
        runs-on: ubuntu-latest
        permissions:
          contents: write
          pull-requests: write
          issues: write
        concurrency:
          group: intake-${{ github.event.issue.number }}
        steps:
          - uses: actions/checkout@v7
            with:
              fetch-depth: 0
    \#(installStep)
          - name: Turn the request into a change
            id: intake
            env:
              NUMBER: ${{ github.event.issue.number }}
              BASE: ${{ github.event.repository.default_branch }}
            run: |
              git config user.name "github-actions[bot]"
              git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
              git switch -c "request/issue-$NUMBER"
              status=0
              libgen intake --event "$GITHUB_EVENT_PATH" --reply "$RUNNER_TEMP/reply.md" --commit || status=$?
              echo "status=$status" >> "$GITHUB_OUTPUT"
              if [ "$status" -eq 0 ]; then
                libgen check --base "origin/$BASE" --format github --overdue off
              fi
              if [ "$status" -eq 2 ]; then
                echo "Not a library request; nothing to do."
              fi
          - name: Open a pull request that closes the issue
            if: steps.intake.outputs.status == '0'
            env:
              GH_TOKEN: ${{ secrets.LIBGEN_TOKEN || github.token }}
              NUMBER: ${{ github.event.issue.number }}
              BASE: ${{ github.event.repository.default_branch }}
            run: |
              git push origin "request/issue-$NUMBER"
              title=$(git log -1 --format=%s)
              gh pr create --base "$BASE" --head "request/issue-$NUMBER" --title "$title" \
                --body "Closes #$NUMBER. Recorded by libgen intake from the issue form; merge to make it part of the library's records."
              gh issue comment "$NUMBER" --body-file "$RUNNER_TEMP/reply.md"
          - name: Explain a refusal and close the issue
            if: steps.intake.outputs.status == '1'
            env:
              GH_TOKEN: ${{ github.token }}
              NUMBER: ${{ github.event.issue.number }}
            run: |
              gh issue comment "$NUMBER" --body-file "$RUNNER_TEMP/reply.md"
              gh issue close "$NUMBER" --reason "not planned"

      publish:
        if: github.event_name == 'push' || github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
        runs-on: ubuntu-latest
        permissions:
          contents: read
          pages: write
          id-token: write
        environment:
          name: github-pages
          url: ${{ steps.deploy.outputs.page_url }}
        steps:
          - uses: actions/checkout@v7
    \#(installStep)
          - name: Build the catalogue (availability and due dates change with the date)
            run: libgen build
          - uses: actions/upload-pages-artifact@v5
            with:
              path: public
          - id: deploy
            uses: actions/deploy-pages@v5

      daily:
        if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
        runs-on: ubuntu-latest
        permissions:
          contents: read
        env:
          SMTP_HOST: ${{ secrets.SMTP_HOST }}
        steps:
          - uses: actions/checkout@v7
    \#(installStep)
          - name: Check the library, overdue books as warnings
            run: libgen check --format github
          - name: Send today's reminders by e-mail
            # Needs the secrets LIBGEN_CONTACTS (the contacts.json text) and SMTP_HOST, SMTP_PORT,
            # SMTP_USER, SMTP_PASSWORD. Contact details stay in files under $RUNNER_TEMP: never printed or uploaded.
            if: ${{ !cancelled() && env.SMTP_HOST != '' }}
            env:
              CONTACTS: ${{ secrets.LIBGEN_CONTACTS }}
              SMTP_PORT: ${{ secrets.SMTP_PORT }}
              SMTP_USER: ${{ secrets.SMTP_USER }}
              SMTP_PASSWORD: ${{ secrets.SMTP_PASSWORD }}
            run: |
              sudo apt-get update -qq
              sudo apt-get install -y -qq msmtp >/dev/null
              umask 077
              printf '%s' "$CONTACTS" > "$RUNNER_TEMP/contacts.json"
              {
                echo "defaults"
                echo "auth on"
                echo "tls on"
                echo "tls_trust_file /etc/ssl/certs/ca-certificates.crt"
                echo "account default"
                echo "host $SMTP_HOST"
                echo "port ${SMTP_PORT:-587}"
                echo "user $SMTP_USER"
                echo "password $SMTP_PASSWORD"
              } > "$RUNNER_TEMP/msmtprc"
              libgen remind --send --contacts "$RUNNER_TEMP/contacts.json" --sendmail "msmtp -C $RUNNER_TEMP/msmtprc --read-envelope-from -t"

    """#
    }

    static func readme(_ name: String) -> String {
        """
        # \(name)

        Our shared bookshelf. Every book, member and loan is a small file under
        `content/`, and the catalogue is published from it. You never need to edit
        those files or know git to borrow: the forms on this repository's **Issues**
        tab do it for you.

        ## Borrowing a book

        1. Find the book in the catalogue and press **Borrow this** on its page (or open
           **Issues → New issue → Borrow a book** and give the book's title).
        2. Send the form. Within a minute the library answers on your issue: the book is
           on the shelf and its owner will hand it over, or you are number 2 in the
           queue and it is on loan until a given day.
        3. Your request becomes a pull request that closes the issue; a librarian merges
           it. When you collect the book, its owner (or a librarian) records the loan
           with the **I lent my book** form.
        4. Need more time? Use **Renew a loan**. Handed it back? Use **I returned a book**.

        The forms find you by your GitHub login, so a librarian must first add it to your
        member file (`"github": "your-login"`). If the library cannot do what you asked,
        it says why on the issue and closes it; nothing is changed.

        ## What others can see

        This repository is public, so anyone can read what is in it: member ids and
        names, books, and who borrowed what and when. Contact details (e-mail, phone,
        flat) are **never** in the repository: librarians keep them in a private
        `contacts.json` that is not committed, and the site never shows them. The site
        names a book's holder only if the library chooses to (`privacy.show_borrowers`).

        ## For librarians

        - Setting up on GitHub: enable **Pages** (source: GitHub Actions), and in
          **Settings → Actions → General** allow GitHub Actions to create pull requests.
          Every job installs libgen with its GitHub Action (`uses: \(LibraryTemplate.defaultAction)`):
          a released binary, in seconds.
          Pull requests opened with the built-in token do not start other workflows; to
          have the usual check run on them, add a token with `contents` and
          `pull-requests` write access as the secret `LIBGEN_TOKEN`.
        - Keep members' contact details in `contacts.json` at the root (git-ignored):
          `libgen add member ID --name … --joined … --email …` writes it there, and
          `libgen contacts move` moves any that were committed. Keep a copy somewhere safe.
        - Reminders by e-mail: set `reminders.from` in `content/library.json` and the
          repository secrets `LIBGEN_CONTACTS` (the whole text of `contacts.json`),
          `SMTP_HOST`, `SMTP_PORT` (default 587), `SMTP_USER` and `SMTP_PASSWORD`; the daily
          job then sends each member their notices (due soon, due today, overdue every
          week, "your turn") with `libgen remind --send`. Try it first without sending:
          `libgen remind` prints today's messages. For members without e-mail,
          `libgen report reminders --format html > reminders.html` gives you a private
          page with WhatsApp, SMS and e-mail links for each message; keep it to yourself.
        - `libgen check` — is everything consistent? (CI runs it on every pull request.)
        - `libgen report overdue` / `due` / `holds` / `reminders` — who has what, and until when.
        - `libgen build` — the catalogue site, into `public/` (CI publishes it from `main`, and daily).
        - `libgen lend`, `return`, `renew`, `void` … make the same edits from a terminal.

        Editors that read `.vscode/settings.json` check the JSON files against the
        schemas in `schemas/` while you type.

        """
    }
}
