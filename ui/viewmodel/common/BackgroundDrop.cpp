// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/BackgroundDrop.h"

#include <algorithm>

namespace tally {

namespace {

// How often the watched references are looked at: at first soon after they come (a view's next
// result mostly arrives within a few hundred milliseconds), then less often.
constexpr int kFirstLookMs = 50;
constexpr int kLongestWaitMs = 2000;

} // namespace

BackgroundDrop::BackgroundDrop()
{
    m_watch.setSingleShot(true);
    QObject::connect(&m_watch, &QTimer::timeout, &m_watch, [this] {
        m_watch.setInterval(dropThoseLast() ? kFirstLookMs
                                            : std::min(m_watch.interval() * 2, kLongestWaitMs));
        if (!m_watched.empty())
            m_watch.start();
    });
}

BackgroundDrop::~BackgroundDrop()
{
    waitForAll();
}

void BackgroundDrop::dropWhenLast(std::vector<std::shared_ptr<const void>> references)
{
    for (auto& reference : references) {
        const bool held = std::any_of(m_watched.begin(), m_watched.end(), [&](const auto& w) {
            return !w.owner_before(reference) && !reference.owner_before(w);
        });
        if (reference && !held)
            m_watched.push_back(std::move(reference));
    }
    dropThoseLast();
    m_watch.setInterval(kFirstLookMs);
    if (m_watched.empty())
        m_watch.stop();
    else
        m_watch.start();
}

bool BackgroundDrop::dropThoseLast()
{
    // A count of 1 is ours alone: no one else holds one to copy it from. (A weak reference
    // locked meanwhile only moves the free to whoever lets go last.)
    std::vector<std::shared_ptr<const void>> last;
    for (auto it = m_watched.begin(); it != m_watched.end();) {
        if (it->use_count() == 1) {
            last.push_back(std::move(*it));
            it = m_watched.erase(it);
        } else {
            ++it;
        }
    }
    if (last.empty())
        return false;
    drop(std::move(last));
    return true;
}

void BackgroundDrop::drop(std::vector<std::shared_ptr<const void>> references)
{
    // Those whose thread has ended: the join only waits for the thread's exit.
    std::erase_if(m_batches, [](const std::unique_ptr<Batch>& batch) {
        if (!batch->ended.load(std::memory_order_acquire))
            return false;
        batch->thread.join();
        return true;
    });
    if (references.empty())
        return;
    auto batch = std::make_unique<Batch>();
    Batch* started = batch.get();
    started->thread = std::jthread([started, held = std::move(references)]() mutable {
        held.clear();
        started->ended.store(true, std::memory_order_release);
    });
    m_batches.push_back(std::move(batch));
}

void BackgroundDrop::waitForAll()
{
    for (const auto& batch : m_batches) {
        if (batch->thread.joinable())
            batch->thread.join();
    }
    m_batches.clear();
}

} // namespace tally
