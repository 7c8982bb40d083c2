#!/usr/bin/env bash
# Builds the documentation of every library (RIBs with the tutorials, RIBsTesting, RVB,
# RIBsTerminal, RIBsInspector) with the toolchain's docc, warnings as errors, into .build-docs:
# the symbol graphs come from the normal build's modules (Scripts/symbol-graphs.sh, which
# Scripts/api.sh reads too), so nothing is resolved or built for the documentation alone.
#
#   Scripts/docs.sh                  build them all (CI runs this)
#   Scripts/docs.sh --preview RIBs   serve one in a browser while you write
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(RIBs RIBsTesting RVB RIBsTerminal RIBsInspector)
preview=""
if [[ "${1:-}" == "--preview" ]]; then preview="${2:?name the library to preview, for instance RIBs}"; targets=("$preview"); fi

graphs="$(Scripts/symbol-graphs.sh)"

mkdir -p .build-docs
# One catalog's conversion: docc works on one core, so two run at once (CI's two cores).
convert() {
    local target="$1"
    # docc reads every graph in the folder it is given: each library gets a folder of its own.
    local module_graphs=".build-docs/symbolgraphs/$target"
    rm -rf "$module_graphs" && mkdir -p "$module_graphs"
    cp "$graphs/$target.symbols.json" "$graphs/$target"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    local arguments=(
        "Sources/$target/Documentation.docc" --additional-symbol-graph-dir "$module_graphs"
        --fallback-display-name "$target" --fallback-bundle-identifier "org.swift-ribs.$target"
    )
    if [[ -n "$preview" ]]; then
        exec docc preview "${arguments[@]}"
    fi
    rm -rf ".build-docs/$target.doccarchive"
    docc convert "${arguments[@]}" --output-path ".build-docs/$target.doccarchive" --warnings-as-errors \
        >".build-docs/$target.log" 2>&1 || echo "error: docc convert exited with $?" >>".build-docs/$target.log"
}
if [[ -n "$preview" ]]; then convert "$preview"; fi
pids=()
for target in "${targets[@]}"; do
    if [[ ${#pids[@]} -ge 2 ]]; then wait "${pids[0]}" || true; pids=("${pids[@]:1}"); fi
    convert "$target" &
    pids+=($!)
done
wait
failed=0
for target in "${targets[@]}"; do
    cat ".build-docs/$target.log"
    if grep -E "(warning|error):" ".build-docs/$target.log" >/dev/null; then
        echo "docs: $target has warnings or errors (above)" >&2
        failed=1
    fi
done
if [[ $failed -ne 0 ]]; then exit 1; fi
echo "docs: ${#targets[@]} catalogs built without a warning, in .build-docs/<library>.doccarchive"
