#!/usr/bin/env bash
# The end-to-end checks, which CI runs after README's quick `Scripts/test.sh`:
#
# 1. the examples' package (Examples/) and the package of their tests on generated mocks
#    (Examples/MockedTests), built in this package's build folder, where their modules of
#    swift-ribs are the ones already built (same flags), and their tests. The mock plugin runs
#    the `ribs` of that build (RIBS_PREBUILT_TOOL): SwiftPM builds a plugin's tool apart from
#    the products (`Modules-tool`), so without it swift-syntax and the tools were compiled a
#    second time, 4 minutes of CPU. The one sandbox of 2. whose plugins build `ribs` themselves
#    (Getting started's, as a user's do) checks that way;
# 2. the EndToEndTests target with RIBS_E2E=1: users' packages built in sandboxes (.build-e2e,
#    one scratch folder for all of them), the DocC tutorials step by step, the example apps
#    played through pipes, tmux and Chromium, soak and fault runs;
# 3. the randomized tests at full size (RIBS_E2E=1 makes TestScale choose it).
#
#   Scripts/end-to-end.sh               all of it, as CI runs it
#   Scripts/end-to-end.sh TutorialTests only the end-to-end tests whose name matches (a regex)
#
# The sandboxes' builds and the examples' build are kept between runs: a second run builds only
# what changed. `rm -rf .build-e2e` starts the sandboxes from nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

filter="${1:-EndToEndTests\.|RandomTests|RouterTreePropertyTests|OffMainReleaseTests}"
step() { echo "== $* [$((SECONDS / 60)) min $((SECONDS % 60)) s]"; }

step "the examples' package: build (in .build) and tests"
swift build --package-path Examples --scratch-path .build --build-tests
swift test --package-path Examples --scratch-path .build --skip-build
step "the examples' tests on generated mocks: build (in .build) and tests"
if [[ ! -x .build/debug/ribs ]]; then swift build --traits Tools --product ribs; fi
export RIBS_PREBUILT_TOOL="$PWD/.build/debug/ribs"
swift build --package-path Examples/MockedTests --scratch-path .build --build-tests
swift test --package-path Examples/MockedTests --scratch-path .build --skip-build
unset RIBS_PREBUILT_TOOL

step "end-to-end tests and full-size randomized tests (RIBS_E2E=1, filter: $filter)"
# Its sandboxes take 15 minutes on a quiet day and 25 on a slow one: an hour before a hang is called.
RIBS_E2E=1 RIBS_TEST_TIME_LIMIT=60m stdbuf -oL -eL Scripts/test.sh --filter "$filter"
step "end-to-end checks done"
