// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"

#include <QString>

#include <vector>

namespace tally {

// What `--select` names (for --list, --screenshot, --export-graph): a function or a recursion
// cycle, found by
// 1. `<cycle N>`: the cycle numbered N;
// 2. the exact name;
// 3. `NAME@FILE`: NAME in the file FILE (its full path, a tail of it such as `src/a.c`, or its
//    file name), or in the object FILE, to choose among functions of one name;
// 4. a part of a name (case-sensitive, else ignoring case) that one function's name contains.
// Each rule that finds several functions leaves the choice to the user: Ambiguous.
namespace functionlookup {

enum class Status
{
    Found,
    Unknown,
    Ambiguous,
};

// How many candidates a failed lookup offers.
constexpr std::size_t kMaxCandidates = 10;

struct Result
{
    Status status = Status::Unknown;
    FunctionId function; // Found: the function; invalid for a cycle
    int cycle = -1;      // Found: the cycle's index in FlatProfile::cycles(); -1 for a function
    // Ambiguous: the matching functions; Unknown: functions whose names come close (in order,
    // as a finder matches). At most kMaxCandidates, costliest first for Ambiguous.
    std::vector<FunctionId> candidates;
    std::size_t matchCount = 0; // Ambiguous: how many functions matched in all
    bool namesCycle = false;    // the text has the form `<cycle N>`
};

// Only functions present in `flat` (with cost or calls in its parts) are found.
Result find(const Profile& profile, const FlatProfile& flat, const QString& text);

// How --select names `function`: `NAME@FILE`, or `NAME@OBJECT` without a file, or `NAME@`
// without either (a Python profiler's builtins). Two functions of one name in one file and
// different objects get the same selector (`find` then says Ambiguous).
QString selector(const Profile& profile, FunctionId function);

} // namespace functionlookup

} // namespace tally
