#!/usr/bin/env python3
"""Draws docs/images/symbols/contact-sheet.png: every symbol `renderlist schema` names, as
`renderlist render` draws it beside a row title at 3x (each symbol's 29-pt box cut out of the
rendered rows and set in a grid with its name). Needs python3-pil (docs only; no test runs it).
Usage: scripts/symbol-sheet.py [path/to/renderlist]"""
import json, os, subprocess, sys, tempfile
from PIL import Image, ImageDraw

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
renderlist = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/renderlist")
schema = json.loads(subprocess.run([renderlist, "schema"], check=True, capture_output=True).stdout)
names = schema["$defs"]["rowImage"]["properties"]["symbol"]["enum"]

per_scenario, cols, cell, label = 25, 10, 99, 16
boxes = []
with tempfile.TemporaryDirectory() as tmp:
    for k in range(0, len(names), per_scenario):
        chunk = names[k:k + per_scenario]
        name = "sheet%d" % (k // per_scenario)
        scenario = {"name": name, "platform": "ios18", "duration": 0,
                    "viewport": {"width": 390, "height": 44 * per_scenario, "scale": 3},
                    "list": {"sections": [{"rows": [{"title": n, "image": {"symbol": n}} for n in chunk]}]}}
        path = os.path.join(tmp, name + ".json")
        with open(path, "w") as f:
            json.dump(scenario, f)
        subprocess.run([renderlist, "render", path, "-o", tmp], check=True, capture_output=True)
        frame = Image.open(os.path.join(tmp, name, "frame-0000.png")).convert("RGB")
        layout = json.load(open(os.path.join(tmp, name, "layout.json")))
        for row in layout["frames"][0]["rows"]:
            x, y, w, h = row["parts"]["image"]
            boxes.append((row["title"], frame.crop((round(x * 3) - 6, round(y * 3) - 6, round((x + w) * 3) + 6, round((y + h) * 3) + 6))))

rows = (len(boxes) + cols - 1) // cols
sheet = Image.new("RGB", (cols * cell, rows * (cell + label)), "white")
draw = ImageDraw.Draw(sheet)
for i, (title, box) in enumerate(boxes):
    cx, cy = (i % cols) * cell, (i // cols) * (cell + label)
    sheet.paste(box, (cx, cy))
    draw.text((cx + 3, cy + cell - 2), title if len(title) <= 17 else title[:16] + "…", fill=(60, 60, 67))
out = os.path.join(root, "docs/images/symbols")
os.makedirs(out, exist_ok=True)
sheet.save(os.path.join(out, "contact-sheet.png"), optimize=True)
print("%d symbols: docs/images/symbols/contact-sheet.png" % len(boxes))
