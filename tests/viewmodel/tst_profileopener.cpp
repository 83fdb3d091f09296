// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The open/load flow without a window (ProfileOpener lives in the view model and links no
// widget): a run's other files follow the answer to the sibling question (asked through a
// callback, remembered in the settings), a load that fails is a signal, Add says when the event
// types differ, and a reload keeps the comparison's baseline and the active function.

#include "tests/support/TestSupport.h"

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/ProfileComparison.h"
#include "core/transform/Transform.h"

#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/session/LoadController.h"
#include "ui/viewmodel/session/ProfileOpener.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/viewmodel/settings/SettingsKeys.h"

#include <QDir>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace tally;
using namespace tally::test;

namespace {

// A Session with its opener, and a spy on the loads it opens.
struct OpenerRig
{
    explicit OpenerRig(QSettings& settings) : opener(session, loader, settings) {}
    Session session;
    LoadController loader;
    ProfileOpener opener;
    QSignalSpy opened{&opener, &ProfileOpener::opened};
};

} // namespace

class ProfileOpenerTest : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("opener.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void theSiblingQuestionIsAskedThroughTheCallbackAndRemembered()
    {
        const QString dir = tempDir().filePath(QStringLiteral("run"));
        QDir().mkpath(dir);
        for (const auto& [name, cost] :
             {std::pair{"callgrind.out.77-01", "1"}, std::pair{"callgrind.out.77-02", "2"}})
            writeFile(QStringLiteral("run/") + QLatin1String(name),
                      QByteArray("events: Ir\nfn=t\n1 ") + cost + "\n");
        OpenerRig rig(*m_settings);
        auto& [session, loader, opener, opened] = rig;
        const QString second = dir + QStringLiteral("/callgrind.out.77-02");

        // Nobody to ask: the file asked for alone.
        opener.openFiles({second});
        QVERIFY(opened.wait(10000));
        QCOMPARE(session.profile()->partCount(), std::size_t(1));

        int asked = 0;
        opener.setSiblingQuestion([&](const QString& file, int count) {
            ++asked;
            [&] {
                QCOMPARE(file, second);
                QCOMPARE(count, 2);
            }();
            return ProfileOpener::SiblingAnswer{true, true};
        });
        opener.openFiles({second});
        QVERIFY(opened.wait(10000));
        QCOMPARE(asked, 1);
        QCOMPARE(session.profile()->partCount(), std::size_t(2));
        QCOMPARE(settings::read(*m_settings, settings::siblingsPolicy()), QStringLiteral("all"));
        // Remembered: not asked again.
        opener.openFiles({second});
        QVERIFY(opened.wait(10000));
        QCOMPARE(asked, 1);
        QCOMPARE(session.profile()->partCount(), std::size_t(2));
    }

    void aFailedLoadIsASignalAndTheProfileStays()
    {
        OpenerRig rig(*m_settings);
        auto& [session, loader, opener, opened] = rig;
        QSignalSpy failed(&opener, &ProfileOpener::loadFailed);
        opener.openFiles({writeFile(QStringLiteral("good.out"), "events: Ir\nfn=main\n1 5\n")});
        QVERIFY(opened.wait(10000));
        const auto shown = session.profile();
        opener.openFiles({tempDir().filePath(QStringLiteral("missing.out"))});
        QVERIFY(failed.wait(10000));
        QVERIFY(!failed.front().front().toString().isEmpty());
        QCOMPARE(session.profile(), shown);
        QCOMPARE(opener.openPaths().size(), 1);
    }

    void addingFilesOfOtherEventTypesSaysSo()
    {
        OpenerRig rig(*m_settings);
        auto& [session, loader, opener, opened] = rig;
        QSignalSpy differ(&opener, &ProfileOpener::eventTypesDiffer);
        opener.openFiles({writeFile(QStringLiteral("ir.out"), "events: Ir\nfn=main\n1 5\n")});
        QVERIFY(opened.wait(10000));
        opener.addFiles({writeFile(QStringLiteral("dr.out"), "events: Dr\nfn=main\n1 7\n")});
        QVERIFY(opened.wait(10000));
        QCOMPARE(differ.count(), 1);
        QCOMPARE(session.profile()->partCount(), std::size_t(2));
    }

    void aReloadKeepsTheBaselineAndTheActiveFunction()
    {
        OpenerRig rig(*m_settings);
        auto& [session, loader, opener, opened] = rig;
        const QString base =
            writeFile(QStringLiteral("base.out"), "events: Ir\nfn=main\n1 5\nfn=g\n2 1\n");
        const QString fresh =
            writeFile(QStringLiteral("new.out"), "events: Ir\nfn=main\n1 9\nfn=g\n2 3\n");
        opener.openComparison({base}, {fresh});
        QVERIFY(opened.wait(10000));
        QTRY_VERIFY(session.comparison());
        session.setActiveFunction(functionNamed(*session.profile(), QStringLiteral("g")));
        opener.reload();
        QVERIFY(opened.wait(10000));
        QCOMPARE(opened.last().at(1).toStringList(), QStringList{fresh});
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("g"));
        QCOMPARE(session.baselinePaths(), QStringList{base});
        QTRY_VERIFY(session.comparison());
    }

    // Compare With under transforms: the profile shown keeps them, and the baseline (the profile
    // as loaded) is seen through them too, once, as a swap of the sides sees it. The baseline was
    // the snapshot shown, transformed, and the new profile came without the transforms: dropping c
    // left the baseline without it and the new side with it, which read as a c the new version
    // added.
    void compareWithKeepsTheTransformsOnBothSides()
    {
        const QByteArray program = "events: Ir\nfn=main\n1 10\ncfn=c\ncalls=1 1\n2 %1\n"
                                   "fn=c\n1 %1\nfn=g\n1 %2\n";
        const auto costs = [&](int c, int g) {
            return QByteArray(program)
                .replace("%1", QByteArray::number(c))
                .replace("%2", QByteArray::number(g));
        };
        const QString base = writeFile(QStringLiteral("t-base.out"), costs(40, 5));
        const QString fresh = writeFile(QStringLiteral("t-new.out"), costs(70, 9));
        OpenerRig rig(*m_settings);
        auto& [session, loader, opener, opened] = rig;
        opener.openFiles({base});
        QVERIFY(opened.wait(10000));
        const Transform dropC{TransformKind::Drop, QStringLiteral("c")};
        session.addTransform(dropC);
        session.waitUntilSettled();
        QCOMPARE(session.transforms(), std::vector<Transform>{dropC});

        opener.compareWith({fresh});
        // The profile shown (transformed) is not compared with itself while the new one loads.
        QVERIFY(!session.comparisonController().isComputing());
        QVERIFY(opened.wait(10000));
        session.waitUntilSettled();
        QTRY_VERIFY(session.comparison() && !session.isComparisonBusy());
        QCOMPARE(session.transforms(), std::vector<Transform>{dropC});
        const auto totalOf = [&](ProfileComparison::Side side) {
            return session.comparison()->snapshot(side).flat->totals()[0];
        };
        // Without c on both sides: main's 10 and g's.
        QCOMPARE(totalOf(ProfileComparison::Side::Base), Cost(15));
        QCOMPARE(totalOf(ProfileComparison::Side::New), Cost(19));
        // The baseline as loaded: swapping the sides shows it with c dropped once, not twice.
        QCOMPARE(session.comparisonController().base()->flat->totals()[0], Cost(55));
    }

    // File > Add keeps what the user looked at, the transforms among it: the files added are
    // more parts of the same program, seen through them (they were dropped).
    void addingFilesKeepsTheTransforms()
    {
        const QByteArray part = "events: Ir\nfn=main\n1 10\ncfn=c\ncalls=1 1\n2 40\nfn=c\n1 40\n";
        OpenerRig rig(*m_settings);
        auto& [session, loader, opener, opened] = rig;
        opener.openFiles({writeFile(QStringLiteral("part1.out"), part)});
        QVERIFY(opened.wait(10000));
        const Transform dropC{TransformKind::Drop, QStringLiteral("c")};
        session.addTransform(dropC);
        session.waitUntilSettled();
        opener.addFiles({writeFile(QStringLiteral("part2.out"), part)});
        QVERIFY(opened.wait(10000));
        session.waitUntilSettled();
        QCOMPARE(session.profile()->partCount(), std::size_t(2));
        QCOMPARE(session.transforms(), std::vector<Transform>{dropC});
        QCOMPARE(session.flatProfile().totals()[0], Cost(20)); // main's 10 in each part
    }

    void theActiveFunctionIsWrittenWhenTheProfileIsLeft()
    {
        // A click's new active function is only noted: the settings file is rewritten (and
        // synced to disk) when another profile opens or the window goes, not within the click.
        const QString first =
            writeFile(QStringLiteral("first.out"), "events: Ir\nfn=main\n1 5\nfn=picked\n2 1\n");
        const QString second =
            writeFile(QStringLiteral("second.out"), "events: Ir\nfn=main\n1 9\nfn=other\n2 3\n");
        const auto remembered = [&] {
            return settings::read(*m_settings, settings::lastFunctions()).join(u'\n');
        };
        Session session;
        LoadController loader;
        {
            ProfileOpener opener(session, loader, *m_settings);
            QSignalSpy opened(&opener, &ProfileOpener::opened);
            opener.openFiles({first});
            QVERIFY(opened.wait(10000));
            session.setActiveFunction(functionNamed(*session.profile(), QStringLiteral("picked")));
            QCoreApplication::processEvents();
            QCOMPARE(remembered(), QString());

            opener.openFiles({second});
            QVERIFY(opened.wait(10000));
            QVERIFY2(remembered().contains(QStringLiteral("\tpicked\t")), qPrintable(remembered()));
            session.setActiveFunction(functionNamed(*session.profile(), QStringLiteral("other")));
            QCoreApplication::processEvents();
            QVERIFY(!remembered().contains(QStringLiteral("\tother\t")));
        }
        // The opener gone (the window closed): the last profile's is written too.
        QVERIFY2(remembered().contains(QStringLiteral("\tother\t")), qPrintable(remembered()));

        // And opening the first file again goes back to where the user was.
        ProfileOpener opener(session, loader, *m_settings);
        QSignalSpy opened(&opener, &ProfileOpener::opened);
        opener.openFiles({first});
        QVERIFY(opened.wait(10000));
        QCOMPARE(session.profile()->functionName(session.activeFunction()),
                 QStringLiteral("picked"));
    }

    // The active function found again by its name, file and object, whatever the name's bytes:
    // a context name (stored in runs), a UTF-8 one, one whose bytes are not UTF-8 (read with
    // U+FFFD), each beside functions of the same length or the same name in another file; the
    // costliest of several alike.
    void theLastFunctionIsFoundWhateverItsBytes_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("context") << QByteArray("leaf'caller'main");
        QTest::newRow("utf-8") << QByteArray("caf\xc3\xa9");
        QTest::newRow("not utf-8") << QByteArray("bad\xff\xfe");
    }
    void theLastFunctionIsFoundWhateverItsBytes()
    {
        QFETCH(QByteArray, name);
        QByteArray sameLength = name;
        sameLength[0] = 'X';
        // In b.c, the name beside a costlier one of the same length; in a.c, the name again.
        const QByteArray text = "events: Ir\nfl=a.c\nfn=main\n1 50\nfn=" + name +
                                "\n2 7\nfl=b.c\nfn=" + sameLength + "\n3 9\nfn=" + name + "\n4 3\n";
        const QString path = writeFile(QStringLiteral("bytes.out"), text);
        Session session;
        LoadController loader;
        const auto open = [&](ProfileOpener& opener) {
            QSignalSpy opened(&opener, &ProfileOpener::opened);
            opener.openFiles({path});
            return opened.wait(10000);
        };
        const QString expected = QString::fromUtf8(name);
        {
            ProfileOpener opener(session, loader, *m_settings);
            QVERIFY(open(opener));
            const Profile& profile = *session.profile();
            FunctionId picked;
            for (const FunctionId f : profile.functionIds()) {
                if (profile.functionName(f) == expected &&
                    profile.functionFile(f) == QStringLiteral("b.c"))
                    picked = f;
            }
            QVERIFY(picked.isValid());
            session.setActiveFunction(picked);
            QCoreApplication::processEvents();
        }
        ProfileOpener opener(session, loader, *m_settings);
        QVERIFY(open(opener));
        const Profile& profile = *session.profile();
        QCOMPARE(profile.functionName(session.activeFunction()), expected);
        QCOMPARE(profile.functionFile(session.activeFunction()), QStringLiteral("b.c"));
    }

private:
    std::unique_ptr<QSettings> m_settings;
};

QTEST_MAIN(ProfileOpenerTest)
#include "tst_profileopener.moc"
