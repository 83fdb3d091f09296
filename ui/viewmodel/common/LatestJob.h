// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/JobNotifier.h"

#include <functional>
#include <optional>
#include <stop_token>
#include <thread>
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
// - Each job runs on a thread of its own (a std::jthread), never on Qt's global pool: Qt 6.4's
//   raster paint engine splits large fills over the global pool and waits for them, so two long
//   layouts holding a 2-core machine's pool threads froze every repaint until they ended. A
//   thread costs tens of microseconds to start, nothing beside a job. ThreadSanitizer also sees
//   a thread's start and join, where it cannot see a pool's queue in an uninstrumented Qt. Work
//   that must not run twice at once in the process (Graphviz) takes its own lock.
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

    LatestJob(Work work, Deliver deliver) : m_work(std::move(work)), m_deliver(std::move(deliver))
    {
        QObject::connect(
            &m_notifier, &JobNotifier::finished, &m_notifier, [this] { onFinished(); },
            Qt::QueuedConnection);
    }

    ~LatestJob()
    {
        m_pending.reset();
        m_stop.request_stop();
        if (m_thread.joinable())
            m_thread.join();
        // A notification still queued goes with m_notifier: nothing is delivered.
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
    void waitForRunning()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    // A job runs, wanted or not (one that was told to stop may still be finishing).
    bool isRunning() const { return m_running; }

private:
    void startPending()
    {
        if (m_running || !m_active || !m_pending)
            return;
        if (m_thread.joinable()) // the last job's thread, finished (onFinished ran)
            m_thread.join();
        m_stop = std::stop_source();
        m_running = true;
        m_result.reset();
        m_thread = std::jthread(
            [this, request = std::move(*m_pending), token = m_stop.get_token()]() mutable {
                {
                    // The request goes before the owner hears of it: its last reference to
                    // anything large is dropped here, not in a join on the owner's thread.
                    const Request mine = std::move(request);
                    m_result.emplace(m_work(mine, token));
                }
                m_notifier.notify();
            });
        m_pending.reset();
    }

    void onFinished()
    {
        // The worker's last act was to notify: the join is immediate, and it orders everything
        // the worker wrote (m_result) before what follows.
        if (m_thread.joinable())
            m_thread.join();
        m_running = false;
        // Stopped means superseded or cancelled: a newer request, if any, runs instead.
        const bool stale = m_stop.stop_requested() || m_pending.has_value();
        std::optional<Result> result = std::exchange(m_result, std::nullopt);
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
    std::optional<Request> m_pending;
    std::stop_source m_stop;
    // Written by the running job's thread, read by the owner after joining it.
    std::optional<Result> m_result;
    // Declared before the thread: it outlives the worker that notifies it.
    JobNotifier m_notifier;
    std::jthread m_thread;
    bool m_running = false;
    bool m_active = true;
    bool m_reportedBusy = false;
};

} // namespace tally
