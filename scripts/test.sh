#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs, builds and runs every test (QtTest suites registered with CTest), by default twice:
# the Release build (build-release) and the AddressSanitizer + UndefinedBehaviorSanitizer build
# (build-asan), both with warnings as errors; see CMakePresets.json. CI runs exactly this.
#   bash scripts/test.sh                    release, then asan
#   bash scripts/test.sh --preset asan      one preset only (dev, release, asan or tsan)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

presets=(release asan)
while (($# > 0)); do
    case "$1" in
    --preset)
        [[ $# -ge 2 ]] || { echo "test.sh: --preset needs a name" >&2; exit 2; }
        presets=("$2")
        shift 2
        ;;
    --preset=*)
        presets=("${1#--preset=}")
        shift
        ;;
    *)
        echo "usage: bash scripts/test.sh [--preset dev|release|asan|tsan]" >&2
        exit 2
        ;;
    esac
done

bash "$root/scripts/install-deps.sh"
cd "$root"
jobs=$(nproc)
summary=()
for preset in "${presets[@]}"; do
    echo "test.sh: === $preset ==="
    started=$SECONDS
    cmake --preset "$preset"
    cmake --build --preset "$preset" --parallel "$jobs"
    built=$SECONDS
    ctest --preset "$preset" --parallel "$jobs"
    summary+=("$preset: build $((built - started)) s, tests $((SECONDS - built)) s")
done
printf 'test.sh: %s\n' "${summary[@]}"
