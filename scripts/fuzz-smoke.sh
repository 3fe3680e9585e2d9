#!/usr/bin/env bash
# The mutation smoke run of the CLI that CI runs on every submission (scripts/fuzz-smoke.py does the work):
# every regression fixture in Fuzz/Regressions as it is, then mutants of the seed specs made with a fixed seed,
# each through `clientgen generate` with a time and a memory limit; a sample of the clients that generated is
# compiled against ClientGenRuntime. Fails on a crash, a hang, a blow-up or output that does not compile.
#
#   scripts/fuzz-smoke.sh                    the CI run (deterministic: the same mutants every time)
#   scripts/fuzz-smoke.sh --seed 7 --mutants 20000 --compile 600   a longer run with other mutants
#   scripts/fuzz-smoke.sh FILE...            check these specs the same way (each one compiled), e.g. a failure
#
# It uses the debug build (what `swift build --build-tests` in scripts/test.sh already made): assertions stay on.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -Xswiftc -warnings-as-errors --product clientgen >/dev/null
swift build -Xswiftc -warnings-as-errors --target ClientGenRuntime >/dev/null
bin=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)
exec python3 scripts/fuzz-smoke.py --clientgen "$bin/clientgen" --modules "$bin/Modules" \
    --work "$PWD/.build/fuzz-smoke" "$@"
