// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

// The fuzz targets: each takes arbitrary bytes as a profile file (or a name) and runs everything
// Tally does with it. Any crash, sanitizer report, hang or disagreement (they abort) is a bug:
// profiles are untrusted input. One libFuzzer program per target (FuzzEntry.cpp) and one replay
// program for all of them (FuzzReplay.cpp); docs/fuzzing.md says how to run them.
namespace tally::fuzz {

// The bytes as one profile file parsed in memory, built, and every analysis run on it: the flat
// profile with and without cycles, callers/callees, coverage and cycle relations, the call graph
// and its DOT text, the call maps and their layout, the flame tree and folded stacks, the report,
// and the shortened and compact names of its functions.
void analyses(std::span<const std::uint8_t> bytes);

// The bytes as a file on disk, through the loader: read in one pass, cut in two halves parsed on
// two threads at part headers, in three pieces at two of them, wherever SplitPoint cuts two and
// three pieces, and compressed as gzip (one member and two); every load must give the same
// profile. Bytes that are gzip are inflated as such.
void load(std::span<const std::uint8_t> bytes);

// The bytes as a function name (UTF-8): shortened, compact forms, fuzzy matching.
void names(std::span<const std::uint8_t> bytes);

struct Target
{
    std::string_view name;
    void (*run)(std::span<const std::uint8_t> bytes);
};

inline constexpr Target kTargets[] = {
    {"analyses", analyses},
    {"load", load},
    {"names", names},
};

} // namespace tally::fuzz
