// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileFilterModel.h"

namespace tally {

FlatProfileFilterModel::FlatProfileFilterModel(FlatProfileModel& source, QObject* parent)
    : QSortFilterProxyModel(parent), m_source(source)
{
    setSourceModel(&source);
    setSortRole(CostRole);
}

bool FlatProfileFilterModel::setNamePattern(const QString& text, bool useRegex)
{
    bool valid = true;
    m_useRegex = false;
    m_substring = text;
    if (useRegex && !text.isEmpty()) {
        QRegularExpression regex(text, QRegularExpression::CaseInsensitiveOption);
        valid = regex.isValid();
        if (valid) {
            regex.optimize();
            m_regex = regex;
            m_useRegex = true;
        }
    }
    invalidateRowsFilter();
    return valid;
}

void FlatProfileFilterModel::setGroup(GroupingKind kind, const QString& key)
{
    m_groupKind = kind;
    m_groupKey = key;
    invalidateRowsFilter();
}

bool FlatProfileFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const
{
    if (m_groupKind != GroupingKind::None &&
        m_source.groupKey(sourceRow, m_groupKind) != m_groupKey)
        return false;
    if (m_substring.isEmpty())
        return true;
    const QString& name = m_source.functionText(sourceRow);
    return m_useRegex ? m_regex.match(name).hasMatch()
                      : name.contains(m_substring, Qt::CaseInsensitive);
}

bool FlatProfileFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const int column = left.column();
    if (column <= FlatProfileModel::Called) {
        const Cost a = m_source.rawValue(left.row(), column);
        const Cost b = m_source.rawValue(right.row(), column);
        if (a != b)
            return a < b;
        return m_source.functionText(left.row()) > m_source.functionText(right.row());
    }
    const QString a = m_source.data(left, Qt::DisplayRole).toString();
    const QString b = m_source.data(right, Qt::DisplayRole).toString();
    return QString::compare(a, b, Qt::CaseInsensitive) < 0;
}

} // namespace tally
