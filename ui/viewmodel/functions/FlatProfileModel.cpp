// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileModel.h"

#include "ui/viewmodel/functions/KeyOrder.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/common/CostText.h"

#include "core/text/CaselessText.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <deque>
#include <map>
#include <numeric>
#include <string>

namespace tally {

namespace {

// The rank of each of `count` items under `compare` (<0, 0, >0); equal items share a rank.
template <typename Compare>
std::vector<std::uint32_t> ranksOf(std::size_t count, Compare compare)
{
    std::vector<std::uint32_t> order(count);
    std::iota(order.begin(), order.end(), 0U);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const int c = compare(a, b);
        return c != 0 ? c < 0 : a < b;
    });
    std::vector<std::uint32_t> ranks(count);
    std::uint32_t rank = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0 && compare(order[i - 1], order[i]) != 0)
            rank = std::uint32_t(i);
        ranks[order[i]] = rank;
    }
    return ranks;
}

} // namespace

FlatProfileModel::FlatProfileModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session),
      m_nameRankJob(
          [](const NameRankRequest& request, std::stop_token) {
              return NameRankResult{request.generation,
                                    nameRanks(*request.snapshot, request.byPlace)};
          },
          [this](NameRankResult result) {
              if (result.generation == m_generation)
                  m_nameRanks = std::move(result.ranks);
          })
{
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs))
            rebuild();
        else if (changes & (SessionChange::EventTypes | SessionChange::Display))
            refreshAll();
    });
    rebuild();
}

void FlatProfileModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_names.clear();
    m_groupKeys.clear();
    m_groupKeysKind = GroupingKind::None;
    m_rowOfFunction.clear();
    m_ordered = false;
    m_nameRanks.clear();
    ++m_generation;
    // The rows and what they show come from one snapshot: the Session may hold a newer one
    // before this model hears of it.
    m_snapshot = m_session.snapshot();
    if (const auto& profile = m_snapshot->profile) {
        const FlatProfile& flat = *m_snapshot->flat;
        m_rowOfFunction.assign(profile->functionCount(), -1);
        for (const FunctionId f : profile->functionIds()) {
            if (flat.isPresent(f))
                m_rows.push_back({false, f.index(), std::uint32_t(m_rows.size())});
        }
        for (std::uint32_t c = 0; c < flat.cycles().size(); ++c)
            m_rows.push_back({true, c, std::uint32_t(m_rows.size())});
        m_names.resize(m_rows.size());
        order();
        // Sorting by name needs the names' order, the slowest to make (150 ms on 127,000
        // names of 500 bytes): made in the background, in case the user asks for it.
        std::vector<Row> byPlace(m_rows.size());
        for (const Row& row : m_rows)
            byPlace[row.base] = row;
        m_nameRankJob.submit({m_snapshot, std::move(byPlace), m_generation});
    }
    endResetModel();
}

void FlatProfileModel::refreshAll()
{
    if (m_rows.empty())
        return;
    // New event types order the cost columns anew.
    m_ordered = false;
    sort(m_sortColumn, m_sortOrder);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void FlatProfileModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    if (column == m_sortColumn && order == m_sortOrder && m_ordered)
        return; // a view that is reset sorts again by the same column
    m_sortColumn = column;
    m_sortOrder = order;
    if (m_rows.empty())
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::uint32_t> baseOfPersistent;
    baseOfPersistent.reserve(std::size_t(before.size()));
    for (const QModelIndex& index : before)
        baseOfPersistent.push_back(m_rows[std::size_t(index.row())].base);
    this->order();
    std::vector<int> rowOfBase(m_rows.size());
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        rowOfBase[m_rows[row].base] = int(row);
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after.push_back(index(rowOfBase[baseOfPersistent[std::size_t(i)]], before[i].column()));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void FlatProfileModel::order()
{
    // One number per row (the cost, or the text's rank among the rows), by the row's place in
    // the profile's order, then a stable order of the places by it: ties keep the profile's
    // order.
    std::vector<std::int64_t> keys(m_rows.size());
    std::vector<Row> byPlace(m_rows.size());
    for (const Row& row : m_rows)
        byPlace[row.base] = row;
    if (m_sortColumn <= Called) {
        for (std::size_t row = 0; row < m_rows.size(); ++row)
            keys[m_rows[row].base] = rawValue(int(row), m_sortColumn);
    } else {
        if (m_sortColumn == Function && m_nameRanks.size() != m_rows.size()) {
            // Not made in the background yet: made here, and the background job is not needed.
            m_nameRankJob.cancel();
            m_nameRanks = nameRanks(*m_snapshot, byPlace);
        }
        const std::vector<std::uint32_t> ranks =
            m_sortColumn == Function ? m_nameRanks : locationRanks(byPlace);
        std::copy(ranks.begin(), ranks.end(), keys.begin());
    }
    const std::vector<std::uint32_t> places =
        keyorder::ordered(keys, m_sortOrder == Qt::DescendingOrder);
    for (std::size_t row = 0; row < m_rows.size(); ++row)
        m_rows[row] = byPlace[places[row]];
    for (std::size_t row = 0; row < m_rows.size(); ++row) {
        if (!m_rows[row].isCycle)
            m_rowOfFunction[m_rows[row].function()] = int(row);
    }
    m_ordered = true;
}

std::vector<std::uint32_t> FlatProfileModel::nameRanks(const CostSnapshot& snapshot,
                                                       const std::vector<Row>& byPlace)
{
    // Compared as the stored UTF-8 bytes: no QString for each of 127,000 names. A cycle and its
    // members sort by their whole text (` <cycle N>` included).
    std::deque<std::string> cycleTexts; // a deque: the views below must stay valid
    std::vector<std::string_view> names(byPlace.size());
    const FlatProfile& flat = *snapshot.flat;
    for (const Row& row : byPlace) {
        if (row.isCycle || flat.cycleOf(row.function()) >= 0)
            names[row.base] = cycleTexts.emplace_back(textOf(snapshot, row).toStdString());
        else
            names[row.base] =
                snapshot.profile->string(snapshot.profile->function(row.function()).name);
    }
    return ranksOf(names.size(), [&](std::uint32_t a, std::uint32_t b) {
        return caseless::compare(names[a], names[b]);
    });
}

std::vector<std::uint32_t> FlatProfileModel::locationRanks(const std::vector<Row>& byPlace) const
{
    // Few distinct locations (files and objects) among many functions: rank those, not the rows.
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> distinct;
    std::vector<QString> texts;
    std::vector<std::uint32_t> textOfRow(byPlace.size());
    for (const Row& row : byPlace) {
        if (row.isCycle) {
            textOfRow[row.base] = std::uint32_t(texts.size());
            texts.push_back(displayText(row, Location));
            continue;
        }
        const FunctionKey& key = m_snapshot->profile->function(row.function());
        const auto [place, added] = distinct.try_emplace({key.file.index(), key.object.index()},
                                                         std::uint32_t(texts.size()));
        if (added)
            texts.push_back(displayText(row, Location));
        textOfRow[row.base] = place->second;
    }
    const std::vector<std::uint32_t> rankOfText =
        ranksOf(texts.size(), [&](std::uint32_t a, std::uint32_t b) {
            return QString::compare(texts[a], texts[b], Qt::CaseInsensitive);
        });
    std::vector<std::uint32_t> ranks(byPlace.size());
    for (std::size_t base = 0; base < ranks.size(); ++base)
        ranks[base] = rankOfText[textOfRow[base]];
    return ranks;
}

const QString& FlatProfileModel::functionText(int row) const
{
    return nameOf(m_rows[std::size_t(row)]);
}

const QString& FlatProfileModel::nameOf(const Row& row) const
{
    QString& name = m_names[row.base];
    if (name.isNull())
        name = textOf(*m_snapshot, row);
    return name;
}

QString FlatProfileModel::textOf(const CostSnapshot& snapshot, const Row& row)
{
    const FlatProfile& flat = *snapshot.flat;
    if (row.isCycle)
        return tr("<cycle %1>").arg(flat.cycles()[row.index].number);
    QString name = snapshot.profile->functionName(row.function());
    if (const int cycle = flat.cycleOf(row.function()); cycle >= 0)
        name += tr(" <cycle %1>").arg(flat.cycles()[std::size_t(cycle)].number);
    return name;
}

QString FlatProfileModel::displayText(const Row& row, int column) const
{
    if (column == Function) {
        if (row.isCycle || m_snapshot->flat->cycleOf(row.function()) < 0)
            return m_session.shownName(nameOf(row));
        // The name shortened as every view shortens it (the profile's table knows the name, not
        // the name with its cycle after it), then its cycle.
        const FlatProfile& flat = *m_snapshot->flat;
        return m_session.shownName(m_snapshot->profile->functionName(row.function())) +
               tr(" <cycle %1>")
                   .arg(flat.cycles()[std::size_t(flat.cycleOf(row.function()))].number);
    }
    if (column != Location)
        return {};
    if (row.isCycle)
        return tr("%n function(s)", nullptr,
                  int(m_snapshot->flat->cycles()[row.index].members.size()));
    // File names, not paths: a path cut in its middle says little (the tooltip has it whole).
    const auto& profile = *m_snapshot->profile;
    QString file = QFileInfo(profile.functionFile(row.function())).fileName();
    const QString object = QFileInfo(profile.functionObject(row.function())).fileName();
    if (object.isEmpty())
        return file;
    return file.isEmpty() ? object : QStringLiteral("%1 (%2)").arg(file, object);
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
    return column == SecondaryInclusive || column == SecondarySelf ? m_session.secondaryEvent()
                                                                   : m_session.primaryEvent();
}

std::span<const Cost> FlatProfileModel::costsOf(const Row& row, bool inclusive) const
{
    const FlatProfile& flat = *m_snapshot->flat;
    if (row.isCycle)
        return inclusive ? flat.cycleInclusive(row.index) : flat.cycleSelf(row.index);
    return inclusive ? flat.inclusive(row.function()) : flat.self(row.function());
}

Cost FlatProfileModel::rawValue(int row, int column) const
{
    const Row& r = m_rows[row];
    switch (column) {
    case Inclusive:
    case SecondaryInclusive:
        return m_session.value(costsOf(r, true), eventOfColumn(column));
    case Self:
    case SecondarySelf:
        return m_session.value(costsOf(r, false), eventOfColumn(column));
    case Called:
        return Cost(r.isCycle ? m_snapshot->flat->cycles()[r.index].called
                              : m_snapshot->flat->called(r.function()));
    default:
        return 0;
    }
}

std::string_view FlatProfileModel::storedName(int row) const
{
    const Row& r = m_rows[std::size_t(row)];
    if (r.isCycle || m_snapshot->flat->cycleOf(r.function()) >= 0)
        return {};
    return m_snapshot->profile->string(m_snapshot->profile->function(r.function()).name);
}

QString FlatProfileModel::widestText(int column) const
{
    if (column > Called || m_rows.empty() || (column <= SecondarySelf && eventOfColumn(column) < 0))
        return {};
    // The longest text is that of the largest or the most negative value: two values to
    // format, not 127,000.
    Cost largest = 0;
    Cost smallest = 0;
    for (int row = 0; row < int(m_rows.size()); ++row) {
        const Cost value = rawValue(row, column);
        largest = std::max(largest, value);
        smallest = std::min(smallest, value);
    }
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
    return m_rows[row].isCycle ? FunctionId() : m_rows[row].function();
}

int FlatProfileModel::cycleAt(int row) const
{
    return m_rows[row].isCycle ? int(m_rows[row].index) : -1;
}

int FlatProfileModel::rowOfFunction(FunctionId function) const
{
    return m_rowOfFunction.contains(function) ? m_rowOfFunction[function] : -1;
}

const QString& FlatProfileModel::groupKey(int row, GroupingKind kind) const
{
    if (m_groupKeysKind != kind || m_groupKeys.size() != m_rows.size()) {
        m_groupKeys.assign(m_rows.size(), QString());
        const auto& profile = *m_snapshot->profile;
        for (const Row& r : m_rows) {
            if (r.isCycle)
                m_groupKeys[r.base] =
                    kind == GroupingKind::Cycle ? QString::number(r.index) : QStringLiteral("\x01");
            else
                m_groupKeys[r.base] =
                    functiongrouping::key(profile, *m_snapshot->flat, kind, r.function());
        }
        m_groupKeysKind = kind;
    }
    return m_groupKeys[m_rows[std::size_t(row)].base];
}

QVariant FlatProfileModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[index.row()];
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
            const auto& profile = *m_snapshot->profile;
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
            m_session.shownNameSpan(m_snapshot->profile->functionName(row.function())));
    default:
        return {};
    }
}

QVariant FlatProfileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == WidestTextRole)
        return widestText(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
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
