import Foundation

/// Which sanitizer this test build (and so the `renderlist` built beside it) runs under, and
/// how caps made for a plain build translate. Sanitizers reserve terabytes of address space for
/// their shadow memory, so `ulimit -v` kills them at start; their own RSS limit takes its place.
enum SanitizerBuild {
    /// "address", "thread" or nil (a plain build), from the runtime's symbols in this process.
    static let name: String? = {
        let runtimes = [("__asan_init", "address"), ("__tsan_init", "thread")]
        return runtimes.first { dlsym(UnsafeMutableRawPointer(bitPattern: 0), $0.0) != nil }?.1
    }()

    /// The environment variable holding this sanitizer's options.
    static var optionsVariable: String? {
        switch name {
        case "address": return "ASAN_OPTIONS"
        case "thread": return "TSAN_OPTIONS"
        default: return nil
        }
    }

    /// How much more memory and time the same run takes: the address sanitizer's shadow,
    /// redzones and quarantine, the thread sanitizer's shadow and its slower memory accesses
    /// (measured on the catalogue's slowest cases, with room to spare).
    static var memoryFactor: Int { name == "thread" ? 6 : name == "address" ? 3 : 1 }
    static var timeFactor: Double { name == "thread" ? 10 : name == "address" ? 4 : 1 }

    /// The environment for a `renderlist` child: the parent's, plus leak checking under the
    /// address sanitizer and `more` options. The test runner itself runs with leak checking
    /// off (.ci/run): at its exit XCTest's and Foundation's objects held through Swift weak
    /// references are reported, because LeakSanitizer cannot follow a weak reference's side
    /// table; `renderlist` has no such reports, so leaks are checked there (every CLI test and
    /// the catalogue), with .ci/lsan.supp for its lazily built statics. Nil in a plain build.
    static func childEnvironment(_ more: [String] = []) -> [String: String]? {
        guard let variable = optionsVariable else { return nil }
        var env = ProcessInfo.processInfo.environment
        let options = (name == "address" ? ["detect_leaks=1"] : []) + more
        env[variable] = ([env[variable]].compactMap { $0 } + options).joined(separator: ":")
        return env
    }

    /// The shell prefix and environment that cap a child's memory at `megabytes` (of a plain
    /// build): `ulimit -v` normally, the sanitizer's `hard_rss_limit_mb` under one.
    static func memoryCap(megabytes: Int) -> (shell: String, environment: [String: String]?) {
        guard let env = childEnvironment(["hard_rss_limit_mb=\(megabytes * memoryFactor)"]) else {
            return ("ulimit -v \(megabytes * 1024); ", nil)
        }
        return ("", env)
    }
}
