// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The window's other views in a comparison: Callers, Callees, All Callers and All Callees show
// the compared relations of the active function in the plain lists' place while a comparison
// is open (and the plain lists again once it is over); the Types view shows both sides' totals
// and each side's parts; File > Swap Compared Sides shows the former baseline with the deltas
// turned round; just after a reload of the new side the compared lists show nothing of the old
// comparison, then the new one's rows.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "tests/support/TransformMenus.h"

#include "ui/viewmodel/annotation/AssemblyModel.h"
#include "ui/viewmodel/compare/ComparedAssemblyModel.h"
#include "ui/viewmodel/compare/ComparedSourceModel.h"
#include "ui/viewmodel/compare/EventTotalsComparisonModel.h"
#include "ui/viewmodel/compare/SidePartsModel.h"
#include "ui/widgets/common/ReadableNameColumn.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/annotation/AssemblyView.h"
#include "ui/widgets/views/annotation/CallLineMenu.h"
#include "ui/widgets/views/annotation/SourceView.h"
#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/callmap/CallMapView.h"
#include "ui/widgets/views/compare/ComparedEventsPanel.h"
#include "ui/widgets/views/compare/ComparedRelationView.h"
#include "ui/widgets/views/compare/DeltaLegend.h"
#include "ui/widgets/views/functions/RelationView.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include <optional>

using namespace tally;
using namespace tally::test;

namespace {

QStringList namesIn(const QTreeView* tree)
{
    QStringList names;
    for (int row = 0; row < tree->model()->rowCount(); ++row)
        names << tree->model()->index(row, 0).data().toString();
    return names;
}

} // namespace

class ComparedViewsTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_base;
    QString m_new;

    // The Source view of `function` in the window comparing base.out with new.out in Ir, once
    // it shows the compared listing; nullptr when it does not come.
    SourceView* comparedSourceOf(TestWindow& window, const char* function)
    {
        window.opener().openComparison({m_base}, {m_new});
        if (!waitForComparison(window))
            return nullptr;
        Session& session = window.session();
        session.setEventTypes(session.events().indexOf(QStringLiteral("Ir")), -1);
        session.navigateTo(functionNamed(*session.profile(), function));
        auto* source = qobject_cast<SourceView*>(
            window.workspace().viewTabs()->show(QStringLiteral("source")));
        const bool shown =
            source && QTest::qWaitFor([&] {
                return source->isComparing() && !window.workspace().viewTabs()->isBusy();
            });
        return shown ? source : nullptr;
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        m_base = writeFile(QStringLiteral("base.out"), kBase);
        m_new = writeFile(QStringLiteral("new.out"), kNew);
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void relationViewsCompareWhileAComparisonIsOpen()
    {
        TestWindow window(*m_settings);
        window.show();
        auto* callees = qobject_cast<RelationView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callees")));
        QVERIFY(callees);
        auto* compared = callees->findChild<ComparedRelationView*>();
        QVERIFY(compared);
        QVERIFY(!compared->isVisible());

        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        // The new profile measures Dr first: Ir is the one to look at.
        window.session().setEventTypes(window.session().events().indexOf(QStringLiteral("Ir")), -1);
        window.session().navigateTo(functionNamed(*window.session().profile(), "main"));
        QTRY_VERIFY(compared->isVisible());
        QVERIFY(!callees->tree()->isVisible());
        QTRY_COMPARE(compared->model()->rowCount(), 2);
        // work grew by 100 Ir (a third); helper moved to b.c, its calls unchanged.
        QTRY_COMPARE(compared->tree()->model()->index(0, RelationComparisonModel::Delta).data(),
                     QVariant(QStringLiteral("+100")));
        QCOMPARE(namesIn(compared->tree()).value(0), QStringLiteral("work"));
        QVERIFY2(compared->caption()->text().contains(QLatin1String("Callees of <b>main</b>")),
                 qPrintable(compared->caption()->text()));

        // Double-click a callee: it becomes active, and the list follows (work calls nothing).
        const QModelIndex work = compared->tree()->model()->index(0, 0);
        emit compared->tree()->activated(work);
        QCOMPARE(window.session().profile()->functionName(window.session().activeFunction()),
                 QStringLiteral("work"));
        QTRY_COMPARE(compared->model()->rowCount(), 0);

        // All Callers of work, in the upper group.
        auto* allCallers = qobject_cast<RelationView*>(
            window.workspace().viewTabs()->show(QStringLiteral("allcallers")));
        auto* comparedAll = allCallers->findChild<ComparedRelationView*>();
        QVERIFY(comparedAll && comparedAll->isVisible());
        QTRY_COMPARE(comparedAll->model()->rowCount(), 1);
        QCOMPARE(namesIn(comparedAll->tree()), QStringList{QStringLiteral("main")});
        QTRY_VERIFY(!window.workspace().viewTabs()->isBusy());

        // Another profile opened: the comparison is over and the plain lists are back.
        window.opener().openFiles({m_new});
        QTRY_VERIFY(!window.session().comparisonController().isComparing() &&
                    !window.loader().isLoading());
        QTRY_VERIFY(!compared->isVisible());
        QVERIFY(callees->tree()->isVisible());
    }

    // At 1280 x 800 a compared Callers / Callees / All list has some 555 px: with six-digit
    // costs and two-digit calls every number is whole (the calls effect and the per-call effect
    // too), every column in sight, and the name keeps a readable width. (Wider numbers make the
    // list scroll sideways: the numbers stay whole and the name readable.)
    void comparedListsShowEveryNumberWholeAt1280()
    {
        // Enough callees for a vertical scroll bar, which takes its width from the columns.
        const auto profile = [](Cost insert, Count calls, const char* parse, Cost parsed) {
            QByteArray text = "events: Ir\nfl=prog.c\nfn=main\n1 10035\n"
                              "cfn=insert_entry_into_the_table\ncalls=" +
                              QByteArray::number(calls) + " 1\n1 " + QByteArray::number(insert) +
                              "\ncfn=" + parse + "\ncalls=3 1\n1 " + QByteArray::number(parsed) +
                              "\n";
            for (int i = 0; i < 30; ++i)
                text += "cfn=helper_" + QByteArray::number(i) + "\ncalls=1 1\n1 " +
                        QByteArray::number(100 + i) + "\n";
            text += "fn=insert_entry_into_the_table\n1 " + QByteArray::number(insert) +
                    "\nfn=" + parse + "\n1 " + QByteArray::number(parsed) + "\n";
            for (int i = 0; i < 30; ++i)
                text += "fn=helper_" + QByteArray::number(i) + "\n1 " +
                        QByteArray::number(100 + i) + "\n";
            return text;
        };
        const QString base = writeFile(QStringLiteral("wide-base.out"),
                                       profile(212000, 10, "parse_configuration", 300021));
        const QString next = writeFile(QStringLiteral("wide-new.out"),
                                       profile(948000, 20, "parse_configuration_v2", 450021));
        TestWindow window(*m_settings);
        window.resize(1280, 800);
        window.show();
        window.opener().openComparison({base}, {next});
        QVERIFY(waitForComparison(window));
        Session& session = window.session();
        session.navigateTo(functionNamed(*session.profile(), "main"));
        session.deliverChanges();
        for (const char* key : {"callees", "allcallees"}) {
            auto* list = window.workspace()
                             .viewTabs()
                             ->show(QLatin1String(key))
                             ->findChild<ComparedRelationView*>();
            QVERIFY(list);
            QTRY_VERIFY(list->isVisible() && !list->model()->isComputing());
            QTRY_COMPARE(list->model()->rowCount(), 33);
            QTRY_VERIFY(list->tree()->verticalScrollBar()->isVisible());
            QCoreApplication::processEvents(); // the fitter's turn
            const QTreeView* tree = list->tree();
            const QHeaderView* header = tree->header();
            const QAbstractItemModel* model = tree->model();
            const QFontMetrics metrics = tree->fontMetrics();
            // The delegate's margins, as QCommonStyle lays a cell out.
            const int margins =
                2 * (tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1);
            const int viewport = tree->viewport()->width();
            for (int column = 0; column < RelationComparisonModel::ColumnCount; ++column) {
                const int right =
                    header->sectionViewportPosition(column) + header->sectionSize(column);
                QVERIFY2(right <= viewport,
                         qPrintable(QStringLiteral("%1: column %2 ends at %3 of %4")
                                        .arg(QLatin1String(key))
                                        .arg(column)
                                        .arg(right)
                                        .arg(viewport)));
                if (column == RelationComparisonModel::Function)
                    continue;
                for (int row = 0; row < model->rowCount(); ++row) {
                    const QString text = model->index(row, column).data().toString();
                    QVERIFY2(header->sectionSize(column) >=
                                 metrics.horizontalAdvance(text) + margins,
                             qPrintable(QStringLiteral("%1: '%2' in %3 px")
                                            .arg(QLatin1String(key), text)
                                            .arg(header->sectionSize(column))));
                }
            }
            QVERIFY2(header->sectionSize(RelationComparisonModel::Function) >=
                         ReadableNameColumn::kNarrowest,
                     qPrintable(
                         QString::number(header->sectionSize(RelationComparisonModel::Function))));
            // The effects are there: the calls doubled, insert_entry's cost per call grew too.
            const int perCall = model->rowCount() > 0 ? RelationComparisonModel::PerCallEffect : 0;
            QVERIFY(!model->index(0, perCall).data().toString().isEmpty());
            // A name dragged wider keeps its width (the list scrolls sideways).
            list->tree()->header()->resizeSection(RelationComparisonModel::Function, 300);
            QTest::qWait(50);
            QCOMPARE(header->sectionSize(RelationComparisonModel::Function), 300);
        }
    }

    void typesShowBothTotalsAndEachSidesParts()
    {
        TestWindow window(*m_settings);
        window.show();
        QWidget* types = window.workspace().viewTabs()->show(QStringLiteral("events"));
        auto* panel = types->findChild<ComparedEventsPanel*>();
        QVERIFY(panel);
        QVERIFY(!panel->isVisible());
        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        window.workspace().viewTabs()->show(
            QStringLiteral("events")); // the Compare view came forward
        QTRY_VERIFY(panel->isVisible());
        const auto* totals = panel->totalsModel();
        QCOMPARE(totals->rowCount(), 3); // Ir and Dr compared, Bc named
        QCOMPARE(totals->index(0, EventTotalsComparisonModel::Base).data().toString(),
                 QStringLiteral("322"));
        QCOMPARE(totals->index(0, EventTotalsComparisonModel::New).data().toString(),
                 QStringLiteral("426"));
        QVERIFY(panel->caption()->text().contains(QLatin1String("base.out")));
        const auto* parts = panel->partsModel();
        QCOMPARE(parts->rowCount(), 2);
        QCOMPARE(parts->index(0, SidePartsModel::SideColumn).data().toString(),
                 QStringLiteral("Baseline"));
        QCOMPARE(parts->index(1, SidePartsModel::SideColumn).data().toString(),
                 QStringLiteral("New"));
    }

    void graphAndMapColouredByDelta()
    {
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        Session& session = window.session();
        session.setEventTypes(session.events().indexOf(QStringLiteral("Ir")), -1);
        session.navigateTo(functionNamed(*session.profile(), "main"));
        auto* graph = qobject_cast<CallGraphView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callgraph")));
        QVERIFY(graph);
        const auto nodeOf = [&](const char* name) {
            return graph->scene()->nodeItem(functionNamed(*session.profile(), name));
        };
        QTRY_VERIFY(!graph->isBusy() && nodeOf("work") && nodeOf("helper"));
        const QColor background = graph->scene()->palette().color(QPalette::Base);
        // work grew by a third (towards red); helper did not change (the background).
        QTRY_COMPARE(nodeOf("helper")->fillColor(), background);
        const QColor work = nodeOf("work")->fillColor();
        QVERIFY(work.red() > work.blue() + 40);
        auto* legend = graph->findChild<DeltaLegend*>();
        QVERIFY(legend && legend->isVisible());
        // The callee map too, with its own legend.
        auto* map = qobject_cast<CallMapView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callmap")));
        QVERIFY(map);
        auto* mapLegend = map->findChild<DeltaLegend*>();
        QVERIFY(mapLegend && mapLegend->isVisible());

        // Once the comparison is over, the cost scale is back.
        window.opener().openFiles({m_new});
        QTRY_VERIFY(!window.session().comparisonController().isComparing() &&
                    !window.loader().isLoading());
        window.workspace().viewTabs()->show(QStringLiteral("callgraph"));
        QTRY_VERIFY(!legend->isVisible());
        QTRY_VERIFY(!graph->isBusy() && nodeOf("helper") &&
                    nodeOf("helper")->fillColor() != background);
        QVERIFY(!mapLegend->isVisibleTo(map));
    }

    // Sides that measure no event type in common (a cpu(ms) profile against a Time one): the
    // Compare view says so, and the views that colour or annotate by a change of cost keep their
    // own look, there being no change to show. The call graph's legend once asked the
    // comparison's first event type's name, of none, and crashed the window.
    void noEventTypeInCommonLeavesTheOtherViewsTheirOwn()
    {
        // main -> work, in one event type.
        const auto profile = [](const char* event, int main, int work) {
            const QByteArray costOfWork = QByteArray::number(work);
            return "events: " + QByteArray(event) + "\nfl=/b1/src/a.c\nfn=main\n1 " +
                   QByteArray::number(main) + "\ncfn=work\ncalls=2 1\n1 " + costOfWork +
                   "\nfn=work\n1 " + costOfWork + "\n";
        };
        const QString base = writeFile(QStringLiteral("cpu.out"), profile("cpu(ms)", 10, 300));
        const QString next = writeFile(QStringLiteral("time.out"), profile("Time", 12, 400));
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({base}, {next});
        QVERIFY(waitForComparison(window));
        Session& session = window.session();
        QCOMPARE(session.comparison()->width(), 0);
        QVERIFY(!session.costComparison());
        session.navigateTo(functionNamed(*session.profile(), "work"));
        ViewTabs& tabs = *window.workspace().viewTabs();

        auto* graph = qobject_cast<CallGraphView*>(tabs.show(QStringLiteral("callgraph")));
        QVERIFY(graph);
        QTRY_VERIFY(!tabs.isBusy() && !graph->isBusy() &&
                    graph->scene()->nodeItem(functionNamed(*session.profile(), "main")));
        const auto* legend = graph->findChild<DeltaLegend*>();
        QVERIFY(!legend || !legend->isVisible());
        auto* map = qobject_cast<CallMapView*>(tabs.show(QStringLiteral("callmap")));
        QVERIFY(map);
        QTRY_VERIFY(!tabs.isBusy());
        const auto* mapLegend = map->findChild<DeltaLegend*>();
        QVERIFY(!mapLegend || !mapLegend->isVisibleTo(map));

        auto* source = qobject_cast<SourceView*>(tabs.show(QStringLiteral("source")));
        QVERIFY(source);
        QTRY_VERIFY(!tabs.isBusy());
        QVERIFY(!source->isComparing());
        QVERIFY(source->tree()->isVisible());

        // Types: both sides' parts, with no cost or share (which read past an empty list of
        // types).
        auto* panel = tabs.show(QStringLiteral("events"))->findChild<ComparedEventsPanel*>();
        QVERIFY(panel);
        QTRY_VERIFY(panel->isVisible());
        const auto* parts = panel->partsModel();
        QCOMPARE(parts->rowCount(), 2);
        for (int row = 0; row < parts->rowCount(); ++row) {
            QVERIFY(parts->index(row, SidePartsModel::Cost).data().toString().isEmpty());
            QVERIFY(parts->index(row, SidePartsModel::Share).data().toString().isEmpty());
        }

        QVERIFY(tabs.show(QStringLiteral("compare")));
        const auto* notice = window.findChild<QLabel*>(QStringLiteral("onlyOneSideNotice"));
        QVERIFY(notice);
        QTRY_VERIFY(notice->isVisible());
        QVERIFY2(notice->text().contains(QLatin1String("no event type in common")),
                 qPrintable(notice->text()));
    }

    // The Source view in a comparison: the active function's lines with both sides' self cost,
    // the delta coloured, the Compare view's share scale followed; the plain listing again once
    // the comparison is over.
    void sourceComparedLineByLine()
    {
        TestWindow window(*m_settings);
        window.show();
        SourceView* source = comparedSourceOf(window, "work");
        QVERIFY(source);
        QVERIFY(!source->tree()->isVisible());
        ComparedSourceModel* model = source->comparedModel();
        const auto cell = [&](int column) {
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->index(row, ComparedSourceModel::Line).data().toString() == "1")
                    return model->index(row, column);
            }
            return QModelIndex();
        };
        // work's one line: 300 -> 400 Ir.
        QTRY_COMPARE(cell(ComparedSourceModel::Base).data().toString(), QStringLiteral("300"));
        QCOMPARE(cell(ComparedSourceModel::New).data().toString(), QStringLiteral("400"));
        QCOMPARE(cell(ComparedSourceModel::Delta).data().toString(), QStringLiteral("+100"));
        QCOMPARE(cell(ComparedSourceModel::DeltaPercent).data().toString(),
                 QStringLiteral("+33.33 %"));
        const QColor fill =
            cell(ComparedSourceModel::Delta).data(Qt::BackgroundRole).value<QColor>();
        QVERIFY(fill.isValid() && fill.red() > fill.blue() + 40);
        QVERIFY(source->findChild<DeltaLegend*>()->isVisible());
        // The share scale (Compare view): 300 of 322 Ir, 400 of 426.
        window.session().setShareScale(true);
        window.session().deliverChanges(); // the Session announces it on the next turn
        QCOMPARE(cell(ComparedSourceModel::Base).data().toString(), QStringLiteral("93.17 %"));
        QCOMPARE(cell(ComparedSourceModel::New).data().toString(), QStringLiteral("93.90 %"));
        window.session().setShareScale(false);

        window.opener().openFiles({m_new});
        QTRY_VERIFY(!window.session().comparisonController().isComparing() &&
                    !window.loader().isLoading());
        QTRY_VERIFY(!source->isComparing());
        QVERIFY(source->tree()->isVisible());
    }

    // Under a line that calls, the compared listing has a row per callee (the calls' inclusive
    // cost on each side, their counts), which leads to the callee like the plain listing's call
    // rows: activated, or through the menu with Go to and the four transforms.
    void comparedSourceCallLinesLeadToTheCallee()
    {
        TestWindow window(*m_settings);
        window.show();
        SourceView* source = comparedSourceOf(window, "main");
        QVERIFY(source);
        Session& session = window.session();
        ComparedSourceModel* model = source->comparedModel();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const FunctionId work = functionNamed(*session.profile(), "work");
        const auto callRow = [&](FunctionId callee) {
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->kindOf(row) == ComparedSourceModel::RowKind::Call &&
                    model->calleeAt(row) == callee)
                    return row;
            }
            return -1;
        };
        QTRY_VERIFY(callRow(work) >= 0);
        const int row = callRow(work);
        // main calls work twice on line 1 on both sides: 300 -> 400 Ir.
        QCOMPARE(model->index(row, ComparedSourceModel::Base).data().toString(),
                 QStringLiteral("300"));
        QCOMPARE(model->index(row, ComparedSourceModel::New).data().toString(),
                 QStringLiteral("400"));
        QCOMPARE(model->index(row, ComparedSourceModel::Delta).data().toString(),
                 QStringLiteral("+100"));
        QCOMPARE(model->index(row, ComparedSourceModel::Text).data().toString().trimmed(),
                 QStringLiteral("\u2192 2 call(s) to work"));
        QVERIFY(model->index(row, ComparedSourceModel::Text)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Baseline: 300, 2 call(s)")));
        // helper is called from the same line on both sides (its file moved): 7 -> 7.
        const int helper = callRow(functionNamed(*session.profile(), "helper"));
        QVERIFY(helper > 0);
        QCOMPARE(model->index(helper, ComparedSourceModel::Delta).data().toString(),
                 QStringLiteral("0"));

        auto* tree = source->findChild<QTreeView*>(QStringLiteral("comparedSource"));
        QVERIFY(tree);
        QCOMPARE(tree->contextMenuPolicy(), Qt::CustomContextMenu);
        const auto* menus = tree->findChild<CallLineMenu*>();
        QVERIFY(menus);
        const auto menu = menus->menuFor(model->index(row, ComparedSourceModel::Text));
        QVERIFY(menu);
        QVERIFY(hasTheFourTransforms(menu->actions()));
        QVERIFY(actionStartingWith(menu->actions(), QStringLiteral("Go to 'work'")));
        // A code line has no menu.
        QVERIFY(!menus->menuFor(model->index(row - 1, ComparedSourceModel::Text)));

        emit tree->activated(model->index(row, ComparedSourceModel::Text));
        settle();
        QCOMPARE(session.activeFunction(), work);
    }

    // The Assembly view in a comparison of one binary run twice pairs the instructions; of two
    // builds whose main differs it says so and shows the new side's code.
    void assemblyComparedWhenTheCodeIsTheSame()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty())
            QSKIP("needs objdump");
        const auto [first, second] = recordOneBinaryTwice(QStringLiteral("cv-once"));
        if (first.skip)
            QSKIP(first.error.constData());
        QVERIFY2(first.error.isEmpty() && second.error.isEmpty(), first.error.constData());
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({first.path}, {second.path});
        QVERIFY(waitForComparison(window));
        Session& session = window.session();
        session.navigateTo(functionNamed(*session.profile(), "work"));
        auto* assembly = qobject_cast<AssemblyView*>(
            window.workspace().viewTabs()->show(QStringLiteral("assembly")));
        QVERIFY(assembly);
        QTRY_VERIFY_WITH_TIMEOUT(assembly->isComparing(), 30000);
        ComparedAssemblyModel* model = assembly->comparedModel();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model->rowCount() > 5);
        // Every instruction of work ran twice as often: the delta is the baseline's cost.
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString base = model->index(row, ComparedAssemblyModel::Base).data().toString();
            if (base.isEmpty())
                continue;
            QCOMPARE(model->index(row, ComparedAssemblyModel::Delta).data().toString(),
                     QLatin1Char('+') + base);
        }

        // main's calls of work: the first on both sides at the same cost, the second (the run
        // with an argument) the new side's only; each leads to work, with its menu.
        session.navigateTo(functionNamed(*session.profile(), "main"));
        const FunctionId work = functionNamed(*session.profile(), "work");
        QStringList calls;
        const auto readCalls = [&] {
            calls.clear();
            for (int row = 0; row < model->rowCount(); ++row) {
                if (model->isCallRow(row) && model->calleeAt(row) == work)
                    calls << model->index(row, ComparedAssemblyModel::Instruction)
                                     .data()
                                     .toString()
                                     .trimmed() +
                                 QLatin1Char('|') +
                                 model->index(row, ComparedAssemblyModel::Delta).data().toString();
            }
            return calls.size();
        };
        QTRY_COMPARE_WITH_TIMEOUT(readCalls(), 2, 30000);
        QCOMPARE(calls[0], QStringLiteral("\u2192 1 call(s) to work|0"));
        QVERIFY2(calls[1].startsWith(QStringLiteral("\u2192 1 call(s) to work (new)|+")),
                 qPrintable(calls[1]));
        auto* tree = assembly->findChild<QTreeView*>(QStringLiteral("comparedAssembly"));
        QVERIFY(tree && tree->findChild<CallLineMenu*>());
        int callRow = -1;
        for (int row = 0; row < model->rowCount() && callRow < 0; ++row) {
            if (model->calleeAt(row) == work)
                callRow = row;
        }
        const auto menu = tree->findChild<CallLineMenu*>()->menuFor(
            model->index(callRow, ComparedAssemblyModel::Instruction));
        QVERIFY(menu && hasTheFourTransforms(menu->actions()));
        emit tree->activated(model->index(callRow, ComparedAssemblyModel::Instruction));
        settle();
        QCOMPARE(session.activeFunction(), work);

        const auto [v1, v2] =
            recordTwoVersions(QStringLiteral("cv-build"), {QStringLiteral("--dump-instr=yes")});
        QVERIFY2(v1.error.isEmpty() && v2.error.isEmpty(), v1.error.constData());
        window.opener().openComparison({v1.path}, {v2.path});
        QVERIFY(waitForComparison(window));
        session.navigateTo(functionNamed(*session.profile(), "main"));
        QTRY_VERIFY_WITH_TIMEOUT(
            assembly->comparedNote().contains(QLatin1String("Not compared per instruction")),
            30000);
        QVERIFY(!assembly->isComparing());
        QVERIFY(assembly->tree()->isVisible());
        QVERIFY(assembly->model()->rowCount() > 0);
    }

    // A reload of the new side puts a profile with other function ids in the Session while the
    // comparison of the old one still exists: the compared callees map no function through it
    // (main's new id is work's old one, whose callee is leaf) and show nothing until the new
    // comparison arrives, then its rows.
    void relationsShowNothingOfAnOldComparisonAfterAReload()
    {
        const QString base = writeFile(QStringLiteral("reload-base.out"), R"(events: Ir
fl=a.c
fn=main
1 10
cfn=work
calls=2 1
1 300
fn=work
1 295
cfn=leaf
calls=1 1
1 5
fn=leaf
1 5
)");
        const QByteArray before = R"(events: Ir
fl=a.c
fn=main
1 10
cfn=work
calls=2 1
1 400
fn=work
1 395
cfn=leaf
calls=1 1
1 5
fn=leaf
1 5
)";
        // The same program, its functions in another order: leaf 0, main 1, work 2.
        const QByteArray after = R"(events: Ir
fl=a.c
fn=leaf
1 5
fn=main
1 10
cfn=work
calls=2 1
1 500
fn=work
1 495
cfn=leaf
calls=1 1
1 5
)";
        const QString current = writeFile(QStringLiteral("reload-new.out"), before);
        TestWindow window(*m_settings);
        window.show();
        auto* callees = qobject_cast<RelationView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callees")));
        QVERIFY(callees);
        auto* compared = callees->findChild<ComparedRelationView*>();
        QVERIFY(compared);
        window.opener().openComparison({base}, {current});
        QVERIFY(waitForComparison(window));
        Session& session = window.session();
        session.navigateTo(functionNamed(*session.profile(), "main"));
        QTRY_COMPARE(namesIn(compared->tree()), QStringList{QStringLiteral("work")});
        QCOMPARE(compared->tree()->model()->index(0, RelationComparisonModel::Delta).data(),
                 QVariant(QStringLiteral("+100")));

        // What the compared callees show when the views hear of the reloaded profile (after
        // them: they connected first), and whether a comparison of it was in place by then.
        std::optional<QStringList> shownAtReload;
        bool comparedAtReload = false;
        connect(&session, &Session::changed, this, [&](SessionChanges changes) {
            if (!(changes & SessionChange::Profile) || shownAtReload)
                return;
            shownAtReload = namesIn(compared->tree());
            const auto& latest = window.session().comparisonController().comparison();
            comparedAtReload = latest && latest->snapshot(ProfileComparison::Side::New).profile ==
                                             session.profile();
        });
        writeFile(QStringLiteral("reload-new.out"), after);
        window.opener().reload();
        QTRY_VERIFY(shownAtReload.has_value());
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("main"));
        // Nothing through the old comparison: no rows until the new one is in (on a loaded
        // machine it may be in already when the views hear of the reload: then its rows).
        QCOMPARE(*shownAtReload,
                 comparedAtReload ? QStringList{QStringLiteral("work")} : QStringList());
        // The new comparison's rows: main -> work, 300 -> 500.
        QVERIFY(waitForComparison(window));
        QTRY_COMPARE(namesIn(compared->tree()), QStringList{QStringLiteral("work")});
        QTRY_COMPARE(compared->tree()->model()->index(0, RelationComparisonModel::Delta).data(),
                     QVariant(QStringLiteral("+200")));
    }

    void swapSidesShowsTheFormerBaseline()
    {
        TestWindow window(*m_settings);
        window.show();
        QVERIFY(!window.menus().swapSidesAction()->isEnabled());
        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        QTRY_VERIFY(window.menus().swapSidesAction()->isEnabled());
        window.session().navigateTo(functionNamed(*window.session().profile(), "work"));
        window.menus().swapSidesAction()->trigger();
        QVERIFY(waitForComparison(window));
        QCOMPARE(window.opener().openPaths(), QStringList{m_base});
        QCOMPARE(window.session().comparisonController().basePaths(), QStringList{m_new});
        QVERIFY(window.windowTitle().startsWith(QLatin1String("new.out")));
        QVERIFY(functionNamed(*window.session().profile(), "gone").isValid());
        QCOMPARE(window.session().profile()->functionName(window.session().activeFunction()),
                 QStringLiteral("work"));
        const auto& comparison = *window.session().comparisonController().comparison();
        verifyExplained(comparison);
        const int ir = comparison.events().indexOf(QStringLiteral("Ir"));
        const auto row =
            comparison.rowOf(ProfileComparison::Side::New, window.session().activeFunction());
        QVERIFY(row >= 0);
        QCOMPARE(comparison.inclusiveDelta(std::size_t(row), ir), Cost(-100));
    }
};

QTEST_MAIN(ComparedViewsTest)
#include "tst_comparedviews.moc"
