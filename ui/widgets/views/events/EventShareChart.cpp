// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/events/EventShareChart.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/events/EventTypesModel.h"
#include "ui/widgets/common/ChartSupport.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace tally {

EventShareChart::EventShareChart(Session& session, QWidget* parent)
    : QChartView(parent), m_session(session)
{
    setRenderHint(QPainter::Antialiasing);
    // An explicit minimum: the chart's own grows with its labels and would widen the window.
    setMinimumSize(160, 100);
    connect(&m_session, &Session::changed, this, &EventShareChart::scheduleRebuild);
    m_activity.follow([this](bool shown) {
        if (shown && m_stale)
            rebuild();
    });
    rebuild();
}

std::vector<EventShareChart::Share> EventShareChart::compute(const Session& session)
{
    std::vector<Share> shares;
    if (!session.hasProfile())
        return shares;
    for (int e = 0; e < session.events().count(); ++e) {
        const Cost total = session.total(e);
        if (total == 0)
            continue;
        Share share;
        share.event = e;
        share.name = session.eventName(e);
        share.self = 100.0 * double(EventTypesModel::activeSelf(session, e)) / double(total);
        share.inclusive =
            100.0 * double(EventTypesModel::activeInclusive(session, e)) / double(total);
        shares.push_back(share);
    }
    return shares;
}

void EventShareChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        chartsupport::applyPalette(chart(), palette());
        placeLabels(); // their colour
    }
}

void EventShareChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    updateLabelRoom();
}

bool EventShareChart::labelsTurned() const
{
    if (m_shares.empty())
        return false;
    qreal widest = 0;
    const QFontMetricsF metrics(font());
    for (const Share& share : m_shares)
        widest = std::max(widest, metrics.horizontalAdvance(share.name));
    const QRectF plot = chart()->plotArea();
    const qreal across = plot.width() > 0 ? plot.width() : qreal(width() - 100);
    return across / qreal(m_shares.size()) < widest + 6;
}

void EventShareChart::updateLabelRoom()
{
    const QFontMetricsF metrics(font());
    qreal room = metrics.height();
    if (labelsTurned()) {
        for (const Share& share : m_shares)
            room = std::max(room, metrics.horizontalAdvance(share.name));
    }
    QMargins margins = chart()->margins();
    margins.setBottom(int(std::ceil(room)) + 8);
    if (margins != chart()->margins())
        chart()->setMargins(margins); // moves the plot: placeLabels follows
    else
        placeLabels();
}

void EventShareChart::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    if (m_labels.size() != m_shares.size() || plot.isEmpty())
        return;
    const bool turned = labelsTurned();
    const QFontMetricsF metrics(font());
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        QGraphicsSimpleTextItem* label = m_labels[i];
        label->setBrush(palette().color(QPalette::Text));
        const qreal centre = chart()->mapToPosition(QPointF(qreal(i), 0), m_series).x();
        const qreal width = metrics.horizontalAdvance(label->text());
        // Turned a quarter to the left about its origin, a label reads upwards and ends just
        // below the bars.
        label->setRotation(turned ? -90 : 0);
        label->setPos(turned ? QPointF(centre - metrics.height() / 2, plot.bottom() + 4 + width)
                             : QPointF(centre - width / 2, plot.bottom() + 4));
    }
}

QStringList EventShareChart::labelTexts() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem* label : m_labels)
        texts << label->text();
    return texts;
}

std::vector<QRectF> EventShareChart::labelRects() const
{
    std::vector<QRectF> rects;
    for (const QGraphicsSimpleTextItem* label : m_labels)
        rects.push_back(label->mapRectToParent(label->boundingRect()));
    return rects;
}

void EventShareChart::scheduleRebuild()
{
    if (isVisible())
        rebuild();
    else
        m_stale = true;
}

void EventShareChart::rebuild()
{
    m_stale = false;
    m_shares = compute(m_session);
    auto* chart = new QChart; // owned by the view from setChart() on
    m_series = new QBarSeries(chart);
    auto* self = new QBarSet(tr("Self"), m_series);
    auto* inclusive = new QBarSet(tr("Inclusive"), m_series);
    QStringList categories;
    double largest = 0;
    // Upright bars: event names are short, so a dozen types fit side by side in little height.
    for (const Share& share : m_shares) {
        categories << share.name;
        *inclusive << share.inclusive;
        *self << share.self;
        largest = std::max({largest, share.self, share.inclusive});
    }
    m_series->append(inclusive);
    m_series->append(self);
    chart->addSeries(m_series);
    auto* axisX = new QBarCategoryAxis(chart);
    axisX->append(categories);
    axisX->setLabelsVisible(false); // placeLabels names the bars
    chart->addAxis(axisX, Qt::AlignBottom);
    m_series->attachAxis(axisX);
    auto* axisY = new QValueAxis(chart);
    axisY->setRange(0, largest > 0 ? std::min(100.0, largest * 1.1) : 1.0);
    axisY->setLabelFormat(QStringLiteral("%.3g%%"));
    axisY->setTickCount(5);
    axisY->applyNiceNumbers();
    chart->addAxis(axisY, Qt::AlignLeft);
    m_series->attachAxis(axisY);

    QString title = tr("Select a function to compare its share of each event type");
    if (m_session.activeFunction().isValid())
        title = tr("Share of %1 in each event type")
                    .arg(m_session.shownName(
                        m_session.profile()->functionName(m_session.activeFunction())));
    else if (m_session.activeCycle() >= 0)
        title =
            tr("Share of cycle %1 in each event type")
                .arg(m_session.flatProfile().cycles()[std::size_t(m_session.activeCycle())].number);
    chart->setTitle(title.size() > 120 ? title.left(117) + QStringLiteral("...") : title);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chartsupport::applyPalette(chart, palette());

    connect(m_series, &QBarSeries::clicked, this, [this](int index, QBarSet*) {
        if (index >= 0 && index < int(m_shares.size()))
            m_session.setEventTypes(m_shares[std::size_t(index)].event, m_session.secondaryEvent());
    });
    m_labels.clear();
    for (const Share& share : m_shares) {
        auto* label = new QGraphicsSimpleTextItem(share.name, chart);
        label->setFont(font());
        label->setAcceptedMouseButtons(Qt::NoButton);
        m_labels.push_back(label);
    }
    connect(chart, &QChart::plotAreaChanged, this, &EventShareChart::placeLabels);
    // QChartView releases the chart it replaces: it goes when this scope ends.
    const std::unique_ptr<QChart> previous(this->chart());
    setChart(chart);
    updateLabelRoom();
}

} // namespace tally
