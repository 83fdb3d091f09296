// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/RecentFiles.h"

#include <QMenu>

namespace tally {

// File > Open Recent: the recently opened profiles, kept in the settings, newest first, with a
// Clear List entry; disabled while empty.
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    RecentFilesMenu(QSettings& settings, QWidget* parent = nullptr);

    // Puts `paths` first; the entry `replacing` (the files a reload replaced) goes.
    void add(const QStringList& paths, const QStringList& replacing);

    // An entry's text for `path`.
    static QString label(const QString& path);

signals:
    // An entry was chosen: its files, to be opened as they were.
    void chosen(const QStringList& paths);

private:
    void rebuild();

    RecentFiles m_recent;
};

} // namespace tally
