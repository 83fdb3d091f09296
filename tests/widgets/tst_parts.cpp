// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Parts in the UI: the Parts model under QAbstractItemModelTester, selecting parts through its
// check boxes (costs recomputed off the GUI thread, newest request wins), the parts chart's bar
// sets, and File > Add / File > Reload in the main window keeping what the user looks at.

#include "core/transform/Transform.h"
#include "tests/support/EventLoop.h"
#include "tests/support/PartsProfiles.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/parts/PartsModel.h"
#include "ui/viewmodel/session/SessionSnapshot.h"
#include "ui/widgets/common/ChartSupport.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/events/EventTypesView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/parts/PartsChart.h"
#include "ui/widgets/views/parts/PartsView.h"

#include <QAbstractItemModelTester>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTreeView>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QStackedBarSeries>

using namespace tally;
using namespace tally::test;

namespace {

// Waits for the part selection's costs (computed on a worker thread) to be in place.
bool waitIdle(Session& session)
{
    QDeadlineTimer deadline(10000);
    while (session.isBusy() && !deadline.hasExpired())
        QTest::qWait(5);
    settle();
    return !session.isBusy();
}

} // namespace

class PartsTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;
    std::unique_ptr<QSettings> m_settings;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

    std::unique_ptr<TestWindow> openWindow(const QStringList& paths)
    {
        auto window = std::make_unique<TestWindow>(*m_settings);
        window->show();
        if (!openedIn(*window, paths))
            return nullptr;
        settle();
        return window;
    }

    static bool waitLoaded(MainWindow& window)
    {
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        if (!loaded.wait(30000))
            return false;
        settle();
        return true;
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedText(kThreeParts, QStringLiteral("parts.out"));
        m_profile = result.profile;
        QCOMPARE(m_profile->partCount(), std::size_t(3));
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("parts.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void chartAxesUsePlainNumbers()
    {
        // "1.5 M" or "25,000", never printf's "1.5e+06".
        QChart chart;
        for (const double largest : {7.0, 900.0, 25000.0, 1234567.0, 9194996677.0}) {
            QCategoryAxis* axis = chartsupport::countAxis(&chart, largest, 3);
            const QStringList labels = axis->categoriesLabels();
            QVERIFY(labels.size() >= 2);
            QVERIFY(axis->max() >= largest);
            QCOMPARE(labels.front(), QStringLiteral("0"));
            for (const QString& label : labels)
                QVERIFY2(!label.contains(QLatin1Char('e')), qPrintable(label));
            delete axis;
        }
        QCOMPARE(chartsupport::countLabel(25000, 25000), QLocale().toString(25000));
        QCOMPARE(chartsupport::countLabel(1500000, 2000000), QStringLiteral("1.5 M"));
        QCOMPARE(chartsupport::countLabel(3e9, 4e9), QStringLiteral("3 G"));
    }

    void modelListsPartsAndSelectsThem()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        PartsModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 3);
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        QCOMPARE(cell(0, PartsModel::Part).toString(), QStringLiteral("Part 1: first"));
        QCOMPARE(cell(1, PartsModel::Trigger).toString(), QStringLiteral("second"));
        QCOMPARE(cell(2, PartsModel::Cost, SortRole).toLongLong(), 404);
        QCOMPARE(cell(2, PartsModel::Share, SortRole).toDouble(), 404.0 / 707.0);
        QCOMPARE(model.headerData(PartsModel::Cost, Qt::Horizontal).toString(),
                 QStringLiteral("Ir"));
        // The cost column follows the primary event type, and says so to the header view.
        QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
        session.setEventTypes(session.events().indexOf(QStringLiteral("Dr")), -1);
        settle();
        QVERIFY(!header.isEmpty());
        QCOMPARE(header.last().at(0).value<Qt::Orientation>(), Qt::Horizontal);
        QVERIFY(header.last().at(1).toInt() <= PartsModel::Cost &&
                header.last().at(2).toInt() >= PartsModel::Cost);
        QCOMPARE(model.headerData(PartsModel::Cost, Qt::Horizontal).toString(),
                 QStringLiteral("Dr"));
        QCOMPARE(cell(2, PartsModel::Cost, SortRole).toLongLong(), 4);
        session.setEventTypes(0, -1);
        settle();
        QCOMPARE(cell(0, PartsModel::Part, Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QVERIFY(model.flags(model.index(0, PartsModel::Part)) & Qt::ItemIsUserCheckable);

        const FunctionId work = id("work");
        const FunctionId main = id("main");
        QVERIFY(model.setData(model.index(1, PartsModel::Part), Qt::Unchecked, Qt::CheckStateRole));
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({true, false, true}));
        QCOMPARE(cell(1, PartsModel::Part, Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QVERIFY(waitIdle(session));
        QCOMPARE(session.total(0), Cost(101 + 404));
        QCOMPARE(session.flatProfile().self(work)[0], Cost(500));
        QCOMPARE(session.flatProfile().inclusive(main)[0], Cost(505));
        QCOMPARE(session.flatProfile().called(work), Count(5));
        const auto callees = session.callRelations().callees(main);
        QCOMPARE(callees.size(), std::size_t(1));
        QCOMPARE(callees[0].count, Count(5));
        QCOMPARE(callees[0].inclusive[0], Cost(500));
        // The part's own numbers do not change with the selection.
        QCOMPARE(cell(2, PartsModel::Cost, SortRole).toLongLong(), 404);

        // Checking it again is "all parts".
        QVERIFY(model.setData(model.index(1, PartsModel::Part), Qt::Checked, Qt::CheckStateRole));
        QVERIFY(session.selectedParts().isAll());
        QVERIFY(waitIdle(session));
        QCOMPARE(session.total(0), Cost(707));
    }

    void partLabelsUseOwnNumbersOnlyWhenTheyIncrease()
    {
        auto labels = [](const QByteArray& text, const QString& name) {
            const auto result = loadedText(text, name);
            Session session;
            session.setProfile(result.profile);
            settle();
            PartsModel model(session);
            QStringList texts;
            for (int row = 0; row < model.rowCount(); ++row)
                texts << model.data(model.index(row, PartsModel::Part)).toString();
            return texts;
        };
        const QByteArray dump = "events: Ir\npart: %1\nfn=f\n1 1\n";
        // A cut dump file starts at a later number: kept.
        QCOMPARE(labels(QByteArray(dump).replace("%1", "7") + QByteArray(dump).replace("%1", "9"),
                        QStringLiteral("later.out")),
                 (QStringList{QStringLiteral("Part 7"), QStringLiteral("Part 9")}));
        // A `cat` of the dumps of two runs repeats `part: 1`: numbered in order.
        const QByteArray one = QByteArray(dump).replace("%1", "1");
        const QByteArray two = QByteArray(dump).replace("%1", "2");
        QCOMPARE(
            labels("version: 1\n" + one + two + "version: 1\n" + one, QStringLiteral("cat.out")),
            (QStringList{QStringLiteral("Part 1"), QStringLiteral("Part 2"),
                         QStringLiteral("Part 3")}));
    }

    void newestSelectionWins()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        // The totals each time the views hear of new costs: whichever earlier results arrive
        // before a newer request (small profiles compute at once), the last word is the newest.
        std::vector<Cost> seen;
        connect(&session, &Session::changed, this, [&](SessionChanges changes) {
            if (changes & SessionChange::Costs)
                seen.push_back(session.total(0));
        });
        session.setSelectedParts(PartMask::fromFlags({true, false, false}));
        session.setSelectedParts(PartMask::fromFlags({false, true, false}));
        session.setSelectedParts(PartMask::fromFlags({false, false, true}));
        QVERIFY(waitIdle(session));
        QTest::qWait(50); // let any stale result arrive: it must be dropped
        QVERIFY(!seen.empty() && seen.size() <= 3);
        QCOMPARE(seen.back(), Cost(404));
        QCOMPARE(session.total(0), Cost(404));
        QCOMPARE(session.flatProfile().self(id("work"))[0], Cost(400));
        // A new profile drops a computation under way.
        session.setSelectedParts(PartMask::fromFlags({true, false, false}));
        session.setProfile(m_profile);
        QVERIFY(!session.isBusy());
        QTest::qWait(50);
        QCOMPARE(session.total(0), Cost(707));
        QVERIFY(session.selectedParts().isAll());
    }

    // While a worker computes a new selection, the flat profile and the call relations the views
    // read stay those of one and the same selection; then both move on together.
    void costsStayConsistentWhileASelectionComputes()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        const auto countOfCalls = [&] {
            const auto callees = session.callRelations().callees(id("main"));
            return callees.empty() ? Count(0) : callees.front().count;
        };
        session.setSelectedParts(PartMask::fromFlags({false, false, true}));
        // Usually still computing here; on a loaded machine the worker may already be done and
        // its result installed at once. Either way both read the same selection.
        const Count expected = session.isBusy() ? 7 : 4; // all parts: 1 + 2 + 4 calls
        QCOMPARE(countOfCalls(), expected);
        QCOMPARE(session.flatProfile().called(id("work")), expected);
        QVERIFY(waitIdle(session));
        QCOMPARE(countOfCalls(), Count(4));
        QCOMPARE(session.flatProfile().called(id("work")), Count(4));
        // Cycle detection recomputes the flat profile; the relations stay those of the parts.
        session.setCycleDetection(false);
        QCOMPARE(countOfCalls(), Count(4));
        QCOMPARE(session.flatProfile().called(id("work")), Count(4));
    }

    void chartShowsCostPerPartAndToggles()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        PartsChart chart(session);
        QStackedBarSeries* series = chart.series();
        QCOMPARE(series->count(), 2);
        QBarSet* selected = series->barSets()[0];
        QBarSet* other = series->barSets()[1];
        QCOMPARE(selected->count(), 3);
        QCOMPARE(selected->at(0), 101.0);
        QCOMPARE(selected->at(2), 404.0);
        QCOMPARE(other->at(2), 0.0);
        emit series->clicked(2, selected);
        settle();
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({true, true, false}));
        QVERIFY(waitIdle(session));
        selected = chart.series()->barSets()[0];
        other = chart.series()->barSets()[1];
        QCOMPARE(selected->at(2), 0.0);
        QCOMPARE(other->at(2), 404.0);
        QCOMPARE(selected->at(1), 202.0);
    }

    void tableShowsItsRowsAboveTheChart()
    {
        // Sixteen parts, as beside the flat profile at 1280x800 and taller: the table as tall as
        // its rows as far as the chart can give way, the chart kept readable.
        QByteArray text = "events: Ir\n";
        for (int part = 1; part <= 16; ++part)
            text += "part: " + QByteArray::number(part) + "\nfn=main\n1 " +
                    QByteArray::number(part * 100) + "\n";
        const auto loaded = loadedText(text, QStringLiteral("sixteen.out"));
        Session session;
        session.setProfile(loaded.profile);
        settle();
        for (const int height : {330, 800}) {
            PartsView view(session);
            view.resize(585, height);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            settle();
            QCOMPARE(view.tree()->model()->rowCount(), 16);
            QVERIFY(view.chart()->isVisible() &&
                    view.chart()->height() >= view.chart()->minimumSizeHint().height());
            // Beside the flat profile the rows need more than half the room: they take what the
            // chart can give (half each before).
            const int room = view.tree()->height() + view.chart()->height();
            QVERIFY2(view.tree()->height() >= (height == 330 ? room * 3 / 5 : room / 2),
                     qPrintable(QStringLiteral("%1: table %2 of %3")
                                    .arg(height)
                                    .arg(view.tree()->height())
                                    .arg(room)));
            if (height == 800)
                QVERIFY(!view.tree()->verticalScrollBar()->isVisible());
        }
    }

    // A transform's new profile is announced before the Session says it is idle, so no change
    // came after the idle signal and the view stayed busy for ever (tally_soak, seed 1: "still
    // busy after 60000 ms").
    void idleAgainAfterATransform()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        PartsView view(session);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        session.setTransforms({Transform{TransformKind::Focus, QStringLiteral("work")}});
        QVERIFY(waitIdle(session));
        QTRY_VERIFY(session.transforms().size() == 1);
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
    }

    void viewButtons()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        PartsView view(session);
        QSignalSpy busy(&session, &Session::busyChanged);
        view.selectNone();
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({false, false, false}));
        // Busy until the views have heard of the new costs (for screenshots), even when the
        // worker finished at once on so small a profile.
        QVERIFY(ViewActivity::of(&view)->isBusy());
        QVERIFY(waitIdle(session));
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy[0][0].toBool(), true);
        QCOMPARE(busy[1][0].toBool(), false);
        QVERIFY(!ViewActivity::of(&view)->isBusy());
        QCOMPARE(session.total(0), Cost(0));
        view.invert();
        QVERIFY(session.selectedParts().isAll());
        view.tree()->selectionModel()->select(view.tree()->model()->index(1, 0),
                                              QItemSelectionModel::Select |
                                                  QItemSelectionModel::Rows);
        view.onlySelectedRows();
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({false, true, false}));
        QVERIFY(waitIdle(session));
        QCOMPARE(session.total(0), Cost(202));
    }

    // A `--separate-threads` run at 1280x800: each part named by its thread, and the Thread and
    // PID columns in view beside the names without scrolling.
    void threadAndPidInViewAt1280()
    {
        QStringList paths;
        for (int thread = 1; thread <= 2; ++thread)
            paths << writeFile(QStringLiteral("callgrind.out.4242-0%1").arg(thread),
                               "version: 1\ncreator: callgrind-3.19.0\npid: 4242\npart: 1\n"
                               "thread: " +
                                   QByteArray::number(thread) + "\nevents: Ir\nfn=f\n1 " +
                                   QByteArray::number(thread * 100) +
                                   "\ntotals: " + QByteArray::number(thread * 100) + "\n");
        auto window = openWindow(paths);
        QVERIFY(window);
        window->resize(1280, 800);
        window->workspace().viewTabs()->show(QStringLiteral("parts"));
        settle();
        auto* view =
            qobject_cast<PartsView*>(window->workspace().viewTabs()->view(QStringLiteral("parts")));
        QVERIFY(view);
        QTreeView* tree = view->tree();
        QCOMPARE(tree->model()->index(1, PartsModel::Part).data().toString(),
                 QStringLiteral("Thread 2"));
        QHeaderView* header = tree->header();
        for (const int column :
             {int(PartsModel::Part), int(PartsModel::Thread), int(PartsModel::Pid)}) {
            const int left = header->sectionViewportPosition(column);
            QVERIFY2(left >= 0 && left + header->sectionSize(column) <= tree->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 at %2 of %3")
                                    .arg(column)
                                    .arg(left)
                                    .arg(tree->viewport()->width())));
        }
    }

    // The chart in the room it has at 1280x800 says what its bars are, with nothing cut to
    // "..." (QtCharts cut the "Part" under the labels when the axes would take over 40 % of
    // the height).
    void chartNamesItsBarsWholeAt1280()
    {
        auto window = openWindow({writeFile(QStringLiteral("one.out"), kThreeParts)});
        QVERIFY(window);
        window->resize(1280, 800);
        window->workspace().viewTabs()->show(QStringLiteral("parts"));
        settle();
        auto* view =
            qobject_cast<PartsView*>(window->workspace().viewTabs()->view(QStringLiteral("parts")));
        QVERIFY(view);
        PartsChart* chart = view->chart();
        QTRY_VERIFY(chart->isVisible() && chart->height() > 0);
        settle();
        QStringList shown;
        for (const QGraphicsItem* item : chart->scene()->items()) {
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
                text && text->isVisible() && !text->toPlainText().isEmpty())
                shown << text->toPlainText();
        }
        const QString why =
            shown.join(u'|') + QStringLiteral(" in a chart %1 high").arg(chart->height());
        QVERIFY2(shown.contains(QStringLiteral("Ir per part")), qPrintable(why));
        for (const QString& text : shown)
            QVERIFY2(!text.contains(QStringLiteral("...")) && !text.contains(QChar(0x2026)),
                     qPrintable(why));
    }

    void contextMenuOnlyThisPartAndInvert()
    {
        Session session;
        session.setProfile(m_profile);
        settle();
        PartsView view(session);
        // The row under the mouse: "Only Part 3", then the toolbar's own actions.
        const QModelIndex third = view.tree()->model()->index(2, PartsModel::Cost);
        auto menu = view.contextMenu(third);
        QStringList texts;
        for (QAction* action : menu->actions())
            texts << action->text();
        QCOMPARE(texts, QStringList({QStringLiteral("Only Part 3: third"), QString(),
                                     QStringLiteral("Only Selected Rows"), QStringLiteral("Invert"),
                                     QStringLiteral("All"), QStringLiteral("None")}));
        menu->actions().front()->trigger();
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({false, false, true}));
        QVERIFY(waitIdle(session));
        // Invert, from the menu of the background: the same action as the toolbar's.
        auto background = view.contextMenu(QModelIndex());
        QCOMPARE(background->actions().size(), 4);
        background->actions()[1]->trigger();
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({true, true, false}));
        QVERIFY(waitIdle(session));
    }

    void restoreRanksSameNamesByThePrimaryType()
    {
        // The function was in a.c; after the rebuild two functions of that name remain, in b.c
        // (more Ir) and c.c (more Dr). With Dr primary, the restored one is the Dr-costlier.
        const auto before = loadedText("events: Ir Dr\nfl=a.c\nfn=f\n1 10 10\n", "before.out");
        const auto after = loadedText("events: Ir Dr\nfl=b.c\nfn=f\n1 100 1\n"
                                      "fl=c.c\nfn=f\n1 10 50\n",
                                      "after.out");
        Session session;
        session.setProfile(before.profile);
        session.setActiveFunction(*findFunction(*before.profile, QStringLiteral("f")));
        session.setEventTypes(1, -1);
        settle();
        const SessionSnapshot snapshot = SessionSnapshot::take(session);
        session.setProfile(after.profile);
        settle();
        snapshot.restore(session);
        settle();
        QCOMPARE(session.eventName(session.primaryEvent()), QStringLiteral("Dr"));
        QVERIFY(session.activeFunction() != FunctionId());
        QCOMPARE(after.profile->functionFile(session.activeFunction()), QStringLiteral("c.c"));
    }

    void restoreRanksSameNamesWithTheSelectedParts()
    {
        // Of f in b.c and f in c.c, b.c costs more in the whole profile but c.c in the part the
        // user selected: once the selection's costs are in, the restored function is c.c's.
        const auto before = loadedText("events: Ir\npart: 1\nfl=a.c\nfn=f\n1 10\n"
                                       "part: 2\nfl=a.c\nfn=f\n1 10\n",
                                       "before.out");
        const auto after =
            loadedText("events: Ir\npart: 1\nfl=b.c\nfn=f\n1 100\nfl=c.c\nfn=f\n1 10\n"
                       "part: 2\nfl=b.c\nfn=f\n1 1\nfl=c.c\nfn=f\n1 50\n",
                       "after.out");
        QCOMPARE(after.profile->partCount(), std::size_t(2));
        Session session;
        session.setProfile(before.profile);
        session.setActiveFunction(*findFunction(*before.profile, QStringLiteral("f")));
        session.setSelectedParts(PartMask::fromFlags({false, true}));
        QVERIFY(waitIdle(session));
        const SessionSnapshot snapshot = SessionSnapshot::take(session);
        session.setProfile(after.profile);
        settle();
        snapshot.restore(session);
        QVERIFY(waitIdle(session));
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({false, true}));
        QVERIFY(session.activeFunction() != FunctionId());
        QCOMPARE(after.profile->functionFile(session.activeFunction()), QStringLiteral("c.c"));
    }

    void addAndReloadKeepWhatTheUserLooksAt()
    {
        const QString first =
            writeFile("first.out", "events: Ir Dr\nfn=main\n1 1 0\ncfn=work\ncalls=1 5\n2 100 7\n"
                                   "fn=work\n5 100 7\nfn=idle\n9 50 0\n");
        // Records only Ir: Dr counts as 0 in its part, and the user is told.
        const QString second =
            writeFile("second.out", "events: Ir\nfn=main\n1 1\ncfn=work\ncalls=1 5\n2 30\n"
                                    "fn=work\n5 30\n");
        auto window = openWindow({first});
        QVERIFY(window);
        Session& session = window->session();
        QCOMPARE(session.profile()->partCount(), std::size_t(1));
        const auto findWork = [&] {
            return *findFunction(*session.profile(), QStringLiteral("work"));
        };
        session.navigateTo(findWork());
        session.setEventTypes(1, 0); // Dr primary, Ir secondary
        window->workspace().viewTabs()->show(QStringLiteral("events"));
        window->workspace().viewTabs()->show(QStringLiteral("parts"));
        settle();

        window->opener().addFiles({second});
        QVERIFY(waitLoaded(*window));
        QCOMPARE(window->opener().openPaths(), (QStringList{first, second}));
        QCOMPARE(session.profile()->partCount(), std::size_t(2));
        QVERIFY(session.activeFunction() != FunctionId());
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("work"));
        QCOMPARE(session.eventName(session.primaryEvent()), QStringLiteral("Dr"));
        QCOMPARE(session.eventName(session.secondaryEvent()), QStringLiteral("Ir"));
        QCOMPARE(session.total(0), Cost(151 + 31));
        QCOMPARE(window->workspace().viewTabs()->currentView(ViewTabs::Group::Upper),
                 window->workspace().viewTabs()->view(QStringLiteral("events")));
        QCOMPARE(window->workspace().viewTabs()->currentView(ViewTabs::Group::Lower),
                 window->workspace().viewTabs()->view(QStringLiteral("parts")));
        auto* mismatch = window->findChild<QMessageBox*>(QStringLiteral("eventMismatch"));
        QVERIFY(mismatch);
        QVERIFY(mismatch->text().contains(QStringLiteral("second.out has no cost of Dr")));
        mismatch->close();

        // Reload after the file changed on disk: same function, event types, parts and views.
        session.setSelectedParts(PartMask::fromFlags({false, true}));
        QVERIFY(waitIdle(session));
        writeFile("first.out", "events: Ir Dr\nfn=main\n1 1 0\ncfn=work\ncalls=1 5\n2 300 9\n"
                               "fn=work\n5 300 9\n");
        window->opener().reload();
        QVERIFY(waitLoaded(*window));
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("work"));
        QCOMPARE(session.eventName(session.primaryEvent()), QStringLiteral("Dr"));
        QCOMPARE(session.selectedParts(), PartMask::fromFlags({false, true}));
        QVERIFY(waitIdle(session));
        QCOMPARE(session.total(0), Cost(31));
        session.setSelectedParts({});
        QVERIFY(waitIdle(session));
        QCOMPARE(session.total(0), Cost(301 + 31));
        QCOMPARE(window->workspace().viewTabs()->currentView(ViewTabs::Group::Upper),
                 window->workspace().viewTabs()->view(QStringLiteral("events")));
        QVERIFY(!window->findChild<QMessageBox*>(QStringLiteral("eventMismatch")) ||
                !window->findChild<QMessageBox*>(QStringLiteral("eventMismatch"))->isVisible());
    }
};

QTEST_MAIN(PartsTest)
#include "tst_parts.moc"
