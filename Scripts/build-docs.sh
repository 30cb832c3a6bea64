#!/usr/bin/env bash
# Builds the DocC documentation of each library module with the toolchain alone (no plugin, no
# dependency): SwiftPM dumps the public symbol graphs, docc converts each module's catalog with
# warnings as errors, and a small checker fails on any public symbol without a doc comment.
#
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default .build/docs; one .doccarchive per module)
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(CellFactory TextCells TextTerminal CellFactoryTesting)
output=${1:-.build/docs}
work=.build/docs-work

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"

rm -rf "$work" "$output"
mkdir -p "$work" "$output"

echo "== doc comments on every public symbol"
swiftc -O Scripts/Docs/CheckDocComments.swift -o "$work/check-doc-comments"
"$work/check-doc-comments" $(for m in "${modules[@]}"; do echo "$graphs/$m.symbols.json"; done)

for module in "${modules[@]}"; do
    echo "== docc convert $module"
    # Each module's archive gets its own graphs and the extensions it declares on other modules.
    mkdir -p "$work/$module"
    cp "$graphs/$module.symbols.json" "$work/$module/"
    shopt -s nullglob
    for extension in "$graphs/$module@"*.symbols.json; do cp "$extension" "$work/$module/"; done
    shopt -u nullglob
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.cellfactory.$module" \
        --output-path "$output/$module.doccarchive" \
        --warnings-as-errors
done
echo "== documentation written to $output"
