// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QAbstractTableModel>

#include <memory>

namespace tally {

class Session;

// The parts (dumps, threads, processes) of each side of a comparison, the baseline's first,
// each row labelled with its side: the part, its process and thread, its cost of one event type
// and its share of its own side's total. Parts are not matched across sides: runs split into
// other parts as they please. It shows the Session's comparison and compared event.
class SidePartsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        SideColumn,
        Part,
        Process,
        Cost,
        Share,
        ColumnCount
    };

    explicit SidePartsModel(Session& session, QObject* parent = nullptr);

    void setComparison(std::shared_ptr<const ProfileComparison> comparison);
    // Index into comparison()->events(); out of range falls back to the first.
    void setEvent(int event);
    // The side and part of a row.
    ProfileComparison::Side side(int row) const;
    PartId part(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    tally::Cost partCost(int row) const;

    std::shared_ptr<const ProfileComparison> m_comparison;
    int m_event = 0;
};

} // namespace tally
