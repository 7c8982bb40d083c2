#!/usr/bin/env bash
# Measures the loops around swift-ribs on a fresh clone and a fresh user's package, and prints
# each figure against its target (issue 24). Nothing else should run on the machine meanwhile.
#
#   Scripts/measure-loops.sh          the contributor's and the user's loops (about 10 minutes)
#   Scripts/measure-loops.sh --ci     and a whole CI run (.ci/run) on the fresh clone
#
# 1. Contributor: a fresh clone's build, then README's test command (target: 3 min after the
#    build), then Scripts/end-to-end.sh.
# 2. User: a package beside the clone that depends on it by path with traits: ["Tools"], as
#    Getting started writes it: the first `swift package … ribs new` (target: 2 min 30 s);
#    RIBsMockPlugin added to the test target, then a build (target: the tool is not rebuilt);
#    Package.swift changed, then the tool again (target: 30 s); how many copies of swift-syntax
#    the package compiled (target: 1); what a package using only RIBs resolves (target: nothing).
# 3. What each swift-syntax module the tools use costs to compile, in a clone of swift-syntax.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/ribs-loops-XXXXXX)"
trap 'rm -rf "$work"' EXIT
runCI=false
if [[ "${1:-}" == "--ci" ]]; then runCI=true; fi

results=()
# seconds COMMAND...: runs COMMAND, its output to $work/last.log, and sets $elapsed.
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$work/last.log" 2>&1 || { tail -n 40 "$work/last.log"; return 1; }
    end=$(date +%s.%N)
    elapsed=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
}
# report NAME VALUE TARGET MET: one line of the table.
report() {
    results+=("$(printf '%-72s %12s   target %-10s %s' "$1" "$2" "$3" "$4")")
    echo "${results[-1]}"
}
met() { if [[ "$1" == 1 ]]; then echo "met"; else echo "NOT MET"; fi; }
minutes() { awk -v t="$1" 'BEGIN { printf "%d min %02d s", int(t / 60), int(t % 60 + 0.5) }'; }
# within SECONDS: 1 if $elapsed is at most SECONDS.
within() { awk -v t="$elapsed" -v limit="$1" 'BEGIN { print (t <= limit) ? 1 : 0 }'; }

echo "== fresh clone of $repository in $work/swift-ribs"
git clone -q --no-hardlinks "$repository" "$work/swift-ribs"
cd "$work/swift-ribs"

# README's main command first, as a newcomer runs it: the game, with no tool in its build.
seconds bash -c "printf 'login Alice Bob\\n1\\n1\\n4\\n2\\n5\\n3\\nok\\n' | swift run --package-path Examples tictactoe"
report "newcomer: README's main command on the fresh clone (the game played)" "$(minutes "$elapsed")" "75 s" \
    "$(met "$(within 75)")"
if grep -qE "Compiling (SwiftSyntax|ArgumentParser)" "$work/last.log"; then
    report "newcomer: the game's build compiled swift-syntax or the argument parser" "yes" "no" "NOT MET"
fi
seconds swift build --traits Tools --build-tests
report "contributor: first build (library, tools, tests)" "$(minutes "$elapsed")" "-" "-"
seconds swift test --traits Tools
tests=$(grep -oE "Test run with [0-9]+ tests" "$work/last.log" | tail -n 1 | grep -oE "[0-9]+" || echo "?")
report "contributor: README's test command after the build ($tests tests)" "$(minutes "$elapsed")" "3 min" \
    "$(met "$(within 180)")"
seconds Scripts/end-to-end.sh
report "contributor: Scripts/end-to-end.sh after that (fresh sandboxes)" "$(minutes "$elapsed")" "-" "-"
if $runCI; then
    rm -rf .build .build-* && git clean -qfdx
    seconds bash .ci/run
    report "CI: .ci/run on a fresh clone" "$(minutes "$elapsed")" "35 min" "$(met "$(within 2100)")"
fi

echo "== a user's package beside it: $work/Greeter"
cd "$work"
mkdir -p Greeter/Sources/Greeter Greeter/Tests/GreeterTests
cd Greeter
cat >Package.swift <<'MANIFEST'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Greeter",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: ["Tools"])],
    targets: [
        .target(name: "Greeter", dependencies: [.product(name: "RIBs", package: "swift-ribs")]),
        .testTarget(
            name: "GreeterTests",
            dependencies: ["Greeter", .product(name: "RIBsTesting", package: "swift-ribs")]
        ),
    ]
)
MANIFEST
seconds swift package --allow-writing-to-package-directory ribs new Greeting --view
report "user: first tool run, swift package … ribs new (builds the tool)" "$(minutes "$elapsed")" "2 min 30 s" \
    "$(met "$(within 150)")"

sed -i 's|dependencies: \["Greeter", .product(name: "RIBsTesting", package: "swift-ribs")\]|&,\n            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]|' Package.swift
seconds swift build --build-tests
rebuilt=$(grep -cE "Compiling (SwiftSyntax|SwiftParser|RIBsSource|RIBsScaffold|RIBsMock|RIBsDeps|RIBsDependencyGraph|RIBsMigrate|RIBsAvailability|RIBsCommands) " "$work/last.log" || true)
report "user: RIBsMockPlugin added, swift build --build-tests" "$(minutes "$elapsed")" "-" "-"
report "user: tool modules compiled again by that build" "$rebuilt" "0" "$(met "$([[ $rebuilt == 0 ]] && echo 1)")"

echo "// a change" >>Package.swift
seconds swift package --allow-writing-to-package-directory ribs new Farewell --view
report "user: Package.swift changed, the tool runs again" "$(minutes "$elapsed")" "30 s" \
    "$(met "$(within 30)")"
copies=$(find .build -maxdepth 3 -type d -name 'SwiftSyntax*.build' | while read -r folder; do
    ls "$folder"/*.o >/dev/null 2>&1 && basename "$folder"; done | grep -cE '^SwiftSyntax(-tool)?\.build$' || true)
report "user: copies of swift-syntax compiled in the package" "$copies" "1" "$(met "$([[ $copies == 1 ]] && echo 1)")"

echo "== a package that uses only RIBs"
mkdir -p "$work/OnlyRIBs/Sources/App" && cd "$work/OnlyRIBs"
cat >Package.swift <<'MANIFEST'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "OnlyRIBs",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs")],
    targets: [.target(name: "App", dependencies: [.product(name: "RIBs", package: "swift-ribs")])]
)
MANIFEST
echo 'import RIBs' >Sources/App/App.swift
seconds swift build
resolved=$(ls .build/checkouts 2>/dev/null | tr '\n' ' ')
report "RIBs only: packages resolved" "${resolved:-none}" "none" "$(met "$([[ -z $resolved ]] && echo 1)")"
report "RIBs only: first build" "$(minutes "$elapsed")" "-" "-"

echo "== what each swift-syntax module the tools use costs (debug, in a clone of swift-syntax)"
syntax="$work/swift-ribs/.build/checkouts/swift-syntax"
git clone -q --no-hardlinks "$syntax" "$work/swift-syntax"
cd "$work/swift-syntax" && rm -f Package.resolved
for module in SwiftSyntax SwiftParser SwiftDiagnostics SwiftBasicFormat SwiftParserDiagnostics; do
    seconds swift build --target "$module"
    report "swift-syntax: $module, built after the ones above" "$(minutes "$elapsed")" "-" "-"
done

echo
echo "== summary (2 cores: $(nproc); $(swift --version 2>&1 | head -n 1))"
printf '%s\n' "${results[@]}"
