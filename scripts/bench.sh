#!/usr/bin/env bash
# Benchmark (release build): node-tree and model build against the bare libyaml event loop (the floor), then
# `clientgen generate` end to end per phase (a full write and a run with nothing to write) with the file
# system's floor for the write, and the peak memory of one generate (GNU time, where installed).
# Usage: scripts/bench.sh [--repeat N] [SPEC...]   (default: every spec in ../shared/corpus/specs)
# The machine's load is printed with each section: timings on a busy machine are not comparable.
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
swift build -c release --product clientgen >&2
echo "== in-process: libyaml event loop (floor) vs node tree vs model; then generate end to end (medians, ms)"
echo "load:$(uptime | sed 's/.*load average//')"
.build/release/clientgen-bench "${repeat[@]}" --generate .build/release/clientgen "${specs[@]}"

if [ -x /usr/bin/time ]; then
    echo "== peak memory of one full generate (max RSS, MB); load:$(uptime | sed 's/.*load average//')"
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    for spec in "${specs[@]}"; do
        /usr/bin/time -f %M -o "$scratch/rss" .build/release/clientgen generate "$spec" --output "$scratch/out" \
            --module Bench >/dev/null
        printf '%s\t%s\n' "$(basename "$spec")" "$(( $(tail -1 "$scratch/rss") / 1024 ))"
        rm -rf "$scratch/out"
    done
fi

floor_source=../shared/tools/yamlfloor.c
if [ -f "$floor_source" ] && command -v cc >/dev/null; then
    floor_binary=.build/yamlfloor
    cc -O2 -o "$floor_binary" "$floor_source" -lyaml
    echo "== ../shared/tools/yamlfloor.c (file, bytes, events, best_ms, mean_ms)"
    for spec in "${specs[@]}"; do "$floor_binary" "$spec" "${repeat[1]}"; done
fi
