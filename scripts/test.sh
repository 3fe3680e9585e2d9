#!/usr/bin/env bash
# The test commands.
#
#   scripts/test.sh         the quick run: lint, the Apple checks, the build with warnings as errors, the runtime's
#                           documentation, every test that needs nothing outside the repository, the wire check, the
#                           diff checks and the mutation smoke test. Its verdict is the same on every machine, with
#                           or without ../shared and the real servers, and it takes minutes.
#   scripts/test.sh --all   the quick run, then everything else CI runs: the tests that read ../shared (the YAML
#                           test suite, the corpus) or start a real server, determinism and compatibility over the
#                           corpus, the sanitizer builds and the history of Specs/ through `diff`. What it needs and
#                           does not find skips with a message, or fails under CI=true.
set -euo pipefail
cd "$(dirname "$0")/.."

all=false
case "${1:-}" in
    "") ;;
    --all) all=true ;;
    *) echo "usage: scripts/test.sh [--all]" >&2; exit 2 ;;
esac

# The tests that need what is not in the repository: ../shared (the YAML test suite, the public specs) or a real
# server (each *ServerTests target starts one). The quick run skips them, so it gives the same verdict everywhere;
# --all runs them.
outside='YAMLTestSuiteTests|CorpusTests|CorpusGenerationTests|CorpusSelfDiffTests|corpusSpecsGiveTheSameTrees'
outside+='|[A-Za-z]ServerTests'

echo "== swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests Plugins Generated Fuzz

echo "== Apple platforms: Linux-only APIs guarded, the plugins' Xcode conformances, the missing-libyaml message"
scripts/check-apple.sh

echo "== swift build (warnings are errors)"
# Includes the Isolation*Tests targets: generated code compiled as new Xcode 26 app targets compile it.
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== documentation: every public declaration of the runtime documented, the DocC catalog without warnings"
# The same flags as the build above, so the runtime module it built is reused.
scripts/docs.sh -Xswiftc -warnings-as-errors

echo "== swift test: every test that needs nothing outside the repository"
# End-to-end tests record every request they send; the wire check below validates them.
export CLIENTGEN_WIRE_LOG="$PWD/.build/wire-log"
rm -rf "$CLIENTGEN_WIRE_LOG"
swift test -Xswiftc -warnings-as-errors --skip "$outside"

echo "== wire check: every recorded request against its spec, with openapi-core"
specs=()
for spec in Specs/*.yaml; do
    [ "$(basename "$spec")" = clientgen.yaml ] || specs+=("$spec")
done
# The golden client of every wire rule (GoldenWire), sent by WireClientTests, of every kind of streamed response
# (GoldenStreams), sent by StreamsClientTests, and of operations with several media types (GoldenMedia), sent by
# MediaClientTests.
specs+=(Tests/SwiftEmitterTests/Fixtures/wire.yaml Tests/SwiftEmitterTests/Fixtures/streams.yaml)
specs+=(Tests/SwiftEmitterTests/Fixtures/media.yaml)
wire_check() {
    if python3 -c 'import openapi_core' >/dev/null 2>&1; then
        python3 scripts/wire-check.py "$CLIENTGEN_WIRE_LOG" "${specs[@]}"
    else
        echo "skipped: openapi-core is not installed (python3 -m pip install openapi-core)"
    fi
}
wire_check

echo "== diff: Swift-breaking exactly when an old caller stops compiling"
scripts/diff-check.sh

echo "== fuzz smoke: mutants of the test specs through clientgen generate, a sample compiled"
scripts/fuzz-smoke.sh

$all || { echo "== the quick run passed (scripts/test.sh --all runs the rest)"; exit 0; }

echo "== the tests that read ../shared or start a real server"
swift test -Xswiftc -warnings-as-errors --filter "$outside"

echo "== wire check: the requests of the tests above"
wire_check

echo "== the build plugin in a consumer package: a changed spec rebuilds, a no-op build is silent"
CLIENTGEN_PLUGIN_BUILD=1 swift test -Xswiftc -warnings-as-errors --filter PluginConsumerTests

echo "== determinism: every corpus spec, generated twice, byte-identical"
scripts/determinism.sh

echo "== compatibility: generate and compile the small and medium corpus specs"
scripts/compat.sh

echo "== round trip: JSON through every model of Specs/ and the small and medium corpus specs, and back unchanged"
scripts/roundtrip.sh

echo "== diff: every spec change in the history of Specs/"
scripts/diff-history.sh

echo "== ThreadSanitizer: the tests of the code that runs on several threads"
# The YAML reader's second thread (ConcurrentReadTests), concurrentMap (ParallelTests), the writer's concurrent
# apply and folder reads (OutputWriterTests), the run cache's stats (RunFingerprintTests), and the runtime, whose
# transport hands bodies between URLSession's queue and the readers' tasks (ClientGenRuntimeTests). Built apart,
# so the main build is not rebuilt. The corpus trees run the same reader as the smaller cases and take minutes
# under the sanitizer, so they are left to the main run.
swift test --sanitize=thread --scratch-path .build/tsan \
    --filter 'ParallelTests|ConcurrentReadTests|OutputWriterTests|RunFingerprintTests|ClientGenRuntimeTests' \
    --skip corpusSpecsGiveTheSameTrees

echo "== AddressSanitizer: the tests of the code that reads through unsafe pointers"
# The YAML reader, the model's schema table, the emitter's byte-level escaping, the run fingerprint, the writer's
# directory handle and the thread pool's results, in their own build folder so the main build stays as it is.
# Left out: the corpus-wide model and emitter tests, which take minutes under the sanitizer for code that reads
# no pointers (the libFuzzer target, scripts/fuzz.sh, runs that code under it). Leaks are not looked for: the
# runtime's and the tests' lazily made globals live until the process ends, and LeakSanitizer reports them.
# Linked with lld on Linux: gold, the default there, warns once for each of the sanitizer runtime's local symbols
# that a test executable's dynamic export list names, hundreds of lines that say nothing about our code.
linker=()
if [ "$(uname)" = Linux ]; then linker=(-Xswiftc -use-ld=lld); fi
ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build/asan "${linker[@]}" \
    --filter 'YAMLNodesTests|OpenAPIModelTests|SwiftEmitterTests|ParallelTests|OutputWriterTests|RunFingerprintTests' \
    --skip 'CorpusTests|ConcurrentSchemaDecodingTests|CorpusGenerationTests'

echo "== everything passed"
