// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Session's contract with the views: one batched change signal, a cost snapshot that stays
// whole while a new one is computed on a worker, the event choice remembered per set of event
// types, user-defined event types.

#include "tests/support/TestSupport.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/Session.h"

#include <QElapsedTimer>
#include <QSettings>
#include <QSignalSpy>
#include <QThread>

#include <atomic>
#include <chrono>
#include <thread>

using namespace tally;
using namespace tally::test;

namespace {

// main calls a and b; a and b call each other (a cycle); two parts.
const QByteArray kProfile =
    "events: Ir Dr\n"
    "part: 1\n"
    "fn=main\n1 10 1\ncfn=a\ncalls=1 1\n2 100 10\ncfn=b\ncalls=2 1\n3 40 4\n"
    "fn=a\n1 50 5\ncfn=b\ncalls=1 1\n2 50 5\n"
    "fn=b\n1 60 6\ncfn=a\ncalls=1 1\n2 20 2\n"
    "part: 2\n"
    "fn=main\n1 7 0\n";

SessionChanges collect(QSignalSpy& spy)
{
    SessionChanges all;
    for (const auto& arguments : spy)
        all |= arguments.at(0).value<SessionChanges>();
    return all;
}

// kProfile loaded, and the thread its last reference is dropped on, seen by its deleter.
std::shared_ptr<const Profile> trackedProfile(std::atomic<QThread*>& freedOn)
{
    const std::shared_ptr<const Profile> loaded = loadedText(kProfile).profile;
    if (!loaded)
        return nullptr;
    return {loaded.get(), [held = loaded, &freedOn](const Profile*) mutable {
                freedOn = QThread::currentThread();
                held.reset();
            }};
}

} // namespace

class SessionTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    FunctionId id(const char* name) { return FunctionByName(*m_profile)(name); }

private slots:
    void initTestCase()
    {
        const auto result = loadedText(kProfile);
        m_profile = result.profile;
    }

    // Everything that changes in one turn of the event loop reaches the views as one signal.
    void oneBatchedSignalPerTurn()
    {
        Session session;
        QSignalSpy changed(&session, &Session::changed);
        session.setProfile(m_profile);
        session.navigateTo(id("a"));
        session.setEventTypes(1, 0);
        session.setShowPercentages(true);
        QCOMPARE(changed.count(), 0); // nothing synchronously
        QVERIFY(changed.wait(1000));
        QTest::qWait(20);
        QCOMPARE(changed.count(), 1);
        const SessionChanges changes = changed.first().at(0).value<SessionChanges>();
        QVERIFY(changes.testFlag(SessionChange::Profile));
        QVERIFY(changes.testFlag(SessionChange::ActiveFunction));
        QVERIFY(changes.testFlag(SessionChange::EventTypes));
        QVERIFY(changes.testFlag(SessionChange::Display));
        QVERIFY(changes.testFlag(SessionChange::History));
        // deliverChanges() hands over what is pending at once, and only once.
        session.navigateTo(id("b"));
        session.deliverChanges();
        QCOMPARE(changed.count(), 2);
        QTest::qWait(20);
        QCOMPARE(changed.count(), 2);
    }

    // Toggling cycle detection computes on a worker: the call returns at once, the snapshot the
    // views read stays the old one until the new one is in place, then Costs is announced.
    void cycleDetectionComputesOnAWorker()
    {
        Session session;
        session.setProfile(m_profile);
        session.waitUntilSettled();
        QCOMPARE(session.flatProfile().cycles().size(), std::size_t(1));
        const auto before = session.snapshot();
        QSignalSpy changed(&session, &Session::changed);
        QSignalSpy busy(&session, &Session::busyChanged);
        session.setCycleDetection(false);
        QVERIFY(session.isBusy());
        QCOMPARE(session.snapshot(), before);
        QVERIFY(QTest::qWaitFor([&] { return !session.isBusy(); }, 10000));
        QTest::qWait(20);
        QVERIFY(collect(changed).testFlag(SessionChange::Costs));
        QVERIFY(session.flatProfile().cycles().empty());
        QVERIFY(!session.snapshot()->detectCycles);
        QCOMPARE(busy.count(), 2); // on, then off
        // The relations did not change with the cycle setting: same numbers.
        QCOMPARE(session.callRelations().callees(id("main")).size(), std::size_t(2));
    }

    // A replaced profile is freed off the GUI thread: a big one's mapped tables took 40-70 ms of
    // munmap there (sep548), freed by whichever view let go of it last. The Session keeps the
    // snapshot it replaced until the views have heard of the change, then drops it on a thread of
    // its own; also the one a transform or a part selection replaced.
    void aReplacedProfileIsFreedOffTheGuiThread()
    {
        std::atomic<QThread*> freedOn = nullptr;
        {
            std::shared_ptr<const Profile> tracked = trackedProfile(freedOn);
            QVERIFY(tracked);
            Session session;
            session.setProfile(tracked);
            session.waitUntilSettled();
            // A view that holds the profile and lets go of it when it hears of the next.
            std::shared_ptr<const Profile> view = tracked;
            tracked.reset();
            connect(&session, &Session::changed, this, [&view] { view.reset(); });
            session.setProfile(m_profile);
            QVERIFY(!freedOn.load()); // kept until the views have heard of it
            session.waitUntilSettled();
            QVERIFY(!view);
            // Dropped at the delivery, with no event loop turning (the command line's one-shot
            // modes run none): nothing the Session holds keeps it.
            QElapsedTimer waited;
            waited.start();
            while (!freedOn.load() && waited.elapsed() < 5000)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            QVERIFY(freedOn.load() != nullptr);
            QVERIFY(freedOn.load() != QThread::currentThread());
        }
        QVERIFY(freedOn.load() != nullptr);
    }

    // What the Session keeps of a replaced snapshot until it alone holds it: the profile and
    // each analysis a view may keep with its results, and nothing of an empty snapshot's that
    // is null.
    void aSnapshotsSharedPartsAreItsProfileAndAnalyses()
    {
        Session session;
        session.setProfile(m_profile);
        session.waitUntilSettled();
        const CostSnapshot& snapshot = *session.snapshot();
        const std::vector<const void*> expected = {snapshot.profile.get(), snapshot.flat.get(),
                                                   snapshot.relations.get(), snapshot.names.get()};
        std::vector<const void*> parts;
        for (const auto& part : snapshot.sharedParts())
            parts.push_back(part.get());
        QCOMPARE(parts, expected);
        QVERIFY(!snapshot.profile.owner_before(snapshot.sharedParts().front()) &&
                !snapshot.sharedParts().front().owner_before(snapshot.profile));
        // An empty snapshot has no profile: three parts.
        QCOMPARE(CostSnapshot::empty()->sharedParts().size(), std::size_t(3));
    }

    // Also when a view keeps it after it has heard of the change (its result until the next one
    // arrives, a hidden view until it is shown): the Session holds it until it is the last
    // holder, and then it is freed off the GUI thread, whichever let go last.
    void aProfileAViewKeepsIsFreedOffTheGuiThreadWhenTheViewLetsGo()
    {
        std::atomic<QThread*> freedOn = nullptr;
        Session session;
        std::shared_ptr<const Profile> view = trackedProfile(freedOn);
        QVERIFY(view);
        session.setProfile(view);
        session.waitUntilSettled();
        session.setProfile(m_profile);
        session.waitUntilSettled();
        QTest::qWait(300); // several looks of the Session at what it keeps
        QVERIFY(!freedOn.load());
        view.reset(); // on the GUI thread, not the last
        QVERIFY(!freedOn.load());
        QTRY_VERIFY(freedOn.load() != nullptr);
        QVERIFY(freedOn.load() != QThread::currentThread());
    }

    // So is a comparison's baseline when the comparison ends (its stage lets go of it through
    // the Session), and the comparison that holds it.
    void aComparisonsBaselineIsFreedOffTheGuiThread()
    {
        std::atomic<QThread*> freedOn = nullptr;
        Session session;
        session.setProfile(m_profile);
        {
            std::shared_ptr<const Profile> tracked = trackedProfile(freedOn);
            QVERIFY(tracked);
            session.comparisonController().setBase(
                CostSnapshot::compute(std::move(tracked), PartMask(), true),
                {QStringLiteral("base.out")});
        }
        session.waitUntilSettled();
        QVERIFY(session.comparison()); // it holds the baseline too
        session.comparisonController().clear();
        QVERIFY(!freedOn.load());
        session.waitUntilSettled();
        QTRY_VERIFY(freedOn.load() != nullptr);
        QVERIFY(freedOn.load() != QThread::currentThread());
    }

    void partSelectionIsAnnouncedThenComputed()
    {
        Session session;
        session.setProfile(m_profile);
        session.waitUntilSettled();
        QSignalSpy changed(&session, &Session::changed);
        session.setSelectedParts(PartMask::fromFlags({false, true}));
        QVERIFY(session.snapshot()->parts.isAll()); // not yet computed
        session.waitUntilSettled();
        QVERIFY(collect(changed).testFlag(SessionChange::PartSelection));
        QVERIFY(collect(changed).testFlag(SessionChange::Costs));
        QCOMPARE(session.total(0), Cost(7));
        QVERIFY(!session.snapshot()->parts.isAll());
    }

    // A profile whose costs were computed elsewhere (the loader's worker) is installed as it is;
    // one computed for another cycle setting is recomputed.
    void precomputedSnapshots()
    {
        Session session;
        const auto costs = CostSnapshot::compute(m_profile, PartMask(), true);
        session.setProfile(costs);
        QCOMPARE(session.snapshot(), costs);
        QVERIFY(!session.isBusy());
        session.setCycleDetection(false);
        session.waitUntilSettled();
        session.setProfile(CostSnapshot::compute(m_profile, PartMask(), true));
        QVERIFY(session.isBusy());
        session.waitUntilSettled();
        QVERIFY(!session.snapshot()->detectCycles);
        QVERIFY(session.flatProfile().cycles().empty());
    }

    void eventChoiceIsRememberedPerEventSet()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        {
            Session session;
            session.setSettings(&settings);
            session.setProfile(m_profile);
            QCOMPARE(session.primaryEvent(), 0);
            session.setEventTypes(1, 0);
        }
        Session session;
        session.setSettings(&settings);
        session.setProfile(m_profile);
        QCOMPARE(session.eventName(session.primaryEvent()), QStringLiteral("Dr"));
        QCOMPARE(session.eventName(session.secondaryEvent()), QStringLiteral("Ir"));
    }

    void userEventTypes()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        Session session;
        session.setSettings(&settings);
        session.setProfile(m_profile);
        QVERIFY(!session.checkUserEventType({QStringLiteral("9x"), {}, QStringLiteral("Ir")})
                     .isEmpty());
        QVERIFY(!session.checkUserEventType({QStringLiteral("X"), {}, QStringLiteral("Nope")})
                     .isEmpty());
        QVERIFY(session.setUserEventType({QStringLiteral("Both"), {}, QStringLiteral("Ir + Dr")}));
        const int both = session.events().indexOf(QStringLiteral("Both"));
        QVERIFY(both >= 0 && session.isUserEventType(both));
        // main: 10 + 7 self and 100 + 40 in calls of Ir, 1 + 10 + 4 of Dr.
        QCOMPARE(session.value(session.flatProfile().inclusive(id("main")), both), Cost(157 + 15));
        session.setEventTypes(both, -1);
        // Kept for the next profile with the same event types, and chosen again.
        Session next;
        next.setSettings(&settings);
        next.setProfile(m_profile);
        QCOMPARE(next.userEventTypes().size(), std::size_t(1));
        QCOMPARE(next.eventName(next.primaryEvent()), QStringLiteral("Both"));
        next.removeUserEventType(QStringLiteral("Both"));
        QCOMPARE(next.events().indexOf(QStringLiteral("Both")), -1);
        QCOMPARE(next.primaryEvent(), 0);
    }

    void findsFunctionsByName()
    {
        Session session;
        session.setProfile(m_profile);
        QVERIFY(session.selectFunction(QStringLiteral("b")));
        QCOMPARE(session.activeFunction(), id("b"));
        QVERIFY(!session.selectFunction(QStringLiteral("nothing")));
        QCOMPARE(session.activeFunction(), id("b"));
    }
};

QTEST_MAIN(SessionTest)
#include "tst_session.moc"
