// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QAbstractListModel>

#include <memory>
#include <vector>

namespace tally {

// What a function found on one side only may be paired with ("Pair With..."): the functions of
// the other side that are on that side only, the names most like its own first (the longest
// common beginning and end, then the shortest), filtered by a part of their name.
class UnmatchedFunctionsModel : public QAbstractListModel
{
    Q_OBJECT

public:
    // `row`: the comparison's row to pair, one that has one side only.
    UnmatchedFunctionsModel(std::shared_ptr<const ProfileComparison> comparison, std::size_t row,
                            QObject* parent = nullptr);

    // Only names holding `text` (any case); empty shows all.
    void setFilter(const QString& text);
    // The side the candidates are on.
    ProfileComparison::Side side() const { return m_side; }
    // The comparison's row shown at `row`.
    std::size_t comparisonRow(int row) const { return m_shown[std::size_t(row)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ProfileComparison> m_comparison;
    ProfileComparison::Side m_side = ProfileComparison::Side::New;
    std::vector<std::size_t> m_candidates; // in order of likeness
    std::vector<std::size_t> m_shown;
};

} // namespace tally
