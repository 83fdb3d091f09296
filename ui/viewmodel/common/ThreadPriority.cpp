// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/ThreadPriority.h"

#if defined(__linux__)
#include <sched.h>
#endif

namespace tally::threadpriority {

bool yieldToOthers()
{
#if defined(__linux__)
    // Thread 0 is the calling thread (a thread's scheduling is its own on Linux).
    const sched_param parameters{};
    return sched_setscheduler(0, SCHED_IDLE, &parameters) == 0;
#else
    return false;
#endif
}

bool yieldsToOthers()
{
#if defined(__linux__)
    return sched_getscheduler(0) == SCHED_IDLE;
#else
    return false;
#endif
}

} // namespace tally::threadpriority
