#!/usr/bin/env bash
# The runtime's, RIBsTesting's, RVB's, RIBsTerminal's and the examples' tests under
# ThreadSanitizer and AddressSanitizer (with its LeakSanitizer), each sanitizer in a scratch path
# of its own, so the normal build is untouched; the library's tests and the examples' package
# share it. Any report fails the run.
#
#   Scripts/sanitize.sh              both, as CI runs them
#   Scripts/sanitize.sh address      one of them
#   Scripts/sanitize.sh --build-only [SANITIZER...]
#                                    their builds, and no test: CI makes them while its other
#                                    checks run, on what they leave of the second core;
#                                    the runs after it then build nothing. Dependencies are
#                                    resolved first at normal priority (SwiftPM's shared caches
#                                    are locked while it copies from them); the compiles run
#                                    under SCHED_IDLE (chrt --idle), on what would be idle
#
# RIBS_SANITIZE names the sanitizer for Package.swift, which leaves the tools and their tests out
# of this build: the examples' mock plugin runs the `ribs` of the normal build (.build/debug/ribs,
# built first if missing) through RIBS_PREBUILT_TOOL. The tests skip, with the reason, what a
# sanitizer cannot run.
# .ci/lsan-suppressions.txt hides the toolchain's own leaks, each entry saying which and why.
set -euo pipefail
cd "$(dirname "$0")/.."

buildOnly=0
if [[ "${1:-}" == --build-only ]]; then
    buildOnly=1
    shift
fi
sanitizers=("$@")
if [[ ${#sanitizers[@]} -eq 0 ]]; then sanitizers=(thread address); fi
if [[ ! -x .build/debug/ribs ]]; then swift build --traits Tools --product ribs; fi
export RIBS_PREBUILT_TOOL="$PWD/.build/debug/ribs"

# The packages each sanitizer's build and tests cover, in one scratch folder.
packages=(. Examples Examples/MockedTests)
# traits_of PACKAGE: sets $traits. The library gets the traits the examples name, so the
# packages share the build.
traits_of() {
    traits=()
    if [[ "$1" == . ]]; then traits=(--traits Tools); fi
}

# The same environment and flags as the tests' runs below, so that `swift test` finds its build.
# `nice` would not do: SwiftPM starts its compiles at the default priority again.
build_only() {
    local sanitizer="$1" package traits idle=()
    if command -v chrt >/dev/null 2>&1; then idle=(chrt --idle 0); fi
    mkdir -p ".build-$sanitizer"
    for package in "${packages[@]}"; do
        traits_of "$package"
        RIBS_SANITIZE="$sanitizer" swift package --package-path "$package" "${traits[@]}" \
            --scratch-path ".build-$sanitizer" resolve
        RIBS_SANITIZE="$sanitizer" "${idle[@]}" swift build --package-path "$package" "${traits[@]}" --build-tests \
            --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" 2>&1 | tail -n 1
    done
}
if [[ $buildOnly -eq 1 ]]; then
    for sanitizer in "${sanitizers[@]}"; do build_only "$sanitizer"; done
    exit 0
fi

failed=0
for sanitizer in "${sanitizers[@]}"; do
    mkdir -p ".build-$sanitizer"
    log=".build-$sanitizer/sanitize.log"
    : >"$log"
    echo "== tests under the $sanitizer sanitizer (log: $log)"
    set +e
    # A run that hangs is stopped after 25 minutes and names the tests it waited on. The log is
    # line-buffered (stdbuf): swift test block-buffers output to a file, and a hung run's log
    # once lacked the end lines of three tests that had passed, naming four tests, not the one
    # (RIBObservationTests' events-stream test, since fixed) that waited.
    status=0
    for package in "${packages[@]}"; do
        traits_of "$package"
        RIBS_SANITIZE="$sanitizer" \
            TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1" \
            ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
            LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=1" \
            timeout --signal=INT --kill-after=30 1500 \
            stdbuf -oL -eL swift test --package-path "$package" "${traits[@]}" --sanitize="$sanitizer" \
            --scratch-path ".build-$sanitizer" >>"$log" 2>&1 || status=$?
    done
    set -e
    if [[ $status -eq 124 || $status -eq 137 ]]; then
        pkill -KILL -f ".build-$sanitizer/.*xctest" || true
        echo "$sanitizer: the run hung and was stopped after 25 minutes; tests started and not ended:"
        Scripts/unfinished-tests.sh "$log"
    fi
    reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" || true)
    summary=$(grep -E "^(✔|✘|━) Test run with" "$log" | sed -E 's/ after [0-9.]+ seconds//' | paste -sd ';' || true)
    echo "$sanitizer: ${summary:-no summary}; $reports sanitizer reports; exit status $status"
    if [[ $status -ne 0 || $reports -ne 0 ]]; then
        failed=1
        grep -nE -A30 "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" | head -n 120 || true
        grep -E "✘" "$log" | head -n 40 || true
    fi
done
exit $failed
