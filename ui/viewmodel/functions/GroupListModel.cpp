// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/GroupListModel.h"

#include "core/model/CostArithmetic.h"
#include "ui/viewmodel/common/CostText.h"

#include <QLocale>

#include <unordered_map>

namespace tally {

GroupListModel::GroupListModel(Session& session, FlatProfileModel& functions, QObject* parent)
    : QAbstractTableModel(parent), m_session(session), m_functions(functions)
{
    connect(&functions, &QAbstractItemModel::modelReset, this, &GroupListModel::rebuild);
    connect(&session, &Session::changed, this, [this](SessionChanges changes) {
        // A new profile or costs reset the function model, which rebuilds this one.
        if (changes & (SessionChange::Profile | SessionChange::Costs))
            return;
        if (changes & SessionChange::EventTypes)
            rebuild();
        else if ((changes & SessionChange::Display) && !m_groups.empty())
            emit dataChanged(index(0, Cost), index(rowCount() - 1, Cost));
    });
}

void GroupListModel::setKind(GroupingKind kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    rebuild();
}

void GroupListModel::rebuild()
{
    beginResetModel();
    m_groups.clear();
    if (m_kind != GroupingKind::None && m_session.hasProfile()) {
        const auto& profile = *m_session.profile();
        std::unordered_map<QString, std::size_t> byKey;
        for (int row = 0; row < m_functions.rowCount(); ++row) {
            if (!m_functions.functionAt(row).isValid())
                continue; // cycle rows are not members of groups
            const QString& key = m_functions.groupKey(row, m_kind);
            auto [it, inserted] = byKey.try_emplace(key, m_groups.size());
            if (inserted)
                m_groups.push_back(
                    {key,
                     functiongrouping::groupName(profile, m_session.flatProfile(), m_kind, key), 0,
                     0});
            Group& group = m_groups[it->second];
            costmath::addTo(group.self, m_functions.rawValue(row, FlatProfileModel::Self));
            ++group.functions;
        }
        std::sort(m_groups.begin(), m_groups.end(), [](const Group& a, const Group& b) {
            return a.self != b.self ? a.self > b.self : a.name < b.name;
        });
    }
    endResetModel();
}

int GroupListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_groups.size());
}

int GroupListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GroupListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_groups.size()))
        return {};
    const Group& group = m_groups[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Cost) {
            return costtext::format(m_session, group.self, m_session.primaryEvent(),
                                    costtext::Base::Total);
        }
        if (index.column() == Name)
            return group.name;
        return group.functions;
    case Qt::ToolTipRole:
        return group.name;
    case Qt::TextAlignmentRole:
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case KeyRole:
        return group.key;
    case CostRole:
        return qlonglong(group.self);
    default:
        return {};
    }
}

QVariant GroupListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Cost:
        return tr("Self");
    case Name:
        return functiongrouping::kindName(m_kind);
    case Functions:
        return tr("Functions");
    }
    return {};
}

} // namespace tally
