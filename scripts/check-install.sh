#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Installs a build into a staging folder and checks every installed file with its validator: the
# desktop entry (desktop-file-validate), the AppStream metadata (appstreamcli), the MIME package
# (update-mime-database, then what GIO detects for files named and unnamed, including the shared
# corpus of real producers' files), the man page (mandoc, groff, man), the icons and the binary.
# Then packages the build with `cpack -G DEB` and checks the package (dpkg-deb; lintian if present).
# Usage: bash scripts/check-install.sh [BUILD_DIR]   (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shared=${TALLY_SHARED_DIR:-$root/../shared}
id=io.github.tally_profiler.tally

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
stage=$work/stage
usr=$stage/usr
share=$usr/share
log=$work/log
passed=0
failed=0

# check WHAT COMMAND...: runs the command, prints ok or FAIL with its output.
check() {
    local what=$1
    shift
    if "$@" >"$log" 2>&1; then
        echo "ok    $what"
        passed=$((passed + 1))
    else
        echo "FAIL  $what"
        sed 's/^/      /' "$log"
        failed=$((failed + 1))
    fi
}

cmake --install "$build" --prefix "$usr" >/dev/null

# --- the files are there -----------------------------------------------------------------------
expected=(
    bin/tally
    "share/applications/$id.desktop"
    "share/metainfo/$id.metainfo.xml"
    "share/mime/packages/$id.xml"
    share/man/man1/tally.1
    "share/icons/hicolor/scalable/apps/$id.svg"
)
# The window module, in lib/<multiarch>/tally (or lib/tally without a multiarch name).
module=$(cd "$usr" && find lib -path '*/tally/tally-window.so' | head -1)
expected+=("${module:-lib/tally/tally-window.so}")
sizes=(16 22 24 32 48 64 128 256)
for size in "${sizes[@]}"; do
    expected+=("share/icons/hicolor/${size}x${size}/apps/$id.png")
done
all_present() {
    local missing=0
    for file in "${expected[@]}"; do
        [[ -s $usr/$file ]] || { echo "missing: $file"; missing=1; }
    done
    [[ -x $usr/bin/tally ]] || { echo "bin/tally is not executable"; missing=1; }
    return $missing
}
check "the ${#expected[@]} files are installed" all_present

# --- desktop entry and AppStream metadata ------------------------------------------------------
check "desktop-file-validate $id.desktop" desktop-file-validate "$share/applications/$id.desktop"
desktop_fields() {
    local entry=$share/applications/$id.desktop
    grep -qx "Icon=$id" "$entry" || { echo "Icon= is not $id"; return 1; }
    grep -qx 'Exec=tally %F' "$entry" || { echo "Exec= is not 'tally %F'"; return 1; }
    grep -q '^MimeType=.*application/x-kcachegrind;' "$entry" || { echo "no MimeType"; return 1; }
}
check "the desktop entry names the icon, 'tally %F' and application/x-kcachegrind" desktop_fields
check "appstreamcli validate --no-net $id.metainfo.xml" \
    appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml"
check "appstreamcli validate-tree --no-net (metadata, desktop entry and icon agree)" \
    appstreamcli validate-tree --no-net "$stage"
release_matches() {
    local version
    version=$(QT_QPA_PLATFORM=offscreen "$usr/bin/tally" --version | awk '{print $2}')
    grep -q "<release version=\"$version\"" "$share/metainfo/$id.metainfo.xml" ||
        { echo "no <release> for version $version"; return 1; }
}
check "the metadata has a release entry for tally --version" release_matches

# --- MIME package: what GIO detects with it ----------------------------------------------------
check "update-mime-database" update-mime-database "$share/mime"
mime_of() {
    XDG_DATA_DIRS="$share:/usr/share" XDG_DATA_HOME="$work/nohome" \
        gio info -a standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'
}
# expect_type TYPE FILE...: every file is detected as TYPE.
expect_type() {
    local type=$1 wrong=0
    shift
    for file in "$@"; do
        local got
        got=$(mime_of "$file")
        [[ $got == "$type" ]] || { echo "$(basename "$file"): $got, not $type"; wrong=1; }
    done
    return $wrong
}
files=$work/files
mkdir -p "$files/named" "$files/unnamed" "$files/other" "$files/corpus"
sample=$root/resources/sample/callgrind.out.sample
cp "$sample" "$files/named/callgrind.out.1234"
cp "$sample" "$files/named/cachegrind.out.1234"
cp "$sample" "$files/named/profile.callgrind"
gzip -c "$sample" >"$files/named/callgrind.out.1234.gz"
gzip -c "$sample" >"$files/named/profile.callgrind.gz"
check "by name: callgrind.out.*, cachegrind.out.*, *.callgrind" expect_type \
    application/x-kcachegrind "$files/named/"{callgrind.out.1234,cachegrind.out.1234,profile.callgrind}
check "by name: *.callgrind.gz is the gzip variant" expect_type \
    application/x-kcachegrind+gzip "$files/named/profile.callgrind.gz"
# The first lines of each producer's files (as in ../shared/corpus/external), under a name that
# says nothing, one per rule of the package's magic.
headers=(
    'valgrind-3.13:# callgrind format\nversion: 1\ncreator: callgrind-3.19.0\npid: 1\ncmd:  ./a\n'
    'valgrind-3.3:version: 1\ncreator: callgrind-3.3.0-Debian\npid: 1\ncmd:  ./a\npart: 1\n'
    'xdebug-3:version: 1\ncreator: xdebug 3.1.5 (PHP 8.1.10)\ncmd: /var/www/a.php\npart: 1\n'
    'xdebug-2-crlf:version: 1\r\ncreator: xdebug 2.3.2\r\ncmd: E:/www/a.php\r\npart: 1\r\n'
    'xdebug-0.9.6:version: 0.9.6\ncmd: /var/www/a.php\npart: 1\n\nevents: Time\n'
    'xdebug-append:\r\n==== NEW PROFILING FILE ======\r\nversion: 0.9.6\r\ncmd: a.php\r\n'
    'cachegrind-3.21:desc: I1 cache:         32768 B, 64 B, 8-way associative\ncmd: ./a\n'
    'cachegrind-3.22:cmd: ./concord ../cg_main.c\nevents: Ir\nfl=a.c\nfn=main\n1 2\n'
    'cg-annotate-test:desc: DescA\ncmd: my-command\nevents: Ir\n\nfl=a.c\n'
    'gperftools:events: Hits\n\nfl=(1) /build/a.c\nfn=(1) main\n'
    'lsprofcalltree:events: Ticks\nsummary: 1482829\nfi=~\nfn=<built-in method x>\n0 5\n'
    'go-pprof:positions: instr line\nevents: cpu(ms)\n\nob=(1) /path/to/binary\n'
    'pyprof2calltree:event: ns : Nanoseconds\nevents: ns\nsummary: 6440400100\nfl=a.py\n'
)
for header in "${headers[@]}"; do
    name=${header%%:*}
    printf '%b' "${header#*:}" >"$files/unnamed/${name//./_}" # no suffix such as .3 (man pages)
done
check "by content: ${#headers[@]} producers' first lines, unnamed" expect_type \
    application/x-kcachegrind "$files/unnamed/"*
printf 'hello\n' >"$files/other/note"
printf 'version: 1\nname: settings\n' >"$files/other/settings"
printf 'events: the meeting moves to Tuesday\nagenda follows\n' >"$files/other/minutes"
check "by content: text that merely starts alike stays text/plain" expect_type \
    text/plain "$files/other/"*
corpus=$shared/corpus/external
if [[ -d $corpus ]]; then
    # Every real producer's file, renamed to say nothing; KCachegrind's malformed test inputs
    # (handwritten, with no producer's header) are left out.
    n=0
    while IFS= read -r -d '' file; do
        n=$((n + 1))
        cp "$file" "$files/corpus/profile$n"
    done < <(find "$corpus" -type f ! -name SOURCES.tsv ! -name 'KDE__kcachegrind__cg-bad*' -print0)
    check "by content: the shared corpus's $n real files, unnamed" expect_type \
        application/x-kcachegrind "$files/corpus/"*
else
    echo "skip  the shared corpus (no $corpus)"
fi
check "update-desktop-database" update-desktop-database "$share/applications"
default_app() {
    local app # GIO lists the entry only when its TryExec=tally is on the PATH
    app=$(PATH="$usr/bin:$PATH" XDG_DATA_DIRS="$share:/usr/share" XDG_DATA_HOME="$work/nohome" \
        XDG_CONFIG_HOME="$work/nohome" XDG_CONFIG_DIRS="$work/nohome" \
        gio mime application/x-kcachegrind | head -1)
    [[ $app == *"$id.desktop"* ]] || { echo "$app"; return 1; }
}
check "gio: the default application for application/x-kcachegrind is $id.desktop" default_app

# --- man page ----------------------------------------------------------------------------------
page=$share/man/man1/tally.1
check "mandoc -Tlint tally.1" mandoc -Tlint -W warning "$page"
check "groff -man -ww tally.1" bash -c "groff -man -Tutf8 -ww -z '$page' 2>&1 | tee /dev/stderr | (! grep -q .)"
check "man --warnings tally.1" bash -c \
    "LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z '$page' 2>&1 >/dev/null | tee /dev/stderr | (! grep -q .)"

# --- icons and binary ---------------------------------------------------------------------------
png_sizes() {
    local wrong=0
    for size in "${sizes[@]}"; do
        local png=$share/icons/hicolor/${size}x${size}/apps/$id.png
        file -b "$png" | grep -q "PNG image data, $size x $size," ||
            { echo "$png: $(file -b "$png")"; wrong=1; }
    done
    return $wrong
}
check "PNG icons of ${sizes[*]} pixels" png_sizes
check "the SVG icon renders" rsvg-convert --width=64 --output "$work/icon.png" \
    "$share/icons/hicolor/scalable/apps/$id.svg"
check "the installed tally runs (--version)" env QT_QPA_PLATFORM=offscreen "$usr/bin/tally" --version
check "the installed tally reports on the sample" env QT_QPA_PLATFORM=offscreen \
    "$usr/bin/tally" --report --limit=3 "$sample"
installed_screenshot() {
    env QT_QPA_PLATFORM=offscreen "$usr/bin/tally" --screenshot="$work/installed.png" \
        --size=1280x800 "$sample" && file -b "$work/installed.png" | grep -q "PNG image data, 1280 x 800,"
}
check "the installed tally loads its window module (--screenshot)" installed_screenshot

# --- Debian package -----------------------------------------------------------------------------
deb_package() {
    (cd "$build" && cpack -G DEB -B "$work/deb") || return 1
    local deb
    deb=$(ls "$work"/deb/tally_*.deb)
    dpkg-deb --info "$deb" | tee "$work/control"
    grep -q '^ Package: tally$' "$work/control" && grep -q '^ Section: devel$' "$work/control" &&
        grep -q '^ Depends: .*libqt6widgets6' "$work/control" &&
        grep -q '^ Depends: .*libgvc6' "$work/control" &&
        grep -q '^ Recommends: binutils' "$work/control" || { echo "control fields missing"; return 1; }
    dpkg-deb --contents "$deb" | tee "$work/contents"
    for file in "${expected[@]}"; do
        [[ $file == */man1/tally.1 ]] && file=$file.gz
        grep -q "\./usr/$file\$" "$work/contents" || { echo "not in the package: $file"; return 1; }
    done
}
check "cpack -G DEB: control fields and every installed file" deb_package
if command -v lintian >/dev/null; then
    check "lintian (errors and warnings)" lintian --fail-on error,warning "$work"/deb/tally_*.deb
else
    echo "skip  lintian (not installed)"
fi

if ((failed > 0)); then
    echo "check-install: $failed of $((passed + failed)) checks FAILED"
    exit 1
fi
echo "check-install: all $passed checks passed"
