// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The contract every view keeps with the shell (ViewActivity): its job follows its visibility (a
// hidden view computes nothing, a view shown computes what was asked for meanwhile), its busy
// state is a signal the tabs hear, and the flame graph and the Stacks table, shown together with
// the same choices, build their stacks once.

#include "tests/support/EventLoop.h"
#include "tests/support/FlameFixtures.h"
#include "tests/support/TestSupport.h"

#include "ui/viewmodel/flame/FlameSceneSource.h"
#include "ui/viewmodel/flame/FlameTreeModel.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/flame/FlameCanvas.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/flame/StackTreeView.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

bool hasScene(const FlameGraphView& view)
{
    return view.canvas()->scene() != nullptr;
}

} // namespace

class ViewContractTest : public QObject
{
    Q_OBJECT

private slots:
    void aHiddenViewComputesNothingAndAShownOneComputes()
    {
        const auto loaded = loadedText(kSharedCallee, u"flame.out"_s);
        Session session;
        session.setProfile(loaded.profile);
        const auto scenes = std::make_shared<FlameSceneSource>();
        FlameGraphView view(session, scenes);
        view.resize(700, 400);
        settle();
        // Asked for, never shown: no job.
        QCOMPARE(scenes->computations(), 0);
        QVERIFY(!ViewActivity::of(&view)->isBusy());
        QVERIFY(!hasScene(view));

        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(scenes->computations(), 1);
        QTRY_VERIFY(hasScene(view));
        QVERIFY(!ViewActivity::of(&view)->isBusy());

        // Hidden, the view asks again (another event type) but computes only once shown.
        view.hide();
        session.setEventTypes(1, -1);
        settle();
        QCOMPARE(scenes->computations(), 1);
        view.show();
        QCOMPARE(scenes->computations(), 2);
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        QCOMPARE(view.canvas()->scene()->eventName, session.eventName(1));
    }

    void theTabsHearTheBusySignalOfTheViewsInFront()
    {
        ViewTabs tabs;
        auto* working = new QWidget;
        auto* activity = new ViewActivity(working);
        auto* other = new QWidget;
        tabs.addView(u"working"_s, u"Working"_s, working, ViewTabs::Group::Upper);
        tabs.addView(u"other"_s, u"Other"_s, other, ViewTabs::Group::Upper);
        tabs.show(u"working"_s);
        tabs.QWidget::show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        QSignalSpy busy(&tabs, &ViewTabs::busyChanged);

        activity->setBusy(true);
        QCOMPARE(busy.count(), 1);
        QCOMPARE(busy.last().at(0).toBool(), true);
        QVERIFY(tabs.isBusy());
        // Another view in front: the tabs are idle, though the view behind still works.
        tabs.show(u"other"_s);
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.last().at(0).toBool(), false);
        QVERIFY(!tabs.isBusy());
        tabs.show(u"working"_s);
        QVERIFY(tabs.isBusy());
        activity->setBusy(false);
        QCOMPARE(busy.last().at(0).toBool(), false);
        QVERIFY(!tabs.isBusy());
    }

    void theFlameGraphAndTheStacksShownTogetherBuildOneScene()
    {
        const auto loaded = loadedText(kSharedCallee, u"flame.out"_s);
        Session session;
        session.setProfile(loaded.profile);
        const auto scenes = std::make_shared<FlameSceneSource>();
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* flame = new FlameGraphView(session, scenes);
        auto* stacks = new StackTreeView(session, scenes);
        layout->addWidget(flame);
        layout->addWidget(stacks);
        window.resize(700, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(hasScene(*flame) && stacks->model()->rowCount() == 1);
        settle();
        QCOMPARE(scenes->computations(), 1);
        QCOMPARE(stacks->model()->index(0, 0).data().toString(), u"main"_s);

        // The table bottom-up: a scene of its own; the graph keeps its own.
        stacks->setBottomUp(true);
        QTRY_VERIFY(stacks->model()->isBottomUp());
        QCOMPARE(scenes->computations(), 2);
        QVERIFY(!flame->canvas()->scene()->tree.isBottomUp());
        // The graph bottom-up too: the table's scene, built already.
        flame->setBottomUp(true);
        QVERIFY(flame->canvas()->scene()->tree.isBottomUp());
        QCOMPARE(scenes->computations(), 2);

        // A new event type: both views ask again, and one scene serves them.
        session.setEventTypes(1, -1);
        QTRY_VERIFY(flame->canvas()->scene()->eventName == session.eventName(1) &&
                    !ViewActivity::of(stacks)->isBusy());
        settle();
        QCOMPARE(scenes->computations(), 3);
    }
};

QTEST_MAIN(ViewContractTest)
#include "tst_viewcontract.moc"
