// Callers / callees over a part selection (CallRelations) and the "All Callers" / "All Callees"
// coverage built on them: hand-written profiles with flows computed by hand, deep chains and
// cancellation, and a profile valgrind records at test time from a program of known structure.

#include "TestSupport.h"

#include "CallRelations.h"
#include "Coverage.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

using namespace tally;
using namespace tally::test;

namespace {

// main -> a (2 calls) -> c ; main -> b -> c ; b <-> c mutually recursive ; c -> c ; c -> d from
// two call sites. Events Ir and Dr.
const QByteArray kGraph = R"(events: Ir Dr
fn=main
1 10 1
cfn=a
calls=2 1
2 400 40
cfn=b
calls=1 1
3 300 30
fn=a
10 100 10
cfn=c
calls=2 1
11 300 30
fn=b
20 50 5
cfn=c
calls=1 1
21 250 25
fn=c
30 240 24
cfn=b
calls=1 1
31 200 20
cfn=d
calls=3 1
32 66 6
cfn=d
calls=2 1
34 44 5
cfn=c
calls=4 1
33 90 9
fn=d
40 110 11
)";

// main calls f in parts 1 and 2 from different lines, g calls f in part 3.
const QByteArray kParts = R"(events: Ir
part: 1
fn=main
1 5
cfn=f
calls=1 10
1 40
fn=f
10 40
part: 2
fn=main
2 5
cfn=f
calls=2 10
2 60
fn=f
10 60
part: 3
fn=g
3 1
cfn=f
calls=3 10
3 30
fn=f
10 30
)";

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

const CallRelation* relationTo(const std::vector<CallRelation>& relations, FunctionId other)
{
    const auto it = std::ranges::find(relations, other, &CallRelation::other);
    return it == relations.end() ? nullptr : &*it;
}

const CoverageEntry* entryFor(const std::vector<CoverageEntry>& entries, FunctionId f)
{
    const auto it = std::ranges::find(entries, f, &CoverageEntry::function);
    return it == entries.end() ? nullptr : &*it;
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
    void callersAndCallees();
    void edgesInBothDirections();
    void partSelection();
    void selfRecursion();
    void emptyRelations();
    void calleesCoverage();
    void calleesCoverageWithCycleInclusive();
    void callersCoverage();
    void coverageBounds();
    void deepChain();
    void cancellation();
    void valgrindProfile();
};

void CallRelationsTest::callersAndCallees()
{
    const auto result = loadText(kGraph);
    QVERIFY2(result.profile, qPrintable(result.error));
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    QCOMPARE(relations.width(), 2);
    const FunctionId main = fn(profile, "main"), a = fn(profile, "a"), b = fn(profile, "b"),
                     c = fn(profile, "c"), d = fn(profile, "d");

    // Sorted by inclusive cost of the first event, descending.
    const auto mainCallees = relations.callees(main);
    QCOMPARE(mainCallees.size(), std::size_t(2));
    QCOMPARE(mainCallees[0].other, a);
    QCOMPARE(mainCallees[0].count, Count(2));
    QCOMPARE(mainCallees[0].inclusive, (std::vector<Cost>{400, 40}));
    QCOMPARE(mainCallees[1].other, b);
    QCOMPARE(mainCallees[1].count, Count(1));
    QCOMPARE(mainCallees[1].inclusive, (std::vector<Cost>{300, 30}));
    QVERIFY(relations.callers(main).empty());

    const auto cCallers = relations.callers(c);
    QCOMPARE(cCallers.size(), std::size_t(3));
    QCOMPARE(cCallers[0].other, a);
    QCOMPARE(cCallers[0].count, Count(2));
    QCOMPARE(cCallers[1].other, b);
    QCOMPARE(cCallers[1].inclusive, (std::vector<Cost>{250, 25}));
    QCOMPARE(cCallers[2].other, c); // self-recursion is listed
    QCOMPARE(cCallers[2].count, Count(4));
    QCOMPARE(cCallers[2].inclusive, (std::vector<Cost>{90, 9}));
    // The site of a's calls to c.
    QCOMPARE(cCallers[0].sites.size(), std::size_t(1));
    QCOMPARE(cCallers[0].sites[0].line, LineNumber(11));
    QCOMPARE(cCallers[0].sites[0].count, Count(2));
    QCOMPARE(cCallers[0].sites[0].inclusive, (std::vector<Cost>{300, 30}));

    const auto cCallees = relations.callees(c);
    QCOMPARE(cCallees.size(), std::size_t(3));
    QCOMPARE(cCallees[0].other, b);
    QCOMPARE(cCallees[1].other, d);
    QCOMPARE(cCallees[2].other, c);
    // Two call sites to d, summed in the relation and listed by count.
    const CallRelation& toD = cCallees[1];
    QCOMPARE(toD.count, Count(5));
    QCOMPARE(toD.inclusive, (std::vector<Cost>{110, 11}));
    QCOMPARE(toD.sites.size(), std::size_t(2));
    QCOMPARE(toD.sites[0].line, LineNumber(32));
    QCOMPARE(toD.sites[0].count, Count(3));
    QCOMPARE(toD.sites[0].inclusive, (std::vector<Cost>{66, 6}));
    QCOMPARE(toD.sites[1].line, LineNumber(34));
    QCOMPARE(toD.sites[1].count, Count(2));
    QCOMPARE(toD.sites[1].inclusive, (std::vector<Cost>{44, 5}));
    QCOMPARE(profile.string(toD.sites[0].file), std::string_view(""));

    const auto bCallers = relations.callers(b);
    QCOMPARE(bCallers.size(), std::size_t(2));
    QCOMPARE(bCallers[0].other, main);
    QCOMPARE(bCallers[1].other, c);
    QCOMPARE(bCallers[1].count, Count(1));
    QCOMPARE(bCallers[1].inclusive, (std::vector<Cost>{200, 20}));
    QVERIFY(relations.callees(d).empty());
    QCOMPARE(relations.callers(d).size(), std::size_t(1));
}

void CallRelationsTest::edgesInBothDirections()
{
    const auto result = loadText(kGraph);
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    // main->a, main->b, a->c, b->c, c->b, c->d (two sites, one edge) and c->c.
    QCOMPARE(relations.edgeCount(), std::size_t(7));
    std::size_t outTotal = 0, inTotal = 0;
    for (FunctionId f = 0; f < profile.functionCount(); ++f) {
        outTotal += relations.outEdges(f).size();
        inTotal += relations.inEdges(f).size();
        FunctionId previous = 0;
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
    QVERIFY(relations.inEdges(kInvalidId).empty());
}

void CallRelationsTest::partSelection()
{
    const auto result = loadText(kParts);
    QVERIFY2(result.profile, qPrintable(result.error));
    const Profile& profile = *result.profile;
    QCOMPARE(profile.partCount(), std::size_t(3));
    const FunctionId main = fn(profile, "main"), f = fn(profile, "f"), g = fn(profile, "g");

    const CallRelations all(profile);
    const auto allCallers = all.callers(f);
    QCOMPARE(allCallers.size(), std::size_t(2));
    QCOMPARE(allCallers[0].other, main);
    QCOMPARE(allCallers[0].count, Count(3));
    QCOMPARE(allCallers[0].inclusive, std::vector<Cost>{100});
    QCOMPARE(allCallers[1].other, g);
    // Sites are merged over all parts, ordered by count: line 2 (2 calls), then line 1.
    QCOMPARE(allCallers[0].sites.size(), std::size_t(2));
    QCOMPARE(allCallers[0].sites[0].line, LineNumber(2));
    QCOMPARE(allCallers[0].sites[0].count, Count(2));
    QCOMPARE(allCallers[0].sites[0].inclusive, std::vector<Cost>{60});
    QCOMPARE(allCallers[0].sites[1].line, LineNumber(1));

    const CallRelations firstAndLast(profile, {true, false, true});
    const auto someCallers = firstAndLast.callers(f);
    QCOMPARE(someCallers.size(), std::size_t(2));
    QCOMPARE(someCallers[0].other, main);
    QCOMPARE(someCallers[0].count, Count(1));
    QCOMPARE(someCallers[0].inclusive, std::vector<Cost>{40});
    QCOMPARE(someCallers[1].other, g);
    QCOMPARE(someCallers[1].count, Count(3));
    QCOMPARE(someCallers[1].inclusive, std::vector<Cost>{30});

    const CallRelations middle(profile, {false, true, false});
    QCOMPARE(middle.callers(f).size(), std::size_t(1));
    QCOMPARE(middle.callers(f)[0].inclusive, std::vector<Cost>{60});
    QVERIFY(middle.callees(g).empty());

    // Parts past the end of the selection are not selected, as in FlatProfile.
    const CallRelations firstOnly(profile, {true});
    QCOMPARE(firstOnly.edgeCount(), std::size_t(1));
    QCOMPARE(firstOnly.callees(main)[0].count, Count(1));
}

void CallRelationsTest::selfRecursion()
{
    const auto result = loadText("events: Ir\nfn=main\n1 1\ncfn=f\ncalls=1 1\n1 30\nfn=f\n1 "
                                 "10\ncfn=f\ncalls=5 1\n1 20\n");
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    const FunctionId main = fn(profile, "main"), f = fn(profile, "f");
    const auto callers = relations.callers(f);
    QCOMPARE(callers.size(), std::size_t(2));
    QCOMPARE(callers[0].other, main);
    QCOMPARE(callers[1].other, f);
    QCOMPARE(callers[1].count, Count(5));
    QCOMPARE(callers[1].inclusive, std::vector<Cost>{20});
    const auto callees = relations.callees(f);
    QCOMPARE(callees.size(), std::size_t(1));
    QCOMPARE(callees[0].other, f);

    // Coverage ignores the self-edge: from f nothing is reachable, from main only f.
    const FlatProfile flat(profile, {});
    QVERIFY(Coverage::compute(relations, flat, f, CoverageDirection::Callees).empty());
    QVERIFY(Coverage::compute(relations, flat, f, CoverageDirection::Callers).size() == 1);
    const auto fromMain = Coverage::compute(relations, flat, main, CoverageDirection::Callees);
    QCOMPARE(fromMain.size(), std::size_t(1));
    QCOMPARE(fromMain[0].function, f);
    QCOMPARE(fromMain[0].cost, std::vector<Cost>{30});
}

void CallRelationsTest::emptyRelations()
{
    const CallRelations none;
    QCOMPARE(none.width(), 0);
    QVERIFY(none.outEdges(0).empty());
    QVERIFY(none.callers(0).empty());
    QVERIFY(none.callees(3).empty());
    const FlatProfile flat;
    QVERIFY(Coverage::compute(none, flat, 0, CoverageDirection::Callees).empty());

    // A start that is not a function of the profile.
    const auto result = loadText(kGraph);
    const CallRelations relations(*result.profile);
    const FlatProfile real(*result.profile, {});
    QVERIFY(Coverage::compute(relations, real, kInvalidId, CoverageDirection::Callers).empty());
    // Inputs from different profiles are refused rather than indexed out of bounds.
    QVERIFY(Coverage::compute(relations, flat, 0, CoverageDirection::Callees).empty());
}

void CallRelationsTest::calleesCoverage()
{
    const auto result = loadText(kGraph);
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    const FlatProfile flat(profile, {false, {}});
    const FunctionId main = fn(profile, "main"), a = fn(profile, "a"), b = fn(profile, "b"),
                     c = fn(profile, "c"), d = fn(profile, "d");
    QCOMPARE(costs(flat.inclusive(main)), (std::vector<Cost>{710, 71}));
    QCOMPARE(costs(flat.inclusive(b)), (std::vector<Cost>{500, 50})); // main->b + c->b

    // By hand: a gets main->a (400), b gets main->b (300). c gets all of a->c (a's flow is all
    // its inclusive cost) plus b->c scaled by b's flow / inclusive = 300 / 500: 300 + 150. The
    // back edge c->b is ignored. d gets c->d times 450 / 550 = 90. Dr likewise.
    const auto entries = Coverage::compute(relations, flat, main, CoverageDirection::Callees);
    QCOMPARE(entries.size(), std::size_t(4));
    QCOMPARE(entries[0].function, c);
    QCOMPARE(entries[0].distance, 2);
    QCOMPARE(entries[0].cost, (std::vector<Cost>{450, 45}));
    QCOMPARE(entries[1].function, a);
    QCOMPARE(entries[1].distance, 1);
    QCOMPARE(entries[1].cost, (std::vector<Cost>{400, 40}));
    QCOMPARE(entries[2].function, b);
    QCOMPARE(entries[2].distance, 1);
    QCOMPARE(entries[2].cost, (std::vector<Cost>{300, 30}));
    QCOMPARE(entries[3].function, d);
    QCOMPARE(entries[3].distance, 3);
    QCOMPARE(entries[3].cost, (std::vector<Cost>{90, 9}));

    // From inside the recursion: b's callees are c (1) and, through c, d (2); b itself is the
    // start and not listed although c calls it back.
    const auto fromB = Coverage::compute(relations, flat, b, CoverageDirection::Callees);
    QCOMPARE(fromB.size(), std::size_t(2));
    QVERIFY(!entryFor(fromB, b));
    QCOMPARE(entryFor(fromB, c)->distance, 1);
    // b's flow is its inclusive 500; b->c carries 250; d gets 110 * 250 / 550 = 50.
    QCOMPARE(entryFor(fromB, c)->cost, (std::vector<Cost>{250, 25}));
    QCOMPARE(entryFor(fromB, d)->distance, 2);
    QCOMPARE(entryFor(fromB, d)->cost, (std::vector<Cost>{50, 5}));
}

void CallRelationsTest::calleesCoverageWithCycleInclusive()
{
    // With cycle detection, b's inclusive cost is its self cost plus calls leaving the cycle
    // (50), less than the 300 flowing into it: the share is clamped to 1, so c gets all of b->c.
    const auto result = loadText(kGraph);
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    const FlatProfile flat(profile, {true, {}});
    QCOMPARE(flat.cycles().size(), std::size_t(1));
    QCOMPARE(flat.inclusive(fn(profile, "b"))[0], Cost(50));
    QCOMPARE(flat.inclusive(fn(profile, "c"))[0], Cost(350));
    const auto entries =
        Coverage::compute(relations, flat, fn(profile, "main"), CoverageDirection::Callees);
    QCOMPARE(entries.size(), std::size_t(4));
    QCOMPARE(entryFor(entries, fn(profile, "c"))->cost, (std::vector<Cost>{550, 55}));
    // c's flow 550 exceeds its inclusive 350: clamped again, d gets all of c->d.
    QCOMPARE(entryFor(entries, fn(profile, "d"))->cost, (std::vector<Cost>{110, 11}));
}

void CallRelationsTest::callersCoverage()
{
    const auto result = loadText(kGraph);
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    const FlatProfile flat(profile, {false, {}});
    const FunctionId main = fn(profile, "main"), a = fn(profile, "a"), b = fn(profile, "b"),
                     c = fn(profile, "c"), d = fn(profile, "d");

    // By hand, upwards from d (inclusive 110): c calls d for 110, all of d: c's flow is 110, a
    // share 110 / 550 = 1/5 of c's inclusive. a->c (300) and b->c (250) carry a fifth of
    // that: 60 and 50. The edge c->b goes back towards d and is ignored. main gets main->a
    // times 60 / 400 plus main->b times 50 / 500: 60 + 30.
    const auto entries = Coverage::compute(relations, flat, d, CoverageDirection::Callers);
    QCOMPARE(entries.size(), std::size_t(4));
    QCOMPARE(entries[0].function, c);
    QCOMPARE(entries[0].distance, 1);
    QCOMPARE(entries[0].cost, (std::vector<Cost>{110, 11}));
    QCOMPARE(entries[1].function, main);
    QCOMPARE(entries[1].distance, 3);
    QCOMPARE(entries[1].cost, (std::vector<Cost>{90, 9}));
    QCOMPARE(entries[2].function, a);
    QCOMPARE(entries[2].distance, 2);
    QCOMPARE(entries[2].cost, (std::vector<Cost>{60, 6}));
    QCOMPARE(entries[3].function, b);
    QCOMPARE(entries[3].distance, 2);
    QCOMPARE(entries[3].cost, (std::vector<Cost>{50, 5}));

    // Callers of c: a and b (1; c's self-recursion is ignored), main (2) through either.
    const auto ofC = Coverage::compute(relations, flat, c, CoverageDirection::Callers);
    QCOMPARE(ofC.size(), std::size_t(3));
    QCOMPARE(entryFor(ofC, a)->distance, 1);
    QCOMPARE(entryFor(ofC, b)->distance, 1);
    QCOMPARE(entryFor(ofC, main)->distance, 2);
    QVERIFY(!entryFor(ofC, c));
}

void CallRelationsTest::coverageBounds()
{
    const auto result = loadText(kGraph);
    const Profile& profile = *result.profile;
    const CallRelations relations(profile);
    const FlatProfile flat(profile, {false, {}});
    const FunctionId main = fn(profile, "main"), a = fn(profile, "a"), b = fn(profile, "b");

    const auto two = Coverage::compute(relations, flat, main, CoverageDirection::Callees, {2});
    QCOMPARE(two.size(), std::size_t(3));
    QVERIFY(!entryFor(two, fn(profile, "d")));
    QCOMPARE(two[0].cost, (std::vector<Cost>{450, 45})); // nearer flows are unchanged

    const auto one = Coverage::compute(relations, flat, main, CoverageDirection::Callees, {1});
    QCOMPARE(one.size(), std::size_t(2));
    QVERIFY(entryFor(one, a) && entryFor(one, b));
    QVERIFY(Coverage::compute(relations, flat, main, CoverageDirection::Callees, {0}).empty());

    // The nearest function first found (main's edges are ordered by function id).
    const auto single =
        Coverage::compute(relations, flat, main, CoverageDirection::Callees, {64, 1});
    QCOMPARE(single.size(), std::size_t(1));
    QCOMPARE(single[0].function, std::min(a, b));
    QCOMPARE(single[0].distance, 1);
    const auto three =
        Coverage::compute(relations, flat, main, CoverageDirection::Callees, {64, 3});
    QCOMPARE(three.size(), std::size_t(3));
    QVERIFY(!entryFor(three, fn(profile, "d")));
}

void CallRelationsTest::deepChain()
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

    // Every function down the chain, at distance i with flow depth - i (each edge carries all of
    // its caller's inclusive cost); the back edge to f0 leads to the start and is ignored.
    const auto down = Coverage::compute(relations, flat, first, CoverageDirection::Callees,
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
    const auto up = Coverage::compute(relations, flat, last, CoverageDirection::Callers,
                                      {depth, std::size_t(depth)});
    QCOMPARE(up.size(), std::size_t(depth - 1));
    QVERIFY(std::ranges::all_of(up, [](const CoverageEntry& e) { return e.cost[0] == 1; }));
    QCOMPARE(entryFor(up, first)->distance, depth - 1);

    // The default options stop at distance 64.
    const auto near = Coverage::compute(relations, flat, first, CoverageDirection::Callees);
    QCOMPARE(near.size(), std::size_t(64));
    QCOMPARE(near.back().distance, 64);
    const qint64 elapsed = timer.elapsed();
    qInfo("relations, flat profile and three walks of 200,000 functions: %lld ms", elapsed);
    QVERIFY2(elapsed < 10000, qPrintable(QString::number(elapsed)));
}

void CallRelationsTest::cancellation()
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
        Coverage::compute(relations, flat, first, CoverageDirection::Callees, all, never);
    QCOMPARE(full.size(), std::size_t(depth - 1));
    QVERIFY2(polls >= 2 * depth / 4096 - 2, qPrintable(QString::number(polls)));

    // Canceled at the first poll, or late in the flow pass: nothing is returned.
    const auto canceled = Coverage::compute(relations, flat, first, CoverageDirection::Callees, all,
                                            [] { return true; });
    QVERIFY(canceled.empty());
    int countdown = polls - 1;
    const auto late = Coverage::compute(relations, flat, first, CoverageDirection::Callees, all,
                                        [&countdown] { return --countdown <= 0; });
    QVERIFY(late.empty());
    QCOMPARE(countdown, 0);
}

// main calls a() twice and b(4) once; a calls c(3); b and c recurse into each other down to
// depth 0. Each a() runs c(3) b(2) c(1) b(0); b(4) runs b(4) c(3) b(2) c(1) b(0). So: main->a 2,
// a->c 2, main->b 1, b->c 4, c->b 6. Every c call takes the depth > 0 path.
void CallRelationsTest::valgrindProfile()
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
    QByteArray error = run(
        gcc, {QStringLiteral("-g"), QStringLiteral("-O0"), QStringLiteral("-o"), binary, source});
    QVERIFY2(error.isEmpty(), error.constData());
    // By default callgrind renames deeper recursion levels (b'2, c'2); with one level the
    // recursion stays between b and c.
    error = run(valgrind, {QStringLiteral("--tool=callgrind"), QStringLiteral("--separate-recs=1"),
                           QStringLiteral("--callgrind-out-file=") + out, binary});
    QVERIFY2(error.isEmpty(), error.constData());
    const auto result = ProfileLoader::load({out});
    QVERIFY2(result.profile, qPrintable(result.error));
    const Profile& profile = *result.profile;
    const auto find = [&](const char* name) {
        return findFunction(profile, QLatin1String(name), source).value_or(kInvalidId);
    };
    const FunctionId main = find("main"), a = find("a"), b = find("b"), c = find("c");
    QVERIFY(main != kInvalidId && a != kInvalidId && b != kInvalidId && c != kInvalidId);

    const CallRelations relations(profile);
    const auto countOf = [](const std::vector<CallRelation>& list, FunctionId other) {
        const CallRelation* r = relationTo(list, other);
        return r ? r->count : Count(0);
    };
    QCOMPARE(relations.callers(a).size(), std::size_t(1));
    QCOMPARE(countOf(relations.callers(a), main), Count(2));
    QCOMPARE(relations.callees(a).size(), std::size_t(1));
    QCOMPARE(countOf(relations.callees(a), c), Count(2));
    QCOMPARE(relations.callees(main).size(), std::size_t(2));
    QCOMPARE(countOf(relations.callees(main), b), Count(1));
    QCOMPARE(relations.callers(b).size(), std::size_t(2));
    QCOMPARE(countOf(relations.callers(b), c), Count(6));
    QCOMPARE(countOf(relations.callers(b), main), Count(1));
    QCOMPARE(relations.callees(b).size(), std::size_t(1));
    QCOMPARE(countOf(relations.callees(b), c), Count(4));
    QCOMPARE(relations.callers(c).size(), std::size_t(2));
    QCOMPARE(countOf(relations.callers(c), a), Count(2));
    QCOMPARE(countOf(relations.callers(c), b), Count(4));
    QCOMPARE(relations.callees(c).size(), std::size_t(1));
    QCOMPARE(countOf(relations.callees(c), b), Count(6));
    // main calls a from two lines.
    const auto toA = *relationTo(relations.callees(main), a);
    QCOMPARE(toA.sites.size(), std::size_t(2)); // r = a(); r += a(); on two lines
    QCOMPARE(toA.sites[0].count + toA.sites[1].count, Count(2));

    // Cost per call (Ir): with Cc a c call's self cost, Bb / B0 a b call's with depth > 0 / = 0,
    // a c(3) chain costs 2Cc + Bb + B0 and b(4) costs Bb more; self(c) = 6Cc, self(b) = 4Bb + 3B0.
    const FlatProfile flat(profile, {true, {}});
    const auto edge = [&](FunctionId from, FunctionId to) {
        return relationTo(relations.callees(from), to)->inclusive[0];
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
    // is only called from main); b's cycle inclusive is its self cost, 4Bb + 3B0, so b passes on
    // b->c times (main->b) / self(b), clamped to 1.
    const auto down = Coverage::compute(relations, flat, main, CoverageDirection::Callees);
    QCOMPARE(down.size(), std::size_t(3));
    QCOMPARE(entryFor(down, a)->distance, 1);
    QCOMPARE(entryFor(down, b)->distance, 1);
    QCOMPARE(entryFor(down, c)->distance, 2);
    QCOMPARE(entryFor(down, a)->cost[0], mainA);
    QCOMPARE(entryFor(down, b)->cost[0], mainB);
    QCOMPARE(flat.inclusive(b)[0], flat.self(b)[0]);
    const double bShare = std::min(1.0, double(mainB) / double(4 * bb + 3 * b0));
    const Cost expectedC = Cost(std::llround(double(aC) + double(bC) * bShare));
    QVERIFY2(std::abs(entryFor(down, c)->cost[0] - expectedC) <= 1,
             qPrintable(QStringLiteral("%1 != %2").arg(entryFor(down, c)->cost[0]).arg(expectedC)));
    QVERIFY(entryFor(down, c)->cost[0] <= flat.inclusive(main)[0]);

    // Upwards from c: a and b at 1, main at 2, and whatever starts main further up.
    const auto up = Coverage::compute(relations, flat, c, CoverageDirection::Callers);
    QCOMPARE(entryFor(up, a)->distance, 1);
    QCOMPARE(entryFor(up, b)->distance, 1);
    QCOMPARE(entryFor(up, main)->distance, 2);
    QVERIFY(entryFor(up, main)->cost[0] > 0);
    QVERIFY(entryFor(up, main)->cost[0] <= flat.inclusive(main)[0]);
}

QTEST_GUILESS_MAIN(CallRelationsTest)
#include "tst_callrelations.moc"
