// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/CoverageModel.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/common/FunctionLocation.h"

#include <QLocale>

#include <limits>

namespace tally {

CoverageModel::CoverageModel(Session& session, CoverageDirection direction, QObject* parent)
    : QAbstractTableModel(parent), m_session(session), m_direction(direction),
      m_job(&CoverageModel::walk, [this](Walked walked) { setWalked(std::move(walked)); })
{
    m_job.setBusyHandler([this](bool busy) { emit computingChanged(busy); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        // The primary event type leads the walk: a new one is a new walk.
        if (changes & (SessionChange::Profile | SessionChange::Costs |
                       SessionChange::ActiveFunction | SessionChange::EventTypes)) {
            request();
        } else if ((changes & SessionChange::Display) && !m_walked.entries.empty()) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
            emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        }
    });
    request();
}

CoverageModel::~CoverageModel() = default;

CoverageModel::Walked CoverageModel::walk(const Walk& walk, std::stop_token stop)
{
    auto result = coverage::compute(*walk.snapshot->relations, *walk.snapshot->flat, *walk.events,
                                    walk.start, walk.direction, walk.columns, CoverageOptions(),
                                    [&stop] { return stop.stop_requested(); });
    return {walk.snapshot, walk.columns, std::move(result.entries)};
}

void CoverageModel::request()
{
    const int cycle = m_session.activeCycle();
    const CoverageItem start = cycle >= 0 ? CoverageItem::ofCycle(cycle)
                                          : CoverageItem::ofFunction(m_session.activeFunction());
    const int primary = m_session.primaryEvent();
    if (!m_session.hasProfile() || (!start.isCycle() && !start.function.isValid()) || primary < 0) {
        m_job.cancel();
        setWalked({});
        return;
    }
    Walk request{m_session.snapshot(),
                 std::make_shared<const EventSet>(m_session.events()),
                 start,
                 m_direction,
                 {primary}};
    if (m_session.secondaryEvent() >= 0)
        request.columns.push_back(m_session.secondaryEvent());
    if (m_session.profile()->functionCount() < kBackgroundThreshold)
        m_job.runNow(request);
    else
        m_job.submit(std::move(request));
}

void CoverageModel::setWalked(Walked walked)
{
    beginResetModel();
    m_walked = std::move(walked);
    m_ranks.clear();
    endResetModel();
}

std::vector<listednameranks::Listed> CoverageModel::listed() const
{
    std::vector<listednameranks::Listed> items;
    items.reserve(m_walked.entries.size());
    for (const CoverageEntry& entry : m_walked.entries)
        items.push_back(entry.item.isCycle()
                            ? listednameranks::Listed{FunctionId(), entry.item.cycle}
                            : listednameranks::Listed{entry.item.function});
    return items;
}

int CoverageModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_walked.entries.size());
}

int CoverageModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

tally::Cost CoverageModel::rawValue(int row, int column) const
{
    const CoverageEntry& entry = m_walked.entries[row];
    switch (column) {
    case Cost:
        return entry.inclusive.front();
    case SecondaryCost:
        return entry.inclusive.size() > 1 ? entry.inclusive[1] : 0;
    case Self:
        return entry.self.front();
    case Distance:
        return entry.minDistance;
    case Calls:
        return tally::Cost(
            std::min<Count>(entry.calls, Count(std::numeric_limits<tally::Cost>::max())));
    default:
        return 0;
    }
}

QString CoverageModel::itemName(const CoverageEntry& entry) const
{
    const FlatProfile& flat = *m_walked.snapshot->flat;
    if (entry.item.isCycle())
        return tr("<cycle %1>").arg(flat.cycles()[entry.item.cycle].number);
    QString name =
        m_session.shownName(m_walked.snapshot->profile->functionName(entry.item.function));
    if (const int cycle = flat.cycleOf(entry.item.function); cycle >= 0)
        name += tr(" <cycle %1>").arg(flat.cycles()[cycle].number);
    return name;
}

QVariant CoverageModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_walked.entries.size()) || !m_walked.snapshot ||
        !m_walked.snapshot->profile)
        return {};
    const Profile& profile = *m_walked.snapshot->profile;
    const CoverageEntry& entry = m_walked.entries[index.row()];
    const int column = index.column();
    const bool isCost = column == Cost || column == SecondaryCost || column == Self;
    if ((column == SecondaryCost && entry.inclusive.size() < 2) ||
        (column == Self && m_direction == CoverageDirection::Callers))
        return {};
    const int event = column == SecondaryCost ? m_walked.columns.back() : m_walked.columns.front();
    switch (role) {
    case Qt::DisplayRole:
        if (isCost)
            return costtext::format(m_session, rawValue(index.row(), column), event,
                                    costtext::Base::SessionChoice);
        if (column == Distance)
            return entry.minDistance == entry.maxDistance
                       ? QString::number(entry.minDistance)
                       : QStringLiteral("%1-%2").arg(entry.minDistance).arg(entry.maxDistance);
        if (column == Calls)
            return QLocale().toString(qulonglong(entry.calls));
        if (column == Function)
            return itemName(entry);
        return entry.item.isCycle() ? QString()
                                    : functionlocation::text(profile, entry.item.function);
    case DistinguishingRole:
        // The shown name comes first in the text, whatever follows it.
        if (column != Function || entry.item.isCycle())
            return {};
        return QVariant::fromValue(
            m_session.shownNameSpan(profile.functionName(entry.item.function)));
    case Qt::ToolTipRole:
        if (column < Function)
            return {};
        if (entry.item.isCycle())
            return tr("%1: %n function(s)", nullptr,
                      int(m_walked.snapshot->flat->cycles()[entry.item.cycle].members.size()))
                .arg(itemName(entry));
        return tr("%1\nFile: %2\nObject: %3")
            .arg(profile.functionName(entry.item.function),
                 profile.functionFile(entry.item.function),
                 profile.functionObject(entry.item.function));
    case Qt::TextAlignmentRole:
        return column < Function ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case CostRole:
        return column < Function ? QVariant(qlonglong(rawValue(index.row(), column))) : QVariant();
    case SortRole:
        if (column < Function)
            return qlonglong(rawValue(index.row(), column));
        return qlonglong(m_ranks.of(std::size_t(index.row()), column == Function,
                                    *m_walked.snapshot, [this] { return listed(); }));
    case FractionRole:
        if (!isCost)
            return {};
        return costtext::fraction(m_session, rawValue(index.row(), column), event,
                                  costtext::Base::SessionChoice);
    case FunctionIdRole:
        return entry.item.function.index();
    case CycleRole:
        return entry.item.cycle;
    default:
        return {};
    }
}

QVariant CoverageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool callers = m_direction == CoverageDirection::Callers;
    switch (section) {
    case Cost:
        return tr("Incl. %1").arg(m_session.eventName(m_session.primaryEvent()));
    case SecondaryCost:
        return tr("Incl. %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case Self:
        return callers ? QString()
                       : tr("Self %1").arg(m_session.eventName(m_session.primaryEvent()));
    case Distance:
        return tr("Distance");
    case Calls:
        return callers ? tr("Called") : tr("Calling");
    case Function:
        return callers ? tr("Caller") : tr("Callee");
    case Location:
        return tr("Location");
    }
    return {};
}

} // namespace tally
