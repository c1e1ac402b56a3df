import ListRender

/// libFuzzer entry: any bytes as a .json scenario must load or throw, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? ScenarioLoader.load(data: bytes, path: "fuzz.json")
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's entry as `FuzzScenarioJSON_main`; hand it to libFuzzer's driver.
@_cdecl("FuzzScenarioJSON_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return runDriver(&c, &v) { data, size in fuzzOne(data, size) }
}
