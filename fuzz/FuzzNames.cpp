// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "fuzz/FuzzTargets.h"

#include "core/text/CaselessText.h"
#include "core/text/CompactName.h"
#include "core/text/FuzzyMatcher.h"
#include "core/text/NameShortener.h"
#include "core/text/ShortNames.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <cstdlib>

namespace tally::fuzz {

void names(std::span<const std::uint8_t> bytes, Depth /*depth*/)
{
    const std::string_view utf8(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    const QString name = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    const QString shortened = nameshortener::shortened(name);
    const QStringList compact = compactname::candidates(shortened);
    (void)compactname::candidates(name);
    // Each compact form is typed as a pattern into the finder, as a user would.
    for (const QString& pattern : compact) {
        (void)fuzzy::score(pattern, name);
        if (!caseless::isAscii(pattern))
            continue; // the finder matches these through QString, as above
        const std::string folded = caseless::fold(pattern);
        (void)fuzzy::score(folded, utf8);
        (void)caseless::contains(utf8, folded);
    }

    // The input's lines as the names of one profile: however they shorten, no two different
    // names may read alike.
    const QStringList lines = name.split(QLatin1Char('\n'));
    const ShortNames table(lines);
    QSet<QString> shown;
    for (const QString& line : QSet<QString>(lines.begin(), lines.end())) {
        if (!shown.contains(table.shortened(line))) {
            shown.insert(table.shortened(line));
            continue;
        }
        std::fprintf(stderr, "two names read alike: %s\n", qPrintable(table.shortened(line)));
        std::abort();
    }
}

} // namespace tally::fuzz
