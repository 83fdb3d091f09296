// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <exception>
#include <functional>
#include <system_error>
#include <thread>
#include <utility>

namespace tally {

// Work done beside the calling thread, joined where its result is needed: the one way core runs
// two parts of one computation at once (the join's line rows, the flat profile's part costs, a
// snapshot's call relations). What the work throws (bad_alloc when memory runs out) is thrown
// again by join() on the calling thread, never lost on the other one, which would end the
// process; without a thread to run it (no memory for its stack), or when `beside` is false (too
// little work to be worth one), join() runs it on the calling thread. An exception thrown before
// join() leaves the thread to be joined by the destructor.
class SideTask
{
public:
    SideTask(std::function<void()> work, bool beside) : m_work(std::move(work))
    {
        if (!beside)
            return;
        try {
            m_thread = std::jthread([this] {
                try {
                    m_work();
                } catch (...) {
                    m_failed = std::current_exception();
                }
            });
        } catch (const std::system_error&) {
            // No thread: join() does the work.
        }
    }

    SideTask(const SideTask&) = delete;
    SideTask& operator=(const SideTask&) = delete;

    // Waits for the work (or does it), then throws again what it threw.
    void join()
    {
        if (!m_thread.joinable()) {
            m_work();
            return;
        }
        m_thread.join();
        if (m_failed)
            std::rethrow_exception(m_failed);
    }

private:
    std::function<void()> m_work;
    std::exception_ptr m_failed; // written by the thread, read after joining it
    std::jthread m_thread;       // last: joined before the members it uses go
};

} // namespace tally
