// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>

namespace tally::largeallocations {

// Which pages of a growing table get transparent huge pages: those of its first `hugeBytes`
// bytes, of the `capacityBytes` the block at `block` holds, and small pages after them. operator
// new (LargeAllocations.cpp) marks every large block for huge pages, which makes a table's first
// touches cheap but keeps the last huge page it reached resident whole, used or not
// (names.callgrind: 1-2 MB for each of its big tables at the end of its parse, the peak of its
// load). A table that knows about where it will end leaves its last stretch to small pages. Only
// whole pages inside the block are marked; a hint, which may do nothing (other systems, sanitizer
// builds).
void adviseHugePagesUpTo(void* block, std::size_t capacityBytes, std::size_t hugeBytes);

} // namespace tally::largeallocations
