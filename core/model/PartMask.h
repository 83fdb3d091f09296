// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <vector>

namespace tally {

// Which parts of a profile a view or an analysis counts. "Every part" is a state of its own, not
// a flag per part, so that the common case takes the analyses' fast path and a selection made for
// one profile is recognizably not one for another with a different number of parts.
//
// A default-constructed mask selects every part, however many there are: what an analysis given
// no selection counts. Masks made for a profile know its part count, and parts past it are not
// selected.
class PartMask
{
public:
    PartMask() = default;
    static PartMask all(std::size_t partCount);
    static PartMask none(std::size_t partCount);
    // One flag per part; every flag set gives all(flags.size()).
    static PartMask fromFlags(std::vector<bool> flags);

    bool isAll() const { return m_flags.empty(); }
    std::size_t partCount() const { return m_partCount; }
    bool contains(PartId part) const
    {
        if (m_flags.empty())
            return m_anyCount || part.index() < m_partCount;
        return part.index() < m_flags.size() && m_flags[part.index()];
    }
    // How many of partCount() parts are selected.
    std::size_t count() const;
    // The selected parts, ascending.
    std::vector<PartId> selectedParts() const;

    // This mask for a profile of `partCount` parts: itself when made for that many, else every
    // part (a selection for another profile means nothing here).
    PartMask fittedTo(std::size_t partCount) const;
    PartMask with(PartId part, bool selected) const;
    PartMask toggled(PartId part) const { return with(part, !contains(part)); }
    PartMask inverted() const;

    friend bool operator==(const PartMask&, const PartMask&) = default;

private:
    std::size_t m_partCount = 0;
    bool m_anyCount = true;    // default-constructed: every part whatever partCount() says
    std::vector<bool> m_flags; // one per part; empty when every part is selected
};

} // namespace tally
