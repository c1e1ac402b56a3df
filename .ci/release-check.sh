#!/usr/bin/env bash
# The release `renderlist` users install: it links the Swift runtime and Foundation statically
# (Package.swift), which only a release build exercises. Builds it, copies it alone into an
# empty folder, runs `demo` there, and checks every frame is byte-identical to the debug build's
# (debug = release is one of the exactness promises, docs/benchmarks.md).
#
# Usage: .ci/release-check.sh    (run from the package root, after `swift build` or `swift test`)
set -euo pipefail

cd "$(dirname "$0")/.."
work="$(mktemp -d /tmp/release-check.XXXXXX)"
trap 'rm -rf "$work"' EXIT
fail() { echo "release-check: $*" >&2; exit 1; }

swift build -c release --product renderlist
swift build --product renderlist
release_bin="$(swift build -c release --show-bin-path)" debug_bin="$(swift build --show-bin-path)"
mkdir -p "$work/bin" "$work/release" "$work/debug"
cp "$release_bin/renderlist" "$work/bin/renderlist"
# Nothing but system libraries may be left to load at run time.
if ldd "$work/bin/renderlist" | grep -qE 'libswift|libFoundation|libdispatch|not found'; then
  ldd "$work/bin/renderlist" >&2
  fail "the release binary still loads Swift libraries"
fi
(cd "$work/release" && "$work/bin/renderlist" demo --all >/dev/null 2>&1) || fail "the release binary's demo failed"
(cd "$work/debug" && "$debug_bin/renderlist" demo --all >/dev/null 2>&1) || fail "the debug binary's demo failed"
frames=$(find "$work/release/out" -name '*.png' | wc -l)
[ "$frames" -gt 1000 ] || fail "the release demo wrote only $frames frames"
diff -r "$work/release/out" "$work/debug/out" >/dev/null || fail "release and debug demos differ (diff -r $work/release/out $work/debug/out)"
echo "release-check: $frames frames, release = debug, binary loads no Swift libraries"
