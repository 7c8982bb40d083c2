#!/usr/bin/env bash
# Builds the documentation of every library product (RIBs with the tutorials, RIBsTesting, RVB,
# RIBsTerminal, RIBsInspector) with swift-docc-plugin, warnings as errors, into .build-docs.
# With `set -o pipefail`, a failing plugin fails the script; a warning it printed fails it too.
# The plugin is resolved only with RIBS_DOCS set (Package.swift says why).
#   Scripts/docs.sh           build them all (CI runs this)
#   RIBS_DOCS=1 swift package --traits Tools,Inspector --disable-sandbox --scratch-path .build-docs preview-documentation --target RIBs
#                             serve one in a browser while you write
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(RIBs RIBsTesting RVB RIBsTerminal RIBsInspector)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done

mkdir -p .build-docs
RIBS_DOCS=1 swift package --traits Tools,Inspector --disable-sandbox --scratch-path .build-docs generate-documentation \
    "${arguments[@]}" --warnings-as-errors 2>&1 | tee .build-docs/log.txt
if grep -E "^(warning|error):" .build-docs/log.txt >/dev/null; then
    echo "docs: warnings or errors above" >&2
    exit 1
fi
echo "docs: ${#targets[@]} catalogs built without a warning, in .build-docs/plugins/Swift-DocC/outputs"
