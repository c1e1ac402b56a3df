import FuzzSupport
import ListRender

/// libFuzzer entry: the bytes split in two PNGs (chunk CRCs fixed, see `PNGFuzzInput`); whatever
/// decodes is compared (with a diff image), which must never trap, whatever the sizes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 2 else { return 0 }
    let cut = min(bytes.count, Int(bytes[0]) << 8 | Int(bytes[1]))
    var first = Array(bytes[2..<max(2, cut)]), second = Array(bytes[max(2, cut)...])
    guard PNGFuzzInput.prepare(&first), PNGFuzzInput.prepare(&second) else { return 0 }
    let a = try? PNGCodec.decode(first, name: "a.png")
    let b = try? PNGCodec.decode(second, name: "b.png")
    if let a, let b {
        _ = ImageComparison.compare(actual: a, expected: b, makeDiff: true)
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's entry as `FuzzCompare_main`; hand it to libFuzzer's driver.
@_cdecl("FuzzCompare_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return runDriver(&c, &v) { data, size in fuzzOne(data, size) }
}
