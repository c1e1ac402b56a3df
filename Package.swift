// swift-tools-version:6.0
import PackageDescription

/// The static Foundation libraries depend on each other in cycles: linked as one group (the
/// order `swift build --static-swift-stdlib` gets from its own --start-group).
let staticFoundationGroup = ["--start-group"] + ["Foundation", "FoundationEssentials", "FoundationInternationalization",
    "_FoundationICU", "CoreFoundation", "_FoundationCShims", "_FoundationCollections", "swiftDispatch", "dispatch",
    "BlocksRuntime", "swiftSynchronization", "swift_Concurrency", "swift_StringProcessing", "swift_RegexParser",
    "swiftGlibc", "swiftCore", "stdc++", "FoundationNetworking", "_CFURLSessionInterface"].map { "-l" + $0 }
    // FoundationNetworking (which the preview server's FlyingFox imports) speaks HTTP through
    // libcurl; the system's shared copy (libcurl4, in every Debian with apt) is loaded at run time.
    + ["-l:libcurl.so.4", "--end-group"]
let linkerGroup = staticFoundationGroup.flatMap { ["-Xlinker", $0] }

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
        // `renderlist preview`'s local HTTP server (ListRenderPreview only; the library does not link it).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
        // `renderlist docs --format gif`: each frame's palette from libimagequant, the file by giflib.
        .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        // `--format webp`: libwebp's animation encoder (libwebpmux) and lossless coder.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // The bundled fonts' files compiled in as they are (.incbin from ListRender/Resources/Fonts).
        .target(name: "CBundledFonts", cSettings: [.headerSearchPath("../ListRender/Resources/Fonts")]),
        .target(name: "ListRender",
                dependencies: ["CPNG", "CFreeType", "CBundledFonts", "CGif", "CImageQuant", "CWebP",
                               .product(name: "Yams", package: "Yams")],
                // Example scenarios are compiled in by the plugin and fonts by CBundledFonts (no
                // resource bundle, so the binary can be copied alone); OFL.txt stays beside the
                // fonts as their licence.
                exclude: ["Resources"],
                plugins: ["EmbedResources"]),
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
        .target(name: "ListRenderTesting", dependencies: ["ListRender"]),
        // `renderlist bench`: timings against in-run references (memcpy, zlib level 6, memcmp).
        .target(name: "CBenchReference", linkerSettings: [.linkedLibrary("z")]),
        .target(name: "ListRenderBench", dependencies: ["ListRender", "CBenchReference"]),
        // `renderlist preview`: a page on 127.0.0.1 that plays a scenario and re-renders on save.
        .target(name: "ListRenderPreview", dependencies: ["ListRender", .product(name: "FlyingFox", package: "FlyingFox"),
                                                         .product(name: "FlyingSocks", package: "FlyingFox")]),
        .executableTarget(name: "renderlist",
                          dependencies: ["ListRender", "ListRenderBench", "ListRenderPreview",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          // The Swift runtime and Foundation linked in (what `swift build --static-swift-stdlib`
                          // does): a release start-up skips ~5 ms of dynamic loading (docs/benchmarks.md).
                          linkerSettings: [.unsafeFlags(["-static-stdlib"] + linkerGroup, .when(configuration: .release))]),
        // Benchmark code, not a product: display lists of fixture frames for `Benchmarks/peers/peers.py`
        // to replay with cairo, Skia and Blend2D, and our band raster's time on the same frames.
        .executableTarget(name: "peer-displaylists", dependencies: ["ListRender"], path: "Benchmarks/peers/DisplayListDump"),
        // libpng's writer for decoder test inputs in formats the product never writes.
        .target(name: "CPNGTestSupport", path: "Tests/CPNGTestSupport",
                linkerSettings: [.linkedLibrary("png16")]),
        // The fidelity suite's pixel measuring, optimised even in debug builds: it reads every
        // pixel of 58 screenshots, 5-6x slower unoptimised (docs/fidelity.md). Not a product, so
        // packages depending on ListRender never build it.
        .target(name: "FidelityMeasure", dependencies: ["ListRender"], path: "Tests/FidelityMeasure",
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // libwebp's animation decoder: tests decode `--format webp` with WebP's own library.
        .systemLibrary(name: "CWebPDemux", path: "Tests/CWebPDemux", pkgConfig: "libwebpdemux",
                       providers: [.apt(["libwebp-dev"])]),
        .testTarget(name: "ListRenderTests",
                    dependencies: ["ListRender", "ListRenderTesting", "ListRenderBench", "CPNGTestSupport", "CLibdeflate", "CGif", "CWebPDemux",
                                   "ListRenderPreview", "FidelityMeasure"]),
    ],
    swiftLanguageModes: [.v6]
)
