// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/functions/FunctionGrouping.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

#include <vector>

namespace tally {

// The flat profile as a table: one row per function with cost in the selected parts, and one per
// recursion cycle when cycle detection is on. Display text is formatted for the Session's event
// types and absolute/percent choice; CostRole carries raw costs for sorting.
class FlatProfileModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Inclusive,
        Self,
        SecondaryInclusive,
        SecondarySelf,
        Called,
        Function,
        Location,
        ColumnCount
    };

    explicit FlatProfileModel(Session& session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Fast accessors for the proxy (no QVariant on 100,000 rows).
    Cost rawValue(int row, int column) const;
    const QString& functionText(int row) const { return m_names[row]; }
    FunctionId functionAt(int row) const;
    int cycleAt(int row) const;
    int rowOfFunction(FunctionId function) const;
    // The row's group key under `kind` (computed once per kind).
    const QString& groupKey(int row, GroupingKind kind) const;

private:
    struct Row
    {
        bool isCycle;
        std::uint32_t index; // the function's id or the cycle's index
        FunctionId function() const { return FunctionId(index); }
    };

    void rebuild();
    void refreshAll();
    int eventOfColumn(int column) const;
    std::span<const Cost> costsOf(const Row& row, bool inclusive) const;

    Session& m_session;
    std::shared_ptr<const CostSnapshot> m_snapshot; // what the rows were built from
    std::vector<Row> m_rows;
    std::vector<QString> m_names;
    IdVector<FunctionId, int> m_rowOfFunction;
    mutable std::vector<QString> m_groupKeys;
    mutable GroupingKind m_groupKeysKind = GroupingKind::None;
};

} // namespace tally
