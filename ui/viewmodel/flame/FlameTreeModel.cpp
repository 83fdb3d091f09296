// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/flame/FlameTreeModel.h"

#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/common/ModelRoles.h"

#include <QLocale>

#include <algorithm>
#include <numeric>

namespace tally {

FlameTreeModel::FlameTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

FlameTreeModel::~FlameTreeModel() = default;

void FlameTreeModel::setScene(std::shared_ptr<const FlameScene> scene)
{
    beginResetModel();
    m_scene = std::move(scene);
    forgetOrders();
    endResetModel();
}

void FlameTreeModel::setShowPercentages(bool percentages)
{
    if (percentages == m_percentages)
        return;
    // Every shown cell's text changes, but no row moves: a layout change repaints and
    // re-measures them all without collapsing the tree.
    emit layoutAboutToBeChanged();
    m_percentages = percentages;
    emit layoutChanged();
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void FlameTreeModel::setShortNames(bool shortNames)
{
    if (shortNames == m_shortNames)
        return;
    emit layoutAboutToBeChanged(); // as setShowPercentages: texts change, rows stay
    m_shortNames = shortNames;
    emit layoutChanged();
}

void FlameTreeModel::shortNamesMade()
{
    emit layoutAboutToBeChanged(); // as setShortNames: texts change, rows stay
    emit layoutChanged();
}

std::size_t FlameTreeModel::nodeOf(const QModelIndex& index) const
{
    return index.isValid() && m_scene ? std::size_t(index.internalId()) : 0;
}

QModelIndex FlameTreeModel::indexOf(std::size_t node) const
{
    if (!m_scene || node == 0 || node >= m_scene->tree.nodes().size())
        return {};
    return createIndex(rowOf(node), 0, quintptr(node));
}

bool FlameTreeModel::isTreeOrder() const
{
    return m_sortColumn == CostColumn;
}

bool FlameTreeModel::readsBackwards() const
{
    return m_sortOrder == (m_sortColumn == NameColumn ? Qt::DescendingOrder : Qt::AscendingOrder);
}

void FlameTreeModel::forgetOrders()
{
    m_orders.clear();
    m_lastOrder = nullptr;
}

const FlameTreeModel::Order& FlameTreeModel::orderOf(std::size_t parent) const
{
    if (m_lastOrder && m_lastOrderParent == parent)
        return *m_lastOrder;
    auto [it, added] = m_orders.try_emplace(parent);
    m_lastOrderParent = parent;
    m_lastOrder = &it->second;
    if (!added)
        return it->second;
    Order& order = it->second;
    if (m_sortColumn == NameColumn) {
        if (parent == 0)
            order.shared = &m_scene->rootsByName;
        else
            order.own = m_scene->childrenByName(parent);
        return order;
    }
    // Costliest first, stable from the tree's costliest-first order: ties keep it.
    const FlameNode& node = m_scene->tree.node(parent);
    std::vector<std::uint32_t>& nodes = order.own.nodes;
    nodes.resize(node.childCount);
    std::iota(nodes.begin(), nodes.end(), node.firstChild);
    std::stable_sort(nodes.begin(), nodes.end(), [&](std::uint32_t a, std::uint32_t b) {
        return costOf(a, m_sortColumn) > costOf(b, m_sortColumn);
    });
    order.own.rows.resize(node.childCount);
    for (std::uint32_t row = 0; row < nodes.size(); ++row)
        order.own.rows[nodes[row] - node.firstChild] = row;
    return order;
}

std::uint32_t FlameTreeModel::childAt(std::size_t parent, int row) const
{
    const FlameNode& node = m_scene->tree.node(parent);
    if (isTreeOrder())
        return m_sortOrder == Qt::DescendingOrder
                   ? node.firstChild + std::uint32_t(row)
                   : node.firstChild + node.childCount - 1 - std::uint32_t(row);
    const std::vector<std::uint32_t>& nodes = orderOf(parent).sorted().nodes;
    return nodes[readsBackwards() ? nodes.size() - 1 - std::size_t(row) : std::size_t(row)];
}

int FlameTreeModel::rowOf(std::size_t node) const
{
    const auto parent = std::size_t(m_scene->tree.node(node).parent);
    const FlameNode& p = m_scene->tree.node(parent);
    const std::uint32_t offset = std::uint32_t(node) - p.firstChild;
    if (isTreeOrder())
        return int(m_sortOrder == Qt::DescendingOrder ? offset : p.childCount - 1 - offset);
    const std::uint32_t row = orderOf(parent).sorted().rows[offset];
    return int(readsBackwards() ? p.childCount - 1 - row : row);
}

Cost FlameTreeModel::costOf(std::size_t node, int column) const
{
    const FlameNode& n = m_scene->tree.node(node);
    return column == SelfColumn ? n.self : n.inclusive;
}

QModelIndex FlameTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    // hasIndex()'s checks without its two virtual calls: a layout asks for every row in turn.
    if (row < 0 || column < 0 || column >= FlameTreeModel::columnCount() ||
        row >= FlameTreeModel::rowCount(parent))
        return {};
    return createIndex(row, column, quintptr(childAt(nodeOf(parent), row)));
}

QModelIndex FlameTreeModel::parent(const QModelIndex& child) const
{
    const std::size_t node = nodeOf(child);
    if (node == 0)
        return {};
    return indexOf(std::size_t(m_scene->tree.node(node).parent));
}

int FlameTreeModel::rowCount(const QModelIndex& parent) const
{
    if (!m_scene || m_scene->tree.isEmpty() || parent.column() > 0)
        return 0;
    return int(m_scene->tree.node(nodeOf(parent)).childCount);
}

int FlameTreeModel::columnCount(const QModelIndex&) const
{
    // Bottom-up, a frame's own stacks (those that start at it) mean little: hotspot leaves them
    // out too.
    return isBottomUp() ? SelfColumn : SelfColumn + 1;
}

bool FlameTreeModel::hasChildren(const QModelIndex& parent) const
{
    return FlameTreeModel::rowCount(parent) > 0;
}

QVariant FlameTreeModel::data(const QModelIndex& index, int role) const
{
    const std::size_t node = nodeOf(index);
    if (node == 0 || node >= m_scene->tree.nodes().size())
        return {};
    const FlameNode& n = m_scene->tree.node(node);
    const int column = index.column();
    const Cost total = m_scene->tree.total();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn:
            // Shortened as the row is shown: a big tree is never shortened whole.
            return m_shortNames ? m_scene->shortNames->shortened(m_scene->names[node])
                                : m_scene->names[node];
        case CostColumn:
        case SelfColumn:
            return m_percentages ? costtext::percent(costOf(node, column), total)
                                 : QLocale().toString(qlonglong(costOf(node, column)));
        }
        return {};
    case Qt::ToolTipRole:
        if (column == NameColumn)
            return n.function.isValid() ? m_scene->profile->functionName(n.function) // in full
                                        : m_scene->names[node];
        return tr("%1 (%2 of the total)")
            .arg(QLocale().toString(qlonglong(costOf(node, column))),
                 costtext::percent(costOf(node, column), total));
    case Qt::TextAlignmentRole:
        return column == NameColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                    : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case CostRole:
    case SortRole:
        if (column == NameColumn)
            return {};
        return qlonglong(costOf(node, column));
    case FractionRole:
        if (column == NameColumn || total <= 0)
            return {};
        return std::clamp(double(costOf(node, column)) / double(total), 0.0, 1.0);
    case FunctionIdRole:
        return n.function.isValid() ? uint(n.function.index()) : uint(FunctionId::kInvalidIndex);
    case DistinguishingRole:
        if (column != NameColumn)
            return {};
        return QVariant::fromValue(
            m_scene->shortNames->distinguishing(m_scene->names[node], m_shortNames));
    }
    return {};
}

QVariant FlameTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const bool bottomUp = isBottomUp();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return bottomUp ? tr("Function / Callers") : tr("Function / Callees");
        case CostColumn:
            return bottomUp ? tr("Self") : tr("Inclusive");
        case SelfColumn:
            return tr("Self");
        }
    }
    if (role == Qt::ToolTipRole && section == CostColumn)
        return bottomUp ? tr("The cost the function at the root of this branch spent "
                             "in calls through this path of callers")
                        : tr("The cost of the stacks through this frame");
    if (role == Qt::ToolTipRole && section == SelfColumn)
        return tr("The cost of the stacks that end at this frame");
    if (role == WidestTextRole && section != NameColumn) {
        // The total is the largest number; 100.00 % the widest share.
        const Cost total = m_scene ? m_scene->tree.total() : 0;
        return m_percentages ? costtext::percent(1, 1) : QLocale().toString(qlonglong(total));
    }
    return {};
}

void FlameTreeModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column > SelfColumn || (column == m_sortColumn && order == m_sortOrder))
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::size_t> nodes;
    nodes.reserve(std::size_t(before.size()));
    for (const QModelIndex& index : before)
        nodes.push_back(nodeOf(index));
    m_sortColumn = column;
    m_sortOrder = order;
    forgetOrders();
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i)
        after.push_back(nodes[std::size_t(i)] == 0
                            ? QModelIndex()
                            : createIndex(rowOf(nodes[std::size_t(i)]), before[i].column(),
                                          quintptr(nodes[std::size_t(i)])));
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace tally
