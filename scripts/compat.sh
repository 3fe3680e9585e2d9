#!/usr/bin/env bash
# Compatibility and compile time: generate a client for each corpus spec into a scratch package, build it against
# ClientGenRuntime, and print a table: the generator's warnings (what it skipped, each located); wall and CPU
# seconds of a debug compile of the module alone, wall seconds per operation and the compile's peak memory (largest
# process, GNU time); wall and CPU seconds and peak memory of a release compile; and the compiler's warnings. A
# compiler warning fails the run like an error, and so does a debug compile over its CPU budget (see budget_for).
# Then an incremental figure: what a one-property spec change recompiles, and how long that takes.
# Usage: scripts/compat.sh [--write] [--all | SPEC...]   (default: the small and medium specs, s* and m*; --all adds
# the large l* specs). Each run also compiles clients generated with options (`--filter-…`, `--conformances`).
# COMPAT_RELEASE=0 leaves out the release compile and COMPAT_INCREMENTAL=0 the incremental figure (for specs so
# large that those would take most of an hour: see scripts/giant-specs.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--write" ]; then
    # The same run, its output also written into BENCHMARKS.md.
    shift
    exec scripts/write-benchmarks.sh --run compat "$0" "$@"
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

# Compiles the module in $2 (target $1) with its objects in $3, as `swift build` would, and sets `elapsed` (wall
# seconds), `cpu` (user + system seconds of every process) and `peak` (MB, the largest process). `debug`: batch
# mode, two jobs, -Onone, -g, testable, indexing while building (SwiftPM's other flags only name where bookkeeping
# files go); `release`: whole module, -O, two threads; `incremental`: debug, keeping each file's dependencies
# in $3 so a second run recompiles only what a change reaches. swiftc is called directly: SwiftPM's own planning
# would add seconds that vary with the machine's load. The log is $3/build.log.
compile() {
    local mode=$1 name=$2 out=$3 objects=$4 flags=()
    mkdir -p "$objects"
    find "$out" -name '*.swift' | sort >"$objects/sources.txt"
    case $mode in
        release) flags=(-wmo -num-threads 2 -O) ;;
        *) flags=(-enable-batch-mode -j2 -Onone -g -enable-testing -index-store-path "$index_store") ;;
    esac
    if [ "$mode" = incremental ]; then
        # Every file's object and dependency record in the folder, as SwiftPM's output file map gives them.
        python3 - "$objects" <<'MAP'
import json, os, sys
objects = sys.argv[1]
sources = open(os.path.join(objects, "sources.txt")).read().split("\n")
entries = {"": {"swift-dependencies": os.path.join(objects, "module.swiftdeps")}}
for index, source in enumerate(path for path in sources if path):
    entries[source] = {"object": os.path.join(objects, f"{index}.o"),
                       "swift-dependencies": os.path.join(objects, f"{index}.swiftdeps")}
json.dump(entries, open(os.path.join(objects, "map.json"), "w"))
MAP
        flags+=(-incremental -output-file-map map.json -driver-show-incremental)
    fi
    local run=() start
    if [ $use_time = 1 ]; then run=(/usr/bin/time -f '%M %U %S' -o "$objects/time"); fi
    start=$(date +%s%N)
    status=0
    (cd "$objects" && "${run[@]}" swiftc -module-name "C_$name" -parse-as-library -swift-version 6 \
        -emit-module -emit-module-path "C_$name.swiftmodule" -c @sources.txt -I "$modules" \
        -module-cache-path "$module_cache" "${flags[@]}") >"$objects/build.log" 2>&1 || status=$?
    elapsed=$(seconds_since "$start")
    peak=- cpu=-
    if [ $use_time = 1 ]; then
        read -r memory user system < <(tail -1 "$objects/time")
        peak=$((memory / 1024))
        cpu=$(awk -v user="$user" -v kernel="$system" 'BEGIN { printf "%.2f", user + kernel }')
    fi
    return $status
}

# A generous bound on a debug compile's CPU seconds, to catch a clear regression in what we generate rather than
# a slow machine: 5 s plus 4 s per 1,000 generated lines, about three times what the corpus clients take today.
budget_for() {
    echo $((5 + 4 * $1 / 1000))
}

format='%-44s %6s %7s %6s %8s %8s %8s %9s %8s %8s %8s %9s %8s %8s %5s %s\n'
# Timings move with the machine's load, so the table says what it was.
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf "$format" spec ops types files lines gen_s gen_warn build_s cpu_s s_per_op peak_MB release_s rel_cpu_s \
    rel_MB warn result
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
    objects=$scratch/objects/$name
    rm -rf "$objects"
    result=ok
    compile debug "$name" "$out" "$objects/debug" || { result="BUILD FAILED (see $objects/debug/build.log)"; failed=1; }
    build=$elapsed debug_cpu=$cpu debug_peak=$peak
    warnings=$(grep -c ': warning: ' "$objects/debug/build.log" || true)
    elapsed=- cpu=- peak=-
    if [ "$result" = ok ] && [ "${COMPAT_RELEASE:-1}" != 0 ]; then
        compile release "$name" "$out" "$objects/release" ||
            { result="RELEASE BUILD FAILED (see $objects/release/build.log)"; failed=1; }
        warnings=$((warnings + $(grep -c ': warning: ' "$objects/release/build.log" || true)))
    fi
    if [ "$warnings" -gt 0 ] && [ "$result" = ok ]; then
        result="WARNINGS (see $objects/*/build.log)"
        failed=1
    fi
    budget=$(budget_for "$lines")
    if [ "$result" = ok ] && [ "$debug_cpu" != - ] && awk -v cpu="$debug_cpu" -v budget="$budget" \
        'BEGIN { exit !(cpu > budget) }'; then
        result="OVER BUDGET (debug CPU over $budget s)"
        failed=1
    fi
    generator_warnings=$(grep -c ': warning: ' "$scratch/$name.generate.log" || true)
    per_operation=$(awk -v seconds="$build" -v ops="$ops" \
        'BEGIN { if (ops > 0) printf "%.3f", seconds / ops; else printf "-" }')
    printf "$format" "$label" "$ops" "$models" "$files" "$lines" "${seconds[$name]}" "$generator_warnings" "$build" \
        "$debug_cpu" "$per_operation" "$debug_peak" "$elapsed" "$cpu" "$peak" "$warnings" "$result"
done

# Incremental: a debug build, then one property added to an object schema, the client generated again into the
# same folder (only the files that change are written) and built again; twice (see below). Large specs
# with --all measure asana; otherwise spotify, so CI keeps the path working.
incremental_spec=$corpus/m04-spotify-fixed.yml
if [ ${#specs[@]} -gt 0 ] && [[ " ${specs[*]} " == *" $corpus/l07-asana.yaml "* ]]; then
    incremental_spec=$corpus/l07-asana.yaml
fi
if [ -f "$incremental_spec" ] && [ "${COMPAT_INCREMENTAL:-1}" != 0 ]; then
    work=$scratch/incremental
    rm -rf "$work" && mkdir -p "$work"
    "$clientgen" convert "$incremental_spec" >"$work/spec.json"
    CLIENTGEN_CACHE_DIR= "$clientgen" generate "$work/spec.json" --output "$work/C_incremental" --module API \
        >"$work/generate.log" 2>&1
    compile incremental incremental "$work/C_incremental" "$work/objects" || failed=1
    full=$elapsed full_cpu=$cpu
    echo "== incremental: $(basename "$incremental_spec"), full debug build ${full} s (CPU ${full_cpu} s); then"
    # A property added to the most referenced object schema (the worst case), then to one referenced once (the
    # usual case), each regenerated into the same folder and compiled again.
    for which in most once; do
        schema=$(python3 - "$work/spec.json" "$which" <<'CHANGE'
import collections, json, re, sys
path, which = sys.argv[1], sys.argv[2]
document = json.load(open(path))
text = open(path).read()
schemas = document.get("components", {}).get("schemas") or document.get("definitions", {})
prefix = "#/components/schemas/" if "components" in document else "#/definitions/"
uses = collections.Counter(re.findall(r'"\$ref": *"' + re.escape(prefix) + r'([^"]+)"', text))
objects = [name for name, schema in schemas.items() if isinstance(schema, dict) and isinstance(schema.get("properties"), dict)]
if which == "most":
    name = max(objects, key=lambda name: (uses[name], name))
else:
    name = min((name for name in objects if uses[name] == 1), default=objects[0])
schemas[name]["properties"]["clientgenProbe" + which.capitalize()] = {"type": "string", "description": "Added by compat.sh."}
json.dump(document, open(path, "w", encoding="utf-8"), indent=2, ensure_ascii=False)
print(f"{name} ({uses[name]} references)")
CHANGE
)
        CLIENTGEN_CACHE_DIR= "$clientgen" generate "$work/spec.json" --output "$work/C_incremental" --module API \
            >"$work/generate.log" 2>&1
        changed=$(grep -c '^  [~+]' "$work/generate.log" || true)
        compile incremental incremental "$work/C_incremental" "$work/objects" || failed=1
        recompiled=$(grep -o 'Queuing[^{]*{compile: [0-9]*\.o' "$work/objects/build.log" | grep -o '[0-9]*\.o' |
            sort -u | wc -l)
        total=$(grep -c . "$work/objects/sources.txt")
        echo "a property added to $schema: $changed files regenerated, $recompiled of $total recompiled in" \
            "${elapsed} s (CPU ${cpu} s)"
    done
fi
exit $failed
