// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The call map's geometry and tree: the squarified layout checked as geometry (areas proportional
// to the weights within 1%, inside the bounds, no overlaps, degenerate input), the call map tree
// on a hand-written profile with flows computed by hand, and on a program valgrind records at
// test time whose recursion must not make the map loop.

#include "tests/support/TestSupport.h"

#include "core/analysis/CallMapTree.h"
#include "core/analysis/CallRelations.h"
#include "core/layout/CallMapLayout.h"
#include "core/layout/SquarifiedLayout.h"
#include "core/text/CompactName.h"

#include <QRandomGenerator>

#include <cmath>
#include <limits>
#include <numeric>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// main -> a (2 calls, 600), main -> b (300); a -> c (350); b -> a (100), b -> c (100).
// Inclusive: main 1000, a 700 (600 from main, 100 from b), b 300, c 450.
const QByteArray kMap = "events: Ir Dr\n"
                        "event: Twice = 2 Ir\n"
                        "fn=main\n1 100 1\ncfn=a\ncalls=2 10\n2 600 6\ncfn=b\ncalls=1 20\n3 300 3\n"
                        "fn=a\n10 350 3\ncfn=c\ncalls=4 30\n11 350 3\n"
                        "fn=b\n20 100 1\ncfn=a\ncalls=1 10\n21 100 1\ncfn=c\ncalls=1 30\n22 100 1\n"
                        "fn=c\n30 450 4\n";

// main -> f (100); f calls itself (60 of its 100).
const QByteArray kSelfRecursive = "events: Ir\n"
                                  "fn=main\n1 10\ncfn=f\ncalls=1 10\n2 100\n"
                                  "fn=f\n10 40\ncfn=f\ncalls=3 10\n11 60\n";

// Recursion of both kinds (fib calls itself, even/odd call each other) under a driver.
const QByteArray kRecursiveProgram = R"(
#include <stdio.h>
static int odd(int n);
static int even(int n) { return n == 0 ? 1 : odd(n - 1); }
static int odd(int n) { return n == 0 ? 0 : even(n - 1); }
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long work(void)
{
    long sum = 0;
    for (int i = 0; i < 200; ++i)
        sum += even(i) + fib(i % 12);
    return sum;
}
int main(void)
{
    printf("%ld %ld\n", fib(16), work());
    return 0;
}
)";

double area(const QRectF& r)
{
    return r.width() * r.height();
}

bool inside(const QRectF& inner, const QRectF& outer, double epsilon = 1e-6)
{
    return inner.left() >= outer.left() - epsilon && inner.top() >= outer.top() - epsilon &&
           inner.right() <= outer.right() + epsilon && inner.bottom() <= outer.bottom() + epsilon;
}

double overlap(const QRectF& a, const QRectF& b)
{
    const double w = std::min(a.right(), b.right()) - std::max(a.left(), b.left());
    const double h = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
    return w > 0 && h > 0 ? w * h : 0;
}

// Every rectangle of `rects` (those that are not null) pairwise: the largest overlap area.
double largestOverlap(const std::vector<QRectF>& rects)
{
    double worst = 0;
    for (std::size_t i = 0; i < rects.size(); ++i) {
        for (std::size_t j = i + 1; j < rects.size(); ++j) {
            if (!rects[i].isNull() && !rects[j].isNull())
                worst = std::max(worst, overlap(rects[i], rects[j]));
        }
    }
    return worst;
}

std::vector<double> randomWeights(int count, quint32 seed)
{
    QRandomGenerator random(seed);
    std::vector<double> weights;
    for (int i = 0; i < count; ++i)
        weights.push_back(std::pow(10.0, random.bounded(6.0))); // six orders of magnitude
    return weights;
}

struct Loaded
{
    std::shared_ptr<const Profile> profile;
    FlatProfile flat;
    CallRelations relations;
};

std::unique_ptr<Loaded> load(const QByteArray& text, bool detectCycles = false)
{
    auto result = loadText(text);
    if (!result.profile)
        qFatal("cannot load: %s", qPrintable(result.error));
    auto loaded = std::make_unique<Loaded>();
    loaded->profile = result.profile;
    loaded->flat = FlatProfile(*loaded->profile, {detectCycles, {}});
    loaded->relations = CallRelations(*loaded->profile);
    return loaded;
}

// "main 1000 [a 600 [c 300] b 300 [a 100 [c 50] c 100]]": the tree in its order, rounded.
QString treeText(const Profile& profile, const CallMapTree& tree, std::size_t index = 0)
{
    const CallMapNode& node = tree.node(index);
    QString text = profile.functionName(node.function) + u' ' +
                   QString::number(std::llround(node.cost)) +
                   (node.repeated ? QStringLiteral("*") : QString());
    if (node.childCount > 0) {
        QStringList children;
        for (std::uint32_t c = 0; c < node.childCount; ++c)
            children << treeText(profile, tree, node.firstChild + c);
        text += QStringLiteral(" [") + children.join(u' ') + u']';
    }
    return text;
}

// The invariants every call map tree keeps, whatever the profile.
void checkTreeInvariants(const CallMapTree& tree)
{
    const auto& nodes = tree.nodes();
    QVERIFY(!nodes.empty());
    QVERIFY(nodes.size() <= tree.options().maxNodes);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const CallMapNode& node = nodes[i];
        QVERIFY(node.depth <= tree.options().maxDepth);
        // Only the root can be negative (cg_diff output): then it is drawn as nothing at all.
        QVERIFY(node.cost > 0 || (i == 0 && node.childCount == 0));
        if (node.repeated)
            QCOMPARE(node.childCount, 0u); // recursion stops at the repeated function
        double children = 0;
        for (const CallMapNode& child : tree.children(i)) {
            QCOMPARE(child.parent, std::int32_t(i));
            QCOMPARE(child.depth, node.depth + 1);
            QVERIFY(child.cost >= tree.options().minShare * nodes[0].cost);
            children += child.cost;
        }
        QVERIFY2(
            node.childCount == 0 || children <= node.cost * (1 + 1e-9),
            qPrintable(
                QStringLiteral("node %1: children %2 > %3").arg(i).arg(children).arg(node.cost)));
        // No function twice on a path, except a repeated leaf that closes a recursion.
        for (std::int32_t up = node.parent; up >= 0; up = nodes[up].parent) {
            if (nodes[up].function == node.function)
                QVERIFY(node.repeated);
        }
    }
}

} // namespace

class CallMapTest : public QObject
{
    Q_OBJECT

private slots:
    void squarifiedAreasAreProportional_data()
    {
        QTest::addColumn<std::vector<double>>("weights");
        QTest::addColumn<QRectF>("bounds");
        QTest::newRow("one") << std::vector<double>{5} << QRectF(0, 0, 300, 200);
        QTest::newRow("two") << std::vector<double>{3, 1} << QRectF(10, 20, 100, 100);
        QTest::newRow("equal") << std::vector<double>(36, 1.0) << QRectF(0, 0, 600, 600);
        QTest::newRow("bruls paper")
            << std::vector<double>{6, 6, 4, 3, 2, 2, 1} << QRectF(0, 0, 6, 4);
        QTest::newRow("unsorted, tall")
            << std::vector<double>{1, 9, 2, 8, 3, 7} << QRectF(-50, -50, 40, 900);
        QTest::newRow("random 500 wide") << randomWeights(500, 1) << QRectF(0, 0, 1600, 300);
        QTest::newRow("random 1000 square") << randomWeights(1000, 2) << QRectF(0, 0, 800, 800);
        std::vector<double> skewed(300, 1e-3);
        skewed[0] = 1e6;
        QTest::newRow("one huge, many tiny") << skewed << QRectF(0, 0, 1000, 700);
    }

    void squarifiedAreasAreProportional()
    {
        QFETCH(std::vector<double>, weights);
        QFETCH(QRectF, bounds);
        const auto rects = squarified::layout(weights, bounds);
        QCOMPARE(rects.size(), weights.size());
        double total = 0;
        for (double w : weights)
            total += w;
        double covered = 0;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            const double expected = area(bounds) * weights[i] / total;
            QVERIFY2(std::abs(area(rects[i]) - expected) <= 0.01 * expected,
                     qPrintable(QStringLiteral("item %1: area %2, expected %3")
                                    .arg(i)
                                    .arg(area(rects[i]))
                                    .arg(expected)));
            QVERIFY2(inside(rects[i], bounds),
                     qPrintable(QStringLiteral("item %1 outside").arg(i)));
            covered += area(rects[i]);
        }
        QVERIFY(std::abs(covered - area(bounds)) <= 1e-6 * area(bounds)); // tiles the bounds
        QVERIFY(largestOverlap(rects) <= 1e-6 * area(bounds));
    }

    void squarifiedRectanglesAreNearSquare()
    {
        // The point of squarifying: equal items in a square come out as squares, and random ones
        // mostly close to it (a slice layout would give 1:100 strips here).
        const auto equal =
            squarified::layout(std::vector<double>(100, 1.0), QRectF(0, 0, 500, 500));
        for (const QRectF& r : equal)
            QVERIFY(std::max(r.width() / r.height(), r.height() / r.width()) < 1.5);
        const auto weights = randomWeights(200, 3);
        const auto rects = squarified::layout(weights, QRectF(0, 0, 1000, 600));
        int elongated = 0;
        for (const QRectF& r : rects) {
            if (std::max(r.width() / r.height(), r.height() / r.width()) > 4)
                ++elongated;
        }
        QVERIFY2(elongated < 20, qPrintable(QString::number(elongated)));
    }

    void squarifiedDegenerateInput()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        QVERIFY(squarified::layout({}, QRectF(0, 0, 10, 10)).empty());
        for (const QRectF& r :
             squarified::layout(std::vector<double>{0, 0, -1}, QRectF(0, 0, 10, 10)))
            QVERIFY(r.isNull());
        for (const QRectF& r : squarified::layout(std::vector<double>{1, 2}, QRectF(5, 5, 0, 10)))
            QVERIFY(r.isNull());
        // Unusable weights are skipped; the usable ones still tile the bounds.
        const auto mixed =
            squarified::layout(std::vector<double>{0, 3, -2, nan, 1, inf}, QRectF(0, 0, 40, 10));
        QVERIFY(mixed[0].isNull() && mixed[2].isNull() && mixed[3].isNull() && mixed[5].isNull());
        QCOMPARE(area(mixed[1]), 300.0);
        QCOMPARE(area(mixed[4]), 100.0);
        QCOMPARE(overlap(mixed[1], mixed[4]), 0.0);
        // Weights whose sum overflows to infinity give nothing rather than NaN rectangles.
        const double big = std::numeric_limits<double>::max();
        for (const QRectF& r :
             squarified::layout(std::vector<double>{big, big}, QRectF(0, 0, 10, 10)))
            QVERIFY(r.isNull());
    }

    void squarifiedManyItemsStayBounded()
    {
        // 200,000 items (a huge flat callee list) lay out in one pass and still tile the area.
        const auto weights = randomWeights(200000, 4);
        const auto rects = squarified::layout(weights, QRectF(0, 0, 1920, 1080));
        double covered = 0;
        for (const QRectF& r : rects)
            covered += area(r);
        QVERIFY(std::abs(covered - 1920.0 * 1080.0) < 1e-3 * 1920.0 * 1080.0);
    }

    void compactNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("c") << u"main"_s << QStringList{u"main"_s};
        QTest::newRow("method") << u"bool std::__detail::_Executor<…>::_M_dfs(…) const"_s
                                << QStringList{
                                       u"bool std::__detail::_Executor<…>::_M_dfs(…) const"_s,
                                       u"std::__detail::_Executor<…>::_M_dfs(…) const"_s,
                                       u"std::__detail::_Executor<…>::_M_dfs"_s,
                                       u"_Executor<…>::_M_dfs"_s, u"_M_dfs"_s};
        QTest::newRow("operator<<")
            << u"std::ostream::operator<<(int)"_s
            << QStringList{u"std::ostream::operator<<(int)"_s, u"std::ostream::operator<<"_s,
                           u"ostream::operator<<"_s, u"operator<<"_s};
        QTest::newRow("operator new")
            << u"operator new(unsigned long)"_s
            << QStringList{u"operator new(unsigned long)"_s, u"operator new"_s};
        QTest::newRow("python") << u"(below main)"_s << QStringList{u"(below main)"_s};
        QTest::newRow("caller context")
            << u"PyObject_Vectorcall'_PyEval_EvalFrameDefault'PyEval_EvalCode"_s
            << QStringList{u"PyObject_Vectorcall'_PyEval_EvalFrameDefault'PyEval_EvalCode"_s,
                           u"PyObject_Vectorcall"_s};
        QTest::newRow("recursion level kept")
            << u"std::f(…)'2'main"_s
            << QStringList{u"std::f(…)'2'main"_s, u"std::f(…)'2"_s, u"std::f"_s, u"f"_s};
        QTest::newRow("caller is an address")
            << u"0x00000000005f87c0'0x00000000005deca0"_s
            << QStringList{u"0x00000000005f87c0'0x00000000005deca0"_s, u"0x00000000005f87c0"_s};
        QTest::newRow("recursion level alone") << u"fib'2"_s << QStringList{u"fib'2"_s};
        QTest::newRow("template return")
            << u"std::vector<…>& std::vector<…>::operator=(…)"_s
            << QStringList{u"std::vector<…>& std::vector<…>::operator=(…)"_s,
                           u"std::vector<…>::operator=(…)"_s, u"std::vector<…>::operator="_s,
                           u"vector<…>::operator="_s, u"operator="_s};
    }

    void compactNames()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, expected);
        QCOMPARE(compactname::candidates(name), expected);
    }

    void treeFlowsComputedByHand()
    {
        const auto loaded = load(kMap);
        const Profile& p = *loaded->profile;
        CallMapTree::Options options;
        options.maxDepth = 10;
        const auto callees = CallMapTree::build(p, loaded->flat, loaded->relations,
                                                functionNamed(p, "main"), options);
        // a's callee c is scaled by the share of a's inclusive cost coming from main (600/700).
        QCOMPARE(treeText(p, callees), QStringLiteral("main 1000 [a 600 [c 300] b 300 [a 100 "
                                                      "[c 50] c 100]]"));
        QCOMPARE(callees.node(1).callCost, Cost(600));
        QCOMPARE(callees.node(1).calls, Count(2));
        QCOMPARE(callees.selfCost(0), 100.0);
        QCOMPARE(callees.selfCost(1), 300.0);
        checkTreeInvariants(callees);

        options.direction = CallMapTree::Direction::Callers;
        const auto callers =
            CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "c"), options);
        QCOMPARE(treeText(p, callers),
                 QStringLiteral("c 450 [a 350 [main 300 b 50 [main 50]] b 100 [main 100]]"));
        checkTreeInvariants(callers);

        // A derived type is evaluated, not indexed: "Twice" = 2 Ir doubles every number.
        options.direction = CallMapTree::Direction::Callees;
        options.event = p.events().indexOf(QStringLiteral("Twice"));
        QVERIFY(options.event >= p.events().realCount());
        const auto twice = CallMapTree::build(p, loaded->flat, loaded->relations,
                                              functionNamed(p, "main"), options);
        QCOMPARE(treeText(p, twice), QStringLiteral("main 2000 [a 1200 [c 600] b 600 [a 200 "
                                                    "[c 100] c 200]]"));
    }

    void treeLimits()
    {
        const auto loaded = load(kMap);
        const Profile& p = *loaded->profile;
        CallMapTree::Options options;
        options.maxDepth = 1;
        auto tree = CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "main"),
                                       options);
        QCOMPARE(treeText(p, tree), QStringLiteral("main 1000 [a 600 b 300]"));

        options.maxDepth = 10;
        options.minShare = 0.08; // 80 of 1000: drops c 50 (and the a 100 above it keeps no c)
        tree = CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "main"),
                                  options);
        QCOMPARE(treeText(p, tree),
                 QStringLiteral("main 1000 [a 600 [c 300] b 300 [a 100 c 100]]"));
        checkTreeInvariants(tree);

        options.minShare = 0;
        options.maxNodes = 4;
        tree = CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "main"),
                                  options);
        QCOMPARE(tree.nodes().size(), std::size_t(4));
        QVERIFY(tree.isCapped());
        checkTreeInvariants(tree);

        // Out-of-range input gives an empty tree, not a crash.
        QVERIFY(CallMapTree::build(p, loaded->flat, loaded->relations, FunctionId(), options)
                    .isEmpty());
        options.event = 99;
        QVERIFY(CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "main"),
                                   options)
                    .isEmpty());
    }

    void hugeProfilesStayBounded()
    {
        // A fan-out of 30,000 callees and a call chain 5,000 deep: the node cap and the depth
        // limit hold, and nothing recurses on the call stack.
        QByteArray text = "events: Ir\nfn=main\n1 1\n";
        for (int i = 0; i < 30000; ++i)
            text += "cfn=w" + QByteArray::number(i) + "\ncalls=1 1\n1 " +
                    QByteArray::number(1 + i % 7) + "\n";
        for (int i = 0; i < 30000; ++i)
            text += "fn=w" + QByteArray::number(i) + "\n1 " + QByteArray::number(1 + i % 7) + "\n";
        text += "fn=chain0\n1 1\n";
        for (int i = 0; i < 5000; ++i) {
            text += "cfn=chain" + QByteArray::number(i + 1) + "\ncalls=1 1\n1 " +
                    QByteArray::number(5000 - i) + "\nfn=chain" + QByteArray::number(i + 1) +
                    "\n1 1\n";
        }
        const auto loaded = load(text);
        const Profile& p = *loaded->profile;
        CallMapTree::Options options;
        options.maxNodes = 20000;
        auto tree = CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "main"),
                                       options);
        QCOMPARE(tree.nodes().size(), std::size_t(20000));
        QVERIFY(tree.isCapped());
        checkTreeInvariants(tree);
        const CallMapLayout wide(tree, QRectF(0, 0, 1600, 1000), {1, 14, 2});
        QVERIFY(wide.isShown(0));

        options.maxDepth = 4000;
        tree = CallMapTree::build(p, loaded->flat, loaded->relations, functionNamed(p, "chain0"),
                                  options);
        QCOMPARE(tree.nodes().size(), std::size_t(4001));
        QCOMPARE(tree.nodes().back().depth, 4000);
        checkTreeInvariants(tree);
    }

    void selfRecursionIsDrawnOnce()
    {
        const auto loaded = load(kSelfRecursive);
        const Profile& p = *loaded->profile;
        CallMapTree::Options options;
        options.maxDepth = 50;
        const auto tree = CallMapTree::build(p, loaded->flat, loaded->relations,
                                             functionNamed(p, "main"), options);
        QCOMPARE(treeText(p, tree), QStringLiteral("main 110 [f 100 [f 60*]]"));
    }

    void recordedRecursionCannotLoop_data()
    {
        QTest::addColumn<bool>("detectCycles");
        QTest::addColumn<int>("direction");
        QTest::newRow("callees") << false << int(CallMapTree::Direction::Callees);
        QTest::newRow("callees, cycles") << true << int(CallMapTree::Direction::Callees);
        QTest::newRow("callers") << false << int(CallMapTree::Direction::Callers);
        QTest::newRow("callers, cycles") << true << int(CallMapTree::Direction::Callers);
    }

    void recordedRecursionCannotLoop()
    {
        QFETCH(bool, detectCycles);
        QFETCH(int, direction);
        // --separate-recs=1: callgrind's default of 2 would split the recursion into "fib" and
        // "fib'2"; with 1 the call graph has the real loops fib -> fib and even -> odd -> even.
        const auto recorded = recordValgrindProfile(QStringLiteral("recursion"), kRecursiveProgram,
                                                    {QStringLiteral("-g"), QStringLiteral("-O0")},
                                                    {QStringLiteral("--separate-recs=1")});
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(!recorded.path.isEmpty(), recorded.error.constData());
        QFile file(recorded.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto loaded = load(file.readAll(), detectCycles);
        const Profile& p = *loaded->profile;

        CallMapTree::Options options;
        options.direction = CallMapTree::Direction(direction);
        options.maxDepth = 100;
        const bool callees = options.direction == CallMapTree::Direction::Callees;
        const FunctionId root = functionNamed(p, callees ? "main" : "even");
        const auto tree = CallMapTree::build(p, loaded->flat, loaded->relations, root, options);
        checkTreeInvariants(tree);
        QVERIFY(tree.nodes().size() > 3);

        // The recursions appear, each closed by one repeated node.
        const QString recursive = callees ? QStringLiteral("fib") : QStringLiteral("even");
        bool closed = false;
        for (const CallMapNode& node : tree.nodes()) {
            if (node.repeated && p.functionName(node.function) == recursive)
                closed = true;
        }
        QVERIFY2(closed, qPrintable(treeText(p, tree)));
        // The callee map of main covers its inclusive cost: the children never exceed it and
        // the root is the function's inclusive cost.
        QCOMPARE(tree.node(0).cost,
                 double(p.events().value(loaded->flat.inclusive(root), options.event)));

        // A depth limit holds in recursion too.
        options.maxDepth = 2;
        const auto shallow = CallMapTree::build(p, loaded->flat, loaded->relations, root, options);
        checkTreeInvariants(shallow);
    }

    void corpusMapsKeepTheirInvariants_data() { addCorpusRows(); }

    void corpusMapsKeepTheirInvariants()
    {
        // Real files from ten producers (and negative costs, cycles, odd names): for their
        // costliest functions, both maps under every event type keep the tree's invariants and
        // lay out nested without overlaps.
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus/external is not here");
        const auto result = loadedFiles({path});
        const Profile& p = *result.profile;
        const FlatProfile flat(p, {});
        const CallRelations relations(p);
        const auto ids = p.functionIds();
        std::vector<FunctionId> order(ids.begin(), ids.end());
        std::sort(order.begin(), order.end(), [&](FunctionId a, FunctionId b) {
            return flat.inclusive(a)[0] > flat.inclusive(b)[0];
        });
        order.resize(std::min<std::size_t>(order.size(), 12));
        for (int event = 0; event < p.events().count(); ++event) {
            for (const auto direction :
                 {CallMapTree::Direction::Callees, CallMapTree::Direction::Callers}) {
                for (const FunctionId f : order) {
                    CallMapTree::Options options;
                    options.direction = direction;
                    options.event = event;
                    options.maxDepth = 30;
                    options.minShare = 0.0005;
                    const auto tree = CallMapTree::build(p, flat, relations, f, options);
                    checkTreeInvariants(tree);
                    if (QTest::currentTestFailed())
                        return;
                    const CallMapLayout layout(tree, QRectF(0, 0, 800, 500), {1, 14, 3});
                    for (std::size_t i = 0; i < tree.nodes().size(); ++i) {
                        std::vector<QRectF> siblings;
                        for (std::uint32_t c = 0; c < tree.node(i).childCount; ++c) {
                            const QRectF& r = layout.rect(tree.node(i).firstChild + c);
                            if (r.isNull())
                                continue;
                            QVERIFY(layout.isShown(i) && inside(r, layout.rect(i)));
                            siblings.push_back(r);
                        }
                        QVERIFY(largestOverlap(siblings) < 1e-6);
                    }
                }
            }
        }
    }

    void layoutNestsAndKeepsProportions_data()
    {
        QTest::addColumn<int>("split");
        QTest::newRow("best") << int(CallMapLayout::Split::Best);
        QTest::newRow("horizontal") << int(CallMapLayout::Split::Horizontal);
        QTest::newRow("vertical") << int(CallMapLayout::Split::Vertical);
        QTest::newRow("alternate") << int(CallMapLayout::Split::Alternate);
    }

    void layoutNestsAndKeepsProportions()
    {
        QFETCH(int, split);
        const auto mode = CallMapLayout::Split(split);
        const auto loaded = load(kMap);
        const Profile& p = *loaded->profile;
        CallMapTree::Options options;
        options.maxDepth = 10;
        const auto tree = CallMapTree::build(p, loaded->flat, loaded->relations,
                                             functionNamed(p, "main"), options);
        const QRectF bounds(0, 0, 800, 500);
        const CallMapLayout layout(tree, bounds, {1, 14, 4, mode});
        QCOMPARE(layout.rect(0), bounds);
        for (std::size_t i = 0; i < tree.nodes().size(); ++i) {
            QVERIFY2(layout.isShown(i), qPrintable(QString::number(i)));
            const auto children = tree.children(i);
            std::vector<QRectF> siblings;
            for (std::uint32_t c = 0; c < children.size(); ++c) {
                const std::size_t child = tree.node(i).firstChild + c;
                const QRectF& r = layout.rect(child);
                QVERIFY(inside(r, layout.inside(i)));
                QVERIFY(inside(r, layout.rect(i)));
                // The child's share of the parent's inside is its share of the parent's cost.
                const double expected =
                    area(layout.inside(i)) * tree.node(child).cost / tree.node(i).cost;
                QVERIFY(std::abs(area(r) - expected) <= 0.01 * expected);
                // Strips span the whole inside across the split: side by side they are as
                // high as it, stacked as wide.
                const bool sideBySide =
                    mode == CallMapLayout::Split::Horizontal ||
                    (mode == CallMapLayout::Split::Alternate && tree.node(i).depth % 2 == 0);
                const bool stacked =
                    mode == CallMapLayout::Split::Vertical ||
                    (mode == CallMapLayout::Split::Alternate && tree.node(i).depth % 2 == 1);
                if (sideBySide)
                    QCOMPARE(r.height(), layout.inside(i).height());
                if (stacked)
                    QCOMPARE(r.width(), layout.inside(i).width());
                siblings.push_back(r);
            }
            QCOMPARE(largestOverlap(siblings), 0.0);
        }
        // Hit testing finds the deepest rectangle: c under a under main.
        const std::size_t c = tree.node(1).firstChild;
        QCOMPARE(layout.nodeAt(layout.rect(c).center(), tree), int(c));
        QCOMPARE(layout.nodeAt(QPointF(-1, -1), tree), -1);

        // Rectangles under the minimum size are not shown, nor anything inside them.
        const CallMapLayout tiny(tree, QRectF(0, 0, 60, 40), {1, 14, 12});
        for (std::size_t i = 1; i < tree.nodes().size(); ++i) {
            if (tiny.isShown(i)) {
                QVERIFY(tiny.rect(i).width() >= 12 && tiny.rect(i).height() >= 12);
                QVERIFY(tiny.isShown(std::size_t(tree.node(i).parent)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(CallMapTest)
#include "tst_callmap.moc"
