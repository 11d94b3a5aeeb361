/// `book.cover`: a cover path is relative to `content/`, stays inside it, names a file there,
/// and is a raster image — JPEG, PNG, WebP, GIF or AVIF — by its extension **and** its first
/// bytes. SVG (which can carry script), HTML and anything else are refused: covers are
/// published byte for byte on the library's site.
struct BookCoverRule: RecordRule {
    let id = RuleID.bookCover

    func check(_ context: RecordsContext) -> [Diagnostic] {
        context.library.books.compactMap { book in
            guard let cover = book.cover else { return nil }
            guard let path = Book.contentPath(cover.value) else {
                return Diagnostic(id, book.file, cover.location,
                    "cover \"\(cover.value)\" leaves content/; give a path relative to content/, like covers/\(book.id).jpg")
            }
            guard context.library.contentFiles.contains(path) else {
                return Diagnostic(id, book.file, cover.location,
                    "cover \"\(cover.value)\" does not exist; add the image as content/\(path) or fix the path (it is relative to content/)")
            }
            guard let format = RasterFormat(extension: path) else {
                return Diagnostic(id, book.file, cover.location,
                    "cover \"\(cover.value)\" is not a raster image; use a JPEG, PNG, WebP, GIF or AVIF file (SVG and other formats are refused: they can carry script)")
            }
            guard format.matches(context.library.coverHeads[path] ?? []) else {
                return Diagnostic(id, book.file, cover.location,
                    "cover \"\(cover.value)\" is named .\(path.split(separator: ".").last ?? "") but its contents are not a \(format.name) image; save it as a real \(format.name) (or another raster format with its own extension)")
            }
            return nil
        }
    }
}

/// The raster formats a cover may be, by extension and by the signature its file starts with.
enum RasterFormat {
    case jpeg, png, webp, gif, avif

    init?(extension path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "jpg", "jpeg": self = .jpeg
        case "png": self = .png
        case "webp": self = .webp
        case "gif": self = .gif
        case "avif": self = .avif
        default: return nil
        }
    }

    var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .webp: "WebP"
        case .gif: "GIF"
        case .avif: "AVIF"
        }
    }

    /// Does a file starting with `head` carry this format's signature?
    func matches(_ head: [UInt8]) -> Bool {
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        func at(_ offset: Int, _ expected: [UInt8]) -> Bool {
            head.count >= offset + expected.count && Array(head[offset..<offset + expected.count]) == expected
        }
        switch self {
        case .jpeg: return at(0, [0xFF, 0xD8, 0xFF])
        case .png: return at(0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .gif: return at(0, bytes("GIF87a")) || at(0, bytes("GIF89a"))
        case .webp: return at(0, bytes("RIFF")) && at(8, bytes("WEBP"))
        case .avif: return at(4, bytes("ftyp")) && (at(8, bytes("avif")) || at(8, bytes("avis")))
        }
    }
}
