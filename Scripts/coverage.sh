#!/usr/bin/env bash
# Measures line coverage of Sources/ with the toolchain's own tools, prints the per-file table,
# and fails when the total is under the floor.
#
# Usage: Scripts/coverage.sh [FLOOR_PERCENT]   (default 90)
set -euo pipefail
cd "$(dirname "$0")/.."

floor=${1:-90}
swift test --enable-code-coverage

toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
profile="$(dirname "$(swift test --show-codecov-path)")/default.profdata"
binary="$(swift build --show-bin-path)/CellFactoryPackageTests.xctest"

report="$("$toolchain/llvm-cov" report "$binary" -instr-profile "$profile" "$PWD/Sources")"
echo "$report"

# The TOTAL row: regions, missed, cover, functions, missed, executed, lines, missed, cover, …
total="$(echo "$report" | awk '$1 == "TOTAL" { sub("%", "", $10); print $10 }')"
if [ -z "$total" ]; then
    echo "coverage: no TOTAL row in the report" >&2
    exit 1
fi
if awk -v total="$total" -v floor="$floor" 'BEGIN { exit !(total < floor) }'; then
    echo "coverage: line coverage of Sources/ is $total %, under the floor of $floor %" >&2
    exit 1
fi
echo "coverage: line coverage of Sources/ is $total % (floor $floor %)"
