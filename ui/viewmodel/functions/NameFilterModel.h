// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/functions/NameMatcher.h"

#include <QAbstractProxyModel>
#include <QPersistentModelIndex>

#include <cstdint>
#include <functional>
#include <vector>

namespace tally {

// Filters a flat list by its names (a substring, or a regular expression when asked and valid:
// NameMatcher), and by what a subclass adds (the flat profile's group), showing the rows that
// pass in the list's own order. Sorting is passed on to the source, which orders its rows itself
// (the flat profile, the Series view's rows: by a radix order of one key a row).
//
// A flat list needs less than QSortFilterProxyModel's general mappings: the rows shown are one
// vector of the source's rows, and an index is made without a lookup. On 559,000 rows, a sort or
// a keystroke spent more time in that proxy's remapping, and in the view asking it for every
// row's index, than in sorting or matching; on the Series view's 127,000 rows, its sort by name
// compared the names' QStrings (2.2 s a click) and a keystroke removed each run of rows that
// stopped matching with a signal of its own (0.4-1.9 s).
class NameFilterModel : public QAbstractProxyModel
{
    Q_OBJECT

public:
    // Over `source`, a flat list, whose row `row` has the stable row `stableRow(row)` among
    // `texts` (NameMatcher).
    NameFilterModel(QAbstractItemModel& source, NameMatcher::Texts texts,
                    std::function<std::uint32_t(int row)> stableRow, QObject* parent = nullptr);

    // Returns false when `useRegex` is set but `text` is not a valid expression (then the text
    // is matched as a substring).
    bool setNamePattern(const QString& text, bool useRegex);

    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex& index) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;

protected:
    // Whether a source row passes a test of the subclass besides the name's, when it has one.
    virtual bool hasOtherTest() const { return false; }
    virtual bool passesOtherTest(int /*sourceRow*/) const { return true; }

    // Shows the rows the filter accepts now, keeping persistent indexes on the same source rows
    // (those whose row is no longer shown become invalid). No signal when they are the rows
    // shown already.
    void changeFilter();

private:
    // The source rows the filter accepts now, in the source's order, into `rows`.
    void filterInto(std::vector<int>& rows) const;
    // The rows shown, from the source's rows as they are now (no signals).
    void refilter();
    // Shows `m_filtered`'s rows (its room then holds the rows shown before).
    void showFiltered();
    // Around a change of the filter or of the source's order: what the persistent indexes
    // point at is kept, then they are pointed at the same source rows in the new rows.
    void beginLayoutChange(QAbstractItemModel::LayoutChangeHint hint);
    void endLayoutChange(QAbstractItemModel::LayoutChangeHint hint);
    // endLayoutChange's second half, once the new rows are shown.
    void finishLayoutChange(QAbstractItemModel::LayoutChangeHint hint);
    void sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                           const QList<int>& roles);

    QAbstractItemModel& m_source;
    mutable NameMatcher m_matcher; // matches again, when asked, after the source's rows change
    std::function<std::uint32_t(int row)> m_stableRow;
    int m_columns = 0;                 // the source's, as of the last refilter()
    std::vector<int> m_shown;          // the source rows shown, in the source's order
    std::vector<int> m_rowOfSourceRow; // by source row: its row here, or -1
    // The rows a change of the filter accepts, compared with m_shown before they are shown: a
    // vector kept, as half a megabyte made anew at every keystroke was mapped and faulted in.
    std::vector<int> m_filtered;
    // While the source changes its layout: what the persistent indexes pointed at.
    QModelIndexList m_persistentBefore;
    std::vector<QPersistentModelIndex> m_persistentSources;
};

} // namespace tally
