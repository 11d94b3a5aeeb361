import CQRencode
import Foundation
import LibGenSupport
import Synchronization

/// A QR code through libqrencode (Debian's `libqrencode-dev`): the one file that touches it.
/// Written as SVG by hand (a path of one-module squares): the encoder is the library's, only
/// the drawing is ours.
package struct QRCode: Sendable {
    /// Modules per side, without the quiet zone.
    package let size: Int
    /// Row by row, true for a dark module.
    package let modules: [Bool]

    /// libqrencode keeps no global state while encoding, but its older releases' Reed–Solomon
    /// tables were initialised lazily; one encode at a time costs nothing at label-sheet sizes.
    private static let lock = Mutex(())

    /// `text` at error-correction level M (15 % of the code may be lost: a scuffed label still scans).
    package init?(_ text: String) {
        let encoded: (Int, [Bool])? = Self.lock.withLock { _ in
            guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
            defer { QRcode_free(code) }
            let width = Int(code.pointee.width)
            let data = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
            return (width, data.map { $0 & 1 == 1 })
        }
        guard let encoded else { return nil }
        (size, modules) = encoded
    }

    /// The code as an SVG element `millimetres` wide, with the 4-module quiet zone the
    /// standard asks for.
    package func svg(millimetres: Double, label: String) -> String {
        let side = size + 8
        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard modules[row * size + column] else { column += 1; continue }
                let start = column
                while column < size && modules[row * size + column] { column += 1 }
                path += "M\(start + 4) \(row + 4)h\(column - start)v1h-\(column - start)z"
            }
        }
        let width = String(format: "%.1f", millimetres)
        return "<svg class=\"qr\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\" width=\"\(width)mm\" height=\"\(width)mm\" role=\"img\" aria-label=\"\(HTML.escape(label))\" shape-rendering=\"crispEdges\"><rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}
