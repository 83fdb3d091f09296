// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QtCharts/QChartView>

class QStackedBarSeries;

namespace tally {

// Cost of the primary event type per part, as bars: selected parts in the highlight colour, the
// others grey. Clicking a bar toggles its part in the selection.
class PartsChart : public QChartView
{
    Q_OBJECT

public:
    explicit PartsChart(Session& session, QWidget* parent = nullptr);

    QStackedBarSeries* series() const { return m_series; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void updateSelection();
    // Session changes rebuild a chart on screen at once, a hidden one when it is shown: a dozen
    // charts rebuilt per click would make part selection and navigation feel slow.
    void scheduleRebuild();
    bool m_stale = false;

    Session& m_session;
    QStackedBarSeries* m_series = nullptr;
    // Rebuilds a stale chart when it is shown; declared last, so it stops watching first.
    ViewActivity m_activity{this};
};

} // namespace tally
