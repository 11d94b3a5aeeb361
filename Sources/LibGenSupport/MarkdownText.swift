/// Text from the records (a title, a name) written into Markdown as text: a reply on the forge,
/// a `--format markdown` report pasted into an issue.
package enum MarkdownText {
    /// `text` with Markdown's marks escaped (`M*A*S*H` stays itself, `<b>` is not a tag, `[x](y)`
    /// not a link, `|` not a table cell's end), `@` followed by a zero-width space (no mention of
    /// anyone), on one line. By scalar: a `\r\n` is one `Character`, and would escape no break.
    package static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "!":
                out.append("\\")
                out.append(scalar)
            case "@":
                out.append(scalar)
                out.append("\u{200B}")
            case "\n", "\r":
                out.append(" ")
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }
}
