// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <iterator>

namespace tally {

// The ids 0 .. count - 1 of one kind, for loops over a table: `for (FunctionId f : ids)`.
// Hand-written rather than a std::views::iota pipeline: moc cannot parse <ranges>, and every
// header with a Q_OBJECT class ends up including this one.
template <typename IdT>
class IdRange
{
public:
    using Index = typename IdT::Index;

    class iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = IdT;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = IdT;

        iterator() = default;
        explicit iterator(Index index) : m_index(index) {}
        IdT operator*() const { return IdT(m_index); }
        iterator& operator++()
        {
            ++m_index;
            return *this;
        }
        iterator operator++(int)
        {
            iterator before = *this;
            ++m_index;
            return before;
        }
        bool operator==(const iterator&) const = default;

    private:
        Index m_index = 0;
    };

    explicit IdRange(std::size_t count) : m_count(Index(count)) {}
    iterator begin() const { return iterator(0); }
    iterator end() const { return iterator(m_count); }
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
