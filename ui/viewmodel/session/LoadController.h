// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "core/load/ProfileLoader.h"
#include "ui/viewmodel/common/JobNotifier.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace tally {

// Runs ProfileLoader on a thread of its own and hands the finished, immutable Profile to the GUI
// thread once. Progress is in thousandths; cancel() returns at once and the worker stops at its
// next poll (every few thousand lines).
//
// The hand-off is LatestJob's: a std::jthread per load, never a pool (Qt 6.4's raster paint
// engine splits large fills over the global pool and waits for them, so loads holding a 2-core
// machine's pool threads froze every repaint; and ThreadSanitizer cannot see a pool's queue in
// an uninstrumented Qt). The worker only writes the job's own outcome and an atomic progress
// value and then notifies through a queued JobNotifier signal without arguments; the outcome is
// handed over under a mutex, which is what orders the two.
//
// The loaded snapshot comes with its short names still to be made (ShortNames::make): the same
// thread makes them after it hands the snapshot over, so that the window paints the profile
// first (names.callgrind: 0.3 s of short names before its first paint). shortNamesMade() says
// when they are whole; until then the views shorten each name plainly.
class LoadController : public QObject
{
    Q_OBJECT

public:
    explicit LoadController(QObject* parent = nullptr);
    ~LoadController() override;

    // Loads `paths` and computes the costs of all parts (with or without recursion cycles) on
    // the same worker, so that the GUI thread only installs the result. A load still running
    // (canceled or not, or making its short names) is told to stop, and no longer heard: its
    // thread is joined once it has ended, without waiting for it here.
    void start(const QStringList& paths, const LoadOptions& options = {}, bool detectCycles = true);
    void cancel();
    // Blocks until the worker (a canceled one still finishing, or a running load) and those of
    // the loads before it have stopped; a finished load's result is then delivered from the
    // event loop as usual.
    void waitForWorker();
    bool isLoading() const { return m_loading; }
    // The loaded profile's short names are being made (after loaded(), before shortNamesMade()).
    bool isNamingFunctions() const { return m_naming; }
    const QStringList& paths() const { return m_paths; }

    static constexpr int kProgressMaximum = 1000;

signals:
    void started(const QStringList& paths);
    void progressChanged(int value);
    void loaded(std::shared_ptr<const tally::CostSnapshot> costs, const QStringList& paths);
    void failed(const QString& message, const QStringList& paths);
    void canceled(const QStringList& paths);
    // The short names of the last loaded snapshot are whole (or given up for want of memory, and
    // each name stays shortened plainly): views that keep names make them again.
    void shortNamesMade();

private:
    struct Outcome
    {
        profileloader::Result load;
        std::shared_ptr<const CostSnapshot> costs;
    };

    // One load: what its thread writes and the notifiers it signals. The notifiers are the
    // queued connections' context, so a notification still queued when the job is destroyed
    // goes with them and never reaches the next load.
    struct Job
    {
        JobNotifier progressed;
        JobNotifier finished;
        JobNotifier named;
        // The thread's last act, whatever it did: a retired job is joined and dropped on it.
        JobNotifier ended;
        std::atomic<int> progress{0};
        // Written by the thread before `finished`, taken by the GUI thread, under the mutex: the
        // thread goes on to make the short names.
        std::mutex mutex;
        std::optional<Outcome> outcome;
        // Declared last: destroyed first, it asks the load to stop and joins it.
        std::jthread thread;
    };

    void onProgress();
    void onFinished();
    void onNamed();
    // Tells the current job's thread to stop and stops listening to it, but for its end. It is
    // kept among the retired jobs until its thread has ended (then joined at once, and dropped):
    // a new load never waits on the GUI thread for the one before it (sep548's short names,
    // stopped, took up to 92 ms to end).
    void retireJob();
    // A job's thread has ended: joined, and dropped if retired.
    void onEnded(const Job* job);
    // Stops and joins every job's thread (the current one and the retired ones).
    void stopAllJobs();

    std::unique_ptr<Job> m_job;
    std::vector<std::unique_ptr<Job>> m_retired;
    QStringList m_paths;
    bool m_loading = false;
    bool m_naming = false;
    int m_lastProgress = 0;
};

} // namespace tally

Q_DECLARE_METATYPE(std::shared_ptr<const tally::CostSnapshot>)
