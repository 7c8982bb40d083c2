#!/usr/bin/env bash
# The end-to-end checks, which CI runs after README's quick `swift test --traits Tools`:
#
# 1. the examples' package (Examples/) and the package of their tests on generated mocks
#    (Examples/MockedTests), built in this package's build folder, where their modules of
#    swift-ribs and the tool are the ones already built (same flags), and their tests;
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
swift build --package-path Examples/MockedTests --scratch-path .build --build-tests
swift test --package-path Examples/MockedTests --scratch-path .build --skip-build

step "end-to-end tests and full-size randomized tests (RIBS_E2E=1, filter: $filter)"
RIBS_E2E=1 stdbuf -oL -eL swift test --traits Tools --filter "$filter"
step "end-to-end checks done"
