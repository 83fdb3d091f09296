// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/LoadLog.h"

#include <cstdio>
#include <ctime>

#include <sys/resource.h>

namespace tally {

Q_LOGGING_CATEGORY(lcLoad, "tally.load", QtInfoMsg)

namespace {

double clockSeconds(clockid_t clock)
{
    timespec now{};
    clock_gettime(clock, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// The calling thread's system time and minor page faults so far.
void threadUsage(double& systemSeconds, long& minorFaults)
{
    rusage usage{};
    if (getrusage(RUSAGE_THREAD, &usage) != 0)
        return;
    systemSeconds = double(usage.ru_stime.tv_sec) + double(usage.ru_stime.tv_usec) / 1e6;
    minorFaults = usage.ru_minflt;
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
        threadUsage(m_system, m_faults);
    }
}

void PhaseClock::mark(const char* name)
{
    if (!m_phases)
        return;
    const double wall = clockSeconds(CLOCK_MONOTONIC);
    const double cpu = clockSeconds(CLOCK_THREAD_CPUTIME_ID);
    double system = m_system;
    long faults = m_faults;
    threadUsage(system, faults);
    m_phases->push_back(
        {name, wall - m_wall, cpu - m_cpu, system - m_system, faults - m_faults, residentKiB()});
    // The time reading memory took counts in the next step; it is a few microseconds.
    m_wall = wall;
    m_cpu = cpu;
    m_system = system;
    m_faults = faults;
}

} // namespace tally
