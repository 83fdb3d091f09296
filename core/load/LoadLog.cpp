// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/LoadLog.h"

#include <cstdio>
#include <ctime>

namespace tally {

Q_LOGGING_CATEGORY(lcLoad, "tally.load", QtInfoMsg)

namespace {

double clockSeconds(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// Resident memory now (VmRSS of /proc/self/status), 0 where there is none.
long residentKiB()
{
    std::FILE* status = std::fopen("/proc/self/status", "r");
    if (!status)
        return 0;
    long kib = 0;
    char line[256];
    while (std::fgets(line, sizeof line, status)) {
        if (std::sscanf(line, "VmRSS: %ld", &kib) == 1)
            break;
    }
    std::fclose(status);
    return kib;
}

} // namespace

PhaseClock::PhaseClock(std::vector<LoadPhase>* phases) : m_phases(phases)
{
    if (m_phases) {
        m_wall = clockSeconds(CLOCK_MONOTONIC);
        m_cpu = clockSeconds(CLOCK_THREAD_CPUTIME_ID);
    }
}

void PhaseClock::mark(const char* name)
{
    if (!m_phases)
        return;
    const double wall = clockSeconds(CLOCK_MONOTONIC);
    const double cpu = clockSeconds(CLOCK_THREAD_CPUTIME_ID);
    m_phases->push_back({name, wall - m_wall, cpu - m_cpu, residentKiB()});
    // The time reading memory took counts in the next step; it is a few microseconds.
    m_wall = wall;
    m_cpu = cpu;
}

} // namespace tally
