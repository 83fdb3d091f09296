// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The builder's row orders: sortRuns (merging ascending runs) gives what a stable sort gives,
// whatever the runs (one, many, all of one item, descending, equal keys, long and short ones
// in any mix); groupedOrder and gathered give groupByOwner's grouping.

#include "tests/support/TestSupport.h"

#include "core/load/GroupRows.h"
#include "core/load/RowSorting.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <tuple>
#include <utility>
#include <vector>

using namespace tally;
using namespace tally::test;

class tst_RowSorting : public QObject
{
    Q_OBJECT

private slots:
    void sortRunsSortsStably_data();
    void sortRunsSortsStably();
    void sortRunsOfRandomRuns();
    void groupsByOwner();
    void lineRowsOfManyPartsInOrder_data();
    void lineRowsOfManyPartsInOrder();
};

namespace {

using Item = std::pair<int, int>; // key, then its place (to see stability)

void checkSortRuns(std::vector<int> keys)
{
    std::vector<Item> items;
    for (std::size_t i = 0; i < keys.size(); ++i)
        items.emplace_back(keys[i], int(i));
    std::vector<Item> expected = items;
    std::stable_sort(expected.begin(), expected.end(),
                     [](const Item& a, const Item& b) { return a.first < b.first; });
    std::vector<Item> scratch;
    rowsorting::sortRuns(std::span<Item>(items), scratch, [](const Item& a) { return a.first; });
    QCOMPARE(items, expected);
}

// The keys of a function's rows as parts add them: a first ascending run, then each later
// part's few new ones, ascending, between them.
std::vector<int> partsLike(std::mt19937& random, int parts, int first, int later)
{
    std::vector<int> keys;
    for (int i = 0; i < first; ++i)
        keys.push_back(int(random() % 100000));
    std::sort(keys.begin(), keys.end());
    for (int p = 1; p < parts; ++p) {
        std::vector<int> added;
        const int count = int(random() % std::uint32_t(later + 1));
        for (int i = 0; i < count; ++i)
            added.push_back(int(random() % 100000));
        std::sort(added.begin(), added.end());
        keys.insert(keys.end(), added.begin(), added.end());
    }
    return keys;
}

} // namespace

void tst_RowSorting::sortRunsSortsStably_data()
{
    QTest::addColumn<std::vector<int>>("keys");
    QTest::newRow("empty") << std::vector<int>{};
    QTest::newRow("one") << std::vector<int>{7};
    QTest::newRow("ascending") << std::vector<int>{1, 2, 3, 4, 5};
    QTest::newRow("descending") << std::vector<int>{5, 4, 3, 2, 1};
    QTest::newRow("all equal") << std::vector<int>{3, 3, 3, 3};
    QTest::newRow("two runs") << std::vector<int>{1, 4, 6, 9, 2, 3, 7};
    QTest::newRow("equal keys across runs") << std::vector<int>{1, 2, 2, 5, 2, 2, 5, 1, 2};
    QTest::newRow("second run before the first") << std::vector<int>{5, 6, 7, 1, 2};
    QTest::newRow("second run after the first") << std::vector<int>{1, 2, 3, 5, 6};
    QTest::newRow("long then short") << std::vector<int>{1, 3, 5, 7, 9, 11, 13, 15, 4, 2, 8};
    QTest::newRow("short then long") << std::vector<int>{9, 1, 2, 3, 4, 5, 6, 7, 8, 10};
    QTest::newRow("sawtooth") << std::vector<int>{1, 5, 2, 6, 3, 7, 4, 8, 0, 9,
                                                  1, 5, 2, 6, 3, 7, 4, 8, 0, 9};
}

void tst_RowSorting::sortRunsSortsStably()
{
    QFETCH(std::vector<int>, keys);
    checkSortRuns(keys);
}

void tst_RowSorting::sortRunsOfRandomRuns()
{
    std::mt19937 random(21);
    for (int round = 0; round < 300; ++round) {
        const int parts = 1 + int(random() % 40);
        const int first = int(random() % 400);
        const int later = int(random() % 50);
        checkSortRuns(partsLike(random, parts, first, later));
    }
    // Many runs of every length (the run stack's merges in every pattern), and random keys.
    for (int round = 0; round < 100; ++round) {
        std::vector<int> keys;
        const int runs = 1 + int(random() % 200);
        for (int r = 0; r < runs; ++r) {
            std::vector<int> run(random() % 64);
            for (int& key : run)
                key = int(random() % 1000);
            std::sort(run.begin(), run.end());
            keys.insert(keys.end(), run.begin(), run.end());
        }
        checkSortRuns(keys);
        std::shuffle(keys.begin(), keys.end(), random);
        checkSortRuns(keys);
    }
}

void tst_RowSorting::groupsByOwner()
{
    struct Row
    {
        std::uint32_t owner;
        int value;
        bool operator==(const Row&) const = default;
    };
    std::mt19937 random(7);
    for (const int width : {0, 1, 3}) {
        const std::uint32_t owners = 9;
        std::vector<Row> rows;
        std::vector<Cost> costs;
        std::vector<Address> addresses;
        for (int i = 0; i < 500; ++i) {
            rows.push_back({std::uint32_t(random() % owners), i});
            addresses.push_back(Address(1000 + i));
            for (int c = 0; c < width; ++c)
                costs.push_back(Cost(i * 10 + c));
        }
        std::vector<std::size_t> begins(owners + 1, 0);
        for (const Row& row : rows)
            ++begins[row.owner + 1];
        for (std::uint32_t f = 0; f < owners; ++f)
            begins[f + 1] += begins[f];
        // Expected: each owner's rows in the order they came, with their costs and addresses.
        std::vector<Row> expectedRows;
        std::vector<Cost> expectedCosts;
        std::vector<Address> expectedAddresses;
        for (std::uint32_t f = 0; f < owners; ++f) {
            for (std::size_t i = 0; i < rows.size(); ++i) {
                if (rows[i].owner != f)
                    continue;
                expectedRows.push_back(rows[i]);
                expectedAddresses.push_back(addresses[i]);
                for (int c = 0; c < width; ++c)
                    expectedCosts.push_back(costs[i * std::size_t(width) + std::size_t(c)]);
            }
        }
        rowgrouping::groupByOwner(
            rows, costs, width, begins, [](const Row& row) { return row.owner; }, &addresses);
        QVERIFY(rows == expectedRows);
        QCOMPARE(addresses, expectedAddresses);
        QCOMPARE(costs, expectedCosts);
        // The grouped arrays hold their rows and no room beyond (the loader's tables keep no
        // slack for the profile's lifetime).
        QCOMPARE(rows.capacity(), rows.size());
        QCOMPARE(addresses.capacity(), addresses.size());
    }
}

void tst_RowSorting::lineRowsOfManyPartsInOrder_data()
{
    QTest::addColumn<bool>("withAddresses");
    QTest::addColumn<bool>("descending");
    QTest::newRow("lines") << false << false;
    QTest::newRow("addresses") << true << false;
    QTest::newRow("addresses, written descending") << true << true;
}

// A profile of several parts, each adding a few new rows of its functions between those of the
// parts before, over several files, comes out with each function's line rows in order of file,
// line and address, with the costs of every part added up.
void tst_RowSorting::lineRowsOfManyPartsInOrder()
{
    QFETCH(bool, withAddresses);
    QFETCH(bool, descending);
    std::mt19937 random(withAddresses ? 11 : 5);
    using Key = std::tuple<std::string, LineNumber, Address>; // file, line, address
    std::map<QByteArray, std::map<Key, Cost>> expected;       // by function
    const char* const files[] = {"a.c", "b.h", "c.h"};
    QByteArray text;
    for (int part = 1; part <= 12; ++part) {
        text += "version: 1\ncreator: test\npart: " + QByteArray::number(part) + "\n";
        text += withAddresses ? "positions: instr line\n" : "positions: line\n";
        text += "events: Ir\nfl=a.c\n";
        for (int f = 0; f < 4; ++f) {
            const QByteArray function = "f" + QByteArray::number(f);
            text += "fn=" + function + "\n";
            // Each part: a block for each file, its positions ascending (or descending).
            for (const char* file : files) {
                std::vector<std::pair<LineNumber, Address>> positions;
                const int count = part == 1 ? 30 : int(random() % 6);
                for (int i = 0; i < count; ++i) {
                    const Address address = withAddresses ? 0x1000 + random() % 400 : 0;
                    const LineNumber line =
                        withAddresses ? LineNumber(random() % 3) : LineNumber(1 + random() % 200);
                    positions.emplace_back(line, address);
                }
                std::sort(positions.begin(), positions.end(), [](const auto& a, const auto& b) {
                    return std::tie(a.second, a.first) < std::tie(b.second, b.first);
                });
                if (descending)
                    std::reverse(positions.begin(), positions.end());
                text += QByteArray("fi=") + file + "\n";
                for (const auto& [line, address] : positions) {
                    const Cost cost = 1 + Cost(random() % 50);
                    if (withAddresses)
                        text += "0x" + QByteArray::number(qulonglong(address), 16) + " ";
                    text += QByteArray::number(line) + " " + QByteArray::number(cost) + "\n";
                    expected[function][Key(file, line, address)] += cost;
                }
            }
        }
    }
    const auto result = loadedText(text);
    const Profile& profile = *result.profile;
    QCOMPARE(profile.partCount(), std::size_t(12));
    for (const auto& [function, rows] : expected) {
        const FunctionId f = functionNamed(profile, QString::fromLatin1(function));
        std::map<Key, Cost> found;
        std::tuple<std::uint32_t, LineNumber, Address> previous{0, 0, 0};
        bool first = true;
        for (const auto& [row, costs] : profile.lines(f)) {
            const std::tuple<std::uint32_t, LineNumber, Address> order{row.file.index(), row.line,
                                                                       row.address};
            QVERIFY2(first || previous < order, "rows out of order");
            previous = order;
            first = false;
            found[Key(std::string(profile.string(row.file)), row.line, row.address)] += costs[0];
        }
        QVERIFY(found == rows);
    }
}

QTEST_GUILESS_MAIN(tst_RowSorting)
#include "tst_rowsorting.moc"
