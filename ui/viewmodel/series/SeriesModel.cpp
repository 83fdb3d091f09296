// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/series/SeriesModel.h"

#include "core/analysis/ProfileSeriesPipeline.h"
#include "core/load/ProfileLoader.h"
#include "core/load/ProfileSiblings.h"
#include "core/output/SeriesWriter.h"
#include "core/output/TextColumns.h"
#include "core/text/ShortNames.h"
#include "core/text/TextRanks.h"
#include "ui/viewmodel/common/KeyOrder.h"
#include "ui/viewmodel/common/ModelRoles.h"

#include <QFileInfo>
#include <QThread>

#include <cmath>
#include <limits>
#include <string_view>

namespace tally {

namespace {

// A step's profile with its flat profile alone (cycles detected, as the report's), all that a
// series keeps of it.
std::shared_ptr<const CostSnapshot> flatSnapshot(std::shared_ptr<const Profile> profile)
{
    auto snapshot = std::make_shared<CostSnapshot>();
    snapshot->flat = std::make_shared<const FlatProfile>(*profile, FlatProfile::Options());
    snapshot->relations = std::make_shared<const CallRelations>();
    snapshot->parts = PartMask::all(profile->partCount());
    snapshot->profile = std::move(profile);
    return snapshot;
}

// The rank of each of `texts` ignoring case (textranks::caselessRanks).
std::vector<std::uint32_t> caselessRanksOf(const QStringList& texts)
{
    std::vector<QByteArray> utf8;
    utf8.reserve(std::size_t(texts.size()));
    std::vector<std::string_view> views;
    views.reserve(std::size_t(texts.size()));
    for (const QString& text : texts) {
        utf8.push_back(text.toUtf8());
        views.emplace_back(utf8.back().constData(), std::size_t(utf8.back().size()));
    }
    return textranks::caselessRanks(views);
}

// The change of a row's cost from the first step it is in to the last, in percent (1e300 for
// one from nothing): the Trend column's order.
double trendOf(const ProfileSeries& series, std::size_t row, int event)
{
    const ProfileSeries::Row& function = series.row(row);
    const double change = ProfileComparison::percentChange(
        series.inclusive(row, function.first, event), series.inclusive(row, function.last, event));
    return std::isinf(change) ? 1e300 : change;
}

} // namespace

SeriesModel::SeriesModel(QObject* parent)
    : SortingTableModel(parent),
      m_job(
          [loaded = m_loaded](const QStringList& steps, std::stop_token stop) {
              return build(steps, *loaded, std::move(stop));
          },
          [this](Built built) { install(std::move(built)); })
{
    m_job.setBusyHandler([this](bool busy) { emit busyChanged(busy); });
}

SeriesModel::~SeriesModel() = default;

SeriesModel::Built SeriesModel::build(const QStringList& steps, std::atomic<int>& loaded,
                                      std::stop_token stop)
{
    Built built;
    built.paths = steps;
    loaded = 0;
    auto series = std::make_shared<ProfileSeries>(ProfileComparison::Options());
    const auto canceled = [&stop] { return stop.stop_requested(); };
    const bool complete = profileseries::runInOrder(
        int(steps.size()), QThread::idealThreadCount(),
        [&](int step) {
            // The empty base file of a threads run stands for its threads' files.
            LoadOptions options;
            options.threads = 1;     // the steps load side by side, one core each
            options.sumsOnly = true; // a step keeps its flat profile alone
            return profileloader::load(profilesiblings::expandEmptyBases({steps[step]}, nullptr),
                                       {}, canceled, options);
        },
        [&](int step, profileloader::Result result) {
            if (stop.stop_requested())
                return false;
            if (!result.profile) {
                built.error = result.error;
                return false;
            }
            const auto snapshot = flatSnapshot(std::move(result.profile));
            series->add(snapshot, QFileInfo(steps[step]).fileName());
            ++loaded;
            return true;
        });
    if (complete) {
        series->finish();
        QStringList names;
        QStringList files;
        QStringList objects;
        names.reserve(qsizetype(series->rowCount()));
        for (std::size_t r = 0; r < series->rowCount(); ++r) {
            const ProfileSeries::Row& row = series->row(r);
            names << row.name;
            files << row.file;
            objects << row.object;
        }
        built.names = std::make_shared<const ShortNames>(names, stop);
        if (stop.stop_requested())
            return built; // no series: the names are incomplete
        // What a sort and the filter read, made here rather than at a click or keystroke.
        built.searchable = std::make_shared<const SearchableNames>(
            std::span<const QString>(names.constData(), std::size_t(names.size())));
        std::vector<std::string_view> utf8Names(series->rowCount());
        for (std::size_t r = 0; r < utf8Names.size(); ++r)
            utf8Names[r] = built.searchable->name(std::uint32_t(r));
        built.nameRanks = textranks::caselessRanks(utf8Names);
        built.fileRanks = caselessRanksOf(files);
        built.objectRanks = caselessRanksOf(objects);
        built.series = std::move(series);
    } else if (built.error.isEmpty() && !stop.stop_requested()) {
        built.error = tr("The series could not be loaded.");
    }
    return built;
}

void SeriesModel::open(const QStringList& steps)
{
    m_building = int(steps.size());
    *m_loaded = 0;
    m_job.submit(steps);
}

void SeriesModel::openNow(const QStringList& steps)
{
    m_building = int(steps.size());
    m_job.runNow(steps);
}

void SeriesModel::setActive(bool active)
{
    m_job.setActive(active);
}

bool SeriesModel::isBusy() const
{
    return m_job.isBusy();
}

double SeriesModel::progress() const
{
    return m_building > 0 ? double(m_loaded->load()) / m_building : 0.0;
}

void SeriesModel::install(Built result)
{
    if (!result.series) {
        if (!result.error.isEmpty())
            emit failed(result.error);
        return;
    }
    beginResetModel();
    m_series = std::move(result.series);
    m_names = std::move(result.names);
    m_searchable = std::move(result.searchable);
    m_nameRanks = std::move(result.nameRanks);
    m_fileRanks = std::move(result.fileRanks);
    m_objectRanks = std::move(result.objectRanks);
    m_paths = std::move(result.paths);
    m_event = std::max(0, int(m_series->events().indexOf(m_eventName)));
    if (m_sortColumn >= FirstStep + stepCount())
        m_sortColumn = -1; // a step the new series lacks
    m_largestFirst = m_series->sortedRows(m_event);
    m_trendKeys.clear();
    m_order = orderedRows();
    endResetModel();
    emit built();
    emit stepsChanged();
}

void SeriesModel::setEventName(const QString& name)
{
    m_eventName = name;
    if (!m_series)
        return;
    const int event = std::max(0, int(m_series->events().indexOf(name)));
    if (event == m_event)
        return;
    beginResetModel();
    m_event = event;
    m_largestFirst = m_series->sortedRows(m_event);
    m_trendKeys.clear();
    m_order = orderedRows();
    endResetModel();
    emit stepsChanged();
}

void SeriesModel::setShortNames(bool shortNames)
{
    if (shortNames == m_shortNames)
        return;
    m_shortNames = shortNames;
    if (!m_order.empty())
        emit dataChanged(index(0, Name), index(rowCount() - 1, Name), {Qt::DisplayRole});
}

void SeriesModel::setThreshold(double percent)
{
    if (percent == m_threshold)
        return;
    m_threshold = percent;
    if (stepCount() > 0)
        emit headerDataChanged(Qt::Horizontal, FirstStep, FirstStep + stepCount() - 1);
    emit stepsChanged();
}

int SeriesModel::stepCount() const
{
    return m_series ? m_series->steps() : 0;
}

QString SeriesModel::stepPath(int step) const
{
    return m_paths.value(step);
}

Cost SeriesModel::stepTotal(int step) const
{
    if (!m_series || step < 0 || step >= stepCount() || m_series->events().isEmpty())
        return 0;
    return m_series->totals(step)[std::size_t(m_event)];
}

double SeriesModel::stepGrowth(int step) const
{
    if (step <= 0 || step >= stepCount())
        return 0;
    return ProfileComparison::percentChange(stepTotal(step - 1), stepTotal(step));
}

bool SeriesModel::isRegressed(int step) const
{
    return step > 0 && step < stepCount() && stepGrowth(step) > m_threshold;
}

std::vector<int> SeriesModel::regressedSteps() const
{
    std::vector<int> steps;
    for (int step = 1; step < stepCount(); ++step) {
        if (isRegressed(step))
            steps.push_back(step);
    }
    return steps;
}

const QString& SeriesModel::nameOfStable(std::uint32_t stableRow) const
{
    return m_series->row(stableRow).name;
}

void SeriesModel::sort(int column, Qt::SortOrder order)
{
    if (column >= columnCount())
        column = -1;
    m_sortColumn = column;
    m_sortOrder = order;
    if (!m_series)
        return;
    reorderRows([this] { m_order = orderedRows(); },
                [this](int row) { return m_order[std::size_t(row)]; });
}

std::vector<std::size_t> SeriesModel::orderedRows() const
{
    const std::vector<std::size_t>& largestFirst = m_largestFirst;
    if (m_sortColumn < 0)
        return largestFirst;
    // One number a row, by its place in the model's own order; a stable order of the places.
    std::vector<std::int64_t> keys(largestFirst.size());
    for (std::size_t place = 0; place < keys.size(); ++place) {
        const std::size_t row = largestFirst[place];
        switch (m_sortColumn) {
        case Name:
            keys[place] = m_nameRanks[row];
            break;
        case File:
            keys[place] = m_fileRanks[row];
            break;
        case Object:
            keys[place] = m_objectRanks[row];
            break;
        case Trend:
            if (m_trendKeys.empty()) {
                m_trendKeys.resize(m_series->rowCount());
                for (std::size_t r = 0; r < m_trendKeys.size(); ++r)
                    m_trendKeys[r] = keyorder::keyOf(trendOf(*m_series, r, m_event));
            }
            keys[place] = m_trendKeys[row];
            break;
        default:
            keys[place] = costAt(row, m_sortColumn - FirstStep);
            break;
        }
    }
    const std::vector<std::uint32_t> places =
        keyorder::ordered(keys, m_sortOrder == Qt::DescendingOrder);
    std::vector<std::size_t> rows(places.size());
    for (std::size_t i = 0; i < places.size(); ++i)
        rows[i] = largestFirst[places[i]];
    return rows;
}

int SeriesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int SeriesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstStep + stepCount();
}

Cost SeriesModel::costAt(std::size_t row, int step) const
{
    return m_series->inclusive(row, step, m_event);
}

QVariant SeriesModel::data(const QModelIndex& index, int role) const
{
    if (!m_series || !index.isValid() || std::size_t(index.row()) >= m_order.size())
        return {};
    const std::size_t row = m_order[std::size_t(index.row())];
    const ProfileSeries::Row& function = m_series->row(row);
    const int column = index.column();
    if (column >= FirstStep) {
        const int step = column - FirstStep;
        switch (role) {
        case Qt::DisplayRole:
            return m_series->present(row, step) ? textcolumns::grouped(costAt(row, step))
                                                : QString();
        case SortRole:
            return qlonglong(costAt(row, step));
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return m_series->present(row, step)
                       ? tr("%1 at step %2 (%3): %4 inclusive, called %n time(s)", nullptr,
                            static_cast<int>(m_series->called(row, step)))
                             .arg(function.name)
                             .arg(step + 1)
                             .arg(m_series->label(step), textcolumns::grouped(costAt(row, step)))
                       : tr("%1 is absent from step %2 (%3)")
                             .arg(function.name)
                             .arg(step + 1)
                             .arg(m_series->label(step));
        default:
            return {};
        }
    }
    if (column == Trend) {
        if (role == TrendRole) {
            QList<double> values;
            for (int step = 0; step < stepCount(); ++step)
                values << (m_series->present(row, step) ? double(costAt(row, step))
                                                        : std::numeric_limits<double>::quiet_NaN());
            return QVariant::fromValue(values);
        }
        if (role == SortRole) // the change from the first step the function is in to the last
            return trendOf(*m_series, row, m_event);
        if (role == Qt::ToolTipRole)
            return tr("%1 from step %2 to step %3")
                .arg(function.name)
                .arg(function.first + 1)
                .arg(function.last + 1);
        return {};
    }
    if (column == Name) {
        switch (role) {
        case Qt::DisplayRole:
            return m_shortNames ? m_names->shortened(function.name) : function.name;
        case DistinguishingRole:
            // The range indexes the display text.
            return QVariant::fromValue(m_names->distinguishing(function.name, m_shortNames));
        case Qt::ToolTipRole:
        case SortRole:
            return function.name;
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != SortRole)
        return {};
    // The file and object by their last component (the path in the tooltip), as the matching
    // compares them.
    const auto shown = [role](const QString& path) {
        return role == Qt::DisplayRole ? path.mid(std::max(path.lastIndexOf(QLatin1Char('/')),
                                                           path.lastIndexOf(QLatin1Char('\\'))) +
                                                  1)
                                       : path;
    };
    switch (column) {
    case File:
        return shown(function.file);
    case Object:
        return shown(function.object);
    default:
        break;
    }
    return {};
}

QVariant SeriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (section >= FirstStep && section < columnCount()) {
        const int step = section - FirstStep;
        switch (role) {
        case Qt::DisplayRole:
            //: A step's column of the Series view: its number, marked when it regressed.
            return isRegressed(step) ? tr("%1 \u25b2").arg(step + 1) : QString::number(step + 1);
        case Qt::ToolTipRole:
            return tr("Step %1: %2, total %3")
                .arg(step + 1)
                .arg(stepPath(step), textcolumns::grouped(stepTotal(step)));
        case Qt::InitialSortOrderRole:
            return int(Qt::DescendingOrder);
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role == Qt::InitialSortOrderRole && section == Trend)
        return int(Qt::DescendingOrder);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Function");
    case File:
        return tr("File");
    case Object:
        return tr("Object");
    case Trend:
        return tr("Trend");
    default:
        return {};
    }
}

} // namespace tally
