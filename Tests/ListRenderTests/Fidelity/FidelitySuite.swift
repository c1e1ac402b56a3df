import Foundation
@testable import ListRender
@testable import FidelityMeasure

/// The fidelity suite's screens (Fixtures/fidelity/<screen>/), each a real iOS screenshot, the
/// scenario that rebuilds it and its metadata; compared aspect by aspect (FidelityMeasure).
struct FidelityScreen {
    struct NotExpressible: Codable { let aspect: String; let reason: String }
    struct Meta: Codable {
        let name: String
        let repo: String
        let reference: String
        let device: String
        let ios: String
        let traits: String
        let style: String
        let viewport: [Double]
        let commit: String
        let licence: String
        let measureTop: Double
        let notExpressible: [NotExpressible]
        /// `"accessibilitySnapshot"` or `"hitTargets"`: the reference carries AccessibilitySnapshot's
        /// markers, taken off before it is measured (AccessibilityOverlayRemoval).
        let overlay: String?
    }

    enum Verdict: String, Codable, CaseIterable {
        case within1 = "≤ 1 px", within4 = "≤ 4 px", more = "more", notExpressible = "not expressible"
    }

    struct Result {
        let name: String
        let real: FidelityAspect.Value?
        let ours: FidelityAspect.Value?
        /// Device pixels for lengths, the largest channel difference (0…255) for colours.
        let diff: Double?
        let verdict: Verdict
        let reason: String?
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Fixtures/fidelity")

    let dir: URL
    let meta: Meta

    static func all() throws -> [FidelityScreen] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.compactMap { n in
            let d = folder.appendingPathComponent(n)
            guard FileManager.default.fileExists(atPath: d.appendingPathComponent("scenario.json").path) else { return nil }
            let meta = try JSONDecoder().decode(Meta.self, from: Data(contentsOf: d.appendingPathComponent("meta.json")))
            return FidelityScreen(dir: d, meta: meta)
        }
    }

    var iosMajor: String { String(meta.ios.split(separator: ".").first ?? "?") }
    var scale: Double { meta.viewport[2] }

    func reference() throws -> RGBAImage { try PNGCodec.decode(fileAt: dir.appendingPathComponent("reference.png").path) }

    /// The reference as measured: with AccessibilitySnapshot's markers taken off where it has them.
    func measuredReference() throws -> RGBAImage {
        let real = try reference()
        guard let name = meta.overlay else { return real }
        guard let kind = AccessibilityOverlayRemoval.Kind(rawValue: name) else {
            throw CocoaError(.coderInvalidValue, userInfo: [NSDebugDescriptionErrorKey: "\(meta.name): meta.json: unknown overlay \(name)"])
        }
        return AccessibilityOverlayRemoval.remove(real, kind: kind)
    }

    func render() throws -> RGBAImage {
        let s = try ScenarioLoader.load(path: dir.appendingPathComponent("scenario.json").path)
        let state = try Simulator.run(s)[0]
        let r = FrameRenderer(scenario: s)
        return r.image(of: r.layout(state))
    }

    /// A pattern `row[*].image` matches `row[3].image…`; a single word (`colour`) matches an
    /// aspect whose last part it is.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        if !pattern.contains(".") && !pattern.contains("[") {
            return name.split(separator: ".").last.map(String.init) == pattern || name.hasPrefix(pattern + ".")
        }
        // Foundation's escaping of "]" differs between platforms: escape the parts around each
        // "[*]" and join them with the index pattern.
        let escaped = pattern.components(separatedBy: "[*]").map { NSRegularExpression.escapedPattern(for: $0) }
            .joined(separator: "\\[[0-9]+\\]")
        guard let re = try? NSRegularExpression(pattern: "^" + escaped + "($|[.\\[])") else { return false }
        return re.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }

    static func compare(real: [FidelityAspect], ours: [FidelityAspect], notExpressible: [NotExpressible]) -> [Result] {
        var oursByName: [String: FidelityAspect.Value] = [:]
        for a in ours { oursByName[a.name] = a.value }
        var names = real.map(\.name)
        let realNames = Set(names)
        names += ours.map(\.name).filter { !realNames.contains($0) }
        var realByName: [String: FidelityAspect.Value] = [:]
        for a in real { realByName[a.name] = a.value }
        var used = Set<String>()
        var out: [Result] = []
        for n in names {
            let r = realByName[n], o = oursByName[n]
            if let ne = notExpressible.first(where: { matches($0.aspect, n) }) {
                used.insert(ne.aspect)
                out.append(Result(name: n, real: r, ours: o, diff: nil, verdict: .notExpressible, reason: ne.reason))
                continue
            }
            guard let r, let o else {
                out.append(Result(name: n, real: r, ours: o, diff: nil, verdict: .more,
                                  reason: r == nil ? "only in ours" : "not found in ours"))
                continue
            }
            let d: Double, tight: Double, loose: Double
            switch (r, o) {
            case let (.length(a), .length(b)): d = abs(a - b); tight = 1; loose = 4
            case let (.colour(r1, g1, b1), .colour(r2, g2, b2)):
                d = Double(max(abs(r1 - r2), abs(g1 - g2), abs(b1 - b2))); tight = 3; loose = 12
            default: d = .infinity; tight = 0; loose = 0
            }
            let v: Verdict = d <= tight ? .within1 : d <= loose ? .within4 : .more
            out.append(Result(name: n, real: r, ours: o, diff: d, verdict: v, reason: nil))
        }
        for ne in notExpressible where !used.contains(ne.aspect) {
            out.append(Result(name: ne.aspect, real: nil, ours: nil, diff: nil, verdict: .notExpressible, reason: ne.reason))
        }
        return out
    }

    func results() throws -> (results: [Result], real: RGBAImage, ours: RGBAImage) {
        let real = try measuredReference(), ours = try render()
        let a = FidelityMeasure(real, scale: scale, topPoints: meta.measureTop).aspects()
        let b = FidelityMeasure(ours, scale: scale, topPoints: meta.measureTop).aspects()
        return (Self.compare(real: a, ours: b, notExpressible: meta.notExpressible), real, ours)
    }
}

/// Counts per verdict.
struct FidelityCounts: Codable, Equatable {
    var within1 = 0, within4 = 0, more = 0, notExpressible = 0
    var total: Int { within1 + within4 + more + notExpressible }
    mutating func add(_ v: FidelityScreen.Verdict) {
        switch v {
        case .within1: within1 += 1
        case .within4: within4 += 1
        case .more: more += 1
        case .notExpressible: notExpressible += 1
        }
    }
    static func + (a: FidelityCounts, b: FidelityCounts) -> FidelityCounts {
        FidelityCounts(within1: a.within1 + b.within1, within4: a.within4 + b.within4, more: a.more + b.more,
                       notExpressible: a.notExpressible + b.notExpressible)
    }
}

/// Fixtures/fidelity/baseline.json: per screen, the aspects within 1 px and within 4 px today and
/// the counts; the test fails when any of them gets worse.
struct FidelityBaseline: Codable {
    struct Screen: Codable { var counts: FidelityCounts; var within1: [String]; var within4: [String] }
    var screens: [String: Screen]
}
