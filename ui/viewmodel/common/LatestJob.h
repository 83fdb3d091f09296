// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFutureWatcher>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <optional>
#include <stop_token>
#include <utility>

namespace tally {

// The one way Tally runs background work for a view or the Session: the work a view needs now
// (lay out this graph, annotate this function, aggregate these parts) replaces whatever it
// asked for before.
//
// - One job at a time. A request made while one runs waits; a newer request replaces it.
// - The newest request wins: the running job is told to stop (its stop_token) and its result is
//   dropped, never delivered, once anything newer was asked for.
// - Idle while inactive (a hidden view): requests are kept and the newest runs on activation.
// - Results are delivered on the thread that owns the job (the GUI thread), in request order.
// - Destruction stops the running job and waits for it, so nothing is delivered to a dead
//   owner and no thread outlives it.
//
// `Request` is what the work needs, copied into the job (shared pointers to immutable data such
// as a CostSnapshot); `Result` is what it hands back by value.
template <typename Request, typename Result>
class LatestJob
{
public:
    using Work = std::function<Result(const Request&, std::stop_token)>;
    using Deliver = std::function<void(Result)>;
    using BusyHandler = std::function<void(bool)>;

    // `pool` runs the work (the global pool by default; a single-thread pool serialises work
    // that must not run twice at once, such as a library that is not thread-safe).
    LatestJob(Work work, Deliver deliver, QThreadPool* pool = nullptr)
        : m_work(std::move(work)), m_deliver(std::move(deliver)),
          m_pool(pool ? pool : QThreadPool::globalInstance())
    {
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, &m_watcher,
                         [this] { onFinished(); });
    }

    ~LatestJob()
    {
        m_pending.reset();
        m_stop.request_stop();
        m_watcher.waitForFinished();
    }

    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    // Called with true when the job starts being busy (running, or waiting to run while
    // active) and false when it is idle again.
    void setBusyHandler(BusyHandler handler) { m_busyHandler = std::move(handler); }
    // Called with the result of a job that finished after it was superseded, instead of
    // dropping it, for what stays useful whatever was asked (files read into a cache). A job
    // that gave up on its stop request hands over whatever it returned.
    void setDroppedHandler(Deliver handler) { m_dropped = std::move(handler); }

    // Asks for `request`: it runs now if the job is idle and active, else after the running
    // job (which is told to stop and whose result is dropped), or on activation.
    void submit(Request request)
    {
        m_pending = std::move(request);
        if (m_running)
            m_stop.request_stop();
        startPending();
        updateBusy();
    }

    // Runs `request` on the calling thread and delivers its result before returning, for work
    // small enough not to need a thread. Whatever runs in the background is dropped. While
    // inactive it waits like any request (and then runs on a worker).
    void runNow(const Request& request)
    {
        if (!m_active) {
            submit(request);
            return;
        }
        m_pending.reset();
        if (m_running)
            m_stop.request_stop();
        updateBusy();
        m_deliver(m_work(request, std::stop_token()));
    }

    // Drops the waiting request and the running job's result.
    void cancel()
    {
        m_pending.reset();
        if (m_running)
            m_stop.request_stop();
        updateBusy();
    }

    // While inactive nothing starts; the newest request waits for activation.
    void setActive(bool active)
    {
        if (active == m_active)
            return;
        m_active = active;
        startPending();
        updateBusy();
    }

    bool isActive() const { return m_active; }
    // Running a job whose result is still wanted, or a request waiting to run while active.
    bool isBusy() const
    {
        return (m_running && !m_stop.stop_requested()) || (m_pending && m_active);
    }
    // A request waits (for the running job to end, or for activation).
    bool hasPending() const { return m_pending.has_value(); }
    // Blocks until the running job (if any) has finished; its result is then delivered from
    // the event loop as usual. For tests and command-line modes.
    void waitForRunning() { m_watcher.waitForFinished(); }
    // A job runs, wanted or not (one that was told to stop may still be finishing).
    bool isRunning() const { return m_running; }

private:
    void startPending()
    {
        if (m_running || !m_active || !m_pending)
            return;
        Request request = std::move(*m_pending);
        m_pending.reset();
        m_stop = std::stop_source();
        m_running = true;
        m_watcher.setFuture(QtConcurrent::run(
            m_pool, [work = m_work, request = std::move(request), token = m_stop.get_token()] {
                return work(request, token);
            }));
    }

    void onFinished()
    {
        m_running = false;
        // Stopped means superseded or cancelled: a newer request, if any, runs instead.
        const bool stale = m_stop.stop_requested() || m_pending.has_value();
        std::optional<Result> result;
        if (m_watcher.future().resultCount() > 0)
            result = m_watcher.future().takeResult();
        // takeResult() leaves a future that never reports finished: put a finished one in its
        // place, or waiting for the watcher (the destructor) would block for ever.
        m_watcher.setFuture(QFuture<Result>());
        if (result) {
            if (!stale)
                m_deliver(std::move(*result));
            else if (m_dropped)
                m_dropped(std::move(*result));
        }
        startPending();
        updateBusy();
    }

    void updateBusy()
    {
        const bool busy = isBusy();
        if (busy == m_reportedBusy)
            return;
        m_reportedBusy = busy;
        if (m_busyHandler)
            m_busyHandler(busy);
    }

    Work m_work;
    Deliver m_deliver;
    Deliver m_dropped;
    BusyHandler m_busyHandler;
    QThreadPool* m_pool;
    QFutureWatcher<Result> m_watcher;
    std::optional<Request> m_pending;
    std::stop_source m_stop;
    bool m_running = false;
    bool m_active = true;
    bool m_reportedBusy = false;
};

} // namespace tally
