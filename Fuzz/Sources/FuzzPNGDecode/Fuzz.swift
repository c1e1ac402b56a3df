import FuzzSupport
import ListRender

/// libFuzzer entry: any bytes as a PNG (chunk CRCs fixed, see `PNGFuzzInput`) must decode or
/// throw, never trap or blow up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard PNGFuzzInput.prepare(&bytes) else { return 0 }
    _ = try? PNGCodec.decode(bytes, name: "fuzz.png")
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's entry as `FuzzPNGDecode_main`; hand it to libFuzzer's driver.
@_cdecl("FuzzPNGDecode_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return runDriver(&c, &v) { data, size in fuzzOne(data, size) }
}
