// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/ThreadPriority.h"

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace tally::threadpriority {

namespace {

// The weakest nice value: the thread gets about 1.5% of a core another wants. Not SCHED_IDLE,
// which an unprivileged thread can never leave and which gets next to nothing of a busy core:
// a job the owner stops and joins (its window closing) would wait for seconds while other
// programs keep the cores busy.
constexpr int kNicest = 19;

} // namespace

bool yieldToOthers()
{
#if defined(__linux__)
    // A thread's nice value is its own on Linux: the other threads keep theirs.
    return setpriority(PRIO_PROCESS, id_t(gettid()), kNicest) == 0;
#else
    return false;
#endif
}

bool yieldsToOthers()
{
#if defined(__linux__)
    return getpriority(PRIO_PROCESS, id_t(gettid())) == kNicest;
#else
    return false;
#endif
}

} // namespace tally::threadpriority
