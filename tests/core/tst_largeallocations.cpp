// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The heap's policy around loads (largeallocations), one heap for every thread, and that nothing
// of a load asks for transparent huge pages (LargeAllocations.cpp says why), as /proc/self/smaps
// tells.

#include "core/load/LargeAllocations.h"
#include "core/load/ProfileLoader.h"
#include "tests/support/SanitizedBuild.h"
#include "tests/support/TestSupport.h"

#include <QFile>
#include <QTest>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace tally;
using namespace tally::test;

namespace {

// The VmFlags of the mapping that holds `address`, from /proc/self/smaps; empty if none. (Unused
// where the test skips.)
[[maybe_unused]] QByteArray flagsAt(std::uintptr_t address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    bool inside = false;
    for (const QByteArray& line : smaps.readAll().split('\n')) {
        // A mapping's line starts "begin-end perms ..." (a field's line "Name: ...").
        const int dash = line.indexOf('-');
        const int space = line.indexOf(' ');
        const int colon = line.indexOf(':');
        if (dash > 0 && space > dash && (colon < 0 || colon > space)) {
            const std::uintptr_t begin = line.left(dash).toULongLong(nullptr, 16);
            const std::uintptr_t end =
                line.mid(dash + 1, space - dash - 1).toULongLong(nullptr, 16);
            inside = begin <= address && address < end;
        } else if (inside && line.startsWith("VmFlags:")) {
            return line.mid(8) + ' ';
        }
    }
    return {};
}

// Whether any mapping of the process has `flag` among its VmFlags.
[[maybe_unused]] bool mappingsFlagged(const QByteArray& flag)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray& line : smaps.readAll().split('\n')) {
        if (line.startsWith("VmFlags:") && (line.mid(8) + ' ').contains(flag))
            return true;
    }
    return false;
}

} // namespace

class tst_LargeAllocations : public QObject
{
    Q_OBJECT

private slots:
    // Neither a large block nor a load's tables are marked for huge pages ("hg" in a mapping's
    // VmFlags): on the project's virtual machines a huge page cost a load more than the faults
    // it spared.
    void noLoadAsksForHugePages()
    {
#if !defined(__linux__)
        QSKIP("/proc/self/smaps is Linux's");
#else
        constexpr std::size_t kBytes = 24 << 20;
        const std::unique_ptr<char[]> block(new char[kBytes]);
        const auto begin = reinterpret_cast<std::uintptr_t>(block.get());
        QVERIFY(!flagsAt(begin + kBytes / 2).isEmpty());
        QVERIFY(!flagsAt(begin + kBytes / 2).contains(" hg "));

        const QString path = writeFile(QStringLiteral("pages.out"), bigProfile());
        bool checked = false;
        const auto result = profileloader::load({path}, [&](double share) {
            if (share < 0.5 || checked)
                return;
            checked = true;
            QVERIFY(!mappingsFlagged(" hg "));
        });
        QVERIFY(result.profile);
        QVERIFY(checked);
#endif
    }

    // The window's policy (reuseBlocksBetweenLoads): freed blocks kept in the heap between loads,
    // never while a load runs on any thread; the last load to end switches back. A command's
    // process never asks for it.
    void theHeapReusesBlocksOnlyBetweenLoads()
    {
#if !defined(__GLIBC__) || defined(TALLY_TEST_SANITIZED)
        QSKIP("glibc's thresholds, left alone in sanitizer builds");
#else
        // A block of `megabytes`: mapped on its own (one more mmapped block) under the loads'
        // policy, taken from the heap between them. (Under the loads' policy a block the heap
        // holds free is still reused: the later checks ask for more than the 1 MB freed there.)
        const auto mapsItsOwn = [](std::size_t megabytes = 1) {
            const std::size_t before = mallinfo2().hblks;
            void* block = std::malloc(megabytes << 20);
            static_cast<volatile char*>(block)[0] = 1; // used: not taken out with the free
            const bool mapped = mallinfo2().hblks > before;
            std::free(block);
            return mapped;
        };
        QVERIFY(!largeallocations::reusesBlocksNow());
        QVERIFY(mapsItsOwn());
        largeallocations::reuseBlocksBetweenLoads();
        QVERIFY(largeallocations::reusesBlocksNow());
        QVERIFY(!mapsItsOwn());
        // Two loads at once (a comparison's sides): the policy of loads until the last ends.
        largeallocations::beginLoad();
        largeallocations::beginLoad();
        largeallocations::endLoad();
        QVERIFY(!largeallocations::reusesBlocksNow());
        QVERIFY(mapsItsOwn(4));
        largeallocations::endLoad();
        QVERIFY(largeallocations::reusesBlocksNow());
        QVERIFY(!mapsItsOwn());
        // A real load, on a thread of its own: the loads' policy while it reads.
        const QString path = writeFile(QStringLiteral("policy.out"), bigProfile());
        bool reusedWhileLoading = false;
        std::thread loader([&] {
            const auto result = profileloader::load(
                {path}, [&](double) { reusedWhileLoading |= largeallocations::reusesBlocksNow(); });
            QVERIFY(result.profile);
        });
        loader.join();
        QVERIFY(!reusedWhileLoading);
        QVERIFY(largeallocations::reusesBlocksNow());
#endif
    }

    // Every thread allocates from the one heap the policy governs: a thread's block of 64 KB (past
    // its own cache, under the mmap threshold) made glibc give the thread a heap of its own,
    // where the reuse between loads never reached the window's job threads.
    void everyThreadAllocatesFromOneHeap()
    {
#if !defined(__GLIBC__) || defined(TALLY_TEST_SANITIZED)
        QSKIP("glibc's arenas, left alone in sanitizer builds");
#else
        // How many heaps (arenas) glibc has: malloc_info() writes a <heap nr="..."> for each.
        const auto heapCount = [] {
            char* text = nullptr;
            std::size_t size = 0;
            FILE* out = open_memstream(&text, &size);
            if (out == nullptr)
                return -1;
            malloc_info(0, out);
            std::fclose(out);
            const QByteArray info(text, qsizetype(size));
            std::free(text);
            return int(info.count("<heap nr="));
        };
        std::thread threads[2];
        for (std::thread& thread : threads) {
            thread = std::thread([] {
                void* block = std::malloc(64 << 10);
                static_cast<volatile char*>(block)[0] = 1;
                std::free(block);
            });
        }
        for (std::thread& thread : threads)
            thread.join();
        QCOMPARE(heapCount(), 1);
#endif
    }
};

QTEST_GUILESS_MAIN(tst_LargeAllocations)
#include "tst_largeallocations.moc"
