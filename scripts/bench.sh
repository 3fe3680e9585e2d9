#!/usr/bin/env bash
# Benchmark: node-tree build time against the bare libyaml event loop (the floor), release build.
# Usage: scripts/bench.sh [--repeat N] [SPEC...]   (default: every spec in ../shared/corpus/specs)
set -euo pipefail
cd "$(dirname "$0")/.."

repeat=(--repeat 7)
if [ "${1:-}" = "--repeat" ]; then
    repeat=(--repeat "$2")
    shift 2
fi
specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
    if [ ! -d ../shared/corpus/specs ]; then
        echo "bench: ../shared/corpus/specs is absent; name the specs to measure" >&2
        exit 2
    fi
    specs=(../shared/corpus/specs/*)
fi

swift build -c release --product clientgen-bench >&2
echo "== in-process: libyaml event loop (floor) vs node tree"
.build/release/clientgen-bench "${repeat[@]}" "${specs[@]}"

floor_source=../shared/tools/yamlfloor.c
if [ -f "$floor_source" ] && command -v cc >/dev/null; then
    floor_binary=.build/yamlfloor
    cc -O2 -o "$floor_binary" "$floor_source" -lyaml
    echo "== ../shared/tools/yamlfloor.c (file, bytes, events, best_ms, mean_ms)"
    for spec in "${specs[@]}"; do "$floor_binary" "$spec" "${repeat[1]}"; done
fi
