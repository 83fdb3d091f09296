// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>

namespace tally {

// Every event type of the session (real, file-derived, default-derived, user-defined) with its
// total and the active function's self and inclusive cost and share, so types that disagree about
// a function stand out: KCachegrind's "Types" list.
class EventTypesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Name,
        LongName,
        Formula,
        Total,
        Self,
        SelfShare,
        Inclusive,
        InclusiveShare,
        ColumnCount
    };

    explicit EventTypesModel(Session& session, QObject* parent = nullptr);

    // While inactive (its view hidden) the model does not announce new costs (an activation
    // changes them all); made active again, it announces them once if they changed meanwhile.
    // Types added or removed are taken in at once. Active from the start.
    void setActive(bool active);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The file's long name, or the one KCachegrind uses for valgrind's types (Ir: "Instruction
    // Fetch"), empty if neither.
    static QString longNameOf(const EventType& type);
    // The formula of a derived type as the spec writes it (`Ir + 10 L1m`); empty for real types.
    static QString formulaText(const EventType& type);
    // The active function's (or cycle's) self and inclusive cost of `event`, 0 without one.
    static Cost activeSelf(const Session& session, int event);
    static Cost activeInclusive(const Session& session, int event);

private:
    void rebuild();
    void refreshCosts();
    double share(Cost value, int event) const;
    QStringList names() const; // name and formula of each type, to notice added or edited ones

    Session& m_session;
    int m_rows = 0;
    QStringList m_names;
    bool m_active = true;
    bool m_costsStale = false; // costs changed while inactive
};

} // namespace tally
