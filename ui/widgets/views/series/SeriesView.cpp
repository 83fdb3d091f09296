// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/series/SeriesView.h"

#include "core/output/TextColumns.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/WrappedLabel.h"
#include "ui/widgets/views/series/SparklineDelegate.h"

#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace tally {

namespace {

settings::Key<double> thresholdKey()
{
    return settings::viewOption<double>(QStringLiteral("series"), "regressionPercent", 2.0);
}

} // namespace

SeriesView::SeriesView(Session& session, QSettings& settings, QWidget* parent)
    : QWidget(parent), m_session(session), m_settings(settings),
      m_proxy(m_model,
              {[this]() -> const SearchableNames& { return m_model.searchableNames(); },
               [this](std::uint32_t stableRow) -> const QString& {
                   return m_model.nameOfStable(stableRow);
               }},
              [this](int row) { return m_model.stableRow(row); })
{

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* toolbar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter functions"));
    m_filter->setClearButtonEnabled(true);
    toolbar->addWidget(m_filter, 1);
    auto* thresholdLabel = new QLabel(tr("Regressed above:"), this);
    toolbar->addWidget(thresholdLabel);
    m_threshold = new QDoubleSpinBox(this);
    m_threshold->setRange(0.0, 1000.0);
    m_threshold->setDecimals(1);
    m_threshold->setSingleStep(0.5);
    m_threshold->setSuffix(tr(" %"));
    m_threshold->setToolTip(tr("A step regressed when its total grew by more than this over the "
                               "step before"));
    thresholdLabel->setBuddy(m_threshold);
    m_threshold->setValue(settings::read(m_settings, thresholdKey()));
    m_model.setThreshold(m_threshold->value());
    toolbar->addWidget(m_threshold);
    m_compare = new QPushButton(tr("Compare Steps"), this);
    m_compare->setToolTip(tr("Compare the two chosen steps: the later one as the profile, the "
                             "earlier one as the baseline"));
    toolbar->addWidget(m_compare);
    layout->addLayout(toolbar);

    // Word-wrapped: a long summary (no event type in common) never widens the view's page.
    m_summary = new WrappedLabel(this);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    m_pages = new QStackedWidget(this);
    m_hint = new QLabel(tr("<p>No series open.</p><p><b>File &gt; Open Series...</b> opens "
                           "profiles of one program, one a step (a benchmark's profile per "
                           "commit), or drop several files on the window.</p>"),
                        this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_pages->addWidget(m_hint);
    auto* content = new QWidget(this);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    m_strip = new QListView(content);
    m_strip->setModel(&m_steps);
    m_strip->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_strip->setFlow(QListView::LeftToRight);
    m_strip->setWrapping(false);
    m_strip->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_strip->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_strip->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_strip->setToolTip(tr("The steps: choose two to compare them"));
    m_strip->setFixedHeight(3 * fontMetrics().height() + 16);
    contentLayout->addWidget(m_strip);
    m_table = new QTreeView(content);
    m_table->setModel(&m_proxy);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Names cut as the other views cut them: in the middle, keeping what tells a name from its
    // look-alikes (a plain cut at the end left "void std::__intr..." twice).
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setItemDelegate(new LongTextDelegate(m_table));
    m_table->setItemDelegateForColumn(SeriesModel::Trend, new SparklineDelegate(m_table));
    m_table->header()->setStretchLastSection(false);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // the model's order: largest first
    contentLayout->addWidget(m_table, 1);
    m_pages->addWidget(content);
    layout->addWidget(m_pages, 1);

    connect(m_filter, &QLineEdit::textChanged, this,
            [this](const QString& text) { m_proxy.setNamePattern(text, false); });
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        settings::write(m_settings, thresholdKey(), value);
        m_model.setThreshold(value);
    });
    connect(m_compare, &QPushButton::clicked, this, [this] { compareChosenSteps(); });
    connect(m_strip->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SeriesView::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &SeriesView::updateActions);
    connect(&m_model, &SeriesModel::stepsChanged, this, &SeriesView::fillStrip);
    connect(&m_model, &SeriesModel::built, this, [this] {
        m_pages->setCurrentIndex(1);
        // Room for the steps at 1280x800 beside the flat profile: the names' column takes what
        // a readable name needs, the trend a few pixels a step.
        QHeaderView& header = *m_table->header();
        header.resizeSection(SeriesModel::Name, 18 * fontMetrics().averageCharWidth());
        header.resizeSection(SeriesModel::File, 7 * fontMetrics().averageCharWidth());
        header.resizeSection(SeriesModel::Object, 6 * fontMetrics().averageCharWidth());
        header.resizeSection(SeriesModel::Trend, std::clamp(m_model.stepCount() * 12, 72, 200));
        for (int column = SeriesModel::FirstStep; column < m_model.columnCount(); ++column)
            m_table->resizeColumnToContents(column);
        updateActions();
        emit seriesBuilt();
    });
    connect(&m_model, &SeriesModel::failed, this, [this](const QString& error) {
        m_summary->setText(tr("The series could not be opened: %1").arg(error));
    });
    connect(&m_model, &SeriesModel::busyChanged, this, [this](bool busy) {
        m_activity.setBusy(busy);
        if (busy)
            m_summary->setText(tr("Loading the series..."));
        else
            fillStrip();
    });
    m_model.setShortNames(m_session.shortNames());
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::EventTypes | SessionChange::Profile))
            updateEvent();
        if (changes & SessionChange::Display)
            m_model.setShortNames(m_session.shortNames());
    });
    m_activity.followJob(m_model);
    updateActions();
}

void SeriesView::openSeries(const QStringList& steps)
{
    updateEvent();
    m_model.open(steps);
}

void SeriesView::updateEvent()
{
    if (m_session.hasProfile())
        m_model.setEventName(m_session.eventName(m_session.primaryEvent()));
}

void SeriesView::fillStrip()
{
    const std::vector<int> chosen = chosenSteps();
    m_steps.clear();
    const int steps = m_model.stepCount();
    const QLocale locale;
    for (int step = 0; step < steps; ++step) {
        QString growth;
        if (step > 0) {
            const double change = m_model.stepGrowth(step);
            growth = std::isinf(change)
                         ? tr("new")
                         : tr("%1%2 %").arg(change > 0 ? QStringLiteral("+") : QString(),
                                            locale.toString(change, 'f', 1));
        }
        const bool regressed = m_model.isRegressed(step);
        //: A step of the Series view's strip: its number (with a triangle when it regressed),
        //: its file, its total and its growth over the step before.
        auto* item =
            new QStandardItem(tr("%1%2  %3\n%4  %5")
                                  .arg(step + 1)
                                  .arg(regressed ? QStringLiteral(" \u25b2") : QString(),
                                       QFileInfo(m_model.stepPath(step)).fileName(),
                                       textcolumns::grouped(m_model.stepTotal(step)), growth));
        item->setToolTip(regressed ? tr("%1: regressed, total %2 over the step before")
                                         .arg(m_model.stepPath(step), growth)
                                   : m_model.stepPath(step));
        item->setData(step, Qt::UserRole);
        if (regressed) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        m_steps.appendRow(item);
    }
    for (const int step : chosen) {
        if (step < steps)
            m_strip->selectionModel()->select(m_steps.index(step, 0), QItemSelectionModel::Select);
    }
    if (steps > 0 && !m_model.isBusy()) {
        const auto regressed = m_model.regressedSteps();
        m_summary->setText(
            tr("%n step(s), ", nullptr, steps) +
            tr("%n regressed by more than %1 %", nullptr, static_cast<int>(regressed.size()))
                .arg(QLocale().toString(m_model.threshold(), 'f', 1)) +
            (!m_model.series() ? QString()
             : m_model.series()->events().isEmpty()
                 ? tr(" (the steps measure no event type in common: nothing to follow)")
                 : tr(" (%1, inclusive)")
                       .arg(m_model.series()->events().value(m_model.shownEvent()))));
    }
    updateActions();
}

QString SeriesView::summary() const
{
    return m_summary->text();
}

std::vector<int> SeriesView::chosenSteps() const
{
    std::set<int> steps;
    for (const QModelIndex& index : m_strip->selectionModel()->selectedIndexes())
        steps.insert(index.data(Qt::UserRole).toInt());
    if (steps.size() != 2) {
        steps.clear();
        for (const QModelIndex& index : m_table->selectionModel()->selectedIndexes()) {
            if (index.column() >= SeriesModel::FirstStep)
                steps.insert(index.column() - SeriesModel::FirstStep);
        }
    }
    if (steps.size() != 2)
        return {};
    return {steps.begin(), steps.end()};
}

void SeriesView::chooseSteps(int earlier, int later)
{
    m_strip->clearSelection();
    for (const int step : {earlier, later}) {
        if (step >= 0 && step < m_steps.rowCount())
            m_strip->selectionModel()->select(m_steps.index(step, 0), QItemSelectionModel::Select);
    }
}

bool SeriesView::compareChosenSteps()
{
    const std::vector<int> steps = chosenSteps();
    if (steps.size() != 2)
        return false;
    emit compareRequested({m_model.stepPath(steps[0])}, {m_model.stepPath(steps[1])});
    return true;
}

void SeriesView::updateActions()
{
    m_compare->setEnabled(chosenSteps().size() == 2);
}

} // namespace tally
