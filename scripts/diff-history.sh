#!/usr/bin/env bash
# Runs `clientgen diff` over the history of Specs/: each commit that touched a spec against its parent, for
# every spec it touched. Fails only when diff crashes or cannot read a side it should (exit status above 2
# or a crash); breaking changes (1) and specs with errors (2) are printed, not failures.
# Usage: scripts/diff-history.sh [REVISION-RANGE]   (default: the whole history of HEAD)
set -euo pipefail
cd "$(dirname "$0")/.."
range=${1:-HEAD}

swift build --product clientgen >&2
clientgen=$(swift build --show-bin-path)/clientgen

commits=$(git log --format=%H "$range" -- Specs 2>/dev/null || true)
if [ -z "$commits" ]; then
    echo "diff-history: no commit in $range touched Specs/; nothing to compare"
    exit 0
fi

compared=0
failed=0
for commit in $commits; do
    parent=$(git rev-parse --verify --quiet "$commit^" || true)
    for spec in $(git diff-tree --no-commit-id --name-only -r "$commit" -- Specs | grep -E '\.(ya?ml|json)$' || true); do
        case "$spec" in */clientgen.yaml | clientgen.yaml) continue ;; esac
        old="git:$parent:$spec"
        new="git:$commit:$spec"
        # Added or deleted in this commit: compare with nothing on that side is not a diff; show the spec lints.
        if [ -z "$parent" ] || ! git cat-file -e "$parent:$spec" 2>/dev/null; then
            echo "== ${commit:0:10} $spec: added"
            continue
        fi
        if ! git cat-file -e "$commit:$spec" 2>/dev/null; then
            echo "== ${commit:0:10} $spec: deleted"
            continue
        fi
        echo "== ${commit:0:10} $spec"
        status=0
        "$clientgen" diff --fail-on none "$old" "$new" || status=$?
        compared=$((compared + 1))
        if [ $status -gt 2 ]; then
            echo "diff-history: clientgen diff exited $status on $old $new" >&2
            failed=1
        fi
    done
done
echo "diff-history: compared $compared spec versions"
exit $failed
