// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace tally {

class EventTotalsComparisonModel;
class SidePartsModel;

// The event types view's part of a comparison: both sides' totals of every event type they
// measure, with delta and delta %, the types one side measures alone, and the parts of each
// side, each labelled with its side. Shown only while a comparison is open; its models read the
// comparison from the Session.
class ComparedEventsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ComparedEventsPanel(Session& session, QWidget* parent = nullptr);

    EventTotalsComparisonModel* totalsModel() const { return m_totals; }
    SidePartsModel* partsModel() const { return m_parts; }
    QTreeView* totalsTable() const { return m_totalsTable; }
    QTreeView* partsTable() const { return m_partsTable; }
    QLabel* caption() const { return m_caption; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void onComparisonChanged();

    Session& m_session;
    EventTotalsComparisonModel* m_totals = nullptr;
    SidePartsModel* m_parts = nullptr;
    QTreeView* m_totalsTable = nullptr;
    QTreeView* m_partsTable = nullptr;
    QLabel* m_caption = nullptr;
    QLabel* m_partsCaption = nullptr;
    bool m_sized = false;
};

} // namespace tally
