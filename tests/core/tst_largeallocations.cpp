// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// largeallocations::adviseHugePagesUpTo: a table's whole huge pages up to the boundary are marked
// for transparent huge pages, those after it for small pages, as /proc/self/smaps tells (Linux;
// not under the sanitizers, whose builds leave the hint out). fitPagesToLoad: a small load turns
// the process's huge pages off.

#include "core/load/LargeAllocations.h"
#include "core/load/ProfileLoader.h"
#include "tests/support/SanitizedBuild.h"
#include "tests/support/TestSupport.h"

#include <QFile>
#include <QTest>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <thread>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#endif

using namespace tally;
using namespace tally::test;

namespace {

[[maybe_unused]] constexpr std::uintptr_t kHuge = std::uintptr_t(2) << 20;

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

} // namespace

class tst_LargeAllocations : public QObject
{
    Q_OBJECT

private slots:
    void pagesUpToTheBoundaryAreHugeThoseAfterSmall()
    {
#if !defined(__linux__) || defined(TALLY_TEST_SANITIZED)
        QSKIP("transparent huge pages are a Linux hint, left out of sanitizer builds");
#else
        if (!QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled")))
            QSKIP("no transparent huge pages on this system");
        constexpr std::size_t kBytes = 24 << 20;
        // Never touched: address space only.
        const std::unique_ptr<char[]> block(new char[kBytes]);
        const auto begin = reinterpret_cast<std::uintptr_t>(block.get());
        const std::uintptr_t first = (begin + kHuge - 1) & ~(kHuge - 1);
        const std::uintptr_t last = (begin + kBytes) & ~(kHuge - 1);

        largeallocations::adviseHugePagesUpTo(block.get(), kBytes, 10 << 20);
        const std::uintptr_t boundary = (begin + (10 << 20)) & ~(kHuge - 1);
        QVERIFY(flagsAt(first).contains(" hg "));
        QVERIFY(flagsAt(boundary - kHuge).contains(" hg "));
        QVERIFY(flagsAt(boundary).contains(" nh "));
        QVERIFY(flagsAt(last - kHuge).contains(" nh "));

        // The boundary moved on: the pages up to the new one are huge again.
        largeallocations::adviseHugePagesUpTo(block.get(), kBytes, 16 << 20);
        const std::uintptr_t moved = (begin + (16 << 20)) & ~(kHuge - 1);
        QVERIFY(flagsAt(boundary).contains(" hg "));
        QVERIFY(flagsAt(moved - kHuge).contains(" hg "));
        QVERIFY(flagsAt(moved).contains(" nh "));
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

    // Last: it turns the whole process's huge pages off.
    void aSmallLoadTurnsHugePagesOff()
    {
#if !defined(__linux__) || !defined(PR_GET_THP_DISABLE)
        QSKIP("a Linux switch");
#else
        QCOMPARE(prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0), 0);
        largeallocations::fitPagesToLoad(largeallocations::kHugePagesFrom);
        QCOMPARE(prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0), 0); // a big load keeps them
        largeallocations::fitPagesToLoad(largeallocations::kHugePagesFrom - 1);
        QCOMPARE(prctl(PR_GET_THP_DISABLE, 0, 0, 0, 0), 1);
#endif
    }
};

QTEST_GUILESS_MAIN(tst_LargeAllocations)
#include "tst_largeallocations.moc"
