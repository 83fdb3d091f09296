// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

namespace tally {

// One row per part of the profile (a dump, a thread, an appended profile, a loaded file) with its
// trigger, time range, pid, thread and cost of the primary event type. The check box of the first
// column is the session's part selection: every view shows the checked parts only.
class PartsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Part,
        File,
        Trigger,
        TimeRange,
        Pid,
        Thread,
        Cost,
        Share,
        ColumnCount
    };

    explicit PartsModel(Session& session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // How a part is called in lists and tooltips: "Part 3", its `part:` number when the profile
    // is one file whose parts are numbered in increasing order, else its position (several
    // files each start at part 1; a `cat` of dump files repeats numbers).
    QString partLabel(PartId part) const;
    // The part's cost of `event` (real or derived), over its own costs only.
    static tally::Cost partCost(const Session& session, PartId part, int event);

private:
    void rebuild();
    tally::Cost profileTotal(int event) const;

    Session& m_session;
    int m_rows = 0;
    bool m_ownNumbers = false;
};

} // namespace tally
