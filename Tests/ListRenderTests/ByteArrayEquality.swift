@testable import ListRender

// Pixel buffers compared in tests: one memcmp. Array's generic `==` goes element by element in
// a debug build and was half of the banded-raster check's time. Being non-generic, these win
// overload resolution for `[UInt8] == [UInt8]` everywhere in the test target.
func == (a: [UInt8], b: [UInt8]) -> Bool { a.hasSameBytes(as: b) }
func != (a: [UInt8], b: [UInt8]) -> Bool { !a.hasSameBytes(as: b) }
