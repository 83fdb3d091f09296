// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileModel.h"

#include "ui/viewmodel/common/CostText.h"

#include <QLocale>

#include <algorithm>

namespace tally {

FlatProfileModel::FlatProfileModel(Session& session, QObject* parent)
    : SortingTableModel(parent), m_session(session),
      m_ordersJob([](const OrdersRequest& request,
                     const std::stop_token& stop) { return makeOrders(request, stop); },
                  [this](OrdersResult result) {
                      if (result.generation != m_generation)
                          return;
                      if (m_nameRanks.size() != m_rows.size())
                          m_nameRanks = std::move(result.nameRanks);
                      if (result.orderEpoch != m_orderEpoch)
                          return;
                      for (auto& [sort, places] : result.orders)
                          m_rows.keepOrder(sort, std::move(places));
                      for (const auto& [column, range] : result.ranges)
                          m_rows.keepRange(column, range);
                  }),
      m_namesJob(
          [](const NamesRequest& request, std::stop_token) {
              return NamesResult{SearchableNames(FlatProfileRows(request.snapshot)),
                                 request.generation};
          },
          [this](NamesResult result) {
              if (result.generation == m_generation && result.names.snapshot() == m_rows.snapshot())
                  m_searchable = std::move(result.names);
          }),
      m_rowsJob([](const RowsRequest& request, std::stop_token) { return makeRows(request); },
                [this](RowsResult result) { install(std::move(result)); })
{
    m_ordersJob.setBusyHandler([this](bool busy) { m_preparingOrders = busy; });
    m_namesJob.setBusyHandler([this](bool busy) { m_preparingNames = busy; });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs))
            rebuild();
        else if (changes & (SessionChange::EventTypes | SessionChange::Display))
            refreshAll(changes & SessionChange::EventTypes);
    });
    rebuild();
}

FlatProfileModel::RowsResult FlatProfileModel::makeRows(const RowsRequest& request)
{
    RowsResult result{
        FlatProfileRows(request.snapshot), {}, {}, request.generation, request.sortVersion};
    if (request.sort.key == FlatProfileSort::Key::Name)
        result.nameRanks = result.rows.nameRanks();
    result.rows.order(request.sort, result.nameRanks);
    result.rows.measureRanges(request.columns, request.sort.events);
    result.names.resize(result.rows.size());
    return result;
}

FlatProfileModel::OrdersResult FlatProfileModel::makeOrders(const OrdersRequest& request,
                                                            const std::stop_token& stop)
{
    OrdersResult result{request.generation, request.orderEpoch, {}, {}, {}};
    // The rows in the profile's order have the bases of any order of them.
    const FlatProfileRows rows(request.snapshot);
    for (const FlatProfileSort& sort : request.sorts) {
        if (stop.stop_requested())
            return result;
        result.orders.emplace_back(sort, rows.placesInOrder(sort, {}));
    }
    if (request.nameRanks && !stop.stop_requested()) {
        result.nameRanks = rows.nameRanks();
        for (const bool descending : {false, true}) {
            FlatProfileSort sort{FlatProfileSort::Key::Name, -1, descending, {}};
            result.orders.emplace_back(sort, rows.placesInOrder(sort, result.nameRanks));
        }
    }
    for (const FlatProfileRows::Column& column : request.ranges) {
        if (stop.stop_requested())
            return result;
        result.ranges.emplace_back(column, rows.range(column.key, column.event, request.events));
    }
    for (const FlatProfileSort& sort : request.eventSorts) {
        if (stop.stop_requested())
            return result;
        result.orders.emplace_back(sort, rows.placesInOrder(sort, {}));
    }
    return result;
}

void FlatProfileModel::prepareOrders()
{
    if (m_rows.empty())
        return;
    OrdersRequest request{m_rows.snapshot(),
                          {},
                          m_nameRanks.size() != m_rows.size(),
                          m_generation,
                          m_orderEpoch,
                          {},
                          {},
                          m_session.events()};
    const EventSet& events = request.events;
    for (const int column :
         {Inclusive, Self, SecondaryInclusive, SecondarySelf, Called, Location}) {
        const int event = eventOfColumn(column);
        if (event < 0 && column != Called && column != Location)
            continue;
        for (const bool descending : {true, false}) {
            FlatProfileSort sort{keyOf(column), event, descending, events};
            if (!m_rows.keepsOrder(sort))
                request.sorts.push_back(std::move(sort));
        }
    }
    // Another event type chosen shows the primary columns of that type, sorted as now: each
    // type's order of the sort column and the ranges of both (choosing one sorted and measured
    // 126,742 rows on the GUI thread: 45 M instructions).
    const bool primarySort = m_sortColumn == Inclusive || m_sortColumn == Self;
    int orderedAhead = 0;
    for (int event = 0; event < events.count(); ++event) {
        if (event == m_session.primaryEvent())
            continue;
        for (const int column : {Inclusive, Self}) {
            if (!m_rows.measures(keyOf(column), event))
                request.ranges.push_back({keyOf(column), event});
        }
        FlatProfileSort sort{keyOf(m_sortColumn), event, m_sortOrder == Qt::DescendingOrder,
                             events};
        if (primarySort && orderedAhead < kEventsOrderedAhead && !m_rows.keepsOrder(sort)) {
            request.eventSorts.push_back(std::move(sort));
            ++orderedAhead;
        }
    }
    if (!request.sorts.empty() || request.nameRanks || !request.eventSorts.empty() ||
        !request.ranges.empty())
        m_ordersJob.submit(std::move(request));
}

void FlatProfileModel::prepareNames()
{
    // A small profile's names are made when the filter first asks, in a few milliseconds.
    if (m_rows.size() < kRowsMadeInBackground || hasSearchableNames())
        return;
    m_namesJob.submit({m_rows.snapshot(), m_generation});
}

const SearchableNames& FlatProfileModel::searchableNames()
{
    if (!hasSearchableNames()) {
        // Not made in the background yet: made here, and the background job is not needed.
        m_namesJob.cancel();
        m_searchable = SearchableNames(m_rows);
    }
    return m_searchable;
}

void FlatProfileModel::clearOrders()
{
    ++m_orderEpoch;
    m_rows.clearOrders();
}

void FlatProfileModel::rebuild()
{
    ++m_generation;
    m_ordersJob.cancel();
    m_namesJob.cancel();
    // The rows and what they show come from one snapshot: the Session may hold a newer one
    // before this model hears of it.
    RowsRequest request{m_session.snapshot(), currentSort(), shownColumns(), m_generation,
                        m_sortVersion};
    const auto& profile = request.snapshot->profile;
    if (!profile || profile->functionCount() < kRowsMadeInBackground) {
        m_rowsJob.runNow(request);
        return;
    }
    if (!m_rows.empty() && m_rows.snapshot()->profile != profile)
        install({{}, {}, {}, m_generation, m_sortVersion});
    m_rowsJob.submit(std::move(request));
}

void FlatProfileModel::install(RowsResult result)
{
    if (result.generation != m_generation)
        return;
    beginResetModel();
    m_rows = std::move(result.rows);
    m_names = std::move(result.names);
    m_nameRanks = std::move(result.nameRanks);
    m_groupKeys.clear();
    m_groupKeysKind = GroupingKind::None;
    if (m_searchable.snapshot() != m_rows.snapshot())
        m_searchable = {}; // not the old profile's names kept alive until the new ones come
    // The sort column or the event types changed while a worker ordered the rows (and
    // measured the columns of the event types before).
    if (result.sortVersion != m_sortVersion) {
        m_rows.clearRanges();
        clearOrders();
        order();
    }
    m_rowsEvents = m_session.events();
    m_ordered = true;
    endResetModel();
    // A click on a column's header then only puts the rows in an order made before. Sorting by
    // name needs the names' order, the slowest to make (150 ms on 127,000 names of 500 bytes):
    // made last.
    prepareOrders();
    prepareNames();
}

void FlatProfileModel::refreshAll(bool eventTypes)
{
    // New event types order the cost columns anew, also rows a worker is ordering now. Another
    // type chosen from the same set keeps the orders and measured columns made by index (those
    // of each type chosen before: choosing one again in the Compare view's box sorted and
    // measured 127,000 rows again); a set that changed forgets them. A new display
    // (percentages) shows the same numbers.
    ++m_sortVersion;
    if (eventTypes && !m_session.events().valuesAsIn(m_rowsEvents)) {
        m_rows.clearRanges();
        clearOrders();
        m_rowsEvents = m_session.events();
    }
    if (m_rows.empty())
        return;
    if (eventTypes)
        m_rows.measureRanges(shownColumns(), m_session.events());
    m_ordered = false;
    sort(m_sortColumn, m_sortOrder);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (eventTypes)
        prepareOrders();
}

void FlatProfileModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    if (column == m_sortColumn && order == m_sortOrder && m_ordered)
        return; // a view that is reset sorts again by the same column
    m_sortColumn = column;
    m_sortOrder = order;
    ++m_sortVersion;
    if (m_rows.empty())
        return;
    reorderRows([this] { this->order(); },
                [this](int row) { return std::size_t(m_rows[std::size_t(row)].base); });
}

FlatProfileSort::Key FlatProfileModel::keyOf(int column)
{
    using Key = FlatProfileSort::Key;
    static constexpr Key kKeys[ColumnCount] = {Key::Inclusive, Key::Self, Key::Inclusive, Key::Self,
                                               Key::Called,    Key::Name, Key::Location};
    return kKeys[column];
}

std::vector<FlatProfileRows::Column> FlatProfileModel::shownColumns() const
{
    std::vector<FlatProfileRows::Column> columns;
    for (int column = Inclusive; column <= Called; ++column) {
        const int event = eventOfColumn(column);
        if (column == Called || event >= 0)
            columns.push_back({keyOf(column), event});
    }
    return columns;
}

FlatProfileSort FlatProfileModel::currentSort() const
{
    return {keyOf(m_sortColumn), eventOfColumn(m_sortColumn), m_sortOrder == Qt::DescendingOrder,
            m_session.events()};
}

void FlatProfileModel::order()
{
    const FlatProfileSort sort = currentSort();
    if (sort.key == FlatProfileSort::Key::Name && m_nameRanks.size() != m_rows.size()) {
        // Not made in the background yet: made here, and the background job is not needed.
        m_ordersJob.cancel();
        m_nameRanks = m_rows.nameRanks();
    }
    m_rows.order(sort, m_nameRanks);
    m_ordered = true;
}

const QString& FlatProfileModel::functionText(int row) const
{
    return nameOf(m_rows[std::size_t(row)]);
}

const QString& FlatProfileModel::functionTextOfStable(std::uint32_t stableRow) const
{
    return nameOf(m_rows.atBase(stableRow));
}

const QString& FlatProfileModel::nameOf(const Row& row) const
{
    QString& name = m_names[row.base];
    if (name.isNull())
        name = m_rows.nameText(row);
    return name;
}

QString FlatProfileModel::displayText(const Row& row, int column) const
{
    if (column == Function) {
        const int cycle = m_rows.cycleOf(row);
        if (cycle < 0)
            return m_session.shownName(nameOf(row));
        // The name shortened as every view shortens it (the profile's table knows the name, not
        // the name with its cycle after it), then its cycle.
        return m_session.shownName(m_rows.snapshot()->profile->functionName(row.function())) +
               tr(" <cycle %1>").arg(m_rows.snapshot()->flat->cycles()[std::size_t(cycle)].number);
    }
    return column == Location ? m_rows.locationText(row) : QString();
}

int FlatProfileModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FlatProfileModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int FlatProfileModel::eventOfColumn(int column) const
{
    if (column == SecondaryInclusive || column == SecondarySelf)
        return m_session.secondaryEvent();
    return column == Inclusive || column == Self ? m_session.primaryEvent() : -1;
}

Cost FlatProfileModel::rawValue(int row, int column) const
{
    if (column < 0 || column > Called)
        return 0;
    return m_rows.value(m_rows[std::size_t(row)], keyOf(column), eventOfColumn(column),
                        m_session.events());
}

QString FlatProfileModel::widestText(int column) const
{
    if (column > Called || m_rows.empty() || (column <= SecondarySelf && eventOfColumn(column) < 0))
        return {};
    // The longest text is that of the largest or the most negative value: two values to
    // format, not 127,000.
    const FlatProfileRows::Range range =
        m_rows.range(keyOf(column), eventOfColumn(column), m_session.events());
    const Cost largest = range.largest;
    const Cost smallest = range.smallest;
    const auto text = [&](Cost value) {
        return column == Called ? QLocale().toString(value)
                                : costtext::format(m_session, value, eventOfColumn(column),
                                                   costtext::Base::Total);
    };
    const QString forLargest = text(largest);
    const QString forSmallest = text(smallest);
    return forSmallest.size() > forLargest.size() ? forSmallest : forLargest;
}

FunctionId FlatProfileModel::functionAt(int row) const
{
    const Row& r = m_rows[std::size_t(row)];
    return r.isCycle ? FunctionId() : r.function();
}

int FlatProfileModel::cycleAt(int row) const
{
    const Row& r = m_rows[std::size_t(row)];
    return r.isCycle ? int(r.index) : -1;
}

int FlatProfileModel::rowOfFunction(FunctionId function) const
{
    return m_rows.rowOf(function);
}

const QString& FlatProfileModel::groupKey(int row, GroupingKind kind) const
{
    if (m_groupKeysKind != kind || m_groupKeys.size() != m_rows.size()) {
        m_groupKeys.assign(m_rows.size(), QString());
        const auto& snapshot = *m_rows.snapshot();
        for (std::size_t place = 0; place < m_rows.size(); ++place) {
            const Row& r = m_rows[place];
            if (r.isCycle)
                m_groupKeys[r.base] =
                    kind == GroupingKind::Cycle ? QString::number(r.index) : QStringLiteral("\x01");
            else
                m_groupKeys[r.base] =
                    functiongrouping::key(*snapshot.profile, *snapshot.flat, kind, r.function());
        }
        m_groupKeysKind = kind;
    }
    return m_groupKeys[m_rows[std::size_t(row)].base];
}

QVariant FlatProfileModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    const bool isCost = column <= SecondarySelf;
    if (isCost && eventOfColumn(column) < 0)
        return {};

    switch (role) {
    case Qt::DisplayRole:
        if (isCost)
            return costtext::format(m_session, rawValue(index.row(), column), eventOfColumn(column),
                                    costtext::Base::Total);
        if (column == Called)
            return QLocale().toString(rawValue(index.row(), column));
        return displayText(row, column);
    case Qt::ToolTipRole:
        if (column == Function || column == Location) {
            if (row.isCycle)
                return nameOf(row);
            const auto& profile = *m_rows.snapshot()->profile;
            return tr("%1\nFile: %2\nObject: %3")
                .arg(nameOf(row), profile.functionFile(row.function()),
                     profile.functionObject(row.function()));
        }
        return {};
    case Qt::TextAlignmentRole:
        return column <= Called ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case CostRole:
        return column <= Called ? QVariant(qlonglong(rawValue(index.row(), column))) : QVariant();
    case FractionRole:
        if (!isCost)
            return {};
        return costtext::fraction(m_session, rawValue(index.row(), column), eventOfColumn(column),
                                  costtext::Base::Total);
    case FunctionIdRole:
        return functionAt(index.row()).index();
    case CycleRole:
        return cycleAt(index.row());
    case DistinguishingRole:
        // A cycle member's name starts its display text (" <cycle N>" follows), so the range
        // holds there too: twins in the same cycle end alike.
        if (column != Function || row.isCycle)
            return {};
        return QVariant::fromValue(
            m_session.shownNameSpan(m_rows.snapshot()->profile->functionName(row.function())));
    default:
        return {};
    }
}

QVariant FlatProfileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == WidestTextRole)
        return widestText(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return SortingTableModel::headerData(section, orientation, role);
    switch (section) {
    case Inclusive:
        return tr("Incl. %1").arg(m_session.eventName(m_session.primaryEvent()));
    case Self:
        return tr("Self %1").arg(m_session.eventName(m_session.primaryEvent()));
    case SecondaryInclusive:
        return tr("Incl. %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case SecondarySelf:
        return tr("Self %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case Called:
        return tr("Called");
    case Function:
        return tr("Function");
    case Location:
        return tr("Location");
    }
    return {};
}

} // namespace tally
