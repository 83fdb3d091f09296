// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTimer>

#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace tally {

// Lets go of shared data on a thread of its own, for the Session's snapshots once it has replaced
// them: when its reference is the last, the thread frees the profile. A loaded profile's large
// tables are mapped one by one (core/load/LargeAllocations.h), and the kernel takes them back page
// by page: sep548's profile (219,832 functions) took 40-70 ms of munmap, a pause of the window
// when the GUI thread let go of it last.
//
// Not a job (LatestJob): it computes nothing and delivers nothing, and every batch is dropped,
// none replaced by a newer one. A thread a batch (a profile is replaced a few times a minute at
// most; a thread starts in tens of microseconds); the ended ones are joined as the next batch
// comes, and the destructor joins them all.
//
// Views keep the profile with their results (a layout, a scene) until their next ones arrive,
// and a hidden view until it is shown again: dropWhenLast() holds a reference until it is the
// last one, looked at on the calling thread's event loop, every 50 ms at first and less often
// while nothing changes (up to every 2 s), and then drops it as drop() does.
class BackgroundDrop
{
public:
    BackgroundDrop();
    ~BackgroundDrop();
    BackgroundDrop(const BackgroundDrop&) = delete;
    BackgroundDrop& operator=(const BackgroundDrop&) = delete;

    void drop(std::vector<std::shared_ptr<const void>> references);
    // Each reference dropped as above once no one else holds what it holds (one already held is
    // not held twice).
    void dropWhenLast(std::vector<std::shared_ptr<const void>> references);
    // References held until they are the last (for tests).
    std::size_t watched() const { return m_watched.size(); }
    // Blocks until every batch is dropped (for tests).
    void waitForAll();
    // Batches not yet joined (for tests).
    std::size_t batches() const { return m_batches.size(); }

private:
    // Drops the watched references that are the last; false if there was none.
    bool dropThoseLast();

    struct Batch
    {
        std::atomic<bool> ended = false;
        std::jthread thread;
    };
    std::vector<std::unique_ptr<Batch>> m_batches;
    std::vector<std::shared_ptr<const void>> m_watched;
    QTimer m_watch;
};

} // namespace tally
