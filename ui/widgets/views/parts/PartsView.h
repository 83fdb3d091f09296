// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
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

private:
    void setSelection(PartMask parts);
    void updateSummary();

    Session& m_session;
    PartsModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTreeView* m_tree = nullptr;
    PartsChart* m_chart = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace tally
