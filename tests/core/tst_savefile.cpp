// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// savefile::write, through which every export and screenshot reaches the disk: new and replaced
// files, and each way a save fails (no folder, a folder in the way, a full device, a file size
// limit, a read-only folder), after which the destination is as it was and no temporary is left.

#include "core/output/SaveFile.h"
#include "tests/support/SaveFailures.h"

#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace tally;
using namespace tally::test;

class SaveFileTest : public QObject
{
    Q_OBJECT

private slots:
    void writesAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QString error;
        QVERIFY2(savefile::write(path, "first\n", &error), qPrintable(error));
        QCOMPARE(fileBytes(path), QByteArray("first\n"));
        QVERIFY2(savefile::write(path, "second, longer\n", &error), qPrintable(error));
        QCOMPARE(fileBytes(path), QByteArray("second, longer\n"));
        QVERIFY2(savefile::write(path, "", &error), qPrintable(error));
        QVERIFY(QFileInfo(path).isFile());
        QCOMPARE(QFileInfo(path).size(), 0);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("out.txt")});
    }

    void failures_data()
    {
        QTest::addColumn<SaveFailure>("failure");
        for (const SaveFailure failure : kSaveFailures)
            QTest::newRow(saveFailureName(failure)) << failure;
    }

    void failures()
    {
        QFETCH(SaveFailure, failure);
        const FailingDestination destination(failure, QStringLiteral("out.txt"));
        if (!destination.isAvailable())
            QSKIP("the platform cannot fail this way");
        // More than the size limit, and more than one buffer.
        const QByteArray bytes(100000, 'x');
        QString error;
        bool ok = false;
        {
            std::unique_ptr<FileSizeLimit> limit;
            if (failure == SaveFailure::FileSizeLimit)
                limit = std::make_unique<FileSizeLimit>();
            ok = savefile::write(destination.path(), bytes, &error);
        }
        QVERIFY(!ok);
        destination.verifyMessage(error);
        QVERIFY(error.startsWith(QLatin1String("cannot write ")));
        destination.verifyUntouched();
    }

    void readOnlyFolder()
    {
        if (geteuid() == 0)
            QSKIP("root writes into read-only folders");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QString error;
        QVERIFY2(savefile::write(path, "before\n", &error), qPrintable(error));
        QFile(dir.path()).setPermissions(QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        const bool ok = savefile::write(path, "after\n", &error);
        QFile(dir.path())
            .setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                            QFileDevice::ExeOwner);
        QVERIFY(!ok);
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(fileBytes(path), QByteArray("before\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("out.txt")});
    }

    void deviceIsWrittenInPlace()
    {
        // /dev/null takes the bytes and stays a device: QSaveFile would have put a regular file
        // in its place.
        if (!QFileInfo::exists(QStringLiteral("/dev/null")))
            QSKIP("no /dev/null");
        QString error;
        QVERIFY2(savefile::write(QStringLiteral("/dev/null"), "bytes", &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(QStringLiteral("/dev/null")));
        QVERIFY(!QFileInfo(QStringLiteral("/dev/null")).isFile());
    }
};

QTEST_GUILESS_MAIN(SaveFileTest)
#include "tst_savefile.moc"
