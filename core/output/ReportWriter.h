// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"

#include <QTextStream>

namespace tally {

// The flat profile as text: `tsv` is exact and stable for scripts and tests, `text` is for people.
namespace reportwriter {

struct Options
{
    bool includeCycles = true;
    int primaryEvent = 0; // for the text form
    int limit = -1;       // rows in the text form; -1 for all
    // The event types to name and evaluate, e.g. the profile's plus user-defined derived
    // ones (`--derived`); the profile's own when null.
    const EventSet* events = nullptr;
};

void writeTsv(QTextStream& out, const Profile& profile, const FlatProfile& flat,
              const Options& options);
void writeText(QTextStream& out, const Profile& profile, const FlatProfile& flat,
               const Options& options);

// One row of the report: a function or a cycle.
struct Row
{
    bool isCycle = false;
    std::uint32_t index = 0; // the function's id or the cycle's index
    FunctionId function() const { return FunctionId(index); }
};
// Rows sorted by inclusive cost of `event` (real or derived; the TSV form always uses the
// first), descending; ties by self cost, then name.
std::vector<Row> sortedRows(const Profile& profile, const FlatProfile& flat, bool includeCycles,
                            int event = 0, const EventSet* events = nullptr);

} // namespace reportwriter

} // namespace tally
