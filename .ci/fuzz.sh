#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/) and runs each for a bounded time from corpora seeded with
# the fixtures and small hand-written PNGs. Usage: .ci/fuzz.sh [SECONDS per target]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
# Coverage for the whole graph (library, libyaml, the C shims), not only the harnesses: passed
# on the command line, because -sanitize=fuzzer on every target would also turn the resource-
# embedding build tool into a fuzzer. The harnesses add -sanitize=fuzzer themselves (Fuzz/Package.swift).
swift build -c release --package-path Fuzz \
  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
  -Xcc -fsanitize=address -Xcc -fsanitize-coverage=inline-8bit-counters,pc-table,trace-cmp,indirect-calls
bin=Fuzz/.build/release
corpus="${FUZZ_CORPUS:-$(mktemp -d)}"
mkdir -p "$corpus"/{json,yaml,png,compare,font}
cp Fixtures/scenarios/*.json "$corpus/json/"
# YAML seeds: the fixtures as YAML flow documents (JSON is valid YAML) plus a block-style one.
for f in Fixtures/scenarios/*.json; do cp "$f" "$corpus/yaml/$(basename "$f" .json).yaml"; done
printf 'name: seed\nlist:\n  rowHeight: 44\n  generate: {sections: 2, rows: 10}\ntimeline:\n  - wait: 0.2\n' > "$corpus/yaml/block.yaml"
# PNG and compare seeds: small PNGs of every colour type, bit depth and interlacing (the
# reference frames are 3-megapixel RGB, which made every execution slow).
"$bin/FuzzSeeds" "$corpus/png" "$corpus/compare" "$corpus/font" Fixtures/scenarios/fonts/DejaVuSerif-Subset.ttf
# Font seeds: the fixture fonts, the bundled fonts and the crafted variants FuzzSeeds wrote
# (GPOS PairPos format 2 and Extension lookups, cmap formats 12 and 13).
cp Fixtures/scenarios/fonts/*.ttf Sources/ListRender/Resources/Fonts/*.otf "$corpus/font/"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
run() {  # target corpus-folder [max input length]
  echo "fuzz: $1 for ${seconds}s"
  local log="$corpus/$1.log" status=0
  "$bin/$1" "$corpus/$2" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len="${3:-65536}" -print_final_stats=1 \
    -artifact_prefix="$corpus/$1-" >"$log" 2>&1 || status=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY)|ERROR|deadly|crash-' "$log" || true
  [ "$status" -eq 0 ] || { tail -40 "$log"; exit "$status"; }
}
run FuzzScenarioJSON json
run FuzzScenarioYAML yaml
run FuzzPNGDecode png
run FuzzCompare compare
# The bundled fonts are 260-400 KB: inputs up to 512 KiB keep them whole.
run FuzzFont font 524288
