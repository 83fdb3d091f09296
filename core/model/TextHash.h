// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/StringTable.h"

#include <cstdint>

namespace tally::texthash {

// A hash of a string's bytes, read run by run: the same for equal texts in any two tables,
// whichever runs each table cut a context name into. For matching names across profiles
// (a comparison) without building a chain's text in one piece.
std::uint64_t of(const StringTable& strings, StringId id);

} // namespace tally::texthash
