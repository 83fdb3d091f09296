// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Event types in the UI: the Types model under QAbstractItemModelTester with numbers checked on a
// profile with valgrind's cache and branch events, user-defined derived types (validation,
// cycles, persistence, use in the flat profile), the derived type dialog, the charts' bar sets
// and their export.

#include "core/analysis/CallGraph.h"
#include "core/analysis/CallMapTree.h"
#include "core/analysis/SourceAnnotation.h"
#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "ui/viewmodel/events/EventTypesModel.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/widgets/common/ChartSupport.h"
#include "ui/widgets/shell/EventTypeChooser.h"
#include "ui/widgets/views/events/DerivedTypeDialog.h"
#include "ui/widgets/views/events/EventShareChart.h"
#include "ui/widgets/views/events/EventTypesView.h"
#include "ui/widgets/views/events/TopFunctionsChart.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QToolButton>
#include <QTreeView>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalBarSeries>

using namespace tally;
using namespace tally::test;

namespace {

// Valgrind's thirteen events. main: self Ir 100, calls hot (Ir 50, few misses) and missy (Ir 10,
// most of the cache misses and mispredicted branches).
const QByteArray kCacheProfile = R"(events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim
fl=prog.c
fn=main
1 100 10 10 1 1 1 1 1 1 10 1 0 0
cfn=hot
calls=1 10
2 50 20 5 0 2 0 0 0 0 20 2 0 0
cfn=missy
calls=1 20
3 10 5 5 2 40 10 2 20 5 4 30 2 2
fn=hot
10 50 20 5 0 2 0 0 0 0 20 2 0 0
fn=missy
20 10 5 5 2 40 10 2 20 5 4 30 2 2
)";

} // namespace

class EventTypesTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;
    std::unique_ptr<QSettings> m_settings;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

    std::unique_ptr<Session> newSession()
    {
        auto session = std::make_unique<Session>();
        session->setSettings(m_settings.get());
        session->setProfile(m_profile);
        settle();
        return session;
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedText(kCacheProfile, QStringLiteral("cache.out"));
        m_profile = result.profile;
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("types.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void modelListsEveryTypeWithActiveCosts()
    {
        auto session = newSession();
        EventTypesModel model(*session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // 13 real types and KCachegrind's L1m, LLm, Bm, CEst.
        QCOMPARE(model.rowCount(), 17);
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) {
            return model.data(model.index(row, column), role);
        };
        const int d1mr = session->events().indexOf("D1mr");
        const int l1m = session->events().indexOf("L1m");
        const int cest = session->events().indexOf("CEst");
        QCOMPARE(cell(d1mr, EventTypesModel::Name).toString(), QStringLiteral("D1mr"));
        QCOMPARE(cell(d1mr, EventTypesModel::LongName).toString(),
                 QStringLiteral("L1 Data Read Miss"));
        QCOMPARE(cell(l1m, EventTypesModel::Formula).toString(),
                 QStringLiteral("I1mr + D1mr + D1mw"));
        QCOMPARE(cell(cest, EventTypesModel::Formula).toString(),
                 QStringLiteral("Ir + 10 Bm + 10 L1m + 100 LLm"));
        QCOMPARE(cell(d1mr, EventTypesModel::Total, SortRole).toLongLong(), 43);

        session->setActiveFunction(id("missy"));
        settle();
        QCOMPARE(cell(0, EventTypesModel::Self, SortRole).toLongLong(), 10);
        QCOMPARE(cell(0, EventTypesModel::SelfShare, SortRole).toDouble(), 10.0 / 160.0);
        QCOMPARE(cell(d1mr, EventTypesModel::Self, SortRole).toLongLong(), 40);
        QCOMPARE(cell(d1mr, EventTypesModel::SelfShare).toString(),
                 QLocale().toString(100.0 * 40 / 43, 'f', 2) + QStringLiteral(" %"));
        // L1m of missy: 2 + 40 + 10.
        QCOMPARE(cell(l1m, EventTypesModel::Inclusive, SortRole).toLongLong(), 52);
        session->setActiveFunction(id("main"));
        settle();
        QCOMPARE(cell(0, EventTypesModel::Inclusive, SortRole).toLongLong(), 160);
        QCOMPARE(cell(0, EventTypesModel::InclusiveShare, SortRole).toDouble(), 1.0);
    }

    void userTypesAreCheckedAddedAndUsedEverywhere()
    {
        auto session = newSession();
        EventTypesModel model(*session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Refused: bad names, bad formulas, unknown types, existing names.
        QVERIFY(!session->checkUserEventType({"2x", {}, "Ir"}).isEmpty());
        QVERIFY(!session->checkUserEventType({"X", {}, "Ir +"}).isEmpty());
        QVERIFY(session->checkUserEventType({"X", {}, "Ir + Nope"}).contains("Nope"));
        QVERIFY(session->checkUserEventType({"Ir", {}, "Dr"}).contains("already"));
        QVERIFY(session->checkUserEventType({"X", {}, "X + Ir"}).contains("cycle"));
        QVERIFY(session->checkUserEventType({"X", {}, "Ir + 2 Dr"}).isEmpty());

        QVERIFY(session->setUserEventType({"Mem", "Memory accesses", "Dr + Dw"}));
        QVERIFY(session->setUserEventType({"Weighted", {}, "Ir + 4 Mem + 100 L1m"}));
        settle();
        QCOMPARE(model.rowCount(), 19);
        const int weighted = session->events().indexOf("Weighted");
        QVERIFY(session->isUserEventType(weighted));
        QVERIFY(!session->isUserEventType(session->events().indexOf("L1m")));
        // Totals: Ir 160, Dr 35, Dw 20, L1m 3 + 43 + 11.
        QCOMPARE(session->total(weighted), Cost(160 + 4 * 55 + 100 * 57));
        // Editing Mem to use Weighted would be a cycle through Weighted: refused.
        QVERIFY(session->checkUserEventType({"Mem", {}, "Weighted + Dr"}, "Mem").contains("cycle"));

        // The flat profile shows it like any other type once it is primary.
        session->setEventTypes(weighted, -1);
        settle();
        FlatProfileModel flat(*session);
        int missyRow = -1;
        for (int row = 0; row < flat.rowCount(); ++row) {
            if (flat.data(flat.index(row, 0), FunctionIdRole).toUInt() == id("missy").index())
                missyRow = row;
        }
        QVERIFY(missyRow >= 0);
        QCOMPARE(flat.headerData(FlatProfileModel::Self, Qt::Horizontal).toString(),
                 QStringLiteral("Self Weighted"));
        QCOMPARE(flat.data(flat.index(missyRow, FlatProfileModel::Self), CostRole).toLongLong(),
                 10 + 4 * 10 + 100 * 52);

        // Deleting Mem takes Weighted with it (its formula no longer resolves); primary falls back.
        session->removeUserEventType("Mem");
        settle();
        QCOMPARE(session->events().indexOf("Weighted"), -1);
        QCOMPARE(model.rowCount(), 17);
        QCOMPARE(session->primaryEvent(), 0);
    }

    // The graph, the map and the source view evaluate through the Session's event set: a type
    // only the user defined works there as in the lists (its index is beyond the profile's).
    void userTypesReachGraphMapAndSource()
    {
        auto session = newSession();
        QVERIFY(session->setUserEventType({"Twice", {}, "2 Ir"}));
        settle();
        const int twice = session->events().indexOf("Twice");
        QVERIFY(twice >= m_profile->events().count());
        const auto events = std::make_shared<const EventSet>(session->events());
        const FunctionId main = id("main");

        CallGraphOptions graphOptions;
        graphOptions.event = twice;
        graphOptions.events = events;
        const CallGraph graph = CallGraph::build(*m_profile, session->flatProfile(),
                                                 session->callRelations(), main, graphOptions);
        QCOMPARE(graph.nodes().size(), std::size_t(3)); // main, hot, missy
        QCOMPARE(graph.nodes()[0].function, main);
        QCOMPARE(graph.nodes()[0].inclusive, Cost(2 * 160));
        QCOMPARE(graph.nodes()[0].self, Cost(2 * 100));

        CallMapTree::Options mapOptions;
        mapOptions.event = twice;
        mapOptions.events = events;
        const CallMapTree map = CallMapTree::build(*m_profile, session->flatProfile(),
                                                   session->callRelations(), main, mapOptions);
        QCOMPARE(map.nodes().size(), std::size_t(3));
        QCOMPARE(map.node(0).cost, 2.0 * 160);
        QCOMPARE(map.selfCost(0), 2.0 * 100);

        const SourceAnnotation source = SourceAnnotation::build(*m_profile, main);
        QCOMPARE(source.hottest(session->events(), twice).line, LineNumber(1));
        // An index no event set has is no crash, just no answer.
        QCOMPARE(source.hottest(session->events(), session->events().count()).file, -1);
    }

    void userTypesPersistPerSetOfEvents()
    {
        {
            auto session = newSession();
            QVERIFY(session->setUserEventType({"Misses", "All misses", "L1m + LLm"}));
        }
        auto session = newSession();
        const int misses = session->events().indexOf("Misses");
        QVERIFY(misses >= 0);
        QCOMPARE(session->events().type(misses).longName, QStringLiteral("All misses"));
        QCOMPARE(session->total(misses), Cost(57 + 30)); // LLm: 3 + 21 + 6
        // Another tool's events: not there.
        const auto other = loadedText("events: Ir\nfn=main\n1 5\n", QStringLiteral("other.out"));
        session->setProfile(other.profile);
        QCOMPARE(session->events().indexOf("Misses"), -1);
    }

    // "Share of main in each event type", in the room the Types tab gives it at 1280x800: a
    // type the user just defined gets its bar and its name under it, like the profile's own.
    void shareChartShowsANewUserType()
    {
        auto session = newSession();
        session->setActiveFunction(id("missy"));
        settle();
        EventShareChart chart(*session);
        chart.resize(556, 330);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        settle();
        QVERIFY(session->setUserEventType({"Weighted", {}, "Ir + 100 L1m"}));
        settle();
        QStringList names;
        for (const EventShareChart::Share& share : chart.shares())
            names << share.name;
        QCOMPARE(names.size(), session->events().count());
        QCOMPARE(names.last(), QStringLiteral("Weighted"));
        QCOMPARE(chart.series()->barSets().front()->count(), int(names.size()));
        // Its name is drawn under its bar, not dropped for want of room, and inside the chart.
        const QRectF inside = chart.chart()->sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5);
        QStringList shown;
        for (const QGraphicsItem* item : chart.scene()->items()) {
            if (!item->isVisible() || !inside.contains(item->sceneBoundingRect()))
                continue;
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item))
                shown << text->toPlainText();
            else if (const auto* simple = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
                shown << simple->text();
        }
        for (const QString& name : names)
            QVERIFY2(shown.contains(name),
                     qPrintable(name + QStringLiteral(" not in ") + shown.join(u'|')));
    }

    void dialogClosesWhenTheProfileChanges()
    {
        // The modeless dialog was checked against this profile's types: another profile closes
        // it without defining anything.
        auto session = newSession();
        EventTypesView view(*session);
        settle();
        view.newDerivedType();
        QPointer<DerivedTypeDialog> dialog = view.findChild<DerivedTypeDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->nameEdit()->setText("Est");
        dialog->formulaEdit()->setText("Ir + 10 Bm");
        QVERIFY(dialog->isAcceptable());
        QSignalSpy rejected(dialog.data(), &QDialog::rejected);
        const auto other = loadedText("events: Ir\nfn=main\n1 5\n", QStringLiteral("other.out"));
        session->setProfile(other.profile);
        settle();
        QCOMPARE(rejected.count(), 1);
        QTRY_VERIFY(!dialog); // deleted on close
        QCOMPARE(session->events().indexOf("Est"), -1);
        QVERIFY(session->userEventTypes().empty());
    }

    void dialogValidatesAsYouType()
    {
        auto session = newSession();
        DerivedTypeDialog dialog(*session);
        QPushButton* ok = dialog.buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());
        dialog.nameEdit()->setText("Est");
        dialog.formulaEdit()->setText("Ir + 10");
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog.messageLabel()->text().contains("Not a formula"));
        dialog.formulaEdit()->setText("Ir + 10 Bogus");
        QVERIFY(!ok->isEnabled());
        QVERIFY(dialog.messageLabel()->text().contains("Bogus"));
        dialog.formulaEdit()->setText("Ir + 10 Bm");
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("The formula is valid."));
        dialog.nameEdit()->setText("Ir");
        QVERIFY(!ok->isEnabled());
        dialog.nameEdit()->setText("Est");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(session->total(session->events().indexOf("Est")), Cost(160 + 10 * 35));

        // Editing keeps its own name valid and refuses a cycle through itself.
        DerivedTypeDialog edit(*session, session->userEventTypes().front());
        QVERIFY(edit.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        edit.formulaEdit()->setText("Est + Ir");
        QVERIFY(!edit.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(edit.messageLabel()->text().contains("cycle"));
    }

    void tableShowsItsRowsAndColumnsWithoutCramping()
    {
        // As beside the flat profile at 1280x800 (the tab's room), and taller: every column in
        // view (no sideways scrolling), numbers whole, the chart kept; with room, every row too.
        auto session = newSession();
        for (const int height : {330, 700}) {
            EventTypesView view(*session);
            view.resize(585, height);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            settle();
            QTreeView* tree = view.tree();
            QVERIFY2(!tree->horizontalScrollBar()->isVisible(),
                     qPrintable(QString::number(height)));
            QVERIFY(view.chart()->isVisible() && view.chart()->height() >= height / 4);
            QVERIFY(tree->height() >= height / 3);
            const QModelIndex total = tree->model()->index(0, EventTypesModel::Total);
            QVERIFY(tree->visualRect(total).width() >=
                    tree->fontMetrics().horizontalAdvance(total.data().toString()));
            if (height == 700)
                QVERIFY(!tree->verticalScrollBar()->isVisible());
        }
    }

    // With a 12-digit total, the active function's costs and their shares side by side left
    // the long name 40 pixels ("I...") beside the flat profile at 1280x800; now the costs show
    // as costs or, with percentages on, as shares, each with its bar.
    void longNamesStayReadableBesideBigNumbers()
    {
        const auto loaded = loadedText("events: Ir Dr Dw\nfn=main\n0 105054679935 34683790484 "
                                       "10307779022\n",
                                       QStringLiteral("big.out"));
        QVERIFY(loaded.profile);
        Session session;
        session.setSettings(m_settings.get());
        session.setProfile(loaded.profile);
        session.setActiveFunction(functionNamed(*loaded.profile, QStringLiteral("main")));
        settle();
        EventTypesView view(session);
        view.resize(555, 330);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (const bool percentages : {false, true}) {
            session.setShowPercentages(percentages);
            settle();
            QTreeView* tree = view.tree();
            QCOMPARE(tree->isColumnHidden(EventTypesModel::Self), percentages);
            QCOMPARE(tree->isColumnHidden(EventTypesModel::SelfShare), !percentages);
            QCOMPARE(tree->isColumnHidden(EventTypesModel::Inclusive), percentages);
            QCOMPARE(tree->isColumnHidden(EventTypesModel::InclusiveShare), !percentages);
            QVERIFY(!tree->horizontalScrollBar()->isVisible());
            const QModelIndex longName = tree->model()->index(0, EventTypesModel::LongName);
            QCOMPARE(longName.data().toString(), QStringLiteral("Instruction Fetch"));
            QVERIFY2(tree->visualRect(longName).width() >
                         tree->fontMetrics().horizontalAdvance(longName.data().toString()),
                     qPrintable(QString::number(tree->visualRect(longName).width())));
            const QModelIndex total = tree->model()->index(0, EventTypesModel::Total);
            QVERIFY(tree->visualRect(total).width() >=
                    tree->fontMetrics().horizontalAdvance(total.data().toString()));
        }
    }

    void narrowToolbarKeepsEveryButtonInSight()
    {
        // At 1280x800 the toolbar folded Edit, Delete and Export into a "»" menu: in a narrow
        // pane every button stays in sight, on a further row if need be.
        auto session = newSession();
        EventTypesView view(*session);
        view.resize(420, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        settle();
        int shown = 0;
        for (const QToolButton* button : view.findChildren<QToolButton*>()) {
            if (!button->isVisible())
                continue;
            QVERIFY2(button->objectName() != QStringLiteral("qt_toolbar_ext_button"),
                     "an overflow menu");
            const QRect inView(button->mapTo(&view, QPoint(0, 0)), button->size());
            QVERIFY2(view.rect().contains(inView), qPrintable(button->text()));
            shown += button->defaultAction() ? 1 : 0;
        }
        QCOMPARE(shown, 6); // primary, secondary, new, edit, delete, export
    }

    void viewSetsPrimaryAndSecondary()
    {
        auto session = newSession();
        EventTypesView view(*session);
        settle();
        const int d1mr = session->events().indexOf("D1mr");
        view.selectEvent(d1mr);
        QCOMPARE(view.currentEvent(), d1mr);
        view.makePrimary();
        QCOMPARE(session->primaryEvent(), d1mr);
        view.selectEvent(0);
        view.makeSecondary();
        QCOMPARE(session->secondaryEvent(), 0);
        view.makeSecondary(); // again: no secondary
        QCOMPARE(session->secondaryEvent(), -1);
    }

    // A hidden Types tab took every activation's new costs in (a repaint's worth of work on a
    // list no one sees); it announces them once, when shown.
    void hiddenViewTakesNewCostsInWhenShown()
    {
        auto session = newSession();
        EventTypesView view(*session);
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        settle();
        QSignalSpy costs(view.model(), &QAbstractItemModel::dataChanged);
        for (const char* name : {"missy", "main"}) {
            session->setActiveFunction(id(name));
            settle();
        }
        QCOMPARE(costs.count(), 0);
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(costs.count(), 1);
        QCOMPARE(view.model()->index(0, EventTypesModel::Inclusive).data(SortRole).toLongLong(),
                 160);
        // Shown, each activation is announced at once.
        session->setActiveFunction(id("missy"));
        settle();
        QCOMPARE(costs.count(), 2);
        QCOMPARE(view.model()->index(0, EventTypesModel::Self).data(SortRole).toLongLong(), 10);
    }

    void newTypeThroughTheViewReachesTheToolbarChooser()
    {
        auto session = newSession();
        EventTypesView view(*session);
        EventTypeChooser chooser(*session);
        settle();
        QCOMPARE(chooser.primary()->count(), 17);
        view.newDerivedType();
        auto* dialog = view.findChild<DerivedTypeDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        dialog->nameEdit()->setText("Misses");
        dialog->longNameEdit()->setText("All misses");
        dialog->formulaEdit()->setText("L1m + LLm");
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        settle();
        const int misses = session->events().indexOf("Misses");
        QVERIFY(misses >= 0);
        QCOMPARE(view.currentEvent(), misses); // the new type is the current row
        QCOMPARE(chooser.primary()->count(), 18);
        QCOMPARE(chooser.primary()->itemText(misses), QStringLiteral("All misses (Misses)"));
        chooser.primary()->setCurrentIndex(misses);
        QCOMPARE(session->primaryEvent(), misses);
        // Only the user's own types can be edited or deleted; deleting moves primary back.
        view.selectEvent(session->events().indexOf("L1m"));
        view.deleteDerivedType();
        QVERIFY(session->events().indexOf("L1m") >= 0);
        view.selectEvent(misses);
        view.deleteDerivedType();
        settle();
        QCOMPARE(session->events().indexOf("Misses"), -1);
        QCOMPARE(chooser.primary()->count(), 17);
        QCOMPARE(chooser.primary()->currentIndex(), session->primaryEvent());
    }

    void shareChartBarsAreTheActiveFunctionsShares()
    {
        auto session = newSession();
        session->setActiveFunction(id("missy"));
        settle();
        EventShareChart chart(*session);
        settle();
        const auto& shares = chart.shares();
        QCOMPARE(int(shares.size()), 17); // every type has a non-zero total here
        QBarSeries* series = chart.series();
        QCOMPARE(series->count(), 2);
        QBarSet* inclusive = series->barSets()[0];
        QBarSet* self = series->barSets()[1];
        QCOMPARE(inclusive->label(), QStringLiteral("Inclusive"));
        QCOMPARE(inclusive->count(), 17);
        const int d1mr = session->events().indexOf("D1mr");
        QCOMPARE(shares[std::size_t(d1mr)].name, QStringLiteral("D1mr"));
        QCOMPARE(self->at(d1mr), 100.0 * 40 / 43);
        QCOMPARE(inclusive->at(0), 100.0 * 10 / 160);
        const int bm = session->events().indexOf("Bm");
        QCOMPARE(self->at(bm), 100.0 * 32 / 35);
        // Clicking a bar makes its type primary.
        emit series->clicked(d1mr, self);
        settle();
        QCOMPARE(session->primaryEvent(), d1mr);

        // Exports: PNG and SVG.
        chart.resize(600, 300);
        const QString png = tempDir().filePath("shares.png");
        const QString svg = tempDir().filePath("shares.svg");
        QVERIFY(chartsupport::exportChart(&chart, png));
        QVERIFY(chartsupport::exportChart(&chart, svg));
        QImage image(png);
        QCOMPARE(image.size(), QSize(600, 300));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("D1mr")); // the category labels are text in the drawing
    }

    void topFunctionsChartComparesTwoTypes()
    {
        auto session = newSession();
        TopFunctionsChart chart(*session);
        settle();
        const int ir = session->events().indexOf("Ir");
        const int d1mr = session->events().indexOf("D1mr");
        chart.setInclusive(false);
        chart.setEventTypes(ir, d1mr);
        const auto& entries = chart.entries();
        QCOMPARE(int(entries.size()), 3);
        QCOMPARE(entries[0].name, QStringLiteral("main"));
        QCOMPARE(entries[1].name, QStringLiteral("hot"));
        QCOMPARE(entries[2].name, QStringLiteral("missy"));
        QCOMPARE(entries[2].first, 100.0 * 10 / 160);
        QCOMPARE(entries[2].second, 100.0 * 40 / 43);
        QHorizontalBarSeries* series = chart.series();
        QCOMPARE(series->count(), 2);
        // Bars grow upwards: the last category is the top function; set 1 is the ranking type.
        QBarSet* first = series->barSets()[1];
        QBarSet* second = series->barSets()[0];
        QCOMPARE(first->at(0), entries[2].first);
        QCOMPARE(second->at(0), entries[2].second);
        QCOMPARE(first->at(2), entries[0].first);
        emit series->clicked(0, first);
        QCOMPARE(session->activeFunction(), id("missy"));
        QCOMPARE(session->history().current(), id("missy"));

        chart.setInclusive(true);
        QCOMPARE(chart.entries()[0].name, QStringLiteral("main"));
        QCOMPARE(chart.entries()[0].first, 100.0);
        chart.setCount(1);
        QCOMPARE(int(chart.entries().size()), 1);
    }

    void chartsFollowThePalette()
    {
        auto session = newSession();
        EventShareChart chart(*session);
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        dark.setColor(QPalette::Highlight, QColor(40, 120, 200));
        chart.setPalette(dark);
        chartsupport::applyPalette(chart.chart(), dark);
        QCOMPARE(chart.chart()->backgroundBrush().color(), QColor(30, 30, 30));
        QCOMPARE(chart.series()->barSets()[0]->color(), QColor(40, 120, 200));
        for (QAbstractAxis* axis : chart.chart()->axes())
            QCOMPARE(axis->labelsColor(), QColor(230, 230, 230));
    }
};

QTEST_MAIN(EventTypesTest)
#include "tst_eventtypes.moc"
