// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/flame/FlameScene.h"

#include <QAbstractItemModel>

#include <memory>
#include <unordered_map>
#include <vector>

namespace tally {

// The stacks of a FlameScene as a tree table, as hotspot shows them: top-down (a function's
// children are its callees) with inclusive and self columns, or bottom-up (roots are the
// functions with self cost, children their callers) with the self cost that came through each
// path, absolute or as percentages of the total. Each item is a node of the scene's FlameTree (its
// internal id), so nothing is built per row: a 127,000-function profile costs what the view
// expands. Sorting orders each parent's children when they are first asked for; the tree's own
// order (costliest first) is the default and costs nothing.
class FlameTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        CostColumn, // top-down: inclusive; bottom-up: the root's self cost on this path
        SelfColumn, // top-down only: the cost of the stacks that end here
    };

    explicit FlameTreeModel(QObject* parent = nullptr);
    ~FlameTreeModel() override;

    void setScene(std::shared_ptr<const FlameScene> scene);
    // Costs as percentages of the tree's total instead of absolute (View > Show Percentages);
    // the tooltip of a cost always gives both.
    void setShowPercentages(bool percentages);
    // Names with template arguments and parameter lists collapsed (View > Shorten Names); the
    // tooltip has the whole name.
    void setShortNames(bool shortNames);
    // The scene's short names were made since its rows were shown (SessionChange::ShortNames).
    void shortNamesMade();
    const FlameScene* scene() const { return m_scene.get(); }
    bool isBottomUp() const { return m_scene && m_scene->tree.isBottomUp(); }
    // The tree node of an index (0: none).
    std::size_t nodeOf(const QModelIndex& index) const;
    // The index of a node (column 0), or an invalid one.
    QModelIndex indexOf(std::size_t node) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    // A parent's children by name ascending or cost descending: `own`, or the scene's roots by
    // name (FlameScene::rootsByName).
    struct Order
    {
        FlameScene::ChildOrder own;
        const FlameScene::ChildOrder* shared = nullptr;
        const FlameScene::ChildOrder& sorted() const { return shared ? *shared : own; }
    };
    bool isTreeOrder() const;
    // Whether the sort reads an Order from its end (ties then in the tree's order reversed).
    bool readsBackwards() const;
    const Order& orderOf(std::size_t parent) const;
    void forgetOrders();
    std::uint32_t childAt(std::size_t parent, int row) const;
    int rowOf(std::size_t node) const;
    Cost costOf(std::size_t node, int column) const;

    std::shared_ptr<const FlameScene> m_scene;
    int m_sortColumn = CostColumn;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    bool m_percentages = false;
    bool m_shortNames = false;
    mutable std::unordered_map<std::size_t, Order> m_orders;
    // The order orderOf() gave last (the map's elements stay where they are): a layout asks for
    // each of one parent's children in turn, 126,737 roots in names.callgrind's Stacks table.
    mutable std::size_t m_lastOrderParent = 0;
    mutable const Order* m_lastOrder = nullptr;
};

} // namespace tally
