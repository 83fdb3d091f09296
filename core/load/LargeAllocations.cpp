// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The heap's policy for large blocks (glibc's thresholds): see LargeAllocations.h.
//
// Nothing here asks for transparent huge pages, which would spare a big load's page faults. On the
// project's virtual machines the host takes back free memory in blocks of 8 MB
// (page_reporting_order=11): a huge page first touched after that cost 6-30 ms, against about
// 1 ms for the 512 small pages it spans. With every block of 2 MB or more marked for them, the
// 1.39 GB report took 2.26-5.73 s; without, 1.22-1.28 s (commit 5a23cb1).

#include "core/load/LargeAllocations.h"

#include <cstddef>
#include <mutex>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// The sanitizers' runtimes bring their own allocator, whose thresholds these are not: their builds
// leave the policy out. GCC says it is one with these macros, clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define TALLY_SANITIZED_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define TALLY_SANITIZED_BUILD 1
#endif
#endif

namespace tally::largeallocations {

#if !defined(TALLY_SANITIZED_BUILD) && defined(__GLIBC__)

namespace {

// The mmap threshold while a load runs (and for a process that never asks for reuse). glibc raises
// its mmap threshold to the size of each mmapped block freed (up to 32 MB): after a load's first
// vectors doubled, tables of megabytes came from the heap, where a freed one stays resident (a hole
// below the heap's top) and a growing one is copied beside the old one. A fixed threshold keeps
// every block of 256 KB or more mapped on its own: freed at once, and grown by remapping its pages
// (realloc), not copied. At 1 MB the heap of names.callgrind's load passed 8 MB, which valgrind
// refuses to a process's heap, and glibc's fallback failed an allocation there: the instruction
// counts (callgrind) of the docs could not be made. At 32 MB, where freed blocks stay in the
// process, a one-thread load of cut300 took 11,400 page faults in its parse against 27,300, but the
// full load's peak rose from 137-141 MB to 246-380 MB (docs/benchmarks.md, Loading).
constexpr std::size_t kLoadMmapThreshold = std::size_t(256) << 10;

// The policy is the process's (glibc's thresholds), so its state is too: how many loads run, and
// whether the process reuses blocks between them. Guarded by one mutex, so that a load that
// begins as another ends never runs under the other policy.
struct HeapPolicy
{
    std::mutex mutex;
    int loads = 0;
    bool reuse = false;
};

HeapPolicy& heapPolicy()
{
    static HeapPolicy policy;
    return policy;
}

void applyPolicy(const HeapPolicy& policy)
{
    const bool between = policy.reuse && policy.loads == 0;
    // Blocks under glibc's own upper bound from the heap, and up to 16 MB kept free at its top.
    // Kept at 64 MB (glibc's own, twice the bound) the window's load of cut300 peaked at 253-259
    // MB against 190 (its second load on top of what the first left free); at 16 MB, 194 MB,
    // with the transforms as fast within their spread (tally_transformbench, tally_guibench).
    constexpr std::size_t kReusedBelow = std::size_t(32) << 20;
    constexpr std::size_t kKeptFree = std::size_t(16) << 20;
    constexpr std::size_t kDefaultTrim = std::size_t(128) << 10;
    mallopt(M_MMAP_THRESHOLD, int(between ? kReusedBelow : kLoadMmapThreshold));
    mallopt(M_TRIM_THRESHOLD, int(between ? kKeptFree : kDefaultTrim));
}

// Every thread's blocks from one heap (glibc's main arena), set before any thread allocates. By
// default glibc gives the threads heaps of their own (up to 8 a core), each at most 64 MB and
// trimmed as its top frees: a job thread's transform and snapshot, tens of megabytes each time,
// were mapped and unmapped anew, and the reuse between loads never reached the window's jobs
// (tally_transformbench names.callgrind through the Session, p95: drop 140-146 ms, merge 136-144
// ms; with one heap 37-42 and 24-25 ms). Small blocks still come from each thread's own cache
// (tcache), without the heap's lock; the loads' large blocks are mapped on their own either way:
// the two-thread load and the interactions measured no slower (commit b9fbc03).
void startPolicy()
{
    mallopt(M_ARENA_MAX, 1);
    applyPolicy(heapPolicy());
}

// The policy from the start, before any allocation of the program's own.
const bool kPolicyAtStart = (startPolicy(), true);

} // namespace

void reuseBlocksBetweenLoads()
{
    HeapPolicy& policy = heapPolicy();
    const std::lock_guard lock(policy.mutex);
    policy.reuse = true;
    applyPolicy(policy);
}

void beginLoad()
{
    HeapPolicy& policy = heapPolicy();
    const std::lock_guard lock(policy.mutex);
    if (policy.loads++ == 0 && policy.reuse)
        applyPolicy(policy);
}

void endLoad()
{
    HeapPolicy& policy = heapPolicy();
    const std::lock_guard lock(policy.mutex);
    if (--policy.loads == 0 && policy.reuse)
        applyPolicy(policy);
}

bool reusesBlocksNow()
{
    HeapPolicy& policy = heapPolicy();
    const std::lock_guard lock(policy.mutex);
    return policy.reuse && policy.loads == 0;
}

#else

void reuseBlocksBetweenLoads() {}
void beginLoad() {}
void endLoad() {}
bool reusesBlocksNow()
{
    return false;
}

#endif

} // namespace tally::largeallocations
