#!/usr/bin/env bash
# Coverage-guided fuzzing of the tools that read a user's input, with libFuzzer and
# AddressSanitizer: the mock generator, the ribs deps reader, ribs new / ribs attach, and the
# inspector's HTTP and WebSocket input.
#
#   Scripts/fuzz.sh [SECONDS] [FUZZER...]   each fuzzer for SECONDS (default 60); CI runs 60
#
# The executables are built with RIBS_FUZZ=1 in .build-fuzz (Package.swift); each starts from its
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
if [[ ${#fuzzers[@]} -eq 0 ]]; then fuzzers=(MockFuzzer DepsFuzzer ScaffoldFuzzer InspectorFuzzer); fi

for fuzzer in "${fuzzers[@]}"; do
    RIBS_FUZZ=1 swift build --traits Tools --scratch-path .build-fuzz --product "$fuzzer" 2>&1 | tail -n 1
done
bin="$(RIBS_FUZZ=1 swift build --traits Tools --scratch-path .build-fuzz --show-bin-path)"

seeds_for() {
    local fuzzer="$1" seeds=".build-fuzz/seeds/$fuzzer"
    rm -rf "$seeds" && mkdir -p "$seeds"
    case "$fuzzer" in
    MockFuzzer) cp Tests/RIBsGeneratorsTests/Golden/*.input.swift "$seeds/" ;;
    DepsFuzzer)
        for file in Tests/RIBsGeneratorsTests/DepsGolden/*/*.swift; do
            [[ "$file" == *generated* ]] || cp "$file" "$seeds/$(basename "$(dirname "$file")")-$(basename "$file")"
        done ;;
    ScaffoldFuzzer)
        for file in Tests/RIBsGeneratorsTests/AttachGolden/*/Sources/App/*/*Router.swift; do
            { echo "Settings"; cat "$file"; } > "$seeds/$(basename "$(dirname "$(dirname "$file")")")-$(basename "$file")" 2>/dev/null || true
        done ;;
    InspectorFuzzer) cp Fuzz/Seeds/InspectorFuzzer/* "$seeds/" ;;
    esac
    cp Fuzz/Regressions/"$fuzzer"/* "$seeds/" 2>/dev/null || true
    echo "$seeds"
}

mkdir -p .build-fuzz/artifacts
failed=0
summary=()
for fuzzer in "${fuzzers[@]}"; do
    corpus=".build-fuzz/corpus/$fuzzer"
    mkdir -p "$corpus"
    seeds="$(seeds_for "$fuzzer")"
    log=".build-fuzz/$fuzzer.log"
    before=$(ls .build-fuzz/artifacts | grep -c "^$fuzzer-" || true)
    # FlyingFox decodes a header line in time quadratic in its length (16 KB: 8 s of a thread):
    # the inspector's inputs stay under 4 KB, and its tests cover a 20 KB header.
    limits=()
    if [[ "$fuzzer" == InspectorFuzzer ]]; then limits=(-max_len=4096); fi
    set +e
    ASAN_OPTIONS=detect_leaks=0 "$bin/$fuzzer" "$corpus" "$seeds" "${limits[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -detect_leaks=0 -print_final_stats=1 -artifact_prefix=".build-fuzz/artifacts/$fuzzer-" >"$log" 2>&1
    status=$?
    set -e
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
    after=$(ls .build-fuzz/artifacts | grep -c "^$fuzzer-" || true)
    found=$((after - before))
    summary+=("$fuzzer: ${runs:-0} executions in ${seconds} s, $found crashes or failures, corpus $(ls "$corpus" | wc -l) inputs")
    if [[ $status -ne 0 || $found -gt 0 ]]; then
        failed=1
        echo "== $fuzzer failed (status $status); the end of its log ($log):"
        tail -n 40 "$log"
    fi
done
printf '%s\n' "${summary[@]}"
exit $failed
