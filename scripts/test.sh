#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs, builds and runs every test (QtTest suites registered with CTest).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/build.sh"
cd "$root/build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" --timeout 1500
