#!/usr/bin/env bash
# Formats the package's Swift files with the toolchain's swift-format and .swift-format
# (120 columns). `Scripts/format.sh` rewrites them; `Scripts/format.sh --check` changes nothing
# and fails, naming file:line, where a file is not formatted (CI runs this).
#
# Golden files are the generator's exact output and stay as it writes them; so do the tutorials'
# code files, which are what `ribs` wrote or the TicTacToe example's files (TutorialTests).
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
while IFS= read -r file; do files+=("$file"); done < <(git ls-files --cached --others --exclude-standard '*.swift' | grep -v -E '^Tests/RIBsGeneratorsTests/(Scaffold|Attach|Deps)?Golden/|RIBsDeps.generated.swift$|Documentation.docc/Resources/Tutorials/')

if [[ "${1:-}" == "--check" ]]; then
    swift format lint --strict --parallel "${files[@]}"
    echo "${#files[@]} Swift files are formatted"
else
    swift format format --in-place --parallel "${files[@]}"
fi
