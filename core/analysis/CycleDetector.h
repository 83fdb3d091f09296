// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <span>
#include <vector>

namespace tally {

// Strongly connected components of a directed graph given as adjacency lists (CSR form), found
// with an iterative Tarjan walk: a call chain of any depth cannot overflow the C++ stack.
namespace cycledetector {

// `offsets` has nodeCount + 1 entries; targets[offsets[n] .. offsets[n + 1]) are n's edges.
// Returns, for each node, its component index, and only components with two or more nodes
// count as cycles: other nodes get kInvalidId.
std::vector<std::uint32_t> findCycles(std::span<const std::uint32_t> offsets,
                                      std::span<const std::uint32_t> targets,
                                      std::uint32_t* cycleCount);

} // namespace cycledetector

} // namespace tally
