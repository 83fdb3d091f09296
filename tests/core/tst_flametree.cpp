// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The flame graph's stacks, estimated from the call graph: exact numbers on hand-written profiles
// (a call tree, shared callees split in proportion to the calls, recursion, a caller-less cycle,
// cut stacks, largest-remainder rounding, a focus), the folded output read back by a small
// parser, and valgrind-made programs whose stacks are known: the estimate where one function
// serves two callers differently, and the exact stacks of --separate-callers contexts.

#include "tests/support/CostSnapshots.h"
#include "tests/support/FlameFixtures.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlameTree.h"
#include "core/output/FoldedStacksWriter.h"

#include <algorithm>
#include <map>
#include <stop_token>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

using Stacks = FoldedStacks;

Stacks stacksOf(const CostSnapshot& snapshot, const FlameTree& tree)
{
    const auto stacks = parseFolded(foldedstacks::write(*snapshot.profile, tree));
    if (!stacks)
        qFatal("malformed folded stacks");
    return *stacks;
}

Cost sum(const Stacks& stacks)
{
    Cost total = 0;
    for (const auto& [stack, count] : stacks)
        total += count;
    return total;
}

// Every node's inclusive is its self plus its children's; children are costliest first.
void checkTree(const FlameTree& tree)
{
    for (std::size_t i = 0; i < tree.nodes().size(); ++i) {
        Cost children = 0;
        Cost previous = std::numeric_limits<Cost>::max();
        for (const FlameNode& child : tree.children(i)) {
            QCOMPARE(child.parent, std::int32_t(i));
            QCOMPARE(child.depth, tree.node(i).depth + 1);
            QVERIFY(child.inclusive > 0);
            QVERIFY(child.inclusive <= previous);
            previous = child.inclusive;
            children += child.inclusive;
        }
        QCOMPARE(tree.node(i).inclusive, tree.node(i).self + children);
    }
}

// main -> a (600), main -> b (300), a -> c (350): a tree, so the stacks are exact.
const QByteArray kTree = "events: Ir\n"
                         "fn=main\n1 100\ncfn=a\ncalls=2 10\n2 600\ncfn=b\ncalls=1 20\n3 300\n"
                         "fn=a\n10 250\ncfn=c\ncalls=4 30\n11 350\n"
                         "fn=b\n20 300\n"
                         "fn=c\n30 350\n";

// light and heavy both call mid, which calls spinA for light and spinB for heavy: the call graph
// cannot tell, so the estimate gives light a share of spinB; contexts can.
const QByteArray kTwoCallers = R"(
#include <stdio.h>
static volatile long sink;
__attribute__((noinline)) static void spinA(int n) { for (int i = 0; i < n; ++i) sink += i; }
__attribute__((noinline)) static void spinB(int n) { for (int i = 0; i < n; ++i) sink ^= i; }
__attribute__((noinline)) static void mid(int which, int n) { if (which) spinB(n); else spinA(n); }
__attribute__((noinline)) static void light(void) { mid(0, 20000); }
__attribute__((noinline)) static void heavy(void) { mid(1, 60000); }
int main(void)
{
    light();
    heavy();
    printf("%ld\n", sink);
    return 0;
}
)";

// The count of the stacks that end in `suffix` (a `;`-joined tail of frames).
Cost endingIn(const Stacks& stacks, const QString& suffix)
{
    Cost total = 0;
    for (const auto& [stack, count] : stacks) {
        if (stack == suffix || stack.endsWith(u';' + suffix))
            total += count;
    }
    return total;
}

// `a;b;c` as `c;b;a`.
Stacks reversedStacks(const Stacks& stacks)
{
    Stacks reversed;
    for (const auto& [stack, count] : stacks) {
        QStringList frames = stack.split(u';');
        std::reverse(frames.begin(), frames.end());
        reversed[frames.join(u';')] += count;
    }
    return reversed;
}

// The bottom-up tree of `topDown`: checked, its roots as wide as each function's self cost in
// `snapshot`, its stacks the top-down ones reversed.
void checkBottomUp(const CostSnapshot& snapshot, const FlameTree& topDown, int event = 0)
{
    const FlameTree bottomUp = FlameTree::reversed(topDown);
    checkTree(bottomUp);
    QVERIFY(bottomUp.isBottomUp());
    QVERIFY(!topDown.isBottomUp());
    QCOMPARE(bottomUp.total(), topDown.total());
    QCOMPARE(bottomUp.isEstimate(), topDown.isEstimate());
    QCOMPARE(stacksOf(snapshot, bottomUp), reversedStacks(stacksOf(snapshot, topDown)));
    if (topDown.options().focus.isValid())
        return;
    std::map<std::uint32_t, Cost> roots;
    for (const FlameNode& root : bottomUp.children(0)) {
        QVERIFY(root.function.isValid());
        QVERIFY(!roots.count(root.function.index())); // one root per function
        roots[root.function.index()] = root.inclusive;
    }
    for (std::size_t i = 0; i < snapshot.flat->functionCount(); ++i) {
        const FunctionId f{FunctionId::Index(i)};
        const Cost self =
            std::max<Cost>(0, snapshot.profile->events().value(snapshot.flat->self(f), event));
        QCOMPARE(roots.count(std::uint32_t(i)) ? roots[std::uint32_t(i)] : Cost(0), self);
    }
}

} // namespace

class TestFlameTree : public QObject
{
    Q_OBJECT

private slots:
    void callTreeIsExact()
    {
        const auto snapshot = snapshotOf(kTree);
        const FlameTree tree = treeOf(*snapshot);
        checkTree(tree);
        QVERIFY(!tree.isEstimate());
        QCOMPARE(tree.total(), Cost(1000));
        const Stacks expected{
            {u"main"_s, 100}, {u"main;a"_s, 250}, {u"main;a;c"_s, 350}, {u"main;b"_s, 300}};
        QCOMPARE(stacksOf(*snapshot, tree), expected);
    }

    void sharedCalleeIsSplitInProportion()
    {
        const auto snapshot = snapshotOf(kSharedCallee);
        const FlameTree tree = treeOf(*snapshot);
        checkTree(tree);
        QVERIFY(tree.isEstimate());
        // a's self 350: 6/7 under main (300), 1/7 under b (50); c's 450: 300 + 50 + 100.
        const Stacks expected{{u"main"_s, 100},    {u"main;a"_s, 300},  {u"main;a;c"_s, 300},
                              {u"main;b"_s, 100},  {u"main;b;a"_s, 50}, {u"main;b;a;c"_s, 50},
                              {u"main;b;c"_s, 100}};
        QCOMPARE(stacksOf(*snapshot, tree), expected);
        QCOMPARE(tree.total(), Cost(1000));

        // The second event type: main 1, a 3 (6/7 and 1/7: 2.57 and 0.43), b 1, c 4.
        FlameTree::Options options;
        options.event = 1;
        const Stacks second = stacksOf(*snapshot, treeOf(*snapshot, options));
        QCOMPARE(sum(second), Cost(9));
        // 2.57 -> 2 and 0.43 -> 0, the remaining unit to the larger fraction; a zero count is
        // no stack.
        QCOMPARE(second.at(u"main;a"_s), Cost(3));
        QVERIFY(!second.count(u"main;b;a"_s));
    }

    void largestRemainderRounding()
    {
        // c's self 10 over three equal stacks: 4, 3, 3 (the tie goes to the first).
        const QByteArray text = "events: Ir\n"
                                "fn=main\ncfn=a\ncalls=1 10\n1 1\ncfn=b\ncalls=1 20\n1 1\n"
                                "cfn=d\ncalls=1 30\n1 1\n"
                                "fn=a\ncfn=c\ncalls=1 40\n10 1\n"
                                "fn=b\ncfn=c\ncalls=1 40\n20 1\n"
                                "fn=d\ncfn=c\ncalls=1 40\n30 1\n"
                                "fn=c\n40 10\n";
        const auto snapshot = snapshotOf(text);
        const Stacks stacks = stacksOf(*snapshot, treeOf(*snapshot));
        const Stacks expected{{u"main;a;c"_s, 4}, {u"main;b;c"_s, 3}, {u"main;d;c"_s, 3}};
        QCOMPARE(stacks, expected);
    }

    void recursionIsOneFrame()
    {
        // f calls itself: one frame f with all of f's self cost.
        const QByteArray selfRecursive = "events: Ir\n"
                                         "fn=main\n1 10\ncfn=f\ncalls=1 10\n2 100\n"
                                         "fn=f\n10 40\ncfn=f\ncalls=3 10\n11 60\n";
        auto snapshot = snapshotOf(selfRecursive);
        FlameTree tree = treeOf(*snapshot);
        checkTree(tree);
        QVERIFY(!tree.isEstimate());
        QCOMPARE(stacksOf(*snapshot, tree), (Stacks{{u"main"_s, 10}, {u"main;f"_s, 40}}));

        // even <-> odd: the call back into even is not expanded, with and without cycles.
        const QByteArray mutual = "events: Ir\n"
                                  "fn=main\n1 5\ncfn=even\ncalls=1 10\n2 100\n"
                                  "fn=even\n10 30\ncfn=odd\ncalls=5 20\n11 70\n"
                                  "fn=odd\n20 40\ncfn=even\ncalls=4 10\n21 30\n";
        for (const bool cycles : {true, false}) {
            snapshot = snapshotOf(mutual, QStringLiteral("profile.out"), cycles);
            tree = treeOf(*snapshot);
            checkTree(tree);
            QVERIFY(tree.isEstimate());
            QCOMPARE(stacksOf(*snapshot, tree),
                     (Stacks{{u"main"_s, 5}, {u"main;even"_s, 30}, {u"main;even;odd"_s, 40}}));
        }
    }

    void callerlessCycleStartsAtItsCostliest()
    {
        const QByteArray text = "events: Ir\n"
                                "fn=x\n1 5\ncfn=y\ncalls=1 10\n2 7\n"
                                "fn=y\n10 7\ncfn=x\ncalls=1 1\n11 5\n";
        const auto snapshot = snapshotOf(text, QStringLiteral("profile.out"), false);
        const FlameTree tree = treeOf(*snapshot);
        checkTree(tree);
        QVERIFY(tree.isEstimate());
        // The costlier by inclusive cost, y, is the root, and y -> x -> y is not followed.
        QCOMPARE(stacksOf(*snapshot, tree), (Stacks{{u"y"_s, 7}, {u"y;x"_s, 5}}));
    }

    void deepStacksAreCut()
    {
        // f0 -> f1 -> ... -> f9, each with self 1 + its callee's.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 10; ++i) {
            text += "fn=f" + QByteArray::number(i) + "\n" + QByteArray::number(i + 1) + " 1\n";
            if (i < 9)
                text += "cfn=f" + QByteArray::number(i + 1) + "\ncalls=1 1\n1 " +
                        QByteArray::number(9 - i) + "\n";
        }
        const auto snapshot = snapshotOf(text);
        FlameTree::Options options;
        options.maxDepth = 5;
        const FlameTree tree = treeOf(*snapshot, options);
        checkTree(tree);
        Stacks expected{{u"f0"_s, 1}, {u"f0;f1"_s, 1}, {u"f0;f1;f2"_s, 1}};
        for (int i = 3; i < 10; ++i)
            expected[u"f0;f1;f2;\u2026;f"_s + QString::number(i)] = 1;
        QCOMPARE(stacksOf(*snapshot, tree), expected);
        QCOMPARE(tree.total(), Cost(10));
        // No stack is longer than maxDepth frames, and there is one `…` frame.
        int cuts = 0;
        for (const FlameNode& node : tree.nodes()) {
            QVERIFY(node.depth <= options.maxDepth);
            cuts += node.cut ? 1 : 0;
        }
        QCOMPARE(cuts, 1);
    }

    void bottomUpHasTheSameCap()
    {
        // A chain f0 -> ... -> f399 cut at depth 8: the top-down tree is a `…` with ~390
        // leaves, its reversal ~390 paths of 8 frames each. Capped at 500 frames, the callers
        // past the cap are merged into `…` frames and every count is still there.
        constexpr int kChain = 400;
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < kChain; ++i) {
            text += "fn=f" + QByteArray::number(i) + "\n1 1\n";
            if (i + 1 < kChain)
                text += "cfn=f" + QByteArray::number(i + 1) + "\ncalls=1 1\n1 " +
                        QByteArray::number(kChain - i - 1) + "\n";
        }
        const auto snapshot = snapshotOf(text);
        FlameTree::Options options;
        options.maxDepth = 8;
        options.maxNodes = 500;
        const FlameTree topDown = treeOf(*snapshot, options);
        QVERIFY(topDown.nodes().size() < 500);
        const FlameTree bottomUp = FlameTree::reversed(topDown);
        checkTree(bottomUp);
        QVERIFY(bottomUp.isCapped());
        QVERIFY(bottomUp.isEstimate());
        QVERIFY2(bottomUp.nodes().size() <= 2 * 500 + 1,
                 qPrintable(QString::number(bottomUp.nodes().size())));
        QCOMPARE(bottomUp.total(), Cost(kChain));
        QCOMPARE(sum(stacksOf(*snapshot, bottomUp)), Cost(kChain));
        // Uncapped, it is the plain reversal.
        options.maxNodes = 1'000'000;
        const FlameTree whole = FlameTree::reversed(treeOf(*snapshot, options));
        QVERIFY(!whole.isCapped());
        QVERIFY(whole.nodes().size() > 2000);
    }

    void focusRootsTheGraph()
    {
        const auto snapshot = snapshotOf(kSharedCallee);
        FlameTree::Options options;
        options.focus = *findFunction(*snapshot->profile, u"a"_s);
        const FlameTree tree = treeOf(*snapshot, options);
        checkTree(tree);
        QCOMPARE(tree.total(), Cost(700));
        QCOMPARE(stacksOf(*snapshot, tree), (Stacks{{u"a"_s, 350}, {u"a;c"_s, 350}}));
    }

    void capsBoundTheWork()
    {
        // A lattice: every level calls both functions of the next, 2^20 paths.
        QByteArray text = "events: Ir\n";
        const int levels = 20;
        for (int level = 0; level < levels; ++level) {
            for (const char side : {'l', 'r'}) {
                text += "fn=" + QByteArray(1, side) + QByteArray::number(level) + "\n1 1\n";
                if (level + 1 < levels) {
                    for (const char next : {'l', 'r'})
                        text += "cfn=" + QByteArray(1, next) + QByteArray::number(level + 1) +
                                "\ncalls=1 1\n1 " + QByteArray::number(levels - level - 1) + "\n";
                }
            }
        }
        const auto snapshot = snapshotOf(text);
        FlameTree::Options options;
        options.maxNodes = 5000;
        const FlameTree tree = treeOf(*snapshot, options);
        checkTree(tree);
        QVERIFY(tree.isCapped());
        QVERIFY(tree.isEstimate());
        QVERIFY(tree.nodes().size() <= 5001);
        QCOMPARE(tree.total(), Cost(2 * levels)); // every function's self is still in it
        // Without a cap, the share threshold alone bounds it.
        options.maxNodes = 1'000'000;
        options.minShare = 1e-3;
        const FlameTree thin = treeOf(*snapshot, options);
        QVERIFY(!thin.isCapped());
        QVERIFY(thin.nodes().size() < 20000);
        QCOMPARE(thin.total(), Cost(2 * levels));
    }

    void namesAreSanitised()
    {
        const QByteArray text = "events: Ir\n"
                                "fn=main\n1 1\ncfn=g'main\ncalls=1 10\n2 2\n"
                                "cfn=(below main)'x\ncalls=1 20\n3 3\n"
                                "cfn=h<'a'>\ncalls=1 30\n4 4\n"
                                "fn=g'main\n10 2\n"
                                "fn=(below main)'x\n20 3\n"
                                "fn=h<'a'>\n30 4\n";
        const auto snapshot = snapshotOf(text);
        QCOMPARE(stacksOf(*snapshot, treeOf(*snapshot)), (Stacks{{u"main"_s, 1},
                                                                 {u"main;g"_s, 2},
                                                                 {u"main;(below main)"_s, 3},
                                                                 {u"main;h<'a'>"_s, 4}}));
    }
    void bottomUpByHand()
    {
        // The stacks of sharedCalleeIsSplitInProportion, reversed: c;a;main 300, c;a;b;main 50,
        // c;b;main 100, a;main 300, a;b;main 50, main 100, b;main 100.
        const auto snapshot = snapshotOf(kSharedCallee);
        const FlameTree bottomUp = FlameTree::reversed(treeOf(*snapshot));
        checkTree(bottomUp);
        const auto names = [&](std::size_t node) {
            return flameFrameName(*snapshot->profile, bottomUp.node(node));
        };
        // Roots, costliest first: c 450, a 350, then main and b at 100 each.
        const auto roots = bottomUp.children(0);
        QCOMPARE(roots.size(), std::size_t(4));
        QCOMPARE(names(bottomUp.node(0).firstChild), u"c"_s);
        QCOMPARE(roots[0].inclusive, Cost(450));
        QCOMPARE(roots[0].self, Cost(0)); // c is never an outermost frame
        QCOMPARE(roots[1].inclusive, Cost(350));
        QCOMPARE(roots[2].inclusive, Cost(100));
        QCOMPARE(roots[3].inclusive, Cost(100));
        // c's callers: a 350 (300 from main, 50 from b), b 100.
        const std::size_t c = bottomUp.node(0).firstChild;
        const auto callers = bottomUp.children(c);
        QCOMPARE(callers.size(), std::size_t(2));
        QCOMPARE(names(roots[0].firstChild), u"a"_s);
        QCOMPARE(callers[0].inclusive, Cost(350));
        QCOMPARE(callers[1].inclusive, Cost(100));
        const auto aCallers = bottomUp.children(roots[0].firstChild);
        QCOMPARE(aCallers.size(), std::size_t(2));
        QCOMPARE(names(callers[0].firstChild), u"main"_s);
        QCOMPARE(aCallers[0].inclusive, Cost(300));
        QCOMPARE(aCallers[0].self, Cost(300)); // the stack c;a;main ends there
        QCOMPARE(names(callers[0].firstChild + 1), u"b"_s);
        QCOMPARE(aCallers[1].inclusive, Cost(50));
        QCOMPARE(aCallers[1].self, Cost(0));
        const Stacks expected{{u"c;a;main"_s, 300}, {u"c;a;b;main"_s, 50}, {u"c;b;main"_s, 100},
                              {u"a;main"_s, 300},   {u"a;b;main"_s, 50},   {u"main"_s, 100},
                              {u"b;main"_s, 100}};
        QCOMPARE(stacksOf(*snapshot, bottomUp), expected);
        // Reversing twice gives the top-down stacks back.
        const FlameTree twice = FlameTree::reversed(bottomUp);
        QVERIFY(!twice.isBottomUp());
        QCOMPARE(stacksOf(*snapshot, twice), stacksOf(*snapshot, treeOf(*snapshot)));
    }

    void bottomUpRootsAreSelfCosts()
    {
        checkBottomUp(*snapshotOf(kTree), treeOf(*snapshotOf(kTree)));
        const auto shared = snapshotOf(kSharedCallee);
        checkBottomUp(*shared, treeOf(*shared));
        FlameTree::Options second;
        second.event = 1;
        checkBottomUp(*shared, treeOf(*shared, second), 1);
        FlameTree::Options focus;
        focus.focus = *findFunction(*shared->profile, u"a"_s);
        checkBottomUp(*shared, treeOf(*shared, focus));
        // Recursion, a caller-less cycle, cut stacks (the `…` frame stays a frame) and caps.
        const QByteArray mutual = "events: Ir\n"
                                  "fn=main\n1 5\ncfn=even\ncalls=1 10\n2 100\n"
                                  "fn=even\n10 30\ncfn=odd\ncalls=5 20\n11 70\n"
                                  "fn=odd\n20 40\ncfn=even\ncalls=4 10\n21 30\n";
        for (const bool cycles : {true, false}) {
            const auto snapshot = snapshotOf(mutual, QStringLiteral("profile.out"), cycles);
            checkBottomUp(*snapshot, treeOf(*snapshot));
        }
        QByteArray deep = "events: Ir\n";
        for (int i = 0; i < 10; ++i) {
            deep += "fn=f" + QByteArray::number(i) + "\n" + QByteArray::number(i + 1) + " 1\n";
            if (i < 9)
                deep += "cfn=f" + QByteArray::number(i + 1) + "\ncalls=1 1\n1 " +
                        QByteArray::number(9 - i) + "\n";
        }
        const auto deepSnapshot = snapshotOf(deep);
        FlameTree::Options cut;
        cut.maxDepth = 5;
        checkBottomUp(*deepSnapshot, treeOf(*deepSnapshot, cut));
        QVERIFY(stacksOf(*deepSnapshot, FlameTree::reversed(treeOf(*deepSnapshot, cut)))
                    .count(u"f9;\u2026;f2;f1;f0"_s));
        // Stopped: nothing.
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(FlameTree::reversed(treeOf(*shared), stop.get_token()).isEmpty());
        QVERIFY(FlameTree::reversed(FlameTree{}).isEmpty());
    }

    void recordedEstimateAndContexts()
    {
        const QStringList compile{u"-g"_s, u"-O1"_s, u"-fno-inline"_s};
        const auto plain = recordValgrindProfile(u"twocallers"_s, kTwoCallers, compile, {});
        if (plain.skip)
            QSKIP(plain.error.constData());
        QVERIFY2(!plain.path.isEmpty(), plain.error.constData());
        const auto contexts = recordValgrindProfile(u"twocallers_ctx"_s, kTwoCallers, compile,
                                                    {u"--separate-callers=3"_s});
        QVERIFY2(!contexts.path.isEmpty(), contexts.error.constData());

        // Without contexts: each function's stacks add up to its self cost, all to the total,
        // and spinB is (wrongly, as gprof would) shared by light in proportion to mid's calls.
        auto loaded = profileloader::load({plain.path});
        QVERIFY(loaded.profile);
        auto snapshot = CostSnapshot::compute(loaded.profile, {}, true);
        const Profile& p = *snapshot->profile;
        FlameTree tree = treeOf(*snapshot);
        checkTree(tree);
        QVERIFY(tree.isEstimate());
        Stacks stacks = stacksOf(*snapshot, tree);
        QCOMPARE(sum(stacks), Cost(snapshot->flat->totals()[0]));
        const Cost spinA = snapshot->flat->self(*findFunction(p, u"spinA"_s))[0];
        const Cost spinB = snapshot->flat->self(*findFunction(p, u"spinB"_s))[0];
        QCOMPARE(endingIn(stacks, u"spinB"_s), spinB);
        QCOMPARE(endingIn(stacks, u"main;light;mid;spinA"_s) +
                     endingIn(stacks, u"main;heavy;mid;spinA"_s),
                 spinA);
        const Cost lightShareOfB = endingIn(stacks, u"main;light;mid;spinB"_s);
        QVERIFY(lightShareOfB > spinB / 5); // light's mid is about a quarter of mid's cost
        QVERIFY(lightShareOfB < spinB / 3);

        // With --separate-callers the contexts are the real stacks: spinA only under light,
        // spinB only under heavy, each exactly the self cost of its context function.
        loaded = profileloader::load({contexts.path});
        QVERIFY(loaded.profile);
        snapshot = CostSnapshot::compute(loaded.profile, {}, true);
        const Profile& q = *snapshot->profile;
        tree = treeOf(*snapshot);
        checkTree(tree);
        stacks = stacksOf(*snapshot, tree);
        QCOMPARE(sum(stacks), Cost(snapshot->flat->totals()[0]));
        const auto contextA = findFunction(q, u"spinA'mid'light'main"_s);
        const auto contextB = findFunction(q, u"spinB'mid'heavy'main"_s);
        QVERIFY(contextA && contextB);
        QCOMPARE(endingIn(stacks, u"main;light;mid;spinA"_s), snapshot->flat->self(*contextA)[0]);
        QCOMPARE(endingIn(stacks, u"main;heavy;mid;spinB"_s), snapshot->flat->self(*contextB)[0]);
        QCOMPARE(endingIn(stacks, u"main;light;mid;spinB"_s), Cost(0));
        QCOMPARE(endingIn(stacks, u"main;heavy;mid;spinA"_s), Cost(0));
        QVERIFY(snapshot->flat->self(*contextB)[0] > 0);
    }
};

QTEST_GUILESS_MAIN(TestFlameTree)
#include "tst_flametree.moc"
