// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/EventTotalsComparisonModel.h"

#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/viewmodel/compare/DeltaText.h"
#include "ui/viewmodel/session/Session.h"

#include <QLocale>

namespace tally {

using Side = ProfileComparison::Side;

EventTotalsComparisonModel::EventTotalsComparisonModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent)
{
    connect(&session, &Session::changed, this, [this, &session](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::Comparison))
            setComparison(session.comparison());
    });
    setComparison(session.comparison());
}

void EventTotalsComparisonModel::setComparison(std::shared_ptr<const ProfileComparison> comparison)
{
    if (comparison == m_comparison)
        return;
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

void EventTotalsComparisonModel::setBackground(const QColor& background)
{
    if (background == m_background)
        return;
    m_background = background;
    if (rowCount() > 0)
        emit dataChanged(index(0, Delta), index(rowCount() - 1, DeltaPercent),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

int EventTotalsComparisonModel::comparedRows() const
{
    return m_comparison && m_comparison->width() > 0 ? m_comparison->events().count() : 0;
}

int EventTotalsComparisonModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_comparison)
        return 0;
    return comparedRows() +
           int(m_comparison->onlyOn(Side::Base).size() + m_comparison->onlyOn(Side::New).size());
}

int EventTotalsComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventTotalsComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    const int column = index.column();
    if (row >= comparedRows()) {
        // A type one side measures alone: named, its side's total unknown here (not compared).
        const int other = row - comparedRows();
        const auto& onBase = m_comparison->onlyOn(Side::Base);
        const bool base = other < onBase.size();
        const QString name =
            base ? onBase[other] : m_comparison->onlyOn(Side::New)[other - int(onBase.size())];
        if (role == Qt::DisplayRole) {
            switch (column) {
            case Event:
                return name;
            case Base:
                return base ? tr("measured") : QStringLiteral("-");
            case New:
                return base ? QStringLiteral("-") : tr("measured");
            case DeltaPercent:
                return base ? tr("baseline only") : tr("new only");
            default:
                return {};
            }
        }
        if (role == Qt::ToolTipRole)
            return tr("Measured on one side only: not compared");
        if (role == Qt::TextAlignmentRole && column != Event)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    const EventSet& events = m_comparison->events();
    const Cost before = m_comparison->value(m_comparison->totals(Side::Base), row);
    const Cost after = m_comparison->value(m_comparison->totals(Side::New), row);
    const double change = ProfileComparison::percentChange(before, after);
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Event: {
            const EventType& type = events.type(row);
            return type.longName.isEmpty()
                       ? type.name
                       : QStringLiteral("%1 (%2)").arg(type.longName, type.name);
        }
        case Base:
            return QLocale().toString(qlonglong(before));
        case New:
            return QLocale().toString(qlonglong(after));
        case Delta:
            return deltatext::delta(costmath::subtract(after, before));
        case DeltaPercent:
            return deltatext::percent(change);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return column == Event ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return events.type(row).isDerived() ? tr("Derived from the types both sides measure")
                                            : QVariant();
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if ((column != Delta && column != DeltaPercent) || deltascale::intensity(change) == 0)
            return {};
        const QColor fill = deltascale::fill(change, m_background);
        return role == Qt::BackgroundRole ? fill : colorcontrast::textOn(fill);
    }
    case EventRole:
        return row;
    case ChangeRole:
        return change;
    default:
        return {};
    }
}

QVariant EventTotalsComparisonModel::headerData(int section, Qt::Orientation orientation,
                                                int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Event:
        return tr("Event type");
    case Base:
        return tr("Baseline total");
    case New:
        return tr("New total");
    case Delta:
        return tr("Delta");
    case DeltaPercent:
        return tr("Delta %");
    default:
        return {};
    }
}

} // namespace tally
