// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/StringTable.h"

#include <cstdint>
#include <functional>
#include <span>

namespace tally::nameorder {

// A name to order: its table (names of two profiles are ordered together) and its id there.
struct Named
{
    const StringTable* strings = nullptr;
    StringId name;
};

// Orders `items` (indices into `names`) by the names' bytes, as StringTable::compare orders them,
// and hands each range of items whose names are equal to `orderTies`, which orders it as it
// likes (by file and object, say).
//
// The names' first bytes are copied side by side and compared with one memcmp: for a few names
// all their bytes (up to 1,024), for many 64 or more (about 4 MB for them all); only the items
// whose bytes agree so far are read further. Context names (callgrind's --separate-callers)
// share hundreds of bytes of callers: a sort comparing whole names walked two chains of runs
// about 290 instructions a comparison, 625 M on 127,000 names. Iterative: a name of megabytes
// deepens no recursion.
void sort(std::span<std::uint32_t> items, std::span<const Named> names,
          const std::function<void(std::span<std::uint32_t>)>& orderTies);

} // namespace tally::nameorder
