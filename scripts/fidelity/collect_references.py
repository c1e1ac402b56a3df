#!/usr/bin/env python3
"""Copies the fidelity suite's reference screenshots and their source excerpts out of local
snapshots of the public repositories (as the `fetch` tool leaves them: bare git directories under
/work/.mirror/OWNER+NAME/repo) into Fixtures/fidelity/<screen>/.

Run once when adding screens; the fixtures it writes are committed, so the suite never needs the
network or the mirrors. AccessibilitySnapshot's references carry a legend to the right of the
screen: only the screen (the left `crop` device pixels) is kept, and source.md says so.
"""
import json, os, subprocess, sys, zlib, struct
sys.path.insert(0, os.path.dirname(__file__))
import pngmini

MIRROR = os.environ.get("MIRROR", "/work/.mirror")
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "fidelity")

REPOS = {
    "pointfreeco/swift-snapshot-testing": {"licence": "MIT", "licenceFile": "LICENSE", "copyright": "Copyright (c) 2019 Point-Free, Inc."},
    "home-assistant/iOS": {"licence": "Apache-2.0", "licenceFile": "LICENSE.md", "copyright": "Copyright the Home Assistant iOS authors"},
    "theleftbit/BSWInterfaceKit": {"licence": "MIT", "licenceFile": "LICENSE", "copyright": "Copyright (c) 2018-2023 TheLeftBit SL"},
    "cashapp/AccessibilitySnapshot": {"licence": "Apache-2.0", "licenceFile": "LICENSE", "notice": "NOTICE.txt", "copyright": "Copyright 2020 Square, Inc. (see its NOTICE, kept in licenses/)"},
}

def git(repo, *args):
    d = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "--git-dir", d] + list(args), check=True, capture_output=True).stdout

def head(repo):
    return git(repo, "rev-parse", "HEAD").decode().strip()

def last_change(repo, path):
    return git(repo, "log", "-1", "--format=%H %cs", "--", path).decode().strip()

def excerpt(repo, path, ranges):
    lines = git(repo, "show", "HEAD:" + path).decode().split("\n")
    if ranges == "all":
        ranges = [(1, len(lines))]
    parts = []
    for a, b in ranges:
        parts.append("\n".join(lines[a - 1:b]))
    return "\n// …\n".join(parts), lines

def main():
    screens = json.load(open(os.path.join(os.path.dirname(__file__), "screens.json")))
    os.makedirs(os.path.join(OUT, "licenses"), exist_ok=True)
    for repo, info in REPOS.items():
        text = git(repo, "show", "HEAD:" + info["licenceFile"])
        open(os.path.join(OUT, "licenses", repo.replace("/", "+") + ".txt"), "wb").write(text)
        if info.get("notice"):
            open(os.path.join(OUT, "licenses", repo.replace("/", "+") + ".NOTICE.txt"), "wb").write(git(repo, "show", "HEAD:" + info["notice"]))
    for s in screens:
        repo = s["repo"]
        d = os.path.join(OUT, s["name"]); os.makedirs(d, exist_ok=True)
        data = git(repo, "show", "HEAD:" + s["reference"])
        if s.get("crop"):
            img = pngmini.decode(data)[:, :s["crop"]]
            pngmini.write(os.path.join(d, "reference.png"), img)
            h, w = img.shape[:2]
        else:
            open(os.path.join(d, "reference.png"), "wb").write(data)
            w, h = struct.unpack(">II", data[16:24])
        commit = head(repo); changed = last_change(repo, s["reference"])
        md = [f"# {s['name']}", "",
              f"- repository: https://github.com/{repo}",
              f"- reference image: `{s['reference']}`",
              f"- snapshot commit (the stored tree): `{commit}`; image last changed in `{changed}`",
              f"- licence: {REPOS[repo]['licence']} ({REPOS[repo]['copyright']}); full text in `../licenses/{repo.replace('/', '+')}.txt`",
              f"- device: {s['device']}, {s['viewport'][0]} × {s['viewport'][1]} pt at @{s['viewport'][2]}x ({w} × {h} px kept)",
              f"- iOS: {s['ios']} ({s['iosNote']})",
              f"- traits: {s['traits']}",
              f"- style: {s['style']}",
              ]
        if s.get("crop"):
            md.append(f"- modified: the original image carries AccessibilitySnapshot's legend to the right of the screen; only the screen (the left {s['crop']} px) is kept here")
        md += ["", s.get("notes", ""), ""]
        for code in s["code"]:
            text, _ = excerpt(repo, code["path"], code["lines"])
            md += [f"## `{code['path']}` ({'whole file' if code['lines'] == 'all' else 'lines ' + ', '.join(f'{a}–{b}' for a, b in code['lines'])})", "", "```swift", text, "```", ""]
        open(os.path.join(d, "source.md"), "w").write("\n".join(md))
        meta = {k: s[k] for k in ("name", "repo", "reference", "device", "ios", "traits", "style")}
        meta.update({"viewport": s["viewport"], "commit": commit, "licence": REPOS[repo]["licence"], "pixels": [w, h]})
        if s.get("measure"):
            meta["measure"] = s["measure"]
        open(os.path.join(d, "meta.json"), "w").write(json.dumps(meta, indent=2) + "\n")
        print(s["name"], w, h)
    att = ["# Attribution", "",
           "The `reference.png` images of this folder are screenshots recorded by the snapshot tests of the",
           "public repositories below, copied unchanged (AccessibilitySnapshot's cropped to the screen, its",
           "legend removed). Each folder's `source.md` names the file, the commit and the code that builds",
           "the screen. The licences' full texts are in `licenses/`.", "",
           "| repository | licence | copyright | screens |", "|---|---|---|---|"]
    for repo, info in REPOS.items():
        names = [s["name"] for s in screens if s["repo"] == repo]
        att.append(f"| [{repo}](https://github.com/{repo}) | {info['licence']} | {info['copyright']} | {', '.join(names)} |")
    att += ["", "The scenarios (`scenario.json`) and everything else in these folders are ListRender's own."]
    open(os.path.join(OUT, "ATTRIBUTION.md"), "w").write("\n".join(att) + "\n")

main()
