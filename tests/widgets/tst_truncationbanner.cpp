// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The banner over the views for a file cut short (ui/widgets/shell/TruncationBanner): shown with
// the file, line and share read while such a profile is open, in the main window too; hidden for
// a whole file; closed until the next profile. The window's banners are one widget (NoteBanner).

#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/widgets/common/NoteBanner.h"
#include "ui/widgets/shell/NoCallsBanner.h"
#include "ui/widgets/shell/TransformOfferBanner.h"
#include "ui/widgets/shell/TruncationBanner.h"

#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSignalSpy>
#include <QToolButton>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray wholeProfile()
{
    QFile file(QStringLiteral(TALLY_TEST_DATA "/callgrind.out.cycle"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the test profile");
    return file.readAll();
}

// The test profile cut before a call in its third part.
QByteArray cutProfile()
{
    const QByteArray whole = wholeProfile();
    return whole.left(whole.indexOf("\ncalls=", whole.indexOf("\npart: 3\n")) + 1);
}

} // namespace

class TruncationBannerTest : public QObject
{
    Q_OBJECT

private slots:
    void showsWhereTheFileEnds()
    {
        const QByteArray cut = cutProfile();
        const auto result = loadedText(cut, u"callgrind.out.cut"_s);
        const SourceInfo& source = result.profile->sources().front();
        QVERIFY(source.truncatedAtLine > 0);

        Session session;
        QWidget parent;
        auto* banner = new TruncationBanner(session, &parent);
        parent.show();
        QVERIFY(!banner->isVisible());
        session.setProfile(result.profile);
        settle();
        QVERIFY(banner->isVisible());
        const QString text = banner->text();
        QVERIFY2(
            text.startsWith(u"callgrind.out.cut is cut short: it ends at line %1, inside a "
                            "part of which %2 % of the cost its summary states was read."_s
                                .arg(QLocale().toString(qint64(cut.count('\n'))))
                                .arg(QLocale().toString(100.0 * source.summaryShareRead, 'f', 1))),
            qPrintable(text));
        QVERIFY(text.contains(u"The rest of the file is missing"_s));

        // Closed: hidden until the next profile, which is whole.
        banner->findChild<QToolButton*>(u"closeTruncationBanner"_s)->click();
        QVERIFY(!banner->isVisible());
        session.setProfile(loadedText(wholeProfile(), u"callgrind.out.whole"_s).profile);
        settle();
        QVERIFY(!banner->isVisible());
        QVERIFY(banner->text().isEmpty());
        session.setProfile(result.profile);
        settle();
        QVERIFY(banner->isVisible());
    }

    void overTheViewsOfTheWindow()
    {
        QSettings settings(tempDir().filePath(u"banner.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        window.show();
        auto* banner = window.findChild<TruncationBanner*>(u"truncationBanner"_s);
        QVERIFY(banner);
        QVERIFY(!banner->isVisible());
        QVERIFY(openedIn(window, {writeFile(u"callgrind.out.cut"_s, cutProfile())}));
        settle();
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(u"callgrind.out.cut is cut short"_s));
        // Above the views: first in the window's middle.
        QCOMPARE(banner->parentWidget(), window.centralWidget());
        QCOMPARE(banner->y(), 0);
    }

    // The file cut short and the transforms offered back are said by one banner widget: the
    // same colours in either theme, the message wrapping in the same label.
    void theWindowsBannersAreOneWidget()
    {
        QSettings settings(tempDir().filePath(u"banners.ini"_s), QSettings::IniFormat);
        TestWindow window(settings);
        const std::array<NoteBanner*, 3> banners{window.findChild<TruncationBanner*>(),
                                                 window.findChild<TransformOfferBanner*>(),
                                                 window.findChild<NoCallsBanner*>()};
        for (const NoteBanner* banner : banners) {
            QVERIFY(banner);
            QCOMPARE(banner->backgroundRole(), QPalette::ToolTipBase);
            QCOMPARE(banner->foregroundRole(), QPalette::ToolTipText);
            QVERIFY(banner->autoFillBackground());
            QCOMPARE(banner->frameShape(), QFrame::StyledPanel);
            const auto labels = banner->findChildren<QLabel*>();
            QVERIFY(std::any_of(labels.begin(), labels.end(), [](const QLabel* label) {
                return label->wordWrap() && label->foregroundRole() == QPalette::ToolTipText;
            }));
        }
    }
};

QTEST_MAIN(TruncationBannerTest)
#include "tst_truncationbanner.moc"
