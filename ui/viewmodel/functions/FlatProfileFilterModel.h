// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/functions/FlatProfileModel.h"

#include <QRegularExpression>
#include <QSortFilterProxyModel>

namespace tally {

// Filters the flat profile by a name pattern (a substring, or a regular expression when asked
// and valid) and by a group, and sorts on raw costs without going through QVariant, so that
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

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    FlatProfileModel& m_source;
    QString m_substring;
    QRegularExpression m_regex;
    bool m_useRegex = false;
    GroupingKind m_groupKind = GroupingKind::None;
    QString m_groupKey;
};

} // namespace tally
