// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

namespace tally::threadpriority {

// Gives the calling thread the lowest priority (Linux: nice 19; nothing elsewhere), so that it
// takes next to nothing of a core that other work wants: for work made ahead of a need, which
// must not slow what the user waits for (a click's repaint, the jobs it started). Per thread:
// the others keep their priority. Returns whether the priority was lowered.
bool yieldToOthers();

// Whether the calling thread has the lowest priority (yieldToOthers()).
bool yieldsToOthers();

} // namespace tally::threadpriority
