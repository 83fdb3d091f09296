#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (clang, ASan + UBSan, build-fuzz) and runs each from its seed corpus
# (fuzz/corpus/<target>) for a share of the time, one at a time; any crash, sanitizer report,
# timeout or disagreement fails. New inputs go to a scratch folder, not to the checked-in corpus.
#   bash scripts/fuzz.sh                     2 minutes in all, seed 1 (CI)
#   bash scripts/fuzz.sh --seconds 3600      longer
#   bash scripts/fuzz.sh --seed 0            a new random seed (libFuzzer picks and prints it)
# CI's fixed seed makes a run repeatable: a tree that passed here passes there (the same
# mutations in the same order, as far as the time allows); exploring goes on with other seeds
# and longer runs by hand, and what they find is fixed and added to the seed corpus.
# See docs/fuzzing.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

seconds=120
seed=1
while (($# > 0)); do
    case "$1" in
    --seconds)
        [[ $# -ge 2 ]] || { echo "fuzz.sh: --seconds needs a number" >&2; exit 2; }
        seconds=$2
        shift 2
        ;;
    --seed)
        [[ $# -ge 2 ]] || { echo "fuzz.sh: --seed needs a number" >&2; exit 2; }
        seed=$2
        shift 2
        ;;
    *)
        echo "usage: bash scripts/fuzz.sh [--seconds N] [--seed N]" >&2
        exit 2
        ;;
    esac
done

targets=(analyses load names)
# Each input of analyses and load takes one of their ways (a part selection, cycles and an event
# type; a cut or gzip, after the one-pass load), still many times the work of a name: they get
# most of the time; names is small and saturates quickly.
shares=(45 40 15)
# Inputs up to this many bytes: profiles of a few pages reach every parser and analysis branch;
# names longer than a few KB only slow the search (megabyte names are a test of their own).
max_lens=(65536 65536 4096)
# libFuzzer's entropic schedule counts every feature of every run: on analyses, whose inputs hit
# tens of thousands of features in little time, that was 40 % of the run (twice the inputs
# without it, at the same coverage after 30 s). The others keep it.
entropic=(0 1 1)

cd "$root"
started=$SECONDS
# A unity build, as the asan preset: core compiles in about a third of the time.
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DTALLY_UNITY_BUILD=ON -DTALLY_BUILD_FUZZ=ON -DTALLY_BUILD_BENCH=OFF -DCMAKE_COMPILE_WARNING_AS_ERROR=ON
cmake --build build-fuzz --parallel "$(nproc)" \
    --target "${targets[@]/#/tally_fuzz_}"
built=$SECONDS

scratch=$(mktemp -d)
artifacts=$root/build-fuzz/artifacts # failing inputs, kept
mkdir -p "$artifacts"
trap 'rm -rf "$scratch"' EXIT
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
for i in "${!targets[@]}"; do
    target=${targets[$i]}
    time=$((seconds * shares[i] / 100))
    ((time > 0)) || time=1
    mkdir -p "$scratch/$target"
    echo "fuzz.sh: $target for $time s"
    # -timeout: an input that takes seconds is a finding; -rss_limit_mb: so is one that takes
    # gigabytes.
    log="$scratch/$target.log"
    if ! "build-fuzz/fuzz/tally_fuzz_$target" -seed="$seed" -max_total_time="$time" -timeout=10 \
        -entropic="${entropic[$i]}" \
        -rss_limit_mb=2048 -max_len="${max_lens[$i]}" -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$scratch/$target" "fuzz/corpus/$target" >"$log" 2>&1; then
        tail -n 100 "$log" >&2
        echo "fuzz.sh: $target found a failure (above); the input is in build-fuzz/artifacts" >&2
        exit 1
    fi
    grep -E '^(#[0-9]+ +DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || true
done
echo "fuzz.sh: build $((built - started)) s, fuzzing $((SECONDS - built)) s"
