// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/PartMask.h"

#include "core/model/IdRange.h"

#include <algorithm>

namespace tally {

PartMask PartMask::all(std::size_t partCount)
{
    PartMask mask;
    mask.m_partCount = partCount;
    mask.m_anyCount = false;
    return mask;
}

PartMask PartMask::none(std::size_t partCount)
{
    if (partCount == 0)
        return all(0); // nothing to leave out
    PartMask mask = all(partCount);
    mask.m_flags.assign(partCount, false);
    return mask;
}

PartMask PartMask::fromFlags(std::vector<bool> flags)
{
    PartMask mask = all(flags.size());
    if (!std::all_of(flags.begin(), flags.end(), [](bool on) { return on; }))
        mask.m_flags = std::move(flags);
    return mask;
}

std::size_t PartMask::count() const
{
    if (isAll())
        return m_partCount;
    return std::size_t(std::count(m_flags.begin(), m_flags.end(), true));
}

std::vector<PartId> PartMask::selectedParts() const
{
    std::vector<PartId> parts;
    for (const PartId p : idRange<PartId>(m_partCount)) {
        if (contains(p))
            parts.push_back(p);
    }
    return parts;
}

PartMask PartMask::fittedTo(std::size_t partCount) const
{
    return partCount == m_partCount && !m_anyCount ? *this : all(partCount);
}

PartMask PartMask::with(PartId part, bool selected) const
{
    if (part.index() >= m_partCount || contains(part) == selected)
        return *this;
    std::vector<bool> flags = isAll() ? std::vector<bool>(m_partCount, true) : m_flags;
    flags[part.index()] = selected;
    return fromFlags(std::move(flags));
}

PartMask PartMask::inverted() const
{
    if (isAll())
        return none(m_partCount);
    std::vector<bool> flags(m_flags.size());
    for (std::size_t p = 0; p < flags.size(); ++p)
        flags[p] = !m_flags[p];
    return fromFlags(std::move(flags));
}

} // namespace tally
