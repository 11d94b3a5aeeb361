import FuzzSupport
import LibGenCore

/// The front-matter parser (Yams underneath, or its plain-shape reader, checked against Yams) and the book decoder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let parsed = FrontMatterParser.parse(text)
    // Front matter read without Yams (libgen's own shape) reads exactly as Yams reads it.
    if case .success(let document) = parsed, case .success(let yams) = FrontMatterParser.parse(text, plainShape: false),
       document.frontMatter != yams.frontMatter {
        fatalError("the front matter read without Yams differs from Yams' reading")
    }
    if case .success(let document) = parsed {
        var decoder = RecordDecoder(file: "fuzz.md", isYAML: true)
        _ = decoder.decode(document.frontMatter, as: Schemas.book)
    }
    return 0
}

#if FUZZING
/// SwiftPM links an executable's entry point as `FuzzFrontMatter_main`; here it hands over to libFuzzer's driver.
@_cdecl("FuzzFrontMatter_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzz)
}
#else
@main
struct Replay {
    static func main() { FuzzDriver.replay(CommandLine.arguments.dropFirst(), fuzz) }
}
#endif
