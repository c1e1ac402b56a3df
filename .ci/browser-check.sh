#!/usr/bin/env bash
# Opens a failing `renderlist verify` report in headless Chromium and checks what a reviewer
# needs is there: the expected, actual and diff images of each failed frame (files that exist),
# the wipe slider and the blink toggle. Also saves a screenshot to look at.
#
# Usage: .ci/browser-check.sh [SCREENSHOT.png]    (run from the package root)
# Installs Debian's chromium if it is missing (needs root or sudo).
set -euo pipefail

cd "$(dirname "$0")/.."
shot="${1:-/tmp/listrender-report.png}"
work="$(mktemp -d /tmp/browser-check.XXXXXX)"
trap 'rm -rf "$work"' EXIT
fail() { echo "browser-check: $*" >&2; exit 1; }

if ! command -v chromium >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium
fi
chromium="$(command -v chromium)"

swift build
bin="$(swift build --show-bin-path)/renderlist"

# Three frames of the bundled scenario at scale 1, to keep it quick; then the same with red titles.
sed 's/"output": {"frames": {"every": 3}}/"output": {"frames": [0, 150, 300]}, "viewport": {"width": 390, "height": 844, "scale": 1}/' \
  Fixtures/scenarios/basic-scroll.json > "$work/basic-scroll.json"
grep -q '"frames": \[0, 150, 300\]' "$work/basic-scroll.json" || fail "could not make the small copy of basic-scroll.json"
sed 's/"name": "basic-scroll",/"name": "basic-scroll", "theme": {"label": "#FF0000"},/' "$work/basic-scroll.json" > "$work/red.json"

"$bin" render "$work/basic-scroll.json" -o "$work/out" >/dev/null 2>&1 || fail "render failed"
# A first recording exits 1, saying to run again: it compared nothing.
status=0; "$bin" verify "$work/basic-scroll.json" --references "$work/refs" --record all 2>/dev/null || status=$?
[ "$status" -eq 1 ] && [ -d "$work/refs/basic-scroll" ] || fail "recording references exited $status"
set +e
"$bin" verify "$work/red.json" --references "$work/refs" --record never --report "$work/report" 2>"$work/verify.log"
status=$?
set -e
[ "$status" -eq 1 ] || { cat "$work/verify.log" >&2; fail "verify of the changed theme exited $status, expected 1"; }
index="$work/report/index.html"
[ -f "$index" ] || fail "no report at $index"

flags=(--headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile")
dom="$("$chromium" "${flags[@]}" --dump-dom "file://$index" 2>/dev/null)"
[ -n "$dom" ] || fail "chromium printed no DOM"
for needle in '<figcaption>expected</figcaption>' '<figcaption>actual</figcaption>' '<figcaption>diff</figcaption>' \
              '<input type="range" class="slider"' '<button type="button" class="blink"'; do
  grep -qF "$needle" <<<"$dom" || fail "the report's DOM has no $needle"
done
count=0
while IFS= read -r src; do
  [ -f "$work/report/$src" ] || fail "image $src is linked but missing"
  count=$((count + 1))
done < <(grep -o '<img [^>]*src="[^"]*"' <<<"$dom" | sed 's/.*src="\([^"]*\)"/\1/')
[ "$count" -ge 9 ] || fail "expected at least 9 images (3 failed frames x 3), found $count"

"$chromium" "${flags[@]}" --hide-scrollbars --window-size=1200,1600 --screenshot="$shot" "file://$index" >/dev/null 2>&1
[ -s "$shot" ] || fail "no screenshot written"
echo "browser-check: ok ($count images, slider and blink present); screenshot $shot"
