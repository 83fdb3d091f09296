// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QChartView;
class QGraphicsSimpleTextItem;
class QHorizontalBarSeries;
class QSpinBox;

namespace tally {

// The top N functions by one event type, with their share of a second type beside it (e.g. Ir
// against D1mr), so functions whose cache misses are out of proportion to their instructions
// stand out. Clicking a bar makes its function active.
class TopFunctionsChart : public QWidget
{
    Q_OBJECT

public:
    struct Entry
    {
        FunctionId function;
        QString name;
        // What tells the name from its look-alikes, taken with it: a hidden chart may lay out
        // its labels again (a palette change) after the Session moved to another profile.
        textelision::Span distinguishing;
        double first = 0;  // percent of the first type's total
        double second = 0; // percent of the second type's total
    };

    explicit TopFunctionsChart(Session& session, QWidget* parent = nullptr);

    // The `count` functions with the largest cost of `first`, largest first.
    static std::vector<Entry> compute(const Session& session, int first, int second, int count,
                                      bool inclusive);

    void setEventTypes(int first, int second);
    void setCount(int count);
    void setInclusive(bool inclusive);
    const std::vector<Entry>& entries() const { return m_entries; }
    QHorizontalBarSeries* series() const { return m_series; }
    QChartView* chartView() const { return m_view; }
    // Each bar's label as placed (top bar first, as entries()): its text and where it is in the
    // chart's coordinates; empty before the chart is laid out, and for a bar left unnamed when
    // too many crowd the chart.
    QStringList labelTexts() const;
    std::vector<QRectF> labelRects() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillEventChoices();
    void rebuild();
    // Every bar gets its function's name: inside the bar when it fits, beside it otherwise, cut
    // as a list cuts names. (The category axis drops labels that crowd each other: with ten
    // bars in a short chart it showed three, and not the largest.)
    void placeLabels();
    // Session changes rebuild a chart on screen at once, a hidden one when it is shown: a dozen
    // charts rebuilt per click would make part selection and navigation feel slow.
    void scheduleRebuild();
    bool m_stale = false;
    bool m_shortNames = true; // as the labels were last built

    Session& m_session;
    QComboBox* m_first = nullptr;
    QComboBox* m_second = nullptr;
    QComboBox* m_kind = nullptr;
    QSpinBox* m_count = nullptr;
    QChartView* m_view = nullptr;
    QHorizontalBarSeries* m_series = nullptr;
    std::vector<Entry> m_entries;
    // The labels, one per entry: children of the chart, which deletes them.
    std::vector<QGraphicsSimpleTextItem*> m_labels;
    bool m_twoSets = false;
    bool m_filling = false;
    // The event types follow the toolbar's until the user picks the chart's own.
    bool m_followSession = true;
    // Rebuilds a stale chart when it is shown; declared last, so it stops watching first.
    ViewActivity m_activity{this};
};

} // namespace tally
