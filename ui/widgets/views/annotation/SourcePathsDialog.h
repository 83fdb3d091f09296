// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QDialog>

class QListWidget;
class QTableWidget;

namespace tally {

class SourcePathConfig;

// Settings > Source Folders: folders searched for source and object files, and path prefixes
// replaced (a profile recorded under /build/x, sources now in /home/me/x).
class SourcePathsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SourcePathsDialog(SourcePathConfig& config, QWidget* parent = nullptr);

    // Asks for a folder and adds it to the search folders; false when the user cancels.
    static bool locateFolder(SourcePathConfig& config, QWidget* parent, const QString& hint);

    void accept() override;

private:
    SourcePathConfig& m_config;
    QListWidget* m_folders = nullptr;
    QTableWidget* m_remaps = nullptr;
};

} // namespace tally
