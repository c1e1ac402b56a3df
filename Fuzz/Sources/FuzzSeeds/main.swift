import Foundation
import FuzzSupport

/// Writes seed corpora for the PNG targets: `FuzzSeeds PNG-FOLDER COMPARE-FOLDER`.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write("usage: FuzzSeeds PNG-FOLDER COMPARE-FOLDER\n".data(using: .utf8)!)
    exit(2)
}
var pngs: [[UInt8]] = []
for (type, depths) in SeedPNG.formats {
    for depth in depths {
        for interlaced in [false, true] {
            for transparency in [false, true] where !transparency || type == 0 || type == 2 || type == 3 {
                pngs.append(SeedPNG.make(width: 9, height: 7, colorType: type, bitDepth: depth,
                                         interlaced: interlaced, transparency: transparency))
            }
        }
    }
}
pngs.append(SeedPNG.make(width: 1, height: 1, colorType: 6, bitDepth: 8, interlaced: false, transparency: false))
for (i, png) in pngs.enumerated() {
    FileManager.default.createFile(atPath: "\(arguments[1])/seed-\(i).png", contents: Data(png))
}
// Compare: two length-prefixed PNGs (the first two bytes give where the second starts), of
// equal and of different sizes.
for (i, (a, b)) in zip(pngs, pngs.dropFirst() + pngs.prefix(1)).enumerated() {
    let cut = a.count + 2
    let input = [UInt8(cut >> 8), UInt8(cut & 0xFF)] + a + (i % 2 == 0 ? a : b)
    FileManager.default.createFile(atPath: "\(arguments[2])/seed-\(i)", contents: Data(input))
}
