// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/TransformMenu.h"

#include "core/output/SaveFile.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/ProfileOpener.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/session/TransformRecipe.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/shell/TransformOfferBanner.h"

#include <QFile>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace tally {

TransformMenu::TransformMenu(QMainWindow& window, Session& session, ProfileOpener& opener,
                             QSettings& settings, TransformOfferBanner& offer)
    : QObject(&window), m_window(window), m_session(session), m_opener(opener), m_offer(offer),
      m_last(settings)
{
    setObjectName(QStringLiteral("transformMenu"));
    // Edit, after File: Undo and Redo step through the transforms' history.
    auto* edit = new QMenu(tr("&Edit"), &window);
    const QList<QAction*> bar = window.menuBar()->actions();
    window.menuBar()->insertMenu(bar.value(1), edit);
    m_undo = edit->addAction(tr("&Undo Transform"), &m_session, &Session::undoTransform);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = edit->addAction(tr("&Redo Transform"), &m_session, &Session::redoTransform);
    m_redo->setShortcut(QKeySequence::Redo);
    edit->addSeparator();
    // The keys act on the active function (a list's menu shows the same keys for its row).
    m_actions = new TransformActions(
        m_session, [this] { return m_session.activeFunction(); }, &window, true);
    for (const TransformKind kind : {TransformKind::Focus, TransformKind::Drop,
                                     TransformKind::Merge, TransformKind::CollapseObject})
        edit->addAction(m_actions->action(kind));
    connect(edit, &QMenu::aboutToShow, m_actions, &TransformActions::update);

    // File > Save Recipe, Apply Recipe, before the menu's last separator (Quit).
    m_saveRecipe = new QAction(tr("Save &Recipe..."), &window);
    m_saveRecipe->setToolTip(tr("Save the transforms in force as a recipe (tally --recipe)"));
    m_applyRecipe = new QAction(tr("A&pply Recipe..."), &window);
    if (QMenu* file = bar.value(0) ? bar.value(0)->menu() : nullptr) {
        QAction* before = nullptr;
        for (QAction* action : file->actions()) {
            if (action->isSeparator())
                before = action;
        }
        file->insertActions(before, {m_saveRecipe, m_applyRecipe});
    }
    connect(m_saveRecipe, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            &m_window, tr("Save Recipe"), QStringLiteral("transforms.recipe"),
            tr("Recipes (*.recipe *.txt);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !saveRecipe(path, &error))
            QMessageBox::warning(&m_window, tr("Save Recipe"), error);
    });
    connect(m_applyRecipe, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(&m_window, tr("Apply Recipe"), QString(),
                                         tr("Recipes (*.recipe *.txt);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !applyRecipe(path, &error))
            QMessageBox::warning(&m_window, tr("Apply Recipe"), error);
    });

    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (!(changes & (SessionChange::Transforms | SessionChange::Profile)))
            return;
        update();
        // Kept per profile once the user chose them (a new profile's empty list is not a
        // choice: the offer of its last list stands).
        const TransformStage& stage = m_session.transformStage();
        if ((changes & SessionChange::Transforms) && !stage.isPending() &&
            (!stage.inForce().empty() || stage.canUndo()))
            m_last.remember(m_opener.openPaths().value(0), stage.inForce());
    });
    connect(&m_session, &Session::transformFailed, this, [this](const QString& message) {
        m_window.statusBar()->showMessage(tr("Transform not applied: %1").arg(message), 8000);
    });
    connect(&m_session.comparisonController(), &ComparisonController::baseTransformFailed, this,
            [this](const QString& message) { m_window.statusBar()->showMessage(message, 10000); });
    connect(&m_opener, &ProfileOpener::opened, this, &TransformMenu::offerLastTransforms);
    update();
}

void TransformMenu::update()
{
    const TransformStage& stage = m_session.transformStage();
    m_undo->setEnabled(stage.canUndo());
    m_redo->setEnabled(stage.canRedo());
    m_saveRecipe->setEnabled(!stage.inForce().empty());
    m_applyRecipe->setEnabled(m_session.hasProfile());
    m_actions->update();
}

bool TransformMenu::saveRecipe(const QString& path, QString* error) const
{
    const QByteArray bytes = transformrecipe::text(m_session.transforms()).toUtf8();
    return savefile::write(path, bytes, error);
}

bool TransformMenu::applyRecipe(const QString& path, QString* error)
{
    QFile file(path);
    constexpr qint64 kMaxRecipeBytes = 1 << 20; // a recipe is a few lines
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    if (file.size() > kMaxRecipeBytes) {
        *error = tr("%1: a recipe of more than 1 MB").arg(path);
        return false;
    }
    const std::optional<std::vector<Transform>> list =
        transformrecipe::parse(QString::fromUtf8(file.readAll()), path, error);
    if (!list)
        return false;
    m_session.setTransforms(*list);
    return true;
}

void TransformMenu::offerLastTransforms(const QStringList& paths, const QStringList& reloaded)
{
    if (!reloaded.isEmpty() || paths.isEmpty())
        return;
    // Transforms asked for already (the command line's) are the user's choice this time.
    const TransformStage& stage = m_session.transformStage();
    if (!stage.requested().empty() || !stage.inForce().empty()) {
        m_offer.offer({});
        return;
    }
    m_offer.offer(m_last.recall(paths.front()));
}

} // namespace tally
