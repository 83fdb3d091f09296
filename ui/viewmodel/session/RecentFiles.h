// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QSettings>
#include <QStringList>

namespace tally {

// The recently opened profiles, newest first, kept in the QSettings it is given. An entry is one
// file or a set of files opened together (stored joined by newlines).
class RecentFiles
{
public:
    static constexpr int kMaximum = 10;

    explicit RecentFiles(QSettings& settings) : m_settings(settings) {}

    QList<QStringList> entries() const;
    // Puts `paths` first; the entry `replacing` (the files a reload replaced) goes.
    void add(const QStringList& paths, const QStringList& replacing = {});
    void clear();

private:
    QSettings& m_settings;
};

} // namespace tally
