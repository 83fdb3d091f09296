// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/transform/Transform.h"

#include <QString>

#include <vector>

class QSettings;

namespace tally {

// The transforms last in force on each profile (by its first file's path), kept in the settings
// so that reopening the profile can offer them back (issue 37).
class LastTransforms
{
public:
    explicit LastTransforms(QSettings& settings) : m_settings(settings) {}

    // Keeps `list` for `path` (an empty list forgets it).
    void remember(const QString& path, const std::vector<Transform>& list);
    // The list kept for `path`, empty when none.
    std::vector<Transform> recall(const QString& path) const;

private:
    QSettings& m_settings;
};

} // namespace tally
