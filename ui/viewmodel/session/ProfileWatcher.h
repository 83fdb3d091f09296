// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <chrono>
#include <map>

namespace tally {

// Watches the files of the open profile and says when they have changed and then stayed quiet
// for a while, so that the window reloads once per burst of writes (File > Watch, --watch).
//
// A file rewritten in place, appended to, replaced by a rename, deleted and written again, and,
// for a whole valgrind run, a new file of that run (`callgrind_control -d` or
// CALLGRIND_DUMP_STATS on a running program write BASE.N beside BASE) all count as changes.
// QFileSystemWatcher forgets a file that was replaced or removed; the watcher watches the files'
// folders too and watches such a file again when it is back. Unrelated files in those folders
// are not changes.
class ProfileWatcher : public QObject
{
    Q_OBJECT

public:
    enum class Scope
    {
        Files,   // just these files
        WholeRun // the run of the first file: its files as they come and go
    };

    static constexpr std::chrono::milliseconds kDefaultQuietPeriod{500};
    static constexpr std::chrono::milliseconds kDefaultLongestWait{5000};

    explicit ProfileWatcher(QObject* parent = nullptr);

    // Starts watching `files`, or again after a reload with the files it loaded: a change seen
    // meanwhile stays pending (its reload follows), and so does the last change's time; a run
    // that has other files now than `files` is a change. A resource path (":/...") is not
    // watched.
    void watch(const QStringList& files, Scope scope);
    // Stops watching and drops a pending change and the last change's time.
    void stop();
    bool isWatching() const { return !m_files.isEmpty(); }

    // How long the files must stay unchanged before changed() (500 ms; tests make it shorter).
    void setQuietPeriod(std::chrono::milliseconds period);
    std::chrono::milliseconds quietPeriod() const;
    // Files that never stay quiet (a program dumping every few hundred milliseconds) still give
    // changed() this long after the first change of the burst (5 s).
    void setLongestWait(std::chrono::milliseconds wait);

    // The files the profile is made of now: for a whole run its files on disk now (without
    // empty ones), else the watched files.
    QStringList currentFiles() const;
    // What is being watched: the files (for a whole run, its empty files too) and their folders.
    QStringList watchedPaths() const;
    // When the last change was seen; invalid before the first.
    QDateTime lastChange() const { return m_lastChange; }

signals:
    // A change was seen (each one of a burst): for showing when the last one arrived.
    void changeSeen(const QDateTime& when);
    // The files changed and have been quiet for the quiet period since: reload now.
    void changed();

private:
    void onFileChanged(const QString& path);
    void onDirectoryChanged(const QString& path);
    // The files to watch now: the run's files with the empty ones, or the fixed list.
    QStringList filesToWatch() const;
    // Watches m_files and their folders, re-adding those QFileSystemWatcher dropped.
    void arm();
    void noteChange();
    void emitChanged();

    // What tells a file replaced or rewritten in a folder's event from one left alone.
    struct Signature
    {
        bool exists = false;
        qint64 size = 0;
        qint64 modified = 0; // ms since the epoch

        bool operator==(const Signature&) const = default;
    };
    static std::map<QString, Signature> signaturesOf(const QStringList& files);

    QFileSystemWatcher m_watcher;
    QTimer m_quiet;   // restarted by each change
    QTimer m_longest; // started by the first change of a burst
    Scope m_scope = Scope::Files;
    QString m_anchor;    // the first file, absolute: names the run
    QStringList m_files; // what is watched, absolute paths
    std::map<QString, Signature> m_signatures;
    QDateTime m_lastChange;
};

} // namespace tally
