#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs the Debian package on a clean Debian 12 and opens a profile from its file type, as a
# file manager does. Builds a minimal bookworm root with debootstrap, installs the .deb with apt
# (which must bring every runtime dependency: nothing else is installed first), then checks:
#   - `tally --version`, and a screenshot of a profile offscreen (the Qt plugins came along);
#   - GIO, which file managers use, sees application/x-kcachegrind for a profile by its name and,
#     renamed to a name that says nothing, by its content;
#   - `gio open` on the renamed profile under Xvfb starts Tally with that file (the desktop entry is
#     the type's default), and a grab of the X screen shows the loaded profile.
# Needs root and the Debian mirror; takes about 5 minutes and 1 GB in a temporary folder. Not part
# of CI (network, time): run it before a release.
# Usage: bash scripts/check-deb-clean.sh PACKAGE.deb PROFILE [OUT_PNG]
set -euo pipefail
deb=$(realpath "${1:?usage: check-deb-clean.sh PACKAGE.deb PROFILE [OUT_PNG]}")
profile=$(realpath "${2:?usage: check-deb-clean.sh PACKAGE.deb PROFILE [OUT_PNG]}")
out=${3:-opened-by-file-type.png}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

[[ $(id -u) == 0 ]] || { echo "check-deb-clean.sh: needs root (debootstrap, chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || apt-get install -y debootstrap >/dev/null

root=$(mktemp -d)
chmod 755 "$root" # the root of the new system: its service users (_apt, man) must enter it
cleanup() {
    umount "$root/proc" "$root/dev" 2>/dev/null || true
    rm -rf --one-file-system "$root"
}
trap cleanup EXIT

echo "== debootstrap bookworm (minbase)"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 ||
    { tail "$root.log"; exit 1; }
rm -f "$root.log"
cp /etc/resolv.conf "$root/etc/"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mkdir -p "$root/tmp/check"
cp "$deb" "$root/tmp/check/tally.deb"
cp "$profile" "$root/tmp/check/callgrind.out.4242"
cp "$profile" "$root/tmp/check/measurements.data"

in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root bash -c "$1"; }
failed=0
check() { # check WHAT SHELL_COMMAND: runs it in the clean root, prints ok or FAIL.
    if out_text=$(in_root "$2" 2>&1); then echo "ok    $1"; else
        echo "FAIL  $1"; sed 's/^/      /' <<<"$out_text"; failed=$((failed + 1)); fi
}

echo "== apt-get install ./tally.deb on a root with $(in_root 'dpkg -l | grep -c ^ii') packages"
in_root 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/check/tally.deb' \
    >"$root/apt.log" 2>&1 || { tail -20 "$root/apt.log"; exit 1; }
echo "   now $(in_root 'dpkg -l | grep -c ^ii') packages"

check "tally --version runs" 'tally --version'
check "offscreen screenshot of the profile" \
    'cd /tmp/check && QT_QPA_PLATFORM=offscreen tally --screenshot=shot.png --size=1280x800 callgrind.out.4242 && test -s shot.png'

# What a desktop has and the package does not need: X, GIO, the MIME database, screen grabs.
in_root 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends xvfb xauth shared-mime-info desktop-file-utils libglib2.0-bin x11-apps netpbm' \
    >"$root/apt.log" 2>&1 || { tail -20 "$root/apt.log"; exit 1; }
check "GIO types callgrind.out.4242 by its name" \
    'gio info -a standard::content-type /tmp/check/callgrind.out.4242 | grep -q "application/x-kcachegrind$"'
check "GIO types measurements.data by its content" \
    'gio info -a standard::content-type /tmp/check/measurements.data | grep -q "application/x-kcachegrind$"'
check "Tally is the default application of the type" \
    'gio mime application/x-kcachegrind | grep -q "^Default application.*io.github.tally_profiler.tally.desktop"'

cat >"$root/tmp/check/open.sh" <<'EOF'
cd /tmp/check
gio open /tmp/check/measurements.data
for _ in $(seq 50); do
    pgrep -f "^tally /tmp/check/measurements.data" >/dev/null && break
    sleep 0.2
done
sleep 4 # let the window load the profile and paint
xwd -root -silent | xwdtopnm 2>/dev/null | pnmtopng >screen.png
pgrep -af "^tally /tmp/check/measurements.data"
EOF
check "gio open starts Tally on the file" \
    'xvfb-run -a -s "-screen 0 1280x800x24" bash /tmp/check/open.sh'
cp "$root/tmp/check/screen.png" "$out" 2>/dev/null && echo "   screen grab: $out"

[[ $failed == 0 ]] && echo "all checks passed" || { echo "$failed check(s) failed"; exit 1; }
