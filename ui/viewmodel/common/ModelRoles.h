// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"
#include "core/text/TextElision.h"

#include <QVariant>
#include <Qt>

namespace tally {

// Every item model's data roles beyond Qt's, declared once: a role means the same data whichever
// model answers it, so views, delegates and sort proxies need not know which model they show,
// and no two models' roles can be confused under one number.
enum ModelRole : int
{
    // qlonglong: the raw value of a cost or count column (the sort key of the function lists).
    CostRole = Qt::UserRole + 1,
    // double: a cost's share in [0, 1] (of the event's total, the profile, the listing), for bars.
    FractionRole,
    // uint: a row's function as FunctionId::index(); FunctionId::kInvalidIndex for none.
    FunctionIdRole,
    // int: the recursion cycle of a cycle row, -1 otherwise.
    CycleRole,
    // The raw number of a cost or share column, for sorting where CostRole does not apply.
    SortRole,
    // int: the row's event type index (event types list).
    EventRole,
    // int: the row's part index (parts list).
    PartRole,
    // QString: the group a row stands for (group list).
    KeyRole,
    // QString, from headerData(): the widest text a number column's cells show, so that views
    // can widen the column to it instead of eliding digits (see NumberColumnFitter); or a
    // QStringList of texts any of which may be the widest in pixels. Models with many rows
    // answer it from their largest values rather than by formatting every row.
    WidestTextRole,
    // textelision::Span, on a name column: the characters of the display text that tell the name
    // from its look-alikes, which a delegate cutting the text to the column's width keeps.
    DistinguishingRole,

    // The annotated source and assembly listings.
    KindRole,      // AnnotationModel::RowKind
    HeatRole,      // cost columns: share of the costliest row (0..1)
    DimRole,       // a row without cost
    CalleeRole,    // call rows (and jumps out): the function they lead to, as FunctionIdRole
    JumpLabelRole, // text column: "taken 3/5" for a conditional jump
    SortCostRole,  // cost columns: the raw cost, for sorting

    // The comparison of two profiles.
    ChangeKindRole, // int: the row's ProfileComparison::Kind (added, removed, moved, ...)
    ChangeRole,     // double: the row's change in percent (+inf added, -100 removed)
    EffectRole,     // int: the row's larger effect, effecttext::Dominant (calls or per call)
};

// The function a FunctionIdRole or CalleeRole value names; invalid for no value or none.
inline FunctionId functionIdOf(const QVariant& value)
{
    return value.isValid() ? FunctionId(value.toUInt()) : FunctionId();
}

} // namespace tally

Q_DECLARE_METATYPE(tally::textelision::Span)
