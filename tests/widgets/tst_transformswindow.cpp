// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The window's transforms (issue 37): Focus on / Drop / Merge into Callers / Collapse Object
// with their keys in the menus of the flat profile, a list, the call graph and the flame graph;
// the chips row (shown, removed); Edit > Undo and Redo; File > Save Recipe and Apply Recipe;
// reopening a profile offers its last transforms back.

#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "tests/support/TransformMenus.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/TransformActions.h"
#include "ui/widgets/shell/TransformChips.h"
#include "ui/widgets/shell/TransformMenu.h"
#include "ui/widgets/shell/TransformOfferBanner.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/callgraph/CallGraphNodeItem.h"
#include "ui/widgets/views/callgraph/CallGraphScene.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/flame/FlameCanvas.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QFile>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

namespace {

bool settle(MainWindow& window)
{
    window.session().waitUntilSettled();
    QCoreApplication::processEvents();
    window.session().deliverChanges();
    return !window.session().transformStage().isPending();
}

} // namespace

class TransformsWindowTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void menusHaveTheFourActionsWithKeys()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("menus.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        QVERIFY(openedIn(window, {QStringLiteral(TALLY_SAMPLE)}));
        Session& session = window.session();
        const FunctionId main = FunctionByName(*session.profile())("main");
        session.navigateTo(main);
        session.deliverChanges();

        // The flat profile: the row under the menu.
        FlatTableView* flat = window.workspace().flatView()->table();
        QVERIFY(hasTheFourTransforms(flat->actions()));
        // A list of callers or callees.
        const auto lists = window.findChildren<RelationView*>();
        QVERIFY(!lists.isEmpty());
        QVERIFY(hasTheFourTransforms(lists.front()->tree()->actions()));
        // The window's (Edit menu): the keys themselves, on the active function.
        auto* menu = window.findChild<TransformMenu*>();
        QVERIFY(menu);
        menu->activeFunctionActions().update();
        QVERIFY(hasTheFourTransforms(window.actions()));
        // The call graph's node menu.
        auto* graph = qobject_cast<CallGraphView*>(
            window.workspace().viewTabs()->show(QStringLiteral("callgraph")));
        QVERIFY(graph);
        QVERIFY(QTest::qWaitFor([&] { return graph->scene() && graph->scene()->nodeItem(main); },
                                20000));
        QVERIFY(
            hasTheFourTransforms(graph->contextMenu(graph->scene()->nodeItem(main))->actions()));
        // The flame graph: a frame's menu names its function.
        auto* flame = qobject_cast<FlameGraphView*>(
            window.workspace().viewTabs()->show(QStringLiteral("flamegraph")));
        QVERIFY(flame);
        FunctionId asked;
        connect(flame->canvas(), &FlameCanvas::functionMenuRequested, this,
                [&asked](FunctionId function) { asked = function; });
        const auto probe = [&] {
            // Every row from the bottom up, the middle of the canvas: the root frame is no
            // function; the first frame above it is.
            FlameCanvas* canvas = flame->canvas();
            for (int y = canvas->height() - 2; y > 0 && !asked.isValid();
                 y -= std::max(1, canvas->rowHeight() / 2)) {
                const QPoint at(canvas->width() / 2, y);
                QContextMenuEvent event(QContextMenuEvent::Mouse, at, canvas->mapToGlobal(at));
                // The menu runs a loop of its own: closed as soon as it shows.
                QTimer::singleShot(0, [] {
                    if (QWidget* popup = QApplication::activePopupWidget())
                        popup->close();
                });
                QCoreApplication::sendEvent(canvas, &event);
            }
            return asked.isValid();
        };
        QVERIFY(QTest::qWaitFor(probe, 20000));
        QMenu frameMenu;
        TransformActions::addTo(&frameMenu, session, asked);
        QVERIFY(hasTheFourTransforms(frameMenu.actions()));

        // The key acts on the active function: Focus on main.
        menu->activeFunctionActions().action(TransformKind::Focus)->trigger();
        QVERIFY(settle(window));
        QCOMPARE(session.transforms().size(), std::size_t(1));
        QCOMPARE(session.transforms().front().kind, TransformKind::Focus);
        QCOMPARE(session.transforms().front().target, QStringLiteral("main"));
    }

    // A chip names its function with its '&'s, which a button would take for mnemonics ("Drop:
    // push(int const&)" read "Drop: push(int const)" with the ')' underlined).
    void chipsShowAmpersands()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("amp.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        QFile file(m_dir.filePath(QStringLiteral("amp.out")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("events: Ir\nfn=main\n1 1\ncfn=push(int const&)\ncalls=1 1\n1 5\n"
                   "fn=push(int const&)\n1 5\n");
        file.close();
        QVERIFY(openedIn(window, {file.fileName()}));
        Session& session = window.session();
        auto* chips = window.findChild<TransformChips*>();
        QVERIFY(chips);
        session.addTransform({TransformKind::Drop, QStringLiteral("push(int const&)")});
        QVERIFY(settle(window));
        QCOMPARE(chips->chipTexts(), QStringList({QStringLiteral("Drop: push(int const&)")}));
        const auto buttons = chips->findChildren<QToolButton*>(QStringLiteral("transformChip"));
        QCOMPARE(buttons.size(), 1);
        QCOMPARE(buttons.front()->text(), QStringLiteral("Drop: push(int const&&)"));
    }

    void chipsUndoRedoAndRecipes()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("chips.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        QVERIFY(openedIn(window, {QStringLiteral(TALLY_SAMPLE)}));
        Session& session = window.session();
        auto* chips = window.findChild<TransformChips*>();
        QVERIFY(chips);
        QVERIFY(settle(window));
        QVERIFY(!chips->isVisible());

        session.addTransform({TransformKind::Focus, QStringLiteral("main")});
        session.addTransform({TransformKind::Drop, QStringLiteral("printf")});
        QVERIFY(settle(window));
        QVERIFY(chips->isVisible());
        QCOMPARE(chips->chipTexts(),
                 QStringList({QStringLiteral("Focus: main"), QStringLiteral("Drop: printf")}));
        QVERIFY(chips->noteText().contains(QStringLiteral("% of the original")));

        // Save Recipe, then Apply Recipe on a fresh list: the same transforms.
        auto* menu = window.findChild<TransformMenu*>();
        const QString recipe = m_dir.filePath(QStringLiteral("saved.recipe"));
        QString error;
        QVERIFY(menu->saveRecipe(recipe, &error));
        const auto saved = session.transforms();

        // Removing a chip applies the rest again.
        auto buttons = chips->findChildren<QToolButton*>(QStringLiteral("transformChip"));
        QCOMPARE(buttons.size(), 2);
        buttons.front()->click();
        QVERIFY(settle(window));
        QCOMPARE(chips->chipTexts(), QStringList({QStringLiteral("Drop: printf")}));

        // Undo brings it back, Redo removes it again.
        QVERIFY(menu->undoAction()->isEnabled());
        menu->undoAction()->trigger();
        QVERIFY(settle(window));
        QCOMPARE(session.transforms(), saved);
        QVERIFY(menu->redoAction()->isEnabled());
        menu->redoAction()->trigger();
        QVERIFY(settle(window));
        QCOMPARE(session.transforms().size(), std::size_t(1));

        QVERIFY(menu->applyRecipe(recipe, &error));
        QVERIFY(settle(window));
        QCOMPARE(session.transforms(), saved);

        // A bad line is said with file:line, and the list stays.
        const QString bad = m_dir.filePath(QStringLiteral("bad.recipe"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# mine\nfocus main\nfold x\n");
        file.close();
        QVERIFY(!menu->applyRecipe(bad, &error));
        QVERIFY2(error.startsWith(bad + QStringLiteral(":3:")), qPrintable(error));
        QCOMPARE(session.transforms(), saved);

        // Removing every chip hides the row.
        session.setTransforms({});
        QVERIFY(settle(window));
        QVERIFY(!chips->isVisible());
    }

    void reopeningOffersTheLastTransforms()
    {
        QSettings settings(m_dir.filePath(QStringLiteral("offer.ini")), QSettings::IniFormat);
        const QString first = m_dir.filePath(QStringLiteral("callgrind.out.first"));
        QVERIFY(QFile::copy(QStringLiteral(TALLY_SAMPLE), first));
        TestWindow window(settings);
        window.show();
        QVERIFY(openedIn(window, {first}));
        auto* offer = window.findChild<TransformOfferBanner*>();
        QVERIFY(offer);
        QVERIFY(!offer->isVisible());
        window.session().addTransform({TransformKind::Focus, QStringLiteral("main")});
        QVERIFY(settle(window));

        QVERIFY(openedIn(window, {QStringLiteral(TALLY_TEST_DATA "/callgrind.out.cycle")}));
        QVERIFY(settle(window));
        QVERIFY(window.session().transforms().empty());
        QVERIFY(!offer->isVisible());

        QVERIFY(openedIn(window, {first}));
        QVERIFY(settle(window));
        QVERIFY(offer->isVisible());
        QVERIFY(offer->text().contains(QStringLiteral("Focus: main")));
        offer->applyButton()->click();
        QVERIFY(settle(window));
        QCOMPARE(window.session().transforms().size(), std::size_t(1));
        QVERIFY(!offer->isVisible());
    }
};

QTEST_MAIN(TransformsWindowTest)
#include "tst_transformswindow.moc"
