// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/LastTransforms.h"

#include "ui/viewmodel/session/ProfilePathKey.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QSettings>

#include <algorithm>

namespace tally {

namespace {

constexpr qsizetype kRememberedProfiles = 50;

// The transforms in force per profile, newest first: "path hash\nrecipe line\n...". (Kept
// here rather than in SettingsKeys.h, which most files include.)
settings::Key<QStringList> lastTransformsKey()
{
    return {QStringLiteral("files/lastTransforms")};
}

} // namespace

void LastTransforms::remember(const QString& path, const std::vector<Transform>& list)
{
    if (path.isEmpty() || path.startsWith(u':'))
        return;
    const QString key = profilepath::settingsKey(path);
    QStringList entries = settings::read(m_settings, lastTransformsKey());
    QStringList fields{key};
    for (const Transform& transform : list)
        fields << transforms::line(transform);
    const QString entry = fields.join(u'\n');
    if (!entries.isEmpty() && entries.front() == entry)
        return;
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [&](const QString& e) { return e.section(u'\n', 0, 0) == key; }),
                  entries.end());
    if (!list.empty())
        entries.prepend(entry);
    while (entries.size() > kRememberedProfiles)
        entries.removeLast();
    settings::write(m_settings, lastTransformsKey(), entries);
}

std::vector<Transform> LastTransforms::recall(const QString& path) const
{
    std::vector<Transform> list;
    if (path.isEmpty())
        return list;
    const QString key = profilepath::settingsKey(path);
    for (const QString& entry : settings::read(m_settings, lastTransformsKey())) {
        const QStringList lines = entry.split(u'\n');
        if (lines.front() != key)
            continue;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            QString problem;
            if (const auto transform = transforms::parseLine(lines[i], &problem))
                list.push_back(*transform);
        }
        break;
    }
    return list;
}

} // namespace tally
