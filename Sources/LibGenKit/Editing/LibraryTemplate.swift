import Foundation

/// `libgen init`: the files of a new library that checks and builds at once.
public enum LibraryTemplate {
    /// Path relative to the new library's root → text.
    public static func files(name: String, today: Day) -> [(path: String, text: String)] {
        let year = today.components.year
        var files: [(String, String)] = [
            ("content/library.json", JSONValue.object([
                ("name", .string(name)),
                ("description", .string("Our shared bookshelf. Members lend their own books to each other; every loan is a small change to this repository.")),
                ("timezone", .string("UTC")),
                ("policy", .object([("loan_days", .number(14)), ("max_renewals", .number(1)), ("max_active_loans", .number(3)), ("reminder_days", .number(2))])),
                ("privacy", .object([("show_borrowers", .bool(false)), ("show_owners", .bool(true)), ("publish_reports", .bool(false))])),
            ]).fileText),
            ("content/members/alex.json", JSONValue.object([("name", .string("Alex Example")), ("joined", .string(today.description))]).fileText),
            ("content/members/sam.json", JSONValue.object([("name", .string("Sam Sample")), ("joined", .string(today.description))]).fileText),
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
            ("content/loans/\(year)/\(today)-the-hobbit-sam.json", JSONValue.object([
                ("book", .string("the-hobbit")), ("borrower", .string("sam")), ("status", .string("lent")), ("lent", .string(today.description)),
            ]).fileText),
            ("content/pages/about.md", """
            ---
            title: How to borrow
            ---

            Find a book in the catalog and press **Borrow this** on its page. It opens a loan
            request in the library's repository: put your member id in `borrower` and propose
            the change. Once a librarian merges it, arrange the hand-over with the owner.

            """),
            // contacts.json holds members' private contact details: never committed (FORMAT.md).
            (".gitignore", "public/\n.build/\n/contacts.json\n"),
            (".github/workflows/library.yml", workflow),
            ("README.md", readme(name)),
            (".vscode/settings.json", SchemaWriter.editorSettings(schemaFolder: "schemas")),
        ]
        files += SchemaWriter.files().map { ("schemas/\($0.name)", $0.text) }
        return files
    }

    /// The step every job starts with: libgen built from source (there is no published binary).
    static let installStep = #"""
              - name: Install libgen
                run: |
                  sudo apt-get update -qq
                  sudo apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev
                  git clone --depth 1 "${{ vars.LIBGEN_SOURCE }}" "$RUNNER_TEMP/libgen"
                  swift build -c release --package-path "$RUNNER_TEMP/libgen" --product libgen
                  echo "$RUNNER_TEMP/libgen/.build/release" >> "$GITHUB_PATH"
        """#

    /// Check pull requests, publish the site from main, and a daily overdue check with reminders.
    public static let workflow = #"""
    # libgen: check every change, publish the catalog, and chase overdue books.
    # Set the repository variable LIBGEN_SOURCE to the git URL libgen is built from.
    name: Library

    on:
      pull_request:
      push:
        branches: [main]
      schedule:
        - cron: "30 3 * * *"
      workflow_dispatch:

    permissions:
      contents: read

    jobs:
      check:
        if: github.event_name == 'pull_request'
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v4
            with:
              fetch-depth: 0
    \#(installStep)
          - name: Check the change
            run: libgen check --base "origin/${{ github.base_ref }}" --format github

      publish:
        if: github.event_name == 'push'
        runs-on: ubuntu-latest
        permissions:
          pages: write
          id-token: write
        environment:
          name: github-pages
        steps:
          - uses: actions/checkout@v4
    \#(installStep)
          - name: Build the catalog
            run: libgen build
          - uses: actions/upload-pages-artifact@v3
            with:
              path: public
          - uses: actions/deploy-pages@v4

      daily:
        if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v4
    \#(installStep)
          - name: Reminders for due-soon and overdue books
            if: always()
            run: libgen report reminders --format json > reminders.json
          - uses: actions/upload-artifact@v4
            if: always()
            with:
              name: reminders
              path: reminders.json
          - name: Fail while books are overdue
            run: libgen check --overdue error --format github

    """#

    static func readme(_ name: String) -> String {
        """
        # \(name)

        Our shared bookshelf, kept as plain files and checked by libgen. Every book,
        member and loan is a file under `content/`; every loan, return and swap is a
        small change proposed as a pull request.

        ## Borrowing a book

        1. Find the book in the catalog and press **Borrow this** on its page. A
           pre-filled loan request opens in the repository's editor: put your
           member id (the name of your file in `content/members/`) in `borrower`
           and propose the change.
        2. The check on the pull request tells you at once if something is off (the
           book is out, you already hold three books …). A librarian merges it.
        3. When you get the book, the librarian records the loan:
           `libgen lend BOOK --to YOU --commit` (it fulfils your request).
        4. Need more time? `libgen renew BOOK --commit`. Done? `libgen return BOOK --commit`.

        ## For librarians

        - `libgen check` — is everything consistent? (CI runs it on every pull request.)
        - `libgen report overdue` / `due` / `holds` / `reminders` — who has what, and until when.
        - `libgen build` — the catalog site, into `public/` (CI publishes it from `main`).
        - `libgen add book --title … --author … --owner …` and `libgen add member ID --name … --joined …`.

        Editors that read `.vscode/settings.json` check the JSON files against the
        schemas in `schemas/` while you type.

        """
    }
}
