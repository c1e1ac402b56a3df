#!/bin/sh
# Regenerates docs/images: an animated PNG and a contact sheet for each scenario named in
# docs/gallery.txt, with the gallery settings (DocsJob.galleryStride / galleryDownscale).
# DocsGalleryTests fails when these files are stale. A debug build is used, as the tests use.
# Run from anywhere: ./docs/make-gallery.sh
set -eu
cd "$(dirname "$0")/.."
swift build --product renderlist
bin="$(swift build --show-bin-path)/renderlist"
rm -f docs/images/*.png
mkdir -p docs/images
names=$(grep -v '^#' docs/gallery.txt | grep -v '^$')
files=""
for n in $names; do files="$files Fixtures/scenarios/$n.json"; done
# shellcheck disable=SC2086
"$bin" docs $files -o docs/images --stride 4 --downscale 3
for n in $names; do
    grep -q "images/$n.png" README.md || echo "README.md: no gallery entry for $n yet" >&2
done
