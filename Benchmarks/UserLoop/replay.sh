#!/usr/bin/env bash
# Replays a new user's loop in a fresh package and prints, for each step, its time and how many
# of swift-ribs' own files SwiftPM compiled (issue 57). The package is the podcast app's shape:
# swift-ribs by path with the traits given (Tools by default), RIBsInspector and RIBsTerminal in
# the app, RIBsDepsPlugin on the app, RIBsMockPlugin on the tests, an executable to `swift run`.
#
#   Benchmarks/UserLoop/replay.sh                   the package as Getting started writes it
#   Benchmarks/UserLoop/replay.sh Tools,Inspector   both traits, as before issue 57
#   Benchmarks/UserLoop/replay.sh Tools mixed       the three styles in one app (issue 63): a
#                                                   stream-style Home, a classic Account under it,
#                                                   an RVB Form under that, a worker, a deep link
#
# Targets, after the first step (which builds the tool): each `ribs` command within 15 s, and
# no module of swift-ribs compiled again by any step, since nothing in swift-ribs changed (a
# module built for the first time, as RIBsTesting by the first `swift test`, is no rebuild).
set -euo pipefail
repository="$(cd "$(dirname "$0")/../.." && pwd)"
traits="${1:-Tools}"
shape="${2:-podcasts}"
work="$(mktemp -d /tmp/ribs-user-loop-XXXXXX)"
trap 'rm -rf "$work"' EXIT

git clone -q --no-hardlinks "$repository" "$work/swift-ribs"
# The working tree's changes too, so that a replay measures what is about to be committed.
(cd "$repository" && git diff HEAD) | (cd "$work/swift-ribs" && git apply --allow-empty)
mkdir -p "$work/Podcasts/Sources/Podcasts" "$work/Podcasts/Sources/podcasts" "$work/Podcasts/Tests/PodcastsTests"
cd "$work/Podcasts"
traitList="\"${traits//,/\", \"}\""
cat >Package.swift <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Podcasts",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../swift-ribs", traits: [$traitList])],
    targets: [
        .target(
            name: "Podcasts",
            dependencies: [
                .product(name: "RIBs", package: "swift-ribs"),
                .product(name: "RIBsTerminal", package: "swift-ribs"),
                .product(name: "RIBsInspector", package: "swift-ribs"),
                .product(name: "RVB", package: "swift-ribs"),
            ],
            plugins: [.plugin(name: "RIBsDepsPlugin", package: "swift-ribs")]
        ),
        .executableTarget(name: "podcasts", dependencies: ["Podcasts"]),
        .testTarget(
            name: "PodcastsTests",
            dependencies: ["Podcasts", .product(name: "RIBsTesting", package: "swift-ribs")],
            plugins: [.plugin(name: "RIBsMockPlugin", package: "swift-ribs")]
        ),
    ]
)
EOF
printf 'import RIBsInspector\n\npublic enum Podcasts {}\n' >Sources/Podcasts/Podcasts.swift
printf 'import Podcasts\n\nprint("podcasts")\n' >Sources/podcasts/main.swift
printf 'import Testing\n\n@Test func packageBuilds() {}\n' >Tests/PodcastsTests/PackageTests.swift

ribs=(swift package --allow-writing-to-package-directory ribs)
modules="RIBs|RIBsText|RIBsSource|RIBsScaffold|RIBsMock|RIBsDeps|RIBsDependencyGraph|RIBsMigrate|RIBsAvailability|RIBsCommands|RIBsInspector|RIBsInspectorWire|RIBsTerminal|RIBsTesting|RVB|ribs"
failures=0
built=""
printf '%-44s %8s %s\n' "step (traits: $traits)" "seconds" "swift-ribs files compiled"
# step LABEL IS_RIBS COMMAND...: runs COMMAND, prints its time and swift-ribs' compiled files.
step() {
    local label="$1" isRibs="$2" first="${3:-}"
    shift 3
    local start end seconds compiled
    start=$(date +%s.%N)
    "$@" >"$work/step.log" 2>&1 || { tail -n 30 "$work/step.log"; echo "replay: '$label' failed" >&2; exit 1; }
    end=$(date +%s.%N)
    seconds=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
    compiled=$(grep -cE "Compiling ($modules) " "$work/step.log" || true)
    # The modules compiled again: a later step may build one for the first time (RIBsTesting
    # with the first `swift test`), not one an earlier step built.
    local module again=""
    for module in $(grep -oE "Compiling ($modules) " "$work/step.log" | awk '{ print $2 }' | sort -u); do
        if [[ " $built " == *" $module "* ]]; then again+=" $module"; fi
        built+=" $module"
    done
    local verdict=""
    if [[ "$first" != first ]]; then
        if [[ -n "$again" ]]; then verdict="NOT MET (recompiled$again)"; failures=$((failures + 1)); fi
        if [[ "$isRibs" == ribs ]] && awk -v t="$seconds" 'BEGIN { exit !(t > 15) }'; then
            verdict="NOT MET (over 15 s)"
            failures=$((failures + 1))
        fi
    fi
    printf '%-44s %8s %6s  %s\n' "$label" "$seconds" "$compiled" "$verdict"
}
step "ribs new Root (builds the tool)" ribs first "${ribs[@]}" new Root
step "swift build (first)" build first swift build
if [[ "$shape" == mixed ]]; then
    step "ribs new Home --style stream" ribs - "${ribs[@]}" new Home --style stream
    step "ribs attach Home --to Root" ribs - "${ribs[@]}" attach Home --to Root
    step "ribs new Account --view" ribs - "${ribs[@]}" new Account --view
    step "ribs attach Account --to Home" ribs - "${ribs[@]}" attach Account --to Home
    step "ribs new Form --style rvb --output saved:Int" ribs - "${ribs[@]}" new Form --style rvb --output saved:Int
    step "ribs attach Form --to Account" ribs - "${ribs[@]}" attach Form --to Account
    step "swift build" build - swift build
    step "swift test" build - swift test
    step "ribs new worker Sync --for Home --every 5s" ribs - "${ribs[@]}" new worker Sync --for Home --every 5s
    step "ribs new workflow OpenForm --through …" ribs - "${ribs[@]}" new workflow OpenForm \
        --through Root,Home,Account,Form --opens Root,Home,Account
    step "swift build" build - swift build
    step "swift test" build - swift test
    step "swift run podcasts" build - swift run podcasts
    if [[ "$failures" -eq 0 ]]; then
        echo "replay: targets met (each ribs command within 15 s, swift-ribs compiled once)"
    else
        echo "replay: $failures targets NOT MET"
        exit 1
    fi
    exit 0
fi
step "ribs new Library --view" ribs - "${ribs[@]}" new Library --view
step "ribs attach Library --to Root" ribs - "${ribs[@]}" attach Library --to Root
step "swift build" build - swift build
step "swift test" build - swift test
step "swift run podcasts" build - swift run podcasts
step "ribs new Episodes" ribs - "${ribs[@]}" new Episodes
step "ribs attach Episodes --to Library" ribs - "${ribs[@]}" attach Episodes --to Library
step "swift build" build - swift build
step "swift test" build - swift test
step "swift run podcasts" build - swift run podcasts
step "ribs new Player --view" ribs - "${ribs[@]}" new Player --view
if [[ "$failures" -eq 0 ]]; then
    echo "replay: targets met (each ribs command within 15 s, swift-ribs compiled once)"
else
    echo "replay: $failures targets NOT MET"
    exit 1
fi
