#!/bin/sh
# Regenerates docs/images (an animated PNG and a contact sheet per fixture scenario) with
# `renderlist docs` at its default settings. DocsGalleryTests fails when these files are stale.
# A release build is used for speed (~9 s for basic-scroll, against ~35 s debug); its bytes are
# the same as a debug build's, which is what DocsGalleryTests checks.
# Run from anywhere: ./docs/make-gallery.sh
set -eu
cd "$(dirname "$0")/.."
swift build -c release --product renderlist
rm -f docs/images/*.png
mkdir -p docs/images
.build/release/renderlist docs Fixtures/scenarios/*.json -o docs/images
for f in docs/images/*-sheet.png; do
    name=$(basename "$f" -sheet.png)
    grep -q "images/$name.png" docs/gallery.md || echo "docs/gallery.md: no section for $name yet" >&2
done
