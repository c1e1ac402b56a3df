import ListRender

/// libFuzzer entry: any bytes as a PNG must decode or throw, never trap or blow up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PNGCodec.decode(Array(UnsafeBufferPointer(start: data, count: size)), name: "fuzz.png")
    return 0
}
