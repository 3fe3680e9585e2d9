#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/ClientGenFuzz.swift: YAML → node tree → JSON, and model → translation →
# rendering) with AddressSanitizer and coverage, and runs it.
#
#   scripts/fuzz.sh [SECONDS] [-- LIBFUZZER-OPTIONS...]   run for SECONDS (default 60) over the corpus
#   scripts/fuzz.sh --build                               only build: .build/fuzz/clientgen-fuzz
#   scripts/fuzz.sh --run-input FILE...                   run these inputs once each (reproduce a finding)
#
# The seeds are the specs the tests use (scripts/fuzz_seeds.py) and Fuzz/Regressions; what the fuzzer learns is
# kept in .build/fuzz/corpus for the next run, findings go to .build/fuzz/findings. A finding fails the run; its
# cause gets fixed, and the input (minimised: clientgen-fuzz -minimize_crash=1 -runs=10000 FILE) becomes a
# regression fixture in Fuzz/Regressions.
#
# The modules the target imports are compiled by swiftc (and their C sources by clang) with -sanitize=fuzzer,
# address, which instruments them, each as one object in .build/fuzz/modules, and rebuilt only when a source
# changed; the entry point is then linked against them. (Not through SwiftPM: its build would also link the
# plugins' tool with libFuzzer's main.) Which modules, in which order, comes from `swift package describe`.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=$root/.build/fuzz

mode=run
seconds=60
if [ "${1:-}" = "--build" ]; then
    mode=build
    shift
elif [ "${1:-}" = "--run-input" ]; then
    mode=input
    shift
elif [ $# -gt 0 ] && [ "$1" != "--" ]; then
    seconds=$1
    shift
fi
[ "${1:-}" = "--" ] && shift

modules=$scratch/modules
mkdir -p "$modules"
sanitize=(-sanitize=fuzzer,address)
clang_sanitize=(-fsanitize=fuzzer-no-link,address -fno-omit-frame-pointer)
# Module maps and include folders of the C modules so far, passed to every later compile.
c_flags=()
objects=()
# The module compiled last; every later module is rebuilt when it is newer (modules come in dependency order).
newest=

# Whether $1 is missing, or older than any of the following files or than $newest.
stale() {
    local target=$1
    shift
    [ -e "$target" ] || return 0
    for file in ${newest:+"$newest"} "$@"; do [ "$file" -nt "$target" ] && return 0; done
    return 1
}

echo "fuzz: compiling the instrumented modules into $modules" >&2
while IFS=$'\t' read -r name module_type path sources; do
    read -r -a files <<<"$sources"
    files=("${files[@]/#/$root/$path/}")
    case "$module_type" in
    SystemLibraryTarget)
        c_flags+=(-Xcc -fmodule-map-file="$root/$path/module.modulemap")
        ;;
    ClangTarget)
        map=$modules/$name.modulemap
        if [ -e "$root/$path/include/module.modulemap" ]; then
            cp "$root/$path/include/module.modulemap" "$map"
        elif [ -e "$root/$path/include/$name.h" ]; then
            printf 'module %s {\n    umbrella header "%s"\n    export *\n}\n' "$name" "$root/$path/include/$name.h" >"$map"
        else
            printf 'module %s {\n    umbrella "%s"\n    export *\n}\n' "$name" "$root/$path/include" >"$map"
        fi
        c_flags+=(-Xcc -fmodule-map-file="$map" -I "$root/$path/include")
        for file in "${files[@]}"; do
            object=$modules/$name-$(basename "$file").o
            if stale "$object" "$file" "$root/$path"/include/*; then
                clang -c -O2 -g "${clang_sanitize[@]}" -I "$root/$path/include" "$file" -o "$object"
                touch "$object"
            fi
            objects+=("$object")
        done
        ;;
    *)
        object=$modules/$name.o
        if stale "$object" "${files[@]}"; then
            echo "fuzz:   $name" >&2
            swiftc -module-name "$name" -parse-as-library -swift-version 6 -package-name clientgen -D SWIFT_PACKAGE \
                -O -g -wmo -num-threads 0 "${sanitize[@]}" -Xcc -fno-omit-frame-pointer \
                -I "$modules" "${c_flags[@]}" -emit-module -emit-module-path "$modules/$name.swiftmodule" \
                -c "${files[@]}" -o "$object"
            touch "$object" # the compiler leaves an output it would write unchanged as it was
        fi
        objects+=("$object")
        newest=$object
        ;;
    esac
done < <(swift package describe --type json | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {target["name"]: target for target in package["targets"]}
order, seen = [], set()
def visit(name):
    if name in seen or name not in targets:
        return
    seen.add(name)
    for dependency in targets[name].get("target_dependencies", []):
        visit(dependency)
    order.append(name)
visit("ClientGenerator")
for name in order:
    target = targets[name]
    print("\t".join([name, target.get("module_type", ""), target["path"], " ".join(target.get("sources", []))]))
')

fuzzer=$scratch/clientgen-fuzz
if stale "$fuzzer" Fuzz/ClientGenFuzz.swift; then
    echo "fuzz: linking $fuzzer" >&2
    swiftc -module-name ClientGenFuzz -parse-as-library -swift-version 6 -O -g "${sanitize[@]}" \
        -I "$modules" "${c_flags[@]}" Fuzz/ClientGenFuzz.swift "${objects[@]}" -lyaml -use-ld=lld -o "$fuzzer"
fi

# libFuzzer's options for every run: a spec-sized input, a time limit per input, and the dictionary. Leaks are
# not looked for: the Swift runtime keeps metadata and caches for the life of the process, which LeakSanitizer
# would report on every run.
options=(-dict="$root/Fuzz/openapi.dict" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -detect_leaks=0)

case $mode in
build) exit 0 ;;
input)
    "$fuzzer" "${options[@]}" -runs=1 "$@"
    exit
    ;;
esac

seeds=$scratch/seeds
rm -rf "$seeds"
mkdir -p "$seeds" "$scratch/corpus" "$scratch/findings"
python3 scripts/fuzz_seeds.py "$root" 65536 | while IFS= read -r seed; do
    cp "$seed" "$seeds/$(basename "$(dirname "$seed")")-$(basename "$seed")"
done
echo "fuzz: $(find "$seeds" -type f | wc -l) seeds; running for $seconds s" >&2
status=0
"$fuzzer" "${options[@]}" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$scratch/findings/" "$@" "$scratch/corpus" "$seeds" || status=$?
if [ $status -ne 0 ]; then
    echo "fuzz: a finding; the input is in $scratch/findings (reproduce: scripts/fuzz.sh --run-input FILE)" >&2
fi
exit $status
