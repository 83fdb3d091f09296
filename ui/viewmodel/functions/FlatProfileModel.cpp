// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileModel.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/common/CostText.h"

#include <QFileInfo>
#include <QLocale>

namespace tally {

FlatProfileModel::FlatProfileModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
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
    // The rows and what they show come from one snapshot: the Session may hold a newer one
    // before this model hears of it.
    m_snapshot = m_session.snapshot();
    if (const auto& profile = m_snapshot->profile) {
        const FlatProfile& flat = *m_snapshot->flat;
        m_rowOfFunction.assign(profile->functionCount(), -1);
        for (const FunctionId f : profile->functionIds()) {
            if (!flat.isPresent(f))
                continue;
            m_rowOfFunction[f] = int(m_rows.size());
            m_rows.push_back({false, f.index()});
            QString name = profile->functionName(f);
            if (const int cycle = flat.cycleOf(f); cycle >= 0)
                name += QStringLiteral(" <cycle %1>").arg(flat.cycles()[cycle].number);
            m_names.push_back(std::move(name));
        }
        for (std::uint32_t c = 0; c < flat.cycles().size(); ++c) {
            m_rows.push_back({true, c});
            m_names.push_back(QStringLiteral("<cycle %1>").arg(flat.cycles()[c].number));
        }
    }
    endResetModel();
}

void FlatProfileModel::refreshAll()
{
    if (m_rows.empty())
        return;
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
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
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            if (m_rows[r].isCycle)
                m_groupKeys[r] = kind == GroupingKind::Cycle ? QString::number(m_rows[r].index)
                                                             : QStringLiteral("\x01");
            else
                m_groupKeys[r] =
                    functiongrouping::key(profile, *m_snapshot->flat, kind, m_rows[r].function());
        }
        m_groupKeysKind = kind;
    }
    return m_groupKeys[row];
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
        if (column == Function)
            return nameshortener::shortened(m_names[index.row()]);
        if (column == Location) {
            if (row.isCycle)
                return QStringLiteral("%1 functions")
                    .arg(m_snapshot->flat->cycles()[row.index].members.size());
            const auto& profile = *m_snapshot->profile;
            const QString file = profile.functionFile(row.function());
            const QString object = QFileInfo(profile.functionObject(row.function())).fileName();
            if (object.isEmpty())
                return file;
            return file.isEmpty() ? object : QStringLiteral("%1 (%2)").arg(file, object);
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Function || column == Location) {
            if (row.isCycle)
                return m_names[index.row()];
            const auto& profile = *m_snapshot->profile;
            return QStringLiteral("%1\nFile: %2\nObject: %3")
                .arg(m_names[index.row()], profile.functionFile(row.function()),
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
    default:
        return {};
    }
}

QVariant FlatProfileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Inclusive:
        return QStringLiteral("Incl. %1").arg(m_session.eventName(m_session.primaryEvent()));
    case Self:
        return QStringLiteral("Self %1").arg(m_session.eventName(m_session.primaryEvent()));
    case SecondaryInclusive:
        return QStringLiteral("Incl. %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case SecondarySelf:
        return QStringLiteral("Self %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case Called:
        return QStringLiteral("Called");
    case Function:
        return QStringLiteral("Function");
    case Location:
        return QStringLiteral("Location");
    }
    return {};
}

} // namespace tally
