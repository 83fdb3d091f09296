// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

class QAction;
class QSortFilterProxyModel;
class QSplitter;
class QTreeView;

namespace tally {

class EventShareChart;
class EventTypesModel;

// KCachegrind's "Types" view: the event types with totals and the active function's costs and
// shares, above a chart of those shares. Sets the primary and secondary type (double-click,
// buttons, context menu) and creates, edits and deletes the user's derived types.
class EventTypesView : public QWidget
{
    Q_OBJECT

public:
    explicit EventTypesView(Session& session, QWidget* parent = nullptr);

    EventTypesModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    EventShareChart* chart() const { return m_chart; }
    // The event type of the current row, -1 without one.
    int currentEvent() const;
    void selectEvent(int event);

    void makePrimary();
    void makeSecondary();
    void newDerivedType();
    void editDerivedType();
    void deleteDerivedType();

    // A panel above the list that shows and hides itself (a comparison's totals). Takes
    // ownership.
    void addPanel(QWidget* panel);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void updateActions();
    void fitRows();
    void showCostsOrShares();
    void fitFormulaColumn();

    Session& m_session;
    EventTypesModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTreeView* m_tree = nullptr;
    QSplitter* m_splitter = nullptr;
    bool m_rowsFitted = false; // fitRows() has sized the table once
    EventShareChart* m_chart = nullptr;
    QAction* m_primaryAction = nullptr;
    QAction* m_secondaryAction = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_deleteAction = nullptr;
    QAction* m_exportAction = nullptr;
    QString m_pendingSelection; // a type just defined, to select once the list has it
    // The list's costs follow the active function only while the view is shown (a hidden tab
    // took every activation's new costs in); declared last, so it stops watching first.
    ViewActivity m_activity{this};
};

} // namespace tally
