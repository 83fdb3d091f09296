// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/parts/PartsModel.h"

#include "ui/viewmodel/common/CostText.h"

#include <QFileInfo>
#include <QLocale>

namespace tally {

PartsModel::PartsModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Profile) {
            rebuild();
            return;
        }
        // The check boxes follow the selection, the costs the event types and the selection.
        if (m_rows > 0)
            emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
        // The cost column is named after the primary event type.
        if (changes & SessionChange::EventTypes)
            emit headerDataChanged(Qt::Horizontal, Cost, Cost);
    });
    rebuild();
}

void PartsModel::rebuild()
{
    beginResetModel();
    m_rows = m_session.hasProfile() ? int(m_session.profile()->partCount()) : 0;
    m_ownNumbers = false;
    if (m_session.hasProfile() && m_session.profile()->sources().size() == 1) {
        const Profile& profile = *m_session.profile();
        qint64 previous = 0;
        m_ownNumbers = true;
        for (const PartId part : profile.partIds()) {
            const qint64 number = profile.part(part).number;
            m_ownNumbers = m_ownNumbers && number > previous;
            previous = number;
        }
    }
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
    return tr("Part %1").arg(m_ownNumbers ? m_session.profile()->part(part).number
                                          : qint64(part.index()) + 1);
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
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.row() >= m_rows ||
        !m_session.hasProfile() || std::size_t(index.row()) >= m_session.profile()->partCount())
        return {};
    const Profile& profile = *m_session.profile();
    const PartId part = PartId(index.row());
    const PartInfo& info = profile.part(part);
    const int event = m_session.primaryEvent();
    const tally::Cost cost = partCost(m_session, part, event);
    const tally::Cost total = profileTotal(event);
    const double share = total == 0 ? 0.0 : double(cost) / double(total);
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
        !checkIndex(index, CheckIndexOption::IndexIsValid))
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
    default:
        return {};
    }
}

} // namespace tally
