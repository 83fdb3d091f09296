// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <string_view>

// What kind of line a Callgrind line is, as far as parts are concerned: the parser and the
// loader's choice of where to cut a file in two must agree on where a part starts.
namespace tally::callgrindlines {

enum class Kind
{
    Ignored,    // blank, a comment, or invalid: changes nothing about parts
    Header,     // `key: value` that belongs to the current part (summary:, totals:, event: ...)
    PartHeader, // `key: value` that opens a new part when the current one has a body
    Body        // a `key=value` line or a cost line: the current part now has a body
};

// Header keys that begin a new part once the current part has a body (`part:`, `version:`, ...).
bool isPartStartingKey(std::string_view key);

Kind classify(std::string_view line);

// The key of a header line (`version` for "version: 1"), empty for any other line.
std::string_view headerKey(std::string_view line);

} // namespace tally::callgrindlines
