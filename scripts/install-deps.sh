#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs every Debian 12 package Tally needs to build, test, benchmark and package (the icon's
# PNG sizes, cpack -G DEB), and the validators scripts/check-install.sh runs. Idempotent: packages
# already present are skipped, and `apt-get update` runs at most once per invocation, only when
# something is missing.
set -euo pipefail

packages=(
    # build-essential brings gcc 12 and, through libgcc-12-dev, the ASan, UBSan, LSan and TSan
    # runtimes the asan and tsan presets link.
    build-essential cmake ninja-build pkg-config git
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools # lupdate and lrelease (resources/translations)
    libqt6opengl6-dev libgl-dev zlib1g-dev libgraphviz-dev graphviz
    valgrind binutils xvfb xauth libbenchmark-dev
    qt6-qpa-plugins fonts-dejavu-core
    librsvg2-bin dpkg-dev file desktop-file-utils appstream shared-mime-info libglib2.0-bin
    mandoc groff-base man-db
    clang-format clang-tidy
    # clang and its libFuzzer, ASan and UBSan runtimes, for the fuzz targets (scripts/fuzz.sh).
    clang libclang-rt-14-dev
    # lld links the test executables several times faster than GNU ld (CMakeLists.txt).
    lld
)

missing=()
for p in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi

sudo_cmd=()
[[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
echo "install-deps: installing ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
