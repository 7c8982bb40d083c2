#!/usr/bin/env bash
# Coverage-guided fuzzing of the tools that read a user's input, with libFuzzer and
# AddressSanitizer: the mock generator, the ribs deps reader, ribs new / ribs attach, and the
# inspector's HTTP and WebSocket input.
#
#   Scripts/fuzz.sh [SECONDS] [FUZZER...]   each fuzzer for SECONDS (default 60), two at a time
#                                          (RIBS_FUZZ_JOBS=N); CI runs 45
#   Scripts/fuzz.sh --build-only [FUZZER...] their builds only (CI makes them beside the
#                                          end-to-end tests: dependencies resolved at normal
#                                          priority, compiles under SCHED_IDLE, chrt --idle)
#
# The executables are built by the fuzzers' own package (Fuzz/Package.swift) in .build-fuzz; each starts from its
# seed corpus (the golden inputs, Fuzz/Seeds, every input saved in Fuzz/Regressions) and keeps
# what it learns in .build-fuzz/corpus. An input that crashes, hangs (over 10 s) or breaks a
# property (RIBsFuzzChecks) is saved in .build-fuzz/artifacts and the script fails: copy it to
# Fuzz/Regressions/<Fuzzer>/, where the regression tests run it, and fix the defect.
# Leak detection is off here: the Swift runtime's lazily made metadata looks like a leak per
# input; leaks are the sanitizer runs' job (Scripts/sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
fuzzers=("$@")
if [[ ${#fuzzers[@]} -eq 0 ]]; then fuzzers=(MockFuzzer DepsFuzzer ScaffoldFuzzer InspectorFuzzer MigrateFuzzer); fi

idle=()
if [[ "$seconds" == --build-only ]]; then
    swift package --package-path Fuzz --scratch-path .build-fuzz resolve
    if command -v chrt >/dev/null 2>&1; then idle=(chrt --idle 0); fi
fi
for fuzzer in "${fuzzers[@]}"; do
    "${idle[@]}" swift build --package-path Fuzz --scratch-path .build-fuzz --product "$fuzzer" 2>&1 | tail -n 1
done
if [[ "$seconds" == --build-only ]]; then exit 0; fi
bin="$(swift build --package-path Fuzz --scratch-path .build-fuzz --show-bin-path)"

seeds_for() {
    local fuzzer="$1" seeds=".build-fuzz/seeds/$fuzzer"
    rm -rf "$seeds" && mkdir -p "$seeds"
    case "$fuzzer" in
    MockFuzzer) cp Tests/RIBsMockTests/Golden/*.input.swift "$seeds/" ;;
    DepsFuzzer)
        for file in Tests/RIBsDepsTests/DepsGolden/*/*.swift; do
            [[ "$file" == *generated* ]] || cp "$file" "$seeds/$(basename "$(dirname "$file")")-$(basename "$file")"
        done ;;
    ScaffoldFuzzer)
        for file in Tests/RIBsScaffoldTests/AttachGolden/*/Sources/App/*/*Router.swift; do
            { echo "Settings"; cat "$file"; } > "$seeds/$(basename "$(dirname "$(dirname "$file")")")-$(basename "$file")" 2>/dev/null || true
        done ;;
    InspectorFuzzer) cp Fuzz/Seeds/InspectorFuzzer/* "$seeds/" ;;
    MigrateFuzzer)
        for file in Tests/RIBsMigrateTests/MigrateGolden/*/Input/*.swift; do
            cp "$file" "$seeds/$(basename "$(dirname "$(dirname "$file")")")-$(basename "$file")"
        done ;;
    esac
    cp Fuzz/Regressions/"$fuzzer"/* "$seeds/" 2>/dev/null || true
    echo "$seeds"
}

mkdir -p .build-fuzz/artifacts

# Runs one fuzzer for $seconds; writes its summary line to .build-fuzz/<fuzzer>.summary, and
# fails if it crashed or saved an input.
run_fuzzer() {
    local fuzzer="$1" corpus=".build-fuzz/corpus/$1" log=".build-fuzz/$1.log" seeds before after found status runs
    mkdir -p "$corpus"
    seeds="$(seeds_for "$fuzzer")"
    before=$(ls .build-fuzz/artifacts | grep -c "^$fuzzer-" || true)
    # FlyingFox decodes a header line in time quadratic in its length (16 KB: 8 s of a thread):
    # the inspector's inputs stay under 4 KB, and its tests cover a 20 KB header.
    # Its fuzzer waits up to 30 s for the inspector to close each connection (the instrumented
    # build took 8.9 s on a seed on a quiet machine): its inputs get 40 s before they count as hangs.
    local limits=(-timeout=10)
    if [[ "$fuzzer" == InspectorFuzzer ]]; then limits=(-max_len=4096 -timeout=40); fi
    status=0
    # Swift's backtracer trips AddressSanitizer as it reads the stack (CI saw only its report, not
    # the fatal error before it): libFuzzer's own report names the failure.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$bin/$fuzzer" "$corpus" "$seeds" "${limits[@]}" -max_total_time="$seconds" -rss_limit_mb=4096 \
        -detect_leaks=0 -print_final_stats=1 -artifact_prefix=".build-fuzz/artifacts/$fuzzer-" >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
    after=$(ls .build-fuzz/artifacts | grep -c "^$fuzzer-" || true)
    found=$((after - before))
    echo "$fuzzer: ${runs:-0} executions in ${seconds} s, $found crashes or failures, corpus $(ls "$corpus" | wc -l) inputs" \
        >".build-fuzz/$fuzzer.summary"
    if [[ $status -ne 0 || $found -gt 0 ]]; then
        echo "== $fuzzer failed (status $status); what broke, then the end of its log ($log):"
        grep -m 3 -E "Fatal error|ERROR: (libFuzzer|AddressSanitizer)" "$log" || true
        tail -n 40 "$log"
        return 1
    fi
}

# Two fuzzers at a time (RIBS_FUZZ_JOBS): each uses one core.
jobs="${RIBS_FUZZ_JOBS:-2}"
failed=0
for ((first = 0; first < ${#fuzzers[@]}; first += jobs)); do
    pids=()
    for fuzzer in "${fuzzers[@]:first:jobs}"; do
        run_fuzzer "$fuzzer" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
done
for fuzzer in "${fuzzers[@]}"; do cat ".build-fuzz/$fuzzer.summary"; done
exit $failed
