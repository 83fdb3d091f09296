// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Go to Function (Ctrl+K): whatever the patterns typed and deleted, over more names than one
// thread scores, and whatever the window kept from an earlier dialog (its candidates, the room
// its matching writes into), the finder lists what a fresh scoring of every name lists.

#include "core/text/FuzzyMatcher.h"
#include "tests/support/PaintedCells.h"
#include "tests/support/TestSupport.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/widgets/shell/FunctionFinder.h"
#include "ui/widgets/shell/FunctionFinderCandidates.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace tally;
using namespace tally::test;

namespace {

// The functions a finder lists, in its order.
QList<uint> listed(const FunctionFinderModel& model)
{
    QList<uint> functions;
    for (int row = 0; row < model.rowCount(); ++row)
        functions << model.index(row, 0).data(FunctionIdRole).toUInt();
    return functions;
}

} // namespace

class FunctionFinderTest : public QObject
{
    Q_OBJECT

private slots:
    void finderCandidatesKeptForTheirSnapshotAndEventOnly()
    {
        // The window keeps the finder's candidates between two openings: a finder opened
        // again lists what a fresh one lists, after other event types and another profile too.
        QByteArray text = "events: Ir Dr\n";
        for (int i = 0; i < 300; ++i)
            text += "fn=f" + QByteArray::number(i) + "\n1 " + QByteArray::number(i) + " " +
                    QByteArray::number(1000 - i) + "\n";
        const auto result = loadedText(text, QStringLiteral("kept.out"));
        Session session;
        session.setProfile(result.profile);
        QObject window;
        const auto sameAsFresh = [&] {
            FunctionFinderModel kept(session, &window);
            QAbstractItemModelTester tester(&kept,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            FunctionFinderModel fresh(session);
            QCOMPARE(listed(kept), listed(fresh));
            kept.setPattern(QStringLiteral("f1"));
            fresh.setPattern(QStringLiteral("f1"));
            QCOMPARE(listed(kept), listed(fresh));
        };
        sameAsFresh();
        sameAsFresh(); // kept
        session.setEventTypes(1, -1);
        sameAsFresh(); // other costs first
        session.setProfile(
            loadedText("events: Ir\nfn=main\n1 10\n", QStringLiteral("other.out")).profile);
        sameAsFresh();
    }

    void finderCandidatesPreparedAheadAsTheyWouldBeMade()
    {
        // The window has the candidates made on a worker before the dialog first opens (and
        // room for their matches): the same lists as made on opening, for each snapshot and
        // event type; one made meanwhile by an opening is kept, not replaced.
        QByteArray text = "events: Ir Dr\n";
        for (int i = 0; i < 3000; ++i)
            text += "fn=f" + QByteArray::number(i) + "\n1 " + QByteArray::number(i % 97) + " " +
                    QByteArray::number((i * 7919) % 1000) + "\n";
        Session session;
        session.setProfile(loadedText(text, QStringLiteral("prepared.out")).profile);
        QObject window;
        const auto sameAsMade = [&] {
            QVERIFY(!FunctionFinderCandidates::isPrepared(session, &window));
            FunctionFinderCandidates::prepare(session, &window);
            QTRY_VERIFY(FunctionFinderCandidates::isPrepared(session, &window));
            const auto prepared = FunctionFinderCandidates::of(session, &window);
            const auto made = FunctionFinderCandidates::of(session, nullptr);
            QCOMPARE(prepared->candidates, made->candidates);
            QCOMPARE(prepared->scanOrder, made->scanOrder);
            QCOMPARE(prepared->names, made->names);
        };
        const auto listsAsFresh = [&] {
            FunctionFinderModel kept(session, &window);
            FunctionFinderModel fresh(session);
            kept.setPattern(QStringLiteral("f12"));
            fresh.setPattern(QStringLiteral("f12"));
            QCOMPARE(listed(kept), listed(fresh));
        };
        sameAsMade();
        {
            // The room came with them, for every candidate.
            auto room = FunctionFinderCandidates::takeRoom(&window);
            QCOMPARE(room->found.size(), std::size_t(3000));
            QCOMPARE(room->carried.size(), std::size_t(3000));
            QVERIFY(room->progress.capacity() >= std::size_t(3000));
            FunctionFinderCandidates::giveBack(&window, std::move(room));
        }
        listsAsFresh();
        session.setEventTypes(1, -1); // other costs first
        sameAsMade();
        listsAsFresh();
        // An opening before the worker delivers makes the lists itself; what the worker made
        // is then dropped.
        session.setEventTypes(0, -1);
        FunctionFinderCandidates::prepare(session, &window);
        const auto opened = FunctionFinderCandidates::of(session, &window);
        QTest::qWait(200);
        QCOMPARE(FunctionFinderCandidates::of(session, &window), opened);
    }

    void finderRoomKeptBetweenDialogsCarriesNoMatchOver()
    {
        // The window keeps the memory the finder's matching writes into from one dialog to the
        // next: a finder opened again, on the same profile or a bigger one, or beside one that
        // is still open, lists what a fresh finder lists for each pattern typed.
        const auto profileOf = [](int functions) {
            QByteArray text = "events: Ir\n";
            for (int i = 0; i < functions; ++i)
                text += "fn=" + QByteArray(i % 3 ? "Py" : "pY") + "Mem" +
                        QByteArray::number(i % 41) + (i % 7 ? "_Raw" : "_Malloc") +
                        QByteArray::number(i) + "\n1 " + QByteArray::number((i * 7919) % 1000 + 1) +
                        "\n";
            return loadedText(text, QStringLiteral("room.out")).profile;
        };
        Session session;
        session.setProfile(profileOf(12000));
        QObject window;
        const QStringList typed = {QStringLiteral("p"),   QStringLiteral("py"),
                                   QStringLiteral("pym"), QStringLiteral("pymr"),
                                   QStringLiteral("pym"), QStringLiteral("pymm1")};
        const auto typeAsFresh = [&](FunctionFinderModel& kept, const QStringList& patterns) {
            for (const QString& pattern : patterns) {
                kept.setPattern(pattern);
                FunctionFinderModel fresh(session);
                fresh.setPattern(pattern);
                QCOMPARE(listed(kept), listed(fresh));
            }
        };
        for (int opening = 0; opening < 3; ++opening) {
            FunctionFinderModel kept(session, &window);
            // What the last one typed last, first: nothing it carried shows here.
            typeAsFresh(kept, opening == 0 ? typed : QStringList{QStringLiteral("pymm1x")} + typed);
        }
        session.setProfile(profileOf(30000)); // more candidates than the room has room for
        {
            FunctionFinderModel kept(session, &window);
            typeAsFresh(kept, typed);
            FunctionFinderModel beside(session, &window); // a room of its own
            typeAsFresh(beside, {QStringLiteral("m"), QStringLiteral("ma")});
            typeAsFresh(kept, {QStringLiteral("pymr1"), QStringLiteral("pymr12")});
        }
        FunctionFinderModel again(session, &window);
        typeAsFresh(again, typed);
    }

    void finderTypedListsWhatAFreshScoringLists()
    {
        // Over more names than one thread scores, typing, deleting and retyping lists the best
        // matches a scoring of every name from scratch gives, in order: each thread's matches
        // land in their place whatever their number.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 30000; ++i)
            text += "fn=" + QByteArray(i % 3 ? "Py" : "pY") + "Mem" + QByteArray::number(i % 41) +
                    (i % 7 ? "_Raw" : "_Malloc") + QByteArray::number(i) + "\n1 " +
                    QByteArray::number((i * 7919) % 1000 + 1) + "\n";
        const auto result = loadedText(text, QStringLiteral("finder.out"));
        Session session;
        session.setProfile(result.profile);
        const Profile& profile = *result.profile;
        FunctionFinderModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto expected = [&](const QString& pattern) {
            struct Match
            {
                int score;
                qint64 cost;
                FunctionId function;
            };
            std::vector<Match> matches;
            for (const FunctionId f : profile.functionIds()) {
                if (const int score = fuzzy::score(pattern, profile.functionName(f)); score >= 0)
                    matches.push_back(
                        {score, session.value(session.flatProfile().inclusive(f), 0), f});
            }
            std::sort(matches.begin(), matches.end(), [](const Match& a, const Match& b) {
                if (a.score != b.score)
                    return a.score > b.score;
                if (a.cost != b.cost)
                    return a.cost > b.cost;
                return a.function.index() < b.function.index();
            });
            QList<uint> functions;
            for (std::size_t i = 0;
                 i < std::min<std::size_t>(matches.size(), FunctionFinderModel::kMaximumMatches);
                 ++i)
                functions << matches[i].function.index();
            return functions;
        };
        for (const QString& pattern :
             {QStringLiteral("p"), QStringLiteral("py"), QStringLiteral("pym"),
              QStringLiteral("pymem1"), QStringLiteral("pymem12_r"), QStringLiteral("pymem1"),
              QStringLiteral("malloc"), QStringLiteral("mall2"), QStringLiteral("m_r9"),
              QStringLiteral("p")}) {
            model.setPattern(pattern);
            QCOMPARE(listed(model), expected(pattern));
        }
    }

    void finderTellsOnlyTheRowsThatChanged()
    {
        // A keystroke that keeps the best matches repaints nothing: the list is reset only when
        // the number of matches changes, else only rows now showing another function are told.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 3000; ++i)
            text += "fn=common::" + QByteArray(i % 5 ? "Widget" : "Window") +
                    QByteArray::number(i % 37) + "::paint" + QByteArray::number(i) + "\n1 " +
                    QByteArray::number((i * 7919) % 1000 + 1) + "\n";
        const auto result = loadedText(text, QStringLiteral("rows.out"));
        Session session;
        session.setProfile(result.profile);
        FunctionFinderModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        int keptLists = 0;
        int partlyChanged = 0;
        for (const QString& pattern :
             {QStringLiteral("c"), QStringLiteral("co"), QStringLiteral("com"),
              QStringLiteral("common"), QStringLiteral("common::w"), QStringLiteral("common::wi"),
              QStringLiteral("common::win"), QStringLiteral("common::wi"), QStringLiteral("p"),
              QStringLiteral("pa"), QStringLiteral("w3"), QStringLiteral("w31"),
              QStringLiteral("w3"), QStringLiteral("zz"), QStringLiteral("c")}) {
            const QList<uint> before = listed(model);
            resets.clear();
            changes.clear();
            model.setPattern(pattern);
            const QList<uint> after = listed(model);
            FunctionFinderModel fresh(session);
            fresh.setPattern(pattern);
            QCOMPARE(after, listed(fresh));
            if (before.size() != after.size()) {
                QCOMPARE(resets.size(), 1);
                continue;
            }
            QCOMPARE(resets.size(), 0);
            QList<int> told;
            for (const QList<QVariant>& change : changes) {
                const auto first = change[0].value<QModelIndex>();
                const auto last = change[1].value<QModelIndex>();
                for (int row = first.row(); row <= last.row(); ++row)
                    told << row;
            }
            QList<int> changed;
            for (int row = 0; row < after.size(); ++row) {
                if (before[row] != after[row])
                    changed << row;
            }
            QCOMPARE(told, changed);
            (changed.isEmpty() ? keptLists : partlyChanged) += 1;
        }
        QVERIFY(keptLists > 0);
        QVERIFY(partlyChanged > 0);
    }

    void finderOnManyNames()
    {
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 100000; ++i)
            text += "fn=ns" + QByteArray::number(i % 97) + "::Widget" + QByteArray::number(i) +
                    "::paintEvent(QPaintEvent*)\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("names.out"));
        Session session;
        session.setProfile(result.profile);
        FunctionFinderModel model(session);
        model.setPattern(QStringLiteral("Widget4242::paint"));
        QVERIFY(model.rowCount() > 0);
        QVERIFY(model.index(0, 0).data().toString().startsWith(
            QLatin1String("ns71::Widget4242::paintEvent")));
    }

    // The dialog's rows are as wide as its list: a long name is cut in its middle and its end
    // shows, not beyond the list's right edge.
    void finderRowsFitTheList()
    {
        const QByteArray tail = "::paintEvent(QPaintEvent*)";
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 3; ++i)
            text += "fn=ns::" + QByteArray("Outer<Inner<long>>::").repeated(20) + "Widget" +
                    QByteArray::number(i) + tail + "\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("long.out"));
        Session session;
        session.setProfile(result.profile);
        FunctionFinder finder(session);
        finder.resize(700, 420);
        finder.show();
        QVERIFY(QTest::qWaitForWindowExposed(&finder));
        finder.edit()->setText(QStringLiteral("Widget"));
        auto* list = finder.findChild<QAbstractItemView*>();
        QVERIFY(list);
        QTRY_COMPARE(list->model()->rowCount(), 3);
        const QString past = rowsPastTheList(*list);
        QVERIFY2(past.isEmpty(), qPrintable(past));
    }

    void finderTypingAndDeletingMatchAsAFreshSearch()
    {
        // The finder keeps what recent patterns matched and scores many names on several
        // threads: whatever order the patterns come in, it shows what a fresh finder shows.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 20000; ++i)
            text += "fn=" + QByteArray(i % 3 ? "Py" : "py") + "Mem" + QByteArray::number(i % 41) +
                    "_Raw" + QByteArray::number(i) + (i % 7 ? "'caller" : "'CALLER\xc3\xa4") +
                    "\n1 " + QByteArray::number(i % 500 + 1) + "\n";
        const auto result = loadedText(text, QStringLiteral("typing.out"));
        Session session;
        session.setProfile(result.profile);
        FunctionFinderModel typing(session);
        const auto shown = [](const FunctionFinderModel& model) {
            QStringList names;
            for (int row = 0; row < model.rowCount(); ++row)
                names << model.index(row, 0).data().toString();
            return names;
        };
        for (const QString& pattern :
             {QStringLiteral("p"),       QStringLiteral("py"),      QStringLiteral("pym"),
              QStringLiteral("pymr1"),   QStringLiteral("pymr19"),  QStringLiteral("pymr1"),
              QStringLiteral("pym"),     QStringLiteral("MEM1RAW"), QStringLiteral("callerä"),
              QStringLiteral("CALLERÄ"), QStringLiteral("zzz"),     QStringLiteral("pymr1"),
              QStringLiteral("c"),       QStringLiteral("ca"),      QStringLiteral("cal"),
              QStringLiteral("call"),    QStringLiteral("calle9"),  QStringLiteral("calle97"),
              QStringLiteral("m"),       QStringLiteral("m_"),      QStringLiteral("m_r"),
              QStringLiteral("m_r1"),    QStringLiteral("m_r12")}) {
            typing.setPattern(pattern);
            FunctionFinderModel fresh(session);
            fresh.setPattern(pattern);
            QCOMPARE(shown(typing), shown(fresh));
        }
    }
};

QTEST_MAIN(FunctionFinderTest)
#include "tst_functionfinder.moc"
