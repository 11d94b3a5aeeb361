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
        for byte in utf8 {
            if let entity = Self.entity(byte) { bytes.append(contentsOf: entity.utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
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
