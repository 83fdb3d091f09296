#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# The style checks CI runs after the tests: clang-format on every tracked C++ file (the repository's
# .clang-format), the translation template (lupdate reads every tr() and the checked-in
# resources/translations/*.ts match the sources: scripts/update-translations.sh), and clang-tidy
# (the repository's .clang-tidy, warnings as errors) on the sources of core/, ui/ and app/.
# clang-tidy reads the compile commands and moc output of a build:
#   bash scripts/lint.sh [BUILD_DIR]        (default: build-release, built first)
# A unity build (the asan preset: eight sources a translation unit) is checked a batch at a time:
# clang-tidy parses the Qt headers and walks their declarations once for eight files instead of
# once for each (on 2 cores: 882 s for every file alone, 176 s for the batches, this whole script),
# and a finding in a batch's source is reported at its own file and line (.clang-tidy's
# HeaderFilterRegex admits the .cpp files). Release is built file by file, so a source that
# leans on its batch for an include still fails there.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-release}
[[ -d $build ]] && build=$(cd "$build" && pwd)
cd "$root"
bash scripts/install-deps.sh
started=$SECONDS

git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run --Werror
echo "lint.sh: clang-format clean"

bash scripts/update-translations.sh --check

if [[ ! -f "$build/compile_commands.json" ]]; then
    echo "lint.sh: no compile_commands.json in $build: build it first" >&2
    exit 2
fi
# clang-tidy takes its settings from the .clang-tidy above the file it checks: a batch's file
# lies in the build folder, so that folder has to be inside the repository.
if grep -q '/Unity/unity_' "$build/compile_commands.json" && [[ $build != "$root"/* ]]; then
    echo "lint.sh: $build is a unity build outside the repository: build it inside" >&2
    exit 2
fi
# clang-tidy compiles each file without the build's precompiled headers (GCC's, which clang cannot
# read; scripts/TallyPrecompiledHeaders.cmake): a file that relies on them for an include fails.
tidy_db=$build/clang-tidy
mkdir -p "$tidy_db"
sed -E 's# -Winvalid-pch -include [^ ]*/cmake_pch\.hxx##g' "$build/compile_commands.json" \
    >"$tidy_db/compile_commands.json"
tidy=$(command -v run-clang-tidy-14 || command -v run-clang-tidy)
# run-clang-tidy exits non-zero when any file has a finding (every check is an error here).
# The sources of core/, ui/ and app/, or the unity batches that include them (CMake leaves a
# source out of the batches when it has options of its own: it is then checked alone).
sources="^$root/(core|ui|app)/.*\\.cpp\$"
batches="^$build/(core|ui|app)/.*/Unity/unity_[0-9]+_cxx\\.cxx\$"
"$tidy" -p "$tidy_db" -j "$(nproc)" -quiet "$sources" "$batches" >"$build/clang-tidy.log" 2>&1 || {
    grep -E 'error:|warning:' "$build/clang-tidy.log" | sort -u >&2
    echo "lint.sh: clang-tidy found the above (full output: $build/clang-tidy.log)" >&2
    exit 1
}
echo "lint.sh: clang-tidy clean ($((SECONDS - started)) s)"
