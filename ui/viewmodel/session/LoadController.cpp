// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/LoadController.h"

#include "ui/viewmodel/common/JobLog.h"

#include <QElapsedTimer>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

namespace tally {

LoadController::LoadController(QObject* parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // one load at a time: start() waits for a canceled one
}

void LoadController::watch()
{
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this, [this](int value) {
        // Only forward: the bar never moves back.
        if (m_loading && value > m_lastProgress) {
            m_lastProgress = value;
            emit progressChanged(value);
        }
    });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LoadController::onFinished);
}

LoadController::~LoadController()
{
    // Closing the window mid-load: stop the worker and wait for it, so nothing outlives us.
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void LoadController::start(const QStringList& paths, const LoadOptions& options, bool detectCycles)
{
    if (m_loading)
        cancel();
    // A previous, canceled worker may still be finishing: it is no longer watched.
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
    watch();

    m_paths = paths;
    m_loading = true;
    m_lastProgress = 0;
    QElapsedTimer queued;
    queued.start();
    auto future = QtConcurrent::run(&m_pool, [paths, options, detectCycles,
                                              queued](QPromise<Outcome>& promise) {
        qCDebug(lcJobs) << "load of" << paths << "started after" << queued.elapsed()
                        << "ms in the queue";
        promise.setProgressRange(0, kProgressMaximum);
        Outcome outcome;
        outcome.load = profileloader::load(
            paths,
            [&](double fraction) { promise.setProgressValue(int(fraction * kProgressMaximum)); },
            [&] { return promise.isCanceled(); }, options);
        if (outcome.load.profile && !promise.isCanceled())
            outcome.costs = CostSnapshot::compute(outcome.load.profile, PartMask(), detectCycles);
        promise.addResult(std::move(outcome));
    });
    m_watcher.setFuture(future);
    emit started(paths);
    emit progressChanged(0);
}

void LoadController::cancel()
{
    if (!m_loading)
        return;
    m_loading = false;
    m_watcher.cancel();
    emit canceled(m_paths);
}

void LoadController::onFinished()
{
    if (!m_loading)
        return; // canceled: already reported
    m_loading = false;
    const auto future = m_watcher.future();
    if (future.isCanceled() || future.resultCount() == 0) {
        emit canceled(m_paths);
        return;
    }
    const Outcome outcome = future.result();
    const profileloader::Result& result = outcome.load;
    if (result.canceled || (result.profile && !outcome.costs)) {
        emit canceled(m_paths);
    } else if (!result.profile) {
        emit failed(result.error, m_paths);
    } else {
        if (m_lastProgress < kProgressMaximum) {
            m_lastProgress = kProgressMaximum;
            emit progressChanged(kProgressMaximum);
        }
        emit loaded(outcome.costs, m_paths);
    }
}

} // namespace tally
