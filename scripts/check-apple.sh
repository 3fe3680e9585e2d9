#!/usr/bin/env bash
# What keeps the Apple build working, checked where CI runs (Linux), since nothing here builds for Darwin:
# Linux-only APIs behind their guards, the plugins' Xcode conformances against XcodeProjectPlugin's documented API,
# and the message a build without libyaml stops with.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "-- every Linux-only API sits behind its #if, beside a Darwin branch"
python3 scripts/check-platform-guards.py Sources Plugins Tests

echo "-- the plugins' Xcode conformances type-check against XcodeProjectPlugin's documented API"
# PackagePlugin ships with every toolchain; XcodeProjectPlugin only with Xcode, so a stand-in written from its
# documentation (scripts/xcode-plugin-stub) takes its place, and `#if canImport(XcodeProjectPlugin)` holds.
resources=$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
plugin_api="$resources/pm/PluginAPI"
if [ ! -d "$plugin_api" ]; then
    echo "skipped: no PackagePlugin module at $plugin_api"
else
    # Plugins are compiled as SwiftPM compiles them: Swift 6, the package's tools version for PackagePlugin's
    # availability.
    flags=(-swift-version 6 -parse-as-library -package-description-version 6.1 -I "$plugin_api" -warnings-as-errors)
    swiftc -emit-module "${flags[@]}" -module-name XcodeProjectPlugin \
        -emit-module-path "$scratch/XcodeProjectPlugin.swiftmodule" scripts/xcode-plugin-stub/XcodeProjectPlugin.swift
    for plugin in Plugins/*/; do
        swiftc -typecheck "${flags[@]}" -I "$scratch" "$plugin"*.swift
        echo "$(basename "$plugin"): type-checks with its XcodeProjectPlugin conformance"
    done
fi

echo "-- without libyaml's headers, the build stops naming the command that installs them"
# -nostdinc hides every system include folder, as on a Mac without Homebrew's libyaml.
printf 'import CYAML\n' > "$scratch/UsesYAML.swift"
if output=$(swiftc -typecheck -I Sources/CYAML -Xcc -nostdinc "$scratch/UsesYAML.swift" 2>&1); then
    echo "error: CYAML built without any include folder; the missing-libyaml check is not being reached" >&2
    exit 1
fi
if ! grep -q "error: .*brew install libyaml" <<<"$output"; then
    echo "error: a build without libyaml does not say 'brew install libyaml':" >&2
    echo "$output" >&2
    exit 1
fi
# The expected message, quoted without its `error:`, so a passing run prints no error line.
echo "the build stops with: $(grep -m1 -o "error: .*" <<<"$output" | sed 's/^error: //')"
