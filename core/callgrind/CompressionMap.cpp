// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/callgrind/CompressionMap.h"

#include "core/load/VectorAppend.h"

namespace tally {

void CompressionMap::growDense(std::uint64_t id)
{
    // Half as many again, the pages resident in one call (cut300: 790 page faults on two
    // threads when each page of each growth faulted in).
    resizeResident(m_dense, id + 1 + id / 2, StringId()); // new entries are invalid ids
}

} // namespace tally
