// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The banner over the views for a profile without calls (ui/widgets/shell/NoCallsBanner):
// cachegrind's profiles leave the callers, callees, call graph, maps and stacks empty, and the
// banner says why. Shown for such a profile, in the main window too; hidden for one with calls,
// and for a transform that leaves none; closed until the next profile.

#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/widgets/shell/NoCallsBanner.h"

#include <QSettings>
#include <QToolButton>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray kWithoutCalls = "events: Ir\nfl=a.c\nfn=main\n1 5\nfn=hot\n2 500\n";
const QByteArray kWithCalls =
    "events: Ir\nfl=a.c\nfn=main\n1 5\ncfn=leaf\ncalls=1 3\n1 7\nfn=leaf\n3 7\n";

} // namespace

class NoCallsBannerTest : public QObject
{
    Q_OBJECT

private slots:
    void saysWhyTheCallViewsAreEmpty()
    {
        Session session;
        QWidget parent;
        auto* banner = new NoCallsBanner(session, &parent);
        parent.show();
        QVERIFY(!banner->isVisible());
        const auto without = loadedText(kWithoutCalls, u"cachegrind.out.1"_s);
        session.setProfile(without.profile);
        settle();
        QVERIFY(banner->isVisible());
        QVERIFY2(banner->text().startsWith(u"cachegrind.out.1 records no calls"_s),
                 qPrintable(banner->text()));
        QVERIFY(banner->text().contains(u"Source and Assembly show its costs"_s));

        // A profile with calls: nothing to say.
        session.setProfile(loadedText(kWithCalls, u"callgrind.out.1"_s).profile);
        settle();
        QVERIFY(!banner->isVisible());
        QVERIFY(banner->text().isEmpty());

        // Closed: hidden until the next profile.
        session.setProfile(without.profile);
        settle();
        QVERIFY(banner->isVisible());
        banner->findChild<QToolButton*>(u"closeNoCallsBanner"_s)->click();
        QVERIFY(!banner->isVisible());
        // A transform is no new profile: the banner stays closed.
        session.addTransform({TransformKind::Focus, u"hot"_s});
        session.waitUntilSettled();
        settle();
        QVERIFY(!session.transformStage().isPending());
        QVERIFY(session.profile() != without.profile);
        QVERIFY(!banner->isVisible());
        session.setProfile(loadedText(kWithoutCalls, u"cachegrind.out.2"_s).profile);
        settle();
        QVERIFY(banner->isVisible());
    }

    void overTheViewsOfTheWindow()
    {
        QSettings settings(tempDir().filePath(u"nocalls.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        auto* banner = window.findChild<NoCallsBanner*>(u"noCallsBanner"_s);
        QVERIFY(banner);
        QVERIFY(openedIn(window, {writeFile(u"cachegrind.out.42"_s, kWithoutCalls)}));
        settle();
        QVERIFY(banner->isVisible());
        QCOMPARE(banner->parentWidget(), window.centralWidget());

        // Focused on a leaf, a profile with calls has none left: the banner is about the file.
        QVERIFY(openedIn(window, {writeFile(u"callgrind.out.42"_s, kWithCalls)}));
        settle();
        QVERIFY(!banner->isVisible());
        window.session().addTransform({TransformKind::Focus, u"leaf"_s});
        window.session().waitUntilSettled(); // the transform applies on a worker
        settle();
        QVERIFY(!window.session().transformStage().isPending());
        QVERIFY(!window.session().profile()->recordsCalls());
        QVERIFY(!banner->isVisible());
    }
};

QTEST_MAIN(NoCallsBannerTest)
#include "tst_nocallsbanner.moc"
