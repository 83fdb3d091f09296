// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/parts/PartsModel.h"

#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/common/ModelIndexes.h"
#include "ui/viewmodel/parts/PartNames.h"

#include <QFileInfo>
#include <QLocale>

namespace tally {

PartsModel::PartsModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session),
      m_job(&PartsModel::computeCosts,
            [this](Computed computed) { setComputed(std::move(computed)); })
{
    m_job.setBusyHandler([this](bool busy) { emit computingChanged(busy); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Profile) {
            rebuild();
            requestFunctionCosts();
            return;
        }
        if (changes & (SessionChange::Costs | SessionChange::ActiveFunction))
            requestFunctionCosts(); // its dataChanged comes with the result
        // The check boxes follow the selection, the costs the event types and the selection; a
        // new active function changes only the function's columns, which its result tells (on
        // every activation this repainted the rows of a Parts tab not even shown).
        const SessionChanges functionOnly = SessionChange::ActiveFunction | SessionChange::History;
        if (m_rows > 0 && (changes & ~functionOnly))
            emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
        // The cost column is named after the primary event type.
        if (changes & SessionChange::EventTypes)
            emit headerDataChanged(Qt::Horizontal, Cost, FunctionSelf);
    });
    rebuild();
    requestFunctionCosts();
}

PartsModel::Computed PartsModel::computeCosts(const Request& request, std::stop_token stop)
{
    Computed computed{request.snapshot, nullptr};
    if (!request.snapshot || !request.snapshot->profile || !request.snapshot->flat)
        return computed;
    auto costs = PartFunctionCosts::compute(*request.snapshot->profile, *request.snapshot->flat,
                                            request.function, stop);
    if (!costs.isEmpty())
        computed.costs = std::make_shared<const PartFunctionCosts>(std::move(costs));
    return computed;
}

void PartsModel::requestFunctionCosts()
{
    const FunctionId function = m_session.activeFunction();
    if (!m_session.hasProfile() || !function.isValid()) {
        m_job.cancel();
        setComputed({});
        return;
    }
    Request request{m_session.snapshot(), function};
    if (m_session.profile()->functionCount() < kBackgroundThreshold)
        m_job.runNow(request);
    else
        m_job.submit(std::move(request));
}

void PartsModel::setComputed(Computed computed)
{
    m_computed = std::move(computed);
    if (m_rows > 0)
        emit dataChanged(index(0, FunctionInclusive), index(m_rows - 1, FunctionCalls));
    emit headerDataChanged(Qt::Horizontal, FunctionInclusive, FunctionCalls);
}

FunctionId PartsModel::function() const
{
    return m_computed.costs ? m_computed.costs->function() : FunctionId();
}

QVariant PartsModel::functionData(PartId part, int column, int role) const
{
    // Costs from the snapshot they were computed from, with the event set of that moment's
    // Session: between a new profile and the new result the columns stay empty.
    const auto& costs = m_computed.costs;
    if (!costs || m_computed.snapshot != m_session.snapshot() ||
        std::size_t(part.index()) >= costs->partCount())
        return {};
    const int event = m_session.primaryEvent();
    const tally::Cost value = column == FunctionInclusive
                                  ? m_session.value(costs->inclusive(part), event)
                              : column == FunctionSelf ? m_session.value(costs->self(part), event)
                                                       : 0;
    switch (role) {
    case Qt::DisplayRole:
        if (column == FunctionCalls)
            return QLocale().toString(qulonglong(costs->called(part)));
        return QLocale().toString(value);
    case SortRole:
        if (column == FunctionCalls)
            return qulonglong(costs->called(part));
        return qint64(value);
    case CostRole:
        return column == FunctionCalls ? QVariant() : QVariant(qint64(value));
    default:
        return {};
    }
}

void PartsModel::rebuild()
{
    beginResetModel();
    m_rows = m_session.hasProfile() ? int(m_session.profile()->partCount()) : 0;
    m_names = m_session.hasProfile() ? partnames::names(*m_session.profile()) : QStringList();
    endResetModel();
}

int PartsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PartsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PartsModel::partLabel(PartId part) const
{
    return qsizetype(part.index()) < m_names.size() ? m_names[qsizetype(part.index())] : QString();
}

tally::Cost PartsModel::partCost(const Session& session, PartId part, int event)
{
    return session.value(session.profile()->partTotals(part), event);
}

tally::Cost PartsModel::profileTotal(int event) const
{
    // The whole profile's cost, not the selection's: a part's share does not change when others
    // are unchecked.
    return m_session.value(m_session.profile()->totals(), event);
}

QVariant PartsModel::data(const QModelIndex& index, int role) const
{
    if (!modelindexes::isCellOf(*this, index) || !m_session.hasProfile() ||
        std::size_t(index.row()) >= m_session.profile()->partCount())
        return {};
    const Profile& profile = *m_session.profile();
    const PartId part = PartId(index.row());
    const PartInfo& info = profile.part(part);
    const int event = m_session.primaryEvent();
    const tally::Cost cost = partCost(m_session, part, event);
    const tally::Cost total = profileTotal(event);
    const double share = total == 0 ? 0.0 : double(cost) / double(total);
    if (index.column() >= FunctionInclusive &&
        (role == Qt::DisplayRole || role == SortRole || role == CostRole))
        return functionData(part, index.column(), role);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Part:
            return partLabel(part);
        case File:
            return QFileInfo(profile.sources()[std::size_t(info.sourceIndex)].path).fileName();
        case Trigger:
            return info.trigger;
        case TimeRange:
            return info.timerange;
        case Pid:
            return info.pid > 0 ? QVariant(info.pid) : QVariant(QString());
        case Thread:
            return info.thread > 0 ? QVariant(info.thread) : QVariant(QString());
        case Cost:
            return QLocale().toString(cost);
        case Share:
            return costtext::percent(cost, total);
        default:
            return {};
        }
    case SortRole:
        switch (index.column()) {
        case Part:
            return index.row();
        case Pid:
            return info.pid;
        case Thread:
            return info.thread;
        case Cost:
            return qint64(cost);
        case Share:
            return share;
        default:
            return data(index, Qt::DisplayRole);
        }
    case FractionRole:
        return std::clamp(share, 0.0, 1.0);
    case PartRole:
        return index.row();
    case Qt::CheckStateRole:
        if (index.column() == Part)
            return m_session.isPartSelected(part) ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= Pid ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole: {
        QStringList lines{partLabel(part)};
        lines << tr("File: %1").arg(profile.sources()[std::size_t(info.sourceIndex)].path);
        if (!info.command.isEmpty())
            lines << tr("Command: %1").arg(info.command);
        if (!info.trigger.isEmpty())
            lines << tr("Trigger: %1").arg(info.trigger);
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

bool PartsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || index.column() != Part ||
        !modelindexes::isCellOf(*this, index))
        return false;
    m_session.setSelectedParts(
        m_session.selectedParts().with(PartId(index.row()), value.toInt() == Qt::Checked));
    emit dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags PartsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Part)
        result |= Qt::ItemIsUserCheckable;
    return result;
}

QVariant PartsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section >= FunctionInclusive) {
        const FunctionId f = function();
        const QString name = f.isValid() ? m_session.shownName(m_session.profile()->functionName(f))
                                         : tr("the active function");
        // Whole sentences, so that a translation can order its words.
        return (section == FunctionCalls  ? tr("Calls to %1 in each part")
                : section == FunctionSelf ? tr("Self cost of %1 in each part")
                                          : tr("Inclusive cost of %1 in each part"))
            .arg(name);
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Part:
        return tr("Part");
    case File:
        return tr("File");
    case Trigger:
        return tr("Trigger");
    case TimeRange:
        return tr("Time Range");
    case Pid:
        return tr("PID");
    case Thread:
        return tr("Thread");
    case Cost:
        return m_session.hasProfile() ? m_session.eventName(m_session.primaryEvent()) : tr("Cost");
    case Share:
        return tr("Share");
    case FunctionInclusive:
        return tr("Function Incl.");
    case FunctionSelf:
        return tr("Function Self");
    case FunctionCalls:
        return tr("Calls");
    default:
        return {};
    }
}

} // namespace tally
