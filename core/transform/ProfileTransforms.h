// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/FlatProfile.h"
#include "core/model/Profile.h"
#include "core/transform/Transform.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <span>
#include <stop_token>
#include <vector>

// Reshaping a profile (issue 37): each transform makes a new Profile of the one before, so that
// everything computed from a profile (cost snapshots with their cycles, the flame tree, the
// writers) works on the result unchanged. The rules, each exact in integers (Apportion.h):
// - focus NAME: the functions NAME reaches, each with the share of its cost that flows from NAME
//   (its All Callees number for NAME; self costs, calls and lines scaled alike); the total is
//   NAME's inclusive cost, and every other function is gone;
// - drop NAME: NAME is gone, each function below it loses its All Callees number for NAME, each
//   above it its All Callers number (on its calls towards NAME); the total loses NAME's inclusive
//   cost; functions left with nothing are gone;
// - merge NAME: NAME is gone (but in parts where nothing calls it), its self cost and calls
//   charged to its callers in proportion to their calls' inclusive cost; the total and every
//   other function's inclusive cost stay;
// - collapse-object OBJECT: the object's functions become one, named after the object's file
//   name, with their costs summed and the calls between them gone.
// Focus and drop follow the rule of All Callers and All Callees (core/analysis/Coverage.h) with
// cycle detection and without its threshold (TransformFlows.cpp), over all parts at once: each
// part's rows get the share of the whole. Counts of calls are scaled by the first event's share.
// Every real event is transformed on its own; derived events are computed from them as ever.
namespace tally::transforms {

// A transform whose target the profile lacks, left alone (Absent::LeavesItAlone), with the error
// it would have been.
struct AbsentTarget
{
    int transform = -1; // its index in the list
    QString error;
};

struct Outcome
{
    std::shared_ptr<const Profile> profile; // null after an error
    QString error;                          // what is wrong, without where it was given
    int failed = -1;                        // the index of the transform that failed
    bool canceled = false;
    // With Absent::LeavesItAlone: the transforms whose target the profile lacks, in order.
    std::vector<AbsentTarget> absent;
};

// What a target that names no function of the profile does. An error for the profile the user
// chose the transforms on (a name mistyped); nothing for the other sides of a comparison and the
// other steps of a series, which may lack a function the profile has ("both sides alike": a
// drop, merge or collapse of what is not there changes nothing, and a focus on it leaves
// nothing), as long as one of them has it (the caller checks, from Outcome::absent).
enum class Absent
{
    IsAnError,
    LeavesItAlone,
};

// Applies `list` in order, each to the profile the one before made. An error when a target
// names nothing (or, but for `re:` targets, several functions, or a recursion cycle), a regular
// expression is bad, or a `re:` target is given to focus or collapse-object. With no transforms,
// the profile itself. `flat`, when given, is `profile`'s flat profile over all its parts with
// cycle detection (a cost snapshot's, which the caller has at hand): the first transform's
// lookup and flows read it rather than work it out again.
Outcome apply(std::shared_ptr<const Profile> profile, std::span<const Transform> list,
              std::stop_token stop = {}, std::shared_ptr<const FlatProfile> flat = {},
              Absent absent = Absent::IsAnError);

} // namespace tally::transforms
