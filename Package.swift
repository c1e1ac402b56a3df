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
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .target(name: "ListRender",
                dependencies: ["CPNG", "CFreeType", .product(name: "Yams", package: "Yams")],
                // Fonts and example scenarios are compiled in by the plugin (no resource bundle,
                // so the binary can be copied alone); OFL.txt stays beside the fonts as their licence.
                exclude: ["Resources"],
                plugins: ["EmbedResources"]),
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
        .target(name: "ListRenderTesting", dependencies: ["ListRender"]),
        .executableTarget(name: "renderlist",
                          dependencies: ["ListRender",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "ListRenderTests",
                    dependencies: ["ListRender", "ListRenderTesting"]),
    ],
    swiftLanguageModes: [.v5]
)
