// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The call stack panel's model: the costliest chain through the active function, root first, on
// a small profile with a mutual recursion (even <-> odd) and a self-recursion (leaf), which the
// walk must end at; clicking a step keeps the chain and moves the active row.

#include "tests/support/TestSupport.h"
#include "ui/viewmodel/functions/CallListModel.h"
#include "ui/viewmodel/functions/CallStackModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>

using namespace tally;
using namespace tally::test;

namespace {

const QByteArray kProfile = "events: Ir\n"
                            "fn=main\n1 5\n"
                            "cfn=setup\ncalls=1 1\n1 20\n"
                            "cfn=run\ncalls=1 1\n1 200\n"
                            "fn=setup\n1 20\n"
                            "fn=run\n1 10\n"
                            "cfn=step\ncalls=3 1\n1 190\n"
                            "fn=other\n1 1\n"
                            "cfn=step\ncalls=1 1\n1 30\n"
                            "fn=step\n1 40\n"
                            "cfn=even\ncalls=3 1\n1 180\n"
                            "fn=even\n1 50\n"
                            "cfn=odd\ncalls=6 1\n1 130\n"
                            "fn=odd\n1 20\n"
                            "cfn=even\ncalls=5 1\n1 100\n"
                            "cfn=leaf\ncalls=2 1\n1 10\n"
                            "fn=leaf\n1 10\n"
                            "cfn=leaf\ncalls=4 1\n1 8\n";

} // namespace

class CallStackModelTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;

    static QString rows(const CallStackModel& model)
    {
        QStringList texts;
        for (int row = 0; row < model.rowCount(); ++row) {
            const auto text = [&](int column) {
                return model.index(row, column).data().toString();
            };
            texts << text(CallStackModel::Function) + u' ' + text(CallStackModel::Count) + u' ' +
                         text(CallStackModel::Inclusive);
        }
        return texts.join(u" | ");
    }

    FunctionId id(const char* name) const
    {
        return functionNamed(*m_profile, QString::fromLatin1(name));
    }

private slots:
    void initTestCase()
    {
        const auto result = loadText(kProfile, QStringLiteral("stack.out"));
        QVERIFY2(result.profile, qPrintable(result.error));
        m_profile = result.profile;
    }

    void chainThroughTheActiveFunctionFromTheRoot()
    {
        Session session;
        session.setProfile(m_profile);
        CallStackModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        session.setActiveFunction(id("odd"));
        session.deliverChanges();
        // Up: odd's costliest caller even, even's step (180, not odd's 100: odd is in the chain),
        // step's run (190, not other's 30), run's main. Down: odd's callees are even (in the
        // chain) and leaf, whose only callee is itself: the walk ends there.
        QCOMPARE(rows(model), QStringLiteral("main  225 | run 1 200 | step 3 190 | even 3 180 | "
                                             "odd 6 130 | leaf 2 10"));
        QCOMPARE(model.activeRow(), 4);
        QCOMPARE(model.index(4, CallStackModel::Function).data(FunctionIdRole).toUInt(),
                 id("odd").index());
        QVERIFY(model.index(4, CallStackModel::Function).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.index(3, CallStackModel::Function).data(Qt::FontRole).isValid());

        // A click on a step makes it active and keeps the chain; a function off the chain
        // makes a new one.
        model.activate(1);
        session.deliverChanges();
        QCOMPARE(session.activeFunction(), id("run"));
        QCOMPARE(model.activeRow(), 1);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(session.history().path().size(), std::size_t(2));
        session.navigateTo(id("setup"));
        session.deliverChanges();
        QCOMPARE(rows(model), QStringLiteral("main  225 | setup 1 20"));
        QCOMPARE(model.activeRow(), 1);

        // A root: the chain starts at it and goes down.
        session.navigateTo(id("other"));
        session.deliverChanges();
        QCOMPARE(rows(model), QStringLiteral("other  31 | step 1 30 | even 3 180 | odd 6 130 | "
                                             "leaf 2 10"));
        QCOMPARE(model.activeRow(), 0);
    }

    void followsNothingWhileInactiveThenCatchesUp()
    {
        // Its view hidden, the model walks nothing however often the active function changes;
        // shown again, it has the chain of the function active then.
        Session session;
        session.setProfile(m_profile);
        session.setActiveFunction(id("odd"));
        session.deliverChanges();
        CallStackModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setActive(false);
        session.navigateTo(id("setup"));
        session.deliverChanges();
        session.navigateTo(id("other"));
        session.deliverChanges();
        QCOMPARE(resets.count(), 0);
        QCOMPARE(model.rowCount(), 6); // the chain through odd, as last shown
        model.setActive(true);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(rows(model), QStringLiteral("other  31 | step 1 30 | even 3 180 | odd 6 130 | "
                                             "leaf 2 10"));
        QCOMPARE(model.activeRow(), 0);
        // A new profile while inactive: the rows of the old one go at once (a hidden view may
        // still lay itself out: tally_soak found it reading them after a theme change), the
        // walk waits for the activation.
        model.setActive(false);
        session.setProfile(m_profile);
        session.setActiveFunction(id("odd"));
        session.deliverChanges();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(resets.count(), 2);
        model.setActive(true);
        QCOMPARE(resets.count(), 3);
        QCOMPARE(model.rowCount(), 6);
    }

    // Between a new profile and the Session's batched signal, a view may paint: tally_soak
    // under TSan crashed reading an old function id in the new profile's names. Rows of
    // another snapshot show nothing until the reset, in the call lists too.
    void rowsOfAnOldSnapshotShowNothing()
    {
        QByteArray renamed = kProfile;
        renamed.replace("=odd", "=Odd").replace("=leaf", "=Leaf").replace("=even", "=Even");
        const auto other = loadText(renamed, QStringLiteral("renamed.out"));
        QVERIFY(other.profile);
        Session session;
        session.setProfile(m_profile);
        session.setActiveFunction(id("odd"));
        session.deliverChanges();
        CallStackModel stack(session);
        CallListModel callees(session, CallListModel::Direction::Callees);
        QCOMPARE(stack.rowCount(), 6);
        QCOMPARE(callees.rowCount(), 2);
        session.setProfile(other.profile); // not delivered yet
        for (int row = 0; row < stack.rowCount(); ++row)
            QVERIFY(!stack.index(row, CallStackModel::Function).data().isValid());
        for (int row = 0; row < callees.rowCount(); ++row)
            QVERIFY(!callees.index(row, CallListModel::Function).data().isValid());
        session.deliverChanges();
        QVERIFY(!rows(stack).contains(u"odd"));
    }

    void recursionEndsTheWalk()
    {
        // A function that calls only itself: one row, no endless walk.
        const auto result = loadText("events: Ir\nfn=self\n1 3\ncfn=self\ncalls=9 1\n1 30\n",
                                     QStringLiteral("self.out"));
        QVERIFY(result.profile);
        Session session;
        session.setProfile(result.profile);
        session.setActiveFunction(functionNamed(*result.profile, QStringLiteral("self")));
        session.deliverChanges();
        CallStackModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.activeRow(), 0);
    }

    void noActiveFunctionNoRows()
    {
        Session session;
        CallStackModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.activeRow(), -1);
        session.setProfile(m_profile);
        session.deliverChanges();
        QVERIFY(
            model.headerData(CallStackModel::Inclusive, Qt::Horizontal).toString().contains(u"Ir"));
    }
};

QTEST_MAIN(CallStackModelTest)
#include "tst_callstackmodel.moc"
