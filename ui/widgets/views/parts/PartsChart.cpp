// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/parts/PartsChart.h"

#include "ui/viewmodel/parts/PartsModel.h"
#include "ui/widgets/common/ChartSupport.h"

#include <QEvent>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QLegend>
#include <QtCharts/QStackedBarSeries>

namespace tally {

namespace {
constexpr int kMaxLabelledParts = 24; // more category labels than this overlap
}

PartsChart::PartsChart(Session& session, QWidget* parent) : QChartView(parent), m_session(session)
{
    setRenderHint(QPainter::Antialiasing);
    // An explicit minimum: the chart's own grows with its labels and would widen the window.
    setMinimumSize(160, 100);
    // A part's own cost does not depend on the selection: only the profile and the event type
    // change the bars; the selection only moves them between the two sets.
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::EventTypes))
            scheduleRebuild();
        else if (changes & SessionChange::PartSelection)
            updateSelection();
    });
    m_activity.follow([this](bool shown) {
        if (shown && m_stale)
            rebuild();
    });
    rebuild();
}

void PartsChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuild();
}

void PartsChart::scheduleRebuild()
{
    if (isVisible())
        rebuild();
    else
        m_stale = true;
}

void PartsChart::updateSelection()
{
    const std::size_t parts = m_session.hasProfile() ? m_session.profile()->partCount() : 0;
    if (m_stale || !m_series || m_series->count() != 2 ||
        std::size_t(m_series->barSets()[0]->count()) != parts) {
        scheduleRebuild();
        return;
    }
    // Moves each bar between the sets in place: recreating a chart of a hundred bars per click
    // costs tens of milliseconds on the GUI thread.
    QBarSet* selected = m_series->barSets()[0];
    QBarSet* other = m_series->barSets()[1];
    const int event = m_session.primaryEvent();
    for (const PartId p : idRange<PartId>(parts)) {
        const double cost = double(PartsModel::partCost(m_session, p, event));
        const bool on = m_session.isPartSelected(p);
        selected->replace(int(p.index()), on ? cost : 0.0);
        other->replace(int(p.index()), on ? 0.0 : cost);
    }
    chart()->legend()->setVisible(!m_session.selectedParts().isAll());
}

void PartsChart::rebuild()
{
    m_stale = false;
    auto* chart = new QChart; // owned by the view from setChart() on
    m_series = new QStackedBarSeries(chart);
    auto* selected = new QBarSet(tr("Selected"), m_series);
    auto* other = new QBarSet(tr("Not selected"), m_series);
    QStringList categories;
    double largest = 0;
    const int event = m_session.primaryEvent();
    const std::size_t parts = m_session.hasProfile() ? m_session.profile()->partCount() : 0;
    for (const PartId p : idRange<PartId>(parts)) {
        const double cost = double(PartsModel::partCost(m_session, p, event));
        const bool on = m_session.isPartSelected(p);
        *selected << (on ? cost : 0.0);
        *other << (on ? 0.0 : cost);
        categories << QString::number(p.index() + 1);
        largest = std::max(largest, cost);
    }
    m_series->append(selected);
    m_series->append(other);
    m_series->setBarWidth(parts > 40 ? 0.9 : 0.7);
    chart->addSeries(m_series);
    auto* axisX = new QBarCategoryAxis(chart);
    axisX->append(categories);
    axisX->setLabelsVisible(parts <= std::size_t(kMaxLabelledParts));
    // The chart's title says what the bars are, not the axes' titles: QtCharts gives the axes
    // below the bars at most 40 % of the height and cut a "Part" under its labels to "..." in
    // the 100 pixels the chart has beside the table at 1280x800. The title has the room, and
    // too many parts for a label each put their range in it.
    if (parts <= std::size_t(kMaxLabelledParts))
        chart->setTitle(tr("%1 per part").arg(m_session.eventName(event)));
    else
        chart->setTitle(
            tr("%1 of parts 1 to %2, left to right").arg(m_session.eventName(event)).arg(parts));
    chart->addAxis(axisX, Qt::AlignBottom);
    m_series->attachAxis(axisX);
    auto* axisY = chartsupport::countAxis(chart, double(largest), 3); // "1.5 M", not "1.5e+06"
    chart->addAxis(axisY, Qt::AlignLeft);
    m_series->attachAxis(axisY);
    // The legend only matters once some parts are left out.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setVisible(!m_session.selectedParts().isAll());
    chart->setMargins(QMargins(4, 4, 4, 4));
    chartsupport::applyPalette(chart, palette());
    QColor grey = palette().color(QPalette::Text);
    grey.setAlpha(90);
    other->setColor(grey);
    other->setBorderColor(grey);

    connect(m_series, &QStackedBarSeries::clicked, this, [this](int index, QBarSet*) {
        if (index >= 0 && std::size_t(index) < m_session.profile()->partCount()) {
            const PartMask selection = m_session.selectedParts().toggled(PartId(index));
            // Posted: the selection rebuilds this chart, and the clicked series must outlive
            // its own signal.
            QMetaObject::invokeMethod(
                this, [this, selection] { m_session.setSelectedParts(selection); },
                Qt::QueuedConnection);
        }
    });
    const std::unique_ptr<QChart> previous(this->chart());
    setChart(chart);
}

} // namespace tally
