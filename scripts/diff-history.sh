#!/usr/bin/env bash
# Runs `clientgen diff` over the history of Specs/: for each commit that touched a spec, every root spec it
# changed (every root spec when it changed a file they reference) against the commit's parent. Fails only
# when diff crashes (an exit status above 2); breaking changes (1) and specs with errors (2) are printed.
# Usage: scripts/diff-history.sh [REVISION-RANGE]   (default: the whole history of HEAD)
# CLIENTGEN=path/to/clientgen uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
range=${1:-HEAD}

clientgen=${CLIENTGEN:-}
if [ -z "$clientgen" ]; then
    # The same flags as scripts/test.sh, so nothing is rebuilt.
    swift build --product clientgen -Xswiftc -warnings-as-errors >&2
    clientgen=$(swift build --show-bin-path -Xswiftc -warnings-as-errors)/clientgen
fi

commits=$(git log --format=%H "$range" -- Specs 2>/dev/null || true)
if [ -z "$commits" ]; then
    echo "diff-history: no commit in $range touched Specs/; nothing to compare"
    exit 0
fi

# Whether Specs file $2 at revision $1 is a root spec (names its OpenAPI or Swagger version), not a part.
# (The start is read first: with pipefail, `grep -q` stopping early would fail the pipe now and then.)
is_root() {
    local start
    start=$(git show "$1:$2" 2>/dev/null | head -c 4096) || true
    grep -qE '^(openapi|swagger):|"(openapi|swagger)"[[:space:]]*:' <<<"$start"
}

compared=0
failed=0
for commit in $commits; do
    parent=$(git rev-parse --verify --quiet "$commit^" || true)
    short=$(git rev-parse --short=12 "$commit")
    if [ -z "$parent" ]; then
        echo "== $short: first commit; nothing to compare with"
        continue
    fi
    parent=$(git rev-parse --short=12 "$parent")
    touched=$(git diff-tree --no-commit-id --name-only -r "$commit" -- Specs | grep -E '\.(ya?ml|json)$' || true)
    specs=()
    parts_changed=0
    for file in $touched; do
        if is_root "$commit" "$file" || is_root "$parent" "$file"; then specs+=("$file"); else parts_changed=1; fi
    done
    if [ $parts_changed = 1 ]; then
        # A referenced file changed: every root spec of the commit may have changed with it.
        specs=()
        for file in $(git ls-tree -r --name-only "$commit" -- Specs | grep -E '\.(ya?ml|json)$' || true); do
            if is_root "$commit" "$file"; then specs+=("$file"); fi
        done
    fi
    for spec in "${specs[@]}"; do
        if ! git cat-file -e "$parent:$spec" 2>/dev/null; then
            echo "== $short $spec: added"
            continue
        fi
        if ! git cat-file -e "$commit:$spec" 2>/dev/null; then
            echo "== $short $spec: removed"
            continue
        fi
        echo "== $short $spec"
        status=0
        "$clientgen" diff --fail-on none "git:$parent:$spec" "git:$short:$spec" || status=$?
        compared=$((compared + 1))
        if [ $status -gt 2 ]; then
            echo "diff-history: clientgen diff exited $status on git:$parent:$spec git:$short:$spec" >&2
            failed=1
        fi
    done
done
echo "diff-history: compared $compared spec versions"
exit $failed
