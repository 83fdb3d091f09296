#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Regenerates resources/sample/callgrind.out.sample: a real valgrind run of sample.c with
# instruction-level data, jumps, and cache and branch simulation. The committed file is the output of this script.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Compiled from inside resources/sample so the profile names the source relative to itself.
(cd "$here/resources/sample" && gcc -g -O1 -fno-inline -fno-optimize-sibling-calls -o "$work/wordfreq" sample.c)
valgrind --tool=callgrind --dump-instr=yes --collect-jumps=yes --cache-sim=yes --branch-sim=yes \
    --callgrind-out-file="$work/callgrind.out" "$work/wordfreq" > /dev/null
# Make the file independent of the temporary folder it was made in.
sed -e "s|$work/||g" -e "s|$here/resources/sample/||g" "$work/callgrind.out" > "$here/resources/sample/callgrind.out.sample"
ls -l "$here/resources/sample/callgrind.out.sample"
