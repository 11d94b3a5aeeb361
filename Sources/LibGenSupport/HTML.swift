/// HTML escaping shared by every stage that writes HTML.
package enum HTML {
    /// HTML text escaping: the five characters `< > & " '` as entities, scanning UTF-8
    /// bytes and returning text that needs none (almost all of it) as it is. The site's
    /// templates, the reminders sheet and `serve`'s banner all escape through this.
    package static func escape(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { Self.entity($0) != nil }) else { return text }
        var bytes = [UInt8]()
        bytes.reserveCapacity(utf8.count + 32)
        escape(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same escaping appended to `bytes`: the site's renderer writes each page into one
    /// buffer. Runs without a special character are copied whole.
    package static func escape(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var run = 0
            for (index, byte) in utf8.enumerated() {
                guard let entity = Self.entity(byte) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                bytes.append(contentsOf: entity.utf8)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
    }

    private static func entity(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
