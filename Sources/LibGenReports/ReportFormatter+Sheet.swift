import Foundation
import LibGenCore
import LibGenSupport

package extension ReportFormatter {
    /// A tap-to-send link for a member without e-mail (or with it).
    struct SendLink: Equatable {
        var label: String
        var url: String
    }

    /// WhatsApp and SMS for a phone, mailto for an e-mail address, each with the message filled in.
    func sendLinks(_ message: Reminder) -> [SendLink] {
        let text = message.subject + "\n\n" + message.body
        var links = [SendLink]()
        if let phone = message.phone {
            let digits = phone.filter { $0.isASCII && $0.isNumber }
            links.append(SendLink(label: "WhatsApp", url: "https://wa.me/\(digits)?text=\(ForgeLinks.encodeQuery(text))"))
            links.append(SendLink(label: "SMS", url: "sms:\(phone.hasPrefix("+") ? "+" : "")\(digits)?body=\(ForgeLinks.encodeQuery(text))"))
        }
        if let email = message.email {
            let body = message.body.replacingOccurrences(of: "\n", with: "\r\n")
            links.append(SendLink(label: "E-mail", url: "mailto:\(email)?subject=\(ForgeLinks.encodeQuery(message.subject))&body=\(ForgeLinks.encodeQuery(body))"))
        }
        return links
    }

    /// The librarian's private sheet (`report reminders --format html`): every message with
    /// links that open it ready to send. Written to stdout or a file, never into the site.
    func reminderSheet(_ messages: [Reminder]) -> String {
        let settings = library.settings
        let title = "Reminders — \(settings.name) — \(result.asOf.inWords)"
        var html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="robots" content="noindex">
        <title>\(HTML.escape(title))</title>
        <style>
        body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:0 auto;padding:1rem;color:#1a1a1a;background:#fff}
        article{border-top:1px solid #ccc;padding:1rem 0}h2{font-size:1.15rem;margin:0}
        pre{white-space:pre-wrap;font:inherit;background:#f4f4f4;padding:.75rem;border-radius:.4rem}
        .links a{display:inline-block;margin:.25rem .5rem .25rem 0;padding:.5rem .9rem;border-radius:.4rem;background:#0b5d36;color:#fff;text-decoration:none}
        .none{color:#555}
        @media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}article{border-color:#444}.none{color:#bbb}}
        </style>
        </head>
        <body>
        <h1>\(HTML.escape(title))</h1>
        <p>Private: these messages name members, their books and where to return them. Keep this page to yourself.</p>

        """
        if messages.isEmpty { html += "<p>No reminders to send today.</p>\n" }
        for message in messages {
            html += "<article>\n<h2>\(HTML.escape(message.to))</h2>\n<p><strong>\(HTML.escape(message.subject))</strong></p>\n<pre>\(HTML.escape(message.body))</pre>\n"
            let links = sendLinks(message)
            if links.isEmpty {
                html += "<p class=\"none\">No phone or e-mail on file: tell them in person.</p>\n"
            } else {
                html += "<p class=\"links\">" + links.map { "<a href=\"\(HTML.escape($0.url))\">\($0.label)</a>" }.joined(separator: " ") + "</p>\n"
            }
            html += "</article>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
