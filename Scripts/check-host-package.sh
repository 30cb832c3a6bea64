#!/usr/bin/env bash
# Builds a host package outside CellFactory against this checkout, as a new user would: the test
# suite in Tests/HostPackage (public API only), and the README's tour copied block by block into
# a program and a test target. The program's output must be the rows the tour promises, and
# every test must pass. Warnings are errors.
#
# Usage: Scripts/check-host-package.sh   (works in .build-host, kept between runs)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-host"

# A fresh copy of the package, its dependency pointed at this checkout; the build folder stays.
mkdir -p "$work"
find "$work" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
cp -R "$root/Tests/HostPackage/." "$work/"
manifest="$(<"$work/Package.swift")"
printf '%s\n' "${manifest//'path: "../.."'/"path: \"$root\""}" > "$work/Package.swift"
mkdir -p "$work/Sources/ReadmeTour" "$work/Tests/ReadmeTourTests"

# The tour's Swift blocks, as written: a block with `import Testing` is a test file; a block with
# a top-level statement (a line at the margin that does not start a declaration) goes into the
# program's main.swift, its imports first; any other block (models, view models, cells) is a file
# of both the program and the tests.
awk -v program="$work/Sources/ReadmeTour" -v tests="$work/Tests/ReadmeTourTests" '
    function hasStatement(text,    n, i, lines) {
        n = split(text, lines, "\n")
        for (i = 1; i <= n; i++) {
            if (lines[i] ~ /^[^ \t}\/@]/ && lines[i] !~ /^(import|struct|class|final|protocol|enum|extension|func|actor|typealias|public|package|internal|private|fileprivate|open) /) return 1
        }
        return 0
    }
    /^## A short tour/ { inTour = 1; next }
    /^## / { inTour = 0 }
    inTour && /^```swift$/ { inBlock = 1; block = ""; next }
    inTour && inBlock && /^```$/ {
        inBlock = 0
        count++
        if (block ~ /import Testing/) {
            printf "%s", block > (tests "/TourTest" count ".swift")
        } else if (hasStatement(block)) {
            n = split(block, lines, "\n")
            for (i = 1; i <= n; i++) {
                if (lines[i] ~ /^import /) imports[lines[i]] = 1
                else if (lines[i] != "" || i < n) statements = statements lines[i] "\n"
            }
        } else {
            printf "%s", block > (program "/Tour" count ".swift")
            printf "%s", block > (tests "/Tour" count ".swift")
        }
        next
    }
    inBlock { block = block $0 "\n" }
    END {
        for (line in imports) printf "%s\n", line > (program "/main.swift")
        printf "%s", statements > (program "/main.swift")
        if (count < 6) { print "check-host-package: found only " count " Swift blocks in the tour" > "/dev/stderr"; exit 1 }
    }
' "$root/README.md"

cd "$work"
swift build --build-tests -Xswiftc -warnings-as-errors

# What the tour prints: the rendered rows (trailing spaces pad each row to 40 columns), the
# String render, then the answers of the dispatch examples.
expected='One
         1
Two
         2
Three
         3
stringCell
stringCell
IntCell
[no view model for Double]
[nil item]'
actual="$(swift run --skip-build ReadmeTour | sed 's/ *$//')"
if [[ "$actual" != "$expected" ]]; then
    echo "check-host-package: the README tour printed something else:" >&2
    diff <(echo "$expected") <(echo "$actual") >&2 || true
    exit 1
fi
echo "check-host-package: the README tour prints its rows"

swift test --skip-build
