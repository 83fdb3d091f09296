// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/FunctionRows.h"
#include "core/model/Id.h"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
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
    // Makes a function's rows; `keep` false when they are for unkept(), whose rows from other
    // profiles made on demand are not to be kept either.
    using Make = std::function<FunctionRows(FunctionId, bool keep)>;

    DetailRowsOnDemand(std::size_t functionCount, int width, Make make);

    // `function`'s rows; none for an id past the profile's functions.
    const FunctionRows& of(FunctionId function) const;

    // `function`'s rows without keeping them: those kept, or made for the caller alone. For a
    // look at every function's rows (which functions call into an object), which kept would
    // hold all of them again, one allocation each.
    FunctionRows unkept(FunctionId function) const;

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
    std::size_t m_functionCount = 0;
    // By function: its rows once made (those of m_none when it has none), else null.
    std::unique_ptr<std::atomic<const FunctionRows*>[]> m_slots;
    mutable std::mutex m_mutex; // guards m_made
    mutable std::vector<std::unique_ptr<const FunctionRows>> m_made;
    FunctionRows m_none;
};

} // namespace tally
