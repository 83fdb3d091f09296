// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The process's operator new, as the library's, except that a block of a few megabytes or more
// (the loader's row tables, the reader's buffer, a report's rows) is marked for transparent huge
// pages. Loading is mostly the first touch of those tables: on a Debian kernel (huge pages "only
// where asked", madvise mode) each 4 KB page of them was a page fault, a fifth to a half of a
// big load's time on the project's virtual machine (cut300: 0.73 s of system time in a 2.0 s
// report); a 2 MB page takes one fault for 512 of them and fewer TLB misses after. Memory is
// still freed with free(), as the library's operator delete does.
//
// Not under the sanitizers, whose runtimes bring their own operator new.

#include "core/load/LargeAllocations.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#include <sys/prctl.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

// GCC says so with these macros, clang with __has_feature.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define TALLY_SANITIZED_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) ||                         \
    __has_feature(memory_sanitizer)
#define TALLY_SANITIZED_BUILD 1
#endif
#endif

#if !defined(TALLY_SANITIZED_BUILD)

namespace {

constexpr std::size_t kHugePage = std::size_t(2) << 20;
// The mmap threshold while a load runs (and for a process that never asks for reuse). glibc raises
// its mmap threshold to the size of each mmapped block freed (up to 32 MB): after a load's first
// vectors doubled, tables of megabytes came from the heap, where a freed one stays resident (a hole
// below the heap's top) and a growing one is copied beside the old one. A fixed threshold keeps
// every block of 256 KB or more mapped on its own: freed at once, and grown by remapping its pages
// (realloc), not copied. At 1 MB the heap of names.callgrind's load passed 8 MB, which valgrind
// refuses to a process's heap, and glibc's fallback failed an allocation there: the instruction
// counts (callgrind) of the docs could not be made.
constexpr std::size_t kLoadMmapThreshold = std::size_t(256) << 10;
// Smaller blocks hold no whole huge page.
constexpr std::size_t kAdvisedSize = kHugePage;

void adviseHugePages([[maybe_unused]] void* block, [[maybe_unused]] std::size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // The whole huge pages inside the block: madvise takes aligned ranges, and pages wholly
    // inside the block hold nothing else.
    const std::size_t misalignment = reinterpret_cast<std::uintptr_t>(block) % kHugePage;
    const std::size_t lead = misalignment == 0 ? 0 : kHugePage - misalignment;
    if (size <= lead)
        return;
    const std::size_t length = (size - lead) & ~(kHugePage - 1);
    if (length > 0)
        madvise(static_cast<char*>(block) + lead, length, MADV_HUGEPAGE); // a hint: may fail
#endif
}

void* allocate(std::size_t size)
{
    if (size == 0)
        size = 1;
    for (;;) {
        if (void* block = std::malloc(size)) {
            if (size >= kAdvisedSize)
                adviseHugePages(block, size);
            return block;
        }
        const std::new_handler handler = std::get_new_handler();
        if (!handler)
            throw std::bad_alloc();
        handler();
    }
}

} // namespace

void* operator new(std::size_t size)
{
    return allocate(size);
}

void* operator new[](std::size_t size)
{
    return allocate(size);
}

#endif

namespace tally::largeallocations {

void fitPagesToLoad([[maybe_unused]] std::int64_t bytes)
{
#if defined(__linux__) && defined(PR_SET_THP_DISABLE)
    if (bytes < kHugePagesFrom)
        prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0); // a hint: an old kernel may refuse it
#endif
}

void adviseHugePagesUpTo([[maybe_unused]] void* block, [[maybe_unused]] std::size_t capacityBytes,
                         [[maybe_unused]] std::size_t hugeBytes)
{
#if !defined(TALLY_SANITIZED_BUILD) && defined(__linux__) && defined(MADV_HUGEPAGE) &&             \
    defined(MADV_NOHUGEPAGE)
    constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;
    char* const bytes = static_cast<char*>(block);
    const auto begin = reinterpret_cast<std::uintptr_t>(block);
    const std::uintptr_t end = begin + capacityBytes;
    // Huge pages wholly inside the block, up to the one that holds the end of `hugeBytes`.
    const std::uintptr_t first = (begin + kHuge - 1) & ~(kHuge - 1);
    const std::uintptr_t last = end & ~(kHuge - 1);
    if (first >= last)
        return;
    const std::uintptr_t boundary = std::clamp((begin + hugeBytes) & ~(kHuge - 1), first, last);
    if (boundary > first)
        madvise(bytes + (first - begin), boundary - first, MADV_HUGEPAGE);
    if (boundary < last)
        madvise(bytes + (boundary - begin), last - boundary, MADV_NOHUGEPAGE);
#endif
}

#if !defined(TALLY_SANITIZED_BUILD) && defined(__GLIBC__)

namespace {

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

// The loads' policy from the start, before any allocation of the program's own.
const bool kPolicyAtStart = (applyPolicy(heapPolicy()), true);

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
