#!/usr/bin/env bash
# Does the working tree generate exactly what BASE_COMMIT generates? Builds `clientgen` (release) at BASE_COMMIT,
# in a temporary git worktree, and in the working tree; generates every spec in ../shared/corpus/specs (each into
# a folder of its own, `--module` from the file name) and the clients Specs/clientgen.yaml lists, with each
# build; and compares the two output trees byte for byte, with the exit status and what was printed to stderr.
# Prints one verdict per spec and exits 1 on any difference.
# Usage: scripts/compare-output.sh BASE_COMMIT
# With COMPARE_KEEP=1 the two output trees are kept (their folder is printed) to read what differs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [ $# -ne 1 ]; then
    echo "usage: scripts/compare-output.sh BASE_COMMIT" >&2
    exit 2
fi
base=$(git rev-parse --verify --quiet "$1^{commit}") || {
    echo "compare-output: '$1' is not a commit" >&2
    exit 2
}

scratch=$(mktemp -d)
cleanup() {
    git worktree remove --force "$scratch/base-tree" >/dev/null 2>&1 || true
    if [ "${COMPARE_KEEP:-}" = 1 ]; then
        echo "compare-output: the output trees are in $scratch/base and $scratch/work" >&2
    else
        rm -rf "$scratch"
    fi
}
trap cleanup EXIT

echo "== building clientgen at $(git rev-parse --short "$base") and in the working tree" >&2
git worktree add --quiet --detach "$scratch/base-tree" "$base"
swift build -c release --product clientgen --package-path "$scratch/base-tree" >&2
swift build -c release --product clientgen >&2
base_clientgen=$scratch/base-tree/.build/release/clientgen
work_clientgen=$root/.build/release/clientgen

specs=()
corpus=../shared/corpus/specs
if [ -d "$corpus" ]; then
    specs=("$(cd "$corpus" && pwd)"/*)
else
    echo "compare-output: $corpus is absent beside the checkout; comparing Specs/clientgen.yaml only" >&2
fi

# Generates everything with one build into $scratch/$side: corpus/<name>/ and the configured clients, each run's
# exit status and stderr beside them. No run cache, so every run does all its work.
generate() {
    local side=$1 clientgen=$2
    mkdir -p "$scratch/$side/corpus" "$scratch/$side/logs"
    for spec in ${specs[@]+"${specs[@]}"}; do
        local name module status=0
        name=$(basename "${spec%.*}")
        module=$(printf '%s' "$name" | sed -E 's/[^A-Za-z0-9]+/_/g')
        CLIENTGEN_CACHE_DIR= "$clientgen" generate "$spec" --output "$scratch/$side/corpus/$name" --module "$module" \
            >/dev/null 2>"$scratch/$side/logs/$name.stderr" || status=$?
        echo "$status" >"$scratch/$side/logs/$name.status"
    done
    # The configuration as checked in, run from a copy of Specs/ so its ../Generated/ outputs land in the scratch
    # folder; run from there, so the paths it prints are the same for both builds.
    cp -R Specs "$scratch/$side/Specs"
    local status=0
    (cd "$scratch/$side" && CLIENTGEN_CACHE_DIR= "$clientgen" generate --config Specs/clientgen.yaml) \
        >/dev/null 2>"$scratch/$side/logs/clientgen.yaml.stderr" || status=$?
    echo "$status" >"$scratch/$side/logs/clientgen.yaml.status"
}

echo "== generating" >&2
generate base "$base_clientgen"
generate work "$work_clientgen"

# One verdict: the folders (absent on both sides counts as equal), then the logs of one run.
verdict() {
    local label=$1 log=$2
    shift 2
    local problems=()
    for folder in "$@"; do
        if [ -e "$scratch/base/$folder" ] || [ -e "$scratch/work/$folder" ]; then
            if ! diff -r -q "$scratch/base/$folder" "$scratch/work/$folder" >"$scratch/diff" 2>&1; then
                problems+=("$(wc -l <"$scratch/diff") files differ in $folder")
            fi
        fi
    done
    cmp -s "$scratch/base/logs/$log.stderr" "$scratch/work/logs/$log.stderr" || problems+=("stderr differs")
    cmp -s "$scratch/base/logs/$log.status" "$scratch/work/logs/$log.status" ||
        problems+=("exit $(cat "$scratch/base/logs/$log.status") vs $(cat "$scratch/work/logs/$log.status")")
    if [ ${#problems[@]} -eq 0 ]; then
        local files
        files=$(for folder in "$@"; do [ -e "$scratch/work/$folder" ] && find "$scratch/work/$folder" -type f; done | wc -l)
        printf '%-44s identical (%d files, exit %s)\n' "$label" "$files" "$(cat "$scratch/work/logs/$log.status")"
        return 0
    fi
    local joined
    joined=$(printf '%s; ' "${problems[@]}")
    printf '%-44s DIFFERENT: %s\n' "$label" "${joined%; }"
    return 1
}

failed=0
for spec in ${specs[@]+"${specs[@]}"}; do
    name=$(basename "${spec%.*}")
    verdict "$(basename "$spec")" "$name" "corpus/$name" || failed=1
done
clients=$(for side in base work; do
    (cd "$scratch/$side" && find Generated -mindepth 1 -maxdepth 1 -type d 2>/dev/null) || true
done | sort -u)
# shellcheck disable=SC2086  # folder names without spaces, one argument each
verdict "Specs/clientgen.yaml" clientgen.yaml $clients || failed=1

if [ $failed = 0 ]; then
    echo "compare-output: everything identical to $(git rev-parse --short "$base")"
else
    echo "compare-output: output differs from $(git rev-parse --short "$base")"
fi
exit $failed
