// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/DetailRowsOnDemand.h"

namespace tally {

DetailRowsOnDemand::DetailRowsOnDemand(std::size_t functionCount, int width, Make make,
                                       Prepare prepare)
    : m_make(std::move(make)), m_prepare(std::move(prepare)), m_functionCount(functionCount),
      m_slots(std::make_unique<std::atomic<const FunctionRows*>[]>(functionCount)), m_none(width)
{}

const FunctionRows& DetailRowsOnDemand::of(FunctionId function) const
{
    if (!function.isValid() || function.index() >= m_functionCount)
        return m_none;
    std::atomic<const FunctionRows*>& slot = m_slots[function.index()];
    if (const FunctionRows* made = slot.load(std::memory_order_acquire))
        return *made;
    FunctionRows rows = m_make(function);
    if (rows.empty()) {
        slot.store(&m_none, std::memory_order_release);
        return m_none;
    }
    auto owned = std::make_unique<const FunctionRows>(std::move(rows));
    const std::lock_guard lock(m_mutex);
    // Another thread may have made them meanwhile: its rows stay, as given.
    if (const FunctionRows* made = slot.load(std::memory_order_acquire))
        return *made;
    slot.store(owned.get(), std::memory_order_release);
    m_made.push_back(std::move(owned));
    return *m_made.back();
}

const FunctionRows& DetailRowsOnDemand::ofOnce(FunctionId function, FunctionRows& scratch) const
{
    if (isMade(function))
        return of(function);
    scratch = m_make(function);
    return scratch;
}

void DetailRowsOnDemand::prepare(std::span<const FunctionId> functions) const
{
    if (!m_prepare)
        return;
    std::vector<FunctionId> notMade;
    for (const FunctionId f : functions) {
        if (!isMade(f))
            notMade.push_back(f);
    }
    if (!notMade.empty())
        m_prepare(notMade);
}

std::size_t DetailRowsOnDemand::memoryBytes() const
{
    const std::lock_guard lock(m_mutex);
    std::size_t bytes = m_functionCount * sizeof(std::atomic<const FunctionRows*>);
    for (const auto& rows : m_made)
        bytes += rows->memoryBytes();
    return bytes;
}

} // namespace tally
