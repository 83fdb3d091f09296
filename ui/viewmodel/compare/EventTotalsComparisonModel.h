// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QAbstractTableModel>
#include <QColor>

#include <memory>

namespace tally {

class Session;

// The event types of a comparison with both sides' totals: base, new, delta and delta % for
// each type both sides measure (real and derived), then the real types one side measures alone,
// with "-" on the other side (not compared, so no delta). It shows the Session's comparison.
class EventTotalsComparisonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Event,
        Base,
        New,
        Delta,
        DeltaPercent,
        ColumnCount
    };

    explicit EventTotalsComparisonModel(Session& session, QObject* parent = nullptr);

    void setComparison(std::shared_ptr<const ProfileComparison> comparison);
    void setBackground(const QColor& background);
    // Rows for the types both measure (the first rows, in comparison()->events() order).
    int comparedRows() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const ProfileComparison> m_comparison;
    QColor m_background = Qt::white;
};

} // namespace tally
