import LibGenKit

/// The front-matter parser (Yams underneath) and the book decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    if case .success(let document) = FrontMatterParser.parse(text) {
        var decoder = RecordDecoder(file: "fuzz.md", isYAML: true)
        _ = decoder.decode(document.frontMatter, as: Schemas.book)
    }
    return 0
}

#if FUZZING
/// SwiftPM links an executable's entry point as `FuzzFrontMatter_main`; here it hands over to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

@_cdecl("FuzzFrontMatter_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { fuzz($0, $1) }
}
#else
import Foundation

/// Without libFuzzer: runs the target over the files or folders given (the
/// committed corpus, or a crash file to reproduce).
@main
struct Replay {
    static func main() {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
            let paths = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
                : [argument]
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let bytes = [UInt8](data)
                _ = bytes.withUnsafeBufferPointer { fuzz($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }
}
#endif
