// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/viewmodel/functions/NameMatcher.h"

#include <QSortFilterProxyModel>

namespace tally {

// Filters the flat profile by a name pattern (a substring, or a regular expression when asked
// and valid) and by a group. Sorting is passed on to the source, which orders its rows itself:
// 100,000 functions sort and filter at typing speed.
class FlatProfileFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit FlatProfileFilterModel(FlatProfileModel& source, QObject* parent = nullptr);

    // Returns false when `useRegex` is set but `text` is not a valid expression (then the text
    // is matched as a substring).
    bool setNamePattern(const QString& text, bool useRegex);
    void setGroup(GroupingKind kind, const QString& key);
    void clearGroup() { setGroup(GroupingKind::None, {}); }

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // A flat list: answered without mapping each index to the source, because QTreeView asks
    // for every row when it lays out (on 127,000 rows, most of the first paint's time).
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    FlatProfileModel& m_source;
    mutable NameMatcher m_matcher; // matches again, when asked, after the source's rows change
    GroupingKind m_groupKind = GroupingKind::None;
    QString m_groupKey;
};

} // namespace tally
