// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Callers / callees over a part selection (CallRelations) and the "All Callers" / "All Callees"
// coverage built on them: hand-written profiles with flows computed by hand, deep chains and
// cancellation, and a profile valgrind records at test time from a program of known structure.

#include "tests/support/TestSupport.h"

#include "core/analysis/CallRelations.h"
#include "core/analysis/Coverage.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

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

FunctionId fn(const Profile& profile, const char* name)
{
    const auto f = findFunction(profile, QLatin1String(name));
    if (!f)
        qFatal("no function %s", name);
    return *f;
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

// "c @2 450/45, a @1 400/40": function, distance, cost.
QString coverageText(const Profile& profile, const std::vector<CoverageEntry>& entries)
{
    QStringList parts;
    for (const auto& e : entries)
        parts << QStringLiteral("%1 @%2 %3")
                     .arg(profile.functionName(e.function))
                     .arg(e.distance)
                     .arg(costText(e.cost));
    return parts.join(QStringLiteral(", "));
}

// The coverage of `start` as coverageText().
QString walk(const Profile& profile, const CallRelations& relations, const FlatProfile& flat,
             const char* start, CoverageDirection direction, const CoverageOptions& options = {})
{
    return coverageText(profile,
                        coverage::compute(relations, flat, fn(profile, start), direction, options));
}

// The relation to / entry for a function; a missing one reads as count 0, distance -1 and cost
// -1, so that checks fail instead of crashing.
const CallRelation& relationTo(const std::vector<CallRelation>& relations, FunctionId other)
{
    static const CallRelation missing{FunctionId(), 0, {-1}, {}};
    const auto it = std::ranges::find(relations, other, &CallRelation::other);
    return it == relations.end() ? missing : *it;
}

const CoverageEntry& entryFor(const std::vector<CoverageEntry>& entries, FunctionId f)
{
    static const CoverageEntry missing{FunctionId(), -1, {-1}};
    const auto it = std::ranges::find(entries, f, &CoverageEntry::function);
    return it == entries.end() ? missing : *it;
}

// A chain f0 -> f1 -> ... -> f(depth-1) -> f0: edge fi -> fi+1 costs depth - i - 1.
QByteArray chainProfile(int depth)
{
    QByteArray text = "events: Ir\n";
    text.reserve(depth * 40);
    for (int i = 0; i < depth; ++i) {
        text += "fn=(" + QByteArray::number(i) + ") f" + QByteArray::number(i) + "\n1 1\n";
        if (i + 1 < depth)
            text += "cfn=(" + QByteArray::number(i + 1) + ") f" + QByteArray::number(i + 1) +
                    "\ncalls=1 1\n1 " + QByteArray::number(depth - i - 1) + "\n";
    }
    text += "cfn=(0)\ncalls=1 1\n1 1\n";
    return text;
}

} // namespace

class CallRelationsTest : public QObject
{
    Q_OBJECT

private slots:
    void callersAndCallees()
    {
        const auto result = loadText(kGraph);
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        QCOMPARE(relations.width(), 2);
        const FunctionId main = fn(profile, "main"), c = fn(profile, "c"), d = fn(profile, "d");

        // Sorted by inclusive cost of the first event, descending; self-recursion is listed.
        QCOMPARE(relationsText(profile, relations.callees(main)), u"a x2 400/40, b x1 300/30"_s);
        QVERIFY(relations.callers(main).empty());
        const auto cCallers = relations.callers(c);
        QCOMPARE(relationsText(profile, cCallers), u"a x2 300/30, b x1 250/25, c x4 90/9"_s);
        QCOMPARE(sitesText(cCallers[0]), u"line 11 x2 300/30"_s);
        QCOMPARE(relationsText(profile, relations.callers(fn(profile, "b"))),
                 u"main x1 300/30, c x1 200/20"_s);

        // Two call sites to d: summed in the relation, listed by count.
        const auto cCallees = relations.callees(c);
        QCOMPARE(relationsText(profile, cCallees), u"b x1 200/20, d x5 110/11, c x4 90/9"_s);
        QCOMPARE(sitesText(cCallees[1]), u"line 32 x3 66/6, line 34 x2 44/5"_s);
        QCOMPARE(profile.string(cCallees[1].sites[0].file), std::string_view(""));
        QVERIFY(relations.callees(d).empty());
        QCOMPARE(relationsText(profile, relations.callers(d)), u"c x5 110/11"_s);
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
        const auto ab = relations.outEdges(fn(profile, "a"));
        QCOMPARE(ab.size(), std::size_t(1));
        QCOMPARE(costs(relations.edgeCost(ab[0].costIndex)), (std::vector<Cost>{300, 30}));
        // Out of range asks get nothing rather than reading past the end.
        QVERIFY(relations.outEdges(FunctionId(profile.functionCount())).empty());
        QVERIFY(relations.inEdges(FunctionId()).empty());
    }

    void partSelection()
    {
        const auto result = loadText(kParts);
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        QCOMPARE(profile.partCount(), std::size_t(3));
        const FunctionId main = fn(profile, "main"), f = fn(profile, "f"), g = fn(profile, "g");

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
        const FunctionId f = fn(profile, "f");
        QCOMPARE(relationsText(profile, relations.callers(f)), u"main x1 30, f x5 20"_s);
        QCOMPARE(relationsText(profile, relations.callees(f)), u"f x5 20"_s);

        // Coverage ignores the self-edge: from f nothing is reachable, from main only f.
        const FlatProfile flat(profile, {});
        QVERIFY(coverage::compute(relations, flat, f, CoverageDirection::Callees).empty());
        QCOMPARE(walk(profile, relations, flat, "f", CoverageDirection::Callers), u"main @1 30"_s);
        QCOMPARE(walk(profile, relations, flat, "main", CoverageDirection::Callees), u"f @1 30"_s);
    }

    void emptyRelations()
    {
        const CallRelations none;
        QCOMPARE(none.width(), 0);
        QVERIFY(none.outEdges(FunctionId(0)).empty());
        QVERIFY(none.callers(FunctionId(0)).empty());
        QVERIFY(none.callees(FunctionId(3)).empty());
        const FlatProfile flat;
        QVERIFY(coverage::compute(none, flat, FunctionId(0), CoverageDirection::Callees).empty());

        // A start that is not a function of the profile.
        const auto result = loadText(kGraph);
        const CallRelations relations(*result.profile);
        const FlatProfile real(*result.profile, {});
        QVERIFY(
            coverage::compute(relations, real, FunctionId(), CoverageDirection::Callers).empty());
        // Inputs from different profiles are refused rather than indexed out of bounds.
        QVERIFY(
            coverage::compute(relations, flat, FunctionId(0), CoverageDirection::Callees).empty());
    }

    void calleesCoverage()
    {
        const auto result = loadText(kGraph);
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        const FlatProfile flat(profile, {false, {}});
        QCOMPARE(costs(flat.inclusive(fn(profile, "main"))), (std::vector<Cost>{710, 71}));
        QCOMPARE(costs(flat.inclusive(fn(profile, "b"))), (std::vector<Cost>{500, 50})); // + c->b

        // By hand: a gets main->a (400), b gets main->b (300). c gets all of a->c (a's flow is all
        // its inclusive cost) plus b->c scaled by b's flow / inclusive = 300 / 500: 300 + 150. The
        // back edge c->b is ignored. d gets c->d times 450 / 550 = 90. Dr likewise.
        QCOMPARE(walk(profile, relations, flat, "main", CoverageDirection::Callees),
                 u"c @2 450/45, a @1 400/40, b @1 300/30, d @3 90/9"_s);

        // From inside the recursion: b itself is the start and not listed although c calls it back.
        // b's flow is its inclusive 500; b->c carries 250; d gets 110 * 250 / 550 = 50.
        QCOMPARE(walk(profile, relations, flat, "b", CoverageDirection::Callees),
                 u"c @1 250/25, d @2 50/5"_s);

        // With cycle detection, b's inclusive cost is its self cost plus calls leaving the cycle
        // (50), less than the 300 flowing into it: the share is clamped to 1, so c gets all of
        // b->c. c's flow 550 exceeds its inclusive 350: clamped again, d gets all of c->d.
        const FlatProfile cycles(profile, {true, {}});
        QCOMPARE(cycles.cycles().size(), std::size_t(1));
        QCOMPARE(cycles.inclusive(fn(profile, "b"))[0], Cost(50));
        QCOMPARE(cycles.inclusive(fn(profile, "c"))[0], Cost(350));
        QCOMPARE(walk(profile, relations, cycles, "main", CoverageDirection::Callees),
                 u"c @2 550/55, a @1 400/40, b @1 300/30, d @3 110/11"_s);
    }

    void callersCoverage()
    {
        const auto result = loadText(kGraph);
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        const FlatProfile flat(profile, {false, {}});

        // By hand, upwards from d (inclusive 110): c calls d for 110, all of d: c's flow is 110, a
        // share 110 / 550 = 1/5 of c's inclusive. a->c (300) and b->c (250) carry a fifth of
        // that: 60 and 50. The edge c->b goes back towards d and is ignored. main gets main->a
        // times 60 / 400 plus main->b times 50 / 500: 60 + 30.
        QCOMPARE(walk(profile, relations, flat, "d", CoverageDirection::Callers),
                 u"c @1 110/11, main @3 90/9, a @2 60/6, b @2 50/5"_s);

        // Callers of c: a and b (c's self-recursion is ignored), main through either. c's flow is
        // all its inclusive cost, so a and b get all of a->c and b->c; main gets main->a times
        // 300 / 400 plus main->b times 250 / 500: 300 + 150.
        QCOMPARE(walk(profile, relations, flat, "c", CoverageDirection::Callers),
                 u"main @2 450/45, a @1 300/30, b @1 250/25"_s);
    }

    void coverageBounds()
    {
        const auto result = loadText(kGraph);
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        const FlatProfile flat(profile, {false, {}});
        const auto down = [&](const CoverageOptions& options) {
            return walk(profile, relations, flat, "main", CoverageDirection::Callees, options);
        };
        // Nearer flows are the same whatever the bound.
        QCOMPARE(down({2}), u"c @2 450/45, a @1 400/40, b @1 300/30"_s);
        QCOMPARE(down({1}), u"a @1 400/40, b @1 300/30"_s);
        QCOMPARE(down({0}), QString());
        // The nearest functions first found (main's edges are ordered by function id).
        QVERIFY(fn(profile, "a") < fn(profile, "b"));
        QCOMPARE(down({64, 1}), u"a @1 400/40"_s);
        QCOMPARE(down({64, 3}), u"c @2 450/45, a @1 400/40, b @1 300/30"_s);
        QCOMPARE(down({64, 4}), u"c @2 450/45, a @1 400/40, b @1 300/30, d @3 90/9"_s);
    }

    void deepChain()
    {
        constexpr int depth = 200000;
        const auto result = loadText(chainProfile(depth), QStringLiteral("chain.out"));
        QVERIFY2(result.profile, qPrintable(result.error));
        const Profile& profile = *result.profile;
        QElapsedTimer timer;
        timer.start();
        const CallRelations relations(profile);
        const FlatProfile flat(profile, {false, {}});
        const FunctionId first = fn(profile, "f0");
        const FunctionId last = fn(profile, "f199999");

        // Every function down the chain, at distance i with flow depth - i (each edge carries all
        // of its caller's inclusive cost); the back edge to f0 leads to the start and is ignored.
        const auto down = coverage::compute(relations, flat, first, CoverageDirection::Callees,
                                            {depth, std::size_t(depth)});
        QCOMPARE(down.size(), std::size_t(depth - 1));
        QCOMPARE(down.front().function, fn(profile, "f1"));
        QCOMPARE(down.back().function, last);
        QCOMPARE(down.back().distance, depth - 1);
        for (const auto& entry : down) {
            if (entry.cost[0] != depth - entry.distance)
                QFAIL(qPrintable(
                    QStringLiteral("distance %1: cost %2").arg(entry.distance).arg(entry.cost[0])));
        }

        // Upwards from the last: each caller passes on all of the flow, 1, to its own caller.
        const auto up = coverage::compute(relations, flat, last, CoverageDirection::Callers,
                                          {depth, std::size_t(depth)});
        QCOMPARE(up.size(), std::size_t(depth - 1));
        QVERIFY(std::ranges::all_of(up, [](const CoverageEntry& e) { return e.cost[0] == 1; }));
        QCOMPARE(entryFor(up, first).distance, depth - 1);

        // The default options stop at distance 64.
        const auto near = coverage::compute(relations, flat, first, CoverageDirection::Callees);
        QCOMPARE(near.size(), std::size_t(64));
        QCOMPARE(near.back().distance, 64);
        const qint64 elapsed = timer.elapsed();
        qInfo("relations, flat profile and three walks of 200,000 functions: %lld ms", elapsed);
        QVERIFY2(elapsed < 10000, qPrintable(QString::number(elapsed)));
    }

    void cancellation()
    {
        constexpr int depth = 50000;
        const auto result = loadText(chainProfile(depth), QStringLiteral("cancel.out"));
        const Profile& profile = *result.profile;
        const CallRelations relations(profile);
        const FlatProfile flat(profile, {false, {}});
        const FunctionId first = fn(profile, "f0");
        const CoverageOptions all{depth, std::size_t(depth)};

        int polls = 0;
        const auto never = [&polls] {
            ++polls;
            return false;
        };
        const auto full =
            coverage::compute(relations, flat, first, CoverageDirection::Callees, all, never);
        QCOMPARE(full.size(), std::size_t(depth - 1));
        QVERIFY2(polls >= 2 * depth / 4096 - 2, qPrintable(QString::number(polls)));

        // Canceled at the first poll, or late in the flow pass: nothing is returned.
        const auto canceled = coverage::compute(relations, flat, first, CoverageDirection::Callees,
                                                all, [] { return true; });
        QVERIFY(canceled.empty());
        int countdown = polls - 1;
        const auto late = coverage::compute(relations, flat, first, CoverageDirection::Callees, all,
                                            [&countdown] { return --countdown <= 0; });
        QVERIFY(late.empty());
        QCOMPARE(countdown, 0);
    }

    // main calls a() twice and b(4) once; a calls c(3); b and c recurse into each other down to
    // depth 0. Each a() runs c(3) b(2) c(1) b(0); b(4) runs b(4) c(3) b(2) c(1) b(0). So: main->a
    // 2, a->c 2, main->b 1, b->c 4, c->b 6. Every c call takes the depth > 0 path.
    void valgrindProfile()
    {
        const QString gcc = QStandardPaths::findExecutable(QStringLiteral("gcc"));
        const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
        if (gcc.isEmpty() || valgrind.isEmpty())
            QSKIP("needs gcc and valgrind on PATH");
        const QString source = writeFile(QStringLiteral("structure.c"), R"(
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
    )");
        const QString binary = tempDir().filePath(QStringLiteral("structure"));
        const QString out = tempDir().filePath(QStringLiteral("callgrind.out.structure"));
        const auto run = [](const QString& program, const QStringList& arguments) {
            QProcess process;
            process.setWorkingDirectory(tempDir().path());
            process.start(program, arguments);
            const bool ok = process.waitForFinished(180000) &&
                            process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
            return ok ? QByteArray() : process.readAllStandardError().right(2000) + " (failed)";
        };
        QByteArray error = run(gcc, {QStringLiteral("-g"), QStringLiteral("-O0"),
                                     QStringLiteral("-o"), binary, source});
        QVERIFY2(error.isEmpty(), error.constData());
        // By default callgrind renames deeper recursion levels (b'2, c'2); with one level the
        // recursion stays between b and c.
        error =
            run(valgrind, {QStringLiteral("--tool=callgrind"), QStringLiteral("--separate-recs=1"),
                           QStringLiteral("--callgrind-out-file=") + out, binary});
        QVERIFY2(error.isEmpty(), error.constData());
        const auto result = profileloader::load({out});
        QVERIFY2(result.profile, qPrintable(result.error));
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

        // Coverage downwards from main: a and b at 1, c at 2 through a. a passes on all of a->c (a
        // is only called from main); b's cycle inclusive is its self cost, 4Bb + 3B0, so b passes
        // on b->c times (main->b) / self(b), clamped to 1.
        const auto down = coverage::compute(relations, flat, main, CoverageDirection::Callees);
        QCOMPARE(down.size(), std::size_t(3));
        QCOMPARE(entryFor(down, a).distance, 1);
        QCOMPARE(entryFor(down, b).distance, 1);
        QCOMPARE(entryFor(down, c).distance, 2);
        QCOMPARE(entryFor(down, a).cost[0], mainA);
        QCOMPARE(entryFor(down, b).cost[0], mainB);
        QCOMPARE(flat.inclusive(b)[0], flat.self(b)[0]);
        const double bShare = std::min(1.0, double(mainB) / double(4 * bb + 3 * b0));
        const Cost expectedC = Cost(std::llround(double(aC) + double(bC) * bShare));
        QVERIFY2(
            std::abs(entryFor(down, c).cost[0] - expectedC) <= 1,
            qPrintable(QStringLiteral("%1 != %2").arg(entryFor(down, c).cost[0]).arg(expectedC)));
        QVERIFY(entryFor(down, c).cost[0] <= flat.inclusive(main)[0]);

        // Upwards from c: a and b at 1, main at 2, and whatever starts main further up.
        const auto up = coverage::compute(relations, flat, c, CoverageDirection::Callers);
        QCOMPARE(entryFor(up, a).distance, 1);
        QCOMPARE(entryFor(up, b).distance, 1);
        QCOMPARE(entryFor(up, main).distance, 2);
        QVERIFY(entryFor(up, main).cost[0] > 0);
        QVERIFY(entryFor(up, main).cost[0] <= flat.inclusive(main)[0]);
    }
};

QTEST_GUILESS_MAIN(CallRelationsTest)
#include "tst_callrelations.moc"
