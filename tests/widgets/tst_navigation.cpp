// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Browsing callers and callees: the list models under QAbstractItemModelTester with numbers
// checked on a profile of known structure, the history (back, forward, up), the breadcrumb, the
// fuzzy finder (more in tst_functionfinder), and a UI run through the main window where the flat
// profile follows each step.

#include "core/text/FuzzyMatcher.h"
#include "tests/support/EventLoop.h"
#include "tests/support/PaintCounter.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/functions/CallListModel.h"
#include "ui/viewmodel/functions/CoverageModel.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/MeasuredHeader.h"
#include "ui/widgets/common/NumberColumnFitter.h"
#include "ui/widgets/shell/FunctionFinder.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/NavigationBar.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QMenu>
#include <QProxyStyle>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStyleFactory>
#include <QToolButton>
#include <QTreeView>

#include <cstddef>
#include <new>

using namespace tally;
using namespace tally::test;

namespace {

// main calls a() twice (from two lines) and b() once; a calls c; b and c call each other.
const QByteArray kStructure = R"(events: Ir Dr
fl=prog.c
fn=main
1 10 1
cfn=a
calls=1 20
2 100 10
cfn=a
calls=1 20
3 100 10
cfn=b
calls=1 30
4 300 30
fn=a
20 40 4
cfn=c
calls=1 40
21 60 6
fn=b
30 50 5
cfn=c
calls=3 40
31 250 25
fn=c
40 200 20
cfn=b
calls=2 30
41 100 10
)";

// The profile set in `session`, every function of it visited in turn (oldest first), the changes
// delivered: a history as long as the profile, for the breadcrumbs.
void visitEveryFunction(Session& session, const std::shared_ptr<const Profile>& profile)
{
    session.setProfile(profile);
    for (const FunctionId f : profile->functionIds())
        session.navigateTo(f);
    session.deliverChanges();
}

} // namespace

class NavigationTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

private slots:
    void initTestCase()
    {
        const auto result = loadedText(kStructure, QStringLiteral("structure.out"));
        m_profile = result.profile;
    }

    void callersAndCallees()
    {
        Session session;
        session.setProfile(m_profile);
        CallListModel callers(session, CallListModel::Direction::Callers);
        CallListModel callees(session, CallListModel::Direction::Callees);
        QAbstractItemModelTester callerTester(
            &callers, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester calleeTester(
            &callees, QAbstractItemModelTester::FailureReportingMode::QtTest);

        session.setActiveFunction(id("main"));
        settle();
        QCOMPARE(callers.rowCount(), 0);
        QCOMPARE(callees.rowCount(), 2);
        // Sorted by inclusive cost: b (300) before a (200 from two call sites).
        QCOMPARE(callees.index(0, CallListModel::Function).data(FunctionIdRole).toUInt(),
                 id("b").index());
        const QModelIndex a = callees.index(1, 0);
        QCOMPARE(a.siblingAtColumn(CallListModel::Count).data(CostRole).toLongLong(), 2);
        QCOMPARE(a.siblingAtColumn(CallListModel::Inclusive).data(CostRole).toLongLong(), 200);
        QCOMPARE(a.siblingAtColumn(CallListModel::PerCall).data(CostRole).toLongLong(), 100);
        // Two call sites: an expander with a row for each.
        QCOMPARE(callees.rowCount(a), 2);
        QCOMPARE(callees.index(0, CallListModel::Count, a).data(CostRole).toLongLong(), 1);
        QVERIFY(callees.index(0, CallListModel::Location, a)
                    .data()
                    .toString()
                    .contains(QLatin1String("prog.c:")));

        session.setActiveFunction(id("c"));
        settle();
        QCOMPARE(callers.rowCount(), 2); // a once, b three times
        QCOMPARE(callers.index(0, CallListModel::Function).data(FunctionIdRole).toUInt(),
                 id("b").index());
        QCOMPARE(callers.index(0, CallListModel::Count).data(CostRole).toLongLong(), 3);
        QCOMPARE(callers.index(1, CallListModel::Count).data(CostRole).toLongLong(), 1);
        QCOMPARE(callees.rowCount(), 1);
        // b and c form a cycle, which the list says.
        QVERIFY(callees.index(0, CallListModel::Function)
                    .data()
                    .toString()
                    .contains(QLatin1String("<cycle 1>")));

        // The secondary event type fills its column.
        session.setEventTypes(0, 1);
        settle();
        QCOMPARE(callers.index(0, CallListModel::SecondaryInclusive).data(CostRole).toLongLong(),
                 25);
    }

    void aCycleIsSelectable()
    {
        Session session;
        session.setProfile(m_profile);
        CallListModel callers(session, CallListModel::Direction::Callers);
        CallListModel members(session, CallListModel::Direction::Callees);
        QAbstractItemModelTester tester(&members,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(session.flatProfile().cycles().size(), std::size_t(1));
        session.setActiveCycle(0);
        settle();
        QCOMPARE(session.activeFunction(), FunctionId());
        // Its members, b and c.
        QCOMPARE(members.rowCount(), 2);
        QCOMPARE(members.headerData(CallListModel::Function, Qt::Horizontal).toString(),
                 QStringLiteral("Cycle member"));
        // The calls into it from outside: main -> b and a -> c, once each.
        QCOMPARE(callers.rowCount(), 2);
        qlonglong calls = 0;
        for (int row = 0; row < callers.rowCount(); ++row)
            calls += callers.index(row, CallListModel::Count).data(CostRole).toLongLong();
        QCOMPARE(calls, 2);
        QCOMPARE(calls, qlonglong(session.flatProfile().cycles().front().called));
        // Selecting a function again leaves the cycle.
        session.setActiveFunction(id("main"));
        QCOMPARE(session.activeCycle(), -1);
    }

    void coverage()
    {
        Session session;
        session.setProfile(m_profile);
        CoverageModel allCallees(session, CoverageDirection::Callees);
        CoverageModel allCallers(session, CoverageDirection::Callers);
        QAbstractItemModelTester calleeTester(
            &allCallees, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester callerTester(
            &allCallers, QAbstractItemModelTester::FailureReportingMode::QtTest);
        session.setActiveFunction(id("main"));
        settle();
        QCOMPARE(allCallees.rowCount(), 4); // a, the cycle {b, c}, b, c
        int cRow = -1;
        for (int row = 0; row < allCallees.rowCount(); ++row) {
            if (allCallees.index(row, CoverageModel::Function).data(FunctionIdRole).toUInt() ==
                id("c").index())
                cRow = row;
        }
        QVERIFY(cRow >= 0);
        // main -> b enters the cycle (distance 1), which leads to c (2); a -> c too (3).
        QCOMPARE(allCallees.index(cRow, CoverageModel::Distance).data().toString(),
                 QStringLiteral("2-3"));
        QCOMPARE(allCallees.index(cRow, CoverageModel::Distance).data(CostRole).toInt(), 2);
        const auto cCost = allCallees.index(cRow, CoverageModel::Cost).data(CostRole).toLongLong();
        QVERIFY(cCost > 0);
        QVERIFY(cCost <= m_session_inclusive(session, id("main")));

        session.setActiveFunction(id("c"));
        settle();
        QVERIFY(allCallers.rowCount() >= 2); // a, b, main
        bool sawMain = false;
        for (int row = 0; row < allCallers.rowCount(); ++row) {
            if (allCallers.index(row, CoverageModel::Function).data(FunctionIdRole).toUInt() ==
                id("main").index()) {
                sawMain = true;
                // c -> its cycle -> main (main -> b), and -> a -> main.
                QCOMPARE(allCallers.index(row, CoverageModel::Distance).data().toString(),
                         QStringLiteral("2-3"));
            }
        }
        QVERIFY(sawMain);
    }

    // In a narrow pane (the 1280x800 window's), All Callees gave its cost column 150 pixels and
    // the name about 80: the number columns are now as wide as their header and numbers need.
    void allListsGiveTheNameTheRoom()
    {
        Session session;
        session.setProfile(m_profile);
        for (const auto kind : {RelationView::Kind::AllCallees, RelationView::Kind::AllCallers}) {
            std::unique_ptr<RelationView> view(RelationView::create(session, kind));
            view->resize(540, 300);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view.get()));
            session.setActiveFunction(id(kind == RelationView::Kind::AllCallees ? "main" : "c"));
            QTRY_VERIFY(view->tree()->model()->rowCount() > 0);
            settle();
            const auto* fitter = view->tree()->findChild<NumberColumnFitter*>();
            QVERIFY(fitter);
            const QHeaderView* header = view->tree()->header();
            int widestNumber = 0;
            for (const int column : {CoverageModel::Cost, CoverageModel::Self,
                                     CoverageModel::Distance, CoverageModel::Calls}) {
                if (header->isSectionHidden(column))
                    continue;
                const int needed =
                    std::max(header->sectionSizeHint(column), fitter->requiredWidth(column));
                QVERIFY2(header->sectionSize(column) <= needed,
                         qPrintable(QStringLiteral("column %1: %2 > %3")
                                        .arg(column)
                                        .arg(header->sectionSize(column))
                                        .arg(needed)));
                widestNumber = std::max(widestNumber, header->sectionSize(column));
            }
            QVERIFY2(header->sectionSize(CoverageModel::Function) > widestNumber,
                     qPrintable(QString::number(header->sectionSize(CoverageModel::Function))));
        }
    }

    // A root's callers and a leaf's callees were a blank pane, read as one still loading (the
    // first list a profile opens on: its costliest function, which nothing calls). The lists say
    // why they are empty, and only then; a cycle that nothing outside calls likewise.
    // A click on the Function or Location header of Callers, Callees, All Callers or All Callees
    // orders the rows by that text, ignoring case (the flat profile's order), A first; the
    // numbers' columns still order by number. Before, those columns had no sort key: a click
    // on them left the rows as they were.
    void relationListsSortByName()
    {
        const auto loaded = loadedText("events: Ir\nob=b.so\nfl=a.c\nfn=main\n1 5\n"
                                       "cfn=beta\ncalls=1 3\n1 40\ncfn=Alpha\ncalls=1 3\n1 10\n"
                                       "cfi=c.c\ncfn=gamma\ncalls=1 3\n1 20\n"
                                       "fn=beta\n3 40\nfn=Alpha\n3 10\nfl=c.c\nfn=gamma\n3 20\n",
                                       QStringLiteral("named.out"));
        QVERIFY(loaded.profile);
        Session session;
        session.setProfile(loaded.profile);
        const FunctionByName named(*loaded.profile);
        for (const RelationView::Kind kind :
             {RelationView::Kind::Callees, RelationView::Kind::AllCallees}) {
            std::unique_ptr<RelationView> view(RelationView::create(session, kind));
            view->resize(540, 300);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view.get()));
            auto* tree = view->tree();
            session.setActiveFunction(named("main"));
            session.deliverChanges();
            QTRY_VERIFY(tree->model()->rowCount() >= 3);
            const int functionColumn = tree->model()->columnCount() - 2;
            const auto column = [&](int section) {
                QStringList texts;
                for (int row = 0; row < tree->model()->rowCount(); ++row)
                    texts << tree->model()->index(row, section).data().toString();
                texts.removeAll(QStringLiteral("main")); // All Callees lists main itself
                return texts;
            };
            // By cost, the costliest first.
            QCOMPARE(column(functionColumn),
                     (QStringList{QStringLiteral("beta"), QStringLiteral("gamma"),
                                  QStringLiteral("Alpha")}));
            tree->sortByColumn(functionColumn, Qt::AscendingOrder);
            QCOMPARE(column(functionColumn),
                     (QStringList{QStringLiteral("Alpha"), QStringLiteral("beta"),
                                  QStringLiteral("gamma")}));
            tree->sortByColumn(functionColumn, Qt::DescendingOrder);
            QCOMPARE(column(functionColumn),
                     (QStringList{QStringLiteral("gamma"), QStringLiteral("beta"),
                                  QStringLiteral("Alpha")}));
            // By place: gamma's file c.c after a.c.
            tree->sortByColumn(functionColumn + 1, Qt::DescendingOrder);
            QCOMPARE(column(functionColumn).first(), QStringLiteral("gamma"));
            // Another function made active keeps the order by name.
            session.setActiveFunction(named("beta"));
            session.deliverChanges();
            session.setActiveFunction(named("main"));
            session.deliverChanges();
            tree->sortByColumn(functionColumn, Qt::AscendingOrder);
            QTRY_COMPARE(column(functionColumn).first(), QStringLiteral("Alpha"));
        }
    }

    void emptyListsSayWhy()
    {
        const auto leafy =
            loadedText("events: Ir\nfl=a.c\nfn=main\n1 5\ncfn=leaf\ncalls=1 3\n1 7\nfn=leaf\n3 7\n",
                       QStringLiteral("leaf.out"));
        QVERIFY(leafy.profile);
        Session session;
        session.setProfile(leafy.profile);
        const FunctionByName named(*leafy.profile);
        const QString noCaller = QStringLiteral("No function calls this one.");
        const QString noCallee = QStringLiteral("This function calls no other function.");
        struct Case
        {
            RelationView::Kind kind;
            const char* withNone;
            const char* withSome;
            QString note;
        };
        for (const Case& each : {Case{RelationView::Kind::Callers, "main", "leaf", noCaller},
                                 Case{RelationView::Kind::AllCallers, "main", "leaf", noCaller},
                                 Case{RelationView::Kind::Callees, "leaf", "main", noCallee},
                                 Case{RelationView::Kind::AllCallees, "leaf", "main", noCallee}}) {
            std::unique_ptr<RelationView> view(RelationView::create(session, each.kind));
            view->resize(540, 300);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view.get()));
            auto* tree = qobject_cast<ActivatingTreeView*>(view->tree());
            QVERIFY(tree);
            session.setActiveFunction(named(each.withSome));
            session.deliverChanges();
            QTRY_VERIFY(tree->model()->rowCount() > 0);
            QVERIFY(!tree->showsEmptyNote());
            session.setActiveFunction(named(each.withNone));
            session.deliverChanges();
            QTRY_COMPARE(tree->model()->rowCount(), 0);
            settle();
            QCOMPARE(tree->emptyNote(), each.note);
            QVERIFY(tree->showsEmptyNote());
            // Painted: the pane is not what it is without the note.
            const QImage withNote = tree->viewport()->grab().toImage();
            tree->setEmptyNote(QString());
            QVERIFY(withNote != tree->viewport()->grab().toImage());
        }

        // main and a call each other, and nothing else calls either: their cycle has no caller.
        const auto looped = loadedText("events: Ir\nfl=a.c\nfn=main\n1 5\ncfn=a\ncalls=1 3\n1 7\n"
                                       "fn=a\n3 2\ncfn=main\ncalls=1 1\n3 5\n",
                                       QStringLiteral("looped.out"));
        QVERIFY(looped.profile);
        session.setProfile(looped.profile);
        QCOMPARE(session.flatProfile().cycles().size(), std::size_t(1));
        std::unique_ptr<RelationView> callers(
            RelationView::create(session, RelationView::Kind::Callers));
        auto* tree = qobject_cast<ActivatingTreeView*>(callers->tree());
        session.setActiveCycle(0);
        session.deliverChanges();
        QCOMPARE(tree->model()->rowCount(), 0);
        QCOMPARE(tree->emptyNote(), QStringLiteral("No function outside the cycle calls it."));
        // No profile: nothing to say.
        session.setProfile(std::shared_ptr<const CostSnapshot>());
        session.deliverChanges();
        QVERIFY(tree->emptyNote().isEmpty());
    }

    // Each activation reset the callers' and callees' lists, and their headers were painted
    // three times: on the reset, with the rows laid out a turn later, and once more for the
    // stretched name column, which the header's own paint recomputed (asking for a paint while
    // painting). Once is what the user sees.
    void listsPaintTheirHeaderOncePerActivation()
    {
        Session session;
        session.setProfile(m_profile);
        std::unique_ptr<RelationView> view(
            RelationView::create(session, RelationView::Kind::Callees));
        view->resize(540, 300);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        test::PaintCounter counter;
        view->tree()->header()->viewport()->installEventFilter(&counter);
        for (const char* name : {"main", "a", "b", "c"}) {
            session.setActiveFunction(id(name));
            session.deliverChanges();
            settle();
            settle();
            QVERIFY(view->tree()->model()->rowCount() > 0);
        }
        QCOMPARE(counter.paints, 4);
    }

    void listsMeasureTheirHeaderLabelsOnce()
    {
        // Each activation resets the list, and its header measured every label again. It
        // measures each label once, and sizes as a plain header does: for new labels (another
        // event type), in another font.
        Session session;
        session.setProfile(m_profile);
        std::unique_ptr<RelationView> view(
            RelationView::create(session, RelationView::Kind::Callers));
        view->resize(540, 300);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        auto* header = qobject_cast<MeasuredHeader*>(view->tree()->header());
        QVERIFY(header);
        QCOMPARE(header->defaultAlignment(), Qt::AlignLeft | Qt::AlignVCenter);
        QVERIFY(header->sectionsMovable());
        struct PlainHeader : QHeaderView
        {
            using QHeaderView::QHeaderView;
            using QHeaderView::sectionSizeFromContents;
        };
        PlainHeader plain(Qt::Horizontal);
        plain.setModel(view->tree()->model());
        plain.setSortIndicatorShown(header->isSortIndicatorShown());
        const auto sameAsPlain = [&] {
            plain.setFont(header->font());
            for (int section = 0; section < header->count(); ++section) {
                if (header->sectionSizeFromContents(section) !=
                    plain.sectionSizeFromContents(section))
                    return false;
            }
            return header->sizeHint() == plain.sizeHint();
        };
        session.setActiveFunction(id("main"));
        session.deliverChanges();
        settle();
        const qsizetype measured = header->measured();
        QVERIFY(measured > 0);
        for (const char* name : {"a", "b", "c", "main"}) {
            session.setActiveFunction(id(name));
            session.deliverChanges();
            settle();
        }
        QCOMPARE(header->measured(), measured);
        QVERIFY(sameAsPlain());
        // Another event type names the cost columns anew.
        if (session.events().count() > 1) {
            session.setEventTypes(1, -1);
            session.deliverChanges();
            settle();
            QVERIFY(header->measured() > measured);
            QVERIFY(sameAsPlain());
        }
        QFont bigger = header->font();
        bigger.setPointSizeF(bigger.pointSizeF() * 1.5);
        const qsizetype beforeFont = header->measured();
        header->setFont(bigger);
        settle();
        QVERIFY(sameAsPlain());
        QVERIFY(header->measured() > beforeFont);
    }

    // A style made where another was freed has its address: the header measures with it anew
    // (it forgets its sizes at each change of style), as a plain header does.
    void aHeaderMeasuresAgainForAStyleAtAReusedAddress()
    {
        struct MarginStyle : QProxyStyle
        {
            explicit MarginStyle(int margin)
                : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))), m_margin(margin)
            {}
            int pixelMetric(PixelMetric metric, const QStyleOption* option,
                            const QWidget* widget) const override
            {
                return metric == PM_HeaderMargin ? m_margin
                                                 : QProxyStyle::pixelMetric(metric, option, widget);
            }
            int m_margin;
        };
        struct PlainHeader : QHeaderView
        {
            using QHeaderView::QHeaderView;
            using QHeaderView::sectionSizeFromContents;
        };
        QStandardItemModel model(0, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("Incl. Ir"), QStringLiteral("Function")});
        MeasuredHeader header(Qt::Horizontal);
        PlainHeader plain(Qt::Horizontal);
        header.setModel(&model);
        plain.setModel(&model);
        // Both styles in the same storage, one after the other (no allocator is relied on to
        // hand the address out again).
        alignas(MarginStyle) std::byte storage[sizeof(MarginStyle)];
        auto* narrow = new (storage) MarginStyle(2);
        header.setStyle(narrow);
        const QSize narrowSize = header.sectionSizeFromContents(0);
        header.setStyle(nullptr);
        narrow->~MarginStyle();
        auto* wide = new (storage) MarginStyle(30);
        header.setStyle(wide);
        plain.setStyle(wide);
        QCOMPARE(header.sectionSizeFromContents(0), plain.sectionSizeFromContents(0));
        QVERIFY(header.sectionSizeFromContents(0).width() > narrowSize.width());
        header.setStyle(nullptr);
        plain.setStyle(nullptr);
        wide->~MarginStyle();
    }

    // The fitter widened a list's number columns on the next turn of the event loop: a window
    // drawn as soon as the views were idle (every screenshot of All Callers on a big profile,
    // about half of those on a small one) showed 9,133,791,971 as "971".
    void numbersFitAsSoonAsTheListIsFilled()
    {
        // Numbers wider than the columns' labels.
        const auto loaded = loadedText("events: Ir\nfn=main\n0 5\ncfn=c\ncalls=1 0\n"
                                       "0 9133791900\nfn=c\n0 9133791900\n");
        QVERIFY(loaded.profile);
        Session session;
        session.setProfile(loaded.profile);
        for (const auto kind : {RelationView::Kind::AllCallees, RelationView::Kind::AllCallers}) {
            std::unique_ptr<RelationView> view(RelationView::create(session, kind));
            view->resize(540, 300);
            view->show();
            QVERIFY(QTest::qWaitForWindowExposed(view.get()));
            settle();
            QCOMPARE(view->tree()->model()->rowCount(), 0); // no function active yet
            // Small profiles are walked at once: the rows are in when setActiveFunction returns.
            session.setActiveFunction(functionNamed(
                *loaded.profile, kind == RelationView::Kind::AllCallees ? "main" : "c"));
            session.deliverChanges();
            const QAbstractItemModel* model = view->tree()->model();
            QVERIFY(model->rowCount() > 0);
            const QHeaderView* header = view->tree()->header();
            const QFontMetrics metrics = view->tree()->fontMetrics();
            for (const int column : {CoverageModel::Cost, CoverageModel::Self,
                                     CoverageModel::Distance, CoverageModel::Calls}) {
                if (header->isSectionHidden(column))
                    continue;
                int widest = 0;
                for (int row = 0; row < model->rowCount(); ++row)
                    widest = std::max(widest, metrics.horizontalAdvance(
                                                  model->index(row, column).data().toString()));
                QVERIFY2(header->sectionSize(column) > widest,
                         qPrintable(QStringLiteral("column %1: %2 <= %3")
                                        .arg(column)
                                        .arg(header->sectionSize(column))
                                        .arg(widest)));
            }
        }
    }

    void history()
    {
        Session session;
        session.setProfile(m_profile);
        session.setActiveFunction(id("main"));
        session.navigateTo(id("a"));
        session.navigateTo(id("c"));
        QCOMPARE(session.history().path().size(), std::size_t(3));
        QVERIFY(session.goBack());
        QCOMPARE(session.activeFunction(), id("a"));
        QVERIFY(session.goForward());
        QCOMPARE(session.activeFunction(), id("c"));
        QVERIFY(!session.goForward());
        // Up goes to the most expensive caller: b calls c with 250 against a's 60.
        QVERIFY(session.goUp());
        QCOMPARE(session.activeFunction(), id("b"));
        QVERIFY(session.goBackToEntry(0));
        QCOMPARE(session.activeFunction(), id("main"));
        // Going somewhere new drops what was ahead.
        session.navigateTo(id("b"));
        QVERIFY(!session.history().canGoForward());
    }

    void fuzzyFinder()
    {
        QVERIFY(fuzzy::score(u"mw", u"make_word") > 0);
        QCOMPARE(fuzzy::score(u"xyz", u"make_word"), -1);
        QVERIFY(fuzzy::score(u"make_word", u"make_word") >
                fuzzy::score(u"make_word", u"remake_words"));
        QVERIFY(fuzzy::score(u"qs", u"quicksort") > fuzzy::score(u"qs", u"aquasort"));

        Session session;
        session.setProfile(m_profile);
        FunctionFinderModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        model.setPattern(QStringLiteral("mn"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(FunctionIdRole).toUInt(), id("main").index());
    }

    void breadcrumbKeepsTheActiveFunction()
    {
        // Long names and a narrow bar: crumbs in the middle give way, the active function stays
        // and everything shown fits.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 8; ++i)
            text += "fn=namespace_number_" + QByteArray::number(i) +
                    "::SomeRatherLongClassName::someRatherLongMethodName(int)\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("crumbs.out"));
        Session session;
        visitEveryFunction(session, result.profile);
        const QString active = result.profile->functionName(session.activeFunction());

        NavigationBar bar(session);
        bar.resize(2400, 30);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QCOMPARE(bar.crumbs().size(), 8);
        QCOMPARE(bar.crumbs().last(), active);

        for (const int width : {700, 400, 200}) {
            bar.resize(width, 30);
            QApplication::processEvents();
            QVERIFY2(!bar.crumbs().isEmpty(), qPrintable(QString::number(width)));
            QCOMPARE(bar.crumbs().last(), active);
            QVERIFY(bar.crumbs().size() < 8);
            for (const QWidget* child : bar.findChildren<QWidget*>()) {
                if (child->isVisible())
                    QVERIFY2(
                        child->geometry().right() <= width,
                        qPrintable(QStringLiteral("%1 px: %2 ends at %3 of %4 crumbs %5")
                                       .arg(width)
                                       .arg(QString::fromLatin1(child->metaObject()->className()))
                                       .arg(child->geometry().right())
                                       .arg(bar.crumbs().size())
                                       .arg(bar.width())));
            }
        }
        // The oldest step stays while there is room for it.
        bar.resize(700, 30);
        QApplication::processEvents();
        QCOMPARE(bar.crumbs().first(),
                 result.profile->functionName(session.history().path().front()));
    }

    void breadcrumbsMeasureSeparatorsInTheApplicationsFont()
    {
        // The bar measures its separators once for the application's font and style: after the
        // font grows it drops, at every width, the crumbs a bar made afresh drops.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 8; ++i)
            text += "fn=ns" + QByteArray::number(i) + "::Step::run(int)\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("separators.out"));
        Session session;
        visitEveryFunction(session, result.profile);
        NavigationBar bar(session);
        bar.resize(2400, 30);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        const QFont original = QApplication::font();
        QFont bigger = original;
        bigger.setPointSizeF(original.pointSizeF() * 3);
        QApplication::setFont(bigger);
        QApplication::processEvents();
        int fewer = 0;
        for (int width = 200; width <= 1600; width += 7) {
            bar.resize(width, 30);
            QApplication::processEvents();
            NavigationBar fresh(session);
            fresh.resize(width, 30);
            fresh.show();
            QCOMPARE(bar.crumbs(), fresh.crumbs());
            fewer += bar.crumbs().size() < 8 ? 1 : 0;
        }
        QApplication::setFont(original);
        QVERIFY(fewer > 0);
    }

    // Back's drop-down names each function as the other menus do: its '&'s shown (not taken for
    // mnemonics), a long name cut to a readable entry, the whole name in the tooltip.
    void historyMenusNameFunctionsAsTheyRead()
    {
        const QByteArray reference = "push(int const&)";
        const QByteArray longName =
            "ns::" + QByteArray("Outer<Inner<long>>::").repeated(20) + "run()";
        const QByteArray text =
            "events: Ir\nfn=main\n1 1\nfn=" + reference + "\n1 1\nfn=" + longName + "\n1 1\n";
        QSettings settings(tempDir().filePath(QStringLiteral("history.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        QVERIFY(openedIn(window, {writeFile(QStringLiteral("history.out"), text)}, 10000));
        Session& session = window.session();
        const auto function = [&](const QByteArray& name) {
            return *findFunction(*session.profile(), QString::fromLatin1(name));
        };
        session.navigateTo(function("main"));
        session.navigateTo(function(reference));
        session.navigateTo(function(longName));
        session.navigateTo(function("main"));
        settle();
        QMenu* back = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text() == QLatin1String("&Back"))
                back = action->menu();
        }
        QVERIFY(back);
        QVERIFY(back->toolTipsVisible());
        const QList<QAction*> entries = back->actions();
        QCOMPARE(entries.size(), 3); // the long name, the reference, main: latest first
        QCOMPARE(entries[1]->text(), QStringLiteral("push(int const&&)"));
        QCOMPARE(entries[1]->toolTip(), QString::fromLatin1(reference));
        QVERIFY2(entries[0]->text().size() <= 60 && entries[0]->text().contains(QChar(0x2026)),
                 qPrintable(entries[0]->text()));
        QCOMPARE(entries[0]->toolTip(), QString::fromLatin1(longName));
    }

    void throughTheMainWindow()
    {
        QSettings settings(tempDir().filePath(QStringLiteral("nav.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        QVERIFY(openedIn(window, {writeFile(QStringLiteral("structure.out"), kStructure)}, 10000));
        Session& session = window.session();
        const Profile& profile = *session.profile();
        auto flatSelection = [&] {
            return window.workspace()
                .flatView()
                ->table()
                ->currentIndex()
                .siblingAtColumn(FlatProfileModel::Function)
                .data()
                .toString();
        };

        // Select main in the flat profile, open Callees, activate callee a.
        QVERIFY(window.session().selectFunction(QStringLiteral("main")));
        settle();
        auto* callees = qobject_cast<RelationView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callees")));
        QTreeView* tree = callees->tree();
        QTRY_COMPARE(tree->model()->rowCount(), 2);
        QModelIndex aRow;
        for (int row = 0; row < tree->model()->rowCount(); ++row) {
            if (tree->model()->index(row, CallListModel::Function).data(FunctionIdRole).toUInt() ==
                findFunction(profile, QStringLiteral("a"))->index())
                aRow = tree->model()->index(row, CallListModel::Function);
        }
        QVERIFY(aRow.isValid());
        tree->setCurrentIndex(aRow);
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Return);
        settle();
        QCOMPARE(profile.functionName(session.activeFunction()), QStringLiteral("a"));
        QCOMPARE(flatSelection(), QStringLiteral("a"));

        // Back returns to main, Forward to a again, Up goes to a's caller (main).
        QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
        settle();
        QCOMPARE(profile.functionName(session.activeFunction()), QStringLiteral("main"));
        QCOMPARE(flatSelection(), QStringLiteral("main"));
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        settle();
        QCOMPARE(profile.functionName(session.activeFunction()), QStringLiteral("a"));
        QCOMPARE(flatSelection(), QStringLiteral("a"));
        QTest::keyClick(&window, Qt::Key_Up, Qt::AltModifier);
        settle();
        QCOMPARE(profile.functionName(session.activeFunction()), QStringLiteral("main"));
        QCOMPARE(flatSelection(), QStringLiteral("main"));
        // The breadcrumb shows the way here.
        QCOMPARE(
            window.navigation().navigationBar()->crumbs(),
            (QStringList{QStringLiteral("main"), QStringLiteral("a"), QStringLiteral("main")}));
    }

private:
    static qlonglong m_session_inclusive(const Session& session, FunctionId f)
    {
        return session.flatProfile().inclusive(f)[0];
    }
};

QTEST_MAIN(NavigationTest)
#include "tst_navigation.moc"
