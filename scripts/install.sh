#!/usr/bin/env bash
# Builds renderlist in release mode and installs the one self-contained executable (fonts and
# example scenarios are compiled in) as PREFIX/bin/renderlist.
#
# Usage: scripts/install.sh [PREFIX]      (default /usr/local; e.g. ~/.local without root)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-/usr/local}"
case "$prefix" in
  -*) echo "install.sh: usage: scripts/install.sh [PREFIX]" >&2; exit 2 ;;
esac
swift build -c release --product renderlist
bin="$(swift build -c release --show-bin-path)/renderlist"
mkdir -p "$prefix/bin"
# Copy to a temporary name first, then rename: an interrupted install never leaves half a binary.
install -m 755 "$bin" "$prefix/bin/.renderlist.partial.$$"
mv -f "$prefix/bin/.renderlist.partial.$$" "$prefix/bin/renderlist"
echo "installed $prefix/bin/renderlist"
