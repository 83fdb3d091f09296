// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CountingIterator.h"

#include <cstddef>

namespace tally {

// The ids 0 .. count - 1 of one kind, for loops over a table: `for (FunctionId f : ids)`.
template <typename IdT>
class IdRange
{
public:
    using Index = typename IdT::Index;
    struct MakeId
    {
        IdT operator()(std::size_t index) const { return IdT(Index(index)); }
    };
    using iterator = CountingIterator<MakeId>;

    explicit IdRange(std::size_t count) : m_count(Index(count)) {}
    iterator begin() const { return iterator(MakeId(), 0); }
    iterator end() const { return iterator(MakeId(), m_count); }
    std::size_t size() const { return m_count; }

private:
    Index m_count = 0;
};

template <typename IdT>
IdRange<IdT> idRange(std::size_t count)
{
    return IdRange<IdT>(count);
}

} // namespace tally
