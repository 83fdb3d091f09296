// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/ProfileWatcher.h"

#include "core/load/ProfileSiblings.h"

#include <QFileInfo>
#include <QLoggingCategory>

namespace tally {

namespace {

Q_LOGGING_CATEGORY(lcWatch, "tally.watch", QtInfoMsg) // debug: each watch and change

QString absolute(const QString& path)
{
    return QFileInfo(path).absoluteFilePath();
}

} // namespace

ProfileWatcher::ProfileWatcher(QObject* parent) : QObject(parent)
{
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(kDefaultQuietPeriod);
    m_longest.setSingleShot(true);
    m_longest.setInterval(kDefaultLongestWait);
    connect(&m_quiet, &QTimer::timeout, this, &ProfileWatcher::emitChanged);
    connect(&m_longest, &QTimer::timeout, this, &ProfileWatcher::emitChanged);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &ProfileWatcher::onFileChanged);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this,
            &ProfileWatcher::onDirectoryChanged);
}

void ProfileWatcher::setQuietPeriod(std::chrono::milliseconds period)
{
    m_quiet.setInterval(period);
}

std::chrono::milliseconds ProfileWatcher::quietPeriod() const
{
    return m_quiet.intervalAsDuration();
}

void ProfileWatcher::setLongestWait(std::chrono::milliseconds wait)
{
    m_longest.setInterval(wait);
}

void ProfileWatcher::watch(const QStringList& files, Scope scope)
{
    // A change seen while the files were being reloaded stays pending: its reload follows.
    m_anchor.clear();
    m_files.clear();
    m_signatures.clear();
    if (files.isEmpty() || files.front().startsWith(u':')) { // a resource never changes
        stop();
        return;
    }
    m_scope = scope;
    m_anchor = absolute(files.front());
    if (scope == Scope::Files) {
        for (const QString& file : files)
            m_files << absolute(file);
    }
    m_files = filesToWatch();
    m_signatures = signaturesOf(m_files);
    arm();
    qCDebug(lcWatch) << "watching" << m_files;
    // A dump that came while `files` were being loaded may have been heard after the run was
    // read again above, and taken for nothing new: what was loaded is what counts. (Writes
    // to watched files are heard whenever they come.)
    if (scope == Scope::WholeRun) {
        QStringList loaded;
        for (const QString& file : files)
            loaded << absolute(file);
        QStringList now = currentFiles();
        loaded.sort();
        now.sort();
        if (now != loaded)
            noteChange();
    }
}

void ProfileWatcher::stop()
{
    m_quiet.stop();
    m_longest.stop();
    m_lastChange = QDateTime();
    m_anchor.clear();
    m_files.clear();
    m_signatures.clear();
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
}

QStringList ProfileWatcher::currentFiles() const
{
    if (m_scope == Scope::WholeRun && !m_anchor.isEmpty())
        return profilesiblings::of(m_anchor);
    return m_files;
}

QStringList ProfileWatcher::watchedPaths() const
{
    return m_watcher.files() + m_watcher.directories();
}

QStringList ProfileWatcher::filesToWatch() const
{
    if (m_scope == Scope::WholeRun)
        return profilesiblings::of(m_anchor, profilesiblings::EmptyFiles::Keep);
    return m_files;
}

std::map<QString, ProfileWatcher::Signature> ProfileWatcher::signaturesOf(const QStringList& files)
{
    std::map<QString, Signature> signatures;
    for (const QString& file : files) {
        const QFileInfo info(file);
        signatures[file] = {info.exists(), info.size(), info.lastModified().toMSecsSinceEpoch()};
    }
    return signatures;
}

void ProfileWatcher::arm()
{
    QStringList wanted;
    QStringList folders;
    for (const QString& file : m_files) {
        if (QFileInfo::exists(file))
            wanted << file;
        const QString folder = QFileInfo(file).absolutePath();
        if (!folders.contains(folder))
            folders << folder;
    }
    const QStringList watchedFiles = m_watcher.files();
    QStringList gone;
    for (const QString& file : watchedFiles) {
        if (!wanted.contains(file))
            gone << file;
    }
    const QStringList watchedFolders = m_watcher.directories();
    for (const QString& folder : watchedFolders) {
        if (!folders.contains(folder))
            gone << folder;
    }
    if (!gone.isEmpty())
        m_watcher.removePaths(gone);
    QStringList missing;
    for (const QString& path : wanted + folders) {
        if (!watchedFiles.contains(path) && !watchedFolders.contains(path))
            missing << path;
    }
    if (!missing.isEmpty())
        m_watcher.addPaths(missing);
}

void ProfileWatcher::onFileChanged(const QString& path)
{
    if (!isWatching())
        return;
    // A file replaced by a rename is a new file at the same path, and one deleted and written
    // again too: QFileSystemWatcher dropped the old one, or still follows the old (unlinked)
    // file. Following the path again keeps the watch on what is there now.
    if (m_watcher.files().contains(path))
        m_watcher.removePath(path);
    m_files = filesToWatch();
    m_signatures = signaturesOf(m_files);
    arm();
    noteChange();
}

void ProfileWatcher::onDirectoryChanged(const QString& /*path*/)
{
    if (!isWatching())
        return;
    // Something in a folder came or went: a change only when it is one of the profile's files
    // (a new dump of the run, a file replaced or removed), not any file beside them.
    const QStringList files = filesToWatch();
    auto signatures = signaturesOf(files);
    const bool same = files == m_files && signatures == m_signatures;
    m_files = files;
    m_signatures = std::move(signatures);
    // A replaced file may still be followed at its old, unlinked inode: follow every path anew.
    if (!same && !m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    arm();
    if (!same)
        noteChange();
}

void ProfileWatcher::noteChange()
{
    m_lastChange = QDateTime::currentDateTime();
    qCDebug(lcWatch) << "change; reloading after" << m_quiet.interval() << "ms of quiet";
    m_quiet.start(); // a burst of writes restarts the wait: one reload after the last
    if (!m_longest.isActive())
        m_longest.start();
    emit changeSeen(m_lastChange);
}

void ProfileWatcher::emitChanged()
{
    m_quiet.stop();
    m_longest.stop();
    emit changed();
}

} // namespace tally
