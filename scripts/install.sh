#!/usr/bin/env bash
# Builds renderlist in release mode and installs the one self-contained executable (fonts and
# example scenarios are compiled in) as PREFIX/bin/renderlist.
#
# Usage: scripts/install.sh [PREFIX]      (default /usr/local; e.g. ~/.local without root)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd -P)"
prefix="${1:-/usr/local}"
case "$prefix" in
  -*) echo "install.sh: usage: scripts/install.sh [PREFIX]" >&2; exit 2 ;;
esac
# C sources (Yams's libyaml asserts) would keep their absolute paths in __FILE__: map them away.
flags=(-c release --product renderlist -Xcc "-ffile-prefix-map=$root/=" -Xswiftc -file-prefix-map -Xswiftc "$root/=")
swift build "${flags[@]}"
bin="$(swift build "${flags[@]}" --show-bin-path)/renderlist"
mkdir -p "$prefix/bin"
# Copy to a temporary name first, then rename: an interrupted install never leaves half a binary.
# -s strips the debug information, which names the build folder.
tmp="$prefix/bin/.renderlist.partial.$$"
trap 'rm -f "$tmp"' EXIT
install -s -m 755 "$bin" "$tmp"
if grep -a -q -F "$root/" "$tmp"; then
  echo "install.sh: warning: the binary still holds the build path $root/" >&2
fi
mv -f "$tmp" "$prefix/bin/renderlist"
echo "installed $prefix/bin/renderlist"
