#!/usr/bin/env bash
# The giant published specs (Kubernetes, Stripe, GitHub, Twilio, DigitalOcean, …) as their vendors publish them:
# generate a client from each, compile it (debug) and print compat.sh's table, then each spec's generator
# warnings counted by id. The specs are not in the repository (nor in ../shared): keep your own copies in one
# folder, `../giant-specs` beside the checkout or the folder CLIENTGEN_GIANT_SPECS names, one spec file per API;
# a multi-file spec is a folder holding a file `entry` that names its top-level file (for example
# `specification/DigitalOcean-public.v2.yaml`). Without the folder the script says so and checks nothing.
# Usage: scripts/giant-specs.sh [--write]   (--write also records the tables in BENCHMARKS.md)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--write" ]; then
    shift
    exec scripts/write-benchmarks.sh --run giant-specs "$0" "$@"
fi
folder=${CLIENTGEN_GIANT_SPECS:-../giant-specs}
if [ ! -d "$folder" ]; then
    echo "giant-specs: $folder is absent (keep your copies of the giant specs there, or name the folder in" \
        "CLIENTGEN_GIANT_SPECS); nothing to check"
    exit 0
fi
specs=()
for entry in "$folder"/*; do
    if [ -d "$entry" ] && [ -f "$entry/entry" ]; then
        specs+=("$(cd "$entry" && realpath "$(head -1 entry)")")
    elif [ -f "$entry" ]; then
        case $entry in *.json | *.yaml | *.yml) specs+=("$(realpath "$entry")") ;; esac
    fi
done
if [ ${#specs[@]} -eq 0 ]; then
    echo "giant-specs: no spec in $folder; nothing to check"
    exit 0
fi
status=0
COMPAT_RELEASE=0 COMPAT_INCREMENTAL=0 scripts/compat.sh "${specs[@]}" || status=$?
echo "== generator warnings by id"
for spec in "${specs[@]}"; do
    name=$(basename "$spec" | sed 's/\.[^.]*$//' | tr -c 'A-Za-z0-9\n' '_')
    counts=$(grep -o ': warning: .*\[[a-z0-9.-]*\]$' ".build/compat/$name.generate.log" 2>/dev/null |
        grep -o '\[[a-z0-9.-]*\]$' | tr -d '[]' | sort | uniq -c | sort -rn | awk '{ printf "%s %s, ", $2, $1 }' ||
        true)
    counts=${counts%, }
    printf '%-32s %s\n' "$(basename "$spec")" "${counts:-none}"
done
exit $status
