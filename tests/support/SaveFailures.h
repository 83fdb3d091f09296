// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Saves that must fail, for the tests of every writer (exports, screenshots). Tests run as root,
// where permission bits stop no write, so the failures are ones root meets too: a folder that
// does not exist, a folder where the file should go, a full device (/dev/full: every write
// fails with ENOSPC) and a file size limit (RLIMIT_FSIZE: a write is cut short, then fails).
// After a failure the destination must hold what it had and no temporary may be left beside it.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>
#include <sys/resource.h>

namespace tally::test {

enum class SaveFailure
{
    MissingFolder,  // the destination's folder does not exist
    FolderInTheWay, // the destination is a folder
    FullDevice,     // a link to /dev/full, named as the export wants (suffix)
    FileSizeLimit,  // an existing file, and a size limit smaller than what is written
};

inline const char* saveFailureName(SaveFailure failure)
{
    switch (failure) {
    case SaveFailure::MissingFolder:
        return "missing folder";
    case SaveFailure::FolderInTheWay:
        return "folder in the way";
    case SaveFailure::FullDevice:
        return "full device";
    case SaveFailure::FileSizeLimit:
        return "file size limit";
    }
    return "";
}

inline constexpr SaveFailure kSaveFailures[] = {
    SaveFailure::MissingFolder, SaveFailure::FolderInTheWay, SaveFailure::FullDevice,
    SaveFailure::FileSizeLimit};

// Bytes the size limit lets through: less than any export or image.
inline constexpr rlim_t kFileSizeLimit = 16;

// The words of the reason each failure gives (strerror's), which the message must carry.
inline QString saveFailureReason(SaveFailure failure)
{
    switch (failure) {
    case SaveFailure::MissingFolder:
        return QStringLiteral("No such file or directory");
    case SaveFailure::FolderInTheWay:
        return QStringLiteral("directory");
    case SaveFailure::FullDevice:
        return QStringLiteral("No space left on device");
    case SaveFailure::FileSizeLimit:
        return QStringLiteral("File too large");
    }
    return {};
}

// Limits the size of files this process writes, for its lifetime; writes past the limit fail
// with EFBIG instead of killing the process with SIGXFSZ.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes = kFileSizeLimit)
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_savedHandler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{bytes, m_saved.rlim_max};
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_savedHandler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

    // For QProcess::setChildProcessModifier: the same limit in a child, which keeps it (and the
    // ignored signal) across exec. Only async-signal-safe calls.
    static void applyInChild()
    {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit;
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = kFileSizeLimit;
        setrlimit(RLIMIT_FSIZE, &limit);
    }

private:
    rlimit m_saved{};
    void (*m_savedHandler)(int) = SIG_DFL;
};

inline QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A destination set up to fail as `failure` says, in a folder of its own, and what must hold
// after the failure.
class FailingDestination
{
public:
    FailingDestination(SaveFailure failure, const QString& fileName) : m_failure(failure)
    {
        const QDir dir(m_dir.path());
        switch (failure) {
        case SaveFailure::MissingFolder:
            m_path = dir.filePath(QStringLiteral("missing/") + fileName);
            break;
        case SaveFailure::FolderInTheWay:
            m_path = dir.filePath(fileName);
            dir.mkdir(fileName);
            break;
        case SaveFailure::FullDevice:
            m_path = dir.filePath(fileName);
            QFile::link(QStringLiteral("/dev/full"), m_path);
            break;
        case SaveFailure::FileSizeLimit: {
            m_path = dir.filePath(fileName);
            QFile file(m_path);
            if (file.open(QIODevice::WriteOnly))
                file.write(kOriginal);
            break;
        }
        }
        m_entries = entries();
    }

    const QString& path() const { return m_path; }
    // False when the platform lacks what the failure needs (a /dev/full).
    bool isAvailable() const
    {
        return m_failure != SaveFailure::FullDevice ||
               QFileInfo::exists(QStringLiteral("/dev/full"));
    }

    // Checks, after the failed save, that the destination is as it was and that its folder holds
    // nothing new (no temporary).
    void verifyUntouched() const
    {
        QCOMPARE(entries(), m_entries);
        switch (m_failure) {
        case SaveFailure::MissingFolder:
            QVERIFY(!QFileInfo::exists(QFileInfo(m_path).path()));
            break;
        case SaveFailure::FolderInTheWay:
            QVERIFY(QFileInfo(m_path).isDir());
            QVERIFY(QDir(m_path).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden |
                                         QDir::System));
            break;
        case SaveFailure::FullDevice:
            // Still the link to the device, which is still a device: not a regular file that
            // replaced either.
            QVERIFY(QFileInfo(m_path).isSymLink());
            QCOMPARE(QFileInfo(m_path).symLinkTarget(), QStringLiteral("/dev/full"));
            QVERIFY(QFileInfo::exists(QStringLiteral("/dev/full")));
            QVERIFY(!QFileInfo(QStringLiteral("/dev/full")).isFile());
            break;
        case SaveFailure::FileSizeLimit:
            QCOMPARE(fileBytes(m_path), kOriginal);
            break;
        }
    }

    // Checks that `message` names the destination and the reason.
    void verifyMessage(const QString& message) const
    {
        QVERIFY2(message.contains(QDir::toNativeSeparators(m_path)), qPrintable(message));
        QVERIFY2(message.contains(saveFailureReason(m_failure), Qt::CaseInsensitive),
                 qPrintable(message));
    }

private:
    // Everything in the test's folder, hidden files (temporaries) included.
    QStringList entries() const
    {
        return QDir(m_dir.path())
            .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                       QDir::Name);
    }

    static inline const QByteArray kOriginal = QByteArrayLiteral("what was there before\n");

    SaveFailure m_failure;
    QTemporaryDir m_dir;
    QString m_path;
    QStringList m_entries;
};

} // namespace tally::test

Q_DECLARE_METATYPE(tally::test::SaveFailure)
