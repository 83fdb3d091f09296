// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QtGlobal>

#include <cstdint>

// How a cost line's position fields move the position: a '+' or '-' number relative to the last,
// anything else (a plain number) absolute. Shared by the lines read one at a time and the runs.
namespace tally::positionmoves {

inline Address movedAddress(Address address, char sign, std::uint64_t value)
{
    return sign == '+' ? address + value : sign == '-' ? address - value : value;
}

// False when the line leaves 0..UINT32_MAX (the careful path says why).
inline bool moveLine(qint64& line, char sign, std::uint64_t value)
{
    const qint64 delta = qint64(value);
    const qint64 moved = sign == '+' ? line + delta : sign == '-' ? line - delta : delta;
    if (std::uint64_t(moved) > std::uint64_t(UINT32_MAX))
        return false;
    line = moved;
    return true;
}

} // namespace tally::positionmoves
