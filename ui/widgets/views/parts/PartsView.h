// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QSortFilterProxyModel;
class QSplitter;
class QTreeView;

namespace tally {

class PartsChart;
class PartsModel;

// The parts of the profile (dumps, threads, files) with a chart of their cost. Checking parts, or
// selecting rows and pressing "Only Selected", restricts every view to those parts; the costs are
// recomputed in the background while the view shows "busy".
class PartsView : public QWidget
{
    Q_OBJECT

public:
    explicit PartsView(Session& session, QWidget* parent = nullptr);

    PartsModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    PartsChart* chart() const { return m_chart; }

    void selectAll();
    void selectNone();
    void invert();
    void onlySelectedRows();
    // Shows only `part` (the context menu's "Only This Part").
    void onlyPart(PartId part);
    // The context menu for a row (invalid: the background): only this part, and the toolbar's
    // actions (all, none, invert, only the selected rows).
    std::unique_ptr<QMenu> contextMenu(const QModelIndex& index);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void setSelection(PartMask parts);
    void updateSummary();
    void fitRows();
    void fitPartColumn();

    Session& m_session;
    PartsModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTreeView* m_tree = nullptr;
    PartsChart* m_chart = nullptr;
    QLabel* m_summary = nullptr;
    QAction* m_allAction = nullptr;
    QAction* m_noneAction = nullptr;
    QAction* m_invertAction = nullptr;
    QAction* m_onlySelectedAction = nullptr;
    QSplitter* m_splitter = nullptr;
    bool m_rowsFitted = false; // fitRows() has sized the table once
    // Runs the job while the view is shown and says when it is busy; declared last, so it goes
    // (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally
