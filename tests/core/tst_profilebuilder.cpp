// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The builder's function lookup against a plain map: ProfileBuilder::function() gives each
// (object, file, name) one id, the same every time it is asked, whichever way it found it (the
// name's last function, a search around the ring of the name's functions, or, for a name of
// many functions, the index that takes over from the ring).

#include "core/load/ProfileBuilder.h"

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
