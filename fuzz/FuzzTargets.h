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

// How much of a target runs on one input. The analyses and load targets try one input many ways
// (parts, cycles, event types; cuts and gzip), which made them run tens of inputs a second. Under
// libFuzzer each input takes one of those ways, picked by a hash of its bytes (the same input
// always the same way, so a finding replays), and the search covers every way over many inputs;
// replaying the seed corpus (every build's tally_fuzz_replay tests) takes every way.
enum class Depth
{
    OneWay,   // libFuzzer: the way the input's hash picks
    EveryWay, // the corpus replay: all of them
};

// Which of `count` ways (count > 0) `bytes` take: a hash of the bytes (FNV-1a), so that a mutation
// of an input may take another way.
inline std::size_t wayOf(std::span<const std::uint8_t> bytes, std::size_t count)
{
    std::uint64_t hash = 14695981039346656037ULL;
    for (const std::uint8_t byte : bytes)
        hash = (hash ^ byte) * 1099511628211ULL;
    return std::size_t(hash % count);
}

// The bytes as one profile file parsed in memory, built, and the analyses run on it: the flat
// profile with and without cycles, callers/callees, coverage and cycle relations, the call graph
// and its DOT text, the call maps and their layout, the flame tree and folded stacks, the report,
// and the shortened and compact names of its functions. EveryWay: for every part and the first
// part alone, with and without cycles, for the first and the last event type; OneWay: one of
// those.
void analyses(std::span<const std::uint8_t> bytes, Depth depth);

// The bytes as a file on disk, through the loader: read in one pass, and then (EveryWay: each;
// OneWay: one of them) cut in two halves parsed on two threads at part headers, in three pieces at
// two of them, wherever SplitPoint cuts two and three pieces, and compressed as gzip (one member
// and two); every load must give the one-pass profile. Bytes that are gzip are inflated as such.
void load(std::span<const std::uint8_t> bytes, Depth depth);

// The bytes as a function name (UTF-8): shortened, compact forms, fuzzy matching (all of it at
// either depth).
void names(std::span<const std::uint8_t> bytes, Depth depth);

struct Target
{
    std::string_view name;
    void (*run)(std::span<const std::uint8_t> bytes, Depth depth);
};

inline constexpr Target kTargets[] = {
    {"analyses", analyses},
    {"load", load},
    {"names", names},
};

} // namespace tally::fuzz
