// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/functions/FlatProfileFilterModel.h"
#include "ui/viewmodel/functions/GroupListModel.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QTimer;
class QToolButton;
class QTreeView;

namespace tally {

class FlatTableView;

// The flat profile: a filter box (substring, or regex when toggled), a grouping chooser with the
// list of groups, and the sortable function table. Selecting a function makes it the Session's
// active function; the table follows when another view changes it.
class FlatProfileView : public QWidget
{
    Q_OBJECT

public:
    explicit FlatProfileView(Session& session, QWidget* parent = nullptr);

    FlatProfileModel& model() { return m_model; }
    FlatProfileFilterModel& proxy() { return m_proxy; }
    GroupListModel& groups() { return m_groups; }
    FlatTableView* table() const { return m_table; }
    QTreeView* groupTable() const { return m_groupTable; }
    QLineEdit* filterEdit() const { return m_filter; }

    void setFilterText(const QString& text);
    void setGrouping(GroupingKind kind);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFilter();
    void activateFirstMatch();
    void updateColumns();
    void selectActiveFunction();
    void onCurrentRowChanged(const QModelIndex& current);
    void onGroupChosen(const QModelIndex& current);

    Session& m_session;
    FlatProfileModel m_model;
    FlatProfileFilterModel m_proxy;
    GroupListModel m_groups;
    QLineEdit* m_filter = nullptr;
    QToolButton* m_regexToggle = nullptr;
    QComboBox* m_grouping = nullptr;
    QTreeView* m_groupTable = nullptr;
    FlatTableView* m_table = nullptr;
    QTimer* m_filterTimer = nullptr;
    bool m_selecting = false;
    // The table's current row last moved by a key, not by the mouse: runs of such moves are one
    // step of the history.
    bool m_movedByKey = false;
};

} // namespace tally
