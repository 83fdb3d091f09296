// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// WindowSettling, what --screenshot, the tests and the benchmarks wait for before acting on a
// loaded window: a large profile's flat profile rows come from a worker after the load, and a
// grab made when only the views were idle showed an empty list (8 grabs of 127,000 functions in
// 8 under load).

#include "tests/support/TestWindow.h"
#include "ui/viewmodel/functions/FlatProfileModel.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/WindowSettling.h"
#include "ui/widgets/shell/Workspace.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <chrono>

using namespace tally;
using namespace tally::test;
using namespace std::chrono_literals;

namespace {

// A profile of `count` functions, each costing its number, in `dir`.
QString profileOf(const QTemporaryDir& dir, int count)
{
    QByteArray text = "events: Ir\n";
    for (int i = 0; i < count; ++i)
        text += "fn=function_" + QByteArray::number(i) + "\n1 " + QByteArray::number(i + 1) + "\n";
    const QString path = dir.filePath(QStringLiteral("callgrind.out.%1").arg(count));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

// Pixels of the list's viewport that are not its background: none when it shows no rows.
int paintedPixels(QAbstractItemView& table)
{
    const QImage image = table.viewport()->grab().toImage();
    const QRgb background = table.palette().color(QPalette::Base).rgb();
    int painted = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            painted += image.pixel(x, y) != background;
    }
    return painted;
}

} // namespace

class WindowSettlingTest : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_settings = std::make_unique<QSettings>(m_settingsDir.filePath(QStringLiteral("s.ini")),
                                                 QSettings::IniFormat);
    }

    void largeProfileSettlesOnceItsRowsAreShown()
    {
        // Above kRowsMadeInBackground functions the rows come from a worker after the load: the
        // window is not settled before they are shown, even with every view idle.
        const int count = int(FlatProfileModel::kRowsMadeInBackground) * 4;
        QTemporaryDir dir;
        const QString path = profileOf(dir, count);
        QVERIFY(!path.isEmpty());
        TestWindow window(*m_settings);
        window.resize(1000, 700);
        window.show();
        QVERIFY(loadedIn(window, {path}));
        FlatProfileView& flat = *window.workspace().flatView();
        QCOMPARE(flat.model().rowCount(), 0);
        QVERIFY(!windowsettling::isSettled(window));

        QVERIFY(windowsettling::waitUntilSettled(window, 30s));
        QCOMPARE(flat.model().rowCount(), count);
        QVERIFY(!window.workspace().viewTabs()->isBusy());
        QVERIFY(paintedPixels(*flat.table()) > 0);
    }

    void smallProfileSettlesWithItsRows()
    {
        // Fewer functions are made on the GUI thread when the Session tells of the profile.
        QTemporaryDir dir;
        const QString path = profileOf(dir, 50);
        TestWindow window(*m_settings);
        window.show();
        QVERIFY(openedIn(window, {path}));
        QVERIFY(windowsettling::waitUntilSettled(window, 30s));
        QCOMPARE(window.workspace().flatView()->model().rowCount(), 50);
        QVERIFY(paintedPixels(*window.workspace().flatView()->table()) > 0);
    }

    void givesUpAfterItsTime()
    {
        // What it waits for never ends (here, a condition of the caller's): the wait ends
        // anyway, once, and says that it gave up.
        TestWindow window(*m_settings);
        window.show();
        WindowSettling settling(window);
        settling.setAlsoPending([] { return true; });
        QSignalSpy settled(&settling, &WindowSettling::settled);
        settling.start(50ms);
        QVERIFY(settled.wait(5000));
        QCOMPARE(settled.count(), 1);
        QCOMPARE(settled.first().first().toBool(), false);
        QTest::qWait(100);
        QCOMPARE(settled.count(), 1);
    }

private:
    QTemporaryDir m_settingsDir;
    std::unique_ptr<QSettings> m_settings;
};

QTEST_MAIN(WindowSettlingTest)
#include "tst_windowsettling.moc"
