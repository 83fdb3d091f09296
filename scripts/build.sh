#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs what Tally needs (once), then configures and builds the release preset in build-release/
# (CMakePresets.json): the same build scripts/test.sh tests first, so running the sample and then
# the tests compiles the Release build once.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/install-deps.sh"
cd "$root"
cmake --preset release
cmake --build --preset release --parallel "$(nproc)"
