import Foundation

/// A fuzz target: libFuzzer's `LLVMFuzzerTestOneInput`.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

/// What every fuzz executable does around its target: hand over to libFuzzer's
/// driver when built for fuzzing, or replay files when built normally.
public enum FuzzDriver {
    #if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    private static func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                                  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                  _ callback: FuzzTarget) -> CInt

    /// libFuzzer's driver over `target`, with the program's arguments.
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: FuzzTarget) -> CInt {
        var count = argc
        var arguments = argv
        return runDriver(&count, &arguments, target)
    }
    #endif

    /// Without libFuzzer: runs `target` over the files or folders given (the
    /// committed corpus, or a crash file to reproduce).
    public static func replay(_ arguments: some Sequence<String>, _ target: FuzzTarget) {
        var count = 0
        for argument in arguments {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
            let paths = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
                : [argument]
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let bytes = [UInt8](data)
                _ = bytes.withUnsafeBufferPointer { target($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, $0.count) }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }
}
