#!/usr/bin/env bash
# The public API of each library, listed in API/<Module>.txt (one line a declaration, sorted,
# with conformances and deprecations), from the symbol graphs of the normal build.
#
#   Scripts/api.sh           writes the listings
#   Scripts/api.sh --check   fails, with the difference, when the public API is not what API/
#                            lists (CI runs this): a change to the public API is a change to API/
#                            in the same commit, and CHANGELOG.md says what it means for users.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(RIBs RIBsTesting RVB RIBsTerminal RIBsInspector RIBsUIKit)
graphs="$(Scripts/symbol-graphs.sh)"

listings="$(mktemp -d)"
trap 'rm -rf "$listings"' EXIT
# Compiled once (the interpreter compiled it again for each module: a minute on a slow day).
lister=".build/api-listing"
if [[ ! -x "$lister" || Scripts/APIListing/main.swift -nt "$lister" ]]; then
    swiftc -O Scripts/APIListing/main.swift -o "$lister"
fi
for module in "${modules[@]}"; do
    "$lister" "$graphs" "$module" >"$listings/$module.txt"
done

if [[ "${1:-}" == "--check" ]]; then
    status=0
    for module in "${modules[@]}"; do
        if ! diff -u "API/$module.txt" "$listings/$module.txt" >"$listings/$module.diff"; then
            echo "The public API of $module is not what API/$module.txt lists (- listed, + built):"
            cat "$listings/$module.diff"
            status=1
        fi
    done
    if [[ $status -ne 0 ]]; then
        echo "If the change is meant, run Scripts/api.sh, commit API/, and say what changed in CHANGELOG.md."
    else
        echo "the public API of ${#modules[@]} libraries is what API/ lists"
    fi
    exit $status
fi
cp "$listings"/*.txt API/
echo "wrote API/ ($(cat API/*.txt | wc -l) lines)"
