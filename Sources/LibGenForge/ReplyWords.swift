import Foundation
import LibGenCore
import LibGenEditing
import LibGenSite
import LibGenSupport

/// The words of intake's replies, in the library's language: the `reply_*` keys of the
/// strings tables (`templates/strings/<lang>.json`, a library's own file laid over them),
/// like every word the site writes. Dates are written for people in that language.
struct ReplyWords: Sendable {
    let strings: SiteStrings

    init(root: URL, settings: LibrarySettings) throws {
        let theme = try Theme.builtIn(overriddenBy: root.appendingPathComponent("templates"))
        strings = try SiteStrings.load(theme, language: settings.language)
    }

    subscript(_ key: String) -> String { strings[key] }

    /// A book's `title` is written as text, never as Markdown (`MarkdownText`).
    func format(_ key: String, _ arguments: [String: String]) -> String {
        var arguments = arguments
        if let title = arguments["title"] { arguments["title"] = MarkdownText.escaped(title) }
        return strings.format(key, arguments)
    }

    /// `key_one` / `key_other` with `{count}`.
    func plural(_ key: String, _ count: Int) -> String { strings.plural(key, count) }

    func date(_ day: Day) -> String { strings.date(day) }

    /// A refusal: what went wrong, then that nothing was recorded.
    func sorry(_ text: String) -> String { format("reply_sorry", ["reason": text]) }

    /// What a member typed, shown back safely: one line, at most 80 characters, in a code span,
    /// with `@` neutralised (no mention) and backticks turned into quotes (the span cannot end early).
    /// What looks like contact details (`PrivacyScan.contactLike`: an e-mail address, a phone
    /// number) is masked: a reply is public, and the forms promise that neither is ever shown.
    static func echo(_ input: String) -> String {
        var text = input.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            .unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(String.init).joined()
            .trimmingCharacters(in: .whitespaces)
        text = PrivacyScan.masked(text)
        if text.count > 80 { text = String(text.prefix(79)) + "…" }
        text = text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "@", with: "@\u{200B}")
        return "`" + (text.isEmpty ? " " : text) + "`"
    }

    /// An editor's refusal in members' words.
    func editError(_ error: EditError) -> String {
        switch error {
        case .notFound: return self["reply_not_found"]
        case .ambiguous: return self["reply_which_loan_generic"]
        default: return self["reply_rules_generic"]
        }
    }

    /// The errors an edit would add, as members understand them: what stands in the way,
    /// never a rule id, a field name or who holds a book.
    func ruleRefusal(_ errors: [Diagnostic]) -> String {
        var seen = Set<String>()
        let reasons = errors.compactMap { error -> String? in
            let key: String
            switch error.rule {
            case .loanDoubleLend: key = "reply_rule_out"
            case .loanMaxActive: key = "reply_rule_limit"
            case .loanOwnBook: key = "reply_rule_own"
            case .loanNotMember: key = "reply_rule_member"
            case .loanDuplicateRequest: key = "reply_rule_duplicate"
            case .loanBlocked: key = "reply_rule_blocked"
            case .loanBookUnavailable, .swapBookUnavailable: key = "reply_rule_catalogue"
            case .loanRenewals: key = "reply_rule_renewals"
            case .loanFuture, .loanDates: key = "reply_rule_dates"
            default: key = "reply_rules_generic"
            }
            return seen.insert(key).inserted ? self[key] : nil
        }
        return reasons.joined(separator: " ")
    }
}
