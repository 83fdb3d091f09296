// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QSettings>

namespace tally {

SourcePathConfig::SourcePathConfig(QSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings)
{
    m_options.searchFolders = settings::read(m_settings, settings::sourceSearchFolders());
    const QStringList from = settings::read(m_settings, settings::sourceRemapFrom());
    const QStringList to = settings::read(m_settings, settings::sourceRemapTo());
    for (qsizetype i = 0; i < std::min(from.size(), to.size()); ++i)
        m_options.remaps.push_back({from[i], to[i]});
}

void SourcePathConfig::setOptions(SourcePathOptions options)
{
    m_options = std::move(options);
    m_options.searchFolders.removeAll(QString());
    m_options.searchFolders.removeDuplicates();
    std::erase_if(m_options.remaps,
                  [](const PathRemap& r) { return r.from.isEmpty() || r.to.isEmpty(); });
    QStringList from;
    QStringList to;
    for (const PathRemap& remap : m_options.remaps) {
        from << remap.from;
        to << remap.to;
    }
    settings::write(m_settings, settings::sourceSearchFolders(), m_options.searchFolders);
    settings::write(m_settings, settings::sourceRemapFrom(), from);
    settings::write(m_settings, settings::sourceRemapTo(), to);
    emit changed();
}

void SourcePathConfig::addSearchFolder(const QString& folder)
{
    SourcePathOptions options = m_options;
    options.searchFolders.prepend(folder);
    setOptions(std::move(options));
}

} // namespace tally
