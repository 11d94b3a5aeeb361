/// Reading valid UTF-8 byte by byte, a scalar decoded only where a byte is not ASCII: what the
/// passes over every description and free text do (`MarkdownRenderer.oneLine`, the privacy scan),
/// where a walk over every scalar of a text that held one non-ASCII character cost a percent of
/// a build. Written by hand: the standard library decodes whole sequences, not one scalar in place.
package enum UTF8Bytes {
    /// The scalar that the lead byte at `index` of valid UTF-8 `bytes` begins, and its length in bytes.
    @inlinable
    package static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (scalar: Unicode.Scalar, length: Int) {
        let byte = bytes[index]
        guard byte >= 0x80 else { return (Unicode.Scalar(byte), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
