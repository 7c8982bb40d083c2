#!/usr/bin/env bash
# The runtime's, RIBsTesting's, RVB's, RIBsTerminal's and the examples' tests under
# ThreadSanitizer and AddressSanitizer (with its LeakSanitizer), each in a scratch path of its
# own, so the normal build is untouched. Any report fails the run.
#
#   Scripts/sanitize.sh              both, as CI runs them
#   Scripts/sanitize.sh address      one of them
#
# RIBS_SANITIZE names the sanitizer for Package.swift (which leaves the tools' own test targets
# out) and for the tests, which skip, with the reason, what a sanitizer cannot run.
# .ci/lsan-suppressions.txt hides the toolchain's own leaks, each entry saying which and why.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
if [[ ${#sanitizers[@]} -eq 0 ]]; then sanitizers=(thread address); fi
failed=0
for sanitizer in "${sanitizers[@]}"; do
    mkdir -p ".build-$sanitizer"
    log=".build-$sanitizer/sanitize.log"
    echo "== tests under the $sanitizer sanitizer (log: $log)"
    set +e
    # A run that hangs is stopped after 25 minutes and names the tests it waited on. The log is
    # line-buffered (stdbuf): swift test block-buffers output to a file, and a hung run's log
    # once lacked the end lines of three tests that had passed, naming four tests, not the one
    # (RIBObservationTests' events-stream test, since fixed) that waited.
    RIBS_SANITIZE="$sanitizer" \
        TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1" \
        ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
        LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt:print_suppressions=1" \
        timeout --signal=INT --kill-after=30 1500 \
        stdbuf -oL -eL swift test --traits Tools --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" >"$log" 2>&1
    status=$?
    set -e
    if [[ $status -eq 124 || $status -eq 137 ]]; then
        pkill -KILL -f ".build-$sanitizer/.*xctest" || true
        echo "$sanitizer: the run hung and was stopped after 25 minutes; tests started and not ended:"
        Scripts/unfinished-tests.sh "$log"
    fi
    reports=$(grep -cE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" || true)
    summary=$(grep -E "^(✔|✘|━) Test run with" "$log" | tail -n 1 || true)
    echo "$sanitizer: ${summary:-no summary}; $reports sanitizer reports; exit status $status"
    if [[ $status -ne 0 || $reports -ne 0 ]]; then
        failed=1
        grep -nE -A30 "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log" | head -n 120 || true
        grep -E "✘" "$log" | head -n 40 || true
    fi
done
exit $failed
