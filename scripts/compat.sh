#!/usr/bin/env bash
# Compatibility: generate a client for each corpus spec into a scratch package, build it against
# ClientGenRuntime, and print a table: the generator's warnings (what it skipped, each located), wall and CPU
# seconds of a debug compile of the module alone, wall seconds per operation, the compile's peak memory
# (largest process, GNU time) and the compiler's warnings; a compiler warning fails the run like an error.
# Usage: scripts/compat.sh [--write] [--all | SPEC...]   (default: the small and medium specs, s* and m*; --all adds
# the large l* specs). Each run also compiles clients generated with options (`--filter-…`, `--conformances`).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--write" ]; then
    # The same run, its output also written into BENCHMARKS.md.
    shift
    log=$(mktemp)
    "$0" "$@" 2>&1 | tee "$log"
    scripts/write-benchmarks.sh compat "$log"
    rm -f "$log"
    exit 0
fi
root=$(pwd)
corpus=../shared/corpus/specs

specs=()
# Clients generated with options: "spec|generate arguments"; each compiles as its own target.
filtered=()
if [ "${1:-}" = "--all" ]; then
    shift
    specs=("$corpus"/*)
    filtered=("$corpus/m04-spotify-fixed.yml|--filter-tag Albums" "$corpus/l06-plaid.yml|--filter-path /item/**"
        "$corpus/m04-spotify-fixed.yml|--conformances codable" "$corpus/l07-asana.yaml|--conformances codable")
elif [ $# -gt 0 ]; then
    specs=("$@")
else
    if [ ! -d "$corpus" ]; then
        # CI provides it; there its absence fails the run rather than passing for a check.
        if [ "${CI:-}" = true ]; then echo "compat: $corpus is absent beside the checkout" >&2; exit 1; fi
        echo "compat: $corpus is absent (it sits beside the checkout in CI); nothing to check"
        exit 0
    fi
    specs=("$corpus"/s* "$corpus"/m*)
    filtered=("$corpus/m04-spotify-fixed.yml|--filter-tag Albums" "$corpus/m04-spotify-fixed.yml|--conformances codable")
fi
for entry in ${filtered[@]+"${filtered[@]}"}; do specs+=("$entry"); done

# The target name of a spec entry: its file name, plus its options for an entry with options.
target_name() {
    local spec=${1%%|*} suffix=""
    if [ "$1" != "$spec" ]; then suffix=_$(printf '%s' "${1#*|}" | tr -c 'A-Za-z0-9' '_'); fi
    echo "$(basename "$spec" | sed 's/\.[^.]*$//' | tr -c 'A-Za-z0-9\n' '_')$suffix"
}

swift build -c release --product clientgen >&2
clientgen=$root/.build/release/clientgen
scratch=$root/.build/compat
mkdir -p "$scratch"

targets=""
for spec in "${specs[@]}"; do
    name=$(target_name "$spec")
    targets="$targets        .target(name: \"C_$name\", dependencies: [.product(name: \"ClientGenRuntime\", package: \"ClientGen\")], path: \"C_$name\"),
"
done
cat > "$scratch/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Compat",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "ClientGen", path: "$root")],
    targets: [
$targets    ]
)
PACKAGE

seconds_since() {
    local elapsed=$(( ($(date +%s%N) - $1) / 10000000 ))
    printf '%d.%02d' $((elapsed / 100)) $((elapsed % 100))
}
# Peak memory of each build where GNU time is installed.
use_time=0
if [ -x /usr/bin/time ]; then use_time=1; fi

# Generate every client first: the scratch package names every target's folder.
declare -A generated seconds
for entry in "${specs[@]}"; do
    name=$(target_name "$entry")
    spec=${entry%%|*}
    options=()
    if [ "$entry" != "$spec" ]; then read -r -a options <<<"${entry#*|}"; fi
    start=$(date +%s%N)
    # No run cache: gen_s is always a whole generation.
    if CLIENTGEN_CACHE_DIR= "$clientgen" generate "$spec" --output "$scratch/C_$name" --module API ${options[@]+"${options[@]}"} \
        >"$scratch/$name.generate.log" 2>&1; then
        generated[$name]=1
    else
        generated[$name]=0
        mkdir -p "$scratch/C_$name" && echo "// generation failed" > "$scratch/C_$name/Failed.swift"
    fi
    seconds[$name]=$(seconds_since "$start")
done
swift build --package-path "$scratch" --target ClientGenRuntime >/dev/null 2>&1
modules=$(swift build --package-path "$scratch" --show-bin-path)/Modules
module_cache=$(dirname "$modules")/ModuleCache
# SwiftPM's own index store, which already holds the system modules' records from building the runtime.
index_store=$(dirname "$modules")/index/store

format='%-44s %6s %7s %6s %8s %8s %8s %9s %8s %8s %8s %5s %s\n'
printf "$format" spec ops types files lines gen_s gen_warn build_s cpu_s s_per_op peak_MB warn result
failed=0
for entry in "${specs[@]}"; do
    name=$(target_name "$entry")
    spec=${entry%%|*}
    label=$(basename "$spec")
    if [ "$entry" != "$spec" ]; then label="$label ${entry#*|}"; fi
    out=$scratch/C_$name
    if [ "${generated[$name]}" != 1 ]; then
        printf '%-44s %s\n' "$label" "GENERATE FAILED (see $scratch/$name.generate.log)"
        failed=1
        continue
    fi
    files=$( (find "$out" -name '*.swift' || true) | wc -l)
    lines=$( (find "$out" -name '*.swift' -exec cat {} + || true) | wc -l)
    ops=$( (find "$out/Operations" -name '*.swift' 2>/dev/null || true) | wc -l)
    # Generated types: structs, enums and type aliases, nested ones included (they share their owner's file).
    models=$( (find "$out" -name '*.swift' -exec cat {} + || true) | grep -cE '^ *public (nonisolated )?(indirect )?(struct|enum|typealias) ' || true)
    # Time a debug compile of the module alone, as `swift build` runs it (batch mode, two jobs, -g, testable,
    # indexing while building), by calling swiftc directly: SwiftPM's own planning would add seconds that vary
    # with the machine's load. SwiftPM's other flags only name where bookkeeping files go.
    objects=$scratch/objects/$name
    rm -rf "$objects" && mkdir -p "$objects"
    find "$out" -name '*.swift' | sort >"$objects/sources.txt"
    run=()
    if [ $use_time = 1 ]; then run=(/usr/bin/time -f '%M %U %S' -o "$scratch/$name.time"); fi
    start=$(date +%s%N)
    if (cd "$objects" && "${run[@]}" swiftc -module-name "C_$name" -parse-as-library -swift-version 6 \
        -emit-module -emit-module-path "C_$name.swiftmodule" -c @sources.txt -I "$modules" \
        -module-cache-path "$module_cache" -enable-batch-mode -j2 -Onone -g -enable-testing \
        -index-store-path "$index_store") \
        >"$scratch/$name.build.log" 2>&1; then
        result=ok
    else
        result="BUILD FAILED (see $scratch/$name.build.log)"
        failed=1
    fi
    warnings=$(grep -c ': warning: ' "$scratch/$name.build.log" || true)
    if [ "$warnings" -gt 0 ] && [ "$result" = ok ]; then
        result="WARNINGS (see $scratch/$name.build.log)"
        failed=1
    fi
    generator_warnings=$(grep -c ': warning: ' "$scratch/$name.generate.log" || true)
    build=$(seconds_since "$start")
    per_operation=$(awk -v seconds="$build" -v ops="$ops" \
        'BEGIN { if (ops > 0) printf "%.3f", seconds / ops; else printf "-" }')
    peak=- cpu=-
    if [ $use_time = 1 ]; then
        read -r memory user system < <(tail -1 "$scratch/$name.time")
        peak=$((memory / 1024))
        cpu=$(awk -v user="$user" -v kernel="$system" 'BEGIN { printf "%.2f", user + kernel }')
    fi
    printf "$format" "$label" "$ops" "$models" "$files" "$lines" "${seconds[$name]}" "$generator_warnings" "$build" \
        "$cpu" "$per_operation" "$peak" "$warnings" "$result"
done
exit $failed
