// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

namespace tally::threadpriority {

// Has the calling thread run only on a core that nothing else wants (Linux's SCHED_IDLE; nothing
// elsewhere): for work made ahead of a need, which must not take a core from what the user waits
// for (a click's repaint, the jobs it started). Per thread: other threads keep their priority.
// Returns whether the priority was lowered.
bool yieldToOthers();

// Whether the calling thread runs only on an otherwise idle core (yieldToOthers()).
bool yieldsToOthers();

} // namespace tally::threadpriority
