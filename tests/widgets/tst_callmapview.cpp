// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The call map view offscreen: it follows the Session (active function, event type, direction),
// a click on a rectangle makes its function active with history, tooltips carry the costs, hidden
// views do no work, a dark palette gives dark rectangles with light text, and the map is painted
// at the screen's device pixel ratio (this suite also runs with QT_SCALE_FACTOR=2).

#include "core/analysis/CostSnapshot.h"
#include "core/text/ShortNames.h"
#include "tests/support/EventLoop.h"
#include "tests/support/PaintedCells.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/callmap/CallMapCanvas.h"
#include "ui/widgets/views/callmap/CallMapView.h"

#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QSet>
#include <QSettings>
#include <QTabWidget>

#include <set>

using namespace tally;
using namespace tally::test;

namespace {

// main -> a (2 calls, 600), main -> b (300); a -> c (350); b -> a (100), b -> c (100).
const QByteArray kMap = "events: Ir Dr\n"
                        "event: Twice = 2 Ir\n"
                        "fl=map.c\n"
                        "fn=main\n1 100 1\ncfn=a\ncalls=2 10\n2 600 6\ncfn=b\ncalls=1 20\n3 300 3\n"
                        "fn=a\n10 350 3\ncfn=c\ncalls=4 30\n11 350 3\n"
                        "fn=b\n20 100 1\ncfn=a\ncalls=1 10\n21 100 1\ncfn=c\ncalls=1 30\n22 100 1\n"
                        "fn=c\n30 450 4\n";

// Waits for the view's background computation (and the Session's batched signal before it).
bool waitIdle(QWidget& view)
{
    settle();
    return QTest::qWaitFor([&] { return !ViewActivity::of(&view)->isBusy(); }, 10000);
}

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    palette.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    return palette;
}

} // namespace

class CallMapViewTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

    // The first node of the map showing `function`, or -1.
    static int nodeOf(const CallMapCanvas& canvas, FunctionId function)
    {
        const auto& scene = canvas.scene();
        if (!scene)
            return -1;
        for (std::size_t i = 0; i < scene->tree.nodes().size(); ++i) {
            if (scene->tree.node(i).function == function && scene->layout.isShown(i))
                return int(i);
        }
        return -1;
    }

    static FunctionId rootOf(const CallMapCanvas& canvas)
    {
        return canvas.scene() && !canvas.scene()->tree.isEmpty()
                   ? canvas.scene()->tree.node(0).function
                   : FunctionId();
    }

    // Opens `path` in `window` at 1200x800, makes main active and shows its call map, computed.
    static CallMapView* callMapOfMain(TestWindow& window, const QString& path)
    {
        window.resize(1200, 800);
        window.show();
        window.opener().openFiles({path});
        if (!QTest::qWaitFor([&] { return window.session().hasProfile(); }, 10000) ||
            !window.session().selectFunction(QStringLiteral("main")))
            return nullptr;
        auto* view = qobject_cast<CallMapView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callmap")));
        if (!view ||
            !QTest::qWaitFor([&] { return !window.workspace().viewTabs()->isBusy(); }, 10000))
            return nullptr;
        return view;
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedText(kMap, QStringLiteral("map.out"));
        m_profile = result.profile;
    }

    // Split mode and labels from the context menu: one state with the view's, remembered.
    void contextMenuSplitsAndLabels()
    {
        QSettings settings(tempDir().filePath(QStringLiteral("callmap.ini")), QSettings::IniFormat);
        settings.clear();
        Session session;
        session.setProfile(m_profile);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.keepOptionsIn(settings, QStringLiteral("callmap"));
        view.resize(700, 450);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        session.navigateTo(id("main"));
        QVERIFY(waitIdle(view));
        std::vector<std::unique_ptr<QMenu>> menus; // alive while their submenus are used
        const auto submenu = [&](const QString& title) -> QMenu* {
            menus.push_back(view.contextMenu(-1));
            for (QAction* action : menus.back()->actions()) {
                if (action->text() == title)
                    return action->menu();
            }
            return nullptr;
        };
        const auto pick = [](QMenu* menu, const QString& text) {
            for (QAction* action : menu->actions()) {
                if (action->text() == text) {
                    action->trigger();
                    return true;
                }
            }
            return false;
        };
        // Stacked: main's callees each as wide as main's inside.
        auto menu = view.contextMenu(-1);
        QMenu* split = nullptr;
        QMenu* labels = nullptr;
        for (QAction* action : menu->actions()) {
            if (action->text() == QLatin1String("Split"))
                split = action->menu();
            if (action->text() == QLatin1String("Labels"))
                labels = action->menu();
        }
        QVERIFY(split && labels);
        QCOMPARE(split->actions().size(), 4);
        QVERIFY(split->actions().front()->isChecked()); // squarified
        QVERIFY(pick(split, QStringLiteral("Stacked")));
        QCOMPARE(view.split(), CallMapLayout::Split::Vertical);
        QVERIFY(waitIdle(view));
        const CallMapScene& stacked = *view.canvas()->scene();
        const QRectF inside = stacked.layout.inside(0);
        for (std::uint32_t c = 0; c < stacked.tree.node(0).childCount; ++c)
            QCOMPARE(stacked.layout.rect(stacked.tree.node(0).firstChild + c).width(),
                     inside.width());
        QCOMPARE(settings.value(QStringLiteral("views/callmap/split")).toString(),
                 QStringLiteral("vertical"));
        QVERIFY(submenu(QStringLiteral("Split"))->actions()[2]->isChecked());

        // Labels: without names and costs the rectangles are bare colour.
        const QImage labelled = view.canvas()->scene()->image;
        QVERIFY(pick(labels, QStringLiteral("Names")));
        QVERIFY(!view.showsNames() && view.showsCosts());
        QVERIFY(waitIdle(view));
        const QImage costsOnly = view.canvas()->scene()->image;
        QVERIFY(costsOnly != labelled);
        QVERIFY(pick(submenu(QStringLiteral("Labels")), QStringLiteral("Costs")));
        QVERIFY(waitIdle(view));
        const QImage bare = view.canvas()->scene()->image;
        QVERIFY(bare != costsOnly);
        QCOMPARE(settings.value(QStringLiteral("views/callmap/labelNames")).toBool(), false);
        QCOMPARE(settings.value(QStringLiteral("views/callmap/labelCosts")).toBool(), false);

        // A new view restores them.
        CallMapView again(session, CallMapTree::Direction::Callees);
        again.keepOptionsIn(settings, QStringLiteral("callmap"));
        QCOMPARE(again.split(), CallMapLayout::Split::Vertical);
        QVERIFY(!again.showsNames() && !again.showsCosts());
    }

    void followsSessionAndClicks()
    {
        Session session;
        session.setProfile(m_profile);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(700, 450);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        session.navigateTo(id("main"));
        QVERIFY(waitIdle(view));
        CallMapCanvas& canvas = *view.canvas();
        QCOMPARE(rootOf(canvas), id("main"));
        QCOMPARE(canvas.scene()->size, QSizeF(canvas.size()));
        // main's rectangle holds a, b and c (twice: under a and under b).
        const int b = nodeOf(canvas, id("b"));
        QVERIFY(b > 0);
        QVERIFY(nodeOf(canvas, id("c")) > 0);

        // The tooltip of b: its name, its share of main and its calls.
        const QString tip = canvas.toolTipText(b);
        QVERIFY2(tip.contains(QLatin1String("<b>b</b>")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("30.00 %")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("Calls: 1")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("Path: main \u203a b")), qPrintable(tip));

        // Clicking b's own area (its name strip) makes b active, with history.
        const QRectF bRect = canvas.scene()->layout.rect(b);
        const QPoint onB = bRect.topLeft().toPoint() + QPoint(4, 4);
        QCOMPARE(canvas.nodeAt(onB), b);
        // Sent directly: QTest::mouseMove moves the cursor, which misses under QT_SCALE_FACTOR.
        QMouseEvent move(QEvent::MouseMove, QPointF(onB), canvas.mapToGlobal(QPointF(onB)),
                         Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(&canvas, &move);
        QCOMPARE(canvas.hoveredNode(), b);
        QTest::mouseClick(&canvas, Qt::LeftButton, {}, onB);
        QCOMPARE(session.activeFunction(), id("b"));
        QVERIFY(session.history().canGoBack());
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(canvas), id("b"));
        // Clicking the root itself changes nothing.
        QTest::mouseClick(&canvas, Qt::LeftButton, {}, QPoint(3, 3));
        QCOMPARE(session.activeFunction(), id("b"));

        // Back in the history: the map follows the Session.
        QVERIFY(session.goBack());
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(canvas), id("main"));

        // The keyboard: Down into main's largest callee (a), Right to b, Down to b's a, Up back
        // to b, Return makes b active.
        canvas.setFocus();
        QTest::keyClick(&canvas, Qt::Key_Down);
        QCOMPARE(canvas.scene()->tree.node(canvas.hoveredNode()).function, id("a"));
        QTest::keyClick(&canvas, Qt::Key_Right);
        QCOMPARE(canvas.scene()->tree.node(canvas.hoveredNode()).function, id("b"));
        QTest::keyClick(&canvas, Qt::Key_Right); // no sibling further right: stays
        QCOMPARE(canvas.scene()->tree.node(canvas.hoveredNode()).function, id("b"));
        QTest::keyClick(&canvas, Qt::Key_Down);
        QCOMPARE(canvas.scene()->tree.node(canvas.hoveredNode()).function, id("a"));
        QTest::keyClick(&canvas, Qt::Key_Up);
        QCOMPARE(canvas.scene()->tree.node(canvas.hoveredNode()).function, id("b"));
        QTest::keyClick(&canvas, Qt::Key_Return);
        QCOMPARE(session.activeFunction(), id("b"));
        QVERIFY(session.goBack());
        QVERIFY(waitIdle(view));

        // The context menu of c under a under main: make c active, or go to b.
        const auto& scene = *canvas.scene();
        const std::size_t a = scene.tree.node(0).firstChild;
        const int cUnderA = int(scene.tree.node(a).firstChild);
        QCOMPARE(scene.tree.node(cUnderA).function, id("c"));
        auto menu = view.contextMenu(cUnderA);
        QStringList texts;
        QMenu* goTo = nullptr;
        for (QAction* action : menu->actions()) {
            texts << action->text();
            if (action->text() == QLatin1String("Go To"))
                goTo = action->menu();
        }
        QVERIFY2(texts.contains(QStringLiteral("Make 'c' Active")), qPrintable(texts.join(u'|')));
        QVERIFY(goTo && goTo->actions().size() == 1);
        QCOMPARE(goTo->actions().front()->text(), QStringLiteral("a"));
        goTo->actions().front()->trigger();
        QCOMPARE(session.activeFunction(), id("a"));
        QVERIFY(session.goBack());
        QCOMPARE(session.activeFunction(), id("main"));
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(canvas), id("main"));
        QVERIFY(session.goForward());
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(canvas), id("a"));

        // The caller map of c: split into a and b.
        session.setActiveFunction(id("c"));
        view.setDirection(CallMapTree::Direction::Callers);
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(canvas), id("c"));
        QCOMPARE(canvas.scene()->tree.options().direction, CallMapTree::Direction::Callers);
        QVERIFY(nodeOf(canvas, id("a")) > 0 && nodeOf(canvas, id("b")) > 0);

        // A derived event type is what the map measures when it is the primary one.
        view.setDirection(CallMapTree::Direction::Callees);
        session.setActiveFunction(id("main"));
        session.setEventTypes(m_profile->events().indexOf(QStringLiteral("Twice")), -1);
        QVERIFY(waitIdle(view));
        QCOMPARE(canvas.scene()->tree.node(0).cost, 2000.0);

        // The secondary event type joins the tooltips: b's calls cost 3 Dr.
        session.setEventTypes(0, 1);
        QVERIFY(waitIdle(view));
        const QString withDr = canvas.toolTipText(nodeOf(canvas, id("b")));
        QVERIFY2(withDr.contains(QStringLiteral("300 Ir \u00b7 3 Dr")), qPrintable(withDr));
        QVERIFY2(canvas.toolTipText(0).contains(QStringLiteral("1,000 Ir \u00b7 10 Dr")) ||
                     canvas.toolTipText(0).contains(QStringLiteral("1000 Ir \u00b7 10 Dr")),
                 qPrintable(canvas.toolTipText(0)));

        // Depth 1: only main's direct callees.
        view.setMaxDepth(1);
        QVERIFY(waitIdle(view));
        for (const CallMapNode& node : canvas.scene()->tree.nodes())
            QVERIFY(node.depth <= 1);
    }

    void tooltipsKeepTheEventTypesOfTheirMap()
    {
        // While the next map is computed the previous one stays: its tooltips must name and
        // evaluate the event types it was computed for, even when removing a user type has
        // shifted the indexes (here the secondary type B moves onto A's index).
        Session session;
        session.setProfile(m_profile);
        QVERIFY(session.setUserEventType({QStringLiteral("A"), {}, QStringLiteral("2 Ir")}));
        QVERIFY(session.setUserEventType({QStringLiteral("B"), {}, QStringLiteral("3 Dr")}));
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(700, 450);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        session.navigateTo(id("main"));
        session.setEventTypes(0, session.events().indexOf(QStringLiteral("B")));
        QVERIFY(waitIdle(view));
        CallMapCanvas& canvas = *view.canvas();
        const int b = nodeOf(canvas, id("b"));
        QVERIFY(b > 0);
        // b's calls: 300 Ir and 3 Dr, so 9 B.
        const QString before = canvas.toolTipText(b);
        QVERIFY2(before.contains(QStringLiteral("300 Ir \u00b7 9 B")), qPrintable(before));

        // Hold the next map back: a hidden view keeps its newest request until it is shown
        // again (LatestJob inactive). View jobs run on threads of their own, so occupying Qt's
        // global pool, as this test once did, no longer holds anything back.
        view.hide();
        session.removeUserEventType(QStringLiteral("A"));
        settle();
        // Still the map computed with A.
        QVERIFY(canvas.scene()->tree.options().events->indexOf(QStringLiteral("A")) >= 0);
        QCOMPARE(session.eventName(session.secondaryEvent()), QStringLiteral("B"));
        const QString meanwhile = canvas.toolTipText(b);
        QVERIFY2(meanwhile.contains(QStringLiteral("300 Ir \u00b7 9 B")), qPrintable(meanwhile));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(waitIdle(view));
        const QString after = canvas.toolTipText(nodeOf(canvas, id("b")));
        QVERIFY2(after.contains(QStringLiteral("300 Ir \u00b7 9 B")), qPrintable(after));
        QVERIFY(canvas.scene()->tree.options().events->indexOf(QStringLiteral("A")) < 0);
    }

    void followsAUserDefinedEventType()
    {
        // A type the user defined (not in the file) as the primary one: the map measures it.
        const auto loaded = loadedText("events: Ir\nfn=main\n1 1\ncfn=a\ncalls=1 1\n2 600\n"
                                       "cfn=b\ncalls=1 1\n3 300\nfn=a\n1 600\nfn=b\n1 300\n",
                                       QStringLiteral("user.out"));
        Session session;
        session.setProfile(loaded.profile);
        QVERIFY(session.setUserEventType({QStringLiteral("Twice"), {}, QStringLiteral("2 Ir")}));
        QVERIFY(loaded.profile->events().indexOf(QStringLiteral("Twice")) < 0);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        session.navigateTo(*findFunction(*loaded.profile, QStringLiteral("main")));
        session.setEventTypes(session.events().indexOf(QStringLiteral("Twice")), -1);
        QVERIFY(waitIdle(view));
        const CallMapCanvas& canvas = *view.canvas();
        QVERIFY(canvas.scene() && !canvas.scene()->tree.isEmpty());
        QCOMPARE(canvas.scene()->tree.node(0).cost, 2 * 901.0);
        const int a = nodeOf(canvas, *findFunction(*loaded.profile, QStringLiteral("a")));
        QVERIFY(a > 0);
        QCOMPARE(canvas.scene()->tree.node(a).cost, 1200.0);
        const QString tip = canvas.toolTipText(0);
        QVERIFY2(tip.contains(QStringLiteral(" Twice")), qPrintable(tip));
    }

    void hiddenViewWaitsUntilShown()
    {
        Session session;
        session.setProfile(m_profile);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(500, 300);
        session.setActiveFunction(id("a"));
        settle();
        QVERIFY(!view.canvas()->scene()); // never shown: nothing computed
        view.show();
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(*view.canvas()), id("a"));
        view.hide();
        session.setActiveFunction(id("b"));
        settle();
        QCOMPARE(rootOf(*view.canvas()), id("a"));
        view.show();
        QVERIFY(waitIdle(view));
        QCOMPARE(rootOf(*view.canvas()), id("b"));
    }

    void resizeLaysOutAgain()
    {
        Session session;
        session.setProfile(m_profile);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(500, 300);
        view.show();
        session.setActiveFunction(id("main"));
        QVERIFY(waitIdle(view));
        view.resize(800, 600);
        QVERIFY(QTest::qWaitFor(
            [&] { return view.canvas()->scene()->size == QSizeF(view.canvas()->size()); }, 5000));
    }

    void darkPaletteAndDevicePixelRatio()
    {
        Session session;
        session.setProfile(m_profile);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(640, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        session.setActiveFunction(id("main"));
        QVERIFY(waitIdle(view));
        CallMapCanvas& canvas = *view.canvas();
        // Light by default (the offscreen palette); switching the palette renders it again.
        const auto lightScene = canvas.scene();
        const QPointF inRoot(canvas.width() - 4, canvas.height() - 4); // main's own area
        const QColor lightFill =
            lightScene->image.pixelColor((inRoot * lightScene->image.devicePixelRatio()).toPoint());
        QVERIFY2(lightFill.lightness() > 200, qPrintable(lightFill.name()));
        view.setPalette(darkPalette());
        QVERIFY(waitIdle(view));
        QVERIFY(canvas.scene() != lightScene);
        const QImage grab = canvas.grab().toImage();

        // Painted at the screen's ratio: 2 under QT_SCALE_FACTOR=2.
        const double ratio = canvas.devicePixelRatioF();
        if (qEnvironmentVariable("QT_SCALE_FACTOR") == QLatin1String("2"))
            QCOMPARE(ratio, 2.0);
        QCOMPARE(canvas.scene()->image.devicePixelRatio(), ratio);
        QCOMPARE(canvas.scene()->image.size(), (QSizeF(canvas.size()) * ratio).toSize());
        QCOMPARE(grab.size(), (QSizeF(canvas.size()) * ratio).toSize());

        // Dark rectangles, light names: sample inside c's rectangle (under a), below its name.
        const auto& scene = *canvas.scene();
        const int a = nodeOf(canvas, id("a"));
        const std::size_t c = scene.tree.node(a).firstChild;
        const QRectF cRect = scene.layout.rect(c);
        const QColor fill =
            grab.pixelColor((QPointF(cRect.center().x(), cRect.bottom() - 4) * ratio).toPoint());
        QVERIFY2(fill.lightness() < 110, qPrintable(fill.name()));
        int light = 0;
        const QRect nameArea = QRectF(cRect.left() + 3, cRect.top() + 2, 20, 10).toAlignedRect();
        for (int y = nameArea.top(); y < nameArea.bottom(); ++y) {
            for (int x = nameArea.left(); x < nameArea.right(); ++x) {
                if (grab.pixelColor((QPointF(x, y) * ratio).toPoint()).lightness() > 170)
                    ++light;
            }
        }
        QVERIFY2(light > 3, "no light text drawn on the dark rectangle");
        if (qEnvironmentVariableIsSet("TALLY_TEST_GRABS"))
            grab.save(qEnvironmentVariable("TALLY_TEST_GRABS") +
                      QStringLiteral("/callmap-dark-x%1.png").arg(ratio));
    }

    void darkGrabOfAProfile()
    {
        // For looking at by eye: TALLY_TEST_GRABS=DIR TALLY_CALLMAP_PROFILE=FILE [FUNCTION] saves
        // both maps of a real profile in a dark main window.
        const QStringList given = qEnvironmentVariable("TALLY_CALLMAP_PROFILE").split(u' ');
        if (!qEnvironmentVariableIsSet("TALLY_TEST_GRABS") || given.front().isEmpty())
            QSKIP("set TALLY_TEST_GRABS and TALLY_CALLMAP_PROFILE to grab a real profile");
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(QStringLiteral("tally.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.setPalette(darkPalette());
        window.resize(1600, 1000);
        window.show();
        window.opener().openFiles({given.front()});
        QVERIFY(QTest::qWaitFor([&] { return window.session().hasProfile(); }, 60000));
        QVERIFY(window.session().selectFunction(given.value(1, QStringLiteral("main"))));
        window.workspace().viewTabs()->show(QStringLiteral("callmap"));
        window.workspace().viewTabs()->show(QStringLiteral("callermap"));
        QVERIFY(QTest::qWaitFor([&] { return !window.workspace().viewTabs()->isBusy(); }, 30000));
        QTest::qWait(300); // resizes settle and lay out again
        QVERIFY(QTest::qWaitFor([&] { return !window.workspace().viewTabs()->isBusy(); }, 30000));
        // Hover the largest callee, to see its highlight and its other places.
        auto* view = qobject_cast<CallMapView*>(
            window.workspace().viewTabs()->view(QStringLiteral("callmap")));
        const auto& scene = *view->canvas()->scene();
        if (scene.tree.node(0).childCount > 0) {
            const QPointF center = scene.layout.rect(scene.tree.node(0).firstChild).center();
            QMouseEvent move(QEvent::MouseMove, center, view->canvas()->mapToGlobal(center),
                             Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(view->canvas(), &move);
        }
        QVERIFY(window.grab().save(qEnvironmentVariable("TALLY_TEST_GRABS") +
                                   QStringLiteral("/callmap-dark-window.png")));
        QVERIFY(view->canvas()->grab().save(qEnvironmentVariable("TALLY_TEST_GRABS") +
                                            QStringLiteral("/callmap-dark-hover.png")));
    }

    void longNamesStayInTheirRectangles()
    {
        // A 1,000+ character C++ name neither widens the window nor reaches the labels whole.
        QByteArray longName = "std::vector<";
        for (int i = 0; i < 40; ++i)
            longName += "std::pair<std::basic_string<char, std::char_traits<char> >, ";
        longName += "int";
        for (int i = 0; i < 40; ++i)
            longName += " >";
        longName += ">::push_back(int const&)";
        QVERIFY(longName.size() > 1000);
        const QString path = writeFile(QStringLiteral("long.out"),
                                       "events: Ir\nfl=a.cpp\nfn=main\n1 10\ncfn=" + longName +
                                           "\ncalls=1 2\n1 90\nfn=" + longName + "\n2 90\n");
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(QStringLiteral("tally.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        CallMapView* view = callMapOfMain(window, path);
        QVERIFY(view);
        QCOMPARE(window.width(), 1200);
        const auto& scene = *view->canvas()->scene();
        QCOMPARE(scene.tree.nodes().size(), std::size_t(2));
        QVERIFY(scene.labels[1].front().size() < 60); // "std::vector<…>::push_back(int const&)"
        QCOMPARE(scene.labels[1].back(), QStringLiteral("push_back"));
        const QString tip = view->canvas()->toolTipText(1);
        QVERIFY(tip.size() < 2000 && tip.contains(QLatin1String("90")));
    }

    // The header names the active function and gives its cost: a long name is cut in its middle
    // (the whole in the tooltip) and the cost after it stays whole ("...push_back(int const&):
    // 1" once read as the cost 1 of 100).
    void theHeaderCutsALongNameNotItsCost()
    {
        const QByteArray name = "std::vector<" + QByteArray("std::pair<int, long>, ").repeated(30) +
                                "int>::push_back(int const&)";
        const auto loaded = loadedText("events: Ir\nfl=a.cpp\nfn=" + name + "\n1 1234567\n",
                                       QStringLiteral("header.out"));
        Session session;
        session.setProfile(loaded.profile);
        CallMapView view(session, CallMapTree::Direction::Callees);
        view.resize(600, 300);
        view.show();
        QVERIFY(session.selectFunction(QString::fromLatin1(name)));
        QVERIFY(waitIdle(view));
        const QLabel* cost = nullptr;
        const ElidedLabel* function = view.findChild<ElidedLabel*>();
        for (const QLabel* label : view.findChildren<QLabel*>()) {
            if (label->text().endsWith(QLatin1String("inclusive")))
                cost = label;
        }
        QVERIFY(cost && function);
        QCOMPARE(cost->text(), QStringLiteral("1,234,567 Ir inclusive"));
        QVERIFY(cost->width() >= cost->fontMetrics().horizontalAdvance(cost->text()));
        QVERIFY(view.rect().contains(QRect(cost->mapTo(&view, QPoint(0, 0)), cost->size())));
        QVERIFY2(function->text().contains(QChar(0x2026)), qPrintable(function->text()));
        QVERIFY(function->text().endsWith(QLatin1String("const&):")));
        QCOMPARE(function->toolTip(), function->fullText());
        QVERIFY(function->fullText().size() > function->text().size());
    }

    void twinLabelsKeepWhatTellsThemApart()
    {
        // Template twins keep one form of their name, cut around where they differ: the shorter
        // forms (no parameters, no scopes) would make them read alike.
        const QString path = writeFile(QStringLiteral("twins.out"), test::twinsProfile());
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(QStringLiteral("tally.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        CallMapView* view = callMapOfMain(window, path);
        QVERIFY(view);
        const auto& scene = *view->canvas()->scene();
        QCOMPARE(scene.tree.nodes().size(), std::size_t(test::twinNames().size() + 1));
        const QFontMetricsF metrics(view->canvas()->font());
        for (const double width : {60.0, 90.0, 120.0, 160.0, 220.0}) {
            QSet<QString> shown;
            for (std::size_t i = 1; i < scene.tree.nodes().size(); ++i) {
                QCOMPARE(scene.labels[i].size(), 1);
                QVERIFY(!scene.keeps[i].isEmpty());
                const QString label = textelision::elide(
                    scene.labels[i].front(), width,
                    [&](QStringView piece) { return metrics.horizontalAdvance(piece.toString()); },
                    Qt::ElideMiddle, scene.keeps[i]);
                QVERIFY2(!shown.contains(label), qPrintable(label));
                shown.insert(label);
            }
        }
    }

    // The short names are made after a profile's first paint: the map is made again then only
    // where they change a label (a new map is a layout and an image).
    void shortNamesMadeLaterChangeTheLabelsTheyTellApart()
    {
        // The labels of the map of main before and after the names; whether a new map came.
        const auto mapAfterNames = [&](const QByteArray& text, QStringList& before,
                                       QStringList& after, bool& madeAgain) {
            const auto profile = loadedText(text).profile;
            QVERIFY(profile);
            auto names = std::make_shared<ShortNames>();
            Session session;
            session.setProfile(CostSnapshot::compute(profile, PartMask(), true, {}, names));
            CallMapView view(session, CallMapTree::Direction::Callees);
            view.resize(700, 450);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            session.navigateTo(FunctionByName(*profile)("main"));
            QVERIFY(waitIdle(view));
            QTest::qWait(300); // past the settling of a resize, which lays the map out again
            QVERIFY(waitIdle(view));
            const auto labels = [&] {
                QStringList list;
                for (const QStringList& forms : view.canvas()->scene()->labels)
                    list << forms.value(0);
                return list;
            };
            const auto shown = view.canvas()->scene();
            QVERIFY(shown && shown->profile == profile);
            before = labels();
            QVERIFY(CostSnapshot::makeShortNames(*names, *profile));
            session.shortNamesMade();
            settle();
            QTest::qWait(300);
            QVERIFY(waitIdle(view));
            madeAgain = view.canvas()->scene() != shown;
            after = labels();
        };
        QStringList before;
        QStringList after;
        bool madeAgain = false;
        mapAfterNames(lookAlikeTemplatesProfile(), before, after, madeAgain);
        if (QTest::currentTestFailed())
            return;
        verifyLookAlikesToldApartLater(before, after);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(madeAgain);
        // Names that read apart plainly: the same labels, and the same map.
        mapAfterNames(plainNamesProfile(), before, after, madeAgain);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(before.size(), 2);
        QCOMPARE(after, before);
        QVERIFY(!madeAgain);
    }

    void mainWindowRegistersBothMaps()
    {
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(QStringLiteral("tally.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.resize(1200, 800);
        window.show();
        auto* callees = qobject_cast<CallMapView*>(
            window.workspace().viewTabs()->view(QStringLiteral("callmap")));
        auto* callers = qobject_cast<CallMapView*>(
            window.workspace().viewTabs()->view(QStringLiteral("callermap")));
        QVERIFY(callees && callers);
        QCOMPARE(callees->direction(), CallMapTree::Direction::Callees);
        QCOMPARE(callers->direction(), CallMapTree::Direction::Callers);
        // Options are kept in the settings, per map.
        callees->setMaxDepth(4);
        callers->setMinimumRectangleSize(20);
        callers->setDirection(CallMapTree::Direction::Callees);
        QCOMPARE(settings.value(QStringLiteral("views/callmap/depth")).toInt(), 4);
        QCOMPARE(settings.value(QStringLiteral("views/callermap/minimumSize")).toInt(), 20);
        QCOMPARE(settings.value(QStringLiteral("views/callermap/direction")).toString(),
                 QStringLiteral("callees"));
        {
            TestWindow second(settings);
            auto* restored = qobject_cast<CallMapView*>(
                second.workspace().viewTabs()->view(QStringLiteral("callermap")));
            QCOMPARE(restored->minimumSize(), 20);
            QCOMPARE(restored->direction(), CallMapTree::Direction::Callees);
        }
        callers->setDirection(CallMapTree::Direction::Callers);
        window.opener().openFiles({writeFile(QStringLiteral("window.out"), kMap)});
        QVERIFY(QTest::qWaitFor([&] { return window.session().hasProfile(); }, 10000));
        QVERIFY(window.session().selectFunction(QStringLiteral("b")));
        window.workspace().viewTabs()->show(QStringLiteral("callmap"));
        QVERIFY(QTest::qWaitFor([&] { return !window.workspace().viewTabs()->isBusy(); }, 10000));
        QCOMPARE(rootOf(*callees->canvas()), id("b"));
    }
};

QTEST_MAIN(CallMapViewTest)
#include "tst_callmapview.moc"
