#!/usr/bin/env bash
# Which stage folder uses which: for every folder of Sources/ListRender, the number of type
# names it mentions (outside comments) that are declared in each other folder. A row is the
# folder that reads, a column the folder that declares. Then the references that break the
# one-way rule of docs/architecture.md, each with its type names.
#
#   docs/stage-deps.sh            the matrix and the back-references
#   docs/stage-deps.sh -v         also every dependency's type names
#
# It is a grep, not a compiler: a type is counted when its name appears as a word, so a local
# variable spelt like a type would count too (none does today). Run from anywhere. Exit status 1
# when there is a back-reference, so CI can run it.
set -euo pipefail
cd "$(dirname "$0")/../Sources/ListRender"
verbose=${1:-}

# The rule of docs/architecture.md. `order` is the stage order. Foundations (data every stage
# may read whole): Geometry, Errors, Format, IO, Embedded, Scenario, Model. Pipeline stages hand on only the types
# declared in their hand-on files (`handsOn`); a later pipeline stage may use those and no
# other type of an earlier stage (so behaviour types stay private). The folders on top
# (Render, Compare, Report, Verify, Docs, Bench) drive the pipeline and may use any earlier
# folder. Nobody uses a later folder.
order=(Geometry Errors Format IO Embedded Scenario Model Simulation Layout Paint Text Raster Codec Render Compare Report Verify Docs Bench)
foundations=" Geometry Errors Format IO Embedded Scenario Model "
pipeline=" Simulation Layout Paint Text Raster Codec "
declare -A handsOn=(
  [Simulation]="Simulation/FrameState.swift Simulation/BehaviourStates"
  [Layout]="Layout/FrameLayout.swift Layout/Contributions"
  [Paint]="Paint/DisplayList.swift Paint/TextMeasuring.swift"
  [Text]="Text"
  [Raster]="Raster"
  [Codec]="Codec"
)
folders=("${order[@]}")

present=()
for f in "${folders[@]}"; do [[ -d $f ]] && present+=("$f"); done
# A folder the rule does not place yet is reported, so a new folder never goes unchecked.
for d in */; do
  d=${d%/}
  [[ $d == Resources || " ${folders[*]} " == *" $d "* ]] || echo "stage-deps.sh: $d is not in the stage order; add it" >&2
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Source without comments (line comments and /* */ blocks on one line; doc comments are lines).
strip() { find "$1" -name '*.swift' -print0 | xargs -0 cat | sed -e 's://.*$::' -e 's:/\*.*\*/::g'; }

for f in "${present[@]}"; do
  # Declared names: struct/class/enum/protocol/actor/typealias, nested ones included.
  strip "$f" | grep -oE '\b(struct|class|enum|protocol|actor|typealias)[[:space:]]+[A-Z][A-Za-z0-9_]*' \
    | awk '{print $2}' | sort -u > "$tmp/$f.decl"
  strip "$f" | grep -oE '\b[A-Z][A-Za-z0-9_]*\b' | sort -u > "$tmp/$f.used"
done
# A name declared in two folders (a nested `Options`, say) is ambiguous: leave it out.
cat "$tmp"/*.decl | sort | uniq -d > "$tmp/dupes"
for f in "${present[@]}"; do comm -23 "$tmp/$f.decl" "$tmp/dupes" > "$tmp/$f.own"; done
for f in "${!handsOn[@]}"; do
  [[ -d $f ]] || continue
  for path in ${handsOn[$f]}; do strip "$path"; done \
    | grep -oE '\b(struct|class|enum|protocol|actor|typealias)[[:space:]]+[A-Z][A-Za-z0-9_]*' \
    | awk '{print $2}' | sort -u | comm -23 - "$tmp/dupes" > "$tmp/$f.handson"
done
index() { local i; for i in "${!order[@]}"; do [[ ${order[$i]} == "$1" ]] && echo "$i"; done; }

printf '%-11s' 'uses →'
for c in "${present[@]}"; do printf '%6.4s' "$c"; done
printf '\n'
violations=""
details=""
for r in "${present[@]}"; do
  printf '%-11s' "$r"
  for c in "${present[@]}"; do
    if [[ $r == "$c" ]]; then printf '%6s' '·'; continue; fi
    names=$(comm -12 "$tmp/$r.used" "$tmp/$c.own" | tr '\n' ' ')
    n=$(wc -w <<< "$names")
    if (( n == 0 )); then printf '%6s' '-'; continue; fi
    bad=""
    if (( $(index "$c") > $(index "$r") )); then
      bad=$names                                   # a later folder
    elif [[ $pipeline == *" $r "* && $pipeline == *" $c "* ]]; then
      bad=$(comm -12 "$tmp/$r.used" "$tmp/$c.own" | comm -23 - "$tmp/$c.handson" | tr '\n' ' ')
    fi
    if [[ -z $bad ]]; then printf '%6s' "$n"; else printf '%6s' "$n!"; violations+="  $r → $c: $bad"$'\n'; fi
    details+="  $r → $c: $names"$'\n'
  done
  printf '\n'
done
printf '\n(row uses column: number of type names; "!" marks a use the rule forbids)\n'
if [[ -n $violations ]]; then
  printf '\nBack-references:\n%s' "$violations"
else
  printf 'Back-references: none\n'
fi
if [[ $verbose == -v ]]; then printf '\nAll dependencies:\n%s' "$details"; fi
[[ -z $violations ]]
