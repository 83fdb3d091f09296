// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/LoadController.h"

#include "ui/viewmodel/common/JobLog.h"

#include <QElapsedTimer>

#include <algorithm>
#include <new>
#include <utility>

namespace tally {

LoadController::LoadController(QObject* parent) : QObject(parent) {}

LoadController::~LoadController()
{
    // Closing the window mid-load: stop the workers and wait for them, so nothing outlives us.
    stopAllJobs();
}

void LoadController::retireJob()
{
    m_naming = false;
    if (!m_job)
        return;
    Job* job = m_job.get();
    job->thread.request_stop();
    // Its progress, outcome and names are no longer wanted: only its end is.
    job->progressed.disconnect();
    job->finished.disconnect();
    job->named.disconnect();
    if (!job->thread.joinable()) {
        m_job.reset(); // ended and joined already
        return;
    }
    m_retired.push_back(std::move(m_job));
}

void LoadController::onEnded(const Job* job)
{
    // Its last act was to notify: the join is immediate.
    if (m_job.get() == job) {
        if (m_job->thread.joinable())
            m_job->thread.join();
        return;
    }
    // A retired job is dropped too. That is cheap: its thread dropped what it held (the
    // snapshot it loaded is the window's, or gone).
    const auto it =
        std::ranges::find_if(m_retired, [job](const auto& j) { return j.get() == job; });
    if (it == m_retired.end())
        return;
    if ((*it)->thread.joinable())
        (*it)->thread.join();
    m_retired.erase(it);
}

void LoadController::stopAllJobs()
{
    retireJob();
    for (const auto& job : m_retired)
        job->thread.request_stop();
    // Destroyed, each job's jthread joins its thread.
    m_retired.clear();
}

void LoadController::waitForWorker()
{
    if (m_job && m_job->thread.joinable())
        m_job->thread.join();
    for (const auto& job : m_retired) {
        if (job->thread.joinable())
            job->thread.join();
    }
}

void LoadController::start(const QStringList& paths, const LoadOptions& options, bool detectCycles)
{
    if (m_loading)
        cancel();
    // One load at a time: a previous, canceled worker stops at its next poll, unheard.
    retireJob();

    m_paths = paths;
    m_loading = true;
    m_lastProgress = 0;
    m_job = std::make_unique<Job>();
    Job* job = m_job.get();
    connect(
        &job->progressed, &JobNotifier::finished, &job->progressed, [this] { onProgress(); },
        Qt::QueuedConnection);
    connect(
        &job->finished, &JobNotifier::finished, &job->finished, [this] { onFinished(); },
        Qt::QueuedConnection);
    connect(
        &job->named, &JobNotifier::finished, &job->named, [this] { onNamed(); },
        Qt::QueuedConnection);
    connect(
        &job->ended, &JobNotifier::finished, &job->ended, [this, job] { onEnded(job); },
        Qt::QueuedConnection);
    QElapsedTimer queued;
    queued.start();
    job->thread =
        std::jthread([job, paths, options, detectCycles, queued](const std::stop_token& stop) {
            qCDebug(lcJobs) << "load of" << paths << "started after" << queued.elapsed() << "ms";
            // In a scope of its own: what it holds is dropped here before the end is told, so
            // the join that follows is immediate.
            {
                Outcome outcome;
                // The snapshot's short names, made after it is handed over.
                const auto names = std::make_shared<ShortNames>();
                int reported = 0;
                try {
                    outcome.load = profileloader::loadForViewing(
                        paths,
                        [&](double fraction) {
                            // Only forward, and once per thousandth: at most a thousand
                            // notifications.
                            const int value = int(fraction * kProgressMaximum);
                            if (value > reported) {
                                reported = value;
                                job->progress.store(value, std::memory_order_relaxed);
                                job->progressed.notify();
                            }
                        },
                        [&] { return stop.stop_requested(); }, options);
                    // Stoppable too: a canceled load's thread, and the memory it holds, would
                    // otherwise last for the whole snapshot (150-200 ms on 300 MB). Its short
                    // names are made below, after the window has it.
                    if (outcome.load.profile && !stop.stop_requested())
                        outcome.costs = CostSnapshot::compute(outcome.load.profile, PartMask(),
                                                              detectCycles, stop, names);
                } catch (const std::bad_alloc&) {
                    // The loader reports its own shortage as an error; this is one after it (the
                    // costs of a profile that only just fit). Dropped here, the profile frees its
                    // memory, and the load fails like any other: the open profile stays.
                    outcome = Outcome();
                    outcome.load.error =
                        tr("not enough memory to load %1").arg(paths.join(QStringLiteral(", ")));
                }
                if (stop.stop_requested()) {
                    // Dropped here, not on the GUI thread, which would pause to free a large
                    // profile.
                    outcome = Outcome();
                    outcome.load.canceled = true;
                }
                const std::shared_ptr<const CostSnapshot> shown = outcome.costs;
                {
                    const std::lock_guard lock(job->mutex);
                    job->outcome = std::move(outcome);
                }
                job->finished.notify();
                if (shown) {
                    try {
                        if (CostSnapshot::makeShortNames(*names, *shown->profile, stop))
                            job->named.notify();
                    } catch (const std::bad_alloc&) {
                        // Names of a profile that only just fit: the window keeps each name
                        // shortened plainly (the table stays one of no names), and stays settled
                        // on the load.
                        job->named.notify();
                    }
                }
                if (stop.stop_requested()) {
                    // Retired before the GUI thread took the outcome: it is dropped here too.
                    std::optional<Outcome> unwanted;
                    const std::lock_guard lock(job->mutex);
                    unwanted.swap(job->outcome);
                }
            }
            job->ended.notify();
        });
    emit started(paths);
    emit progressChanged(0);
}

void LoadController::cancel()
{
    if (!m_loading)
        return;
    m_loading = false;
    // Returns at once: the worker stops at its next poll and is joined by the next start(),
    // waitForWorker() or the destructor.
    m_job->thread.request_stop();
    emit canceled(m_paths);
}

void LoadController::onProgress()
{
    const int value = m_job->progress.load(std::memory_order_relaxed);
    // Only forward: the bar never moves back.
    if (m_loading && value > m_lastProgress) {
        m_lastProgress = value;
        emit progressChanged(value);
    }
}

void LoadController::onFinished()
{
    // The worker goes on to make the loaded snapshot's short names (onEnded() joins it).
    std::optional<Outcome> outcome;
    {
        const std::lock_guard lock(m_job->mutex);
        outcome = std::exchange(m_job->outcome, std::nullopt);
    }
    if (!m_loading)
        return; // canceled: already reported
    m_loading = false;
    if (!outcome) {
        emit canceled(m_paths);
        return;
    }
    const profileloader::Result& result = outcome->load;
    if (result.canceled || (result.profile && !outcome->costs)) {
        emit canceled(m_paths);
    } else if (!result.profile) {
        emit failed(result.error, m_paths);
    } else {
        if (m_lastProgress < kProgressMaximum) {
            m_lastProgress = kProgressMaximum;
            emit progressChanged(kProgressMaximum);
        }
        // Before loaded(): a window settling on it waits for the names too.
        m_naming = !outcome->costs->names->isMade();
        emit loaded(outcome->costs, m_paths);
    }
}

void LoadController::onNamed()
{
    // The names made (or given up for want of memory), and published whole through an atomic
    // pointer (ShortNames::make); the thread is joined on its end (onEnded).
    if (!m_naming)
        return;
    m_naming = false;
    emit shortNamesMade();
}

} // namespace tally
