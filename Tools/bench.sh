#!/usr/bin/env bash
# A benchmark, not a test: times what a newcomer and an author meet, on a fresh clone of this
# repository's HEAD (or of REV), and prints one table. Nothing fails when the machine is slow.
#
#   Tools/bench.sh            # fresh clone of HEAD into a temporary folder
#   Tools/bench.sh REV        # fresh clone at REV (e.g. a commit from before a change)
#   KEEP=1 Tools/bench.sh     # keep the clone (its path is printed) for a look afterwards
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
seconds() {
    local start end
    start=$(date +%s.%N)
    if ! "$@" >"$work/last.log" 2>&1; then
        tail -n 30 "$work/last.log"
        echo "bench: '$*' failed" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}
row() { rows+=("| $1 | $2 s |"); echo "$1: $2 s" >&2; }

# A newcomer: the README's two commands, in order, on a fresh clone.
row '`swift run book tour` (fresh clone, builds everything)' "$(seconds swift run book tour)"
row 'then `swift test`' "$(seconds swift test)"
row 'the test run alone (`swift test --skip-build`)' "$(seconds swift test --skip-build)"

# An author: edit one page (a blank line at its end, so its output stays the same: a comment
# in visible code would be a lint problem, since it could not be translated), then tour it.
page=$(ls -d Chapters/03-*/Pages/01-*/main.swift)
echo "" >>"$page"
row 'edit one page, then `swift run book tour --chapter 3 --page 1`' "$(seconds swift run book tour --chapter 3 --page 1)"
git checkout -q -- "$page"
swift run book tour --chapter 3 --page 1 >/dev/null 2>&1

# Edit a Shared file the pages import, then the same page.
shared=$(ls Shared/UserModules/Shop/Sources/CartScript.swift)
echo "// bench: an edit" >>"$shared"
row 'edit Shared, then the same' "$(seconds swift run book tour --chapter 3 --page 1)"
git checkout -q -- "$shared"
swift run book tour --chapter 3 --page 1 >/dev/null 2>&1

row '`swift run book tour` with everything built' "$(seconds swift run book tour)"

echo
echo "commit $(git rev-parse --short HEAD), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1)"
echo '| step | time |'
echo '|---|---|'
printf '%s\n' "${rows[@]}"
[ "${KEEP:-0}" = 1 ] && echo "clone kept in $work/clone"
exit 0
