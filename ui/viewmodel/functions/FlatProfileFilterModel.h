// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/viewmodel/functions/NameFilterModel.h"

namespace tally {

// Filters the flat profile by a name pattern (NameFilterModel) and by a group.
class FlatProfileFilterModel : public NameFilterModel
{
    Q_OBJECT

public:
    explicit FlatProfileFilterModel(FlatProfileModel& source, QObject* parent = nullptr);

    void setGroup(GroupingKind kind, const QString& key);
    void clearGroup() { setGroup(GroupingKind::None, {}); }

protected:
    bool hasOtherTest() const override { return m_groupKind != GroupingKind::None; }
    bool passesOtherTest(int sourceRow) const override
    {
        return m_source.groupKey(sourceRow, m_groupKind) == m_groupKey;
    }

private:
    FlatProfileModel& m_source;
    GroupingKind m_groupKind = GroupingKind::None;
    QString m_groupKey;
};

} // namespace tally
