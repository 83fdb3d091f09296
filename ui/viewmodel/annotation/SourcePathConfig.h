// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/external/SourcePathResolver.h"

#include <QObject>

class QSettings;

namespace tally {

// The user's source folders and path remaps, persisted in QSettings and shared by the source and
// assembly views and the settings dialog, which all learn of edits through changed().
class SourcePathConfig : public QObject
{
    Q_OBJECT

public:
    explicit SourcePathConfig(QSettings& settings, QObject* parent = nullptr);

    const SourcePathOptions& options() const { return m_options; }
    void setOptions(SourcePathOptions options);
    void addSearchFolder(const QString& folder);

signals:
    void changed();

private:
    QSettings& m_settings;
    SourcePathOptions m_options;
};

} // namespace tally
