// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// residentpages::prefault makes a range's pages resident without writing them, and a
// ResidentFrontier makes the pages ahead of a growing table's end resident, a little more than it
// grew, never past its capacity, and asks again only as the end nears them; mincore() tells which
// pages are resident (Linux); release() gives back what it kept ahead once the table is done.
// shrunk() gives back a large room's pages rather than copying the values away from it, unless
// the room is many times the values.

#include "core/load/VectorAppend.h"
#include "core/model/ResidentFrontier.h"
#include "core/model/ResidentPages.h"

#include <QTest>

#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

using namespace tally;

namespace {

constexpr std::size_t kPage = 4096;
constexpr std::size_t kKB = 1024;

#if defined(__linux__)
// How many of the whole pages within [begin, begin + bytes) are resident; none counted as all
// and more when the range is not mapped (mincore fails), so that no expected count matches.
std::size_t residentPagesIn(const void* begin, std::size_t bytes)
{
    const auto address = reinterpret_cast<std::uintptr_t>(begin);
    const std::uintptr_t first = (address + kPage - 1) & ~std::uintptr_t(kPage - 1);
    const std::uintptr_t end = (address + bytes) & ~std::uintptr_t(kPage - 1);
    if (end <= first)
        return 0;
    std::vector<unsigned char> resident((end - first) / kPage);
    // (the first page found from `begin`, not cast from a number)
    void* const firstPage = const_cast<char*>(static_cast<const char*>(begin)) + (first - address);
    if (mincore(firstPage, end - first, resident.data()) != 0)
        return std::numeric_limits<std::size_t>::max();
    std::size_t count = 0;
    for (const unsigned char page : resident)
        count += page & 1;
    return count;
}

// A block of fresh pages (none resident), unmapped at the end; small pages only, so that a page
// resident is the one asked for and not a huge page around it.
class FreshPages
{
public:
    explicit FreshPages(std::size_t bytes) : m_bytes(bytes)
    {
        void* block =
            mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        m_block = block == MAP_FAILED ? nullptr : static_cast<char*>(block);
#if defined(MADV_NOHUGEPAGE)
        if (m_block)
            madvise(m_block, bytes, MADV_NOHUGEPAGE);
#endif
    }
    ~FreshPages()
    {
        if (m_block)
            munmap(m_block, m_bytes);
    }
    FreshPages(const FreshPages&) = delete;
    FreshPages& operator=(const FreshPages&) = delete;

    char* data() const
    {
        return m_block;
    }
    // How many of the pages in [from, to) are resident.
    std::size_t residentPages(std::size_t from, std::size_t to) const
    {
        return residentPagesIn(m_block + from, to - from);
    }

private:
    char* m_block = nullptr;
    std::size_t m_bytes = 0;
};
#endif

bool canPopulate()
{
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    FreshPages probe(kPage);
    return probe.data() && madvise(probe.data(), kPage, MADV_POPULATE_WRITE) == 0;
#else
    return false;
#endif
}

} // namespace

class tst_ResidentPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!canPopulate())
            QSKIP("the system populates no pages on request (Linux 5.14 or later does)");
    }

    void prefaultMakesTheRangeResidentUnchanged()
    {
#if defined(__linux__)
        FreshPages block(1024 * kKB);
        QVERIFY(block.data());
        block.data()[0] = 'x';
        QCOMPARE(block.residentPages(0, 1024 * kKB), std::size_t(1));

        residentpages::prefault(block.data(), 256 * kKB);
        QCOMPARE(block.residentPages(0, 256 * kKB), 256 * kKB / kPage);
        QCOMPARE(block.residentPages(256 * kKB, 1024 * kKB), std::size_t(0));
        QCOMPARE(block.data()[0], 'x'); // written pages keep what they hold
        QCOMPARE(block.data()[kPage], '\0');

        // A range not on page boundaries takes its first and last pages whole.
        residentpages::prefault(block.data() + 300 * kKB + 10, 100 * kKB);
        QCOMPARE(block.residentPages(300 * kKB, 404 * kKB), 104 * kKB / kPage);
        QCOMPARE(block.residentPages(404 * kKB, 1024 * kKB), std::size_t(0));
        // A short one is not worth a call: its pages fault in as written.
        residentpages::prefault(block.data() + 512 * kKB, 8 * kKB);
        QCOMPARE(block.residentPages(512 * kKB, 1024 * kKB), std::size_t(0));
#endif
    }

    void frontierStaysAheadOfTheTablesEnd()
    {
#if defined(__linux__)
        constexpr std::size_t kCapacity = 2048 * kKB;
        FreshPages block(kCapacity);
        QVERIFY(block.data());
        ResidentFrontier frontier;
        // The table written up to `used`, as its appends write it, then the frontier told.
        const auto grow = [&](std::size_t used) {
            std::memset(block.data(), 1, used);
            frontier.advance(block.data(), used, kCapacity);
        };
        // The first call finds a new table: resident ahead of its end, at least 256 KB.
        grow(0);
        QCOMPARE(block.residentPages(0, kCapacity), 256 * kKB / kPage);

        // Grown but not near the end of what is resident: nothing asked.
        grow(100 * kKB);
        QCOMPARE(block.residentPages(0, kCapacity), 256 * kKB / kPage);

        // Near it (within 64 KB), after growing 100 KB more: up to twice the growth past the
        // end (at least 256 KB).
        grow(200 * kKB);
        QCOMPARE(block.residentPages(0, kCapacity), (200 + 256) * kKB / kPage);

        // Grown by 400 KB: 800 KB ahead.
        grow(600 * kKB);
        QCOMPARE(block.residentPages(0, kCapacity), (600 + 800) * kKB / kPage);

        // Never past the capacity.
        grow(1400 * kKB);
        QCOMPARE(block.residentPages(0, kCapacity), kCapacity / kPage);
#endif
    }

    void frontierOfAMovedTableStartsAtItsEnd()
    {
#if defined(__linux__)
        constexpr std::size_t kCapacity = 1024 * kKB;
        FreshPages first(kCapacity);
        FreshPages moved(kCapacity);
        QVERIFY(first.data() && moved.data());
        ResidentFrontier frontier;
        frontier.advance(first.data(), 0, kCapacity);
        // The table moved (a copy, which wrote its first 300 KB): the pages ahead of its end in
        // the new block, none before it.
        std::memset(moved.data(), 1, 300 * kKB);
        frontier.advance(moved.data(), 300 * kKB, kCapacity);
        QCOMPARE(moved.residentPages(300 * kKB, kCapacity), 256 * kKB / kPage);
        QCOMPARE(moved.residentPages(556 * kKB, kCapacity), std::size_t(0));
#endif
    }

    void releaseGivesBackWhatTheFrontierKeptAhead()
    {
#if defined(__linux__)
        constexpr std::size_t kCapacity = 1024 * kKB;
        FreshPages block(kCapacity);
        QVERIFY(block.data());
        ResidentFrontier frontier;
        std::memset(block.data(), 1, 100 * kKB + 10);
        frontier.advance(block.data(), 100 * kKB + 10, kCapacity);
        QCOMPARE(block.residentPages(0, kCapacity), (100 + 256 + 4) * kKB / kPage);
        // The load ended: the pages past the end's page are given back, what is written kept
        // (its last page too, written in part).
        frontier.release(block.data(), 100 * kKB + 10, kCapacity);
        QCOMPARE(block.residentPages(0, kCapacity), (100 + 4) * kKB / kPage);
        QCOMPARE(block.data()[100 * kKB + 9], '\1');
        // Nothing more to give back, and a table it never saw is left alone.
        frontier.release(block.data(), 100 * kKB + 10, kCapacity);
        QCOMPARE(block.residentPages(0, kCapacity), (100 + 4) * kKB / kPage);
        FreshPages other(kCapacity);
        QVERIFY(other.data());
        std::memset(other.data(), 1, 512 * kKB);
        frontier.release(other.data(), 0, kCapacity);
        QCOMPARE(other.residentPages(0, kCapacity), 512 * kKB / kPage);
#endif
    }

    void shrunkGivesBackALargeRoomInPlace()
    {
#if defined(__linux__)
        // Room for 1 M values set aside (8 MB, a block of its own), 300,000 written (the room
        // 3.5 times the values, within kRoomKeptFactor), and 512 KB past them made resident as a
        // frontier keeps it ahead.
        std::vector<std::uint64_t> values;
        values.reserve(1024 * 1024);
        values.resize(300'000);
        std::iota(values.begin(), values.end(), std::uint64_t(0));
        const std::uint64_t* const data = values.data();
        const std::uint64_t* const end = data + values.size();
        const std::size_t roomBytes = (values.capacity() - values.size()) * sizeof(std::uint64_t);
        residentpages::prefault(values.data() + values.size(), 512 * kKB);
        QVERIFY(residentPagesIn(end, roomBytes) >= 512 * kKB / kPage - 1);

        const std::vector<std::uint64_t> kept = shrunk(values);
        QCOMPARE(kept.data(), data); // not copied
        QCOMPARE(kept.size(), std::size_t(300'000));
        QCOMPARE(kept.front(), std::uint64_t(0));
        QCOMPARE(kept.back(), std::uint64_t(299'999));
        QCOMPARE(residentPagesIn(end, roomBytes), std::size_t(0));
#endif
    }

    void shrunkCopiesAwayARoomManyTimesItsValues()
    {
        // Room for 1 M values, 100,000 written: the room, ten times the values, is address space
        // kept for nothing; the values are copied to a block of their size.
        std::vector<std::uint64_t> sparse;
        sparse.reserve(1024 * 1024);
        sparse.resize(100'000);
        std::iota(sparse.begin(), sparse.end(), std::uint64_t(0));
        const std::vector<std::uint64_t> copied = shrunk(sparse);
        QCOMPARE(copied.capacity(), std::size_t(100'000));
        QCOMPARE(copied.back(), std::uint64_t(99'999));

        // A small room likewise, as shrink_to_fit() would (a few bytes of room a row).
        std::vector<std::uint64_t> small;
        small.reserve(1000);
        small.resize(10, 7);
        const std::vector<std::uint64_t> smallCopied = shrunk(small);
        QCOMPARE(smallCopied.capacity(), std::size_t(10));
        QCOMPARE(smallCopied, std::vector<std::uint64_t>(10, 7));
    }
};

QTEST_GUILESS_MAIN(tst_ResidentPages)
#include "tst_residentpages.moc"
