// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The libFuzzer entry point of one target, chosen when built (TALLY_FUZZ_TARGET, an index into
// tally::fuzz::kTargets): fuzz/CMakeLists.txt makes tally_fuzz_<name> for each. Each input
// takes one way through its target (Depth::OneWay), so that the search runs fast.

#include "fuzz/FuzzTargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tally::fuzz::kTargets[TALLY_FUZZ_TARGET].run({data, size}, tally::fuzz::Depth::OneWay);
    return 0;
}
