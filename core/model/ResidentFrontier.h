// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/ResidentPages.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace tally {

// Where a table that grows at its end is resident up to: the pages ahead of its end are made
// resident in one call (residentpages::prefault) as it nears them, not by a page fault for
// each page its appends reach. Those faults were 13-14 microseconds each on the project's
// virtual machine, a fifth of a big load's time (cut300: 22,000 of them in a 1.4 s report);
// asked ahead, a page takes about 0.5. Advanced every few thousand lines (the loader's poll):
// nothing in the appends themselves.
class ResidentFrontier
{
public:
    // `usedBytes` of the `capacityBytes` at `data` are written: the pages up to a little more
    // than the table grew since the last call ahead of them are made resident, at most to its
    // capacity. A table moved (grown by a copy or a remap) is resident up to where it is used.
    void advance(void* data, std::size_t usedBytes, std::size_t capacityBytes)
    {
        if (data != m_data) {
            m_data = data;
            m_resident = usedBytes;
            m_lastUsed = usedBytes;
        }
        const std::size_t grown = usedBytes > m_lastUsed ? usedBytes - m_lastUsed : 0;
        m_lastUsed = usedBytes;
        if (usedBytes + kNear <= m_resident || m_resident >= capacityBytes)
            return;
        const std::size_t ahead = std::clamp(2 * grown, kLeast, kMost);
        const std::size_t target = std::min(capacityBytes, usedBytes + ahead);
        const std::size_t from = std::max(m_resident, usedBytes);
        if (target > from)
            residentpages::prefault(static_cast<char*>(data) + from, target - from);
        m_resident = target;
    }

    // The pages advance() made resident past `usedBytes` given back (residentpages::release):
    // at the end of a load, the table grows no more. Up to the end of the last page it made
    // resident (whole), as far as the table's capacity goes.
    void release(void* data, std::size_t usedBytes, std::size_t capacityBytes)
    {
        if (data == m_data && m_resident > usedBytes) {
            constexpr std::uintptr_t kPage = 4096;
            const auto begin = reinterpret_cast<std::uintptr_t>(data);
            const std::size_t end =
                std::min(capacityBytes, ((begin + m_resident + kPage - 1) & ~(kPage - 1)) - begin);
            if (end > usedBytes)
                residentpages::release(static_cast<char*>(data) + usedBytes, end - usedBytes);
        }
        m_data = nullptr;
        m_resident = 0;
        m_lastUsed = 0;
    }

    // A vector's (std::vector, IdVector).
    template <typename Values>
    void advance(Values& values)
    {
        using Value = typename Values::value_type;
        advance(std::to_address(values.begin()), values.size() * sizeof(Value),
                values.capacity() * sizeof(Value));
    }
    template <typename Values>
    void release(Values& values)
    {
        using Value = typename Values::value_type;
        release(std::to_address(values.begin()), values.size() * sizeof(Value),
                values.capacity() * sizeof(Value));
    }

private:
    // Asked again when the end comes this near; at least this much ahead (what is left of it
    // unused at the end of a load is resident for nothing), at most this much.
    static constexpr std::size_t kNear = std::size_t(64) << 10;
    static constexpr std::size_t kLeast = std::size_t(256) << 10;
    static constexpr std::size_t kMost = std::size_t(8) << 20;

    const void* m_data = nullptr;
    std::size_t m_resident = 0;
    std::size_t m_lastUsed = 0;
};

} // namespace tally
