import Foundation
import FuzzSupport

/// Writes seed corpora for the PNG targets and, given a font, crafted fonts for the font target:
/// `FuzzSeeds PNG-FOLDER COMPARE-FOLDER [FONT-FOLDER FONT]`.
let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 5 else {
    FileHandle.standardError.write("usage: FuzzSeeds PNG-FOLDER COMPARE-FOLDER [FONT-FOLDER FONT]\n".data(using: .utf8)!)
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
// Fonts (a third folder and a fixture font given): the font itself and crafted variants.
if arguments.count == 5, let font = FileManager.default.contents(atPath: arguments[4]).map(Array.init) {
    let variants: [(String, [UInt8]?)] = [
        ("gpos-class-pairs", SeedFont.redirecting("GPOS", to: SeedFont.gposClassPairs, in: font)),
        ("gpos-extension", SeedFont.redirecting("GPOS", to: SeedFont.gposExtensionPairs, in: font)),
        ("cmap-12", SeedFont.redirecting("cmap", to: SeedFont.cmapGroups(format: 12), in: font)),
        ("cmap-13", SeedFont.redirecting("cmap", to: SeedFont.cmapGroups(format: 13), in: font)),
    ]
    for case let (name, bytes?) in variants {
        FileManager.default.createFile(atPath: "\(arguments[3])/\(name).ttf", contents: Data(bytes))
    }
}
