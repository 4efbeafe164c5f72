#!/usr/bin/env bash
# A benchmark, not a test: times what a newcomer and an author meet, on a fresh clone of this
# repository's HEAD (or of REV), and prints one table. Nothing fails when the machine is slow.
#
#   Tools/bench.sh            # fresh clone of HEAD into a temporary folder
#   Tools/bench.sh REV        # fresh clone at REV (e.g. a commit from before a change)
#   KEEP=1 Tools/bench.sh     # keep the clone (its path is printed) for a look afterwards
#   BREAKDOWN=1 Tools/bench.sh  # also split a fresh tour into resolve, build and pages
#   ROUNDS=9 Tools/bench.sh   # time each of the author's steps 9 times (default 5), keep the median
set -euo pipefail
command -v swift >/dev/null 2>&1 || export PATH="/opt/swift/usr/bin:$PATH"
repo="$(cd "$(dirname "$0")/.." && pwd)"
rev="${1:-HEAD}"
work="$(mktemp -d "${TMPDIR:-/tmp}/book-bench.XXXXXX")"
[ "${KEEP:-0}" = 1 ] || trap 'rm -rf "$work"' EXIT
git clone -q "$repo" "$work/clone"
git -C "$work/clone" checkout -q "$rev"
cd "$work/clone"

rows=()
# seconds COMMAND...: runs it quietly, records its wall-clock time; a failure stops the benchmark.
# It runs inside $(...), where `exit` would end only that subshell: the whole script is stopped
# instead (its EXIT trap still removes the clone), so no table is printed with a failed step.
bench=$$
seconds() {
    local start end
    start=$(date +%s.%N)
    if ! "$@" >"$work/last.log" 2>&1; then
        tail -n 30 "$work/last.log" >&2
        echo "bench: '$*' failed" >&2
        kill -TERM "$bench"
        exit 1
    fi
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}
row() { rows+=("| $1 | $2 s |"); echo "$1: $2 s" >&2; }

# The machine's speed at this moment: the same compile every run, so that two tables can be
# compared (on a shared machine the same commit's figures move by a fifth from run to run).
calibration="$work/calibration.swift"
for i in $(seq 1 100); do echo "func f$i(_ x: [Int]) -> Int { x.map { \$0 * $i }.filter { \$0 % 3 == 0 }.reduce(0, +) }"; done >"$calibration"
echo 'print(f1([1, 2, 3]))' >>"$calibration"
row 'a fixed compile (the machine'"'"'s speed now, for comparing tables)' "$(seconds swiftc -O "$calibration" -o "$work/calibration")"

# A newcomer: the README's two commands, in order, on a fresh clone.
row '`swift run book tour` (fresh clone, builds everything)' "$(seconds swift run book tour)"
row 'then `swift test`' "$(seconds swift test)"
row 'the test run alone (`swift test --skip-build`)' "$(seconds swift test --skip-build)"

# The author's steps take a second or two, where a shared machine's noise is a few tenths:
# each runs ROUNDS times (default 5) and the table shows the median (of an even count, the
# lower of the middle two).
rounds="${ROUNDS:-5}"
case "$rounds" in
    *[!0-9]* | "" | 0) echo "bench: ROUNDS must be a whole number of at least 1 (it is '$rounds')" >&2; exit 2 ;;
esac
# median COMMAND...: the median of ROUNDS timed runs; PREPARE and UNDO (functions) run around
# each one, untimed.
median() {
    local times=()
    for _ in $(seq 1 "$rounds"); do
        prepare
        times+=("$(seconds "$@")")
        undo
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}

# An author: edit one page (a blank line at its end, so its output stays the same: a comment
# in visible code would be a lint problem, since it could not be translated), then tour it.
# The same page in every revision (WillSetOrDidSet, which each edition has kept), wherever the
# book puts it: the row times the author's loop, not whichever page happens to come first in a
# chapter. Folder names start with their place in the book.
page=$(ls -d Chapters/*/Pages/*-WillSetOrDidSet.playgroundpage/main.swift)
chapter_folder=${page#Chapters/}
chapter_folder=${chapter_folder%%/*}
page_folder=$(basename "$(dirname "$page")")
tour_page=(swift run book tour --chapter "$((10#${chapter_folder%%-*}))" --page "$((10#${page_folder%%-*}))")
prepare() { echo "" >>"$page"; }
undo() { git checkout -q -- "$page"; "${tour_page[@]}" >/dev/null 2>&1; }
row 'edit one page (WillSetOrDidSet), then `swift run book tour` of it' "$(median "${tour_page[@]}")"

# Edit a Shared file the pages import, then the same page.
shared=$(ls Shared/UserModules/Shop/Sources/CartScript.swift)
prepare() { echo "// bench: an edit" >>"$shared"; }
undo() { git checkout -q -- "$shared"; "${tour_page[@]}" >/dev/null 2>&1; }
row 'edit Shared, then the same' "$(median "${tour_page[@]}")"

prepare() { :; }
undo() { :; }
row '`swift run book tour` with everything built' "$(median swift run book tour)"
# What reads every line of every page and translation: the lint (with the sources).
row '`swift run book lint` with everything built' "$(median swift run book lint)"

# BREAKDOWN=1: where a fresh tour's time goes, on a second fresh clone.
if [ "${BREAKDOWN:-0}" = 1 ]; then
    git clone -q "$repo" "$work/second"
    git -C "$work/second" checkout -q "$rev"
    cd "$work/second"
    row 'breakdown: `swift package resolve`' "$(seconds swift package resolve)"
    row 'breakdown: `swift build --product book`' "$(seconds swift build --product book)"
    row 'breakdown: then `swift run book tour` (pages compiled and run)' "$(seconds swift run book tour)"
    cd "$work/clone"
fi

echo
echo "commit $(git rev-parse --short HEAD), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1)"
echo '| step | time |'
echo '|---|---|'
printf '%s\n' "${rows[@]}"
[ "${KEEP:-0}" = 1 ] && echo "clone kept in $work/clone"
exit 0
