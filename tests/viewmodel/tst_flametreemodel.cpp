// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The stacks as a tree table (FlameTreeModel), under QAbstractItemModelTester: top-down rows with
// inclusive and self columns, absolute or as shares, bottom-up rows whose roots are the functions'
// self costs and whose children are their callers, sorting by each column (persistent indexes
// follow their rows; names by their caseless ranks), the function of each row, and a scene swapped
// for another or for none.

#include "tests/support/FlameFixtures.h"
#include "tests/support/TestSupport.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/flame/FlameTreeModel.h"

#include <QAbstractItemModelTester>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const FlameScene> sceneOf(const QByteArray& text, bool bottomUp)
{
    auto loaded = loadedText(text);
    FlameScene::Request request;
    request.snapshot = CostSnapshot::compute(loaded.profile, {}, true);
    request.eventName = u"Ir"_s;
    request.bottomUp = bottomUp;
    return FlameScene::compute(request);
}

// "name cost [self]" per child of `parent`, in the model's order.
QStringList rowsOf(const FlameTreeModel& model, const QModelIndex& parent = {})
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        QStringList fields;
        for (int column = 0; column < model.columnCount(parent); ++column)
            fields << model.index(row, column, parent).data().toString();
        rows << fields.join(u' ');
    }
    return rows;
}

// The child of `parent` whose name is `name`.
QModelIndex childNamed(const FlameTreeModel& model, const QModelIndex& parent, const QString& name)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, 0, parent);
        if (index.data().toString() == name)
            return index;
    }
    return {};
}

} // namespace

class FlameTreeModelTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void topDown()
    {
        FlameTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const auto scene = sceneOf(kSharedCallee, false);
        model.setScene(scene);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(FlameTreeModel::CostColumn, Qt::Horizontal).toString(),
                 u"Inclusive"_s);
        // Stacks: main 100, main;a 300, main;a;c 300, main;b 100, main;b;a 50, main;b;a;c 50,
        // main;b;c 100.
        QCOMPARE(rowsOf(model), (QStringList{u"main 1000 100"_s}));
        const QModelIndex main = model.index(0, 0);
        QCOMPARE(rowsOf(model, main), (QStringList{u"a 600 300"_s, u"b 300 100"_s}));
        const QModelIndex b = childNamed(model, main, u"b"_s);
        QCOMPARE(rowsOf(model, b), (QStringList{u"a 100 50"_s, u"c 100 100"_s}));
        // Raw values, shares and functions for views and delegates.
        const QModelIndex ba = model.index(0, FlameTreeModel::CostColumn, b);
        QCOMPARE(ba.data(CostRole).toLongLong(), 100);
        QCOMPARE(ba.data(FractionRole).toDouble(), 0.1);
        QCOMPARE(scene->profile->functionName(functionIdOf(ba.data(FunctionIdRole))), u"a"_s);
        QCOMPARE(ba.data(Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QCOMPARE(model.parent(ba), b);
        QCOMPARE(model.indexOf(model.nodeOf(ba)), ba.siblingAtColumn(0));
        QCOMPARE(
            model.headerData(FlameTreeModel::CostColumn, Qt::Horizontal, WidestTextRole).toString(),
            u"1000"_s);
        QCOMPARE(ba.data(Qt::ToolTipRole).toString(), u"100 (10.00 % of the total)"_s);

        // As percentages: the same rows, every shown cell re-read, nothing collapsed.
        const QPersistentModelIndex kept = b;
        model.setShowPercentages(true);
        QVERIFY(kept.isValid());
        QCOMPARE(rowsOf(model, b), (QStringList{u"a 10.00 % 5.00 %"_s, u"c 10.00 % 10.00 %"_s}));
        QCOMPARE(
            model.headerData(FlameTreeModel::SelfColumn, Qt::Horizontal, WidestTextRole).toString(),
            u"100.00 %"_s);
        QCOMPARE(ba.data(CostRole).toLongLong(), 100);
        model.setShowPercentages(false);
        QCOMPARE(rowsOf(model, main), (QStringList{u"a 600 300"_s, u"b 300 100"_s}));
    }

    void bottomUp()
    {
        FlameTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScene(sceneOf(kSharedCallee, true));
        QVERIFY(model.isBottomUp());
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.headerData(FlameTreeModel::CostColumn, Qt::Horizontal).toString(),
                 u"Self"_s);
        // The roots are the self costs; below each, its callers with the cost that came
        // through them.
        QCOMPARE(rowsOf(model), (QStringList{u"c 450"_s, u"a 350"_s, u"main 100"_s, u"b 100"_s}));
        const QModelIndex c = model.index(0, 0);
        QCOMPARE(rowsOf(model, c), (QStringList{u"a 350"_s, u"b 100"_s}));
        const QModelIndex ca = model.index(0, 0, c);
        QCOMPARE(rowsOf(model, ca), (QStringList{u"main 300"_s, u"b 50"_s}));
        QVERIFY(!model.hasChildren(childNamed(model, {}, u"main"_s)));

        // Back to a top-down scene: the columns come back, through a reset.
        model.setScene(sceneOf(kSharedCallee, false));
        QCOMPARE(model.columnCount(), 3);
        model.setScene(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void shortNames()
    {
        FlameTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString full = u"std::vector<int, std::allocator<int> >::push_back(int const&)"_s;
        model.setScene(sceneOf("events: Ir\nfn=main\n1 1\ncfn=" + full.toUtf8() +
                                   "\ncalls=1 1\n2 5\nfn=" + full.toUtf8() + "\n1 5\n",
                               false));
        const QPersistentModelIndex callee = model.index(0, 0, model.index(0, 0));
        QCOMPARE(callee.data().toString(), full);
        model.setShortNames(true);
        QVERIFY(callee.isValid());
        QCOMPARE(callee.data().toString(), nameshortener::shortened(full));
        QVERIFY(callee.data().toString().size() < full.size());
        QCOMPARE(callee.data(Qt::ToolTipRole).toString(), full); // whole in the tooltip
        model.setShortNames(false);
        QCOMPARE(callee.data().toString(), full);
    }

    void sorting()
    {
        FlameTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScene(sceneOf(kSharedCallee, true));
        const QPersistentModelIndex ca = model.index(0, 0, model.index(0, 0));
        QCOMPARE(ca.data().toString(), u"a"_s);
        const std::size_t node = model.nodeOf(ca);

        model.sort(FlameTreeModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(rowsOf(model), (QStringList{u"a 350"_s, u"b 100"_s, u"c 450"_s, u"main 100"_s}));
        // The persistent index follows its row: c is now third, a still its first caller.
        QVERIFY(ca.isValid());
        QCOMPARE(model.nodeOf(ca), node);
        QCOMPARE(ca.parent().row(), 2);
        QCOMPARE(ca.row(), 0);

        model.sort(FlameTreeModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(model.index(0, 0).data().toString(), u"main"_s);
        QCOMPARE(ca.parent().row(), 1);
        model.sort(FlameTreeModel::CostColumn, Qt::AscendingOrder);
        // Ties keep the tree's order, reversed with it.
        QCOMPARE(rowsOf(model), (QStringList{u"b 100"_s, u"main 100"_s, u"a 350"_s, u"c 450"_s}));
        QCOMPARE(ca.parent().row(), 3);
        QCOMPARE(ca.row(), 1);

        // Top-down by self: main's children a (self 300) and b (100); ascending, b first.
        model.setScene(sceneOf(kSharedCallee, false));
        model.sort(FlameTreeModel::SelfColumn, Qt::AscendingOrder);
        QCOMPARE(rowsOf(model, model.index(0, 0)), (QStringList{u"b 300 100"_s, u"a 600 300"_s}));
        model.sort(FlameTreeModel::SelfColumn, Qt::DescendingOrder);
        QCOMPARE(model.index(0, 0, model.index(0, 0)).data().toString(), u"a"_s);
    }

    // Name orders by the ranks the scene's job gave the names (FlameScene::nameRanks), as
    // the flat profile orders them (ASCII case ignored): names equal but for case share a rank
    // and keep the tree's order (costliest first), reversed with it.
    void sortingByNameIgnoresCase()
    {
        const QByteArray text = "events: Ir\n"
                                "fn=main\n1 5\n"
                                "cfn=beta\ncalls=1 1\n2 40\ncfn=Alpha\ncalls=1 1\n3 10\n"
                                "cfn=alpha\ncalls=1 1\n4 30\ncfn=Gamma\ncalls=1 1\n5 20\n"
                                "fn=beta\n1 40\nfn=Alpha\n1 10\nfn=alpha\n1 30\nfn=Gamma\n1 20\n";
        const auto scene = sceneOf(text, true);
        QCOMPARE(scene->nameRanks.size(), scene->tree.nodes().size());
        FlameTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScene(scene);
        QCOMPARE(rowsOf(model), (QStringList{u"beta 40"_s, u"alpha 30"_s, u"Gamma 20"_s,
                                             u"Alpha 10"_s, u"main 5"_s}));
        const auto rankOf = [&](const QString& name) {
            return scene->nameRanks[model.nodeOf(childNamed(model, {}, name))];
        };
        QCOMPARE(rankOf(u"alpha"_s), rankOf(u"Alpha"_s));
        QVERIFY(rankOf(u"Alpha"_s) < rankOf(u"beta"_s));
        QVERIFY(rankOf(u"beta"_s) < rankOf(u"Gamma"_s));
        QVERIFY(rankOf(u"Gamma"_s) < rankOf(u"main"_s));

        model.sort(FlameTreeModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(rowsOf(model), (QStringList{u"alpha 30"_s, u"Alpha 10"_s, u"beta 40"_s,
                                             u"Gamma 20"_s, u"main 5"_s}));
        model.sort(FlameTreeModel::NameColumn, Qt::DescendingOrder);
        QCOMPARE(rowsOf(model), (QStringList{u"main 5"_s, u"Gamma 20"_s, u"beta 40"_s,
                                             u"Alpha 10"_s, u"alpha 30"_s}));
    }

    // The model keeps the order it gave last at hand (a layout reads one parent's rows in
    // turn): rows of two parents read alternately keep each parent's order, and a new sort
    // gives the new one.
    void sortedRowsOfTwoParentsReadAlternately()
    {
        const QByteArray text = "events: Ir\n"
                                "fn=main\n1 1\n"
                                "cfn=a\ncalls=1 1\n2 30\ncfn=b\ncalls=1 1\n3 60\n"
                                "fn=a\n1 1\ncfn=y\ncalls=1 1\n2 20\ncfn=x\ncalls=1 1\n3 9\n"
                                "fn=b\n1 1\ncfn=w\ncalls=1 1\n2 50\ncfn=v\ncalls=1 1\n3 9\n"
                                "fn=y\n1 20\nfn=x\n1 9\nfn=w\n1 50\nfn=v\n1 9\n";
        FlameTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setScene(sceneOf(text, false));
        model.sort(FlameTreeModel::NameColumn, Qt::AscendingOrder);
        const QModelIndex main = childNamed(model, {}, u"main"_s);
        const QModelIndex a = childNamed(model, main, u"a"_s);
        const QModelIndex b = childNamed(model, main, u"b"_s);
        QVERIFY(a.isValid() && b.isValid());
        QCOMPARE(a.row(), 0);
        QCOMPARE(b.row(), 1);
        const auto nameAt = [&](int row, const QModelIndex& parent) {
            return model.index(row, FlameTreeModel::NameColumn, parent).data().toString();
        };
        QCOMPARE(nameAt(0, a), u"x"_s);
        QCOMPARE(nameAt(0, b), u"v"_s);
        QCOMPARE(nameAt(1, a), u"y"_s);
        QCOMPARE(nameAt(1, b), u"w"_s);
        QCOMPARE(model.parent(model.index(1, 0, a)), a);
        QCOMPARE(model.index(1, 0, b).row(), 1);

        model.sort(FlameTreeModel::NameColumn, Qt::DescendingOrder);
        const QModelIndex bFirst = model.index(0, 0, model.index(0, 0));
        QCOMPARE(bFirst.data().toString(), u"b"_s);
        QCOMPARE(nameAt(0, bFirst), u"w"_s);
        QCOMPARE(nameAt(0, model.index(1, 0, model.index(0, 0))), u"y"_s);
        QCOMPARE(nameAt(1, bFirst), u"v"_s);
        // Out of range rows and columns give no index.
        QVERIFY(!model.index(2, 0, bFirst).isValid());
        QVERIFY(!model.index(0, model.columnCount(bFirst), bFirst).isValid());
        QVERIFY(!model.index(-1, 0, bFirst).isValid());
    }
};

QTEST_GUILESS_MAIN(FlameTreeModelTest)
#include "tst_flametreemodel.moc"
