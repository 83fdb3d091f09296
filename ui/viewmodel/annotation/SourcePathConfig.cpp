// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/SourcePathConfig.h"

#include <QSettings>

namespace tally {

namespace {
const QString kFolders = QStringLiteral("sourcePaths/searchFolders");
const QString kRemapFrom = QStringLiteral("sourcePaths/remapFrom");
const QString kRemapTo = QStringLiteral("sourcePaths/remapTo");
} // namespace

SourcePathConfig::SourcePathConfig(QSettings& settings, QObject* parent)
    : QObject(parent), m_settings(settings)
{
    m_options.searchFolders = m_settings.value(kFolders).toStringList();
    const QStringList from = m_settings.value(kRemapFrom).toStringList();
    const QStringList to = m_settings.value(kRemapTo).toStringList();
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
    m_settings.setValue(kFolders, m_options.searchFolders);
    m_settings.setValue(kRemapFrom, from);
    m_settings.setValue(kRemapTo, to);
    emit changed();
}

void SourcePathConfig::addSearchFolder(const QString& folder)
{
    SourcePathOptions options = m_options;
    options.searchFolders.prepend(folder);
    setOptions(std::move(options));
}

} // namespace tally
