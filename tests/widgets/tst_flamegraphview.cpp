// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Flame Graph view, offscreen: it follows the session (profile, event type, active function
// when rooted there), a click zooms and the breadcrumb and Reset Zoom zoom out, the search finds
// frames and their share, double-click makes a function active, flame and icicle place the rows,
// and the tab is registered as `flamegraph`.

#include "tests/support/FlameFixtures.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"

#include "core/analysis/CostSnapshot.h"
#include "core/text/NameShortener.h"
#include "core/text/ShortNames.h"
#include "ui/viewmodel/flame/FlameTreeModel.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/flame/FlameCanvas.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/flame/StackTreeView.h"

#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
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

// Shows `view` and waits for its scene of `total`: the last node below the root whose frame is
// named `name`, or 0 (the root) when none is or the scene did not come.
std::size_t shownNode(FlameGraphView& view, Cost total, const QString& name)
{
    view.resize(700, 300);
    view.show();
    if (!QTest::qWaitFor([&] { return totalOf(view) == total; }))
        return 0;
    const FlameScene& scene = *view.canvas()->scene();
    std::size_t node = 0;
    for (std::size_t i = 1; i < scene.names.size(); ++i)
        node = scene.names[i] == name ? i : node;
    return node;
}

// One object, two files: main in a.c, g in b.c.
const QByteArray kTwoFiles = "events: Ir\n"
                             "ob=prog\nfl=a.c\nfn=main\n1 10\ncfl=b.c\ncfn=g\ncalls=1 1\n2 90\n"
                             "fl=b.c\nfn=g\n1 90\n";

// The colour at the top-left corner of the frame of `path`, clear of its label.
QColor colourOf(FlameCanvas& canvas, const QStringList& path)
{
    const QPoint centre = centreOf(canvas, path);
    const QImage image = canvas.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    for (const FlameScene::Frame& frame : canvas.scene()->layout(canvas.zoom(), canvas.width())) {
        if (canvas.nodeAt(centre) == int(frame.node)) {
            const QPoint corner(int(frame.x) + 1, centre.y() - canvas.rowHeight() / 2 + 1);
            return image.pixelColor(corner * ratio);
        }
    }
    return {};
}

// The Flame Graph of `window`, at 1280x800, once it opens the comparison of `base` (written to
// `baseName`) with kTwoPathsNew.
FlameGraphView* comparedFlame(TestWindow& window, const QString& baseName, const QByteArray& base)
{
    window.resize(1280, 800);
    window.show();
    window.opener().openComparison({writeFile(baseName, base)},
                                   {writeFile(u"twopaths-new.out"_s, kTwoPathsNew)});
    return qobject_cast<FlameGraphView*>(window.workspace().viewTabs()->show(u"flamegraph"_s));
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class FlameGraphViewTest : public QObject
{
    Q_OBJECT

private slots:
    void followsSessionZoomsAndSearches()
    {
        const auto loaded = loadedText(kSharedCallee, u"flame.out"_s);
        Session session;
        session.setProfile(loaded.profile);
        FlameGraphView view(session);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(totalOf(view), Cost(1000));
        QVERIFY(view.notice().contains(u"Estimated"_s));
        FlameCanvas& canvas = *view.canvas();

        // Unzoomed, the zoom path says nothing (no lone "all").
        QVERIFY2(view.breadcrumb().isEmpty(), qPrintable(view.breadcrumb()));
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
        QVERIFY2(view.breadcrumb().startsWith(u"Zoom: "_s), qPrintable(view.breadcrumb()));
        view.findChild<QToolButton*>()->click(); // Reset Zoom
        QCOMPARE(canvas.zoom(), std::size_t(0));
        QVERIFY2(view.breadcrumb().isEmpty(), qPrintable(view.breadcrumb()));

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

        // Without calls (cachegrind's profiles) every function is a root, and the notice says
        // so rather than "every function has one caller".
        view.setWholeProfile(true);
        session.setProfile(
            loadedText("events: Ir\nfl=a.c\nfn=main\n1 5\nfn=hot\n2 500\n", u"flat.out"_s).profile);
        QTRY_COMPARE(totalOf(view), Cost(505));
        QVERIFY2(view.notice().startsWith(u"No calls recorded"_s), qPrintable(view.notice()));
    }

    void bottomUpColoursAndExport()
    {
        const auto loaded = loadedText(kSharedCallee, u"flame.out"_s);
        Session session;
        session.setProfile(loaded.profile);
        FlameGraphView view(session);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(totalOf(view), Cost(1000));
        FlameCanvas& canvas = *view.canvas();
        view.setBottomUp(true);
        QTRY_VERIFY(canvas.scene() && canvas.scene()->tree.isBottomUp());
        QCOMPARE(totalOf(view), Cost(1000));
        QVERIFY2(view.notice().startsWith(u"Bottom-up"_s), qPrintable(view.notice()));
        // c's self cost at the bottom, its callers above it.
        const QPoint c = centreOf(canvas, {u"c"_s});
        const QPoint cam = centreOf(canvas, {u"c"_s, u"a"_s, u"main"_s});
        QVERIFY(c.x() >= 0 && cam.x() >= 0);
        QVERIFY(c.y() > cam.y());
        QTest::mouseDClick(&canvas, Qt::LeftButton, {}, cam);
        QCOMPARE(session.activeFunction(), *findFunction(*loaded.profile, u"main"_s));

        // The export is the graph as shown: bottom-up folded stacks, and the SVG says so.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(view.exportTo(dir.filePath(u"stacks.folded"_s), &error), qPrintable(error));
        const auto stacks = parseFolded(readAll(dir.filePath(u"stacks.folded"_s)));
        QVERIFY(stacks);
        QCOMPARE(stacks->at(u"c;a;main"_s), Cost(300));
        QCOMPARE(stacks->size(), std::size_t(7));
        QVERIFY2(view.exportTo(dir.filePath(u"graph.svg"_s), &error), qPrintable(error));
        const QByteArray svg = readAll(dir.filePath(u"graph.svg"_s));
        QVERIFY(svg.startsWith("<?xml"));
        QVERIFY(svg.contains("bottom-up"));
        QVERIFY(svg.contains("<title>c (450 Ir, 45.00%, self 0)</title>"));
        // A failed export says why and leaves nothing.
        QVERIFY(!view.exportTo(dir.filePath(u"no/such/dir/graph.svg"_s), &error));
        QVERIFY2(error.contains(u"cannot write"_s), qPrintable(error));

        // Colours: one object, two files.
        session.setProfile(loadedText(kTwoFiles, u"files.out"_s).profile);
        view.setBottomUp(false);
        QTRY_COMPARE(totalOf(view), Cost(100));
        const QStringList main{u"main"_s};
        const QStringList g{u"main"_s, u"g"_s};
        QCOMPARE(colourOf(canvas, main), colourOf(canvas, g));
        view.setColourBy(flamecolours::By::File);
        QVERIFY(colourOf(canvas, main) != colourOf(canvas, g));
        QCOMPARE(colourOf(canvas, main), flamecolours::of(0, false));
        QCOMPARE(colourOf(canvas, g), flamecolours::of(1, false));
    }

    void stackTree()
    {
        const auto loaded = loadedText(kSharedCallee, u"flame.out"_s);
        Session session;
        session.setProfile(loaded.profile);
        StackTreeView view(session);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        FlameTreeModel& model = *view.model();
        QTRY_COMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), u"main"_s);
        // The hottest path is open: main, a, c.
        QVERIFY(view.tree()->isExpanded(model.index(0, 0)));
        QVERIFY(view.tree()->isExpanded(model.index(0, 0, model.index(0, 0))));

        view.setBottomUp(true);
        QTRY_VERIFY(model.isBottomUp());
        QVERIFY(view.isBottomUp());
        QCOMPARE(model.index(0, 0).data().toString(), u"c"_s);
        // Double-click a caller row: its function becomes active.
        const QModelIndex ca = model.index(0, 0, model.index(0, 0));
        QCOMPARE(ca.data().toString(), u"a"_s);
        ActivatingTreeView& tree = *view.tree();
        tree.scrollTo(ca);
        const QPoint at = tree.visualRect(ca).center();
        QTest::mouseClick(tree.viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(tree.viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(session.activeFunction(), *findFunction(*loaded.profile, u"a"_s));

        // Numbers are never elided, even narrow: every shown number fits its cell.
        view.resize(260, 300);
        QTest::qWait(50);
        QCoreApplication::processEvents();
        const QFontMetrics metrics = tree.fontMetrics();
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 1; column < model.columnCount(); ++column) {
                const QModelIndex index = model.index(row, column);
                QVERIFY2(tree.header()->sectionSize(column) >=
                             metrics.horizontalAdvance(index.data().toString()),
                         qPrintable(index.data().toString()));
            }
        }
    }

    void followsShortenNames()
    {
        const QString full = u"std::vector<int, std::allocator<int> >::push_back(int const&)"_s;
        Session session;
        session.setProfile(loadedText("events: Ir\nfn=main\n1 1\ncfn=" + full.toUtf8() +
                                          "\ncalls=1 1\n2 5\nfn=" + full.toUtf8() + "\n1 5\n",
                                      u"short.out"_s)
                               .profile);
        FlameGraphView view(session);
        const std::size_t node = shownNode(view, Cost(6), full);
        QVERIFY(node > 0);
        const FlameCanvas& canvas = *view.canvas();
        QCOMPARE(canvas.label(node), session.shortNames() ? nameshortener::shortened(full) : full);
        session.setShortNames(false);
        QTRY_COMPARE(canvas.label(node), full);
        session.setShortNames(true);
        QTRY_COMPARE(canvas.label(node), nameshortener::shortened(full));
        QVERIFY(canvas.label(node) != full);
    }

    // The window shows a loaded profile before its short names are made (LoadController): the
    // labels read plainly shortened, where two frames read alike, until the names are made and
    // the session says so; then the frame reads as its whole table has it.
    void takesTheShortNamesMadeAfterTheProfile()
    {
        const QString intVector = u"void f<std::vector<int, std::allocator<int> > >(int)"_s;
        const QString longVector = u"void f<std::vector<long, std::allocator<long> > >(int)"_s;
        const QByteArray text = "events: Ir\nfn=main\n1 1\ncfn=" + intVector.toUtf8() +
                                "\ncalls=1 1\n2 5\ncfn=" + longVector.toUtf8() +
                                "\ncalls=1 1\n3 7\nfn=" + intVector.toUtf8() +
                                "\n1 5\nfn=" + longVector.toUtf8() + "\n1 7\n";
        const std::shared_ptr<const Profile> profile =
            loadedText(text, u"lookalikes.out"_s).profile;
        QVERIFY(profile);
        auto names = std::make_shared<ShortNames>();
        Session session;
        session.setProfile(CostSnapshot::compute(profile, PartMask(), true, {}, names));
        FlameGraphView view(session);
        const std::size_t node = shownNode(view, Cost(13), intVector);
        QVERIFY(node > 0);
        const FlameCanvas& canvas = *view.canvas();
        const QString plain = nameshortener::shortened(intVector);
        QCOMPARE(plain, nameshortener::shortened(longVector)); // they read alike plainly
        QCOMPARE(canvas.label(node), plain);

        QVERIFY(CostSnapshot::makeShortNames(*names, *profile));
        session.shortNamesMade();
        const QString separated = CostSnapshot::shortNames(*profile)->shortened(intVector);
        QVERIFY(separated != plain);
        QTRY_COMPARE(canvas.label(node), separated);
    }

    void comparedStackByStack()
    {
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(u"tally.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        FlameGraphView* view = comparedFlame(window, u"twopaths-base.out"_s, kTwoPathsBase);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->canvas()->scene() && view->canvas()->scene()->compared(),
                                 30000);
        const FlameScene& scene = *view->canvas()->scene();
        QCOMPARE(scene.tree.total(), Cost(212));
        QCOMPARE(scene.baseInclusive.front(), Cost(203));
        QVERIFY2(view->deltaLegend().contains(u"grew"_s), qPrintable(view->deltaLegend()));
        // leaf grew under a and shrank under b: orange-red and blue, whatever its object.
        const QColor grew = colourOf(*view->canvas(), {u"main"_s, u"a"_s, u"leaf"_s});
        const QColor shrank = colourOf(*view->canvas(), {u"main"_s, u"b"_s, u"leaf"_s});
        QVERIFY2(grew.red() > grew.blue() + 60, qPrintable(grew.name()));
        QVERIFY2(shrank.blue() > shrank.red() + 60, qPrintable(shrank.name()));
        // main grew by under 5 %: a faint tint, lighter than either leaf frame.
        const QColor main = colourOf(*view->canvas(), {u"main"_s});
        QVERIFY2(main.lightness() > grew.lightness() && main.lightness() > shrank.lightness(),
                 qPrintable(main.name()));

        // Opening a profile on its own ends the comparison: colours by object again.
        window.opener().openFiles({writeFile(u"twopaths-alone.out"_s, kTwoPathsNew)});
        QTRY_VERIFY_WITH_TIMEOUT(view->canvas()->scene() && !view->canvas()->scene()->compared() &&
                                     window.session().hasProfile() && !window.loader().isLoading(),
                                 30000);
        QVERIFY(view->deltaLegend().isEmpty());
    }

    // A baseline that does not measure the event shown: the frames keep their own colours, and
    // the notice says why first (at the end, the pane's width cut it off at 1280x800).
    void baselineWithoutTheEventSaysSoFirst()
    {
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(u"tally.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        QByteArray base = kTwoPathsBase;
        base.replace("events: Ir", "events: Cycles");
        FlameGraphView* view = comparedFlame(window, u"cycles-base.out"_s, base);
        QVERIFY(view);
        QVERIFY(waitForComparison(window));
        QTRY_VERIFY_WITH_TIMEOUT(view->canvas()->scene() &&
                                     !view->canvas()->scene()->comparisonProblem.isEmpty(),
                                 30000);
        QVERIFY(!view->canvas()->scene()->compared());
        QVERIFY2(view->notice().startsWith(u"Not compared: the baseline does not measure Ir. "_s),
                 qPrintable(view->notice()));
        QVERIFY(view->deltaLegend().isEmpty());
    }

    // At 1280x800 the flame pane is narrow: the search box kept "S..." while the combo boxes
    // kept their width. Now the toolbar wraps and the search placeholder stays readable.
    void narrowToolbarWrapsAndKeepsSearchReadable()
    {
        const auto loaded = loadedText(kSharedCallee, u"narrowflame.out"_s);
        Session session;
        session.setProfile(loaded.profile);
        QWidget pane;
        pane.resize(460, 400);
        FlameGraphView view(session, &pane);
        view.setGeometry(0, 0, 460, 400);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTRY_COMPARE(totalOf(view), Cost(1000));
        auto* search = view.findChild<QLineEdit*>();
        QVERIFY(search);
        const int placeholder = search->fontMetrics().horizontalAdvance(search->placeholderText());
        QVERIFY2(search->width() > placeholder,
                 qPrintable(u"%1 <= %2"_s.arg(search->width()).arg(placeholder)));
        // Nothing is pushed off the right edge: the pane need not widen for the toolbar.
        QVERIFY(view.minimumSizeHint().width() <= 460);
        for (auto* combo : view.findChildren<QComboBox*>())
            QVERIFY(combo->mapTo(&view, QPoint(combo->width(), 0)).x() <= view.width());
        for (auto* button : view.findChildren<QToolButton*>()) {
            if (!qobject_cast<QLineEdit*>(button->parent()))
                QVERIFY(button->mapTo(&view, QPoint(button->width(), 0)).x() <= view.width());
        }
    }

    void registeredAsTab()
    {
        QTemporaryDir settingsDir;
        QSettings settings(settingsDir.filePath(u"tally.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        window.resize(1280, 800);
        window.show();
        window.opener().openFiles({writeFile(u"flametab.out"_s, kSharedCallee)});
        QVERIFY(QTest::qWaitFor([&] { return window.session().hasProfile(); }, 30000));
        auto* view =
            qobject_cast<FlameGraphView*>(window.workspace().viewTabs()->show(u"flamegraph"_s));
        QVERIFY(view);
        QTRY_COMPARE(totalOf(*view), Cost(1000));
        auto* stacks =
            qobject_cast<StackTreeView*>(window.workspace().viewTabs()->show(u"stacks"_s));
        QVERIFY(stacks);
        QTRY_COMPARE(stacks->model()->rowCount(), 1);
    }
};

QTEST_MAIN(FlameGraphViewTest)
#include "tst_flamegraphview.moc"
