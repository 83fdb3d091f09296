// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Flame Graph view, offscreen: it follows the session (profile, event type, active function
// when rooted there), a click zooms and the breadcrumb and Reset Zoom zoom out, the search finds
// frames and their share, double-click makes a function active, flame and icicle place the rows,
// and the tab is registered as `flamegraph`.

#include "tests/support/FlameFixtures.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"

#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/flame/FlameCanvas.h"
#include "ui/widgets/views/flame/FlameGraphView.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

Cost totalOf(const FlameGraphView& view)
{
    const FlameScene* scene = view.canvas()->scene();
    return scene ? scene->tree.total() : -1;
}

// The centre of the frame of `path` (names from the root) on the canvas, or (-1, -1).
QPoint centreOf(const FlameCanvas& canvas, const QStringList& path)
{
    const FlameScene* scene = canvas.scene();
    for (const FlameScene::Frame& frame : scene->layout(canvas.zoom(), canvas.width())) {
        QStringList names;
        for (const std::size_t node : scene->tree.path(frame.node))
            names << scene->names[node];
        if (names != path)
            continue;
        const int h = canvas.rowHeight();
        const int y = canvas.isIcicle() ? frame.row * h + h / 2
                                        : canvas.height() - (frame.row + 1) * h + h / 2;
        return {int(frame.x + frame.width / 2), y};
    }
    return {-1, -1};
}

} // namespace

class FlameGraphViewTest : public QObject
{
    Q_OBJECT

private slots:
    void followsSessionZoomsAndSearches()
    {
        const auto loaded = loadText(kSharedCallee, u"flame.out"_s);
        QVERIFY(loaded.profile);
        Session session;
        session.setProfile(loaded.profile);
        FlameGraphView view(session);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(totalOf(view), Cost(1000));
        QVERIFY(view.notice().contains(u"Estimated"_s));
        FlameCanvas& canvas = *view.canvas();

        // Click main;a: zoomed, the breadcrumb names it, main stays above at full width.
        const QPoint a = centreOf(canvas, {u"main"_s, u"a"_s});
        QVERIFY(a.x() >= 0);
        QCOMPARE(canvas.nodeAt(a) > 0, true);
        QTest::mouseClick(&canvas, Qt::LeftButton, {}, a);
        QVERIFY(canvas.zoom() > 0);
        QVERIFY2(view.breadcrumb().contains(u">a<"_s), qPrintable(view.breadcrumb()));
        const auto frames = canvas.scene()->layout(canvas.zoom(), canvas.width());
        for (const FlameScene::Frame& frame : frames)
            if (canvas.scene()->names[frame.node] == u"a"_s && frame.row == 1)
                QCOMPARE(frame.width, double(canvas.width()));
        view.findChild<QToolButton*>()->click(); // Reset Zoom
        QCOMPARE(canvas.zoom(), std::size_t(0));

        // Search: c's frames hold 450 of 1000.
        QCOMPARE(canvas.scene()->matchedCost(u"c"_s), Cost(450));
        view.setSearch(u"c"_s);
        QVERIFY(canvas.scene()->matches(
            std::size_t(canvas.nodeAt(centreOf(canvas, {u"main"_s, u"a"_s, u"c"_s}))), u"c"_s));

        // Icicle: main's row is at the top.
        view.setIcicle(true);
        QVERIFY(centreOf(canvas, {u"main"_s}).y() < centreOf(canvas, {u"main"_s, u"a"_s}).y());
        view.setIcicle(false);
        QVERIFY(centreOf(canvas, {u"main"_s}).y() > centreOf(canvas, {u"main"_s, u"a"_s}).y());

        // Double-click makes b active.
        QTest::mouseDClick(&canvas, Qt::LeftButton, {}, centreOf(canvas, {u"main"_s, u"b"_s}));
        QCOMPARE(session.activeFunction(), *findFunction(*loaded.profile, u"b"_s));

        // Rooted at the active function: b's inclusive 300; then a's 700.
        view.setWholeProfile(false);
        QTRY_COMPARE(totalOf(view), Cost(300));
        session.navigateTo(*findFunction(*loaded.profile, u"a"_s));
        QTRY_COMPARE(totalOf(view), Cost(700));

        // The second event type: Dr, a's inclusive 7.
        session.setEventTypes(1, -1);
        QTRY_COMPARE(totalOf(view), Cost(7));
    }

    void registeredAsTab()
    {
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(u"tally.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        window.resize(1280, 800);
        window.show();
        window.openFiles({writeFile(u"flametab.out"_s, kSharedCallee)});
        QVERIFY(QTest::qWaitFor([&] { return window.session().hasProfile(); }, 30000));
        auto* view = qobject_cast<FlameGraphView*>(window.viewTabs()->show(u"flamegraph"_s));
        QVERIFY(view);
        QTRY_COMPARE(totalOf(*view), Cost(1000));
    }
};

QTEST_MAIN(FlameGraphViewTest)
#include "tst_flamegraphview.moc"
