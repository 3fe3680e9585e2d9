#!/usr/bin/env bash
# The test command: lint, build everything with warnings as errors, run every test.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests

echo "== swift build (warnings are errors)"
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== compatibility: generate and compile the small and medium corpus specs"
scripts/compat.sh

echo "== swift test"
swift test -Xswiftc -warnings-as-errors

echo "== diff: Swift-breaking exactly when an old caller stops compiling"
scripts/diff-check.sh

echo "== diff: every spec change in the history of Specs/"
scripts/diff-history.sh
