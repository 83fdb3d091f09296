// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/ShellStatusBar.h"

#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/ProfileWatcher.h"
#include "ui/viewmodel/session/Session.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>

namespace tally {

ShellStatusBar::ShellStatusBar(LoadController& loader, LoadController& baseLoader, QWidget* parent)
    : QStatusBar(parent), m_loader(loader), m_baseLoader(baseLoader)
{
    m_fileLabel = new QLabel(this);
    m_totalLabel = new QLabel(this);
    m_partsLabel = new QLabel(this);
    m_warningsButton = new QPushButton(this);
    m_warningsButton->setFlat(true);
    m_warningsButton->setToolTip(tr("Show the loader's warnings"));
    connect(m_warningsButton, &QPushButton::clicked, this, &ShellStatusBar::warningsRequested);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, LoadController::kProgressMaximum);
    m_progress->setMaximumWidth(220);
    m_progress->setFormat(tr("Loading %p%"));
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Cancel loading (Esc)"));
    m_cancelButton->hide();
    m_cancelAction = new QAction(tr("Cancel Loading"), this);
    m_cancelAction->setShortcut(Qt::Key_Escape);
    m_cancelAction->setEnabled(false);
    for (auto* load : {&m_loader, &m_baseLoader}) {
        connect(m_cancelButton, &QToolButton::clicked, load, &LoadController::cancel);
        connect(m_cancelAction, &QAction::triggered, load, &LoadController::cancel);
    }
    // The baseline of a comparison loads beside the new profile, with its own progress.
    m_baseProgress = new QProgressBar(this);
    m_baseProgress->setObjectName(QStringLiteral("baseProgress"));
    m_baseProgress->setRange(0, LoadController::kProgressMaximum);
    m_baseProgress->setMaximumWidth(220);
    m_baseProgress->setFormat(tr("Baseline %p%"));
    m_baseProgress->hide();
    m_watchLabel = new QLabel(this);
    m_watchLabel->hide();

    addWidget(m_fileLabel, 1);
    addPermanentWidget(m_watchLabel);
    addPermanentWidget(m_totalLabel);
    addPermanentWidget(m_partsLabel);
    addPermanentWidget(m_warningsButton);
    addPermanentWidget(m_baseProgress);
    addPermanentWidget(m_progress);
    addPermanentWidget(m_cancelButton);
    followLoader();
    followBaseLoader();
}

void ShellStatusBar::showCancel(bool loading)
{
    m_cancelButton->setVisible(loading);
    m_cancelAction->setEnabled(loading);
}

void ShellStatusBar::followLoader()
{
    connect(&m_loader, &LoadController::started, this, [this](const QStringList& paths) {
        m_progress->setValue(0);
        m_progress->show();
        showCancel(true);
        showMessage(tr("Loading %1...").arg(QFileInfo(paths.front()).fileName()));
    });
    connect(&m_loader, &LoadController::progressChanged, m_progress, &QProgressBar::setValue);
    const auto done = [this] {
        m_progress->hide();
        if (!m_baseLoader.isLoading())
            showCancel(false);
        clearMessage();
    };
    connect(&m_loader, &LoadController::loaded, this, done);
    connect(&m_loader, &LoadController::failed, this, done);
    connect(&m_loader, &LoadController::canceled, this, done);
}

void ShellStatusBar::followBaseLoader()
{
    connect(&m_baseLoader, &LoadController::started, this, [this] {
        m_baseProgress->setValue(0);
        m_baseProgress->show();
        showCancel(true);
    });
    connect(&m_baseLoader, &LoadController::progressChanged, m_baseProgress,
            &QProgressBar::setValue);
    const auto done = [this] {
        m_baseProgress->hide();
        if (!m_loader.isLoading())
            showCancel(false);
    };
    connect(&m_baseLoader, &LoadController::loaded, this, done);
    connect(&m_baseLoader, &LoadController::failed, this, done);
    connect(&m_baseLoader, &LoadController::canceled, this, done);
}

void ShellStatusBar::showProfile(const Session& session, const QStringList& openPaths, int warnings)
{
    const auto& profile = session.profile();
    if (!profile) {
        m_fileLabel->setText(QString());
        m_totalLabel->hide();
        m_partsLabel->hide();
        m_warningsButton->hide();
        return;
    }
    QString files = QFileInfo(openPaths.value(0)).fileName();
    if (openPaths.size() > 1)
        files += tr(" (+%n file(s))", nullptr, int(openPaths.size() - 1));
    m_fileLabel->setText(files);
    m_fileLabel->setToolTip(openPaths.join(QLatin1Char('\n')));
    const int event = session.primaryEvent();
    m_totalLabel->setText(
        tr("Total %1: %2").arg(session.eventName(event), QLocale().toString(session.total(event))));
    m_totalLabel->show();
    m_partsLabel->setText(tr("%n part(s)", nullptr, int(profile->partCount())));
    if (!session.selectedParts().isAll())
        m_partsLabel->setText(tr("%1 of %n part(s)", nullptr, int(profile->partCount()))
                                  .arg(session.selectedParts().count()));
    m_partsLabel->show();
    m_warningsButton->setText(tr("%n warning(s)", nullptr, warnings));
    m_warningsButton->setVisible(true);
    m_warningsButton->setEnabled(warnings > 0);
}

void ShellStatusBar::showWatching(bool watching, const ProfileWatcher& watcher)
{
    if (!watching) {
        m_watchLabel->hide();
        return;
    }
    const QDateTime last = watcher.lastChange();
    m_watchLabel->setText(
        last.isValid()
            ? tr("Watching \u00b7 last change %1").arg(last.toString(QStringLiteral("HH:mm:ss")))
            : tr("Watching \u00b7 no change yet"));
    m_watchLabel->setToolTip(watcher.isWatching()
                                 ? tr("Reloading when these change:\n%1")
                                       .arg(watcher.currentFiles().join(QLatin1Char('\n')))
                                 : tr("Reloading when the profile opened next changes"));
    m_watchLabel->show();
}

} // namespace tally
