// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ListRender",
    products: [
        .library(name: "ListRender", targets: ["ListRender"]),
        .library(name: "ListRenderTesting", targets: ["ListRenderTesting"]),
        .executable(name: "renderlist", targets: ["renderlist"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // libpng behind a C shim: libpng reports errors by longjmp, which must never cross a Swift frame.
        .target(name: "CPNG", dependencies: ["CLibdeflate"],
                linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]),
        // libdeflate compresses frames (several times faster than zlib at the same size).
        .systemLibrary(name: "CLibdeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .target(name: "ListRender",
                dependencies: ["CPNG", "CFreeType", .product(name: "Yams", package: "Yams")],
                resources: [.copy("Resources/Fonts")]),
        .target(name: "ListRenderTesting", dependencies: ["ListRender"]),
        // `renderlist bench`: timings against in-run references (memcpy, zlib level 6, memcmp).
        .target(name: "CBenchReference", linkerSettings: [.linkedLibrary("z")]),
        .target(name: "ListRenderBench", dependencies: ["ListRender", "CBenchReference"]),
        .executableTarget(name: "renderlist",
                          dependencies: ["ListRender", "ListRenderBench",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // libpng's writer for decoder test inputs in formats the product never writes.
        .target(name: "CPNGTestSupport", path: "Tests/CPNGTestSupport",
                linkerSettings: [.linkedLibrary("png16")]),
        .testTarget(name: "ListRenderTests",
                    dependencies: ["ListRender", "ListRenderTesting", "ListRenderBench", "CPNGTestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
