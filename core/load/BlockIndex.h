// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QString>

#include <utility>
#include <vector>

namespace tally {

// Where each function's lines are in a file loaded with its sums only, so that its detail rows
// can be read again from there when they are asked for (DetailRowsFromFile): each `fn=` line,
// which begins a block of its function's lines running to the next function's, and each part's
// layout of positions and event types when its body began.
struct BlockIndex
{
    struct Start
    {
        qint64 offset = 0; // of the `fn=` line
        FunctionId function;
        PartId part;
    };
    std::vector<Start> starts;                           // in the order read
    std::vector<std::pair<PartId, QString>> partLayouts; // CallgrindParser::layout()
    // By name: 1 for a name given without an id somewhere (`fn=main`), which a block read again
    // finds by its text.
    std::vector<char> plainNames;
    // False when a file had more `fn=` lines than its room (ProfileBuilder::allowBlocks).
    bool complete = true;
};

} // namespace tally
