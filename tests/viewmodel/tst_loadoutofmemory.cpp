// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Memory that runs out during a load in the background (std::bad_alloc on the load's thread) is
// a failed load with a message, never the end of the process; the controller loads again
// afterwards. The window keeps the profile it had open on any failed load (tst_mainwindow's
// failedLoadKeepsTheOpenProfile); tests/endtoend/tst_outofmemory runs a real shortage.

#include "tests/support/TestSupport.h"
#include "tests/support/WrappedSource.h"

#include "ui/viewmodel/session/LoadController.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSignalSpy>

#include <new>

using namespace tally;
using namespace tally::test;

namespace {

// A load whose reads run out of memory once `bytes` of the file were read, as a read buffer's or
// the profile's growth would.
LoadOptions runningOutAfter(qint64 bytes)
{
    LoadOptions options;
    options.threads = 1;
    options.readChunkBytes = 64 * 1024;
    options.openSource = openedReadingBy([bytes](ByteSource& file, char* buffer, qint64 capacity) {
        if (file.fileBytesConsumed() >= bytes)
            throw std::bad_alloc();
        return file.read(buffer, capacity);
    });
    return options;
}

} // namespace

class LoadOutOfMemoryTest : public QObject
{
    Q_OBJECT

private slots:
    void aLoadOutOfMemoryFails()
    {
        const QString path = writeFile(QStringLiteral("big.out"), bigProfile());
        LoadController controller;
        QSignalSpy loaded(&controller, &LoadController::loaded);
        QSignalSpy failed(&controller, &LoadController::failed);
        QSignalSpy canceled(&controller, &LoadController::canceled);
        // Half-way through its 20 MB.
        controller.start({path}, runningOutAfter(QFileInfo(path).size() / 2));
        QVERIFY(failed.wait(60000));
        const QString message = failed.first().at(0).toString();
        QVERIFY2(message.startsWith(QStringLiteral("not enough memory to load ") + path),
                 qPrintable(message));
        // How far it got, as the progress counted it: every 16,000 lines or so.
        QVERIFY2(message.contains(QRegularExpression(
                     QStringLiteral(R"(\(read ([0-9]+\.[0-9]) of ([0-9]+\.[0-9]) MB\)$)"))),
                 qPrintable(message));
        QCOMPARE(failed.first().at(1).toStringList(), QStringList{path});
        QVERIFY(!controller.isLoading());
        QCOMPARE(loaded.size(), 0);
        QCOMPARE(canceled.size(), 0);

        // The controller is whole: the next load of the same file, with memory, succeeds.
        controller.start({path});
        QVERIFY(loaded.wait(60000));
        QCOMPARE(failed.size(), 1);
    }

    // Out of memory before the first line: nothing read.
    void outOfMemoryAtOnce()
    {
        const QString path = writeFile(QStringLiteral("small.out"), "events: Ir\nfn=f\n1 1\n");
        LoadController controller;
        QSignalSpy failed(&controller, &LoadController::failed);
        controller.start({path}, runningOutAfter(0));
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.first().at(0).toString(),
                 QStringLiteral("not enough memory to load %1 (read 0.0 of 0.0 MB)").arg(path));
    }
};

QTEST_MAIN(LoadOutOfMemoryTest)
#include "tst_loadoutofmemory.moc"
