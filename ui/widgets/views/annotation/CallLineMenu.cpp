// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/CallLineMenu.h"

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/TransformActions.h"

#include <QAbstractItemModel>
#include <QMenu>
#include <QTreeView>

namespace tally {

CallLineMenu::CallLineMenu(Session& session, const QAbstractItemModel& model, CalleeAt calleeAt,
                           QTreeView* tree)
    : QObject(tree), m_session(session), m_model(model), m_calleeAt(std::move(calleeAt)),
      m_tree(tree)
{
    tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree, &QWidget::customContextMenuRequested, this, &CallLineMenu::show);
}

std::unique_ptr<QMenu> CallLineMenu::menuFor(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != &m_model)
        return nullptr;
    const FunctionId callee = m_calleeAt(index.row());
    if (!callee.isValid() || !m_session.hasProfile() || !m_session.profile()->isFunction(callee))
        return nullptr;
    auto menu = std::make_unique<QMenu>(m_tree);
    const QString name = m_session.shownName(m_session.profile()->functionName(callee));
    menu->addAction(tr("&Go to '%1'").arg(menuEntryName(name)), &m_session,
                    [session = &m_session, callee] { session->navigateTo(callee); });
    menu->addSeparator();
    TransformActions::addTo(menu.get(), m_session, callee);
    return menu;
}

void CallLineMenu::show(const QPoint& point) const
{
    const QModelIndex index = m_tree->indexAt(point);
    if (auto menu = menuFor(index))
        menu->exec(m_tree->viewport()->mapToGlobal(point));
}

} // namespace tally
