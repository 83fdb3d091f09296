// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFlags>

namespace tally {

// What changed in the Session since the views last heard from it. The Session collects changes
// and delivers them together, once per turn of the event loop, through Session::changed: a new
// profile, its first function and its event types reach a view as one update, in no particular
// order of their own. Kept apart from Session.h so that a view can name them cheaply.
enum class SessionChange
{
    Profile = 0x1,        // a new profile (or none): everything else changed with it
    Costs = 0x2,          // the cost snapshot was recomputed (cycle detection, part selection)
    ActiveFunction = 0x4, // the active function or recursion cycle
    EventTypes = 0x8,     // primary/secondary event type, or the set of user-defined types
    Display = 0x10,       // absolute or percent, relative to the active function
    History = 0x20,       // the back/forward history
    PartSelection = 0x40, // a part selection was requested; Costs follows when it is computed
    Comparison = 0x80,    // what the comparison stage publishes: Session::comparison() (also
                          // with each new snapshot while comparing), its event, share scale,
                          // files, busy
    Transforms = 0x100,   // the transforms in force, their history or error (issue 37); a new
                          // list's snapshot comes with Profile | Costs
    ShortNames = 0x200,   // the profile's short names were made after it was shown (with
                          // Display): views that keep names (labels, layouts) make them again
};
Q_DECLARE_FLAGS(SessionChanges, SessionChange)

} // namespace tally

Q_DECLARE_OPERATORS_FOR_FLAGS(tally::SessionChanges)
