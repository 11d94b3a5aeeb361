#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store file mapped read-only (empty when absent or unreadable).
final class StoreMap: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    init(path: String?) {
        var mapped = UnsafeRawBufferPointer(start: nil, count: 0)
        if let path {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            var info = stat()
            if descriptor >= 0, fstat(descriptor, &info) == 0, info.st_size > 0,
               let base = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED {
                mapped = UnsafeRawBufferPointer(start: base, count: Int(info.st_size))
            }
            if descriptor >= 0 { close(descriptor) }
        }
        bytes = mapped
    }

    func releasePages() {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, Int32(MADV_DONTNEED))
    }

    deinit {
        if let base = bytes.baseAddress, bytes.count > 0 { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
