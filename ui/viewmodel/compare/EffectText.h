// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ChangeEffects.h"

#include <QString>

#include <cstdint>

// How the comparison's views say why a change happened (core/analysis/ChangeEffects.h), the same
// in the flat comparison and in the compared callers and callees.
namespace tally::effecttext {

// Which of the two effects is the larger, by magnitude: what a row is coloured by.
enum class Dominant : std::uint8_t
{
    None, // no change
    Calls,
    PerCall,
};
Dominant dominant(const changeeffects::Split& split);

// The change in words: "called 2x as often, 1,500 -> 3,000, at the same cost per call", "called
// as often (1,000 times), each call 98.77 % dearer, 810 -> 1,610", "only in the new profile,
// called 3 times", "never called in the baseline (a root): all per call".
QString explain(const changeeffects::Side& base, const changeeffects::Side& current);
// "Calls effect +1,500, per-call effect 0": the two numbers, for a tooltip's last line.
QString numbers(const changeeffects::Split& split);

} // namespace tally::effecttext
