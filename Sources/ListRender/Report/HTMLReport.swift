import Foundation

/// A static, self-contained HTML report: `index.html` plus an `images/` folder beside it, linked
/// by relative paths, so the folder opens from disk (file://), moves, and zips as a whole.
/// Failed frames show expected, actual and diff side by side, a wipe slider between expected and
/// actual, and a blink toggle; new and missing frames show the image they have; passed frames
/// are listed by name only. No server, no network, no external fonts or scripts.
/// An image given as a `.file` already inside the report folder (verify's `failures/`) is linked
/// where it is instead of copied.
public enum HTMLReport {
    /// Writes the report into `folder` (created if needed) and returns the path of its `index.html`.
    /// Every file is written atomically; an `InputError` names any file that cannot be read or written.
    @discardableResult
    public static func write(_ entries: [ReportEntry], title: String = "ListRender report",
                             to folder: String) throws -> String {
        try writeLinking(entries, title: title, to: folder).index
    }

    /// As `write`, also returning, per entry, the relative path of each image it links by role
    /// ("expected", "actual", "diff"): a verify result folder records them so a merge can find them.
    static func writeLinking(_ entries: [ReportEntry], title: String,
                             to folder: String) throws -> (index: String, links: [[String: String]]) {
        try FileOutput.createDirectory(folder)
        let imagesFolder = FileSystem.join(folder, "images")
        var links: [[String: String]] = []
        for (index, entry) in entries.enumerated() {
            var entryLinks: [String: String] = [:]
            guard entry.status != .passed else { links.append(entryLinks); continue }
            for (role, image) in [("expected", entry.expected), ("actual", entry.actual), ("diff", entry.diff)] {
                guard let image = image else { continue }
                if case .file(let path) = image, let inside = relativePath(of: path, inside: folder) {
                    // Already in the report folder (verify's failures): link it, do not copy it.
                    entryLinks[role] = inside
                    continue
                }
                if entryLinks.isEmpty { try FileOutput.createDirectory(imagesFolder) }
                let name = imageName(index: index, entry: entry, role: role)
                try FileOutput.writeAtomically(try pngBytes(image), to: FileSystem.join(imagesFolder, name))
                entryLinks[role] = "images/" + name
            }
            links.append(entryLinks)
        }
        let path = FileSystem.join(folder, "index.html")
        try FileOutput.writeAtomically(text: html(entries, title: title, links: links), to: path)
        return (path, links)
    }

    /// Sections whose images load eagerly: about two screens.
    static let eagerSections = 4

    /// The page for `entries`; `links[i][role]` is the relative path of entry i's image for
    /// role "expected", "actual" or "diff".
    static func html(_ entries: [ReportEntry], title: String, links: [[String: String]]) -> String {
        let scenarios = Set(entries.map(\.scenario)).count
        func count(_ s: ReportEntry.Status) -> Int { entries.filter { $0.status == s }.count }
        var body = ""
        body += "<header><h1>\(Markup.escape(title))</h1>\n<dl class=\"summary\">"
        for (label, value, cls) in [("scenarios", scenarios, ""), ("frames", entries.count, ""),
                                    ("passed", count(.passed), "passed"), ("failed", count(.failed), "failed"),
                                    ("new", count(.new), "new"), ("missing", count(.missing), "missing"),
                                    ("recorded", count(.recorded), "recorded"), ("replaced", count(.replaced), "replaced")] {
            body += "<div class=\"stat \(cls)\"><dt>\(label)</dt><dd>\(value)</dd></div>"
        }
        body += "</dl>\n"
        body += """
        <div class="toolbar"><label><input type="checkbox" class="only-failures"> failures only</label> \
        <label>order <select class="sort" aria-label="order of frames"><option value="run">as run</option>\
        <option value="mismatch">most pixels differ first</option></select></label></div>
        """
        body += "</header>\n<div id=\"frames\">\n"

        var shown = 0
        for (index, entry) in entries.enumerated() where entry.status != .passed {
            let l = index < links.count ? links[index] : [:]
            // The first screens load at once (a screenshot or a quick look sees them); the rest
            // wait until scrolled near, so a report of thousands of frames opens quickly.
            let loading = shown < eagerSections ? "" : " loading=\"lazy\" decoding=\"async\""
            shown += 1
            body += "<section class=\"frame \(entry.status.rawValue)\" id=\"f\(index)\" data-run=\"\(index)\" "
                + "data-mismatch=\"\(entry.mismatchedPixels ?? 0)\">\n"
            body += "<h2><span class=\"chip \(entry.status.rawValue)\">\(entry.status.rawValue)</span> "
                + "\(Markup.escape(entry.scenario)) <span class=\"sep\">/</span> \(Markup.escape(entry.frame))</h2>\n"
            var facts: [String] = []
            if let n = entry.mismatchedPixels, let t = entry.totalPixels {
                facts.append("\(n) of \(t) pixels differ (\(CompareRecord.percent(t == 0 ? 0 : Double(n) / Double(t))))")
            }
            if let note = entry.note { facts.append(Markup.escape(note)) }
            if !facts.isEmpty { body += "<p class=\"facts\">\(facts.joined(separator: " · "))</p>\n" }
            if let command = entry.acceptCommand, entry.status == .failed || entry.status == .new {
                body += "<p class=\"accept\">accept: <code>\(Markup.escape(command))</code></p>\n"
            }
            body += "<div class=\"panes\">"
            for role in ["expected", "actual", "diff"] {
                guard let src = l[role] else { continue }
                body += "<figure><figcaption>\(role)</figcaption>"
                    + "<a href=\"\(Markup.escape(src))\"><img\(loading) src=\"\(Markup.escape(src))\" alt=\"\(role)\"></a></figure>"
            }
            body += "</div>\n"
            if let e = l["expected"], let a = l["actual"] {
                body += """
                <div class="wipe" data-pos="50">
                <div class="controls"><label>expected ◀ <input type="range" class="slider" min="0" max="100" value="50" \
                aria-label="wipe between expected and actual"> ▶ actual</label> \
                <button type="button" class="blink">blink</button></div>
                <div class="stage"><img class="under"\(loading) src="\(Markup.escape(e))" alt="expected"><img class="over"\(loading) src="\(Markup.escape(a))" alt="actual"></div>
                </div>

                """
            }
            body += "</section>\n"
        }

        body += "</div>\n"
        let passed = entries.filter { $0.status == .passed }
        if !passed.isEmpty {
            body += "<section class=\"passed-list\"><h2>passed</h2><ul>"
            for e in passed { body += "<li>\(Markup.escape(e.scenario)) / \(Markup.escape(e.frame))</li>" }
            body += "</ul></section>\n"
        }

        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Markup.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)<script>\(script)</script>
        </body>
        </html>

        """
    }

    static let style = """

    :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --panel: #f5f5f7; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1200px; padding: 24px; background: #fff; color: var(--ink);
      font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Roboto, "Helvetica Neue", Arial, sans-serif; }
    h1 { font-size: 22px; font-weight: 600; margin: 0 0 12px; }
    h2 { font-size: 16px; font-weight: 600; margin: 0 0 6px; }
    .sep { color: var(--muted); font-weight: 400; }
    .summary { display: flex; gap: 8px; flex-wrap: wrap; margin: 0 0 24px; }
    .stat { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 8px 14px; min-width: 92px; }
    .stat dt { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
    .stat dd { margin: 0; font-size: 22px; font-weight: 600; font-variant-numeric: tabular-nums; }
    .stat.failed dd { color: #c9302c; } .stat.new dd { color: #2b6cb0; } .stat.missing dd { color: #a86400; }
    .frame { border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin: 0 0 20px;
      content-visibility: auto; contain-intrinsic-size: auto 760px; }
    .toolbar { display: flex; gap: 18px; align-items: center; margin: -8px 0 20px; color: var(--muted); }
    body.only-failures .frame:not(.failed) { display: none; }
    .accept { margin: 0 0 12px; } .accept code { background: var(--panel); border: 1px solid var(--line);
      border-radius: 6px; padding: 2px 6px; font-size: 12px; user-select: all; word-break: break-all; }
    .chip { display: inline-block; font-size: 11px; text-transform: uppercase; letter-spacing: .05em; padding: 2px 7px;
      border-radius: 999px; vertical-align: 2px; background: var(--panel); color: var(--muted); border: 1px solid var(--line); }
    .chip.failed { color: #c9302c; border-color: #f0b8b6; background: #fdf1f1; }
    .chip.new { color: #2b6cb0; border-color: #b9d3ee; background: #f0f6fc; }
    .chip.missing { color: #a86400; border-color: #ecd3a5; background: #fdf7ec; }
    .stat.recorded dd { color: #2f7d32; }
    .chip.recorded { color: #2f7d32; border-color: #b7dcb9; background: #f1f8f1; }
    .stat.replaced dd { color: #6b46c1; }
    .chip.replaced { color: #6b46c1; border-color: #d3c4f0; background: #f6f2fd; }
    .facts { color: var(--muted); margin: 0 0 12px; }
    .panes { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 12px; }
    figure { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 8px; }
    figcaption { color: var(--muted); font-size: 12px; margin: 0 0 6px; }
    figure img { display: block; width: 100%; height: auto; max-height: 520px; object-fit: contain; image-rendering: pixelated;
      background: repeating-conic-gradient(#e8e8ed 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .wipe { margin-top: 14px; }
    .controls { display: flex; align-items: center; gap: 12px; color: var(--muted); margin-bottom: 8px; }
    .controls input { width: 240px; vertical-align: middle; }
    button { font: inherit; padding: 3px 12px; border-radius: 6px; border: 1px solid var(--line); background: #fff; color: var(--ink); cursor: pointer; }
    button[aria-pressed="true"] { background: var(--ink); color: #fff; }
    .stage { position: relative; display: inline-block; max-width: 100%; border: 1px solid var(--line); line-height: 0;
      background: repeating-conic-gradient(#e8e8ed 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .stage img { display: block; max-width: 100%; max-height: 640px; image-rendering: pixelated; }
    .stage .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; clip-path: inset(0 0 0 50%); }
    .stage.blinking .over { clip-path: none; }
    .stage.blinking.show-under .over { visibility: hidden; }
    .passed-list ul { columns: 3 220px; color: var(--muted); padding-left: 18px; }

    """

    // The wipe shows actual right of the slider; blink alternates the two images every 500 ms.
    // Filtering is one class on <body>; sorting re-appends the sections (the images load lazily
    // and off-screen sections are skipped by content-visibility, so thousands stay responsive).
    static let script = """

    (function () {
      var list = document.getElementById('frames'), only = document.querySelector('.only-failures'),
          sort = document.querySelector('.sort');
      only.addEventListener('change', function () { document.body.classList.toggle('only-failures', only.checked); });
      sort.addEventListener('change', function () {
        var key = sort.value === 'mismatch' ? 'mismatch' : 'run', sign = key === 'mismatch' ? -1 : 1;
        var items = Array.prototype.slice.call(list.children);
        items.sort(function (a, b) { return sign * (Number(a.dataset[key]) - Number(b.dataset[key])) || Number(a.dataset.run) - Number(b.dataset.run); });
        var fragment = document.createDocumentFragment();
        items.forEach(function (item) { fragment.appendChild(item); });
        list.appendChild(fragment);
      });
    })();

    document.querySelectorAll('.wipe').forEach(function (w) {
      var slider = w.querySelector('.slider'), stage = w.querySelector('.stage'),
          over = w.querySelector('.over'), button = w.querySelector('.blink'), timer = null;
      slider.addEventListener('input', function () { over.style.clipPath = 'inset(0 0 0 ' + slider.value + '%)'; });
      button.addEventListener('click', function () {
        if (timer) { clearInterval(timer); timer = null; stage.classList.remove('blinking', 'show-under');
          button.setAttribute('aria-pressed', 'false'); return; }
        stage.classList.add('blinking'); button.setAttribute('aria-pressed', 'true');
        timer = setInterval(function () { stage.classList.toggle('show-under'); }, 500);
      });
    });

    """

    /// `0007-scenario-frame-role.png`: the index keeps names unique, the rest keeps them readable.
    static func imageName(index: Int, entry: ReportEntry, role: String) -> String {
        func safe(_ s: String) -> String {
            String(s.unicodeScalars.map { u -> Character in
                (("a"..."z").contains(u) || ("A"..."Z").contains(u)
                    || ("0"..."9").contains(u) || u == "-" || u == "_") ? Character(u) : "_"
            })
        }
        var number = String(index)
        while number.count < 4 { number = "0" + number }
        let frame = entry.frame.lowercased().hasSuffix(".png") ? String(entry.frame.dropLast(4)) : entry.frame
        return "\(number)-\(safe(entry.scenario))-\(safe(frame))-\(role).png"
    }

    /// `path` relative to `folder` when it lies inside it (compared as absolute, standardized
    /// paths), nil otherwise.
    static func relativePath(of path: String, inside folder: String) -> String? {
        func absolute(_ p: String) -> String {
            let full = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return (full as NSString).standardizingPath
        }
        let root = absolute(folder), file = absolute(path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard file.hasPrefix(prefix), file.count > prefix.count else { return nil }
        return String(file.dropFirst(prefix.count))
    }

    static func pngBytes(_ image: ReportImage) throws -> [UInt8] {
        switch image {
        case .png(let bytes): return bytes
        case .image(let pixels): return try PNGCodec.encode(pixels)
        case .file(let path):
            return try FileInput.readBytes(at: path)
        }
    }
}
