// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/NameFilterModel.h"

namespace tally {

NameFilterModel::NameFilterModel(QAbstractItemModel& source, NameMatcher::Texts texts,
                                 std::function<std::uint32_t(int row)> stableRow, QObject* parent)
    : QAbstractProxyModel(parent), m_source(source), m_matcher(std::move(texts)),
      m_stableRow(std::move(stableRow))
{
    setSourceModel(&source);
    connect(&source, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        beginResetModel();
        m_matcher.reset(); // new rows: the pattern is matched again when next asked
    });
    connect(&source, &QAbstractItemModel::modelReset, this, [this] {
        refilter();
        endResetModel();
    });
    connect(&source, &QAbstractItemModel::layoutAboutToBeChanged, this,
            [this] { beginLayoutChange(QAbstractItemModel::VerticalSortHint); });
    connect(&source, &QAbstractItemModel::layoutChanged, this,
            [this] { endLayoutChange(QAbstractItemModel::VerticalSortHint); });
    connect(&source, &QAbstractItemModel::dataChanged, this, &NameFilterModel::sourceDataChanged);
    connect(&source, &QAbstractItemModel::headerDataChanged, this,
            &QAbstractItemModel::headerDataChanged);
    refilter();
}

bool NameFilterModel::setNamePattern(const QString& text, bool useRegex)
{
    const bool valid = m_matcher.setPattern(text, useRegex);
    changeFilter();
    return valid;
}

void NameFilterModel::sort(int column, Qt::SortOrder order)
{
    // The source orders itself; its layout change comes back through endLayoutChange().
    m_source.sort(column, order);
}

QModelIndex NameFilterModel::index(int row, int column, const QModelIndex& parent) const
{
    // Asked for every row at each layout of the view: no virtual call here.
    if (parent.isValid() || row < 0 || std::size_t(row) >= m_shown.size() || column < 0 ||
        column >= m_columns)
        return {};
    return createIndex(row, column);
}

QModelIndex NameFilterModel::parent(const QModelIndex&) const
{
    return {};
}

QModelIndex NameFilterModel::sibling(int row, int column, const QModelIndex&) const
{
    return index(row, column);
}

int NameFilterModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int NameFilterModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

bool NameFilterModel::hasChildren(const QModelIndex& parent) const
{
    return !parent.isValid() && rowCount() > 0;
}

Qt::ItemFlags NameFilterModel::flags(const QModelIndex& index) const
{
    // A flat list: answered without asking the source (a view asks for every row's flags).
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant NameFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // The columns are the source's whether or not any row is shown.
    if (orientation == Qt::Horizontal)
        return m_source.headerData(section, orientation, role);
    return QAbstractProxyModel::headerData(section, orientation, role);
}

QModelIndex NameFilterModel::mapToSource(const QModelIndex& proxyIndex) const
{
    if (!proxyIndex.isValid() || proxyIndex.row() >= rowCount())
        return {};
    return m_source.index(m_shown[std::size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex NameFilterModel::mapFromSource(const QModelIndex& sourceIndex) const
{
    if (!sourceIndex.isValid() || std::size_t(sourceIndex.row()) >= m_rowOfSourceRow.size())
        return {};
    const int row = m_rowOfSourceRow[std::size_t(sourceIndex.row())];
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

void NameFilterModel::filterInto(std::vector<int>& rows) const
{
    const int count = m_source.rowCount();
    rows.clear();
    rows.reserve(std::size_t(count));
    const bool byName = !m_matcher.matchesAll();
    if (byName)
        m_matcher.ensureCurrent();
    const bool other = hasOtherTest();
    // The common case, on every keystroke in the filter: a name pattern alone.
    for (int row = 0; row < count; ++row) {
        if ((!byName || m_matcher.matches(m_stableRow(row))) && (!other || passesOtherTest(row)))
            rows.push_back(row);
    }
}

void NameFilterModel::refilter()
{
    m_columns = m_source.columnCount();
    filterInto(m_filtered);
    showFiltered();
}

void NameFilterModel::showFiltered()
{
    std::swap(m_shown, m_filtered);
    m_rowOfSourceRow.assign(std::size_t(m_source.rowCount()), -1);
    for (std::size_t row = 0; row < m_shown.size(); ++row)
        m_rowOfSourceRow[std::size_t(m_shown[row])] = int(row);
}

void NameFilterModel::changeFilter()
{
    // Typing on through a part every shown name holds (a namespace, a prefix), or deleting back
    // to it, mostly leaves the rows as they are: a layout change made the views lay out and
    // repaint every row the same, most of such a keystroke's time.
    filterInto(m_filtered);
    if (m_filtered == m_shown)
        return;
    // One layout change, not rows removed and inserted for each run of rows that changed: on
    // 100,000 rows with scattered matches the views' work per run adds up to seconds. The
    // source stays as it is: the same steps as around a layout change of the source.
    beginLayoutChange(QAbstractItemModel::NoLayoutChangeHint);
    showFiltered();
    finishLayoutChange(QAbstractItemModel::NoLayoutChangeHint);
}

void NameFilterModel::beginLayoutChange(QAbstractItemModel::LayoutChangeHint hint)
{
    emit layoutAboutToBeChanged({}, hint);
    // Persistent source indexes follow the source's rows through a change of the source.
    m_persistentBefore = persistentIndexList();
    m_persistentSources.clear();
    m_persistentSources.reserve(std::size_t(m_persistentBefore.size()));
    for (const QModelIndex& index : m_persistentBefore)
        m_persistentSources.emplace_back(mapToSource(index));
}

void NameFilterModel::endLayoutChange(QAbstractItemModel::LayoutChangeHint hint)
{
    refilter();
    finishLayoutChange(hint);
}

void NameFilterModel::finishLayoutChange(QAbstractItemModel::LayoutChangeHint hint)
{
    QModelIndexList after;
    after.reserve(m_persistentBefore.size());
    for (const QPersistentModelIndex& source : m_persistentSources)
        after.push_back(mapFromSource(source));
    changePersistentIndexList(m_persistentBefore, after);
    m_persistentBefore.clear();
    m_persistentSources.clear();
    emit layoutChanged({}, hint);
}

void NameFilterModel::sourceDataChanged(const QModelIndex&, const QModelIndex&,
                                        const QList<int>& roles)
{
    // The filter reads names (and groups), which a change of values leaves as they are; the
    // source says its whole table changed, and so does this model.
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), roles);
}

} // namespace tally
