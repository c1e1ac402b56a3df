import Foundation

extension Array where Element == UInt8 {
    /// Whether both hold the same bytes: the counts, then one memcmp. Array's own `==` compares
    /// element by element through the generic path wherever it is not specialised (every debug
    /// build), ten to a hundred times slower on a frame's pixels.
    func hasSameBytes(as other: [UInt8]) -> Bool {
        count == other.count && (isEmpty || withUnsafeBytes { a in
            other.withUnsafeBytes { b in a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        })
    }
}
