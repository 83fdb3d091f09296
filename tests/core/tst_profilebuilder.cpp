// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The builder's lookups against plain maps: ProfileBuilder::function() gives each (object, file,
// name) one id, the same every time it is asked, whichever way it found it (the name's last
// function, a search around the ring of the name's functions, or, for a name of many functions,
// the index that takes over from the ring); addJumpInline() sums each jump's counts in one row,
// whichever guess found it.

#include "core/load/ProfileBuilder.h"
#include "core/model/Profile.h"

#include <QTest>

#include <map>
#include <random>
#include <string>
#include <tuple>

using namespace tally;

class tst_ProfileBuilder : public QObject
{
    Q_OBJECT

private slots:
    void partPeaksOfAPartNotThere();
    void functionLookupsAgreeWithAMap_data();
    void functionLookupsAgreeWithAMap();
    void jumpSumsAgreeWithAMap();
};

void tst_ProfileBuilder::functionLookupsAgreeWithAMap_data()
{
    QTest::addColumn<int>("names");
    QTest::addColumn<int>("filesPerName");
    QTest::addColumn<int>("lookups");
    QTest::newRow("one function a name") << 200 << 1 << 2000;
    QTest::newRow("two a name") << 100 << 2 << 2000;
    // Around the ring's limit (8): the names' functions pass it while they are looked up.
    QTest::newRow("seven a name") << 20 << 7 << 3000;
    QTest::newRow("eight a name") << 20 << 8 << 3000;
    QTest::newRow("nine a name") << 20 << 9 << 3000;
    QTest::newRow("many a name") << 5 << 300 << 20000;
}

void tst_ProfileBuilder::functionLookupsAgreeWithAMap()
{
    QFETCH(int, names);
    QFETCH(int, filesPerName);
    QFETCH(int, lookups);
    ProfileBuilder builder;
    std::vector<StringId> nameIds;
    std::vector<StringId> fileIds;
    for (int n = 0; n < names; ++n)
        nameIds.push_back(builder.intern("function" + std::to_string(n)));
    for (int f = 0; f < filesPerName; ++f)
        fileIds.push_back(builder.intern("file" + std::to_string(f) + ".cpp"));
    const StringId objects[] = {builder.intern("a.so"), builder.intern("b.so")};

    using Key = std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>;
    std::map<Key, FunctionId> expected;
    std::mt19937 random(41);
    for (int i = 0; i < lookups; ++i) {
        // Runs of one name (as fn= and cfn= lines repeat them), in a random order of its files.
        const StringId name = nameIds[random() % nameIds.size()];
        const StringId file = fileIds[random() % fileIds.size()];
        const StringId object = objects[random() % 2];
        const FunctionId id = builder.function(object, file, name);
        const Key key{object.index(), file.index(), name.index()};
        const auto [it, added] = expected.try_emplace(key, id);
        if (added)
            QCOMPARE(id.index(), std::uint32_t(expected.size() - 1)); // a new function's id
        else
            QCOMPARE(id.index(), it->second.index());
        QCOMPARE(builder.functionCount(), expected.size());
    }
    // Every one again, in the map's order.
    for (const auto& [key, id] : expected) {
        const FunctionId again = builder.function(StringId(StringId::Index(std::get<0>(key))),
                                                  StringId(StringId::Index(std::get<1>(key))),
                                                  StringId(StringId::Index(std::get<2>(key))));
        QCOMPARE(again.index(), id.index());
    }
    QCOMPARE(builder.functionCount(), expected.size());
}

// Parts that run a function's jumps in an order shuffled a little from part to part, with new
// jumps among them, as a later part of a callgrind profile mostly runs them in the order of the
// part before: addJumpInline() takes the row after the last found, or that one's successor (the
// row found after it the last time the first guess missed), or asks the table; each jump's
// counts land in its own row, whichever way.
void tst_ProfileBuilder::jumpSumsAgreeWithAMap()
{
    for (std::uint32_t seed = 1; seed <= 12; ++seed) {
        std::mt19937 random(seed);
        ProfileBuilder builder;
        const int source = builder.addSource({});
        const StringId file = builder.intern("a.c");
        const StringId object = builder.intern("a.so");
        const FunctionId functions[] = {builder.function(object, file, builder.intern("f")),
                                        builder.function(object, file, builder.intern("g"))};
        // Per function: its jumps' sources and targets, in the order they run.
        std::vector<std::pair<Address, Address>> jumps[2];
        for (int f = 0; f < 2; ++f) {
            for (int j = 0; j < 12; ++j)
                jumps[f].push_back({Address(0x1000 + 0x10 * j), Address(0x2000 + 0x10 * j)});
        }
        using Key = std::tuple<std::uint32_t, Address, Address, bool>;
        std::map<Key, std::pair<Count, Count>> expected; // executed, taken
        for (int part = 0; part < 16; ++part) {
            builder.beginPart(source, 0, 0);
            for (int f = 0; f < 2; ++f) {
                auto& order = jumps[f];
                if (part > 0 && random() % 100 < 70)
                    std::swap(order[random() % order.size()], order[random() % order.size()]);
                if (random() % 100 < 20) {
                    const auto added = Address(0x3000 + 0x10 * order.size());
                    order.insert(order.begin() + std::ptrdiff_t(random() % (order.size() + 1)),
                                 {added, added + 8});
                }
                for (const auto& [from, to] : order) {
                    JumpRow jump;
                    jump.function = jump.targetFunction = functions[f];
                    jump.file = jump.targetFile = file;
                    jump.fromAddress = from;
                    jump.toAddress = to;
                    jump.conditional = from % 0x20 == 0;
                    jump.executed = Count(1 + random() % 5);
                    jump.taken = jump.conditional ? jump.executed - 1 : jump.executed;
                    const ProfileBuilder::CappedSums capped = builder.addJumpInline(jump);
                    QVERIFY(!capped.count);
                    auto& sums = expected[Key{functions[f].index(), from, to, jump.conditional}];
                    sums.first += jump.executed;
                    sums.second += jump.taken;
                }
            }
            builder.endPart(0);
        }
        const std::shared_ptr<const Profile> profile = builder.finish();
        QCOMPARE(profile->jumpRowCount(), expected.size());
        for (const FunctionId function : functions) {
            for (const JumpRow& row : profile->jumps(function)) {
                const auto it = expected.find(
                    Key{row.function.index(), row.fromAddress, row.toAddress, row.conditional});
                QVERIFY2(it != expected.end(), qPrintable(QString::number(seed)));
                QCOMPARE(row.executed, it->second.first);
                QCOMPARE(row.taken, it->second.second);
            }
        }
    }
}

// A piece of a file cut short while it was read may end without a part: the join asks for the
// peaks of its first and last parts all the same (found by tst_misbehavingfiles under UBSan,
// now and then: a vector's element before any was read).
void tst_ProfileBuilder::partPeaksOfAPartNotThere()
{
    ProfileBuilder builder;
    QCOMPARE(builder.partCount(), std::size_t(0));
    for (const PartId part : {PartId(0), builder.lastPart(), PartId(7)}) {
        const FunctionDetail::Peaks peaks = builder.partPeaks(part);
        QCOMPARE(peaks.cost, Cost(0));
        QCOMPARE(peaks.count, Count(0));
    }
}

QTEST_APPLESS_MAIN(tst_ProfileBuilder)
#include "tst_profilebuilder.moc"
