// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FlatProfileFilterModel.h"

namespace tally {

FlatProfileFilterModel::FlatProfileFilterModel(FlatProfileModel& source, QObject* parent)
    : NameFilterModel(
          source,
          {[&source]() -> const SearchableNames& { return source.searchableNames(); },
           [&source](std::uint32_t stableRow) -> const QString& {
               return source.functionTextOfStable(stableRow);
           }},
          [&source](int row) { return source.stableRow(row); }, parent),
      m_source(source)
{}

void FlatProfileFilterModel::setGroup(GroupingKind kind, const QString& key)
{
    m_groupKind = kind;
    m_groupKey = key;
    changeFilter();
}

} // namespace tally
