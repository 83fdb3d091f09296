// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Profile.h"

#include <QString>

#include <span>

namespace tally {

// A function as the user sees it, by its name, file and object as recorded: what a pair made by
// hand keeps, so that it finds the same functions again in a reloaded profile (other ids).
struct NamedFunction
{
    QString name;
    QString file;
    QString object;
    bool operator==(const NamedFunction&) const = default;
};

// Two functions the user said are the same ("Pair With..."), whatever their names: a renamed
// function the rewrites do not catch. They override every other way of matching.
struct ManualPair
{
    NamedFunction base;
    NamedFunction current;
    bool operator==(const ManualPair&) const = default;
};

namespace comparisonpairs {

NamedFunction keyOf(const Profile& profile, FunctionId function);
// The function among `candidates` that `key` names: the same name, file and object, else the
// same name and the same last components of file and object (the profile was recorded in
// another folder). Invalid when none does.
FunctionId find(const Profile& profile, std::span<const FunctionId> candidates,
                const NamedFunction& key);

} // namespace comparisonpairs

} // namespace tally
