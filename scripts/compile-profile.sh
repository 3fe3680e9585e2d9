#!/usr/bin/env bash
# Where the compiler's time goes on a generated client: generates SPEC, compiles it as compat.sh does (debug, batch
# mode, two jobs) with the frontend's statistics and per-function type-checking times, then once more as one module
# to LLVM IR, and prints
#   - the frontend jobs and, summed over them, the user seconds of each phase (the rest of a job's time, not in
#     any phase, is LLVM turning IR into objects);
#   - the function bodies' type-checking time by kind of function;
#   - the IR's functions and instructions by kind (value witnesses, outlined copies, Codable, Hashable, accessors…).
# Usage: scripts/compile-profile.sh [--write] SPEC     (--write also puts the output into BENCHMARKS.md)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--write" ]; then
    # The same run, its output also written into BENCHMARKS.md.
    shift
    exec scripts/write-benchmarks.sh --run compile-profile "$0" "$@"
fi
spec=${1:?usage: scripts/compile-profile.sh [--write] SPEC}
root=$(pwd)
swift build -c release --product clientgen >&2
work=$root/.build/compile-profile
rm -rf "$work" && mkdir -p "$work/stats"
CLIENTGEN_CACHE_DIR= .build/release/clientgen generate "$spec" --output "$work/C_profile" --module API >/dev/null
# The runtime module the client imports, built as compat.sh builds it.
mkdir -p "$work/package"
cat >"$work/package/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Profile",
    dependencies: [.package(name: "ClientGen", path: "$root")],
    targets: [.target(name: "Empty", dependencies: [.product(name: "ClientGenRuntime", package: "ClientGen")])]
)
PACKAGE
mkdir -p "$work/package/Sources/Empty" && echo "import ClientGenRuntime" >"$work/package/Sources/Empty/Empty.swift"
swift build --package-path "$work/package" --target ClientGenRuntime >/dev/null 2>&1
modules=$(swift build --package-path "$work/package" --show-bin-path)/Modules
module_cache=$(dirname "$modules")/ModuleCache
find "$work/C_profile" -name '*.swift' | sort >"$work/sources.txt"
common=(-module-name C_profile -parse-as-library -swift-version 6 @"$work/sources.txt" -I "$modules"
    -module-cache-path "$module_cache")
(cd "$work" && swiftc "${common[@]}" -emit-module -emit-module-path C_profile.swiftmodule -c -enable-batch-mode -j2 \
    -Onone -g -enable-testing -stats-output-dir "$work/stats" -Xfrontend -debug-time-function-bodies) \
    >"$work/build.log" 2>&1
(cd "$work" && swiftc "${common[@]}" -wmo -Onone -emit-ir -o "$work/module.ll") >/dev/null 2>&1

echo "== $(basename "$spec"): $(wc -l <"$work/sources.txt") files, $(cat $(cat "$work/sources.txt") | wc -l) lines;" \
    "load:$(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$work" <<'PROFILE'
import collections, glob, json, re, subprocess, sys
work = sys.argv[1]

def kind(name):
    """The kind of a function, from its demangled name."""
    for pattern, label in [
        (r"value witness|assignWith|initializeWith|initializeBufferWith|destroy|getEnumTag|storeEnumTag",
         "value witnesses"),
        (r"outlined", "outlined copies and destroys"),
        (r"metadata", "type metadata"),
        (r"protocol witness", "protocol witness thunks"),
        (r"init\(from:", "init(from:)"), (r"encode\(to:", "encode(to:)"),
        (r"__derived_(struct|enum)_equals| == ", "=="), (r"hash\(into:|hashValue", "hash(into:), hashValue"),
        (r"init\(rawValue:", "init(rawValue:)"), (r"rawValue\.getter", "rawValue getter"),
        (r"modify|\.setter|\.getter", "property accessors"), (r"\.init\(", "other initializers"),
    ]:
        if re.search(pattern, name):
            return label
    return "operations and other functions"

# Phases, summed over the frontend jobs.
phases = collections.Counter()
jobs = 0
for path in glob.glob(f"{work}/stats/*.json"):
    stats = json.load(open(path))
    jobs += 1
    for key, value in stats.items():
        if key.startswith("time.swift-frontend") and key.endswith(".user"):
            phases["whole jobs"] += value
        for phase in ["parse-and-resolve-imports", "perform-sema", "SILGen", "SIL optimization", "IRGen"]:
            if key == f"time.swift.{phase}.user":
                phases[phase] += value
named = sum(value for key, value in phases.items() if key != "whole jobs")
phases["the rest: LLVM code generation"] = phases["whole jobs"] - named
print(f"frontend jobs: {jobs}; user seconds summed over them, by phase:")
for phase in ["whole jobs", "parse-and-resolve-imports", "perform-sema", "SILGen", "SIL optimization", "IRGen",
              "the rest: LLVM code generation"]:
    print(f"  {phase:28s} {phases[phase]:8.2f}")

# Function bodies' type-checking.
bodies = collections.Counter()
counts = collections.Counter()
for line in open(f"{work}/build.log"):
    match = re.match(r"([\d.]+)ms\t\S+\t(.*)", line)
    if match:
        label = kind(match.group(2))
        bodies[label] += float(match.group(1)) / 1000
        counts[label] += 1
print(f"type-checking function bodies: {sum(bodies.values()):.2f} s, by kind (seconds, functions):")
for label, seconds in bodies.most_common(8):
    print(f"  {label:32s} {seconds:8.2f} {counts[label]:8d}")

# IR of the whole module, by kind of function.
functions = []
current, size = None, 0
for line in open(f"{work}/module.ll"):
    if line.startswith("define "):
        current = re.search(r'@("?[^"( ]+"?)\(', line).group(1).strip('"')
        size = 0
    elif current is not None:
        if line.startswith("}"):
            functions.append((current, size))
            current = None
        elif line.startswith("  ") and not line.startswith("  ;"):
            size += 1
demangled = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                           input="\n".join(name for name, _ in functions), capture_output=True, text=True).stdout
instructions = collections.Counter()
count = collections.Counter()
for (name, size), readable in zip(functions, demangled.split("\n")):
    label = kind(readable)
    instructions[label] += size
    count[label] += 1
total = sum(instructions.values())
print(f"IR (one module, -Onone): {len(functions)} functions, {total} instructions, by kind (share, functions):")
for label, size in instructions.most_common():
    print(f"  {label:32s} {size:9d} {100 * size / total:5.1f}% {count[label]:7d}")
PROFILE
