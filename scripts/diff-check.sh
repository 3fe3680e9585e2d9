#!/usr/bin/env bash
# Does `clientgen diff` call a change "breaking for Swift callers" exactly when code written against the old
# client stops compiling? Generates the old client and the new client of each spec pair into one scratch
# package (.build/diff-check) beside a caller of the old API and builds each pair's target on its own.
# About a minute and a half; scripts/test.sh runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
CLIENTGEN_DIFF_COMPILE=1 swift test -Xswiftc -warnings-as-errors --filter CompileAgreementTests
