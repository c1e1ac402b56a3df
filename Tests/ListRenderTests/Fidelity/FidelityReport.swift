import Foundation
@testable import ListRender
@testable import FidelityMeasure

/// Writes Fixtures/fidelity/baseline.json, docs/fidelity.md and docs/images/fidelity/<screen>.png
/// (the real screenshot left, ours right, downscaled) from a run of the suite.
enum FidelityReport {
    typealias Measured = (FidelityScreen, [FidelityScreen.Result], RGBAImage, RGBAImage)

    static func write(_ measured: [Measured]) throws {
        let root = FidelityScreen.root
        var baseline = FidelityBaseline(screens: [:])
        for (s, results, _, _) in measured {
            var c = FidelityCounts()
            for r in results { c.add(r.verdict) }
            baseline.screens[s.meta.name] = .init(counts: c,
                                                  within1: results.filter { $0.verdict == .within1 }.map(\.name),
                                                  within4: results.filter { $0.verdict == .within4 }.map(\.name))
        }
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys]
        try enc.encode(baseline).write(to: FidelityScreen.folder.appendingPathComponent("baseline.json"))

        let images = root.appendingPathComponent("docs/images/fidelity")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for (s, _, real, ours) in measured {
            let factor = Int(s.scale) + 1
            let sbs = sideBySide(real.downscaled(by: factor), ours.downscaled(by: factor))
            try Data(PNGCodec.encode(sbs)).write(to: images.appendingPathComponent(s.meta.name + ".png"))
        }
        try markdown(measured).write(to: root.appendingPathComponent("docs/fidelity.md"), atomically: true, encoding: .utf8)
    }

    static func sideBySide(_ a: RGBAImage, _ b: RGBAImage) -> RGBAImage {
        let gap = 6
        let w = a.width + gap + b.width, h = max(a.height, b.height)
        var out = RGBAImage(width: w, height: h, fill: Color(r: 0x80, g: 0x80, b: 0x80))
        for (img, x0) in [(a, 0), (b, a.width + gap)] {
            for y in 0..<img.height {
                let src = y * img.width * 4, dst = (y * w + x0) * 4
                out.pixels.replaceSubrange(dst..<(dst + img.width * 4), with: img.pixels[src..<(src + img.width * 4)])
            }
        }
        return out
    }

    static func fmt(_ v: FidelityAspect.Value?, scale: Double) -> String {
        switch v {
        case nil: return "—"
        case let .length(x)?:
            let pt = x / scale
            return "\(num(x)) (\(num((pt * 100).rounded() / 100)) pt)"
        case let .colour(r, g, b)?: return String(format: "#%02X%02X%02X", r, g, b)
        }
    }

    static func num(_ x: Double) -> String {
        x == x.rounded() ? String(Int(x)) : String(format: "%.2f", x).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    static func markdown(_ measured: [Measured]) -> String {
        var perIOS: [String: FidelityCounts] = [:]
        var total = FidelityCounts()
        var rows: [String] = []
        for (s, results, _, _) in measured {
            var c = FidelityCounts()
            for r in results { c.add(r.verdict) }
            perIOS[s.iosMajor, default: .init()] = perIOS[s.iosMajor, default: .init()] + c
            total = total + c
            rows.append("| [\(s.meta.name)](#\(s.meta.name)) | \(s.meta.repo) | \(s.meta.ios) | \(s.meta.style) | \(c.within1) | \(c.within4) | \(c.more) | \(c.notExpressible) | \(c.total) |")
        }
        func pct(_ n: Int, _ d: Int) -> String { d == 0 ? "–" : "\(Int((Double(n) * 100 / Double(d)).rounded())) %" }
        var md = FidelityDocText.intro
        md += "\n## Totals\n\n| iOS | within 1 px | within 4 px (cumulative) | more | not expressible | aspects |\n|---|---|---|---|---|---|\n"
        for k in perIOS.keys.sorted(by: { Int($0) ?? 0 < Int($1) ?? 0 }) {
            let c = perIOS[k]!
            md += "| iOS \(k) | \(c.within1) (\(pct(c.within1, c.total))) | \(c.within1 + c.within4) (\(pct(c.within1 + c.within4, c.total))) | \(c.more) | \(c.notExpressible) | \(c.total) |\n"
        }
        md += "| **all** | \(total.within1) (\(pct(total.within1, total.total))) | \(total.within1 + total.within4) (\(pct(total.within1 + total.within4, total.total))) | \(total.more) | \(total.notExpressible) | \(total.total) |\n"
        md += "\n## Screens\n\n| screen | source | iOS | style | ≤ 1 px | 1–4 px | more | not expressible | aspects |\n|---|---|---|---|---|---|---|---|---|\n"
        md += rows.joined(separator: "\n") + "\n"
        md += FidelityDocText.findings
        md += FidelityDocText.fonts
        for (s, results, real, _) in measured {
            var c = FidelityCounts()
            for r in results { c.add(r.verdict) }
            md += "\n### \(s.meta.name)\n\n"
            md += "[\(s.meta.repo)](https://github.com/\(s.meta.repo)) `\(s.meta.reference)` at `\(s.meta.commit.prefix(12))` (\(s.meta.licence)); "
            md += "\(s.meta.device), \(num(s.meta.viewport[0])) × \(num(s.meta.viewport[1])) pt @\(num(s.scale))x (\(real.width) × \(real.height) px), "
            md += "iOS \(s.meta.ios), \(s.meta.traits). Scenario: [`Fixtures/fidelity/\(s.meta.name)/scenario.json`](../Fixtures/fidelity/\(s.meta.name)/scenario.json), "
            md += "source and code: [`source.md`](../Fixtures/fidelity/\(s.meta.name)/source.md).\n\n"
            if s.meta.measureTop > 0 { md += "The top \(num(s.meta.measureTop)) pt are left out of the measurement (the status bar only ours draws).\n\n" }
            md += "<img src=\"images/fidelity/\(s.meta.name).png\" width=\"480\" alt=\"\(s.meta.name): the real screenshot left, ListRender right\">\n\n"
            md += "Within 1 px: \(c.within1), within 4 px: \(c.within4), more: \(c.more), not expressible: \(c.notExpressible) (of \(c.total)).\n\n"
            let ne = s.meta.notExpressible
            if !ne.isEmpty {
                md += "Not expressible with today's keys:\n\n" + ne.map { "- `\($0.aspect)`: \($0.reason)" }.joined(separator: "\n") + "\n\n"
            }
            md += "<details><summary>\(results.count) aspects</summary>\n\n| aspect | real | ours | diff | verdict |\n|---|---|---|---|---|\n"
            for r in results {
                let d = r.diff.map { $0.isFinite ? num(($0 * 100).rounded() / 100) : "kind" } ?? "—"
                md += "| `\(r.name)` | \(fmt(r.real, scale: s.scale)) | \(fmt(r.ours, scale: s.scale)) | \(d) | \(r.verdict.rawValue)\((r.verdict == .more ? r.reason : nil).map { " (\($0))" } ?? "") |\n"
            }
            md += "\n</details>\n"
        }
        return md
    }
}
