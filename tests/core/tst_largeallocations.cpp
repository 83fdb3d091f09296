// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// largeallocations::adviseHugePagesUpTo: a table's whole huge pages up to the boundary are marked
// for transparent huge pages, those after it for small pages, as /proc/self/smaps tells (Linux;
// not under the sanitizers, whose builds leave the hint out). fitPagesToLoad: a small load turns
// the process's huge pages off.

#include "core/load/LargeAllocations.h"
#include "tests/support/SanitizedBuild.h"

#include <QFile>
#include <QTest>

#include <cstdint>
#include <memory>

#if defined(__linux__)
#include <sys/prctl.h>
#endif

using namespace tally;

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
