#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs what Tally needs (once), then configures and builds it in build/ (Release).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/install-deps.sh"
generator=()
[[ -f "$root/build/CMakeCache.txt" ]] || generator=(-G Ninja)
cmake -S "$root" -B "$root/build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release
cmake --build "$root/build" --parallel "$(nproc)"
