// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QtCharts/QChartView>

#include <vector>

class QBarSeries;
class QGraphicsSimpleTextItem;

namespace tally {

// For the active function, a bar per event type of its self and inclusive share of the total, so
// a function that is 3% of instructions but 40% of cache misses stands out. Clicking a bar makes
// its event type the primary one.
class EventShareChart : public QChartView
{
    Q_OBJECT

public:
    struct Share
    {
        int event = 0;
        QString name;
        double self = 0;      // percent of the type's total
        double inclusive = 0; // percent of the type's total
    };

    explicit EventShareChart(Session& session, QWidget* parent = nullptr);

    // The bars' content: one entry per event type with a non-zero total, in the session's order.
    static std::vector<Share> compute(const Session& session);
    const std::vector<Share>& shares() const { return m_shares; }
    QBarSeries* series() const { return m_series; }
    // The names under the bars as drawn: their texts and where they are, in chart coordinates.
    QStringList labelTexts() const;
    std::vector<QRectF> labelRects() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    // The event types' names under their bars, drawn here rather than by the category axis,
    // which drops the labels it has no room for: with the profile's 17 types and one the user
    // just defined, the new one's name was the one dropped. Upright when they fit side by side,
    // turned to read upwards when they crowd each other; the room below the bars follows.
    void updateLabelRoom();
    void placeLabels();
    bool labelsTurned() const;
    // Session changes rebuild a chart on screen at once, a hidden one when it is shown: a dozen
    // charts rebuilt per click would make part selection and navigation feel slow.
    void scheduleRebuild();
    bool m_stale = false;

    Session& m_session;
    std::vector<Share> m_shares;
    QBarSeries* m_series = nullptr;
    std::vector<QGraphicsSimpleTextItem*> m_labels; // children of the chart, which deletes them
    // Rebuilds a stale chart when it is shown; declared last, so it stops watching first.
    ViewActivity m_activity{this};
};

} // namespace tally
