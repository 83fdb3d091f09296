// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/common/FunctionListActions.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ColumnHeader.h"
#include "ui/widgets/common/TransformActions.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>

namespace tally {

FunctionListActions::FunctionListActions(QAbstractItemView* view, Session& session, int nameColumn)
    : QObject(view), m_view(view), m_session(session), m_nameColumn(nameColumn)
{
    const auto add = [&](const QString& text, const QKeySequence& shortcut, auto slot) {
        auto* action = new QAction(text, view);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetShortcut); // the list with focus, not the window
        connect(action, &QAction::triggered, this, slot);
        view->addAction(action);
        return action;
    };
    add(tr("&Go to Function"), QKeySequence(), &FunctionListActions::goTo);
    add(tr("&Copy Name"), QKeySequence::Copy, &FunctionListActions::copyName);
    add(tr("Copy &Row"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        &FunctionListActions::copyRow);
    auto* separator = new QAction(view);
    separator->setSeparator(true);
    view->addAction(separator);
    // Focus on, Drop, Merge, Collapse Object for the row under the menu (issue 37).
    new TransformActions(
        session,
        [view, &session] {
            const FunctionId function = functionIdOf(view->currentIndex().data(FunctionIdRole));
            return session.hasProfile() && session.profile()->isFunction(function) ? function
                                                                                   : FunctionId();
        },
        view);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

QString FunctionListActions::fullName(const QModelIndex& index) const
{
    if (!index.isValid() || !m_session.hasProfile())
        return {};
    // A list may still name the functions of the profile before a reload (its model hears of
    // the new one on the next turn of the event loop, or when it shows again): a function the
    // profile does not have gives nothing.
    if (const FunctionId function = functionIdOf(index.data(FunctionIdRole)); function.isValid())
        return m_session.profile()->isFunction(function)
                   ? m_session.profile()->functionName(function)
                   : QString();
    const QVariant cycle = index.data(CycleRole);
    if (cycle.isValid() && cycle.toInt() >= 0 &&
        std::size_t(cycle.toInt()) < m_session.flatProfile().cycles().size())
        return tr("<cycle %1>")
            .arg(m_session.flatProfile().cycles()[std::size_t(cycle.toInt())].number);
    return {};
}

QString FunctionListActions::rowText(const QModelIndex& index) const
{
    if (!index.isValid())
        return {};
    const QHeaderView* header = columnheader::of(*m_view);
    QStringList fields;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int column = header->logicalIndex(visual);
        if (header->isSectionHidden(column))
            continue;
        const QModelIndex cell = index.siblingAtColumn(column);
        if (column == m_nameColumn) {
            fields << fullName(cell);
        } else if (const QVariant raw = cell.data(CostRole); raw.isValid()) {
            fields << QString::number(raw.toLongLong());
        } else {
            fields << cell.data().toString();
        }
    }
    return fields.join(QLatin1Char('\t'));
}

void FunctionListActions::copyName() const
{
    const QString name = fullName(m_view->currentIndex());
    if (!name.isEmpty())
        QApplication::clipboard()->setText(name);
}

void FunctionListActions::copyRow() const
{
    const QString row = rowText(m_view->currentIndex());
    if (!row.isEmpty())
        QApplication::clipboard()->setText(row);
}

void FunctionListActions::goTo() const
{
    const QModelIndex index = m_view->currentIndex();
    if (index.isValid())
        emit m_view->activated(index);
}

} // namespace tally
