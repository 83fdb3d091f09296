// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileFilterModel.h"

namespace tally {

FlatProfileFilterModel::FlatProfileFilterModel(FlatProfileModel& source, QObject* parent)
    : QSortFilterProxyModel(parent), m_source(source), m_matcher(source)
{
    setSourceModel(&source);
    // New rows: the pattern is matched again when the proxy first asks for them.
    connect(&source, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_matcher.reset(); });
}

bool FlatProfileFilterModel::setNamePattern(const QString& text, bool useRegex)
{
    const bool valid = m_matcher.setPattern(text, useRegex);
    // Not invalidateRowsFilter(): that inserts and removes each run of rows that changed, and
    // on 100,000 rows with scattered matches the views' work per run adds up to seconds.
    invalidate();
    return valid;
}

void FlatProfileFilterModel::setGroup(GroupingKind kind, const QString& key)
{
    m_groupKind = kind;
    m_groupKey = key;
    invalidate(); // as for the name pattern
}

bool FlatProfileFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const
{
    if (m_groupKind != GroupingKind::None &&
        m_source.groupKey(sourceRow, m_groupKind) != m_groupKey)
        return false;
    if (m_matcher.matchesAll())
        return true;
    m_matcher.ensureCurrent();
    return m_matcher.matches(m_source.stableRow(sourceRow));
}

void FlatProfileFilterModel::sort(int column, Qt::SortOrder order)
{
    // The source orders itself far faster than a proxy can; the proxy keeps the source's order.
    m_source.sort(column, order);
}

Qt::ItemFlags FlatProfileFilterModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

bool FlatProfileFilterModel::hasChildren(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() > 0;
}

} // namespace tally
