// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <algorithm>
#include <deque>
#include <future>
#include <type_traits>
#include <utility>

namespace tally::profileseries {

// Runs `produce(k)` for k = 0 .. count-1 on up to `concurrency` threads at once and hands each
// result to `consume(k, value)` on the calling thread, in order of k. A series loads its steps
// this way: a step's load (the most of its time, one core each) runs beside the loads of the next
// steps, and the matching of step k waits only for step k itself. Step k + concurrency starts once
// step k is consumed, so at most `concurrency` results are held besides what `consume` keeps.
// `consume` returns false to stop: the steps under way are waited for, their results dropped
// (a `produce` that can be canceled should be told first). Returns whether every step was
// consumed. `produce` must not throw.
template <typename Produce, typename Consume>
bool runInOrder(int count, int concurrency, Produce&& produce, Consume&& consume)
{
    using Value = std::invoke_result_t<Produce&, int>;
    std::deque<std::future<Value>> underWay;
    int started = 0;
    const auto start = [&] {
        underWay.push_back(
            std::async(std::launch::async, [&produce, step = started] { return produce(step); }));
        ++started;
    };
    while (started < count && int(underWay.size()) < std::max(concurrency, 1))
        start();
    for (int step = 0; step < count; ++step) {
        Value value = underWay.front().get();
        underWay.pop_front();
        if (!consume(step, std::move(value)))
            return false; // the futures' destructors wait for the steps under way
        if (started < count)
            start();
    }
    return true;
}

} // namespace tally::profileseries
