// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/FunctionRows.h"
#include "core/model/Id.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace tally {

// The detail rows of a profile that makes them function by function, the first time they are
// asked for, and keeps them for its life: a transformed profile, most of whose functions have
// their source's rows renamed (copying all of names.callgrind's 1.5 million rows for each
// transform, when a view shows a few functions' rows, was a quarter of its instructions).
//
// Safe to ask from any thread at once (views' jobs run side by side): rows are made outside any
// lock, by `make`, which must give the same rows each time; the first made are kept, and a thread
// that made them too drops its own. Rows once given stay where they are.
class DetailRowsOnDemand
{
public:
    // Makes a function's rows.
    using Make = std::function<FunctionRows(FunctionId)>;
    // Told that the rows of `functions`, not made yet, are about to be asked for: a maker may
    // then make each of them more cheaply than alone (DetailRowsFromFile: by one full load,
    // for many).
    using Prepare = std::function<void(std::span<const FunctionId>)>;

    DetailRowsOnDemand(std::size_t functionCount, int width, Make make, Prepare prepare = {});

    // `function`'s rows; none for an id past the profile's functions.
    const FunctionRows& of(FunctionId function) const;
    // `function`'s rows, for a caller that reads them once: those made, else made into `scratch`
    // and not kept. (A collapsed object's members' rows, summed into the collapsed function's:
    // kept as well, libc's on names.callgrind were held twice, 72 MB more in the window.)
    const FunctionRows& ofOnce(FunctionId function, FunctionRows& scratch) const;

    // Says that the rows of `functions` are about to be asked for, many at once (the functions a
    // transform changes, or a collapsed object's).
    void prepare(std::span<const FunctionId> functions) const;

    // Whether `function`'s rows are made (of() then returns at once), or it has none to make.
    bool isMade(FunctionId function) const
    {
        return !function.isValid() || function.index() >= m_functionCount ||
               m_slots[function.index()].load(std::memory_order_acquire) != nullptr;
    }

    // The rows made so far, as FunctionRows::memoryBytes counts them.
    std::size_t memoryBytes() const;

private:
    Make m_make;
    Prepare m_prepare;
    std::size_t m_functionCount = 0;
    // By function: its rows once made (those of m_none when it has none), else null.
    std::unique_ptr<std::atomic<const FunctionRows*>[]> m_slots;
    mutable std::mutex m_mutex; // guards m_made
    mutable std::vector<std::unique_ptr<const FunctionRows>> m_made;
    FunctionRows m_none;
};

} // namespace tally
