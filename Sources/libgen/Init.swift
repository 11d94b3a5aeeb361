import ArgumentParser
import Foundation
import LibGenKit

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a new library: sample content, a members' README, a CI workflow, schemas.",
        discussion: "Refuses a folder that already holds a library (content/) or any of the files it would write."
    )

    @Argument(help: "Where to create it (default: the current folder).")
    var directory: String = "."

    @Option(help: "The library's name.")
    var name: String = "Our Book Circle"

    @Flag(help: "Print no progress or log lines.")
    var quiet = false

    func run() throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let today = LibraryChecker.today(in: "UTC", now: Date())
        let files = LibraryTemplate.files(name: name, today: today)
        let fm = FileManager.default
        if fm.fileExists(atPath: root.appendingPathComponent("content").path) {
            throw fail("\(root.path) already holds a library (content/); nothing was written")
        }
        let existing = files.map(\.path).filter { fm.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard existing.isEmpty else { throw fail("\(root.path) already has \(existing.joined(separator: ", ")); nothing was written") }
        do {
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                print(file.path)
            }
        } catch {
            throw fail("\(root.path): cannot write: \(error.localizedDescription)")
        }
        print("Created \(name) in \(root.path). Next: cd there, `libgen check`, `libgen build`, and commit it.")
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
