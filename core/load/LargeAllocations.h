// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <cstdint>

namespace tally::largeallocations {

// The size of a load from which transparent huge pages pay. They spare a big load's page faults
// (cut300, 300 MB: about a tenth of its time), but each growing table's last huge page is
// resident whole: for a profile of tens of megabytes those pages are a few percent of its memory
// while the faults they spare take milliseconds (names.callgrind, 74 MB: a peak of 72-74 MB with
// them, 70 MB without, in the same time).
inline constexpr std::int64_t kHugePagesFrom = std::int64_t(128) << 20;

// For a process that loads profiles of `bytes` in all and exits (the command line's reports):
// turns its transparent huge pages off when that is under kHugePagesFrom, so that the advice
// below and operator new's are ignored. The kernel's switch for the whole process (Linux's
// PR_SET_THP_DISABLE): not for the window, which may load several profiles at once.
void fitPagesToLoad(std::int64_t bytes);

// Which pages of a growing table get transparent huge pages: those of its first `hugeBytes`
// bytes, of the `capacityBytes` the block at `block` holds, and small pages after them. operator
// new (LargeAllocations.cpp) marks every large block for huge pages, which makes a table's first
// touches cheap but keeps the last huge page it reached resident whole, used or not
// (names.callgrind: 1-2 MB for each of its big tables at the end of its parse, the peak of its
// load). A table that knows about where it will end leaves its last stretch to small pages. Only
// whole pages inside the block are marked; a hint, which may do nothing (other systems, sanitizer
// builds).
void adviseHugePagesUpTo(void* block, std::size_t capacityBytes, std::size_t hugeBytes);

// The heap's policy for large blocks (glibc's mmap and trim thresholds; elsewhere nothing). A load
// maps every block of 256 KB or more on its own: the tables it frees go back at once and a growing
// one is remapped, not copied, which keeps its peak low. Between loads, for a process that calls
// reuseBlocksBetweenLoads() (the window, the benchmarks of its views), blocks under 32 MB come from
// the heap and stay there when freed (up to 16 MB free at its top), so that the transforms,
// comparisons and snapshots that make and drop tens of megabytes each time reuse resident pages
// rather than fault fresh mappings in (tally_transformbench names.callgrind: 4.1 million page
// faults, 10.6 s of system time in an 18 s run). A command keeps the load's policy throughout: it
// exits after its load, and under valgrind a heap past 8 MB failed (callgrind's instruction
// counts).
void reuseBlocksBetweenLoads();
// Around each load (profileloader::load), on any thread: the first to begin and the last to end
// switch the policy.
void beginLoad();
void endLoad();
// Whether blocks are reused now: asked reuse, and no load runs (for tests).
bool reusesBlocksNow();

} // namespace tally::largeallocations
