#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs, builds (the release preset in build-release/, which scripts/test.sh then reuses) and
# opens Tally's window on the bundled sample profile (a real valgrind run).
# Extra arguments go to tally, e.g. --report to print the flat profile without a window.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/build.sh"
exec "$root/build-release/app/tally" "$@" "$root/resources/sample/callgrind.out.sample"
