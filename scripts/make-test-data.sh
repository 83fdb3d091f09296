#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Regenerates the real profiles in tests/data from valgrind runs of tests/data/cycle.c (and of
# tests/data/twins.cpp, for its names), and the reports tests/core/tst_testdata compares them with. The committed files are this script's output:
#   bash scripts/make-test-data.sh [TALLY_BINARY]   (default: build-release/app/tally)
# Rerun it when a report's format changes on purpose, and read the diff of the .tsv files: a number
# that moves there is a change in what Tally computes.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
data="$here/tests/data"
tally=${1:-$here/build-release/app/tally}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Compiled from inside tests/data so the profiles name the source relative to itself.
(cd "$data" && gcc -g -O1 -fno-inline -fno-optimize-sibling-calls -o "$work/cycle" cycle.c)
(cd "$data" && g++ -std=c++17 -g -O1 -fno-inline -fno-optimize-sibling-calls -o "$work/twins" twins.cpp)
program=cycle
run() { # run OUT TOOL_OPTIONS...: OUT and the dump files OUT.N beside it
    local out=$1
    shift
    (cd "$work" && valgrind -q "$@" "$work/$program")
    # Independent of the temporary folder it was made in.
    sed -i -e "s|$work/||g" -e "s|$data/||g" "$out"*
}
# Three dumps and the end of the run as four parts of one file, only what main runs.
run "$work/callgrind.out.cycle" --tool=callgrind --callgrind-out-file="$work/callgrind.out.cycle" \
    --toggle-collect=main --combine-dumps=yes
cp "$work/callgrind.out.cycle" "$data/"
# The same dumps as a run of four files, as callgrind writes them without --combine-dumps.
mkdir -p "$work/run" "$data/run"
rm -f "$data"/run/callgrind.out.*
run "$work/run/callgrind.out.7" --tool=callgrind --callgrind-out-file="$work/run/callgrind.out.7" \
    --toggle-collect=main
cp "$work"/run/callgrind.out.7* "$data/run/"
# The whole process (four parts) with instructions, jumps and cache simulation, compressed.
run "$work/callgrind.out.instr" --tool=callgrind --callgrind-out-file="$work/callgrind.out.instr" \
    --dump-instr=yes --collect-jumps=yes --cache-sim=yes --combine-dumps=yes
gzip -9n < "$work/callgrind.out.instr" > "$data/callgrind.out.instr.gz"
# Callers' contexts as names (f'g'h), which the flame graph uses as real stacks.
run "$work/callgrind.out.contexts" --tool=callgrind \
    --callgrind-out-file="$work/callgrind.out.contexts" --toggle-collect=main --separate-callers=3 --combine-dumps=yes
cp "$work/callgrind.out.contexts" "$data/"
# Cachegrind's own format (no calls).
run "$work/cachegrind.out.cycle" --tool=cachegrind --cachegrind-out-file="$work/cachegrind.out.cycle"
gzip -9n < "$work/cachegrind.out.cycle" > "$data/cachegrind.out.cycle.gz"
# Template twins: C++ names that differ only inside long template arguments, compressed.
program=twins
run "$work/callgrind.out.twins" --tool=callgrind --callgrind-out-file="$work/callgrind.out.twins" \
    --toggle-collect=main
gzip -9n < "$work/callgrind.out.twins" > "$data/callgrind.out.twins.gz"

# The reports, with and without cycle detection; a run is given as its files, in name order.
cd "$data"
report() { # report NAME FILE...
    local name=$1
    shift
    "$tally" --report --format=tsv "$@" > "report/$name.tsv"
    "$tally" --report --format=tsv --no-cycles "$@" > "report/$name.no-cycles.tsv"
}
report callgrind.out.cycle callgrind.out.cycle
report run run/callgrind.out.7*
report callgrind.out.instr callgrind.out.instr.gz
report callgrind.out.contexts callgrind.out.contexts
report cachegrind.out.cycle cachegrind.out.cycle.gz
du -sh "$data"
