#!/usr/bin/env bash
# Generates every corpus spec twice, in separate processes (so with different hash seeds), and fails unless the
# two output trees are byte-identical. Usage: scripts/determinism.sh [spec ...] (default: ../shared/corpus/specs/*)
set -euo pipefail
cd "$(dirname "$0")/.."

specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
    corpus=../shared/corpus/specs
    if [ ! -d "$corpus" ]; then
        # CI provides it; there its absence fails the run rather than passing for a check.
        if [ "${CI:-}" = true ]; then echo "determinism: $corpus is absent beside the checkout" >&2; exit 1; fi
        echo "determinism: skipped, $corpus is absent beside the checkout"
        exit 0
    fi
    specs=("$corpus"/*)
fi

swift build --product clientgen >/dev/null
clientgen="$(swift build --show-bin-path)/clientgen"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

failed=0
for spec in "${specs[@]}"; do
    name="$(basename "${spec%.*}")"
    for run in a b; do
        "$clientgen" generate "$spec" --output "$scratch/$run/$name" --module API --group-by tag >/dev/null 2>&1 || true
    done
    if ! diff -r -q "$scratch/a/$name" "$scratch/b/$name" >/dev/null; then
        echo "determinism: $spec gives different output in two runs:" >&2
        diff -r -q "$scratch/a/$name" "$scratch/b/$name" | head -5 >&2
        failed=1
    fi
done
[ "$failed" -eq 0 ] && echo "determinism: ${#specs[@]} specs, two runs each, byte-identical"
exit "$failed"
