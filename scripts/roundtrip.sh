#!/usr/bin/env bash
# The round-trip property check: for every spec in Specs/ and the small and medium corpus specs (--all: every corpus
# spec; or the specs given), every model declared from a schema decodes the schema's `example`/`examples` and samples
# generated from the schema (every member and only the required ones, every variant of every union, null where
# allowed, 64-bit ids, decimals, date-times with microseconds) and encodes them back; the JSON must be the same, member
# order aside, numbers compared by value, digit for digit, and read-only members left out (a model never sends them). `clientgen-roundtrip` writes each client, a harness and
# its samples into one scratch package, built once; each failure is printed at its schema's place in the spec.
# Usage: scripts/roundtrip.sh [--all | spec ...]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
corpus=../shared/corpus/specs

specs=()
for spec in Specs/*.yaml; do [ "$(basename "$spec")" = clientgen.yaml ] || specs+=("$spec"); done
if [ "${1:-}" = "--all" ] || [ $# -eq 0 ]; then
    if [ -d "$corpus" ]; then
        if [ "${1:-}" = "--all" ]; then specs+=("$corpus"/*); else specs+=("$corpus"/s* "$corpus"/m*); fi
    elif [ "${CI:-}" = true ]; then
        echo "roundtrip: $corpus is absent beside the checkout" >&2
        exit 1
    else
        echo "roundtrip: $corpus is absent beside the checkout; only Specs/ is checked (CI fails instead)"
    fi
else
    specs=("$@")
fi

# The flags of scripts/test.sh, so the build it made is reused.
swift build -Xswiftc -warnings-as-errors --product clientgen-roundtrip >&2
tool="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/clientgen-roundtrip"
scratch=$root/.build/roundtrip
rm -rf "$scratch/Sources"
mkdir -p "$scratch/Sources"

targets=""
names=()
for spec in "${specs[@]}"; do
    name=R_$(basename "$spec" | sed 's/\.[^.]*$//' | tr -c 'A-Za-z0-9\n' '_')
    if ! "$tool" "$spec" "$scratch/Sources" "$name" >&2; then
        echo "roundtrip: $spec does not generate" >&2
        continue
    fi
    cp Tests/Support/TestSupport/ExactJSON.swift "$scratch/Sources/${name}RoundTrip/"
    names+=("$name")
    targets="$targets        .target(name: \"$name\", dependencies: [runtime, envelope], path: \"Sources/$name\"),
        .executableTarget(name: \"${name}RoundTrip\", dependencies: [\"$name\", runtime], path: \"Sources/${name}RoundTrip\"),
"
done
cat > "$scratch/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription
let runtime = Target.Dependency.product(name: "ClientGenRuntime", package: "ClientGen")
let envelope = Target.Dependency.product(name: "ClientGenEnvelope", package: "ClientGen")
let package = Package(
    name: "RoundTrip",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "ClientGen", path: "$root")],
    targets: [
$targets    ]
)
PACKAGE

swift build --package-path "$scratch" >"$scratch/build.log" 2>&1 || {
    grep -E "error:" "$scratch/build.log" | head -20 >&2
    echo "roundtrip: the generated clients or harnesses do not compile (see $scratch/build.log)" >&2
    exit 1
}
bin=$(swift build --package-path "$scratch" --show-bin-path)
failed=0
for name in "${names[@]}"; do
    "$bin/${name}RoundTrip" "$name" "$scratch/Sources/$name.samples" || failed=1
done
exit "$failed"
