// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The loader's detail table against a plain map: every lookup returns the row of its key, a new
// key a new row, whichever way the table found it (the guesses, the ascending fast path and its
// binary search, the scan of a few rows, the per-function index); group() then puts each
// function's rows together in the order they were added. Random interleavings of functions, in
// and out of ascending order, reach every way and every switch between them.

#include "core/load/FunctionDetail.h"

#include <QTest>

#include <map>
#include <random>
#include <tuple>
#include <vector>

using namespace tally;

class tst_DetailTable : public QObject
{
    Q_OBJECT

private slots:
    void lookupsAgreeWithAMap_data();
    void lookupsAgreeWithAMap();
    void ascendingRowsStayFoundAfterOtherFunctionsCameBetween();
    void rowsReadInAnotherOrderAreFoundAfterTheirLastPredecessor();
    void functionsAddedBeforeAndAfterTheFirstRowOwnTheirRows();
    void theAddressColumnComesWithTheFirstAddress();
    void callSitesAgreeWithAMap();
};

namespace {

using LineTable = DetailTable<LineCostRow, FunctionDetail::LineKey>;
using Key = std::tuple<std::uint32_t, std::uint32_t, LineNumber, Address>;

Key keyOf(const LineCostRow& row)
{
    return {row.function.index(), row.file.index(), row.line, row.address};
}

LineCostRow rowOf(std::uint32_t function, std::uint32_t file, LineNumber line, Address address)
{
    return {FunctionId(function), StringId(file), line, address};
}

// How check() looks a row up: findOrInsert(), or as ProfileBuilder::addLineRow's callers and it
// do (the row after the last found, then the last one's successor, then appendAfterLastInRoom(),
// then findOrInsertPastGuesses()).
bool g_builderWay = false;

std::uint32_t lookUp(LineTable& table, const LineCostRow& row)
{
    if (!g_builderWay)
        return table.findOrInsert(row, 1);
    auto& owner = table.owner(row.function);
    const std::uint32_t predicted = owner.last + 1;
    if (predicted < table.size() && table.isAt(predicted, row))
        return owner.last = predicted;
    const std::uint32_t successor = table.successorOf(owner.last);
    if (successor < table.size() && table.isAt(successor, row))
        return owner.last = successor;
    std::uint32_t index = 0;
    if (table.appendAfterLastInRoom(row, 1, owner, index))
        return index;
    return table.findOrInsertPastGuesses(row, 1, owner);
}

// Looks `row` up, checking it against `known` (key -> index) and the table's own row.
void check(LineTable& table, std::map<Key, std::uint32_t>& known,
           std::vector<std::vector<Key>>& addedByFunction, const LineCostRow& row)
{
    const std::uint32_t index = lookUp(table, row);
    QVERIFY(index < table.size());
    QCOMPARE(keyOf(table.row(index)), keyOf(row));
    const auto [at, isNew] = known.emplace(keyOf(row), index);
    if (isNew) {
        QCOMPARE(index, std::uint32_t(table.size() - 1)); // appended
        addedByFunction[row.function.index()].push_back(keyOf(row));
    } else {
        QCOMPARE(index, at->second);
    }
    *table.costs(index, 1) += 1;
}

} // namespace

void tst_DetailTable::lookupsAgreeWithAMap_data()
{
    QTest::addColumn<int>("functions");
    QTest::addColumn<int>("linesPerFunction");
    QTest::addColumn<int>("ascendingPercent");
    QTest::addColumn<int>("switchPercent");
    QTest::addColumn<bool>("builderWay");
    for (const bool builderWay : {false, true}) {
        const char* const way = builderWay ? ", the builder's way" : "";
        QTest::addRow("one part, in order%s", way) << 50 << 6 << 100 << 5 << builderWay;
        QTest::addRow("long functions in order%s", way) << 8 << 200 << 100 << 2 << builderWay;
        QTest::addRow("mostly in order%s", way) << 40 << 30 << 90 << 10 << builderWay;
        QTest::addRow("any order%s", way) << 30 << 20 << 0 << 30 << builderWay;
        QTest::addRow("interleaved%s", way) << 20 << 40 << 70 << 60 << builderWay;
    }
}

void tst_DetailTable::lookupsAgreeWithAMap()
{
    QFETCH(int, functions);
    QFETCH(int, linesPerFunction);
    QFETCH(int, ascendingPercent);
    QFETCH(int, switchPercent);
    QFETCH(bool, builderWay);
    g_builderWay = builderWay;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        std::mt19937_64 random(seed);
        LineTable table;
        table.setOwnerCount(std::size_t(functions));
        if (seed % 2 == 0) {
            // Room set aside (as expectBytes does), used up part of the way: rows are added
            // in room, then with the arrays growing.
            table.rows().reserve(std::size_t(functions * linesPerFunction / 2));
            table.costValues().reserve(std::size_t(functions * linesPerFunction / 3));
        }
        std::map<Key, std::uint32_t> known;
        std::vector<std::vector<Key>> added(static_cast<std::size_t>(functions));
        std::vector<LineNumber> nextLine(static_cast<std::size_t>(functions), 1);
        // Several "parts": the same functions read again, their old rows found, new ones added.
        for (int part = 0; part < 3; ++part) {
            std::uint32_t function = 0;
            for (int step = 0; step < functions * linesPerFunction; ++step) {
                if (int(random() % 100) < switchPercent)
                    function = std::uint32_t(random() % std::uint64_t(functions));
                LineNumber& next = nextLine[function];
                LineNumber line;
                if (int(random() % 100) < ascendingPercent)
                    line = next++;
                else
                    line = LineNumber(random() % std::uint64_t(linesPerFunction * 2));
                const auto file = std::uint32_t(random() % 4 == 0 ? 2 : 1);
                check(table, known, added, rowOf(function, file, line, random() % 3));
                if (QTest::currentTestFailed())
                    return;
            }
        }
        std::vector<std::size_t> begins;
        table.group(1, begins);
        QCOMPARE(begins.size(), std::size_t(functions) + 1);
        for (int f = 0; f < functions; ++f) {
            std::vector<Key> grouped;
            for (std::size_t r = begins[std::size_t(f)]; r < begins[std::size_t(f) + 1]; ++r)
                grouped.push_back(keyOf(table.row(std::uint32_t(r))));
            QCOMPARE(grouped, added[std::size_t(f)]);
        }
    }
}

void tst_DetailTable::ascendingRowsStayFoundAfterOtherFunctionsCameBetween()
{
    // Function 0's rows ascend, then function 1 adds rows after them: function 0's old rows are
    // found (binary search), a new row of function 0 can no longer be appended beside them and
    // is added the general way, and every row is still found afterwards.
    LineTable table;
    table.setOwnerCount(2);
    std::map<Key, std::uint32_t> known;
    std::vector<std::vector<Key>> added(2);
    for (LineNumber line = 1; line <= 20; ++line)
        check(table, known, added, rowOf(0, 1, line, 0));
    check(table, known, added, rowOf(1, 1, 5, 0));
    for (LineNumber line = 20; line >= 1; --line)
        check(table, known, added, rowOf(0, 1, line, 0));
    check(table, known, added, rowOf(0, 1, 21, 0));
    check(table, known, added, rowOf(0, 1, 0, 0));
    for (LineNumber line = 0; line <= 21; ++line)
        check(table, known, added, rowOf(0, 1, line, 0));
    QCOMPARE(table.size(), std::size_t(23));
    QCOMPARE(*table.costs(known.at({0, 1, 10, 0}), 1), Cost(3));
}

void tst_DetailTable::rowsReadInAnotherOrderAreFoundAfterTheirLastPredecessor()
{
    // Function 0's blocks of five rows, added in order, then read again in other orders (as a
    // later part of a callgrind file writes them), with a block added between and function 1's
    // rows after its own: each row after a block's last is guessed as the one found after it
    // the last time, which is right when the order repeats and wrong when it changes. Every
    // lookup gives its row either way.
    LineTable table;
    table.setOwnerCount(2);
    std::map<Key, std::uint32_t> known;
    std::vector<std::vector<Key>> added(2);
    const auto readBlocks = [&](std::initializer_list<LineNumber> blocks) {
        for (const LineNumber block : blocks) {
            for (LineNumber line = block * 5 + 1; line <= block * 5 + 5; ++line)
                check(table, known, added, rowOf(0, 1, line, 0x100 + line));
            check(table, known, added, rowOf(1, 1, block, 0));
        }
    };
    readBlocks({0, 1, 2, 3, 4, 5});
    for (int part = 0; part < 3; ++part) {
        readBlocks({3, 0, 6, 5, 1, 4, 2});
        if (QTest::currentTestFailed())
            return;
    }
    readBlocks({2, 4, 1, 5, 6, 0, 3});
    readBlocks({6, 3, 0, 5, 1, 4, 2, 7});
    readBlocks({3, 0, 6, 5, 1, 4, 2, 7});
    QCOMPARE(table.size(), std::size_t(8 * 5 + 8));
    QCOMPARE(*table.costs(known.at({0, 1, 6 * 5 + 1, 0x100 + 6 * 5 + 1}), 1), Cost(6));
    QCOMPARE(*table.costs(known.at({0, 1, 1, 0x101}), 1), Cost(7));
}

// The functions' states are made when the first row comes (a profile without jumps keeps none):
// functions added before it, and after it, own their rows alike; a table that never had a row
// groups to empty ranges for all of them.
void tst_DetailTable::functionsAddedBeforeAndAfterTheFirstRowOwnTheirRows()
{
    LineTable empty;
    for (int f = 0; f < 5; ++f)
        empty.addOwner();
    QCOMPARE(empty.rowCount(FunctionId(4)), 0u);
    std::vector<std::size_t> begins;
    empty.group(1, begins);
    QCOMPARE(begins, std::vector<std::size_t>(6, 0));

    LineTable table;
    table.addOwner();
    table.addOwner();
    QCOMPARE(table.findOrInsert(rowOf(1, 1, 10, 0), 1), 0u);
    table.addOwner(); // function 2, after the states were made
    QCOMPARE(table.findOrInsert(rowOf(2, 1, 5, 0), 1), 1u);
    QCOMPARE(table.findOrInsert(rowOf(0, 1, 7, 0), 1), 2u);
    QCOMPARE(table.findOrInsert(rowOf(1, 1, 11, 0), 1), 3u);
    QCOMPARE(table.findOrInsert(rowOf(2, 1, 5, 0), 1), 1u);
    QCOMPARE(table.rowCount(FunctionId(0)), 1u);
    QCOMPARE(table.rowCount(FunctionId(1)), 2u);
    QCOMPARE(table.rowCount(FunctionId(2)), 1u);
    table.group(1, begins);
    QCOMPARE(begins, (std::vector<std::size_t>{0, 1, 3, 4}));
    QCOMPARE(table.row(0).line, LineNumber(7));
    QCOMPARE(table.row(1).line, LineNumber(10));
    QCOMPARE(table.row(2).line, LineNumber(11));
    QCOMPARE(table.row(3).line, LineNumber(5));
}

void tst_DetailTable::theAddressColumnComesWithTheFirstAddress()
{
    // Line rows are stored without their address (12 bytes, not 24): rows of address 0 make no
    // address column, the first other address makes it (0 for the rows before), and grouping
    // moves the addresses with their rows.
    static_assert(sizeof(LineTable::Stored) == 12);
    LineTable table;
    table.setOwnerCount(2);
    QCOMPARE(table.findOrInsert(rowOf(1, 1, 5, 0), 1), 0u);
    QCOMPARE(table.findOrInsert(rowOf(0, 1, 6, 0), 1), 1u);
    QCOMPARE(table.findOrInsert(rowOf(1, 1, 5, 0), 1), 0u);
    QVERIFY(table.addresses().empty());
    QVERIFY(!table.addressData());

    QCOMPARE(table.findOrInsert(rowOf(1, 1, 5, 0x40), 1), 2u);
    QCOMPARE(table.addresses().size(), std::size_t(3));
    QCOMPARE(table.row(0).address, Address(0));
    QCOMPARE(table.row(1).address, Address(0));
    QCOMPARE(table.row(2).address, Address(0x40));
    // The same line at address 0 is still its own row, and a new row of address 0 gets one.
    QCOMPARE(table.findOrInsert(rowOf(1, 1, 5, 0), 1), 0u);
    QCOMPARE(table.findOrInsert(rowOf(1, 1, 5, 0x40), 1), 2u);
    QCOMPARE(table.findOrInsert(rowOf(0, 1, 7, 0), 1), 3u);
    QCOMPARE(table.addresses().size(), std::size_t(4));
    QCOMPARE(table.row(3).address, Address(0));

    std::vector<std::size_t> begins;
    table.group(1, begins);
    QCOMPARE(begins, (std::vector<std::size_t>{0, 2, 4}));
    QCOMPARE(keyOf(table.row(0)), keyOf(rowOf(0, 1, 6, 0)));
    QCOMPARE(keyOf(table.row(1)), keyOf(rowOf(0, 1, 7, 0)));
    QCOMPARE(keyOf(table.row(2)), keyOf(rowOf(1, 1, 5, 0)));
    QCOMPARE(keyOf(table.row(3)), keyOf(rowOf(1, 1, 5, 0x40)));
}

void tst_DetailTable::callSitesAgreeWithAMap()
{
    // Call sites are ordered by position, then callee, for the lookup (a caller's sites mostly
    // arrive so): in order, out of order and interleaved, every site gives its own row.
    using SiteTable = DetailTable<CallSiteRow, FunctionDetail::CallSiteKey>;
    using SiteKey = std::tuple<std::uint32_t, std::uint32_t, std::uint32_t, LineNumber, Address>;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        std::mt19937_64 random(seed);
        constexpr std::uint32_t kCallers = 12;
        SiteTable table;
        table.setOwnerCount(kCallers);
        std::map<SiteKey, std::uint32_t> known;
        std::vector<LineNumber> nextLine(kCallers, 1);
        std::uint32_t caller = 0;
        for (int step = 0; step < 600; ++step) {
            if (random() % 100 < 20)
                caller = std::uint32_t(random() % kCallers);
            const bool inOrder = random() % 100 < std::uint64_t(seed % 3 == 0 ? 50 : 95);
            const LineNumber line = inOrder ? nextLine[caller]++ : LineNumber(random() % 60);
            const CallSiteRow site{FunctionId(caller),
                                   FunctionId(std::uint32_t(random() % 3)),
                                   StringId(std::uint32_t(1 + random() % 2)),
                                   line,
                                   random() % 2,
                                   0};
            const std::uint32_t index = table.findOrInsert(site, 1);
            const SiteKey key{site.caller.index(), site.callee.index(), site.file.index(),
                              site.line, site.address};
            const auto [at, isNew] = known.emplace(key, index);
            if (isNew)
                QCOMPARE(index, std::uint32_t(table.size() - 1));
            else
                QCOMPARE(index, at->second);
            const CallSiteRow& row = table.row(index);
            QCOMPARE((SiteKey{row.caller.index(), row.callee.index(), row.file.index(), row.line,
                              row.address}),
                     key);
        }
        QCOMPARE(table.size(), known.size());
    }
}

QTEST_GUILESS_MAIN(tst_DetailTable)
#include "tst_detailtable.moc"
