// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/RecentFiles.h"

#include "ui/viewmodel/settings/SettingsKeys.h"

namespace tally {

QList<QStringList> RecentFiles::entries() const
{
    QList<QStringList> result;
    for (const QString& entry : settings::read(m_settings, settings::recentFiles()))
        result << entry.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return result;
}

void RecentFiles::add(const QStringList& paths, const QStringList& replacing)
{
    if (paths.isEmpty())
        return;
    QStringList stored = settings::read(m_settings, settings::recentFiles());
    const QString entry = paths.join(QLatin1Char('\n'));
    stored.removeAll(entry);
    if (!replacing.isEmpty())
        stored.removeAll(replacing.join(QLatin1Char('\n')));
    stored.prepend(entry);
    while (stored.size() > kMaximum)
        stored.removeLast();
    settings::write(m_settings, settings::recentFiles(), stored);
}

void RecentFiles::clear()
{
    settings::forget(m_settings, settings::recentFiles());
}

} // namespace tally
