// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// KCachegrind's coverage analysis ("All Callers" / "All Callees"): a hand-written profile with
// every number worked out by hand, a program with a three-function cycle, mutual recursion and
// self recursion recorded by valgrind at test time (numbers derived from its own cost lines),
// inconsistent data, deep chains, graphs with very many paths, the work bound and cancellation.
// Everywhere: no row exceeds the start's inclusive cost.

#include "tests/support/CycleProfile.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/CallRelations.h"
#include "core/analysis/Coverage.h"

#include <QElapsedTimer>

#include <algorithm>
#include <numeric>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray& kCycle = kCycleProfile; // tests/support/CycleProfile.h

struct Loaded
{
    std::shared_ptr<const Profile> profile;
    CallRelations relations;
    FlatProfile flat;
};

Loaded load(const QByteArray& text, bool cycles, const QString& name = u"coverage.out"_s)
{
    auto result = loadText(text, name);
    if (!result.profile)
        qFatal("%s", qPrintable(result.error));
    Loaded loaded{result.profile, CallRelations(*result.profile), {}};
    loaded.flat = FlatProfile(*result.profile, {cycles, {}});
    return loaded;
}

QString itemName(const Loaded& loaded, CoverageItem item)
{
    return item.isCycle() ? u"<cycle %1>"_s.arg(loaded.flat.cycles()[item.cycle].number)
                          : loaded.profile->functionName(item.function);
}

QString costsText(const std::vector<Cost>& costs)
{
    QStringList parts;
    for (const Cost cost : costs)
        parts << QString::number(cost);
    return parts.join(u'/');
}

// "a @2 230/23 self 200/20 x0": item, distance (min-max when they differ), inclusive per event,
// self per event (callees), calls.
QString entryText(const Loaded& loaded, const CoverageEntry& e, bool withSelf)
{
    QString distance = QString::number(e.minDistance);
    if (e.maxDistance != e.minDistance)
        distance += u'-' + QString::number(e.maxDistance);
    QString text = u"%1 @%2 %3"_s.arg(itemName(loaded, e.item), distance, costsText(e.inclusive));
    if (withSelf)
        text += u" self "_s + costsText(e.self);
    return text + u" x"_s + QString::number(e.calls);
}

// The largest inclusive and self cost of any row, per event, must not exceed the start's.
void checkBounded(const Loaded& loaded, CoverageItem start, const CoverageResult& result,
                  std::span<const int> events)
{
    const EventSet& set = loaded.profile->events();
    for (std::size_t e = 0; e < events.size(); ++e) {
        const Cost total = set.value(start.isCycle() ? loaded.flat.cycleInclusive(start.cycle)
                                                     : loaded.flat.inclusive(start.function),
                                     events[e]);
        for (const auto& entry : result.entries) {
            if (entry.inclusive[e] > total || entry.self[e] > entry.inclusive[e] ||
                entry.inclusive[e] < 0 || entry.self[e] < 0)
                QFAIL(qPrintable(u"%1: %2 self %3 beyond %4"_s.arg(itemName(loaded, entry.item))
                                     .arg(entry.inclusive[e])
                                     .arg(entry.self[e])
                                     .arg(total)));
        }
    }
}

CoverageResult run(const Loaded& loaded, CoverageItem start, CoverageDirection direction,
                   std::vector<int> events = {0}, const CoverageOptions& options = {})
{
    auto result = coverage::compute(loaded.relations, loaded.flat, loaded.profile->events(), start,
                                    direction, events, options);
    checkBounded(loaded, start, result, events);
    return result;
}

QString walkText(const Loaded& loaded, CoverageItem start, CoverageDirection direction,
                 std::vector<int> events = {0})
{
    QStringList rows;
    for (const auto& entry : run(loaded, start, direction, events).entries)
        rows << entryText(loaded, entry, direction == CoverageDirection::Callees);
    return rows.join(u", "_s);
}

CoverageItem item(const Loaded& loaded, const char* name)
{
    return CoverageItem::ofFunction(functionNamed(*loaded.profile, name));
}

// Every function and cycle as start, both directions, every event: nothing beyond the start.
void checkAllStarts(const Loaded& loaded)
{
    std::vector<int> events(loaded.profile->events().realCount());
    std::iota(events.begin(), events.end(), 0);
    std::vector<CoverageItem> starts;
    for (const FunctionId f : loaded.profile->functionIds())
        starts.push_back(CoverageItem::ofFunction(f));
    for (int c = 0; c < int(loaded.flat.cycles().size()); ++c)
        starts.push_back(CoverageItem::ofCycle(c));
    for (const auto& start : starts) {
        for (const auto direction : {CoverageDirection::Callers, CoverageDirection::Callees}) {
            const auto result = run(loaded, start, direction, events);
            QVERIFY(result.complete);
            if (QTest::currentTestFailed())
                qWarning("start %s", qPrintable(itemName(loaded, start)));
        }
    }
}

// A chain f0 -> f1 -> ... -> f(n-1), each with self cost 1: f(i) has inclusive cost n - i.
QByteArray chainProfile(int length)
{
    QByteArray text = "events: Ir\n";
    for (int i = 0; i < length; ++i) {
        text += "fn=(" + QByteArray::number(i) + ") f" + QByteArray::number(i) + "\n1 1\n";
        if (i + 1 < length)
            text += "cfn=(" + QByteArray::number(i + 1) + ") f" + QByteArray::number(i + 1) +
                    "\ncalls=1 1\n1 " + QByteArray::number(length - i - 1) + "\n";
    }
    return text;
}

// `levels` levels of two functions each; both functions of a level call both of the next, each
// call carrying half of the caller's cost: 2^levels paths from the top.
QByteArray ladderProfile(int levels)
{
    QByteArray text = "events: Ir\nfn=top\n1 0\n";
    const auto name = [](int level, int side) {
        return "l" + QByteArray::number(level) + (side ? "r" : "l");
    };
    // Level i's functions cost c(i) each: 2 * (c(i+1)) / 2 ... all cost the same, 1 << 20 scaled.
    const Cost cost = Cost(1) << 40;
    for (int side = 0; side < 2; ++side)
        text += "cfn=" + name(0, side) + "\ncalls=1 1\n1 " + QByteArray::number(cost / 2) + "\n";
    for (int level = 0; level < levels; ++level) {
        for (int side = 0; side < 2; ++side) {
            text += "fn=" + name(level, side) + "\n";
            if (level + 1 == levels) {
                text += "1 " + QByteArray::number(cost / 2) + "\n";
                continue;
            }
            text += "1 0\n";
            for (int next = 0; next < 2; ++next)
                text += "cfn=" + name(level + 1, next) + "\ncalls=1 1\n1 " +
                        QByteArray::number(cost / 4) + "\n";
        }
    }
    return text;
}

} // namespace

class CoverageTest : public QObject
{
    Q_OBJECT

private slots:
    // Worked out by hand from kCycle's lines, as KCachegrind's rules give them.
    void calleesWithCycles()
    {
        const Loaded loaded = load(kCycle, true);
        const FlatProfile& flat = loaded.flat;
        // With cycle detection a member's inclusive cost is its self cost plus its calls leaving
        // the cycle: a = 200/20 + leaf 30/3, b = 50/20. The cycle sums them: 280/43, self 250/40.
        QCOMPARE(flat.cycles().size(), std::size_t(1));
        QCOMPARE(flat.inclusive(functionNamed(*loaded.profile, "a"))[0], Cost(230));
        QCOMPARE(flat.cycleInclusive(0)[1], Cost(43));

        // From main (360/51; calls cost 350/50 of it):
        // - main -> a enters the cycle: the cycle gets 280/360 of main's cost, 280 (Dr 43/51 of
        //   51: 43), distance 1, one call (share of main's cost from main: 1, times 1 call). Its
        //   self share is 280/360 * 250/280: 250 (Dr 40).
        // - the cycle passes each member its inclusive cost over the cycle's: a gets 280/360 *
        //   230/280, 230 (Dr 23), self 230 * 200/230 = 200; b 50/20, self 50/20; at distance 2,
        //   with no calls (the cycle's calls to its members count none).
        // - g: 70/7, self 40/4, distance 1, one call.
        // - leaf through a (a -> leaf: 30 of a's 230, at distance 3) and through g (30 of g's 70,
        //   at 2): 230/360 * 30/230 + 70/360 * 30/70 = 60/360: 60 (Dr 6), distances 2-3. Calls:
        //   a's share of its inclusive cost from main is 1 (280 of the cycle's 280, then all of
        //   a), times one call, plus g's 1 times one call: 2. Self: leaf's self is all of it.
        // - b -> a is a call inside the cycle: not followed.
        QCOMPARE(walkText(loaded, item(loaded, "main"), CoverageDirection::Callees, {0, 1}),
                 u"<cycle 1> @1 280/43 self 250/40 x1, a @2 230/23 self 200/20 x0, "
                 "g @1 70/7 self 40/4 x1, leaf @2-3 60/6 self 60/6 x2, b @2 50/20 self 50/20 x0"_s);

        // Led by Dr: the rows are sorted by it, b (20) before leaf (6); the Ir column is the Ir
        // walk's.
        QCOMPARE(walkText(loaded, item(loaded, "main"), CoverageDirection::Callees, {1, 0}),
                 u"<cycle 1> @1 43/280 self 40/250 x1, a @2 23/230 self 20/200 x0, "
                 "b @2 20/50 self 20/50 x0, g @1 7/70 self 4/40 x1, leaf @2-3 6/60 self 6/60 x2"_s);

        // From inside the cycle, a's callees are its calls leaving it: leaf, 30 of a's 230.
        QCOMPARE(walkText(loaded, item(loaded, "a"), CoverageDirection::Callees),
                 u"leaf @1 30 self 30 x1"_s);
        // From the cycle: its members (inclusive each), and leaf through a.
        QCOMPARE(walkText(loaded, CoverageItem::ofCycle(0), CoverageDirection::Callees),
                 u"a @1 230 self 200 x0, b @1 50 self 50 x0, leaf @2 30 self 30 x1"_s);
    }

    void callersWithCycles()
    {
        const Loaded loaded = load(kCycle, true);
        // Up from leaf (60/6): a -> leaf carries 30 of 60 and g -> leaf 30, at distance 1, one
        // call each. a's only caller is its cycle (a's whole inclusive cost, share unchanged): the
        // cycle gets 30 at distance 2 with no calls. The cycle's callers are the calls into its
        // members from outside: main -> a, 280 of the cycle's 280, so main gets the cycle's 30 at
        // distance 3, and g's 30 (main -> g is all of g) at distance 2: 60, distances 2-3. Calls
        // are counted once per path: main -> a once, main -> g once.
        QCOMPARE(walkText(loaded, item(loaded, "leaf"), CoverageDirection::Callers, {0, 1}),
                 u"main @2-3 60/6 x2, a @1 30/3 x1, g @1 30/3 x1, <cycle 1> @2 30/3 x0"_s);
        // Up from a member: its cycle, then the callers into the cycle.
        QCOMPARE(walkText(loaded, item(loaded, "b"), CoverageDirection::Callers),
                 u"<cycle 1> @1 50 x0, main @2 50 x1"_s);
        QCOMPARE(walkText(loaded, CoverageItem::ofCycle(0), CoverageDirection::Callers),
                 u"main @1 280 x1"_s);
        QVERIFY(run(loaded, item(loaded, "main"), CoverageDirection::Callers).entries.empty());
    }

    // Without cycle detection the members' inclusive costs are the calls into them from other
    // functions (a: main -> a 280/43 plus b -> a 130/13 = 410/56) and the walk follows calls
    // inside the recursion until it would repeat a function. These are KCachegrind's numbers
    // with cycle detection off; no call costs more than its caller here, so none is scaled.
    void calleesWithoutCycles()
    {
        const Loaded loaded = load(kCycle, false);
        QVERIFY(loaded.flat.cycles().empty());
        QCOMPARE(loaded.flat.inclusive(functionNamed(*loaded.profile, "a"))[0], Cost(410));
        // a: 280/360 of main, 280/43, self 280 * 200/410 = 136.6 -> 137 (Dr 43 * 20/56 = 15.4).
        // b: 280 * 180/410 = 122.9 -> 123 (Dr 43 * 33/56 = 25.3 -> 25), self 122.9 * 50/180 = 34
        //    (Dr 25.3 * 20/33 = 15.4 -> 15); calls: a's share of its inclusive from main,
        //    280/410, times one call: 0.68 -> 1. b -> a leads back to a: not followed.
        // leaf: through a 280 * 30/410 = 20.5 (Dr 43 * 3/56 = 2.3), through g 30 (3): 50.5 -> 50
        //    (Dr 5.3 -> 5), both at distance 2; calls 280/410 + 1 = 1.68 -> 2.
        QCOMPARE(walkText(loaded, item(loaded, "main"), CoverageDirection::Callees, {0, 1}),
                 u"a @1 280/43 self 137/15 x1, b @2 123/25 self 34/15 x1, "
                 "g @1 70/7 self 40/4 x1, leaf @2 50/5 self 50/5 x2"_s);
        checkAllStarts(loaded);
    }

    // Calls that together cost more than their caller (f: 100, calls 80 + 80): KCachegrind would
    // give g and h 80 each (160 below a function of 100); their costs are scaled to f's.
    void inconsistentCosts()
    {
        const Loaded loaded = load("events: Ir\nfn=main\n1 0\ncfn=f\ncalls=1 1\n1 100\n"
                                   "fn=f\n1 0\ncfn=g\ncalls=2 1\n1 80\ncfn=h\ncalls=1 1\n1 80\n"
                                   "fn=g\n1 80\nfn=h\n1 80\n",
                                   true);
        QCOMPARE(walkText(loaded, item(loaded, "main"), CoverageDirection::Callees),
                 u"f @1 100 self 0 x1, g @2 50 self 50 x2, h @2 50 self 50 x1"_s);
        // g's inclusive cost 80 is all from f, so g's calls count fully.
        checkAllStarts(loaded);
        // Negative costs never count as flow.
        const Loaded negative = load("events: Ir\nfn=main\n1 30\ncfn=f\ncalls=1 1\n1 -20\n"
                                     "cfn=g\ncalls=1 1\n1 10\nfn=f\n1 -20\nfn=g\n1 10\n",
                                     true, u"negative.out"_s);
        QCOMPARE(walkText(negative, item(negative, "main"), CoverageDirection::Callees),
                 u"g @1 10 self 10 x1"_s);
    }

    void selfRecursion()
    {
        // f calls itself five times (cost 20 of its 30): not followed; its self cost is 10.
        const Loaded loaded = load("events: Ir\nfn=main\n1 1\ncfn=f\ncalls=1 1\n1 30\n"
                                   "fn=f\n1 10\ncfn=f\ncalls=5 1\n1 20\n",
                                   true);
        QVERIFY(run(loaded, item(loaded, "f"), CoverageDirection::Callees).entries.empty());
        QCOMPARE(walkText(loaded, item(loaded, "f"), CoverageDirection::Callers),
                 u"main @1 30 x1"_s);
        QCOMPARE(walkText(loaded, item(loaded, "main"), CoverageDirection::Callees),
                 u"f @1 30 self 10 x1"_s);
    }

    void refusedInputs()
    {
        const Loaded loaded = load(kCycle, true);
        const EventSet& events = loaded.profile->events();
        const std::vector<int> first{0};
        const auto compute = [&](const CallRelations& relations, const FlatProfile& flat,
                                 CoverageItem start, std::vector<int> columns) {
            return coverage::compute(relations, flat, events, start, CoverageDirection::Callees,
                                     columns)
                .entries.empty();
        };
        QVERIFY(compute(loaded.relations, loaded.flat, CoverageItem(), first));
        QVERIFY(compute(loaded.relations, loaded.flat, CoverageItem::ofCycle(1), first));
        QVERIFY(compute(loaded.relations, loaded.flat, item(loaded, "main"), {}));
        QVERIFY(compute(loaded.relations, loaded.flat, item(loaded, "main"), {events.count()}));
        // Inputs of another profile are refused rather than read out of bounds.
        QVERIFY(compute(CallRelations(), loaded.flat, item(loaded, "main"), first));
        QVERIFY(compute(loaded.relations, FlatProfile(), item(loaded, "main"), first));
        QVERIFY(!compute(loaded.relations, loaded.flat, item(loaded, "main"), first));
    }

    // An explicit stack: a chain of 200,001 functions walks down and up. Down from f0, f(i) gets
    // (n - i)/n of f0's n: its own inclusive cost, as long as that share is above KCachegrind's
    // 0.01% (n - i > 20.0001): f1 to f(n - 21). Up from the last, every caller passes on all.
    void deepChain()
    {
        constexpr int length = 200001;
        const Loaded loaded = load(chainProfile(length), false, u"chain.out"_s);
        QElapsedTimer timer;
        timer.start();
        const auto down = run(loaded, item(loaded, "f0"), CoverageDirection::Callees);
        QCOMPARE(down.entries.size(), std::size_t(length - 21));
        for (const auto& entry : down.entries) {
            if (entry.inclusive[0] != length - entry.minDistance || entry.self[0] != 1 ||
                entry.calls != 1)
                QFAIL(qPrintable(entryText(loaded, entry, true)));
        }
        QCOMPARE(down.entries.back().minDistance, length - 21);
        const auto up = run(loaded, item(loaded, "f200000"), CoverageDirection::Callers);
        QCOMPARE(up.entries.size(), std::size_t(length - 1));
        QVERIFY(std::ranges::all_of(up.entries,
                                    [](const CoverageEntry& e) { return e.inclusive[0] == 1; }));
        QCOMPARE(up.entries.back().minDistance, length - 1);
        qInfo("two walks of 200,001 functions: %lld ms", timer.elapsed());
    }

    // 2^40 paths from the top; each carries half of its caller's share, so KCachegrind's 0.01%
    // stops a path after 13 calls (2^-13 > 0.0001 > 2^-14): the walk is bounded by the threshold.
    void manyPaths()
    {
        const Loaded loaded = load(ladderProfile(40), true, u"ladder.out"_s);
        const auto result = run(loaded, item(loaded, "top"), CoverageDirection::Callees);
        QVERIFY(result.complete);
        // Levels 0 to 12 (distances 1 to 13), two functions each; each level's pair gets half of
        // the top's cost each, summed over its 2^level paths.
        QCOMPARE(result.entries.size(), std::size_t(26));
        const Cost half = Cost(1) << 39;
        for (const auto& entry : result.entries)
            QCOMPARE(entry.inclusive[0], half);
        QCOMPARE(result.entries.back().maxDistance, 13);

        // The work bound: the walk stops and says so; what it found is still bounded.
        CoverageOptions small;
        small.maxSteps = 1000;
        const auto cut = run(loaded, item(loaded, "top"), CoverageDirection::Callees, {0}, small);
        QVERIFY(!cut.complete);
        QVERIFY(!cut.entries.empty());
        QVERIFY(cut.entries.front().inclusive[0] <= half);
    }

    void cancellation()
    {
        const Loaded loaded = load(chainProfile(50000), false, u"cancel.out"_s);
        const std::vector<int> first{0};
        int polls = 0;
        const auto never = [&polls] {
            ++polls;
            return false;
        };
        const auto start = item(loaded, "f0");
        const auto full = coverage::compute(loaded.relations, loaded.flat, loaded.profile->events(),
                                            start, CoverageDirection::Callees, first, {}, never);
        QCOMPARE(full.entries.size(), std::size_t(50000 - 6)); // f(i) with 50000 - i > 5
        QVERIFY2(polls >= 50000 / 4096 - 1, qPrintable(QString::number(polls)));
        int countdown = polls;
        const auto late = coverage::compute(loaded.relations, loaded.flat, loaded.profile->events(),
                                            start, CoverageDirection::Callees, first, {},
                                            [&countdown] { return --countdown <= 0; });
        QVERIFY(late.entries.empty());
        QCOMPARE(countdown, 0);
    }

    // A program with a three-function cycle a -> b -> c -> a, mutual recursion even <-> odd and
    // self recursion fact -> fact, recorded by valgrind (one recursion level kept apart, so that
    // the recursion stays between the named functions). Expected numbers are derived by hand from
    // the profile's own cost lines.
    void valgrindProgram()
    {
        const auto recorded = recordCyclesProgram();
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(!recorded.path.isEmpty(), recorded.error.constData());
        auto result = loadedFiles({recorded.path});
        Loaded loaded{result.profile, CallRelations(*result.profile), {}};
        loaded.flat = FlatProfile(*result.profile, {true, {}});
        const Profile& profile = *loaded.profile;
        const FlatProfile& flat = loaded.flat;
        const FunctionByName id(profile, recorded.sourcePath);
        const FunctionId main = id("main"), a = id("a"), b = id("b"), c = id("c"),
                         even = id("even"), odd = id("odd"), fact = id("fact"), leaf = id("leaf");
        for (const FunctionId f : {main, a, b, c, even, odd, fact, leaf})
            QVERIFY(f.isValid());
        // The profile's own lines: call costs and counts, self costs.
        const auto call = [&](FunctionId from, FunctionId to) -> std::pair<Cost, Count> {
            for (const auto& edge : loaded.relations.outEdges(from)) {
                if (edge.other == to)
                    return {loaded.relations.edgeCost(edge.costIndex)[0], edge.count};
            }
            return {0, 0};
        };
        const auto self = [&](FunctionId f) { return flat.self(f)[0]; };
        const auto [A, mainA] = call(main, a);
        const auto [E, mainEven] = call(main, even);
        const auto [F, mainFact] = call(main, fact);
        const auto [L0, mainLeaf] = call(main, leaf);
        const auto [La, aLeaf] = call(a, leaf);
        const auto [Lb, bLeaf] = call(b, leaf);
        const auto [Lc, cLeaf] = call(c, leaf);
        // a(3) runs a b c a b c a b c a: a is called 4 times, b and c 3 times, each calls leaf.
        QCOMPARE(mainA, Count(1));
        QCOMPARE(call(a, b).second, Count(3));
        QCOMPARE(call(b, c).second, Count(3));
        QCOMPARE(call(c, a).second, Count(3));
        QCOMPARE(aLeaf + bLeaf + cLeaf + mainLeaf, Count(11));
        QCOMPARE(call(even, odd).second + call(odd, even).second, Count(10));
        QCOMPARE(call(fact, fact).second, Count(9));
        QVERIFY(mainEven == 1 && mainFact == 1 && mainLeaf == 1);

        // Two cycles: {a, b, c} and {even, odd}; fact's self recursion is none.
        QCOMPARE(flat.cycles().size(), std::size_t(2));
        const int abc = flat.cycleOf(a), evenOdd = flat.cycleOf(even);
        QVERIFY(abc >= 0 && evenOdd >= 0 && abc != evenOdd);
        QCOMPARE(flat.cycleOf(b), abc);
        QCOMPARE(flat.cycleOf(c), abc);
        QCOMPARE(flat.cycleOf(odd), evenOdd);
        QCOMPARE(flat.cycleOf(fact), -1);
        // Consistency the derivation rests on: main's inclusive cost is its self cost plus its
        // calls; main -> a costs everything in the cycle (members' self plus their leaf calls),
        // main -> even everything in the other, main -> fact all of fact's self cost; a member's
        // inclusive cost is its self plus its leaf call; leaf is called from nowhere else.
        const Cost M = flat.inclusive(main)[0];
        QCOMPARE(M, self(main) + A + E + F + L0);
        const Cost selfAbc = self(a) + self(b) + self(c);
        QCOMPARE(A, selfAbc + La + Lb + Lc);
        QCOMPARE(flat.cycleInclusive(abc)[0], A);
        QCOMPARE(flat.cycleSelf(abc)[0], selfAbc);
        QCOMPARE(E, self(even) + self(odd));
        QCOMPARE(flat.cycleInclusive(evenOdd)[0], E);
        QCOMPARE(F, self(fact));
        QCOMPARE(flat.inclusive(a)[0], self(a) + La);
        QCOMPARE(self(leaf), L0 + La + Lb + Lc);

        const auto byItem = [&](const CoverageResult& r, CoverageItem wanted) {
            const auto it = std::ranges::find(r.entries, wanted, &CoverageEntry::item);
            return it == r.entries.end() ? QString() : entryText(loaded, *it, true);
        };
        const auto fnItem = CoverageItem::ofFunction;
        const auto text = [&](CoverageItem i, int minD, int maxD, Cost incl, Cost s, Count calls) {
            CoverageEntry e{i, minD, maxD, calls, {incl}, {s}};
            return entryText(loaded, e, true);
        };

        // All Callees of main (M):
        // - cycle {a,b,c}: main -> a is A of M: A, self A * selfAbc / A = selfAbc, distance 1,
        //   1 call. Members: the cycle passes on each member's inclusive (self + leaf call) of
        //   its A: a gets self(a) + La, self self(a), distance 2, no calls.
        // - cycle {even, odd}: E, self E (no calls leave it); members their self costs.
        // - fact: F, self F, distance 1, 1 call (its self call is not followed).
        // - leaf: main -> leaf (L0, distance 1) and each member's call (La, Lb, Lc, distance 3):
        //   all of leaf, distances 1-3; calls 1 + 4 + 3 + 3 (each path's share of its caller's
        //   inclusive cost from main is 1).
        const auto down = run(loaded, fnItem(main), CoverageDirection::Callees);
        QCOMPARE(down.entries.size(), std::size_t(9));
        QCOMPARE(byItem(down, CoverageItem::ofCycle(abc)),
                 text(CoverageItem::ofCycle(abc), 1, 1, A, selfAbc, 1));
        QCOMPARE(byItem(down, fnItem(a)), text(fnItem(a), 2, 2, self(a) + La, self(a), 0));
        QCOMPARE(byItem(down, fnItem(b)), text(fnItem(b), 2, 2, self(b) + Lb, self(b), 0));
        QCOMPARE(byItem(down, fnItem(c)), text(fnItem(c), 2, 2, self(c) + Lc, self(c), 0));
        QCOMPARE(byItem(down, CoverageItem::ofCycle(evenOdd)),
                 text(CoverageItem::ofCycle(evenOdd), 1, 1, E, E, 1));
        QCOMPARE(byItem(down, fnItem(even)), text(fnItem(even), 2, 2, self(even), self(even), 0));
        QCOMPARE(byItem(down, fnItem(odd)), text(fnItem(odd), 2, 2, self(odd), self(odd), 0));
        QCOMPARE(byItem(down, fnItem(fact)), text(fnItem(fact), 1, 1, F, F, 1));
        QCOMPARE(byItem(down, fnItem(leaf)), text(fnItem(leaf), 1, 3, self(leaf), self(leaf), 11));
        // leaf does most of the work: its own call from main and the members' calls.
        QCOMPARE(down.entries.front().item, fnItem(leaf));

        // All Callees of a member: only its calls leaving the cycle.
        QCOMPARE(walkText(loaded, fnItem(a), CoverageDirection::Callees),
                 text(fnItem(leaf), 1, 1, La, La, aLeaf));

        // All Callers of leaf (self(leaf)): each caller's call at distance 1 (a: La, 4 calls);
        // the members pass all of their share to the cycle (distance 2, no calls), the cycle all
        // of it to main -> a (A of the cycle's A): main gets La + Lb + Lc at distance 3 and L0
        // at distance 1, all of leaf; calls 1 per path: 4.
        const auto up = run(loaded, fnItem(leaf), CoverageDirection::Callers);
        const auto noSelf = [&](CoverageItem i, int minD, int maxD, Cost incl, Count calls) {
            CoverageEntry e{i, minD, maxD, calls, {incl}, {0}};
            return entryText(loaded, e, true);
        };
        QCOMPARE(byItem(up, fnItem(main)), noSelf(fnItem(main), 1, 3, self(leaf), 4));
        QCOMPARE(byItem(up, fnItem(a)), noSelf(fnItem(a), 1, 1, La, 4));
        QCOMPARE(byItem(up, fnItem(c)), noSelf(fnItem(c), 1, 1, Lc, 3));
        QCOMPARE(byItem(up, CoverageItem::ofCycle(abc)),
                 noSelf(CoverageItem::ofCycle(abc), 2, 2, La + Lb + Lc, 0));
        QCOMPARE(byItem(up, fnItem(even)), QString());

        // No start, either way, with or without cycle detection, gives a row beyond it.
        checkAllStarts(loaded);
        loaded.flat = FlatProfile(*result.profile, {false, {}});
        checkAllStarts(loaded);
    }
};

QTEST_GUILESS_MAIN(CoverageTest)
#include "tst_coverage.moc"
