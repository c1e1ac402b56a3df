import Foundation
import ListRender

// `peer-displaylists OUT SCENARIO... [--stride N] [--iterations K]`: benchmark code, not a
// product. For every Nth frame of each scenario (forced to 3x) it writes the frame's display
// list as JSON (OUT/NAME.json, images as raw RGBA files beside it) so `peers.py` can replay the
// same drawing with cairo, Skia and Blend2D, and it times ListRender's band raster of exactly
// those frames (one rasterizer, the frames in order, as `render` meets them), so the two sides
// measure the same work. Lives outside Sources/ so no user ever sees a flag for it.

let args = Array(CommandLine.arguments.dropFirst())
var stride = 8, iterations = 5
var positional: [String] = []
var i = 0
while i < args.count {
    switch args[i] {
    case "--stride": i += 1; stride = max(1, Int(args[i]) ?? 8)
    case "--iterations": i += 1; iterations = max(1, Int(args[i]) ?? 5)
    default: positional.append(args[i])
    }
    i += 1
}
guard positional.count >= 2 else {
    FileHandle.standardError.write("usage: peer-displaylists OUT SCENARIO... [--stride N] [--iterations K]\n".data(using: .utf8)!)
    exit(2)
}
let out = positional[0]
try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)

func num(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
func rect(_ r: Rect) -> String { "\(num(r.x)),\(num(r.y)),\(num(r.width)),\(num(r.height))" }
func color(_ c: Color) -> String { "\(c.r),\(c.g),\(c.b),\(c.a)" }
func point(_ p: Point) -> String { "\(num(p.x)),\(num(p.y))" }
func quoted(_ s: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: [s], options: [.withoutEscapingSlashes])
    return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
}
func path(_ p: Path) -> String {
    "[" + p.elements.map { e -> String in
        switch e {
        case let .move(q): return "[\"M\",\(point(q))]"
        case let .line(q): return "[\"L\",\(point(q))]"
        case let .quad(c, q): return "[\"Q\",\(point(c)),\(point(q))]"
        case let .cubic(c1, c2, q): return "[\"C\",\(point(c1)),\(point(c2)),\(point(q))]"
        case .close: return "[\"Z\"]"
        }
    }.joined(separator: ",") + "]"
}

/// Images written once each (by content) as NAME-imgK.rgba; the item names the file.
nonisolated(unsafe) var imageFiles: [PixelImage: String] = [:]
func imageFile(_ img: PixelImage, _ name: String) throws -> String {
    if let f = imageFiles[img] { return f }
    let f = "\(name)-img\(imageFiles.count).rgba"
    try Data(img.pixels).write(to: URL(fileURLWithPath: out + "/" + f))
    imageFiles[img] = f
    return f
}

func item(_ it: DisplayItem, _ name: String) throws -> String {
    switch it {
    case let .fill(r, c): return "[\"fill\",\(rect(r)),\(color(c))]"
    case let .roundedRect(r, radius, c): return "[\"rrect\",\(rect(r)),\(num(radius)),\(color(c))]"
    case let .strokeRoundedRect(r, radius, w, c): return "[\"strokeRRect\",\(rect(r)),\(num(radius)),\(num(w)),\(color(c))]"
    case let .hairline(x, y, w, c): return "[\"hairline\",\(num(x)),\(num(y)),\(num(w)),\(color(c))]"
    case let .capsule(a, b, radius, c): return "[\"capsule\",\(point(a)),\(point(b)),\(num(radius)),\(color(c))]"
    case let .shadow(r, corner, blur, off, c, _):
        // The peers draw the shadow whole: an iOS 17/18 knob's shadow is ours clipped to its
        // track (`inside`), a few hundred pixels of the frame.
        return "[\"shadow\",\(rect(r)),\(num(corner)),\(num(blur)),\(point(off)),\(color(c))]"
    case let .fillPath(p, rule, c): return "[\"fillPath\",\(path(p)),\"\(rule.rawValue)\",\(color(c))]"
    case let .strokePath(p, style, c):
        return "[\"strokePath\",\(path(p)),\(num(style.lineWidth)),\"\(style.cap.rawValue)\",\(color(c))]"
    case let .image(img, r, corner):
        return "[\"image\",\(quoted(try imageFile(img, name))),\(img.width),\(img.height),\(rect(r)),\(num(corner))]"
    case let .text(t):
        return "[\"text\",\(quoted(t.string)),\"\(t.weight.rawValue)\",\(num(t.size)),\(color(t.color)),\(rect(t.box)),\(num(t.baseline)),\"\(t.alignment.rawValue)\"]"
    case let .backdropBlur(r, radius): return "[\"backdropBlur\",\(rect(r)),\(num(radius))]"
    case let .pushClip(r): return "[\"clip\",\(rect(r))]"
    case .popClip: return "[\"unclip\"]"
    case let .beginLayer(opacity): return "[\"layer\",\(num(opacity))]"
    case .endLayer: return "[\"endLayer\"]"
    }
}

/// LR_ONLY=K,K...: only those kinds of item are kept in every frame (both sides, so the peers
/// replay the same cut), to see which primitives a fixture's ratio comes from. The kinds:
/// `fillPath`, `strokePath`, `text`, `shadow` and `other` (rounded rects, capsules, hairlines,
/// pictures, backdrop blurs); rect fills, clips and layers are always kept (the frame's ground).
let primitives: Set<String>? = ProcessInfo.processInfo.environment["LR_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
func primitive(of item: DisplayItem) -> String {
    switch item {
    case .fill, .pushClip, .popClip, .beginLayer, .endLayer: return "ground"
    case .fillPath: return "fillPath"
    case .strokePath: return "strokePath"
    case .text: return "text"
    case .shadow: return "shadow"
    default: return "other"
    }
}

for file in positional.dropFirst() {
    var scenario = try ScenarioLoader.load(path: file)
    scenario.viewport.scale = 3
    let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let renderer = FrameRenderer(scenario: scenario)
    var sim = Simulator(scenario: scenario)
    var lists: [(Int, DisplayList)] = []
    while let state = try sim.nextFrame() {
        guard state.index % stride == 0 else { continue }
        var list = renderer.displayList(of: renderer.layout(state))
        if let only = primitives {
            list.items = list.items.filter { let kind = primitive(of: $0); return kind == "ground" || only.contains(kind) }
        }
        lists.append((state.index, list))
    }
    guard let first = lists.first?.1 else { continue }
    if !first.fonts.isBundled { print("\(name): custom fonts; peers draw it with Inter") }

    // Our side: the same frames in order through one rasterizer, its frame buffer handed back
    // (as `render` does); the first pass warms the caches as the peers' first pass does theirs.
    // A sample replays the frames as often as it takes to last 0.1 s, as peers.py does;
    // LR_REPEATS=N fixes it at N passes (for `perf record`, or to count stores with a preload).
    let rasterizer = Rasterizer()
    func onePass() { for (_, l) in lists { let f = rasterizer.renderImage(l, scale: 3); rasterizer.recycle(f) } }
    func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    var start = now()
    onePass()
    let repeats = ProcessInfo.processInfo.environment["LR_REPEATS"].flatMap { Int($0) }.map { max(1, $0) }
        ?? max(1, Int((0.1 / max(1e-6, now() - start)).rounded(.up)))
    var samples: [Double] = []
    for _ in 0..<iterations {
        start = now()
        for _ in 0..<repeats { onePass() }
        samples.append((now() - start) * 1000 / Double(lists.count * repeats))
    }
    samples.sort()
    let ours = samples[samples.count / 2]

    var json = "{\"name\":\(quoted(name)),\"width\":\(num(first.size.width)),\"height\":\(num(first.size.height)),"
    json += "\"scale\":3,\"background\":[\(color(first.background))],\"ours_ms\":\(ours),\"frames\":["
    json += try lists.map { index, l in
        "{\"index\":\(index),\"items\":[" + (try l.items.map { try item($0, name) }.joined(separator: ",\n")) + "]}"
    }.joined(separator: ",\n")
    json += "]}\n"
    try json.write(toFile: out + "/" + name + ".json", atomically: true, encoding: .utf8)
    print("\(name): \(lists.count) frames, ours \(String(format: "%.3f", ours)) ms a frame (band raster)")
}
