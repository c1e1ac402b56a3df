import Foundation
import ListRender

/// libFuzzer entry: any bytes as a scenario's own font (`theme.fonts.regular`) must load and
/// draw a frame, or be refused with an error; never trap, stall or blow up. The font goes the
/// way a user's does: read from a file beside the scenario, checked at load (the sfnt directory,
/// GPOS's bounded walk, cmap read in place), then FreeType and our kerning and cmap readers
/// while a frame of text with kerning pairs, digits and symbols is measured and drawn.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FileManager.default.createFile(atPath: FontFuzzFolder.font, contents: Data(bytes: data, count: size))
    guard let scenario = try? ScenarioLoader.load(data: FontFuzzFolder.scenario, path: FontFuzzFolder.scenarioPath) else { return 0 }
    let renderer = FrameRenderer(scenario: scenario)
    var simulator = Simulator(scenario: scenario)
    if let state = try? simulator.nextFrame() {
        _ = renderer.image(of: renderer.layout(state))
    }
    return 0
}

/// One folder per fuzzing process, holding the font file and naming it from the scenario.
enum FontFuzzFolder {
    static let path: String = {
        let folder = NSTemporaryDirectory() + "listrender-fuzz-font-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()
    static var font: String { path + "/font.ttf" }
    static var scenarioPath: String { path + "/s.json" }
    /// A small frame whose rows and header use the font: kerning pairs (AV, To, Ty), digits,
    /// accented and symbol characters, a wrapped title.
    static let scenario = Array(#"""
    {"name":"f","viewport":{"width":160,"height":120,"scale":1},"duration":0.02,
     "theme":{"fonts":{"regular":"font.ttf","semibold":"font.ttf"}},
     "list":{"rowHeight":"automatic","sections":[{"title":"AVATAR Today","rows":[
       {"title":"To Ty Wa Yo fi ffl 0123456789","detail":"é ü ñ → ★ ✓","style":"subtitle"},
       {"title":"LTAVAWAY, P. V. Yo. kerning pairs and a long title that wraps","accessory":"disclosure"}]}]}}
    """#.utf8)
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's entry as `FuzzFont_main`; hand it to libFuzzer's driver.
@_cdecl("FuzzFont_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return runDriver(&c, &v) { data, size in fuzzOne(data, size) }
}
