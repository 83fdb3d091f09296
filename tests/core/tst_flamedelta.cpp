// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The differential flame graph (flamedelta::baseInclusive): each stack of the new profile against
// the same stack of the baseline, to the unit, on hand-written profiles where one function grew
// on one path and shrank on another (its total did not change), an added function, stacks cut
// at the depth limit, the bottom-up trees, and two versions of a program recorded with valgrind
// where one call path does exactly twice the work.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/FlameFixtures.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlameDelta.h"
#include "core/analysis/FlameTree.h"
#include "core/load/ProfileLoader.h"

#include <QStringList>

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;

// main -> c1 -> c2 -> c3 -> c4 -> c5, each adding 1 of its own; c5 costs `leaf`.
QByteArray chain(int leaf)
{
    QByteArray text = "events: Ir\nfl=c.c\n";
    const QStringList names{"main", "c1", "c2", "c3", "c4", "c5"};
    for (int i = 0; i < names.size(); ++i) {
        const int own = i + 1 < names.size() ? 1 : leaf;
        text += "fn=" + names[i].toUtf8() + "\n1 " + QByteArray::number(own) + "\n";
        if (i + 1 < names.size()) {
            const int below = (names.size() - i - 2) + leaf;
            text += "cfn=" + names[i + 1].toUtf8() + "\ncalls=1 1\n1 " + QByteArray::number(below) +
                    "\n";
        }
    }
    return text;
}

// The frames' names from the root down, `;`-joined, of node `index`.
QString stackOf(const Profile& profile, const FlameTree& tree, std::size_t index)
{
    QStringList names;
    for (const std::size_t frame : tree.path(index))
        names.append(flameFrameName(profile, tree.node(frame)));
    return names.join(QLatin1Char(';'));
}

// Stack -> (base inclusive, new inclusive) for every frame of `current`.
QMap<QString, QPair<Cost, Cost>> compared(const ProfileComparison& c, const FlameTree& base,
                                          const FlameTree& current)
{
    const std::vector<Cost> before = flamedelta::baseInclusive(base, current, c);
    if (before.size() != current.nodes().size())
        qFatal("one number per node expected");
    QMap<QString, QPair<Cost, Cost>> result;
    for (std::size_t i = 0; i < before.size(); ++i)
        result.insert(stackOf(c.profile(Side::New), current, i),
                      {before[i], current.node(i).inclusive});
    return result;
}

} // namespace

class TestFlameDelta : public QObject
{
    Q_OBJECT

private slots:
    void growsOnOnePathShrinksOnAnother()
    {
        const auto base = snapshotOf(kTwoPathsBase, QStringLiteral("base.out"));
        const auto next = snapshotOf(kTwoPathsNew, QStringLiteral("new.out"));
        const ProfileComparison c(base, next, {});
        verifyExplained(c);
        const auto stacks = compared(c, treeOf(*base), treeOf(*next));
        using P = QPair<Cost, Cost>;
        QCOMPARE(stacks.value(QString()), P(203, 212)); // the root: each side's total
        QCOMPARE(stacks.value(QStringLiteral("main")), P(203, 212));
        QCOMPARE(stacks.value(QStringLiteral("main;a")), P(101, 151));
        QCOMPARE(stacks.value(QStringLiteral("main;a;leaf")), P(100, 150));
        QCOMPARE(stacks.value(QStringLiteral("main;b;leaf")), P(100, 50));
        QCOMPARE(stacks.value(QStringLiteral("main;fresh")), P(0, 9)); // added
        QCOMPARE(stacks.size(), 7);
        // What the per-function colouring cannot show: leaf as a whole did not change.
        std::size_t leaf = 0;
        while (leaf < c.rowCount() && c.name(leaf) != QStringLiteral("leaf"))
            ++leaf;
        QVERIFY(leaf < c.rowCount());
        QCOMPARE(c.inclusiveDelta(leaf, 0), Cost(0));
    }

    void bottomUpTreesCompareTheSameWay()
    {
        const auto base = snapshotOf(kTwoPathsBase, QStringLiteral("base.out"));
        const auto next = snapshotOf(kTwoPathsNew, QStringLiteral("new.out"));
        const ProfileComparison c(base, next, {});
        verifyExplained(c);
        const auto stacks =
            compared(c, FlameTree::reversed(treeOf(*base)), FlameTree::reversed(treeOf(*next)));
        using P = QPair<Cost, Cost>;
        QCOMPARE(stacks.value(QStringLiteral("leaf")), P(200, 200));
        QCOMPARE(stacks.value(QStringLiteral("leaf;a")), P(100, 150));
        QCOMPARE(stacks.value(QStringLiteral("leaf;b;main")), P(100, 50));
        QCOMPARE(stacks.value(QStringLiteral("fresh;main")), P(0, 9));
    }

    void cutFramesMatchCutFrames()
    {
        const auto base = snapshotOf(chain(10), QStringLiteral("base.out"));
        const auto next = snapshotOf(chain(30), QStringLiteral("new.out"));
        const ProfileComparison c(base, next, {});
        verifyExplained(c);
        FlameTree::Options options;
        options.maxDepth = 4;
        const auto stacks = compared(c, treeOf(*base, options), treeOf(*next, options));
        using P = QPair<Cost, Cost>;
        QCOMPARE(stacks.value(QStringLiteral("main;c1;\u2026;c5")), P(10, 30));
        QCOMPARE(stacks.value(QStringLiteral("main;c1;\u2026")), P(13, 33));
    }

    void againstItselfNothingChanges()
    {
        const auto next = snapshotOf(kTwoPathsNew, QStringLiteral("new.out"));
        const ProfileComparison c(next, next, {});
        verifyExplained(c);
        const FlameTree tree = treeOf(*next);
        const std::vector<Cost> before = flamedelta::baseInclusive(tree, tree, c);
        for (std::size_t i = 0; i < before.size(); ++i)
            QCOMPARE(before[i], tree.node(i).inclusive);
    }

    void stopsWhenAsked()
    {
        // main calling 5,000 functions: more frames than are walked between two looks at the stop.
        QByteArray text = "events: Ir\nfl=w.c\nfn=main\n1 1\n";
        for (int i = 0; i < 5000; ++i)
            text += "cfn=f" + QByteArray::number(i) + "\ncalls=1 1\n1 1\n";
        for (int i = 0; i < 5000; ++i)
            text += "fn=f" + QByteArray::number(i) + "\n1 1\n";
        const auto wide = snapshotOf(text, QStringLiteral("wide.out"));
        const ProfileComparison c(wide, wide, {});
        verifyExplained(c);
        const FlameTree tree = treeOf(*wide);
        QVERIFY(tree.nodes().size() > 5000);
        QCOMPARE(flamedelta::baseInclusive(tree, tree, c).size(), tree.nodes().size());
        std::stop_source stop;
        stop.request_stop();
        QVERIFY(flamedelta::baseInclusive(tree, tree, c, stop.get_token()).empty());
    }

    void recordedProgramDoublesOnePath()
    {
        const auto recorded = compareRecorded(recordTwoVersions(QStringLiteral("fd")));
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.comparison, recorded.error.constData());
        const ProfileComparison& c = *recorded.comparison;
        const auto& base = recorded.base;
        const auto& next = recorded.current;
        const FlameTree baseTree = treeOf(*base);
        const FlameTree newTree = treeOf(*next);
        const std::vector<Cost> before = flamedelta::baseInclusive(baseTree, newTree, c);
        int works = 0;
        int steadies = 0;
        for (std::size_t i = 0; i < before.size(); ++i) {
            const QString name = flameFrameName(c.profile(Side::New), newTree.node(i));
            const QString stack = stackOf(c.profile(Side::New), newTree, i);
            if (!stack.endsWith(QStringLiteral("main;") + name))
                continue;
            if (name == QStringLiteral("work")) {
                ++works;
                QVERIFY(before[i] > 50000 * 5);
                QCOMPARE(newTree.node(i).inclusive, 2 * before[i]); // called twice, same work
            } else if (name == QStringLiteral("steady")) {
                ++steadies;
                QCOMPARE(newTree.node(i).inclusive, before[i]);
            }
        }
        QCOMPARE(works, 1);
        QCOMPARE(steadies, 1);
    }
};

QTEST_GUILESS_MAIN(TestFlameDelta)
#include "tst_flamedelta.moc"
