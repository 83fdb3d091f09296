// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Call Graph view on the bundled sample (a valgrind run of resources/sample/sample.c):
// layout off the GUI thread, clicking a box makes it active without a new layout, double-click
// and changes elsewhere re-centre, depths and direction, zoom, fit and the overview panner;
// exports (SVG parsed, PNG read back, DOT) from the view and from `tally --export-graph`.

#include "core/analysis/CostSnapshot.h"
#include "core/text/ShortNames.h"
#include "tests/support/EventLoop.h"
#include "tests/support/SvgText.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/callgraph/CallGraphCanvas.h"
#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"
#include "ui/widgets/views/callgraph/CallGraphOverview.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDirIterator>
#include <QFileDialog>
#include <QFontInfo>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QWheelEvent>
#include <QXmlStreamReader>

using namespace tally;
using namespace tally::test;

namespace {

// Records the view's busy signal as it changes.
class BusyRecorder : public QObject
{
public:
    explicit BusyRecorder(QWidget* view)
    {
        connect(ViewActivity::of(view), &ViewActivity::busyChanged, this,
                [this](bool busy) { states << busy; });
    }
    QList<bool> states;
};

} // namespace

class CallGraphViewTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

    // Waits for the next graph on screen (it may have arrived while events were processed).
    static bool waitForGraph(CallGraphView& view, QSignalSpy& spy)
    {
        const bool shown = !spy.isEmpty() || spy.wait(20000);
        spy.clear();
        return shown && !view.isBusy() && !ViewActivity::of(&view)->isBusy();
    }

    static void clickNode(CallGraphCanvas* canvas, CallGraphNodeItem* item, bool twice)
    {
        canvas->centerOn(item);
        const QPoint pos = canvas->mapFromScene(item->sceneBoundingRect().center());
        if (twice)
            QTest::mouseDClick(canvas->viewport(), Qt::LeftButton, {}, pos);
        else
            QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, pos);
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedFiles({QStringLiteral(TALLY_SAMPLE)});
        m_profile = result.profile;
    }

    void interactions()
    {
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &CallGraphView::graphShown);

        BusyRecorder busy(&view);
        session.setActiveFunction(id("main"));
        QVERIFY(waitForGraph(view, shown));
        // The layout ran in the background with the view marked busy, for screenshots.
        QCOMPARE(busy.states, QList<bool>({true, false}));
        QCOMPARE(view.centre(), id("main"));
        CallGraphScene* scene = view.scene();
        QVERIFY(scene->nodeItems().size() >= 5);
        QVERIFY(scene->nodeItem(id("main"))->isHighlighted());
        QVERIFY(scene->nodeItem(id("add_word")));
        QVERIFY(scene->nodeItem(id("make_word")));

        // A click makes hash active; the graph stays and outlines it.
        CallGraphNodeItem* hash = scene->nodeItem(id("hash"));
        QVERIFY(hash);
        const auto* before = scene->result();
        clickNode(view.canvas(), hash, false);
        settle();
        QCOMPARE(session.activeFunction(), id("hash"));
        QCOMPARE(scene->result(), before);
        QVERIFY(!view.isBusy());
        QVERIFY(hash->isHighlighted());
        QVERIFY(!scene->nodeItem(id("main"))->isHighlighted());
        QCOMPARE(view.centre(), id("main"));

        // A double-click re-centres on it and records it in the history.
        shown.clear();
        clickNode(view.canvas(), scene->nodeItem(id("add_word")), true);
        settle();
        QCOMPARE(session.activeFunction(), id("add_word"));
        QVERIFY(waitForGraph(view, shown));
        QCOMPARE(view.centre(), id("add_word"));
        QVERIFY(session.goBack());
        settle();
        QCOMPARE(session.activeFunction(), id("hash"));
        QVERIFY(waitForGraph(view, shown));
        QCOMPARE(view.centre(), id("hash"));

        // The active function changed elsewhere: the graph follows.
        session.setActiveFunction(id("quicksort"));
        settle();
        QVERIFY(waitForGraph(view, shown));
        QCOMPARE(view.centre(), id("quicksort"));
        QVERIFY(scene->nodeItem(id("quicksort"))->isHighlighted());

        // Arrow keys move the selection between boxes without a new layout; Return re-centres.
        const auto* laidOut = scene->result();
        view.canvas()->setFocus();
        QTest::keyClick(view.canvas(), Qt::Key_Up);
        settle();
        const FunctionId above = session.activeFunction();
        QVERIFY(above != id("quicksort"));
        QVERIFY(scene->nodeItem(above)->sceneBoundingRect().center().y() <
                scene->nodeItem(id("quicksort"))->sceneBoundingRect().center().y());
        QVERIFY(scene->nodeItem(above)->isHighlighted());
        QTest::keyClick(view.canvas(), Qt::Key_Down);
        settle();
        QCOMPARE(session.activeFunction(), id("quicksort"));
        QTest::keyClick(view.canvas(), Qt::Key_Down);
        settle();
        const FunctionId below = session.activeFunction();
        QVERIFY(below != id("quicksort"));
        QCOMPARE(scene->result(), laidOut);
        QTest::keyClick(view.canvas(), Qt::Key_Return);
        QVERIFY(waitForGraph(view, shown));
        QCOMPARE(view.centre(), below);

        // A recursion cycle made active: centred on its most expensive member, inside the
        // cycle's cluster.
        const FlatProfile& flat = session.flatProfile();
        const int cycle = flat.cycleOf(id("is_even'2"));
        QVERIFY(cycle >= 0);
        session.setActiveCycle(cycle);
        QVERIFY(waitForGraph(view, shown));
        const FunctionId centre = view.centre();
        QCOMPARE(flat.cycleOf(centre), cycle);
        for (const FunctionId member : flat.cycles()[cycle].members)
            QVERIFY(flat.inclusive(member)[0] <= flat.inclusive(centre)[0]);
        QVERIFY(!view.scene()->result()->cycles.empty());
        // Its members sit together: outlined and labelled.
        bool outlined = false;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item))
                outlined = outlined || text->text() == view.scene()->result()->cycles[0].label;
        }
        QVERIFY(outlined);

        // No function active (a new profile): the graph empties and the view is not busy.
        session.setProfile(m_profile);
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        QVERIFY(view.scene()->nodeItems().empty());
    }

    void depthsAndDirection()
    {
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(1000, 700);
        view.show();
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        session.setActiveFunction(id("add_word"));
        QVERIFY(waitForGraph(view, shown));
        const auto centreOf = [&](const char* name) {
            return view.scene()->nodeItem(id(name))->sceneBoundingRect().center();
        };
        // Top to bottom: the caller above, the callee below.
        QVERIFY(centreOf("main").y() < centreOf("add_word").y());
        QVERIFY(centreOf("hash").y() > centreOf("add_word").y());
        QVERIFY(view.scene()->nodeItem(id("(below main)")));

        view.setLeftToRight(true);
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(centreOf("main").x() < centreOf("add_word").x());
        QVERIFY(centreOf("hash").x() > centreOf("add_word").x());

        view.setDepths(1, 0);
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(!view.scene()->nodeItem(id("(below main)")));
        QVERIFY(!view.scene()->nodeItem(id("hash")));
        QVERIFY(view.scene()->nodeItem(id("main")));

        // A threshold of 50 % of add_word's cost leaves only main above and no callee.
        view.setDepths(2, 3);
        view.setThresholdPercent(50);
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(!view.scene()->nodeItem(id("hash"))); // 46 % of add_word
        CallGraphNodeItem* summary = nullptr;
        for (CallGraphNodeItem* item : view.scene()->nodeItems()) {
            if (item->isSummary())
                summary = item;
        }
        QVERIFY(summary);

        // The summary's context menu shows the hidden calls (threshold 0).
        QString triggered;
        QTimer::singleShot(50, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction* action : menu->actions()) {
                if (action->text().startsWith(QLatin1String("Show Hidden Calls"))) {
                    triggered = action->text();
                    action->trigger();
                }
            }
            menu->close();
        });
        CallGraphCanvas* canvas = view.canvas();
        canvas->centerOn(summary);
        const QPoint pos = canvas->mapFromScene(summary->sceneBoundingRect().center());
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos,
                                canvas->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(canvas->viewport(), &event);
        QVERIFY(!triggered.isEmpty());
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(view.scene()->nodeItem(id("hash")));
        for (CallGraphNodeItem* item : view.scene()->nodeItems())
            QVERIFY(!item->isSummary());
    }

    void zoomFitAndOverview()
    {
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        session.setActiveFunction(id("main"));
        QVERIFY(waitForGraph(view, shown));
        CallGraphCanvas* canvas = view.canvas();

        // Ctrl+0 shows the whole graph.
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(canvas->visibleSceneRect().adjusted(-2, -2, 2, 2).contains(canvas->sceneRect()));
        QVERIFY(!view.overview()->isVisible()); // nothing to pan to

        // The wheel zooms in around the cursor; then the panner shows.
        const double before = canvas->zoom();
        const QPointF at(canvas->viewport()->rect().center());
        for (int i = 0; i < 6; ++i) {
            QWheelEvent wheel(at, canvas->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(canvas->viewport(), &wheel);
        }
        QVERIFY(canvas->zoom() > before * 2);
        QVERIFY(view.overview()->isVisible());
        QVERIFY(!canvas->visibleSceneRect().contains(canvas->sceneRect()));

        // Clicking the panner's top-left corner moves the view there.
        const QRectF frameBefore = view.overview()->frameRect();
        QTest::mouseClick(view.overview(), Qt::LeftButton, {}, QPoint(3, 3));
        const QRectF frameAfter = view.overview()->frameRect();
        QVERIFY(frameAfter.center() != frameBefore.center());
        QVERIFY(frameAfter.left() < frameBefore.left() || frameAfter.top() < frameBefore.top());

        // Dragging the canvas pans it.
        const QRectF visible = canvas->visibleSceneRect();
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, QPoint(400, 300));
        QMouseEvent move(QEvent::MouseMove, QPointF(300, 200),
                         canvas->viewport()->mapToGlobal(QPointF(300, 200)), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(canvas->viewport(), &move);
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, QPoint(300, 200));
        QVERIFY(canvas->visibleSceneRect().center() != visible.center());
    }

    // The menu's entries set the toolbar's controls (one state, remembered) and lay out again.
    void contextMenuSetsTheToolbarsState()
    {
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        session.setActiveFunction(id("main"));
        QVERIFY(waitForGraph(view, shown));

        const auto find = [](QMenu* menu, const QString& text) -> QAction* {
            for (QAction* action : menu->actions()) {
                if (action->text() == text)
                    return action;
            }
            return nullptr;
        };
        auto menu = view.contextMenu(nullptr);
        for (const char* title : {"Caller Depth", "Callee Depth", "Hide Calls Below", "Layout"}) {
            QAction* sub = find(menu.get(), QLatin1String(title));
            QVERIFY2(sub && sub->menu(), title);
        }
        // The current values are checked.
        QMenu* callees = find(menu.get(), QStringLiteral("Callee Depth"))->menu();
        QVERIFY(find(callees, QStringLiteral("3 Levels"))->isChecked());
        QVERIFY(!find(callees, QStringLiteral("1 Level"))->isChecked());
        find(callees, QStringLiteral("1 Level"))->trigger();
        QCOMPARE(view.options().calleeDepth, 1);
        QVERIFY(waitForGraph(view, shown));
        for (const auto& node : view.scene()->result()->graph.nodes())
            QVERIFY(node.distance <= 2); // one level, and at most a summary below it

        menu = view.contextMenu(nullptr);
        find(find(menu.get(), QStringLiteral("Hide Calls Below"))->menu(),
             QStringLiteral("Show All Calls"))
            ->trigger();
        QCOMPARE(view.options().threshold, 0.0);
        QVERIFY(waitForGraph(view, shown));
        menu = view.contextMenu(nullptr);
        QVERIFY(find(find(menu.get(), QStringLiteral("Hide Calls Below"))->menu(),
                     QStringLiteral("Show All Calls"))
                    ->isChecked());
        find(find(menu.get(), QStringLiteral("Layout"))->menu(), QStringLiteral("Left to right"))
            ->trigger();
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(view.scene()->result()->leftToRight);
        // A value not among the menu's choices is offered, checked.
        view.setDepths(7, 1);
        QVERIFY(waitForGraph(view, shown));
        menu = view.contextMenu(nullptr);
        QVERIFY(find(find(menu.get(), QStringLiteral("Caller Depth"))->menu(),
                     QStringLiteral("7 Levels"))
                    ->isChecked());
        // Export offers SVG, PNG and DOT through the view's export.
        QMenu* exportMenu = find(menu.get(), QStringLiteral("Export"))->menu();
        QVERIFY(exportMenu);
        QCOMPARE(exportMenu->actions().size(), 3);

        // On a box: go to that function, which centres the graph on it.
        CallGraphNodeItem* addWord = view.scene()->nodeItem(id("add_word"));
        QVERIFY(addWord);
        menu = view.contextMenu(addWord);
        QAction* goTo = menu->actions().front();
        QVERIFY2(goTo->text().startsWith(QLatin1String("Go to '")), qPrintable(goTo->text()));
        goTo->trigger();
        QCOMPARE(session.activeFunction(), id("add_word"));
        QVERIFY(waitForGraph(view, shown));
        QCOMPARE(view.centre(), id("add_word"));
    }

    // A new graph is fitted whole; the overview panner never hides a box, and can be turned off.
    void opensFittedAndTheOverviewAvoidsBoxes()
    {
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        CallGraphCanvas* canvas = view.canvas();
        for (const char* name : {"main", "add_word", "hash"}) {
            session.setActiveFunction(id(name));
            QVERIFY(waitForGraph(view, shown));
            // Nothing clipped where the whole graph reads (its text 8 pt or more): the whole
            // scene is on screen, the active function with it, and no overview. A bigger graph
            // opens readable around the active function, the overview showing the rest.
            const QRectF scene = canvas->sceneRect();
            const QSizeF room = QSizeF(canvas->viewport()->size()) * 0.98;
            const double fit =
                std::min(room.width() / scene.width(), room.height() / scene.height());
            const QRectF visible = canvas->visibleSceneRect();
            const QRectF active = view.scene()->nodeItem(id(name))->sceneBoundingRect();
            QVERIFY(visible.contains(active));
            if (fit >= canvas->readableZoom()) {
                QVERIFY2(visible.adjusted(-1, -1, 1, 1).contains(scene), name);
                QVERIFY(!view.overview()->isVisible());
            } else {
                QCOMPARE(canvas->zoom(), canvas->readableZoom());
                QVERIFY(view.overview()->isVisible());
            }
        }
        // Zoomed in, wherever the view is panned, the panner covers no box.
        session.setActiveFunction(id("main"));
        QVERIFY(waitForGraph(view, shown));
        canvas->zoomBy(3.0);
        int seen = 0;
        for (CallGraphNodeItem* item : view.scene()->nodeItems()) {
            canvas->centerOn(item);
            QCoreApplication::processEvents();
            if (!view.overview()->isVisible())
                continue;
            ++seen;
            const QRect panner = view.overview()->geometry().translated(-canvas->viewport()->pos());
            const QRectF covered = canvas->mapToScene(panner).boundingRect();
            for (CallGraphNodeItem* box : view.scene()->nodeItems())
                QVERIFY(!covered.intersects(box->sceneBoundingRect()));
        }
        QVERIFY(seen > 0);
        // Turned off, it stays hidden.
        view.overviewAction()->setChecked(false);
        QVERIFY(!view.overview()->isVisible());
        canvas->zoomBy(1.5);
        QVERIFY(!view.overview()->isVisible());
        view.overviewAction()->setChecked(true);
    }

    // A function with dozens of callees: fitted whole, its boxes' text would be a point high.
    // It opens where the text reads at least 8 pt, centred on the function, with the overview
    // showing the rest; a graph that fits readably still opens whole.
    void manyCalleesOpenReadable()
    {
        QByteArray text = "events: Ir\nfn=main\n1 1\n";
        constexpr int kCallees = 48;
        for (int i = 0; i < kCallees; ++i)
            text += "cfn=callee_with_a_readable_name_" + QByteArray::number(i) +
                    "(int, long)\ncalls=1 1\n1 100\n";
        for (int i = 0; i < kCallees; ++i)
            text +=
                "fn=callee_with_a_readable_name_" + QByteArray::number(i) + "(int, long)\n1 100\n";
        const auto result = loadedText(text, QStringLiteral("fanout.out"));
        Session session;
        session.setProfile(result.profile);
        CallGraphView view(session);
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        const FunctionId main = *findFunction(*result.profile, QStringLiteral("main"));
        session.setActiveFunction(main);
        QVERIFY(waitForGraph(view, shown));
        CallGraphCanvas* canvas = view.canvas();
        QCOMPARE(int(view.scene()->nodeItems().size()), kCallees + 1);
        const double points = QFontInfo(canvas->font()).pointSizeF();
        QVERIFY2(canvas->zoom() * points >= CallGraphCanvas::kMinReadablePoints - 0.01,
                 qPrintable(QStringLiteral("zoom %1 of %2 pt").arg(canvas->zoom()).arg(points)));
        // Not the whole graph (it would not read), but the function, in the middle.
        const QRectF visible = canvas->visibleSceneRect();
        QVERIFY(!visible.contains(canvas->sceneRect()));
        const QRectF active = view.scene()->nodeItem(main)->sceneBoundingRect();
        QVERIFY(visible.contains(active));
        QVERIFY2(
            std::abs(visible.center().x() - active.center().x()) < 2.0,
            qPrintable(
                QStringLiteral("%1 vs %2").arg(visible.center().x()).arg(active.center().x())));
        QVERIFY(view.overview()->isVisible());
        // Fit (Ctrl+0) still shows it whole, however small.
        canvas->fitGraph();
        QVERIFY(canvas->visibleSceneRect().adjusted(-1, -1, 1, 1).contains(canvas->sceneRect()));
        QVERIFY(canvas->zoom() * points < CallGraphCanvas::kMinReadablePoints);
    }

    // However narrow the view, every control of the toolbar is on screen, whole, where a click
    // reaches it: none folds into an overflow menu; a narrow view wraps them onto a second row.
    void everyToolbarControlIsReachableWhenNarrow_data()
    {
        QTest::addColumn<int>("width");
        QTest::addRow("1280") << 1280;
        QTest::addRow("800") << 800;
        QTest::addRow("556, the lower pane at 1280x800") << 556;
        QTest::addRow("420") << 420;
    }

    void everyToolbarControlIsReachableWhenNarrow()
    {
        QFETCH(int, width);
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(width, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        settle();
        QVERIFY(view.findChildren<QToolBar*>().isEmpty()); // no overflow menu to hide in
        QList<QWidget*> controls;
        for (QToolButton* button : view.findChildren<QToolButton*>()) {
            if (button->defaultAction())
                controls << button;
        }
        QStringList actions;
        for (QWidget* control : controls)
            actions << static_cast<QToolButton*>(control)->defaultAction()->text();
        // The overview's switch and the export are the context menu's (and File's).
        QCOMPARE(actions, (QStringList{QStringLiteral("Fit")}));
        for (QWidget* control : view.findChildren<QAbstractSpinBox*>())
            controls << control;
        for (QWidget* control : view.findChildren<QComboBox*>())
            controls << control;
        QCOMPARE(controls.size(), 1 + 3 + 1);
        // From the lower pane's width at 1280x800 up, they take one row: the graph keeps it.
        if (width >= 556) {
            const int rowBottom =
                controls.front()->mapTo(&view, QPoint(0, 0)).y() + controls.front()->height();
            for (QWidget* control : controls)
                QVERIFY(control->mapTo(&view, QPoint(0, 0)).y() < rowBottom);
        }
        const QRect canvas = view.canvas()->geometry();
        for (QWidget* control : controls) {
            QVERIFY(control->isVisibleTo(&view));
            const QRect box(control->mapTo(&view, QPoint(0, 0)), control->size());
            QVERIFY2(view.rect().contains(box), qPrintable(control->metaObject()->className()));
            QVERIFY(control->width() >= control->sizeHint().width()); // not squeezed
            QVERIFY(!box.intersects(canvas));
            // What a click there reaches is the control (or a part of it).
            QWidget* hit = view.childAt(box.center() - QPoint(0, 0));
            QVERIFY(hit == control || control->isAncestorOf(hit));
        }
        // The graph keeps most of the height.
        QVERIFY(canvas.height() > view.height() / 2);
        // The footer's counts wrap rather than end in "7 groups of" (1280x800's pane).
        session.setActiveFunction(id("main"));
        QLabel* status = nullptr;
        QTRY_VERIFY((status = statusLabel(view)) != nullptr);
        const auto whole = [status] {
            return status->wordWrap()
                       ? status->height() >= status->heightForWidth(status->width())
                       : status->fontMetrics().horizontalAdvance(status->text()) <= status->width();
        };
        QTRY_VERIFY2(whole(), qPrintable(status->text()));
        // The times are the tooltip's alone: two grabs of one graph read the same.
        QVERIFY2(!status->text().contains(QStringLiteral(" ms")), qPrintable(status->text()));
        QVERIFY(status->toolTip().contains(QStringLiteral("ms, laid out in")));
    }

    // The footer: the graph's sizes, the times of its making in its tooltip.
    static QLabel* statusLabel(const CallGraphView& view)
    {
        for (QLabel* label : view.findChildren<QLabel*>()) {
            if (label->text().contains(QStringLiteral(" call")) &&
                label->toolTip().startsWith(QStringLiteral("Built in")))
                return label;
        }
        return nullptr;
    }

    // A self-recursive call's tooltip says what its number counts.
    void selfRecursiveEdgeExplainsItsNumber()
    {
        const auto result = loadedText("events: Ir\n"
                                       "fn=main\n1 10\ncfn=f\ncalls=1 0\n1 100\n"
                                       "fn=f\n1 40\ncfn=f\ncalls=3 0\n1 60\n"
                                       "cfn=g(int&)\ncalls=1 0\n1 50\nfn=g(int&)\n1 50\n");
        Session session;
        session.setProfile(result.profile);
        CallGraphView view(session);
        view.resize(800, 600);
        view.show();
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        session.setActiveFunction(*findFunction(*result.profile, QStringLiteral("f")));
        QVERIFY(waitForGraph(view, shown));
        QString loop;
        QStringList plain;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (item->type() == CallGraphNodeItem::Type || item->toolTip().isEmpty())
                continue;
            if (item->toolTip().contains(QLatin1String("calls itself")))
                loop = item->toolTip();
            else
                plain << item->toolTip();
        }
        QVERIFY2(loop.contains(QLatin1String("f calls itself: 3 recursive calls")),
                 qPrintable(loop));
        QVERIFY(loop.contains(QLatin1String("counted n times")));
        QVERIFY2(plain.join(u'|').contains(QStringLiteral("main \u2192 f")),
                 qPrintable(plain.join(u'|')));

        // A name with '&' goes to the menu as written, not as a mnemonic ("&)" showed ")").
        CallGraphNodeItem* g =
            view.scene()->nodeItem(*findFunction(*result.profile, QStringLiteral("g(int&)")));
        QVERIFY(g);
        QCOMPARE(view.contextMenu(g)->actions().front()->text(),
                 QStringLiteral("Go to 'g(int&&)'"));
    }

    void exports()
    {
        Session session;
        session.setProfile(m_profile);
        CallGraphView view(session);
        view.resize(900, 600);
        view.show();
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        session.setActiveFunction(id("main"));
        QVERIFY(waitForGraph(view, shown));
        QString error;

        const QString svg = tempDir().filePath(QStringLiteral("graph.svg"));
        QVERIFY2(view.exportTo(svg, &error), qPrintable(error));
        QString root;
        QStringList texts;
        QVERIFY2(parseSvg(svg, &root, &texts, &error), qPrintable(error));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY(texts.contains(QStringLiteral("main")));
        QVERIFY(texts.contains(QStringLiteral("add_word")));
        QVERIFY(texts.contains(QStringLiteral("Inclusive share of total:"))); // the legend
        QVERIFY(QSvgRenderer(svg).isValid());

        const QString png = tempDir().filePath(QStringLiteral("graph.png"));
        QVERIFY2(view.exportTo(png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= view.scene()->sceneRect().width());

        const QString dot = tempDir().filePath(QStringLiteral("graph.dot"));
        QVERIFY2(view.exportTo(dot, &error), qPrintable(error));
        QFile dotFile(dot);
        QVERIFY(dotFile.open(QIODevice::ReadOnly));
        const QByteArray dotText = dotFile.readAll();
        QVERIFY(dotText.startsWith("digraph callgraph {"));
        QVERIFY(dotText.contains("label=\"main\\n"));
        // Graphviz reads it back, with every node and call.
        const QString dotTool = QStandardPaths::findExecutable(QStringLiteral("dot"));
        if (!dotTool.isEmpty()) {
            QProcess process;
            process.start(dotTool, {QStringLiteral("-Tplain"), dot});
            QVERIFY(process.waitForFinished(60000));
            QCOMPARE(process.exitCode(), 0);
            const QByteArray plain = process.readAllStandardOutput();
            const auto& graph = view.scene()->result()->graph;
            QCOMPARE(plain.count("\nnode "), qsizetype(graph.nodes().size()));
            QCOMPARE(plain.count("\nedge "), qsizetype(graph.edges().size()));
        }

        QVERIFY(!view.exportTo(tempDir().filePath(QStringLiteral("graph.bmp2")), &error));
        QVERIFY(error.contains(QLatin1String("unknown export format")));
    }

    void exportAskedForDuringALayoutOpensOneDialog()
    {
        // Export clicked several times while a layout runs: one dialog once it is shown.
        const auto loaded = loadedText("events: A\nfn=main\n1 1\ncfn=a\ncalls=1 1\n2 10\n"
                                       "fn=a\n1 10\n");
        Session session;
        session.setProfile(loaded.profile);
        session.setActiveFunction(*findFunction(*loaded.profile, QStringLiteral("main")));
        QCoreApplication::processEvents();
        CallGraphView view(session);
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        view.show(); // starts the layout at once
        QVERIFY(view.isBusy());
        for (int i = 0; i < 3; ++i)
            view.exportWithDialog();
        // Each dialog that opens is counted and cancelled.
        int dialogs = 0;
        QTimer closer;
        closer.setInterval(20);
        connect(&closer, &QTimer::timeout, [&] {
            if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                ++dialogs;
                dialog->reject();
            }
        });
        closer.start();
        QVERIFY(waitForGraph(view, shown));
        QTest::qWait(300);
        QCOMPARE(dialogs, 1);
        // Asked for again when idle: a dialog at once.
        view.exportWithDialog();
        QCOMPARE(dialogs, 2);
    }

    void followsTheEventType()
    {
        // b is cheap in A but expensive in the derived D = A + 10 B; c is cheap in both (two
        // hidden callees are summarized, one alone would be drawn as itself).
        const auto loaded = loadedText("events: A B\nevent: D = A + 10 B\n"
                                       "fn=main\n1 1 0\ncfn=a\ncalls=1 1\n2 1000 0\n"
                                       "cfn=b\ncalls=1 1\n3 5 100\n"
                                       "cfn=c\ncalls=1 1\n4 4 0\n"
                                       "fn=a\n1 1000 0\nfn=b\n1 5 100\nfn=c\n1 4 0\n");
        Session session;
        session.setProfile(loaded.profile);
        CallGraphView view(session);
        view.setThresholdPercent(5);
        view.show();
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        const FunctionId main = *findFunction(*loaded.profile, QStringLiteral("main"));
        const FunctionId b = *findFunction(*loaded.profile, QStringLiteral("b"));
        session.setActiveFunction(main);
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(!view.scene()->nodeItem(b));
        QVERIFY(
            view.scene()->result()->nodeTexts[0].lines[0].startsWith(QStringLiteral("A incl.")));

        session.setEventTypes(loaded.profile->events().indexOf(QStringLiteral("D")), -1);
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(view.scene()->nodeItem(b));
        QCOMPARE(view.scene()->result()->nodeTexts[0].lines[0],
                 QStringLiteral("D incl. %1 (100.0 %)").arg(QLocale().toString(2010)));
    }

    // The short names come after the profile (LoadController makes them after the first paint):
    // the graph is laid out again when they change a title, and only then.
    void shortNamesMadeLaterChangeTheTitlesTheyTellApart()
    {
        const auto graphAfterNames = [&](const QByteArray& text, bool titlesChange,
                                         QStringList& before, QStringList& after) {
            const auto profile = loadedText(text).profile;
            QVERIFY(profile);
            auto names = std::make_shared<ShortNames>();
            Session session;
            session.setProfile(CostSnapshot::compute(profile, PartMask(), true, {}, names));
            CallGraphView view(session);
            view.show();
            QSignalSpy shown(&view, &CallGraphView::graphShown);
            session.setActiveFunction(*findFunction(*profile, QStringLiteral("main")));
            QVERIFY(waitForGraph(view, shown));
            const auto titles = [&] {
                QStringList list;
                for (const auto& node : view.scene()->result()->nodeTexts)
                    list << node.title;
                return list;
            };
            before = titles();
            QVERIFY(CostSnapshot::makeShortNames(*names, *profile));
            session.shortNamesMade();
            if (titlesChange) {
                QVERIFY(waitForGraph(view, shown));
            } else {
                QVERIFY(!view.isBusy()); // no new layout asked for
                QVERIFY(!shown.wait(300));
            }
            after = titles();
        };
        QStringList before;
        QStringList after;
        graphAfterNames(lookAlikeTemplatesProfile(), true, before, after);
        if (QTest::currentTestFailed())
            return;
        verifyLookAlikesToldApartLater(before, after);
        if (QTest::currentTestFailed())
            return;
        // Names that read apart plainly: the same titles, and no layout after the names.
        graphAfterNames(plainNamesProfile(), false, before, after);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(before.size(), 2);
        QCOMPARE(after, before);
    }

    void followsAUserDefinedEventType()
    {
        // A type the user defined (not in the file) as the primary one: the graph is laid out
        // with its costs, twice the Ir.
        const auto loaded = loadedText("events: Ir\nfn=main\n1 1\ncfn=a\ncalls=1 1\n2 1000\n"
                                       "cfn=b\ncalls=1 1\n3 5\nfn=a\n1 1000\nfn=b\n1 5\n");
        Session session;
        session.setProfile(loaded.profile);
        QVERIFY(session.setUserEventType({QStringLiteral("Twice"), {}, QStringLiteral("2 Ir")}));
        QVERIFY(loaded.profile->events().indexOf(QStringLiteral("Twice")) < 0);
        CallGraphView view(session);
        view.show();
        QSignalSpy shown(&view, &CallGraphView::graphShown);
        const FunctionId main = *findFunction(*loaded.profile, QStringLiteral("main"));
        const FunctionId a = *findFunction(*loaded.profile, QStringLiteral("a"));
        session.setActiveFunction(main);
        QVERIFY(waitForGraph(view, shown));
        session.setEventTypes(session.events().indexOf(QStringLiteral("Twice")), -1);
        QVERIFY(waitForGraph(view, shown));
        QVERIFY(view.scene()->nodeItem(main));
        QVERIFY(view.scene()->nodeItem(a));
        QCOMPARE(view.scene()->result()->nodeTexts[0].lines[0],
                 QStringLiteral("Twice incl. %1 (100.0 %)").arg(QLocale().toString(2012)));
    }

    void corpusLayouts()
    {
        // Real files from ten producers, laid out in-process by Graphviz around their most
        // expensive functions with everything shown and with the defaults, in both directions:
        // every layout succeeds and places every node and edge. (Graphviz clusters crashed here.)
        const QString corpus = sharedDir() + QStringLiteral("/corpus/external");
        if (!QFileInfo::exists(corpus))
            QSKIP("../shared/corpus/external is not here");
        QDirIterator it(corpus, QDir::Files, QDirIterator::Subdirectories);
        int layouts = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const auto result = profileloader::load({path});
            if (!result.profile || result.profile->events().count() == 0)
                continue;
            Session session;
            session.setProfile(result.profile);
            const FlatProfile& flat = session.flatProfile();
            std::vector<FunctionId> functions;
            for (const FunctionId f : result.profile->functionIds()) {
                if (flat.isPresent(f))
                    functions.push_back(f);
            }
            std::sort(functions.begin(), functions.end(), [&](FunctionId a, FunctionId b) {
                return flat.inclusive(a)[0] > flat.inclusive(b)[0];
            });
            functions.resize(std::min<std::size_t>(functions.size(), 4));
            CallGraphLayoutJob::Input input;
            input.snapshot = session.snapshot();
            input.eventName = session.eventName(0);
            input.total = session.total(0);
            input.font = QApplication::font();
            for (const FunctionId f : functions) {
                // Defaults top to bottom; everything top to bottom and left to right.
                for (const int variant : {0, 1, 2}) {
                    input.centre = f;
                    input.options = {};
                    if (variant > 0) {
                        input.options.threshold = 0;
                        input.options.callerDepth = 6;
                        input.options.calleeDepth = 6;
                    }
                    input.leftToRight = variant == 2;
                    const auto job = CallGraphLayoutJob::run(input);
                    QVERIFY2(job->layout.ok, qPrintable(path));
                    QCOMPARE(job->layout.nodeCentres.size(), job->graph.nodes().size());
                    QCOMPARE(job->layout.edges.size(), job->graph.edges().size());
                    CallGraphScene scene;
                    scene.populate(job);
                    QCOMPARE(scene.nodeItems().size(), job->graph.nodes().size());
                    ++layouts;
                }
            }
        }
        QVERIFY(layouts > 100);
    }

    void registeredInTheMainWindow()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("t.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        auto* view = qobject_cast<CallGraphView*>(
            window.workspace().viewTabs()->view(QStringLiteral("callgraph")));
        QVERIFY(view);
        QVERIFY(window.workspace().viewTabs()->group(ViewTabs::Group::Lower)->isAncestorOf(view));
        // The options are remembered in the settings.
        view->setDepths(4, 5);
        view->setThresholdPercent(2.5);
        view->setLeftToRight(true);
        QCOMPARE(settings.value(QStringLiteral("views/callgraph/callerDepth")).toInt(), 4);
        Session session;
        CallGraphView restored(session, &settings);
        QCOMPARE(restored.options().callerDepth, 4);
        QCOMPARE(restored.options().calleeDepth, 5);
        QCOMPARE(restored.options().threshold, 0.025);
        QCOMPARE(settings.value(QStringLiteral("views/callgraph/leftToRight")).toBool(), true);

        // File > Export Call Graph...
        bool exportAction = false;
        for (QAction* action : window.findChildren<QAction*>())
            exportAction = exportAction || action->text() == QLatin1String("&Export Call Graph...");
        QVERIFY(exportAction);
    }
};

QTEST_MAIN(CallGraphViewTest)
#include "tst_callgraphview.moc"
