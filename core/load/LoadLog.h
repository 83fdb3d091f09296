// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLoggingCategory>

#include <vector>

namespace tally {

// "tally.load": what the loader did and how long it took (per file, the split into halves, the
// model's build). Debug messages are off by default; QT_LOGGING_RULES="tally.load.debug=true"
// shows them. The loader's findings about the file itself are diagnostics, not log messages.
Q_DECLARE_LOGGING_CATEGORY(lcLoad)

// One step of a load as the loader's own thread saw it: the wall time it took and the CPU time
// of that thread in it (a step that waits for another thread takes wall time, not CPU time).
// The serial steps after the parse are where pieces read at once still wait on one thread, so
// tally_loadbench prints them (issue 15); the CPU time is steady on a shared machine.
struct LoadPhase
{
    const char* name = "";
    double wallSeconds = 0;
    double cpuSeconds = 0;
    long residentKiB = 0; // the process's resident memory at the step's end
};

// Times the steps of a load into a list, when given one (else it costs nothing).
class PhaseClock
{
public:
    explicit PhaseClock(std::vector<LoadPhase>* phases);
    // Ends the step begun at the last mark (or at construction) under `name`.
    void mark(const char* name);

private:
    std::vector<LoadPhase>* m_phases;
    double m_wall = 0;
    double m_cpu = 0;
};

} // namespace tally
