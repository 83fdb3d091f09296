// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/WordHashing.h"

#include <chrono>
#include <random>

namespace tally::wordhashing {

const HashKey& processKey()
{
    static const HashKey key = [] {
        std::uint64_t words[2] = {};
        try {
            std::random_device device;
            for (std::uint64_t& word : words)
                word = std::uint64_t(device()) << 32 | device();
        } catch (...) { // no entropy source: the clock and the stack's address differ run to run
            const auto now =
                std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
            words[0] = now * 0x9e3779b97f4a7c15ull;
            words[1] = now * 0xa0761d6478bd642full + std::uint64_t(std::uintptr_t(&words));
        }
        return HashKey{words[0], words[1]};
    }();
    return key;
}

} // namespace tally::wordhashing
