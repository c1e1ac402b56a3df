// swift-tools-version:6.0
// libFuzzer targets. The harnesses are compiled with -sanitize=fuzzer; the library they test,
// libyaml and the C shims get the same coverage instrumentation from the command line, which
// applies it to the whole graph without making the resource-embedding build tool a fuzzer:
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=... (see .ci/fuzz.sh)
// (.ci/fuzz.sh builds and runs them; docs/reliability.md has the long-run command.)
import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library", "-sanitize=fuzzer,address"])]
let linkFuzzer: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "ListRenderFuzz",
    dependencies: [.package(name: "ListRender", path: "..")],
    targets: ["FuzzScenarioJSON", "FuzzScenarioYAML", "FuzzPNGDecode", "FuzzCompare", "FuzzFont"].map {
        .executableTarget(name: $0, dependencies: [.product(name: "ListRender", package: "ListRender"), "FuzzSupport"],
                          swiftSettings: fuzzer, linkerSettings: linkFuzzer)
    } + [
        // CRC fixing, the pixel cap and hand-written seed PNGs and fonts, shared by the targets.
        .target(name: "FuzzSupport"),
        // Writes the PNG, compare and crafted font seed corpora (a plain executable, not a fuzzer).
        .executableTarget(name: "FuzzSeeds", dependencies: ["FuzzSupport"]),
    ]
)
