// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/LastTransforms.h"

#include <QObject>

class QAction;
class QMainWindow;
class QSettings;

namespace tally {

class ProfileOpener;
class Session;
class TransformActions;
class TransformOfferBanner;

// The window's commands of issue 37: Edit > Undo and Redo through the list of transforms, Focus
// on / Drop / Merge into Callers / Collapse Object for the active function (with their keys),
// File > Save Recipe and Apply Recipe; it keeps each profile's last transforms in the settings
// and has the banner offer them back when the profile is opened again.
class TransformMenu : public QObject
{
    Q_OBJECT

public:
    TransformMenu(QMainWindow& window, Session& session, ProfileOpener& opener, QSettings& settings,
                  TransformOfferBanner& offer);

    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* saveRecipeAction() const { return m_saveRecipe; }
    QAction* applyRecipeAction() const { return m_applyRecipe; }
    TransformActions& activeFunctionActions() const { return *m_actions; }

    // File > Save Recipe and Apply Recipe without their dialogs (for tests); false with `error`.
    bool saveRecipe(const QString& path, QString* error) const;
    bool applyRecipe(const QString& path, QString* error);

private:
    void update();
    void offerLastTransforms(const QStringList& paths, const QStringList& reloaded);

    QMainWindow& m_window;
    Session& m_session;
    ProfileOpener& m_opener;
    TransformOfferBanner& m_offer;
    LastTransforms m_last;
    TransformActions* m_actions = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_saveRecipe = nullptr;
    QAction* m_applyRecipe = nullptr;
};

} // namespace tally
