// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Session's transform stage (issue 37): the profile the views see is the loaded one with the
// transforms in force applied on a worker, with the same numbers as transforms::apply; removing
// one applies the rest again; Undo and Redo step through the list's history; a transform that
// names nothing leaves the list as it was; a reload applies the list again; a comparison's
// baseline is transformed alike (a target it lacks changes nothing there); recipes and the
// per-profile memory round-trip.

#include "core/analysis/ProfileComparison.h"
#include "core/transform/ProfileTransforms.h"
#include "tests/support/TestSupport.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LastTransforms.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/session/TransformRecipe.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <algorithm>

using namespace tally;
using namespace tally::test;

namespace {

// main calls a and b; a and b both call c, which lives in a library.
const QByteArray kProfile =
    "events: Ir\n"
    "ob=prog\nfn=main\n1 10\ncfn=a\ncalls=1 1\n2 100\ncfn=b\ncalls=1 1\n3 40\n"
    "fn=a\n1 60\ncob=libx.so\ncfn=c\ncalls=1 1\n2 40\n"
    "fn=b\n1 30\ncob=libx.so\ncfn=c\ncalls=1 1\n2 10\n"
    "ob=libx.so\nfn=c\n1 50\n";

// The same program without c (a reload after c was inlined).
const QByteArray kWithoutC = "events: Ir\n"
                             "fn=main\n1 10\ncfn=a\ncalls=1 1\n2 60\ncfn=b\ncalls=1 1\n3 30\n"
                             "fn=a\n1 60\n"
                             "fn=b\n1 30\n";

Transform focus(const char* name)
{
    return {TransformKind::Focus, QString::fromLatin1(name)};
}
Transform drop(const char* name)
{
    return {TransformKind::Drop, QString::fromLatin1(name)};
}

// Each function's inclusive and self cost by name, and the total: what the views read.
QStringList costsByName(const CostSnapshot& snapshot)
{
    QStringList rows;
    const Profile& profile = *snapshot.profile;
    for (const FunctionId f : profile.functionIds()) {
        if (snapshot.flat->inclusive(f).empty())
            continue;
        rows << QStringLiteral("%1 %2 %3")
                    .arg(profile.functionName(f))
                    .arg(snapshot.flat->inclusive(f)[0])
                    .arg(snapshot.flat->self(f)[0]);
    }
    rows.sort();
    rows << QStringLiteral("total %1").arg(snapshot.flat->totals()[0]);
    return rows;
}

QStringList expected(const std::shared_ptr<const Profile>& profile,
                     const std::vector<Transform>& list)
{
    const transforms::Outcome outcome = transforms::apply(profile, list);
    return costsByName(*CostSnapshot::compute(outcome.profile, PartMask(), true));
}

} // namespace

class SessionTransformsTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    void open(Session& session)
    {
        session.setProfile(m_profile);
        session.waitUntilSettled();
    }

private slots:
    void initTestCase() { m_profile = loadedText(kProfile).profile; }

    void applyingReshapesWhatViewsSee()
    {
        Session session;
        open(session);
        session.setActiveFunction(FunctionByName(*m_profile)("a"));
        QSignalSpy changed(&session, &Session::changed);
        session.addTransform(focus("a"));
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), std::vector<Transform>{focus("a")});
        QVERIFY(session.profile() != m_profile);
        QCOMPARE(costsByName(*session.snapshot()), expected(m_profile, {focus("a")}));
        // The views hear of another profile, and the chips of the list.
        SessionChanges all;
        for (const auto& arguments : changed)
            all |= arguments.at(0).value<SessionChanges>();
        QVERIFY(all.testFlag(SessionChange::Profile));
        QVERIFY(all.testFlag(SessionChange::Transforms));
        // The active function is found again; the original stays for "percent of original".
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("a"));
        QCOMPARE(session.originalSnapshot()->profile, m_profile);
        QCOMPARE(session.originalTotal(0), Cost(150));
        QCOMPARE(session.total(0), Cost(100));
        // A part selection or cycle setting keeps the transformed profile.
        const auto transformed = session.profile();
        session.setCycleDetection(false);
        session.waitUntilSettled();
        QCOMPARE(session.profile(), transformed);
    }

    // A transform that removes the active function makes another active, as a profile opens:
    // the views never go empty. A focus elsewhere: the focused function; a drop of it: main.
    void losingTheActiveFunctionActivatesAnother()
    {
        Session session;
        open(session);
        const auto nameOfActive = [&session] {
            return session.activeFunction().isValid()
                       ? session.profile()->functionName(session.activeFunction())
                       : QString();
        };
        session.setActiveFunction(FunctionByName(*m_profile)("main"));
        session.addTransform(focus("b"));
        session.waitUntilSettled();
        QCOMPARE(nameOfActive(), QStringLiteral("b"));
        session.removeTransform(0);
        session.waitUntilSettled();
        QCOMPARE(nameOfActive(), QStringLiteral("b")); // found again
        session.setActiveFunction(FunctionByName(*session.profile())("c"));
        session.addTransform(drop("c"));
        session.waitUntilSettled();
        QCOMPARE(nameOfActive(), QStringLiteral("main"));
    }

    void removeUndoRedo()
    {
        Session session;
        open(session);
        session.addTransform(focus("a"));
        session.waitUntilSettled(); // a step of the history of its own
        session.addTransform(drop("c"));
        session.waitUntilSettled();
        QCOMPARE(session.transforms().size(), std::size_t(2));
        QCOMPARE(costsByName(*session.snapshot()), expected(m_profile, {focus("a"), drop("c")}));
        session.removeTransform(0);
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), std::vector<Transform>{drop("c")});
        QCOMPARE(costsByName(*session.snapshot()), expected(m_profile, {drop("c")}));
        QVERIFY(session.undoTransform());
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), (std::vector<Transform>{focus("a"), drop("c")}));
        QVERIFY(session.undoTransform());
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), std::vector<Transform>{focus("a")});
        QVERIFY(session.redoTransform());
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), (std::vector<Transform>{focus("a"), drop("c")}));
        QVERIFY(session.transformStage().canRedo());
        QVERIFY(session.undoTransform());
        QVERIFY(session.undoTransform() || true); // a second step while the first computes
        session.waitUntilSettled();
        // Back to the loaded profile itself.
        while (session.transformStage().canUndo()) {
            session.undoTransform();
            session.waitUntilSettled();
        }
        QVERIFY(session.transforms().empty());
        QCOMPARE(session.profile(), m_profile);
    }

    void aTransformThatNamesNothingKeepsTheList()
    {
        Session session;
        open(session);
        QSignalSpy failed(&session, &Session::transformFailed);
        session.addTransform(focus("a"));
        session.waitUntilSettled();
        const auto before = session.profile();
        session.addTransform(drop("nosuch"));
        session.waitUntilSettled();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(session.transforms(), std::vector<Transform>{focus("a")});
        QCOMPARE(session.profile(), before);
        QVERIFY(session.transformStage().error().contains(QStringLiteral("nosuch")));
        QVERIFY(!session.transformStage().canRedo());
        // The next success clears the error.
        session.addTransform(drop("c"));
        session.waitUntilSettled();
        QVERIFY(session.transformStage().error().isEmpty());
    }

    void aReloadAppliesTheListAgain()
    {
        Session session;
        open(session);
        session.addTransform(focus("a"));
        session.addTransform(drop("c"));
        session.waitUntilSettled();
        // The same files again: the same list, the same numbers.
        TransformStage stage = session.transformStage();
        session.setProfile(loadedText(kProfile).profile);
        QVERIFY(session.transforms().empty());
        session.reapplyTransforms(stage);
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), (std::vector<Transform>{focus("a"), drop("c")}));
        QCOMPARE(costsByName(*session.snapshot()), expected(m_profile, {focus("a"), drop("c")}));
        QVERIFY(session.transformStage().canUndo()); // the history is kept
        // c gone from the new files: the transforms before it stay, and the user is told.
        stage = session.transformStage();
        const auto withoutC = loadedText(kWithoutC).profile;
        session.setProfile(withoutC);
        session.reapplyTransforms(stage);
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), std::vector<Transform>{focus("a")});
        QVERIFY(session.transformStage().error().contains(QStringLiteral("c")));
        QCOMPARE(costsByName(*session.snapshot()), expected(withoutC, {focus("a")}));
    }

    void theBaselineIsTransformedAlike()
    {
        Session session;
        const auto base = loadedText(kProfile).profile;
        open(session);
        session.comparisonController().setBase(CostSnapshot::compute(base, PartMask(), true),
                                               {QStringLiteral("base.out")});
        session.addTransform(focus("a"));
        session.waitUntilSettled();
        QVERIFY(session.comparison());
        const CostSnapshot& baseSide =
            session.comparison()->snapshot(ProfileComparison::Side::Base);
        QCOMPARE(costsByName(baseSide), expected(base, {focus("a")}));
        QVERIFY(session.comparisonController().baseTransformError().isEmpty());

        // A baseline without c, as --diff: dropping c there changes nothing, and the sides are
        // compared (they were not, which lost the comparison of a version that added c).
        Session other;
        open(other);
        const auto withoutC = loadedText(kWithoutC).profile;
        other.comparisonController().setBase(CostSnapshot::compute(withoutC, PartMask(), true),
                                             {QStringLiteral("base.out")});
        QSignalSpy failed(&other.comparisonController(),
                          &ComparisonController::baseTransformFailed);
        other.addTransform(drop("c"));
        other.waitUntilSettled();
        QCOMPARE(other.transforms(), std::vector<Transform>{drop("c")});
        QVERIFY(other.comparison());
        QCOMPARE(failed.count(), 0);
        QVERIFY(other.comparisonController().baseTransformError().isEmpty());
        QCOMPARE(costsByName(other.comparison()->snapshot(ProfileComparison::Side::Base)),
                 expected(withoutC, {}));
        QVERIFY(!other.isComparisonBusy());
    }

    // The baseline is seen with the Session's cycle setting, as the new side is: one loaded or set
    // before the setting changed had the old one, and the comparison left the cycles out (cycles
    // turned on) or read the baseline's costs with its cycle (turned off: the same profile on both
    // sides gave other numbers).
    void theBaselineFollowsTheCycleSetting_data()
    {
        QTest::addColumn<bool>("detectCycles");
        QTest::newRow("turned on after the baseline") << true;
        QTest::newRow("turned off after the baseline") << false;
    }
    void theBaselineFollowsTheCycleSetting()
    {
        QFETCH(bool, detectCycles);
        // a and b call each other: one cycle.
        const QByteArray recursive = "events: Ir\nfn=main\n1 1\ncfn=a\ncalls=1 1\n2 30\n"
                                     "fn=a\n1 5\ncfn=b\ncalls=1 1\n2 25\n"
                                     "fn=b\n1 10\ncfn=a\ncalls=1 1\n2 15\n";
        Session session;
        session.setCycleDetection(detectCycles);
        session.setProfile(loadedText(recursive).profile);
        session.waitUntilSettled();
        session.comparisonController().setBase(
            CostSnapshot::compute(loadedText(recursive).profile, PartMask(), !detectCycles),
            {QStringLiteral("base.out")});
        session.waitUntilSettled();
        QVERIFY(session.comparison());
        const ProfileComparison& comparison = *session.comparison();
        QCOMPARE(comparison.snapshot(ProfileComparison::Side::Base).detectCycles, detectCycles);
        const auto cycleRows = std::ranges::count_if(comparison.rows(), [](const auto& row) {
            return row.kind == ProfileComparison::Kind::Cycle && row.baseCycle >= 0 &&
                   row.newCycle >= 0;
        });
        QCOMPARE(cycleRows, detectCycles ? 1 : 0);
        // The same profile on both sides: no function changed.
        const FlatProfile& baseFlat = *comparison.snapshot(ProfileComparison::Side::Base).flat;
        const FlatProfile& newFlat = *comparison.snapshot(ProfileComparison::Side::New).flat;
        for (const auto& row : comparison.rows()) {
            if (row.kind != ProfileComparison::Kind::Cycle)
                QCOMPARE(baseFlat.inclusive(row.base)[0], newFlat.inclusive(row.current)[0]);
        }
    }

    void recipesRoundTrip()
    {
        const std::vector<Transform> list{
            focus("a"),
            drop("re:^std::"),
            {TransformKind::CollapseObject, QStringLiteral("libx.so")}};
        const QString text = transformrecipe::text(list);
        QVERIFY(text.startsWith(QLatin1Char('#')));
        QString error;
        QCOMPARE(transformrecipe::parse(text, QStringLiteral("r.recipe"), &error)
                     .value_or(std::vector<Transform>()),
                 list);
        QVERIFY(!transformrecipe::parse(QStringLiteral("# x\nfocus a\nsquash b\n"),
                                        QStringLiteral("r.recipe"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("r.recipe:3:")), qPrintable(error));
        QVERIFY(!transformrecipe::parse(QStringLiteral("focus re:a"), QStringLiteral("r"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("r:1:")), qPrintable(error));
    }

    void eachProfileKeepsItsLastList()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("t.ini")), QSettings::IniFormat);
        LastTransforms last(settings);
        const QString one = dir.filePath(QStringLiteral("one.out"));
        const QString two = dir.filePath(QStringLiteral("two.out"));
        last.remember(one, {focus("a"), drop("c")});
        last.remember(two, {drop("b")});
        QCOMPARE(last.recall(one), (std::vector<Transform>{focus("a"), drop("c")}));
        QCOMPARE(last.recall(two), std::vector<Transform>{drop("b")});
        last.remember(one, {});
        QVERIFY(last.recall(one).empty());
        QCOMPARE(last.recall(two), std::vector<Transform>{drop("b")});
    }
};

QTEST_GUILESS_MAIN(SessionTransformsTest)
#include "tst_sessiontransforms.moc"
