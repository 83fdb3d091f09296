// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/output/ByteBuffer.h"

#include <QString>

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace tally {

// The widths of the text reports' number columns (report, list, diff). Each column is as wide
// as its widest cell (and at least as wide as it always was), so that a cost of 31,832,575 and a
// share of 1463.10 % never run together. Every number the writers print is written wider the
// larger its magnitude, on either side of zero, so a column's widest cell is one of its two
// extremes: the rows are scanned once for those, and only they are written to be measured.
namespace textcolumns {

// The bytes ByteBuffer::grouped(value) writes ("-1,234,567": 10).
std::size_t groupedWidth(std::int64_t value);
// The same digits as text, for the lines written through a QTextStream or QString::arg.
QString grouped(std::int64_t value);
// The bytes of `value` in decimal, as ByteBuffer writes an integer.
std::size_t decimalWidth(std::uint64_t value);

// The smallest and largest value of a column.
template <typename Value>
struct Extremes
{
    Value low{};
    Value high{};
    bool any = false;

    void add(Value value)
    {
        low = any ? std::min(low, value) : value;
        high = any ? std::max(high, value) : value;
        any = true;
    }
    // The widest of what `write(buffer, value)` writes for the two extremes (0 for none).
    template <typename Write>
    std::size_t widest(Write write) const
    {
        if (!any)
            return 0;
        ByteBuffer scratch;
        write(scratch, low);
        const std::size_t lowWidth = scratch.size();
        write(scratch, high);
        return std::max(lowWidth, scratch.size() - lowWidth);
    }
};

// A column `minimum` wide, or wider for its widest cell plus the `gap` of spaces that must
// separate it from the column before.
inline std::size_t width(std::size_t minimum, std::size_t widestCell, std::size_t gap = 0)
{
    return std::max(minimum, widestCell + gap);
}

} // namespace textcolumns

} // namespace tally
