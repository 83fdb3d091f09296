// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/SidePartsModel.h"

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QLocale>

namespace tally {

using Side = ProfileComparison::Side;

SidePartsModel::SidePartsModel(Session& session, QObject* parent) : QAbstractTableModel(parent)
{
    const auto follow = [this, &session] {
        setComparison(session.comparison());
        setEvent(session.comparedEvent());
    };
    connect(&session, &Session::changed, this, [follow](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::Comparison |
                       SessionChange::EventTypes))
            follow();
    });
    follow();
}

void SidePartsModel::setComparison(std::shared_ptr<const ProfileComparison> comparison)
{
    if (comparison == m_comparison)
        return;
    beginResetModel();
    m_comparison = std::move(comparison);
    if (!m_comparison || m_event >= m_comparison->events().count())
        m_event = 0;
    endResetModel();
}

void SidePartsModel::setEvent(int event)
{
    if (event < 0 || !m_comparison || event >= m_comparison->events().count())
        event = 0;
    if (event == m_event)
        return;
    m_event = event;
    if (rowCount() > 0)
        emit dataChanged(index(0, Cost), index(rowCount() - 1, Share));
    emit headerDataChanged(Qt::Horizontal, Cost, Cost);
}

Side SidePartsModel::side(int row) const
{
    return std::size_t(row) < m_comparison->profile(Side::Base).partCount() ? Side::Base
                                                                            : Side::New;
}

PartId SidePartsModel::part(int row) const
{
    const std::size_t baseParts = m_comparison->profile(Side::Base).partCount();
    return PartId(
        std::uint32_t(side(row) == Side::Base ? std::size_t(row) : std::size_t(row) - baseParts));
}

int SidePartsModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_comparison)
        return 0;
    return int(m_comparison->profile(Side::Base).partCount() +
               m_comparison->profile(Side::New).partCount());
}

int SidePartsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

tally::Cost SidePartsModel::partCost(int row) const
{
    if (m_comparison->width() == 0)
        return 0;
    const Side s = side(row);
    const auto totals = m_comparison->profile(s).partTotals(part(row));
    // The side's own columns, in the comparison's order of common types.
    std::vector<tally::Cost> projected(std::size_t(m_comparison->width()), 0);
    for (int e = 0; e < m_comparison->width(); ++e) {
        const auto own = std::size_t(m_comparison->eventIndex(s, e));
        projected[std::size_t(e)] = own < totals.size() ? totals[own] : 0;
    }
    return m_comparison->value(projected, m_event);
}

QVariant SidePartsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const Side s = side(row);
    const PartInfo& info = m_comparison->profile(s).part(part(row));
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case SideColumn:
            return s == Side::Base ? tr("Baseline") : tr("New");
        case Part:
            return tr("Part %1").arg(info.number > 0 ? info.number : qint64(part(row).index()) + 1);
        case Process:
            return info.pid > 0
                       ? (info.thread > 0 ? tr("pid %1, thread %2").arg(info.pid).arg(info.thread)
                                          : tr("pid %1").arg(info.pid))
                       : QString();
        case Cost:
        case Share: {
            if (m_comparison->width() == 0)
                return {}; // no event type in common: no cost to show
            const tally::Cost cost = partCost(row);
            if (column == Cost)
                return QLocale().toString(qlonglong(cost));
            const double share = m_comparison->share(cost, s, m_event);
            return QStringLiteral("%1 %").arg(QLocale().toString(100.0 * share, 'f', 2));
        }
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return column == Cost || column == Share ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                 : QVariant();
    case Qt::ToolTipRole:
        return info.command.isEmpty() ? QVariant() : QVariant(info.command);
    case PartRole:
        return int(part(row).index());
    case CostRole:
        return qlonglong(partCost(row));
    default:
        return {};
    }
}

QVariant SidePartsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SideColumn:
        return tr("Side");
    case Part:
        return tr("Part");
    case Process:
        return tr("Process");
    case Cost:
        if (const QString event = m_comparison ? m_comparison->eventName(m_event) : QString();
            !event.isEmpty())
            return event;
        return tr("Cost");
    case Share:
        return tr("Share of its side");
    default:
        return {};
    }
}

} // namespace tally
