// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/functions/FunctionGrouping.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

#include <vector>

namespace tally {

// The flat profile as a table: one row per function with cost in the selected parts, and one per
// recursion cycle when cycle detection is on. Display text is formatted for the Session's event
// types and absolute/percent choice; CostRole carries raw costs.
//
// The model sorts itself (sort()): the sort column's values are computed once per row and the
// rows ordered by them, where a QSortFilterProxyModel would go through QModelIndex and QVariant
// in each of the n log n comparisons (on 127,000 functions, the difference between a few and a
// few hundred milliseconds). Names are made into QStrings when first asked for.
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

    // Orders the rows by `column`; ties keep the profile's order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // Fast accessors for the proxy (no QVariant on 100,000 rows).
    Cost rawValue(int row, int column) const;
    // The full name, with ` <cycle N>` for a cycle member.
    const QString& functionText(int row) const;
    // The name as the profile stores it (UTF-8) for fast matching; empty for a cycle and its
    // members, whose text (functionText) has a ` <cycle N>` the profile does not store.
    std::string_view storedName(int row) const;
    // An index of the row that sorting does not change (until the rows are rebuilt).
    std::uint32_t stableRow(int row) const { return m_rows[std::size_t(row)].base; }
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
        std::uint32_t base;  // the row's place in the profile's order, for the caches
        FunctionId function() const { return FunctionId(index); }
    };

    void rebuild();
    void refreshAll();
    // Orders m_rows by the sort column (no signals) and updates m_rowOfFunction.
    void order();
    struct NameRankRequest
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        std::vector<Row> byPlace;
        std::uint64_t generation;
    };
    struct NameRankResult
    {
        std::uint64_t generation;
        std::vector<std::uint32_t> ranks;
    };

    // The rank of each row (by Row::base) in the order of its name or its location.
    static std::vector<std::uint32_t> nameRanks(const CostSnapshot& snapshot,
                                                const std::vector<Row>& byPlace);
    std::vector<std::uint32_t> locationRanks(const std::vector<Row>& byPlace) const;
    const QString& nameOf(const Row& row) const;
    static QString textOf(const CostSnapshot& snapshot, const Row& row);
    // The Function and Location columns' display text.
    QString displayText(const Row& row, int column) const;
    int eventOfColumn(int column) const;
    // A number column's widest text (WidestTextRole).
    QString widestText(int column) const;
    std::span<const Cost> costsOf(const Row& row, bool inclusive) const;

    Session& m_session;
    std::shared_ptr<const CostSnapshot> m_snapshot; // what the rows were built from
    std::vector<Row> m_rows;
    mutable std::vector<QString> m_names; // by Row::base, made when first asked for
    IdVector<FunctionId, int> m_rowOfFunction;
    int m_sortColumn = Inclusive;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    bool m_ordered = false;                   // m_rows are in the sort column's order
    std::uint64_t m_generation = 0;           // counts rebuilds, to drop ranks made for older rows
    std::vector<std::uint32_t> m_nameRanks;   // by Row::base, once sorted by name
    mutable std::vector<QString> m_groupKeys; // by Row::base
    mutable GroupingKind m_groupKeysKind = GroupingKind::None;
    // Last: destroyed first, so that nothing is delivered to members already gone.
    LatestJob<NameRankRequest, NameRankResult> m_nameRankJob;
};

} // namespace tally
