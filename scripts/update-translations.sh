#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Extracts the user-visible strings of ui/ and app/ (tr(), QCoreApplication::translate(),
# QT_TR_NOOP and friends) with lupdate into
#   resources/translations/tally.ts     the template translators start from (source language
#                                       English, no target language)
#   resources/translations/tally_en.ts  the English plural forms only ("%n file(s)" as "1 file",
#                                       "2 files"), built into the program: without it English
#                                       shows the "(s)"
# Both are written without source locations, so they change only when a message does (and
# branches that merely move code do not conflict in them).
#   bash scripts/update-translations.sh          rewrites both files
#   bash scripts/update-translations.sh --check  writes nothing; fails when lupdate warns (a tr()
#                                                it cannot read, a class that lacks Q_OBJECT) or
#                                                when either file is out of date (scripts/lint.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
check=false
[[ ${1:-} == --check ]] && check=true

lupdate=$(command -v lupdate-qt6 || true)
[[ -n $lupdate ]] || lupdate=/usr/lib/qt6/bin/lupdate
[[ -x $lupdate ]] || { echo "update-translations: no Qt 6 lupdate (Debian: qt6-l10n-tools)" >&2; exit 2; }

dir=resources/translations
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$dir/tally.ts" "$dir/tally_en.ts" "$work/" 2>/dev/null || true

# -I . resolves the sources' includes, so lupdate knows the classes and namespaces the contexts
# are named by.
common=(-I . -locations none -no-obsolete -source-language en ui app)
"$lupdate" "${common[@]}" -ts "$work/tally.ts" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
"$lupdate" "${common[@]}" -pluralonly -target-language en -ts "$work/tally_en.ts" \
    >>"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }

# The English plural forms, for new messages: "(s)" dropped for one, "s" for more.
perl -0pi -e '
    s{(<message numerus="yes">\s*<source>((?:(?!</source>).)*)</source>\s*)<translation type="unfinished">\s*<numerusform></numerusform>\s*<numerusform></numerusform>\s*</translation>}{
        my ($head, $src) = ($1, $2);
        (my $one = $src) =~ s/\(s\)//g;
        (my $many = $src) =~ s/\(s\)/s/g;
        $head =~ s/\s*$//;
        "$head\n        <translation>\n            <numerusform>$one</numerusform>\n            <numerusform>$many</numerusform>\n        </translation>"
    }gse' "$work/tally_en.ts"

# lupdate's own notes ("Scanning directory", "Updating", counts) are not findings; anything else
# about a file under ui/ or app/ is. (Headers it reads from core/ only to resolve names are not
# extracted from, and its parser misreads some of them, e.g. a specialization of std::hash.)
findings=$(grep -E "^$root/(ui|app)/" "$work/log" | sort -u || true)
if [[ -n $findings ]]; then
    echo "$findings" | sed "s|^$root/||" >&2
    echo "update-translations: lupdate cannot extract the above; fix the sources" >&2
    exit 1
fi

messages=$(grep -c '<source>' "$work/tally.ts")
if $check; then
    stale=()
    for file in tally.ts tally_en.ts; do
        cmp -s "$work/$file" "$dir/$file" || stale+=("$dir/$file")
    done
    if ((${#stale[@]} > 0)); then
        for file in "${stale[@]}"; do
            diff -u "$file" "$work/$(basename "$file")" | head -40 >&2 || true
        done
        echo "update-translations: ${stale[*]} out of date with the sources:" \
            "run bash scripts/update-translations.sh and commit the result" >&2
        exit 1
    fi
    echo "update-translations: the template is up to date ($messages messages)"
    exit 0
fi
mkdir -p "$dir"
cp "$work/tally.ts" "$work/tally_en.ts" "$dir/"
echo "update-translations: $dir/tally.ts has $messages messages," \
    "$(grep -c 'numerus="yes"' "$dir/tally_en.ts") with plural forms in tally_en.ts"
