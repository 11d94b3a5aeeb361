import Foundation
import LibGenCore
import LibGenEditing

/// The part of a GitHub event payload (`$GITHUB_EVENT_PATH`) that intake reads: an `issues`
/// event (an issue opened from a form) or an `issue_comment` event (a comment command on an
/// issue). A comment on a pull request, an edited comment or any other action is not a
/// request (`Unusable`, exit 2).
package struct IssueEvent: Sendable, Equatable {
    /// `opened` for an issue, `created` for a comment.
    var action: String
    /// The issue (the borrow issue a comment command is on).
    var number: Int
    var title: String
    /// The issue's body (the form's answers).
    var body: String
    /// The issue's author.
    var issueAuthor: String
    var labels: [String]
    /// The comment, for an `issue_comment` event.
    var comment: Comment?
    /// When the request was made: the comment's time, else the issue's.
    var createdAt: Date

    struct Comment: Sendable, Equatable {
        var id: Int
        var body: String
        var author: String
    }

    /// Who asks: the commenter, else the issue's author.
    var login: String { comment?.author ?? issueAuthor }

    /// Why a payload cannot be used (exit 2).
    package struct Unusable: Error, CustomStringConvertible, Equatable {
        package var description: String
    }

    /// Reads the payload with Foundation's JSON parser; the fields GitHub always sends must be there.
    package init(data: Data, path: String) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Unusable(description: "\(path): not a JSON object; pass the event payload ($GITHUB_EVENT_PATH)")
        }
        guard let issue = root["issue"] as? [String: Any] else {
            throw Unusable(description: "\(path): no `issue` in the payload; intake reads `issues` and `issue_comment` events")
        }
        guard let number = Self.integer(issue["number"]), let user = issue["user"] as? [String: Any], let login = user["login"] as? String,
              let created = issue["created_at"] as? String, let date = Self.timestamp(created) else {
            throw Unusable(description: "\(path): the issue lacks `number`, `user.login` or a `created_at` time")
        }
        // GitHub sends the action with every event; without one this is no event of GitHub's.
        guard let action = root["action"] as? String else {
            throw Unusable(description: "\(path): no `action` in the payload; intake reads `issues` and `issue_comment` events")
        }
        // GitHub numbers issues from 1 (and a loan's `issue` is an int ≥ 1, FORMAT.md).
        guard number >= 1 else { throw Unusable(description: "\(path): the issue number \(number) is not an issue's (they start at 1)") }
        try Self.requirePerson(user, login, path: path)
        self.number = number
        issueAuthor = login
        title = issue["title"] as? String ?? ""
        body = issue["body"] as? String ?? ""
        labels = (issue["labels"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        createdAt = date
        if let comment = root["comment"] as? [String: Any] {
            // A comment on a pull request arrives as an issue_comment too; it is never a request.
            if let pull = issue["pull_request"], !(pull is NSNull) {
                throw Unusable(description: "a comment on pull request #\(number), not on an issue; nothing to do")
            }
            guard let id = Self.integer(comment["id"]), let user = comment["user"] as? [String: Any], let author = user["login"] as? String,
                  let created = comment["created_at"] as? String, let date = Self.timestamp(created) else {
                throw Unusable(description: "\(path): the comment lacks `id`, `user.login` or a `created_at` time")
            }
            try Self.requirePerson(user, author, path: path)
            self.comment = Comment(id: id, body: comment["body"] as? String ?? "", author: author)
            createdAt = date
        }
        self.action = action
    }

    /// A JSON integer: not `true` (which Foundation also gives as 1) and not `101.0`.
    static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, "ilqsILQS".contains(String(cString: number.objCType)) else { return nil }
        return number.intValue
    }

    /// An event by a person with a GitHub login: a bot's (`type: Bot`, `name[bot]`) is no
    /// member's request and is left alone, as is a login GitHub would not give (it is written
    /// into the reply).
    static func requirePerson(_ user: [String: Any], _ login: String, path: String) throws {
        if user["type"] as? String == "Bot" || login.hasSuffix("[bot]") {
            throw Unusable(description: "an event by a bot (\(ReplyWords.echo(login))), not a member's request; nothing to do")
        }
        guard isLogin(login) else {
            throw Unusable(description: "\(path): `\(DiagnosticFormatter.visible(String(login.prefix(40))))` is not a GitHub login")
        }
    }

    /// GitHub's login syntax: letters, digits and hyphens, at most 39, not starting with a hyphen.
    static func isLogin(_ login: String) -> Bool {
        guard !login.isEmpty, login.utf8.count <= 39, login.first != "-" else { return false }
        return login.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D }
    }

    static func timestamp(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The body as GitHub renders a form: `### Label`, a blank line, the value;
    /// `_No response_` for an empty field. Label → value, empty fields left out.
    static func sections(of body: String) -> [String: String] {
        var sections = [String: String]()
        var label: String?
        var lines = [String]()
        func flush() {
            guard let label else { return }
            let value = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !value.isEmpty && value != "_No response_" { sections[label] = value }
        }
        for line in Self.lines(body) {
            if line.hasPrefix("### ") {
                flush()
                label = line.dropFirst(4).trimmingCharacters(in: .whitespaces)
                lines = []
            } else {
                lines.append(String(line))
            }
        }
        flush()
        return sections
    }

    /// A body's lines: bodies typed in the browser arrive with CRLF line ends.
    static func lines(_ text: String) -> [Substring] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// A comment command (CLI.md `intake`): the first non-blank line of a comment is `/lent`,
/// `/renew`, `/return`, `/cancel` or `/lost`, in any letter case, alone or followed by a
/// book (`/renew dune`). Anything else is an ordinary comment.
struct CommentCommand: Equatable {
    enum Verb: String, CaseIterable { case lent, renew, `return`, cancel, lost }

    var verb: Verb
    /// The book named after the command, if any.
    var book: String?

    init?(_ body: String) {
        guard let line = IssueEvent.lines(body).first(where: { !$0.allSatisfy(\.isWhitespace) })?.trimmingCharacters(in: .whitespaces),
              line.hasPrefix("/") else { return nil }
        let word = line.dropFirst().prefix { !$0.isWhitespace }
        guard let verb = Verb(rawValue: word.lowercased()) else { return nil }
        self.verb = verb
        let rest = line.dropFirst(word.count + 1).trimmingCharacters(in: .whitespaces)
        book = rest.isEmpty ? nil : rest
    }
}
