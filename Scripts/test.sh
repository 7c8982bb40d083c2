#!/usr/bin/env bash
# README's test command: the library's and the tools' tests, as `swift test --traits Tools` runs
# them, after a build of only what they run: the tests, `ribs` (which they start) and RIBsUIKit
# (whose module they compile against). `swift test` alone builds every target, the plugins'
# too, and SwiftPM builds a plugin's tool apart from the package's products
# (`.build/debug/Modules-tool`): swift-syntax and the tools a second time, over 4 minutes of CPU
# on a first build, and each change to a tool compiled twice. Arguments go to `swift test`.
#
#   Scripts/test.sh                    every test
#   Scripts/test.sh --filter Migrate   the tests whose name matches
#   Scripts/test.sh --build-only       the build alone (CI's build step)
#
# The run has a limit, so a hang ends: the suite takes about 3 minutes; past 25
# (RIBS_TEST_TIME_LIMIT, a `timeout` duration) it is stopped, with status 124.
# RIBS_TEST_EVENT_STREAM=FILE writes Swift Testing's event stream there, which
# Scripts/unfinished-tests.sh reads to name the tests that never ended (.ci/run sets it).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --traits Tools --product swift-ribsPackageTests
swift build --traits Tools --product ribs
# A library product without a type is built as the whole package: the target instead.
swift build --traits Tools --target RIBsUIKit
if [[ "${1:-}" == --build-only ]]; then exit 0; fi
arguments=(--traits Tools --skip-build)
if [[ -n "${RIBS_TEST_EVENT_STREAM:-}" ]]; then
    arguments+=(--event-stream-output-path "$RIBS_TEST_EVENT_STREAM" --event-stream-version 0)
fi
limit=()
if command -v timeout >/dev/null 2>&1; then limit=(timeout --kill-after=30 "${RIBS_TEST_TIME_LIMIT:-25m}"); fi
# An empty array expanded this way passes under `set -u` in macOS's bash 3.2 too.
exec ${limit[@]+"${limit[@]}"} swift test "${arguments[@]}" "$@"
