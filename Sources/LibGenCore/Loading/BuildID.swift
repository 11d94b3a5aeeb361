import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The GNU build id of the running program, read from its ELF file (`/proc/self/exe`): the
/// program headers, the PT_NOTE segments they name, and the NT_GNU_BUILD_ID note among them —
/// a few hundred bytes. Offsets are ELF64's: Swift's Glibc module has neither elf.h nor
/// `getauxval` or `dl_iterate_phdr`.
enum BuildID {
    static func ofMainProgram() -> String? {
        #if os(Linux)
        let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard count > 0, count < 1 << 20 else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? buffer : nil
        }
        func number(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int {
            (0..<width).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        // "\x7fELF", 64-bit, little-endian.
        guard let header = bytes(0, 64), header.starts(with: [0x7f, 0x45, 0x4c, 0x46, 2, 1]) else { return nil }
        let tableOffset = number(header, 32, 8), entrySize = number(header, 54, 2), count = number(header, 56, 2)
        guard entrySize >= 56, let table = bytes(tableOffset, entrySize * count) else { return nil }
        for index in 0..<count where number(table, index * entrySize, 4) == 4 /* PT_NOTE */ {
            let base = index * entrySize
            guard let notes = bytes(number(table, base + 8, 8), number(table, base + 32, 8)) else { continue }
            var offset = 0
            while offset + 12 <= notes.count {
                let nameSize = number(notes, offset, 4), descSize = number(notes, offset + 4, 4), type = number(notes, offset + 8, 4)
                let descStart = offset + 12 + ((nameSize + 3) & ~3)
                guard descStart + descSize <= notes.count else { break }
                if type == 3 /* NT_GNU_BUILD_ID */ && nameSize == 4 {
                    return notes[descStart..<(descStart + descSize)].map { String(format: "%02x", $0) }.joined()
                }
                offset = descStart + ((descSize + 3) & ~3)
            }
        }
        return nil
        #else
        return nil
        #endif
    }
}
