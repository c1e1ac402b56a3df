#!/usr/bin/env bash
# Our band raster against cairo, Skia and Blend2D on the same display lists (issue 24's table).
# Rounds alternate our side and the peers' so a change in the machine's load hits both alike;
# read the median of the rounds' ratios. Usage: bash Benchmarks/peers/run.sh [ROUNDS] [DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-3}
dir=${2:-$(mktemp -d /tmp/peers.XXXXXX)}
swift build -c release --product peer-displaylists >&2
F=Fixtures/scenarios
for r in $(seq "$rounds"); do
  echo "round $r"
  .build/release/peer-displaylists "$dir" $F/row-images.json $F/edit-mode.json $F/accessories.json \
    $F/cell-styles.json $F/reorder.json $F/dynamic-type.json Fixtures/bench/scroll-3x.json \
    Benchmarks/peers/photo-scroll.json >/dev/null
  python3 Benchmarks/peers/peers.py "$dir" 2>/dev/null
done
