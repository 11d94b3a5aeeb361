import FuzzSupport
import LibGenCore

/// The JSON record reader and the decoder behind it: any bytes must give a
/// value or a located failure, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if case .success(let node) = JSONReader.parse(bytes) {
        var decoder = RecordDecoder(file: "fuzz.json", isYAML: false)
        _ = decoder.decode(node, as: Schemas.loan)
        _ = decoder.decode(node, as: Schemas.library)
    }
    return 0
}

#if FUZZING
/// SwiftPM links an executable's entry point as `FuzzJSON_main`; here it hands over to libFuzzer's driver.
@_cdecl("FuzzJSON_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzz)
}
#else
@main
struct Replay {
    static func main() { FuzzDriver.replay(CommandLine.arguments.dropFirst(), fuzz) }
}
#endif
