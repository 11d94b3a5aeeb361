import Foundation
import LibGenCore
import LibGenEditing

/// The part of a GitHub `issues` event payload (`$GITHUB_EVENT_PATH`) that intake reads.
package struct IssueEvent: Sendable, Equatable {
    var action: String
    var number: Int
    var title: String
    var body: String
    var login: String
    var createdAt: Date
    var labels: [String]

    /// Why a payload cannot be used (exit 2).
    package struct Unusable: Error, CustomStringConvertible, Equatable {
        package var description: String
    }

    /// Reads the payload with Foundation's JSON parser; the fields GitHub always sends must be there.
    package init(data: Data, path: String) throws {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Unusable(description: "\(path): not a JSON object; pass the issues event payload ($GITHUB_EVENT_PATH)")
        }
        guard let issue = root["issue"] as? [String: Any] else {
            throw Unusable(description: "\(path): no `issue` in the payload; intake reads the `issues` event of an issue opened from a form")
        }
        guard let number = issue["number"] as? Int, let user = issue["user"] as? [String: Any], let login = user["login"] as? String,
              let created = issue["created_at"] as? String, let date = Self.timestamp(created) else {
            throw Unusable(description: "\(path): the issue lacks `number`, `user.login` or a `created_at` time")
        }
        action = root["action"] as? String ?? "opened"
        self.number = number
        self.login = login
        createdAt = date
        title = issue["title"] as? String ?? ""
        body = issue["body"] as? String ?? ""
        labels = (issue["labels"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
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
        for line in body.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
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
}
