import CBenchReference
import ListRender

/// What a plain PNG writer does with a frame: zlib over its raw RGBA rows (no filters, every
/// row a 0 byte then its pixels). Built once; `compress` is what the bench times.
final class ZlibReference {
    private let rows: [UInt8]
    private var out: [UInt8]

    init(_ image: RGBAImage) {
        var rows = [UInt8](repeating: 0, count: image.height * (image.width * 4 + 1))
        rows.withUnsafeMutableBufferPointer { r in
            image.pixels.withUnsafeBufferPointer { p in
                bench_unfiltered_rows(p.baseAddress, UInt32(image.width), UInt32(image.height), r.baseAddress)
            }
        }
        self.rows = rows
        out = [UInt8](repeating: 0, count: bench_zlib_bound(rows.count))
    }

    /// Compresses the rows at `level`; the compressed size in bytes.
    func compress(level: Int) -> Int {
        let cap = out.count
        return rows.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                Int(bench_zlib_compress(r.baseAddress, r.count, Int32(level), o.baseAddress, cap))
            }
        }
    }
}
