// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The per-line comparison of one function (SourceComparison): how files and lines pair between
// the sides (own file by role, inlined files by name), lines and files on one side only, event
// types in another order; and two versions of one program recorded with valgrind at test time,
// where one function does exactly one more call's worth of work: that function's line grows by
// exactly that, the untouched lines not at all, and the new call's line is on the new side only.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/SourceComparison.h"

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;

// {base, new} of event 0 of `line` in file `file`, or {-1, -1} when neither side has it.
std::pair<Cost, Cost> costsAt(const SourceComparison& s, int file, LineNumber line)
{
    const ComparedLine* l = s.find(file, line);
    if (!l)
        return {-1, -1};
    return {l->base[0], l->current[0]};
}

// f in a.c with code inlined from h.h and old.h; in the new build f lives in b.c, h.h's code
// grew, old.h's is gone and new.h's came. The events are in another order on the new side.
const QByteArray kBaseInlined = R"(events: Ir Dr
fl=/one/a.c
fn=f
1 10 1
2 20 2
fi=/one/inc/h.h
5 100 10
fi=/one/inc/old.h
7 3 0
)";
const QByteArray kNewInlined = R"(events: Dr Ir
fl=/two/b.c
fn=f
1 1 10
3 4 40
fi=/two/include/h.h
5 15 150
fi=/two/include/new.h
9 0 6
)";

// main's line 3 calls a once and old twice; in the new build a three times and old no more, and
// line 4 calls fresh. b is called from line 5 on both sides, as often, at the same cost.
const QByteArray kBaseCalls = R"(events: Ir
fl=m.c
fn=main
3 1
cfn=a
calls=1 0
3 10
cfn=old
calls=2 0
3 20
5 1
cfn=b
calls=4 0
5 8
fn=a
0 10
fn=old
0 20
fn=b
0 8
)";
const QByteArray kNewCalls = R"(events: Ir
fl=m.c
fn=main
3 1
cfn=a
calls=3 0
3 30
4 1
cfn=fresh
calls=1 0
4 5
5 1
cfn=b
calls=4 0
5 8
fn=a
0 30
fn=fresh
0 5
fn=b
0 8
)";

// The call of `line` to the function named `name` on either side, or nullptr.
const ComparedCall* callTo(const ProfileComparison& c, const ComparedLine& line, const char* name)
{
    for (const ComparedCall& call : line.calls) {
        const QString callee = call.newCallee.isValid()
                                   ? c.profile(Side::New).functionName(call.newCallee)
                                   : c.profile(Side::Base).functionName(call.baseCallee);
        if (callee == QLatin1String(name))
            return &call;
    }
    return nullptr;
}

} // namespace

class TestSourceComparison : public QObject
{
    Q_OBJECT

private slots:
    void filesAndLinesPair()
    {
        const ProfileComparison c(snapshotOf(kBaseInlined, "base.out"),
                                  snapshotOf(kNewInlined, "new.out"), {});
        verifyExplained(c);
        QCOMPARE(c.events().type(0).name, QStringLiteral("Ir"));
        const auto f = rowNamed(c, "f");
        QVERIFY(f >= 0);
        const auto s = SourceComparison::build(c, std::size_t(f));
        QCOMPARE(s.files().size(), std::size_t(4)); // b.c/a.c, h.h, new.h, old.h
        // The own files pair although their names differ.
        QCOMPARE(s.files()[0].newPath, QStringLiteral("/two/b.c"));
        QCOMPARE(s.files()[0].basePath, QStringLiteral("/one/a.c"));
        QCOMPARE(costsAt(s, 0, 1), std::make_pair(Cost(10), Cost(10)));
        QCOMPARE(costsAt(s, 0, 2), std::make_pair(Cost(20), Cost(0))); // gone
        QCOMPARE(costsAt(s, 0, 3), std::make_pair(Cost(0), Cost(40))); // new
        QVERIFY(s.find(0, 2)->onBase && !s.find(0, 2)->onNew);
        QVERIFY(!s.find(0, 3)->onBase && s.find(0, 3)->onNew);
        QCOMPARE(costsAt(s, 0, 4), std::make_pair(Cost(-1), Cost(-1)));
        // The second event (Dr) follows its name, not its column.
        QCOMPARE(s.find(0, 3)->current[1], Cost(4));
        QCOMPARE(s.find(0, 2)->base[1], Cost(2));
        // Inlined headers pair by file name across folders.
        QCOMPARE(s.files()[1].basePath, QStringLiteral("/one/inc/h.h"));
        QCOMPARE(s.files()[1].newPath, QStringLiteral("/two/include/h.h"));
        QCOMPARE(costsAt(s, 1, 5), std::make_pair(Cost(100), Cost(150)));
        // One side only: zeros on the other.
        QVERIFY(s.files()[2].basePath.isEmpty());
        QCOMPARE(costsAt(s, 2, 9), std::make_pair(Cost(0), Cost(6)));
        QVERIFY(s.files()[3].newPath.isEmpty());
        QCOMPARE(s.files()[3].newIndex, -1);
        QCOMPARE(costsAt(s, 3, 7), std::make_pair(Cost(3), Cost(0)));
        // The function's totals are the sums of its lines.
        QCOMPARE(s.self(Side::Base)[0], Cost(133));
        QCOMPARE(s.self(Side::New)[0], Cost(206));
    }

    void addedAndRemovedFunctions()
    {
        const ProfileComparison c(snapshotOf(kBase, "base.out"), snapshotOf(kNew, "new.out"), {});
        verifyExplained(c);
        const auto gone = rowNamed(c, "gone");
        const auto fresh = rowNamed(c, "fresh");
        QVERIFY(gone >= 0 && fresh >= 0);
        const auto removed = SourceComparison::build(c, std::size_t(gone));
        QCOMPARE(removed.files().size(), std::size_t(1));
        QCOMPARE(costsAt(removed, 0, 1), std::make_pair(Cost(5), Cost(0)));
        const auto added = SourceComparison::build(c, std::size_t(fresh));
        QCOMPARE(added.files().size(), std::size_t(1));
        QCOMPARE(costsAt(added, 0, 1), std::make_pair(Cost(0), Cost(9)));
        // Out of range: nothing, no crash.
        QVERIFY(SourceComparison::build(c, c.rowCount()).files().empty());
    }

    // A line's calls pair by callee across the sides: both sides' counts and inclusive costs;
    // a call on one side only has zeros and no callee on the other; the new side's calls come
    // first, the costliest first.
    void callsOfALinePairByCallee()
    {
        const ProfileComparison c(snapshotOf(kBaseCalls, "base.out"),
                                  snapshotOf(kNewCalls, "new.out"), {});
        verifyExplained(c);
        const auto main = SourceComparison::build(c, std::size_t(rowNamed(c, "main")));
        QCOMPARE(main.files().size(), std::size_t(1));

        const ComparedLine* three = main.find(0, 3);
        QVERIFY(three);
        QCOMPARE(three->calls.size(), std::size_t(2));
        const ComparedCall* a = callTo(c, *three, "a");
        QCOMPARE(a, &three->calls[0]); // the new side's call first
        QVERIFY(a->baseCallee.isValid() && a->newCallee.isValid());
        QCOMPARE(c.profile(Side::Base).functionName(a->baseCallee), QStringLiteral("a"));
        QCOMPARE(a->baseCount, Count(1));
        QCOMPARE(a->newCount, Count(3));
        QCOMPARE(a->base, std::vector<Cost>{10});
        QCOMPARE(a->current, std::vector<Cost>{30});
        const ComparedCall* old = callTo(c, *three, "old");
        QVERIFY(old && old->baseCallee.isValid() && !old->newCallee.isValid());
        QCOMPARE(old->baseCount, Count(2));
        QCOMPARE(old->newCount, Count(0));
        QCOMPARE(old->base, std::vector<Cost>{20});
        QCOMPARE(old->current, std::vector<Cost>{0});

        const ComparedLine* four = main.find(0, 4);
        QVERIFY(four && four->calls.size() == 1);
        const ComparedCall* fresh = callTo(c, *four, "fresh");
        QVERIFY(fresh && !fresh->baseCallee.isValid() && fresh->newCallee.isValid());
        QCOMPARE(fresh->newCount, Count(1));
        QCOMPARE(fresh->base, std::vector<Cost>{0});
        QCOMPARE(fresh->current, std::vector<Cost>{5});

        const ComparedLine* five = main.find(0, 5);
        QVERIFY(five && five->calls.size() == 1);
        const ComparedCall* b = callTo(c, *five, "b");
        QVERIFY(b);
        QCOMPARE(b->baseCount, b->newCount);
        QCOMPARE(b->base, b->current);

        // A function that calls nothing has no call on any line.
        const auto leaf = SourceComparison::build(c, std::size_t(rowNamed(c, "a")));
        for (const ComparedFile& file : leaf.files()) {
            for (const ComparedLine& line : file.lines)
                QVERIFY(line.calls.empty());
        }
    }

    void twoVersionsRecordedWithValgrind()
    {
        const auto recorded = compareRecorded(recordTwoVersions(QStringLiteral("sc")));
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.comparison, recorded.error.constData());
        const ProfileComparison& c = *recorded.comparison;
        const auto workRow = rowNamed(c, "work");
        const auto steadyRow = rowNamed(c, "steady");
        const auto mainRow = rowNamed(c, "main");
        QVERIFY(workRow >= 0 && steadyRow >= 0 && mainRow >= 0);
        const Cost once = c.value(c.self(std::size_t(workRow), Side::Base), 0);
        QVERIFY(once > 50000 * 5);

        // work() is all on line 3 of the program: that line grew by exactly one call's work.
        const auto work = SourceComparison::build(c, std::size_t(workRow));
        QCOMPARE(work.files().size(), std::size_t(1));
        QVERIFY(work.files()[0].basePath.endsWith(QStringLiteral("sc1.c")));
        QVERIFY(work.files()[0].newPath.endsWith(QStringLiteral("sc2.c")));
        QCOMPARE(costsAt(work, 0, 3), std::make_pair(once, 2 * once));
        QCOMPARE(work.files()[0].lines.size(), std::size_t(1));

        // steady() (line 4) is untouched.
        const auto steady = SourceComparison::build(c, std::size_t(steadyRow));
        const auto [steadyBase, steadyNew] = costsAt(steady, 0, 4);
        QVERIFY(steadyBase > 20000);
        QCOMPARE(steadyNew, steadyBase);

        // main: the second call is line 10, only in the new build; every other line is as it was.
        const auto main = SourceComparison::build(c, std::size_t(mainRow));
        QCOMPARE(main.files().size(), std::size_t(1));
        const ComparedLine* again = main.find(0, 10);
        QVERIFY(again);
        QVERIFY(!again->onBase && again->onNew);
        QCOMPARE(again->base[0], Cost(0));
        QVERIFY(again->current[0] > 0 && again->current[0] < 10);
        // Its call to work is the new build's only, and costs exactly one call's work; the
        // first call (line 8) is on both sides, once each, at that same cost.
        QCOMPARE(again->calls.size(), std::size_t(1));
        const ComparedCall& second = again->calls[0];
        QVERIFY(!second.baseCallee.isValid() && second.newCallee.isValid());
        QCOMPARE(second.newCount, Count(1));
        QCOMPARE(second.base[0], Cost(0));
        QCOMPARE(second.current[0], once);
        const ComparedLine* first = main.find(0, 8);
        QVERIFY(first && first->calls.size() == 1);
        QCOMPARE(first->calls[0].baseCount, Count(1));
        QCOMPARE(first->calls[0].newCount, Count(1));
        QCOMPARE(first->calls[0].base[0], once);
        QCOMPARE(first->calls[0].current[0], once);
        for (const ComparedLine& line : main.files()[0].lines) {
            if (line.line != 10) {
                QVERIFY2(line.onBase && line.onNew, qPrintable(QString::number(line.line)));
                QCOMPARE(line.current, line.base);
            }
        }
        QCOMPARE(main.self(Side::New)[0] - main.self(Side::Base)[0], again->current[0]);
        QCOMPARE(again->current[0], c.selfDelta(std::size_t(mainRow), 0));
    }
};

QTEST_GUILESS_MAIN(TestSourceComparison)
#include "tst_sourcecomparison.moc"
