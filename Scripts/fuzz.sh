#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (docs/Reliability.md, "Fuzzing").
#
#   Scripts/fuzz.sh --list                 the targets' names
#   Scripts/fuzz.sh NAME SECONDS [OPTION…] build NAME (release, -sanitize=fuzzer,address) and run it
#                                          for SECONDS from its seeds in Tests/Fuzz/Corpus/NAME;
#                                          extra options go to libFuzzer (for example -jobs=2)
#
# New inputs that reach new code are kept in .build-fuzz/corpus/NAME, so the next run starts
# where this one stopped. A finding (a trap, a failed oracle, a sanitizer report, a timeout or
# running out of memory) is written to Tests/Fuzz/Findings/NAME/ and the script exits non-zero:
# keep that file, as the regression test FuzzTests replays, and fix the code.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(
    "json:FuzzJSONReader"
    "terminal-input:FuzzTerminalInput"
    "text:FuzzText"
    "diff:FuzzDiff"
    "matcher:FuzzMatcher"
)

usage() {
    echo "usage: Scripts/fuzz.sh --list | Scripts/fuzz.sh NAME SECONDS [libFuzzer option…]" >&2
    exit 2
}

if [[ "${1:-}" == "--list" ]]; then
    for entry in "${targets[@]}"; do echo "${entry%%:*}"; done
    exit 0
fi
[[ $# -ge 2 ]] || usage
name=$1
seconds=$2
shift 2
# libFuzzer takes 0 for "no limit": a run here always has one.
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || usage
product=""
for entry in "${targets[@]}"; do
    [[ "${entry%%:*}" == "$name" ]] && product=${entry#*:}
done
[[ -n "$product" ]] || { echo "fuzz.sh: no target '$name' (see --list)" >&2; exit 2; }

scratch=.build-fuzz
echo "== building $product with -sanitize=fuzzer,address"
mkdir -p "$scratch"
log="$scratch/build-$product.log"
status=0
# swiftc honours only the last -sanitize= flag it is given, and SwiftPM lists its --sanitize
# values in an order that changes from run to run: so both sanitizers go in one flag, last.
# `--sanitize fuzzer` stays for SwiftPM's own handling of the fuzzer's entry point and link.
swift build -c release --product "$product" --scratch-path "$scratch" --sanitize fuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer,address \
    -Xswiftc -DFUZZING -Xswiftc -warnings-as-errors > "$log" 2>&1 || status=$?
# The linker warns about every sanitizer symbol it cannot export; those lines are only noise.
grep -v "Cannot export local symbol" "$log" || true
[[ $status -eq 0 ]] || { echo "fuzz.sh: the build of $product failed" >&2; exit 1; }
binary="$scratch/release/$product"

# A build without coverage counters in the library would fuzz blind, and one without address
# checks would miss what the sanitizer is there for: check that there are many of both.
counters=$(SWIFT_BACKTRACE=enable=no "$binary" -runs=0 2>&1 |
    sed -n 's/.*Loaded 1 modules *(\([0-9]*\) inline 8-bit counters.*/\1/p' | head -n 1)
if [[ -z "$counters" || "$counters" -lt 1000 ]]; then
    echo "fuzz.sh: $product has ${counters:-no} coverage counters: the library is not instrumented" >&2
    exit 1
fi
command -v objdump > /dev/null || { echo "fuzz.sh: objdump (binutils) is needed to check the build" >&2; exit 1; }
checks=$(objdump -d --no-show-raw-insn "$binary" | grep -cE "(call|bl).*<__asan_report_" || true)
if [[ "$checks" -lt 1000 ]]; then
    echo "fuzz.sh: $product has $checks address checks: the library is not instrumented" >&2
    exit 1
fi

corpus="$scratch/corpus/$name"
findings="Tests/Fuzz/Findings/$name"
mkdir -p "$corpus" "$findings"
echo "== fuzzing $name for $seconds s"
# Swift's own crash reporter would hold the process after a trap; libFuzzer reports instead.
SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS="halt_on_error=1:detect_leaks=1" \
    LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp" \
    "$binary" "$corpus" "Tests/Fuzz/Corpus/$name" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="$findings/" -print_final_stats=1 "$@"
