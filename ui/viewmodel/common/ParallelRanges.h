// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace tally {

// Runs `work(begin, end)` over [0, count) split into one range per core, the first on the
// calling thread, and returns when all are done: for the work a keystroke starts on 100,000
// names, which must finish before the next one. Below `threshold` items it all runs here.
// Own threads rather than a pool: a pool may be busy with a long job (a load, a graph layout)
// and the keystroke would wait for it.
// The ranges forEachRange() splits into: one per core, up to 8. Asked once: glibc reads the cores
// from /sys in each std::thread::hardware_concurrency() (three system calls a keystroke).
inline std::size_t rangeCount()
{
    static const std::size_t threads =
        std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 8);
    return threads;
}

template <typename Work>
void forEachRange(std::size_t count, Work work, std::size_t threshold = 8192)
{
    const std::size_t threads = rangeCount();
    if (threads == 1 || count < threshold) {
        work(std::size_t(0), count);
        return;
    }
    const std::size_t chunk = (count + threads - 1) / threads;
    std::vector<std::jthread> workers;
    workers.reserve(threads - 1);
    for (std::size_t t = 1; t < threads; ++t) {
        const std::size_t begin = std::min(count, t * chunk);
        workers.emplace_back(work, begin, std::min(count, begin + chunk));
    }
    work(std::size_t(0), std::min(count, chunk));
} // the workers join as they go out of scope

} // namespace tally
