// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Callers / callees over a part selection (CallRelations): hand-written profiles and a profile
// valgrind records at test time from a program of known structure. The "All Callers" / "All
// Callees" coverage built on them is tests/core/tst_coverage.cpp.

#include "tests/support/TestSupport.h"

#include "core/analysis/CallRelations.h"
#include "core/analysis/CycleRelations.h"
#include "core/analysis/FlatProfile.h"

#include <QProcess>
#include <QStandardPaths>

#include <algorithm>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// main -> a (2 calls) -> c ; main -> b -> c ; b <-> c mutually recursive ; c -> c ; c -> d from
// two call sites. Events Ir and Dr.
const QByteArray kGraph =
    "events: Ir Dr\n"
    "fn=main\n1 10 1\ncfn=a\ncalls=2 1\n2 400 40\ncfn=b\ncalls=1 1\n3 300 30\n"
    "fn=a\n10 100 10\ncfn=c\ncalls=2 1\n11 300 30\n"
    "fn=b\n20 50 5\ncfn=c\ncalls=1 1\n21 250 25\n"
    "fn=c\n30 240 24\ncfn=b\ncalls=1 1\n31 200 20\ncfn=d\ncalls=3 1\n32 66 6\n"
    "cfn=d\ncalls=2 1\n34 44 5\ncfn=c\ncalls=4 1\n33 90 9\n"
    "fn=d\n40 110 11\n";

// main calls f in parts 1 and 2 from different lines, g calls f in part 3.
const QByteArray kParts = "events: Ir\n"
                          "part: 1\nfn=main\n1 5\ncfn=f\ncalls=1 10\n1 40\nfn=f\n10 40\n"
                          "part: 2\nfn=main\n2 5\ncfn=f\ncalls=2 10\n2 60\nfn=f\n10 60\n"
                          "part: 3\nfn=g\n3 1\ncfn=f\ncalls=3 10\n3 30\nfn=f\n10 30\n";

std::vector<Cost> costs(std::span<const Cost> span)
{
    return {span.begin(), span.end()};
}

QString costText(const std::vector<Cost>& costs)
{
    QStringList parts;
    for (const Cost cost : costs)
        parts << QString::number(cost);
    return parts.join(u'/');
}

// "a x2 400/40, b x1 300/30": the relations in their order, for one-line comparisons that say
// what differs when they fail.
QString relationsText(const Profile& profile, const std::vector<CallRelation>& relations)
{
    QStringList parts;
    for (const auto& r : relations)
        parts << QStringLiteral("%1 x%2 %3")
                     .arg(profile.functionName(r.other))
                     .arg(r.count)
                     .arg(costText(r.inclusive));
    return parts.join(QStringLiteral(", "));
}

// "c x6, main x1": names and call counts, by name.
QString countsText(const Profile& profile, const std::vector<CallRelation>& relations)
{
    QStringList parts;
    for (const auto& r : relations)
        parts << QStringLiteral("%1 x%2").arg(profile.functionName(r.other)).arg(r.count);
    parts.sort();
    return parts.join(QStringLiteral(", "));
}

// "line 32 x3 66/6, line 34 x2 44/5"
QString sitesText(const CallRelation& relation)
{
    QStringList parts;
    for (const auto& site : relation.sites)
        parts << QStringLiteral("line %1 x%2 %3")
                     .arg(site.line)
                     .arg(site.count)
                     .arg(costText(site.inclusive));
    return parts.join(QStringLiteral(", "));
}

// The relation to a function; a missing one reads as count 0 and cost -1, so that checks fail
// instead of crashing.
const CallRelation& relationTo(const std::vector<CallRelation>& relations, FunctionId other)
{
    static const CallRelation missing{FunctionId(), 0, {-1}, {}};
    const auto it = std::ranges::find(relations, other, &CallRelation::other);
    return it == relations.end() ? missing : *it;
}

} // namespace

class CallRelationsTest : public QObject
{
    Q_OBJECT

private slots:
    void callersAndCallees()
    {
        const auto result = loadedText(kGraph);
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        QCOMPARE(relations.width(), 2);
        const FunctionId main = functionNamed(profile, "main"), c = functionNamed(profile, "c"),
                         d = functionNamed(profile, "d");

        // Sorted by inclusive cost of the first event, descending; self-recursion is listed.
        QCOMPARE(relationsText(profile, relations.callees(main)), u"a x2 400/40, b x1 300/30"_s);
        QVERIFY(relations.callers(main).empty());
        const auto cCallers = relations.callers(c);
        QCOMPARE(relationsText(profile, cCallers), u"a x2 300/30, b x1 250/25, c x4 90/9"_s);
        QCOMPARE(sitesText(cCallers[0]), u"line 11 x2 300/30"_s);
        QCOMPARE(relationsText(profile, relations.callers(functionNamed(profile, "b"))),
                 u"main x1 300/30, c x1 200/20"_s);

        // Two call sites to d: summed in the relation, listed by count.
        const auto cCallees = relations.callees(c);
        QCOMPARE(relationsText(profile, cCallees), u"b x1 200/20, d x5 110/11, c x4 90/9"_s);
        QCOMPARE(sitesText(cCallees[1]), u"line 32 x3 66/6, line 34 x2 44/5"_s);
        QCOMPARE(profile.string(cCallees[1].sites[0].file), std::string_view(""));
        QVERIFY(relations.callees(d).empty());
        QCOMPARE(relationsText(profile, relations.callers(d)), u"c x5 110/11"_s);
    }

    // A list superseded stops reading sites (a caller's rows, which a profile with its rows on
    // demand reads from its file): the relations keep their costs and counts, without sites, and
    // a cycle's callers stop before their first member. A token never asked to stop reads them.
    void aStopRequestedReadsNoMoreSites()
    {
        const auto result = loadedText(kGraph);
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        const FunctionId c = functionNamed(profile, "c");
        std::stop_source stopped;
        stopped.request_stop();
        const auto noSites = [](const std::vector<CallRelation>& list) {
            return std::ranges::all_of(list, [](const CallRelation& r) { return r.sites.empty(); });
        };
        const auto callees = relations.callees(c, CallRelations::Sites::Read, stopped.get_token());
        QCOMPARE(relationsText(profile, callees), u"b x1 200/20, d x5 110/11, c x4 90/9"_s);
        QVERIFY(noSites(callees));
        const auto callers = relations.callers(c, CallRelations::Sites::Read, stopped.get_token());
        QCOMPARE(relationsText(profile, callers), u"a x2 300/30, b x1 250/25, c x4 90/9"_s);
        QVERIFY(noSites(callers));
        const std::stop_source running;
        QCOMPARE(
            sitesText(relations.callees(c, CallRelations::Sites::Read, running.get_token())[1]),
            u"line 32 x3 66/6, line 34 x2 44/5"_s);

        // b and c call each other: a cycle, called from a and main.
        const FlatProfile flat(profile, {});
        QCOMPARE(flat.cycles().size(), std::size_t(1));
        const auto cycleCallers = cyclerelations::callers(relations, flat, 0);
        QCOMPARE(countsText(profile, cycleCallers), u"a x2, main x1"_s);
        QVERIFY(!noSites(cycleCallers));
        QVERIFY(cyclerelations::callers(relations, flat, 0, CallRelations::Sites::Read,
                                        stopped.get_token())
                    .empty());
    }

    void edgesInBothDirections()
    {
        const auto result = loadText(kGraph);
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        // main->a, main->b, a->c, b->c, c->b, c->d (two sites, one edge) and c->c.
        QCOMPARE(relations.edgeCount(), std::size_t(7));
        std::size_t outTotal = 0, inTotal = 0;
        for (const FunctionId f : profile.functionIds()) {
            outTotal += relations.outEdges(f).size();
            inTotal += relations.inEdges(f).size();
            FunctionId previous(0);
            bool first = true;
            for (const auto& edge : relations.outEdges(f)) {
                QVERIFY(first || edge.other > previous); // sorted, one edge per pair
                previous = edge.other;
                first = false;
                const auto back = relations.inEdges(edge.other);
                const auto it = std::ranges::find(back, f, &CallRelations::Edge::other);
                QVERIFY(it != back.end());
                QCOMPARE(it->count, edge.count);
                QCOMPARE(it->costIndex, edge.costIndex);
            }
        }
        QCOMPARE(outTotal, relations.edgeCount());
        QCOMPARE(inTotal, relations.edgeCount());
        const auto ab = relations.outEdges(functionNamed(profile, "a"));
        QCOMPARE(ab.size(), std::size_t(1));
        QCOMPARE(costs(relations.edgeCost(ab[0].costIndex)), (std::vector<Cost>{300, 30}));
        // Out of range asks get nothing rather than reading past the end.
        QVERIFY(relations.outEdges(FunctionId(profile.functionCount())).empty());
        QVERIFY(relations.inEdges(FunctionId()).empty());
    }

    void partSelection()
    {
        const auto result = loadedText(kParts);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(3));
        const FunctionId main = functionNamed(profile, "main"), f = functionNamed(profile, "f"),
                         g = functionNamed(profile, "g");

        const CallRelations all(profile);
        const auto allCallers = all.callers(f);
        QCOMPARE(relationsText(profile, allCallers), u"main x3 100, g x3 30"_s);
        // Sites are merged over all parts, ordered by count.
        QCOMPARE(sitesText(allCallers[0]), u"line 2 x2 60, line 1 x1 40"_s);

        const CallRelations firstAndLast(profile, PartMask::fromFlags({true, false, true}));
        const auto someCallers = firstAndLast.callers(f);
        QCOMPARE(relationsText(profile, someCallers), u"main x1 40, g x3 30"_s);
        QCOMPARE(sitesText(someCallers[0]), u"line 2 x2 60, line 1 x1 40"_s);

        const CallRelations middle(profile, PartMask::fromFlags({false, true, false}));
        QCOMPARE(relationsText(profile, middle.callers(f)), u"main x2 60"_s);
        QVERIFY(middle.callees(g).empty());
        QVERIFY(middle.outEdges(g).empty());

        // Parts past the end of the selection are not selected, as in FlatProfile.
        const CallRelations firstOnly(profile, PartMask::fromFlags({true}));
        QCOMPARE(firstOnly.edgeCount(), std::size_t(1));
        QCOMPARE(relationsText(profile, firstOnly.callees(main)), u"f x1 40"_s);
    }

    void selfRecursion()
    {
        const auto result = loadText("events: Ir\nfn=main\n1 1\ncfn=f\ncalls=1 1\n1 30\nfn=f\n1 "
                                     "10\ncfn=f\ncalls=5 1\n1 20\n");
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        const FunctionId f = functionNamed(profile, "f");
        QCOMPARE(relationsText(profile, relations.callers(f)), u"main x1 30, f x5 20"_s);
        QCOMPARE(relationsText(profile, relations.callees(f)), u"f x5 20"_s);
    }

    void emptyRelations()
    {
        const CallRelations none;
        QCOMPARE(none.width(), 0);
        QVERIFY(none.outEdges(FunctionId(0)).empty());
        QVERIFY(none.callers(FunctionId(0)).empty());
        QVERIFY(none.callees(FunctionId(3)).empty());
    }

    // main calls a() twice and b(4) once; a calls c(3); b and c recurse into each other down to
    // depth 0. Each a() runs c(3) b(2) c(1) b(0); b(4) runs b(4) c(3) b(2) c(1) b(0). So: main->a
    // 2, a->c 2, main->b 1, b->c 4, c->b 6. Every c call takes the depth > 0 path.
    void valgrindProfile()
    {
        // By default callgrind renames deeper recursion levels (b'2, c'2); with one level the
        // recursion stays between b and c.
        const auto recorded = recordValgrindProfile(QStringLiteral("structure"), R"(
    static volatile long sink;
    int c(int depth);
    int b(int depth) { sink += depth; return depth > 0 ? c(depth - 1) + 1 : 0; }
    int c(int depth) { sink += 2 * depth; return depth > 0 ? b(depth - 1) + 2 : 1; }
    int a(void) { long s = 0; for (int i = 0; i < 1000; ++i) s += i * 3; sink += s; return c(3); }
    int main(void)
    {
        int r = a();
        r += a();
        r += b(4);
        sink += r;
        return 0;
    }
    )",
                                                    {QStringLiteral("-g"), QStringLiteral("-O0")},
                                                    {QStringLiteral("--separate-recs=1")});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        const QString& source = recorded.sourcePath;
        const auto result = loadedFiles({recorded.path});
        const Profile& profile = *result.profile;
        const auto find = [&](const char* name) {
            return findFunction(profile, QLatin1String(name), source).value_or(FunctionId());
        };
        const FunctionId main = find("main"), a = find("a"), b = find("b"), c = find("c");
        QVERIFY(main != FunctionId() && a != FunctionId() && b != FunctionId() &&
                c != FunctionId());

        const CallRelations relations(profile);
        QCOMPARE(countsText(profile, relations.callers(a)), u"main x2"_s);
        QCOMPARE(countsText(profile, relations.callees(a)), u"c x2"_s);
        QCOMPARE(countsText(profile, relations.callees(main)), u"a x2, b x1"_s);
        QCOMPARE(countsText(profile, relations.callers(b)), u"c x6, main x1"_s);
        QCOMPARE(countsText(profile, relations.callees(b)), u"c x4"_s);
        QCOMPARE(countsText(profile, relations.callers(c)), u"a x2, b x4"_s);
        QCOMPARE(countsText(profile, relations.callees(c)), u"b x6"_s);
        // main calls a from two lines.
        const auto toA = relationTo(relations.callees(main), a);
        QCOMPARE(toA.sites.size(), std::size_t(2)); // r = a(); r += a(); on two lines
        QCOMPARE(toA.sites[0].count + toA.sites[1].count, Count(2));

        // Cost per call (Ir): with Cc a c call's self cost, Bb / B0 a b call's with depth > 0 / =
        // 0, a c(3) chain costs 2Cc + Bb + B0 and b(4) costs Bb more; self(c) = 6Cc, self(b) = 4Bb
        // + 3B0.
        const FlatProfile flat(profile, {true, {}});
        const auto edge = [&](FunctionId from, FunctionId to) {
            return relationTo(relations.callees(from), to).inclusive[0];
        };
        const Cost mainA = edge(main, a), aC = edge(a, c), mainB = edge(main, b);
        const Cost bC = edge(b, c), cB = edge(c, b);
        QCOMPARE(mainA, flat.inclusive(a)[0]);
        QCOMPARE(mainA % 2, Cost(0));
        QCOMPARE(flat.self(a)[0] + aC, mainA);
        QVERIFY(flat.self(a)[0] > 5000); // the 1000-iteration loop
        QCOMPARE(flat.self(c)[0] % 6, Cost(0));
        const Cost cc = flat.self(c)[0] / 6;
        QCOMPARE(aC % 2, Cost(0));
        const Cost bb = mainB - aC / 2;
        QCOMPARE((flat.self(b)[0] - 4 * bb) % 3, Cost(0));
        const Cost b0 = (flat.self(b)[0] - 4 * bb) / 3;
        QVERIFY(cc > 0 && bb > 0 && b0 > 0 && b0 < bb);
        QCOMPARE(aC / 2, 2 * cc + bb + b0);
        // b->c: b(4)->c(3) and three b(2)->c(1) calls, each costing Cc + B0.
        QCOMPARE(bC, (2 * cc + bb + b0) + 3 * (cc + b0));
        // c->b: three c(3)->b(2) calls (Bb + Cc + B0) and three c(1)->b(0) calls (B0).
        QCOMPARE(cB, 3 * (bb + cc + b0) + 3 * b0);

        // The b/c cycle, entered three times from outside.
        QVERIFY(flat.cycleOf(b) >= 0);
        QCOMPARE(flat.cycleOf(c), flat.cycleOf(b));
        const CycleInfo& cycle = flat.cycles()[flat.cycleOf(b)];
        QCOMPARE(cycle.members.size(), std::size_t(2));
        QCOMPARE(cycle.called, Count(3));
        QCOMPARE(flat.cycleOf(a), -1);
    }
};

QTEST_GUILESS_MAIN(CallRelationsTest)
#include "tst_callrelations.moc"
