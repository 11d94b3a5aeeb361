import Foundation
import Testing
@testable import LibGenEditing
@testable import LibGenCore
@testable import TestSupport


/// Contacts out of the repository, end to end: refused while in member files, moved
/// out with one command, still reaching reminders, and nowhere in content/ or the site.
@Suite struct PrivateContactsTests {
    @Test func contactsMovedOutStillReachRemindersAndAppearNowhereInPublic() throws {
        let library = try TestLibrary([
            "content/members/ravi.json": TestLibrary.member("Ravi Iyer", joined: "2025-01-01", extra: "\"email\": \"ravi.private@example.org\",\n  \"phone\": \"+91 98200 11111\",\n  \"flat\": \"B-204\""),
            "content/members/anita.json": TestLibrary.member("Anita Desai", joined: "2025-01-01", extra: "\"email\": \"anita.private@example.org\""),
            "content/loans/a.json": TestLibrary.loan(to: "ravi", status: "lent", lent: "2026-05-01"),
        ])
        defer { try? FileManager.default.removeItem(at: library.root) }
        let run = { (arguments: [String]) in try CommandRunner.run(arguments + ["--root", library.root.path]) }
        let refused = try run(["check", "--as-of", "2026-06-01"])
        #expect(refused.status == 1)
        #expect(refused.stdout.components(separatedBy: "[privacy.contact-in-repo]").count - 1 == 4)
        #expect(try run(["contacts", "move"]).status == 0)
        let reminders = try run(["report", "reminders", "--as-of", "2026-06-01", "--format", "json"])
        #expect(reminders.status == 0)
        #expect(reminders.stdout.contains("\"email\": \"ravi.private@example.org\""))
        let out = library.root.appendingPathComponent("public")
        #expect(try run(["build", "--as-of", "2026-06-01", "--quiet"]).status == 0)
        for (name, tree) in [("content", SiteTree(library.root.appendingPathComponent("content"))), ("site", SiteTree(out))] {
            for (path, data) in tree.files {
                let text = String(decoding: data, as: UTF8.self)
                for secret in ["ravi.private", "anita.private", "98200", "B-204"] {
                    #expect(!text.contains(secret), "\(name)/\(path) holds \(secret)")
                }
            }
        }
    }
}
