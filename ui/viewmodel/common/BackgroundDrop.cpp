// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/common/BackgroundDrop.h"

#include <algorithm>

namespace tally {

BackgroundDrop::~BackgroundDrop()
{
    waitForAll();
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
