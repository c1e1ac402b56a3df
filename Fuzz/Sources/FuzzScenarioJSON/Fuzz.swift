import ListRender

/// libFuzzer entry: any bytes as a .json scenario must load or throw, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ScenarioLoader.load(data: bytes, path: "fuzz.json")
    return 0
}
