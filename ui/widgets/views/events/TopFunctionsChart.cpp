// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/events/TopFunctionsChart.h"

#include "core/text/NameShortener.h"
#include "core/text/TextElisionNames.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/widgets/common/ChartSupport.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QPen>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace tally {

namespace {
constexpr int kDefaultCount = 10;
} // namespace

TopFunctionsChart::TopFunctionsChart(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    m_first = new QComboBox(this);
    m_first->setToolTip(tr("The event type that ranks the functions"));
    m_second = new QComboBox(this);
    m_second->setToolTip(tr("The event type shown beside it"));
    m_kind = new QComboBox(this);
    m_kind->addItems({tr("Inclusive"), tr("Self")});
    // Self cost by default: by inclusive cost main and its wrappers fill the top of every chart.
    m_kind->setCurrentIndex(1);
    m_count = new QSpinBox(this);
    m_count->setRange(1, 50);
    m_count->setValue(kDefaultCount);
    m_count->setPrefix(tr("Top "));
    auto* exportButton = new QToolButton(this);
    exportButton->setText(tr("Export..."));
    exportButton->setToolTip(tr("Save the chart as PNG or SVG"));
    m_view = new QChartView(new QChart, this);
    m_view->setMinimumSize(160, 100); // not the chart's own, which grows with its labels
    m_view->setRenderHint(QPainter::Antialiasing);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_count);
    controls->addWidget(m_kind);
    //: Top [10] [inclusive] by [event type] against [event type]
    controls->addWidget(new QLabel(tr("by"), this));
    controls->addWidget(m_first);
    //: Top [10] [inclusive] by [event type] against [event type]
    controls->addWidget(new QLabel(tr("against"), this));
    controls->addWidget(m_second);
    controls->addStretch(1);
    controls->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);

    connect(exportButton, &QToolButton::clicked, this, [this] {
        chartsupport::exportWithDialog(m_view, QStringLiteral("top-functions.png"), this);
    });
    for (QComboBox* box : {m_first, m_second, m_kind})
        connect(box, &QComboBox::currentIndexChanged, this, [this, box] {
            if (m_filling)
                return;
            // The user's own event types: the toolbar's no longer replace them.
            if (box != m_kind)
                m_followSession = false;
            rebuild();
        });
    connect(m_count, &QSpinBox::valueChanged, this, &TopFunctionsChart::rebuild);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::EventTypes))
            fillEventChoices();
        // Of the Display changes only View > Shorten Names and the short names made after the
        // profile was shown reach this chart (its labels).
        const bool namesChanged =
            ((changes & SessionChange::Display) && m_shortNames != m_session.shortNames()) ||
            (changes & SessionChange::ShortNames);
        if (namesChanged ||
            (changes & (SessionChange::Profile | SessionChange::EventTypes | SessionChange::Costs)))
            scheduleRebuild();
    });
    fillEventChoices();
    m_activity.follow([this](bool shown) {
        if (shown && m_stale)
            rebuild();
    });
    rebuild();
}

void TopFunctionsChart::fillEventChoices()
{
    // The toolbar's event types (the primary against the secondary, or against the first miss
    // count there is), until the user picks the chart's own; those are kept by name across added
    // or removed user types.
    const QString first = m_first->currentText();
    const QString second = m_second->currentText();
    m_filling = true;
    m_first->clear();
    m_second->clear();
    //: The Event Chart's second event type: none, the ranking type's bars alone
    m_second->addItem(tr("(none)"), -1);
    const auto& events = m_session.events();
    for (int e = 0; m_session.hasProfile() && e < events.count(); ++e) {
        m_first->addItem(events.type(e).name, e);
        m_second->addItem(events.type(e).name, e);
    }
    if (m_followSession || m_first->findText(first) < 0) {
        const int primary = m_session.primaryEvent();
        int other = m_session.secondaryEvent() != primary ? m_session.secondaryEvent() : -1;
        for (const char* miss : {"D1mr", "L1m", "DLmr", "LLm", "Bcm", "Bm"}) {
            if (other < 0 && events.indexOf(QLatin1String(miss)) != primary)
                other = events.indexOf(QLatin1String(miss));
        }
        m_first->setCurrentIndex(m_first->findData(primary));
        m_second->setCurrentIndex(std::max(0, m_second->findData(other)));
    } else {
        m_first->setCurrentIndex(m_first->findText(first));
        m_second->setCurrentIndex(std::max(0, m_second->findText(second)));
    }
    m_filling = false;
}

void TopFunctionsChart::setEventTypes(int first, int second)
{
    m_followSession = false;
    m_filling = true;
    m_first->setCurrentIndex(m_first->findData(first));
    m_second->setCurrentIndex(std::max(0, m_second->findData(second)));
    m_filling = false;
    rebuild();
}

void TopFunctionsChart::setCount(int count)
{
    m_count->setValue(count);
}

void TopFunctionsChart::setInclusive(bool inclusive)
{
    m_kind->setCurrentIndex(inclusive ? 0 : 1);
}

std::vector<TopFunctionsChart::Entry>
TopFunctionsChart::compute(const Session& session, int first, int second, int count, bool inclusive)
{
    std::vector<Entry> entries;
    if (!session.hasProfile() || first < 0 || count <= 0)
        return entries;
    const FlatProfile& flat = session.flatProfile();
    const auto costOf = [&](FunctionId f, int event) {
        return session.value(inclusive ? flat.inclusive(f) : flat.self(f), event);
    };
    std::vector<std::pair<Cost, FunctionId>> ranked;
    ranked.reserve(flat.functionCount());
    for (const FunctionId f : flat.functionIds()) {
        if (flat.isPresent(f))
            ranked.emplace_back(costOf(f, first), f);
    }
    const std::size_t keep = std::min(ranked.size(), std::size_t(count));
    std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(keep), ranked.end(),
                      [](const auto& a, const auto& b) {
                          return a.first != b.first ? a.first > b.first : a.second < b.second;
                      });
    const Cost firstTotal = session.total(first);
    const Cost secondTotal = second >= 0 ? session.total(second) : 0;
    for (std::size_t i = 0; i < keep; ++i) {
        const FunctionId f = ranked[i].second;
        Entry entry;
        entry.function = f;
        const QString fullName = session.profile()->functionName(f);
        entry.name = session.shownName(fullName);
        entry.distinguishing = session.shownNameSpan(fullName);
        entry.first = firstTotal == 0 ? 0 : 100.0 * double(ranked[i].first) / double(firstTotal);
        entry.second = secondTotal == 0 || second < 0
                           ? 0
                           : 100.0 * double(costOf(f, second)) / double(secondTotal);
        entries.push_back(std::move(entry));
    }
    return entries;
}

void TopFunctionsChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        chartsupport::applyPalette(m_view->chart(), palette());
        placeLabels(); // their colours
    }
}

void TopFunctionsChart::scheduleRebuild()
{
    if (isVisible())
        rebuild();
    else
        m_stale = true;
}

void TopFunctionsChart::rebuild()
{
    m_stale = false;
    m_shortNames = m_session.shortNames();
    const int first = m_first->currentData().isValid() ? m_first->currentData().toInt() : -1;
    int second = m_second->currentData().isValid() ? m_second->currentData().toInt() : -1;
    if (second == first)
        second = -1; // a type against itself says nothing: its bars alone
    const bool inclusive = m_kind->currentIndex() == 0;
    m_entries = compute(m_session, first, second, m_count->value(), inclusive);

    auto* chart = new QChart; // owned by the view from setChart() on
    m_series = new QHorizontalBarSeries(chart);
    const QString kind = inclusive ? tr("incl.") : tr("self");
    auto* firstSet =
        new QBarSet(QStringLiteral("%1 (%2)").arg(m_session.eventName(first), kind), m_series);
    // The second type's set only when there is one (the series owns its sets).
    QBarSet* secondSet =
        second >= 0 ? new QBarSet(QStringLiteral("%1 (%2)").arg(m_session.eventName(second), kind),
                                  m_series)
                    : nullptr;
    QStringList categories;
    double largest = 0;
    for (auto it = m_entries.rbegin(); it != m_entries.rend(); ++it) {
        // The axis's categories only place the bars (placeLabels names them): they must be
        // unique, and overloads and static functions share names.
        categories << QString::number(categories.size());
        *firstSet << it->first;
        if (secondSet)
            *secondSet << it->second;
        largest = std::max({largest, it->first, it->second});
    }
    // Appended second first so that, growing upwards, the ranking type's bar is on top.
    if (secondSet)
        m_series->append(secondSet);
    m_series->append(firstSet);
    m_series->setBarWidth(0.85);
    chart->addSeries(m_series);
    auto* axisY = new QBarCategoryAxis(chart);
    axisY->append(categories);
    axisY->setLabelsVisible(false);
    axisY->setGridLineVisible(false);
    chart->addAxis(axisY, Qt::AlignLeft);
    m_series->attachAxis(axisY);
    auto* axisX = new QValueAxis(chart);
    axisX->setRange(0, largest > 0 ? std::min(100.0, largest * 1.1) : 1.0);
    axisX->setLabelFormat(QStringLiteral("%.3g %%"));
    axisX->applyNiceNumbers();
    axisX->setTitleText(tr("Share of each event type's total"));
    chart->addAxis(axisX, Qt::AlignBottom);
    m_series->attachAxis(axisX);
    if (second >= 0)
        chart->setTitle(
            tr("Top %n function(s) by %1 %2, against %3", nullptr, int(m_entries.size()))
                .arg(kind, m_session.eventName(first), m_session.eventName(second)));
    else
        chart->setTitle(tr("Top %n function(s) by %1 %2", nullptr, int(m_entries.size()))
                            .arg(kind, m_session.eventName(first)));
    // One set: the title names it.
    chart->legend()->setVisible(second >= 0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setReverseMarkers(true);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chartsupport::applyPalette(chart, palette());
    // applyPalette colours the first set in the highlight colour: that is the ranking type.
    firstSet->setColor(palette().color(QPalette::Highlight));
    if (secondSet)
        secondSet->setColor(colorcontrast::isDark(palette().color(QPalette::Base))
                                ? QColor(QStringLiteral("#f0a04b"))
                                : QColor(QStringLiteral("#d9822b")));

    connect(m_series, &QHorizontalBarSeries::clicked, this, [this](int index, QBarSet*) {
        const int row = int(m_entries.size()) - 1 - index;
        if (row >= 0 && row < int(m_entries.size()))
            m_session.navigateTo(m_entries[std::size_t(row)].function);
    });
    m_twoSets = secondSet != nullptr;
    m_labels.clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        auto* label = new QGraphicsSimpleTextItem(chart);
        label->setFont(font());
        label->setZValue(10);                         // over the bars
        label->setAcceptedMouseButtons(Qt::NoButton); // a click goes to the bar below
        // A halo behind the text, in the colour under it, keeps the name readable where it
        // crosses the other event type's bar or a grid line.
        auto* halo = new QGraphicsSimpleTextItem(label);
        halo->setFlag(QGraphicsItem::ItemStacksBehindParent);
        halo->setAcceptedMouseButtons(Qt::NoButton);
        m_labels.push_back(label);
    }
    connect(chart, &QChart::plotAreaChanged, this, &TopFunctionsChart::placeLabels);
    const std::unique_ptr<QChart> previous(m_view->chart());
    m_view->setChart(chart);
    placeLabels();
}

void TopFunctionsChart::placeLabels()
{
    QChart* chart = m_view->chart();
    const QRectF plot = chart->plotArea();
    if (m_labels.size() != m_entries.size() || plot.isEmpty())
        return;
    const int count = int(m_entries.size());
    // Many bars (Top 50) in little height: a smaller font, down to a readable one, and past
    // that the name of every n-th bar, the largest's always.
    const double band = plot.height() / std::max(1, count);
    QFont labelFont = font();
    if (const double line = QFontMetricsF(labelFont).height();
        band < line && labelFont.pointSizeF() > 0) {
        constexpr double kSmallestPoints = 7;
        labelFont.setPointSizeF(std::max(kSmallestPoints, labelFont.pointSizeF() * band / line));
    }
    const QFontMetricsF metrics(labelFont);
    // Half a line more than the names' height apart: the top name, kept inside the plot, sits
    // lower than its bar's middle.
    const int step =
        band >= metrics.height() ? 1 : int(std::ceil(1.5 * metrics.height() / std::max(1.0, band)));
    const auto widthOf = [&metrics](QStringView text) {
        return metrics.horizontalAdvance(text.toString());
    };
    constexpr double kPadding = 4;
    for (int row = 0; row < count; ++row) {
        const Entry& entry = m_entries[std::size_t(row)];
        const double category = count - 1 - row; // the bars grow upwards, the first on top
        const double left = chart->mapToPosition(QPointF(0, category), m_series).x();
        const double first = chart->mapToPosition(QPointF(entry.first, category), m_series).x();
        const double end =
            m_twoSets
                ? std::max(first,
                           chart->mapToPosition(QPointF(entry.second, category), m_series).x())
                : first;
        // The ranking type's bar: the upper half of the category with two sets.
        const double top = chart->mapToPosition(QPointF(0, category + 0.425), m_series).y();
        const double bottom =
            chart->mapToPosition(QPointF(0, m_twoSets ? category : category - 0.425), m_series).y();
        const QString& whole = entry.name;
        const double inside = first - left - 2 * kPadding;
        const double beside = plot.right() - end - 2 * kPadding;
        // Whole inside the bar, else whole beside it, else cut where there is more room.
        const double wholeWidth = widthOf(whole);
        const bool inBar = wholeWidth <= inside || (wholeWidth > beside && inside > beside);
        const QString text = textelision::elideName(whole, std::max(0.0, inBar ? inside : beside),
                                                    widthOf, entry.distinguishing);
        QGraphicsSimpleTextItem* label = m_labels[std::size_t(row)];
        label->setVisible(row % step == 0);
        label->setFont(labelFont);
        label->setText(text);
        label->setBrush(palette().color(inBar ? QPalette::HighlightedText : QPalette::Text));
        if (auto* halo = dynamic_cast<QGraphicsSimpleTextItem*>(label->childItems().value(0))) {
            const QColor under = palette().color(inBar ? QPalette::Highlight : QPalette::Base);
            halo->setFont(labelFont);
            halo->setText(text);
            halo->setBrush(under);
            halo->setPen(QPen(under, 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        }
        const double x = inBar ? left + kPadding : end + kPadding;
        const double y = (top + bottom) / 2 - metrics.height() / 2;
        label->setPos(x, std::clamp(y, plot.top(), plot.bottom() - metrics.height()));
        label->setToolTip(whole);
    }
}

QStringList TopFunctionsChart::labelTexts() const
{
    QStringList texts;
    for (const QGraphicsSimpleTextItem* label : m_labels)
        texts << (label->isVisible() ? label->text() : QString());
    return texts;
}

std::vector<QRectF> TopFunctionsChart::labelRects() const
{
    std::vector<QRectF> rects;
    for (const QGraphicsSimpleTextItem* label : m_labels)
        rects.push_back(label->isVisible() ? label->mapRectToParent(label->boundingRect())
                                           : QRectF());
    return rects;
}

} // namespace tally
