// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"

#include <QAbstractTableModel>

namespace tally {

// The groups of the current grouping (objects, files, classes or cycles) with the summed self
// cost of their functions for the primary event type. Choosing one filters the function list.
class GroupListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Cost,
        Name,
        Functions,
        ColumnCount
    };

    GroupListModel(Session& session, FlatProfileModel& functions, QObject* parent = nullptr);

    void setKind(GroupingKind kind);
    GroupingKind kind() const { return m_kind; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Group
    {
        QString key;
        QString name;
        tally::Cost self = 0;
        int functions = 0;
    };

    void rebuild();

    Session& m_session;
    FlatProfileModel& m_functions;
    GroupingKind m_kind = GroupingKind::None;
    std::vector<Group> m_groups;
};

} // namespace tally
