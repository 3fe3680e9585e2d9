#!/usr/bin/env bash
# Replaces one section of BENCHMARKS.md — the lines between `<!-- NAME -->` and `<!-- /NAME -->` — with the output
# in FILE, headed by the date, the machine and the toolchain, so a run of bench.sh or compat.sh with `--write`
# leaves its figures where readers look. Usage: scripts/write-benchmarks.sh NAME FILE, or
# scripts/write-benchmarks.sh --run NAME COMMAND... to run COMMAND, show its output and write it (if it succeeds).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$1" = "--run" ]; then
    name=$2
    shift 2
    log=$(mktemp)
    trap 'rm -f "$log"' EXIT
    "$@" 2>&1 | tee "$log"
    "$0" "$name" "$log"
    exit 0
fi
name=$1
file=$2
target=BENCHMARKS.md
grep -q "^<!-- $name -->\$" "$target" || { echo "write-benchmarks: no '<!-- $name -->' in $target" >&2; exit 2; }
block=$(mktemp)
trap 'rm -f "$block"' EXIT
{
    echo "<!-- $name -->"
    echo "Written by \`scripts/$name.sh --write\` on $(date -u +%Y-%m-%d) ($(nproc) cores," \
        "$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -m);" \
        "$(swift --version 2>/dev/null | head -1 | sed 's/^.*Swift version /Swift /;s/ (.*//')):"
    echo
    echo '```'
    grep -v '^\[' "$file" | grep -v '^Build of product\|^Building for\|^Compiling\|^Write swift-version' || true
    echo '```'
    echo "<!-- /$name -->"
} >"$block"
awk -v name="$name" -v block="$block" '
    $0 == "<!-- " name " -->" { while ((getline line < block) > 0) print line; skipping = 1; next }
    $0 == "<!-- /" name " -->" { skipping = 0; next }
    !skipping { print }
' "$target" >"$target.new"
mv "$target.new" "$target"
echo "write-benchmarks: $target section '$name' written"
