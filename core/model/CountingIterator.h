// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <iterator>
#include <utility>

namespace tally {

// A forward iterator over the positions 0, 1, 2, ... of something, yielding `at(position)`:
// the ids of a table (IdRange) or the rows and costs of a row range (RowRange). Hand-written
// rather than a std::views::iota pipeline, since moc cannot parse <ranges> and these headers end
// up in Q_OBJECT classes' includes.
template <typename At>
class CountingIterator
{
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = decltype(std::declval<const At&>()(std::size_t()));
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = value_type;

    CountingIterator() = default;
    CountingIterator(At at, std::size_t position) : m_at(std::move(at)), m_position(position) {}

    value_type operator*() const { return m_at(m_position); }
    CountingIterator& operator++()
    {
        ++m_position;
        return *this;
    }
    CountingIterator operator++(int)
    {
        CountingIterator before = *this;
        ++m_position;
        return before;
    }
    // Iterators of one range differ only in their position.
    bool operator==(const CountingIterator& other) const { return m_position == other.m_position; }

private:
    At m_at{};
    std::size_t m_position = 0;
};

} // namespace tally
