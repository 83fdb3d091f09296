// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <cstdint>

namespace tally::largeallocations {

// The heap's policy for large blocks (glibc's mmap and trim thresholds; elsewhere nothing). A load
// maps every block of 256 KB or more on its own: the tables it frees go back at once and a growing
// one is remapped, not copied, which keeps its peak low. Between loads, for a process that calls
// reuseBlocksBetweenLoads() (the window, the benchmarks of its views), blocks under 32 MB come from
// the heap and stay there when freed (up to 16 MB free at its top), so that the transforms,
// comparisons and snapshots that make and drop tens of megabytes each time reuse resident pages
// rather than fault fresh mappings in (tally_transformbench names.callgrind: 4.1 million page
// faults, 10.6 s of system time in an 18 s run). A command keeps the load's policy throughout: it
// exits after its load, and under valgrind a heap past 8 MB failed (callgrind's instruction
// counts). Every thread allocates from the one heap these thresholds govern (glibc's main arena),
// in every process, from its start.
void reuseBlocksBetweenLoads();
// Around each load (profileloader::load), on any thread: the first to begin and the last to end
// switch the policy.
void beginLoad();
void endLoad();
// Whether blocks are reused now: asked reuse, and no load runs (for tests).
bool reusesBlocksNow();

} // namespace tally::largeallocations
