// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

class QAbstractItemView;
class QModelIndex;

namespace tally {

class Session;

// What KCachegrind users expect of a list of functions: a context menu to go to the function,
// copy its name, or copy the whole row, with Ctrl+C and Ctrl+Shift+C. Copies are exact: the
// full function name (never the shortened text on screen, never with a ` <cycle N>` suffix) and
// raw numbers, tab-separated, ready for a spreadsheet.
class FunctionListActions : public QObject
{
    Q_OBJECT

public:
    // Adds the actions to `view` (owned by it); `nameColumn` is the column showing names.
    FunctionListActions(QAbstractItemView* view, Session& session, int nameColumn);

    // The full name of the row's function, or `<cycle N>` for a cycle; empty for neither.
    QString fullName(const QModelIndex& index) const;
    // The row's visible columns in their shown order, tab-separated: raw numbers, the full name.
    QString rowText(const QModelIndex& index) const;

private:
    void copyName() const;
    void copyRow() const;
    void goTo() const;

    QAbstractItemView* m_view;
    Session& m_session;
    int m_nameColumn;
};

} // namespace tally
