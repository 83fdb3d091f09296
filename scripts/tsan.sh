#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Builds the `tsan` preset (ThreadSanitizer, build-tsan) and runs the suites whose code runs on
# more than one thread: the loader (two halves, read-ahead, files changing under it, detail rows
# read from the file by several threads at once), the string table (context names built on first
# use), the short names (made while views read them), the LoadController, the Session, LatestJob,
# the comparison, the file watcher, the item models, and every widget suite (the views' work runs
# on LatestJobs), closing the window mid-job included.
# Any race report fails its suite (ThreadSanitizer exits with 66); the suppressions, each with
# its reason, are in scripts/sanitizers/tsan.supp (the `tsan` test preset sets TSAN_OPTIONS).
#   bash scripts/tsan.sh             build, then run every suite below
#   bash scripts/tsan.sh -R session  only the suites matching a ctest regex
# Not part of CI (its build and run take about as long as the rest of CI together).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

suites=(
    tst_loader tst_readahead tst_misbehavingfiles tst_deepcallchain tst_cutpoints tst_stringtable
    tst_detailsondemand
    tst_shortnames
    tst_latestjob tst_loadcontroller tst_session tst_comparisonmodel tst_profilewatcher
    tst_comparedevents tst_coveragemodel tst_flametreemodel tst_flatprofilemodel tst_partsmodel
    tst_relationcomparisonmodel
    tst_callgraphview tst_callmapview tst_flamegraphview tst_sourceview tst_compareview tst_parts
    tst_closemidjob tst_mainwindow tst_navigation tst_comparedviews tst_copy tst_eventtypes
    tst_exportfailures tst_livewatch tst_longtextdelegate tst_numbercolumns tst_theme
    tally_soak
)
regex="^($(IFS='|'; echo "${suites[*]}"))\$"
if (($# > 0)); then
    [[ $1 == -R && $# -eq 2 ]] || { echo "usage: bash scripts/tsan.sh [-R REGEX]" >&2; exit 2; }
    regex=$2
fi

cd "$root"
started=$SECONDS
cmake --preset tsan
# Only what the suites need: the whole tree under TSan takes far longer to build.
cmake --build --preset tsan --parallel "$(nproc)" --target "${suites[@]}"
built=$SECONDS
# One suite at a time: TSan multiplies each one's memory and time, and timing tests need a core.
ctest --preset tsan -R "$regex" --parallel 1
echo "tsan.sh: built in $((built - started)) s, tested in $((SECONDS - built)) s"
