#!/usr/bin/env bash
# The names report: generates every corpus spec and every spec of Specs/ into a scratch folder and counts the
# names that read badly (numbered, over 40 characters, type aliases, `Model` suffixes) with names-report.py.
# Usage: scripts/names-report.sh [--list KIND] [SPEC...]   (default: ../shared/corpus/specs/* and Specs/*.yaml)
# CLIENTGEN=path/to/clientgen uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."

list=()
if [ "${1:-}" = "--list" ]; then
    list=(--list "$2")
    shift 2
fi
specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
    [ -d ../shared/corpus/specs ] && specs=(../shared/corpus/specs/*)
    for spec in Specs/*.yaml; do
        [ "$(basename "$spec")" = clientgen.yaml ] || specs+=("$spec")
    done
fi

clientgen=${CLIENTGEN:-}
if [ -z "$clientgen" ]; then
    swift build --product clientgen >&2
    clientgen=$(swift build --show-bin-path)/clientgen
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

folders=()
for spec in "${specs[@]}"; do
    name=$(basename "${spec%.*}")
    CLIENTGEN_CACHE_DIR= "$clientgen" generate "$spec" --output "$scratch/$name" --group-by tag >/dev/null 2>&1 || true
    folders+=("$scratch/$name")
done
python3 scripts/names-report.py ${list[@]+"${list[@]}"} "${folders[@]}"
