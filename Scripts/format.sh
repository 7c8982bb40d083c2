#!/usr/bin/env bash
# Formats the package's Swift files with the toolchain's swift-format and .swift-format
# (120 columns). `Scripts/format.sh` rewrites them; `Scripts/format.sh --check` changes nothing
# and fails, naming file:line, where a file is not formatted or a source file passes 300 lines
# (CI runs this).
#
# Golden files are the generator's exact output and stay as it writes them; so do the tutorials'
# code files, which are what `ribs` wrote or the TicTacToe example's files (TutorialTests).
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r file; do files+=("$file"); done < <(git ls-files --cached --others --exclude-standard '*.swift' | grep -v -E '^Tests/RIBs(Scaffold|Mock|Deps|Migrate)Tests/(Scaffold|Attach|Deps|Migrate|Worker)?Golden/|RIBsDeps.generated.swift$|Documentation.docc/Resources/Tutorials/')

if [[ "${1:-}" == "--check" ]]; then
    swift format lint --strict --parallel "${files[@]}"
    echo "${#files[@]} Swift files are formatted"
    # A source file is read in one sitting: split one that grows past 300 lines by concern.
    long=0
    for file in "${files[@]}"; do
        if [[ "$file" == Sources/* ]] && (( $(wc -l <"$file") > 300 )); then
            echo "$file: error: $(wc -l <"$file") lines; split it by concern (at most 300)"
            long=1
        fi
    done
    if (( long )); then exit 1; fi
else
    swift format format --in-place --parallel "${files[@]}"
fi
