// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStatusBar>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;

namespace tally {

class LoadController;
class ProfileWatcher;
class Session;

// The main window's status bar: the open files, the primary event's total, the parts shown, the
// loader's warnings, the watch state, and while loading a progress bar per loader (the window's
// and a comparison's baseline) with one cancel button and Esc for both.
class ShellStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    // `loader` and `baseLoader` outlive the status bar. It hears of their progress first, so the
    // messages of whoever hears after it (a failed reload) are not cleared.
    ShellStatusBar(LoadController& loader, LoadController& baseLoader, QWidget* parent = nullptr);

    // The profile's files, total, parts and warnings; empty without a profile.
    void showProfile(const Session& session, const QStringList& openPaths, int warnings);
    // "Watching · last change 10:42:13" while `watching`, else nothing.
    void showWatching(bool watching, const ProfileWatcher& watcher);

    // Esc: cancels both loads; enabled while either runs. The window adds it to itself.
    QAction* cancelAction() const { return m_cancelAction; }
    QProgressBar* progressBar() const { return m_progress; }
    QProgressBar* baseProgressBar() const { return m_baseProgress; }
    QLabel* watchLabel() const { return m_watchLabel; }

signals:
    // The warnings button was clicked.
    void warningsRequested();

private:
    void followLoader();
    void followBaseLoader();
    void showCancel(bool loading);

    LoadController& m_loader;
    LoadController& m_baseLoader;
    QLabel* m_fileLabel = nullptr;
    QLabel* m_watchLabel = nullptr;
    QLabel* m_totalLabel = nullptr;
    QLabel* m_partsLabel = nullptr;
    QPushButton* m_warningsButton = nullptr;
    QProgressBar* m_baseProgress = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancelButton = nullptr;
    QAction* m_cancelAction = nullptr;
};

} // namespace tally
