// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
#include "ui/viewmodel/settings/SettingsMigration.h"

#include <QSettings>
#include <QStringList>

namespace tally::settings {
namespace {

// Renamed keys, old path to new; a path ending in '/' moves every key under it.
struct Rename
{
    const char* from;
    const char* to;
};

constexpr Rename kRenames[] = {
    {"view/percentages", "display/percentages"},
    {"view/shortNames", "display/shortNames"},
    {"view/theme", "display/theme"},
    {"lastDirectory", "files/lastDirectory"},
    {"recentFiles", "files/recent"},
    {"siblings/policy", "files/siblingsPolicy"},
    {"lastFunctions", "files/lastFunctions"},
    {"flat/", "views/flat/"},
    {"callgraph/", "views/callgraph/"},
    {"callmap/", "views/callmap/"},
    {"callermap/", "views/callermap/"},
    {"source/", "views/source/"},
    {"assembly/", "views/assembly/"},
};

void move(QSettings& settings, const QString& from, const QString& to)
{
    if (!settings.contains(to))
        settings.setValue(to, settings.value(from));
    settings.remove(from);
}

} // namespace

void migrate(QSettings& settings)
{
    const QStringList keys = settings.allKeys();
    for (const Rename& rename : kRenames) {
        const QString from = QLatin1String(rename.from);
        const QString to = QLatin1String(rename.to);
        if (!from.endsWith(QLatin1Char('/'))) {
            if (settings.contains(from))
                move(settings, from, to);
            continue;
        }
        for (const QString& key : keys) {
            if (key.startsWith(from))
                move(settings, key, to + key.mid(from.size()));
        }
    }
}

} // namespace tally::settings
