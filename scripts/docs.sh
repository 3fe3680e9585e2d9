#!/usr/bin/env bash
# Builds the runtime's DocC catalog with warnings treated as errors, after checking that every public declaration
# of the runtime and of the libraries beside it (signing, envelopes, OAuth 2, the response cache) has a doc comment. Arguments are
# passed to `swift build` (scripts/test.sh passes its own flags, so the modules it already built are reused, not
# rebuilt).
#
#   scripts/docs.sh                       # check, and build the documentation into .build/docs
#   DOCS_OUTPUT=site scripts/docs.sh      # … into ./site
set -euo pipefail
cd "$(dirname "$0")/.."

module=ClientGenRuntime
catalog=Sources/$module/$module.docc
output=${DOCS_OUTPUT:-.build/docs/$module.doccarchive}
symbols=$(mktemp -d)
trap 'rm -rf "$symbols"' EXIT

# The libraries an app links beside the runtime when it needs them; their declarations are checked too.
libraries=(ClientGenSigning ClientGenEnvelope ClientGenOAuth2 ClientGenCache)

for target in "$module" "${libraries[@]}"; do swift build --target "$target" "$@" >/dev/null; done
modules="$(swift build --show-bin-path "$@")/Modules"

# The symbol graphs of the modules just built, without the comments a declaration only inherits, so that the
# coverage counts the runtime's own comments.
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)
sdk=()
if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
for target in "$module" "${libraries[@]}"; do
    # A folder per module: the catalog below is built from the runtime's graph alone.
    mkdir -p "$symbols/$target"
    swift-symbolgraph-extract -module-name "$target" -I "$modules" -target "$triple" "${sdk[@]}" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$symbols/$target"
    echo "-- every public declaration of $target has a doc comment"
    python3 scripts/doc-coverage.py "$symbols/$target" "$target"
done

echo "-- the $module catalog builds without warnings"
if swift package plugin --list 2>/dev/null | grep -q 'generate-documentation'; then
    # swift-docc-plugin, when a package adds it, builds the same catalog from the same sources.
    swift package generate-documentation --target "$module" --warnings-as-errors
else
    rm -rf "$output"
    mkdir -p "$(dirname "$output")"
    docc convert "$catalog" --additional-symbol-graph-dir "$symbols/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "com.clientgen.$module" \
        --output-path "$output" --warnings-as-errors
    echo "documentation: $output"
fi
