import FuzzSupport
import LibGenCore
import LibGenSite

/// The Markdown renderer (cmark-gfm): any text within FORMAT.md's Markdown limits renders (in
/// time linear in the text: CI runs each input under libFuzzer's `-timeout`), and raw HTML
/// never passes through. A text beyond the limits is `check`'s error and is never rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard MarkdownLimits.problem(in: text) == nil else { return 0 }
    let html = MarkdownRenderer.shared.html(text)
    if html.contains("<script") { fatalError("raw HTML passed through: \(html)") }
    return 0
}

#if FUZZING
/// SwiftPM links an executable's entry point as `FuzzMarkdown_main`; here it hands over to libFuzzer's driver.
@_cdecl("FuzzMarkdown_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzz)
}
#else
@main
struct Replay {
    static func main() { FuzzDriver.replay(CommandLine.arguments.dropFirst(), fuzz) }
}
#endif
