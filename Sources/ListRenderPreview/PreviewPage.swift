/// The preview page: one self-contained HTML file (styles and script inline, no fonts, images or
/// scripts from anywhere else), served at `/`. It long-polls `/api/state`, shows frames from
/// `/frame/R/I.png` as they are rendered and outlines the boxes of `/layout/R/I.json`.
///
/// Controls: the timeline scrubber, play/pause (space), ← and → one frame (Home/End: first and
/// last), zoom 1x/2x/3x (points to CSS pixels; the keys 1, 2, 3). The finger is drawn into the
/// frames (`showTouches`). The stage's `data-shown` says which frame is on screen ("R/I"), for
/// the browser test and for anyone scripting the page.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>renderlist preview</title>
<style>
  body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #1e1e1e; color: #ddd; }
  header { padding: 8px 12px; background: #2b2b2b; display: flex; gap: 16px; align-items: baseline; flex-wrap: wrap; }
  header h1 { font-size: 15px; margin: 0; }
  #status { color: #9c9; }
  #error { display: none; margin: 0; padding: 10px 12px; background: #5a1d1d; color: #fdd; white-space: pre-wrap;
           font: 13px ui-monospace, monospace; }
  #error.shown { display: block; }
  #controls { padding: 8px 12px; display: flex; gap: 10px; align-items: center; background: #252525;
              position: sticky; top: 0; z-index: 2; }
  #scrub { flex: 1; }
  #frameLabel { font: 12px ui-monospace, monospace; min-width: 16em; }
  button { background: #3a3a3a; color: #eee; border: 1px solid #555; border-radius: 4px; padding: 3px 9px; cursor: pointer; }
  button.on { background: #0a64d8; border-color: #0a64d8; }
  main { padding: 16px; display: flex; gap: 16px; align-items: flex-start; }
  #stage { position: relative; background: #000; box-shadow: 0 0 0 1px #444; }
  #stage img { display: block; width: 100%; height: 100%; image-rendering: auto; }
  #boxes { position: absolute; inset: 0; }
  .box { position: absolute; box-sizing: border-box; border: 1px solid transparent; }
  .box:hover, .box.hot { border-color: #ff2d55; background: rgba(255, 45, 85, 0.12); }
  #hover { font: 12px ui-monospace, monospace; white-space: pre; min-width: 22em; color: #bbb; }
  #pending { position: absolute; top: 8px; left: 8px; background: rgba(0,0,0,.7); padding: 2px 6px; font-size: 12px; display: none; }
</style>
</head>
<body>
<header><h1 id="name">renderlist preview</h1><span id="status">loading…</span>
  <span>space play/pause · ← → one frame · 1 2 3 zoom · hover a box for its name</span></header>
<pre id="error" role="alert"></pre>
<div id="controls">
  <button id="play" type="button">Play</button>
  <input id="scrub" type="range" min="0" max="0" value="0" aria-label="timeline">
  <span id="frameLabel">frame 0 / 0</span>
  <button class="zoom" data-zoom="1" type="button">1x</button>
  <button class="zoom" data-zoom="2" type="button">2x</button>
  <button class="zoom" data-zoom="3" type="button">3x</button>
</div>
<main>
  <div id="stage" data-shown=""><img id="frame" alt=""><div id="boxes"></div><div id="pending">rendering…</div></div>
  <div id="hover"></div>
</main>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
let state = null, frame = 0, zoom = 1, playing = false, playStart = 0, playFrom = 0;
const layouts = new Map();

function clamp(i) { return Math.max(0, Math.min(i, state ? Math.max(0, state.frameCount - 1) : 0)); }

function applyZoom() {
  if (!state) return;
  $("stage").style.width = (state.width * zoom) + "px";
  $("stage").style.height = (state.height * zoom) + "px";
  for (const b of document.querySelectorAll(".zoom")) b.classList.toggle("on", Number(b.dataset.zoom) === zoom);
  drawBoxes();
}

function show(i) {
  frame = clamp(i);
  $("scrub").value = frame;
  if (!state) return;
  const t = (frame / state.fps).toFixed(3);
  $("frameLabel").textContent = `frame ${frame} / ${state.frameCount - 1} · ${t} s`;
  $("stage").dataset.frame = frame;
  const ready = frame < state.ready;
  $("pending").style.display = ready ? "none" : "block";
  if (!ready) return;
  const key = `${state.render}/${frame}`;
  const img = $("frame");
  if ($("stage").dataset.want !== key) {
    $("stage").dataset.want = key;
    img.onload = () => { if ($("stage").dataset.want === key) { $("stage").dataset.shown = key; } };
    img.src = `/frame/${key}.png`;
  }
  loadLayout(state.render, frame);
}

async function loadLayout(render, i) {
  const key = `${render}/${i}`;
  if (!layouts.has(key)) {
    try {
      const r = await fetch(`/layout/${key}.json`);
      if (!r.ok) return;
      layouts.set(key, await r.json());
    } catch (e) { return; }
  }
  if (state && state.render === render && frame === i) drawBoxes();
}

// Every box of the layout dump: anything with a "frame" [x, y, w, h], and each named part.
function boxesOf(dump) {
  const out = [];
  const walk = (v, path) => {
    if (Array.isArray(v)) { v.forEach((x, i) => walk(x, `${path}[${i}]`)); return; }
    if (!v || typeof v !== "object") return;
    const label = v.title ?? v.text ?? v.id ?? "";
    if (Array.isArray(v.frame) && v.frame.length === 4) out.push({ rect: v.frame, name: `${path} ${label}`.trim(), v });
    if (v.parts && typeof v.parts === "object") {
      for (const [k, r] of Object.entries(v.parts)) if (Array.isArray(r) && r.length === 4) out.push({ rect: r, name: `${path}.parts.${k} ${label}`.trim(), v });
    }
    for (const [k, x] of Object.entries(v)) if (k !== "frame" && k !== "parts") walk(x, path ? `${path}.${k}` : k);
  };
  walk(dump, "");
  return out;
}

function drawBoxes() {
  const holder = $("boxes");
  holder.textContent = "";
  if (!state) return;
  const dump = layouts.get(`${state.render}/${frame}`);
  if (!dump) return;
  for (const b of boxesOf(dump)) {
    const d = document.createElement("div");
    d.className = "box";
    const [x, y, w, h] = b.rect;
    Object.assign(d.style, { left: x * zoom + "px", top: y * zoom + "px", width: w * zoom + "px", height: h * zoom + "px" });
    d.dataset.name = b.name;
    d.title = b.name;
    d.onmouseenter = () => { $("hover").textContent = `${b.name}\n[${b.rect.map((n) => +n.toFixed(2)).join(", ")}]`; };
    holder.appendChild(d);
  }
}

function setPlaying(on) {
  playing = on && !!state && state.frameCount > 1;
  $("play").textContent = playing ? "Pause" : "Play";
  if (playing) { playStart = performance.now(); playFrom = frame >= state.frameCount - 1 ? 0 : frame; requestAnimationFrame(tick); }
}

function tick(now) {
  if (!playing || !state) return;
  let i = playFrom + Math.floor((now - playStart) / 1000 * state.fps);
  if (i >= state.frameCount) { playStart = now; playFrom = 0; i = 0; }   // loop
  if (i >= state.ready) { playStart = now; playFrom = frame; }          // wait for the render
  else if (i !== frame) show(i);
  requestAnimationFrame(tick);
}

function applyState(s) {
  const fresh = !state || s.render !== state.render;
  state = s;
  $("name").textContent = s.name ? `${s.name}` : "renderlist preview";
  $("status").textContent = s.frameCount === 0 ? "" :
    s.ready < s.frameCount ? `rendering ${s.ready} / ${s.frameCount} frames` : `${s.frameCount} frames at ${s.fps} fps`;
  $("error").textContent = s.error ?? "";
  $("error").classList.toggle("shown", !!s.error);
  $("scrub").max = Math.max(0, s.frameCount - 1);
  $("stage").dataset.render = s.render;
  if (fresh) { layouts.clear(); $("stage").dataset.want = ""; applyZoom(); }
  show(frame);
}

async function poll() {
  let since = -1;
  for (;;) {
    try {
      const r = await fetch(since < 0 ? "/api/state" : `/api/state?since=${since}`, { cache: "no-store" });
      const s = await r.json();
      since = s.version;
      applyState(s);
    } catch (e) {
      $("status").textContent = "the preview server stopped";
      await new Promise((ok) => setTimeout(ok, 1000));
    }
  }
}

$("scrub").addEventListener("input", (e) => { setPlaying(false); show(Number(e.target.value)); });
$("play").addEventListener("click", () => setPlaying(!playing));
for (const b of document.querySelectorAll(".zoom")) b.addEventListener("click", () => { zoom = Number(b.dataset.zoom); applyZoom(); });
document.addEventListener("keydown", (e) => {
  if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
  const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
  if (step) { e.preventDefault(); setPlaying(false); show(frame + step); }
  else if (e.key === " ") { e.preventDefault(); setPlaying(!playing); }
  else if (e.key === "Home") { setPlaying(false); show(0); }
  else if (e.key === "End") { setPlaying(false); show(Infinity); }
  else if (["1", "2", "3"].includes(e.key)) { zoom = Number(e.key); applyZoom(); }
});
poll();
</script>
</body>
</html>
"""#
}
