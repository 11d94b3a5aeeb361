import ArgumentParser
import Foundation
import LibGenCore
import LibGenReports
import LibGenSite
import LibGenEditing
import LibGenForge
import LibGenServe
import LibGenSupport

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a new library: settings, issue forms, a members' README, a CI workflow, schemas.",
        discussion: """
            Refuses a folder inside another library or one that already holds content/. Into an existing \
            clone it adds what is missing and never overwrites a file (a .gitignore gains the lines libgen \
            needs); without --repo-url it takes the repository from the clone's origin remote when that is on GitHub.
            """
    )

    @Argument(help: "Where to create it (default: the current folder).")
    var directory: String = "."

    /// CLI.md: every command takes `--root DIR`; for `init` it names the folder to create, as the argument does.
    @Option(name: .customLong("root"), help: ArgumentHelp("Where to create it, as the folder argument does.", valueName: "dir"))
    var rootOption: String?

    @Option(help: "The library's name.")
    var name: String = "Our Book Circle"

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The buildings or blocks members live in (e.g. --blocks A B C).", valueName: "block"))
    var blocks: [String] = []

    @Option(help: ArgumentHelp("IANA time zone that decides what today is (e.g. Asia/Kolkata).", valueName: "zone"))
    var timezone: String = "UTC"

    @Option(help: ArgumentHelp("The site's language (e.g. en, hi, de).", valueName: "code"))
    var language: String = "en"

    @Option(name: .customLong("repo-url"), help: ArgumentHelp("The library's repository (e.g. https://github.com/OWNER/REPO): enables Borrow this.", valueName: "url"))
    var repoURL: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Where the site is published (default for GitHub: https://OWNER.github.io/REPO/).", valueName: "url"))
    var baseURL: String?

    @Option(help: ArgumentHelp("The libgen GitHub Action the workflow's jobs use (a fork: OWNER/REPO@REF).", valueName: "action"))
    var action: String = LibraryTemplate.defaultAction

    @Flag(help: "Add two sample members and two sample books (never a loan: loans are history once committed).")
    var sample = false

    @Flag(help: "Print no progress or log lines.")
    var quiet = false

    func validate() throws {
        guard TimeZone(identifier: timezone) != nil, timezone == "UTC" || timezone.contains("/") else {
            throw ValidationError("--timezone \(timezone) is not an IANA time zone; write it like Asia/Kolkata or Europe/London")
        }
        for (option, value) in [("--repo-url", repoURL), ("--base-url", baseURL)] {
            guard let value else { continue }
            guard let url = URLComponents(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
                throw ValidationError("\(option) \(value) is not an absolute http(s) URL")
            }
            guard url.query == nil, url.fragment == nil else {
                throw ValidationError("\(option) \(value) has a query or a fragment (?… or #…); give the address alone")
            }
        }
        // Written into the workflow as `uses:`: OWNER/REPO[/PATH]@REF and nothing else (a space or a
        // line break would change the workflow's YAML).
        if action != LibraryTemplate.defaultAction,
           action.wholeMatch(of: /[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.\/-]+)?@[A-Za-z0-9_.\/-]+( # [^\n\r]*)?/) == nil {
            throw ValidationError("--action \(action.debugDescription) is not OWNER/REPO@REF (for example maple/libgen@v1.2.0)")
        }
        if name.allSatisfy(\.isWhitespace) { throw ValidationError("--name is empty") }
        if let rootOption, directory != ".", rootOption != directory {
            throw ValidationError("give the folder once: as an argument or with --root")
        }
    }

    func run() throws {
        let root = URL(fileURLWithPath: rootOption ?? directory).standardizedFileURL
        let today = LibraryChecker.today(in: timezone, now: Date())
        var options = LibraryTemplate.Options()
        options.name = name
        options.blocks = blocks
        options.timeZone = timezone
        options.language = language
        options.repoURL = repoURL
        options.baseURL = baseURL
        options.sample = sample
        options.action = action
        let fm = FileManager.default
        if fm.fileExists(atPath: root.appendingPathComponent("content").path) {
            throw fail("\(root.path) already holds a library (content/); nothing was written")
        }
        if let enclosing = LibraryRoot.enclosing(root) {
            throw fail("\(root.path) is inside the library at \(enclosing.path); a library cannot hold another, so nothing was written")
        }
        if options.repoURL == nil, let remote = Self.originRemote(of: root) {
            options.repoURL = LibraryTemplate.gitHubRepository(fromRemote: remote)
        }
        // Into an existing clone (a README, a licence, a .gitignore): add what is missing, never
        // overwrite. The .gitignore gains the lines that keep contacts and the site out of git.
        var writes: [(path: String, text: String, replaces: Bool)] = []
        var kept: [String] = []
        for file in LibraryTemplate.files(options, today: today) {
            let url = root.appendingPathComponent(file.path)
            guard fm.fileExists(atPath: url.path) else { writes.append((file.path, file.text, false)); continue }
            if file.path == ".gitignore", let text = try? String(contentsOf: url, encoding: .utf8) {
                if let merged = LibraryTemplate.gitignore(adding: text) { writes.append((file.path, merged, true)) }
            } else {
                kept.append(file.path)
            }
        }
        do {
            for file in writes {
                let url = root.appendingPathComponent(file.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if file.replaces {
                    try FileIO.atomicWrite(Array(file.text.utf8), to: url.path)  // the merged .gitignore
                } else {
                    try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                }
                if !quiet { print(file.path) }
            }
        } catch {
            throw fail("\(root.path): cannot write: \(error.localizedDescription)")
        }
        // A workflow that names the action by a tag runs whatever that tag points at when it runs
        // (zizmor: unpinned-uses): said, with the fix, whenever it cannot be pinned here.
        if action.wholeMatch(of: /[^@]+@[0-9a-f]{40}( # [^\n\r]*)?/) == nil {
            FileHandle.standardError.write(Data("warning: .github/workflows/library.yml uses \(action.split(separator: " ").first ?? ""), a tag that can be moved to other code: pin it to a commit with --action OWNER/REPO@SHA (the commit of a libgen release), or run init from a release archive, whose libgen pins the commit it was built from\n".utf8))
        }
        if !quiet, !kept.isEmpty {
            print("Kept what was already there: \(kept.joined(separator: ", ")).")
        }
        guard !quiet else { return }
        print("Created \(name) in \(root.path). Next: add yourself with `libgen add member`, list yourself in `librarians`, then `libgen check`, `libgen build`, and commit it.")
    }
}

extension Init {
    /// The origin remote's URL as written in the clone's config, when the folder is the top of a
    /// git work tree, else nil. Read with `git config` rather than `git remote get-url`, which
    /// applies `url.*.insteadOf` rewrites (a mirror, an ssh preference) the repository does not have.
    static func originRemote(of root: URL) -> String? {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
              let url = try? GitReader(root: root).run(["config", "--get", "remote.origin.url"]) else { return nil }
        return String(decoding: url, as: UTF8.self)
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write JSON Schemas (draft 2020-12) of the content files, for editors.")

    @OptionGroup var common: CommonOptions

    @Option(help: ArgumentHelp("Where to write them (relative to --root).", valueName: "dir"))
    var out: String = "schemas"

    func run() throws {
        let folder = URL(fileURLWithPath: out, relativeTo: common.rootURL).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in SchemaWriter.files() {
                try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
                print(folder.appendingPathComponent(file.name).path)
            }
        } catch {
            throw fail("\(folder.path): cannot write: \(error.localizedDescription)")
        }
    }
}
