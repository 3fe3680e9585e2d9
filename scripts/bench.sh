#!/usr/bin/env bash
# Benchmark (release build): node-tree and model build against the bare libyaml event loop (the floor), then
# `clientgen generate` end to end per phase (a full write and a run with nothing to write) with the file
# system's floor for the write, and the peak memory of one generate (GNU time, where installed).
# Usage: scripts/bench.sh [--write] [--repeat N] [--instructions] [SPEC...]   (default: every spec in ../shared/corpus/specs)
# The machine's load is printed with each section: timings on a busy machine are not comparable.
# --instructions (needs valgrind) also counts the instructions of each step under callgrind: the floor, the node
# tree, the model and a whole generate, in millions, with the ratios to the floor; unlike time, the counts do not
# move with the machine's load, so they compare runs made on different days.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--write" ]; then
    # The same run, its output also written into BENCHMARKS.md.
    shift
    exec scripts/write-benchmarks.sh --run bench "$0" "$@"
fi

repeat=(--repeat 7)
instructions=0
while [ $# -gt 0 ]; do
    case "$1" in
    --repeat) repeat=(--repeat "$2"); shift 2 ;;
    --instructions) instructions=1; shift ;;
    *) break ;;
    esac
done
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

if [ $instructions = 1 ]; then
    if ! command -v valgrind >/dev/null; then
        echo "bench: --instructions needs valgrind (apt-get install valgrind)" >&2
        exit 2
    fi
    # Millions of instructions callgrind counts for a command (every thread), from its summary line.
    count() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
            awk '/Collected :/ { printf "%.1f", $NF / 1000000 }'
    }
    echo "== instructions (millions, callgrind; each step less the cost of starting and reading the file)"
    printf 'file\tfloor\tnodes\tnodes_ratio\tmodel\tmodel_ratio\tgenerate\n'
    output=$(mktemp -d)
    trap 'rm -rf "${scratch:-}" "$output"' EXIT
    for spec in "${specs[@]}"; do
        base=$(count .build/release/clientgen-bench --only none "$spec")
        floor=$(count .build/release/clientgen-bench --only floor "$spec")
        nodes=$(count .build/release/clientgen-bench --only nodes "$spec")
        model=$(count .build/release/clientgen-bench --only model "$spec")
        generate=$(CLIENTGEN_CACHE_DIR= count .build/release/clientgen generate "$spec" --output "$output/out" \
            --module Bench)
        rm -rf "$output/out"
        awk -v file="$(basename "$spec")" -v base="$base" -v floor="$floor" -v nodes="$nodes" -v model="$model" \
            -v generate="$generate" 'BEGIN {
                f = floor - base; n = nodes - base; m = model - base
                printf "%s\t%.1f\t%.1f\t%.2f\t%.1f\t%.2f\t%.1f\n", file, f, n, n / f, m, m / f, generate
            }'
    done
fi
