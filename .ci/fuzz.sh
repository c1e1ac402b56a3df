#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, instrumented with -sanitize=fuzzer,address) and runs each
# for a bounded time from corpora seeded with the fixtures. Usage: .ci/fuzz.sh [SECONDS per target]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
swift build -c release --package-path Fuzz
bin=Fuzz/.build/release
corpus="${FUZZ_CORPUS:-$(mktemp -d)}"
mkdir -p "$corpus"/{json,yaml,png,compare}
cp Fixtures/scenarios/*.json "$corpus/json/"
# YAML seeds: the fixtures as YAML flow documents (JSON is valid YAML) plus a block-style one.
for f in Fixtures/scenarios/*.json; do cp "$f" "$corpus/yaml/$(basename "$f" .json).yaml"; done
printf 'name: seed\nlist:\n  rowHeight: 44\n  generate: {sections: 2, rows: 10}\ntimeline:\n  - wait: 0.2\n' > "$corpus/yaml/block.yaml"
find Fixtures/references -name '*.png' -size -64k | head -40 | while read -r f; do
  cp "$f" "$corpus/png/$(echo "$f" | tr / _)"
done
# Compare seeds: two length-prefixed PNGs (the first two bytes give where the second starts).
i=0
for f in $(find Fixtures/references -name '*.png' -size -16k | head -10); do
  n=$(( $(stat -c %s "$f") + 2 ))
  { printf "\\x$(printf %02x $((n >> 8)))\\x$(printf %02x $((n & 255)))"; cat "$f" "$f"; } > "$corpus/compare/seed-$i"
  i=$((i + 1))
done
run() {  # target corpus-folder
  echo "fuzz: $1 for ${seconds}s"
  local log="$corpus/$1.log" status=0
  "$bin/$1" "$corpus/$2" -max_total_time="$seconds" -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    >"$log" 2>&1 || status=$?
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|SUMMARY)|ERROR|deadly|crash-' "$log" || true
  [ "$status" -eq 0 ] || { tail -40 "$log"; exit "$status"; }
}
run FuzzScenarioJSON json
run FuzzScenarioYAML yaml
run FuzzPNGDecode png
run FuzzCompare compare
