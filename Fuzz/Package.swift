// swift-tools-version:6.0
// libFuzzer targets, built only with the fuzzer flag (see docs/reliability.md):
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
//   Fuzz/.build/release/FuzzScenarioJSON Fuzz/corpus/json -max_total_time=60
import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer,address"])]
let linkFuzzer: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "ListRenderFuzz",
    dependencies: [.package(name: "ListRender", path: "..")],
    targets: ["FuzzScenarioJSON", "FuzzScenarioYAML", "FuzzPNGDecode", "FuzzCompare"].map {
        .executableTarget(name: $0, dependencies: [.product(name: "ListRender", package: "ListRender")],
                          swiftSettings: fuzzer, linkerSettings: linkFuzzer)
    }
)
