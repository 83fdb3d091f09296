// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/RecentFiles.h"

namespace tally {

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

QList<QStringList> RecentFiles::entries() const
{
    QList<QStringList> result;
    for (const QString& entry : m_settings.value(kKey).toStringList())
        result << entry.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return result;
}

void RecentFiles::add(const QStringList& paths, const QStringList& replacing)
{
    if (paths.isEmpty())
        return;
    QStringList stored = m_settings.value(kKey).toStringList();
    const QString entry = paths.join(QLatin1Char('\n'));
    stored.removeAll(entry);
    if (!replacing.isEmpty())
        stored.removeAll(replacing.join(QLatin1Char('\n')));
    stored.prepend(entry);
    while (stored.size() > kMaximum)
        stored.removeLast();
    m_settings.setValue(kKey, stored);
}

void RecentFiles::clear()
{
    m_settings.remove(kKey);
}

} // namespace tally
