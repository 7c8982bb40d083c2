#!/usr/bin/env bash
# The libraries' symbol graphs, extracted from the modules of the last
# `swift build --traits Tools` (.build/debug/Modules) into .build/symbolgraphs, without building:
# Scripts/api.sh and Scripts/docs.sh read them. `swift package dump-symbol-graph` builds with
# every trait enabled (Tools and Inspector), so each CI run compiled swift-ribs again for it, and
# again for the next `swift build --traits Tools` (NOTES.md, *One trait at a time*).
#
#   Scripts/symbol-graphs.sh       prints the folder it wrote
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(RIBs RIBsTesting RVB RIBsTerminal RIBsInspector RIBsUIKit)
if [[ ! -f .build/debug/Modules/RIBs.swiftmodule ]]; then Scripts/test.sh --build-only >&2; fi
out=".build/symbolgraphs"
rm -rf "$out" && mkdir -p "$out"
options=(-I .build/debug/Modules -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols)
# The C modules of the dependencies (FlyingFox's CSystemLinux), as the build finds them.
while IFS= read -r map; do options+=(-I "$(dirname "$map")"); done \
    < <(find .build/checkouts -path "*/include/module.modulemap" 2>/dev/null)
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
options+=(-target "$triple")
if command -v xcrun >/dev/null 2>&1; then options+=(-sdk "$(xcrun --show-sdk-path)"); fi
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" "${options[@]}" -output-dir "$out" >&2
done
echo "$out"
