// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"
#include "core/transform/Transform.h"

#include <QKeySequence>
#include <QObject>

#include <array>
#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace tally {

class Session;

// A function's name as a menu entry (or a button's label): at most `maxChars` characters (cut in
// the middle), its '&'s (references, "operator&&") shown as such rather than taken for mnemonics.
QString menuEntryName(const QString& name, qsizetype maxChars = 60);

// The one home of Focus on / Drop / Merge into Callers / Collapse Object (issue 37) for a
// function, wherever a function is shown: the four actions, each asking the Session to apply the
// transform. A view that builds its menu when it opens calls addTo; a list (whose menu is its
// actions) keeps a TransformActions, which retargets the actions at the row under the menu each
// time the menu opens. The keys are the window's (MainWindow's Transform menu acts on the active
// function); a context menu shows them beside its entries.
class TransformActions : public QObject
{
    Q_OBJECT

public:
    // Four actions on `widget` (its ActionsContextMenu), for the function `functionAt()` names
    // when the menu opens, or when a key is pressed with `withKeys`.
    TransformActions(Session& session, std::function<FunctionId()> functionAt, QWidget* widget,
                     bool withKeys = false);

    // Retargets the actions at the function functionAt() names now.
    void update();
    QAction* action(TransformKind kind) const { return m_actions[std::size_t(kind)]; }

    // The key of a transform's action.
    static QKeySequence key(TransformKind kind);
    // How a transform of `kind` names `function` of the Session's profile (its name, NAME@FILE
    // when several share it, the object's file name to collapse), nullopt when it cannot (no
    // object to collapse).
    static std::optional<Transform> transformFor(const Session& session, TransformKind kind,
                                                 FunctionId function);
    // Adds the four actions for `function` to `menu`, the keys shown beside them.
    static void addTo(QMenu* menu, Session& session, FunctionId function);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void trigger(TransformKind kind);

    Session& m_session;
    std::function<FunctionId()> m_functionAt;
    std::array<QAction*, 4> m_actions{};
    bool m_withKeys;
};

} // namespace tally
