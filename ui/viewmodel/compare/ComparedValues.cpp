// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparedValues.h"

#include "ui/viewmodel/common/KeyOrder.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tally {

// The type names spelled whole: an alias here meets other files' in the unity build (-Wshadow).

Cost ComparedValues::cost(std::size_t r, ProfileComparison::Side side) const
{
    const auto costs =
        measure == Measure::Inclusive ? comparison->inclusive(r, side) : comparison->self(r, side);
    return comparison->value(costs, event);
}

double ComparedValues::value(std::size_t r, ProfileComparison::Side side) const
{
    const Cost c = cost(r, side);
    return scale == Scale::Share ? comparison->share(c, side, event) : double(c);
}

double ComparedValues::changeOf(std::size_t r) const
{
    return ProfileComparison::relativeChange(value(r, ProfileComparison::Side::Base),
                                             value(r, ProfileComparison::Side::New));
}

bool ComparedValues::passes(std::size_t r, double minimumChange) const
{
    if (minimumChange <= 0)
        return true;
    const ProfileComparison::Kind kind = comparison->row(r).kind;
    return kind == ProfileComparison::Kind::Added || kind == ProfileComparison::Kind::Removed ||
           std::abs(changeOf(r)) > minimumChange;
}

namespace {

// The key of a column of values from the row's two values (not the effects').
std::int64_t valueKey(ComparedValues::Key key, double base, double current)
{
    switch (key) {
    case ComparedValues::Base:
        return keyorder::keyOf(base);
    case ComparedValues::New:
        return keyorder::keyOf(current);
    case ComparedValues::Delta:
        return keyorder::keyOf(current - base);
    default: // DeltaPercent
        return keyorder::keyOf(ProfileComparison::relativeChange(base, current));
    }
}

} // namespace

std::array<std::int64_t, ComparedValues::KeyCount> ComparedValues::keys(std::size_t r) const
{
    const double base = value(r, ProfileComparison::Side::Base);
    const double current = value(r, ProfileComparison::Side::New);
    const changeeffects::Split effects = comparison->effects(r, event);
    std::array<std::int64_t, KeyCount> keys{};
    for (const Key key : {Base, New, Delta, DeltaPercent})
        keys[std::size_t(key)] = valueKey(key, base, current);
    keys[CallsEffect] = effects.calls;
    keys[PerCallEffect] = effects.perCall;
    return keys;
}

std::int64_t ComparedValues::keyOf(std::size_t r, Key key) const
{
    if (key == CallsEffect || key == PerCallEffect) {
        const changeeffects::Split effects = comparison->effects(r, event);
        return key == CallsEffect ? effects.calls : effects.perCall;
    }
    return valueKey(key, value(r, ProfileComparison::Side::Base),
                    value(r, ProfileComparison::Side::New));
}

std::vector<std::size_t> ComparedValues::listed(const Listing& listing) const
{
    std::vector<std::size_t> rows = comparison->defaultOrder(event);
    if (listing.minimumChange > 0)
        std::erase_if(rows, [&](std::size_t r) { return !passes(r, listing.minimumChange); });
    if (listing.key == kDefaultOrder)
        return rows;
    std::vector<std::int64_t> keys(rows.size());
    if (listing.key == kByName) {
        const std::vector<std::uint32_t>& ranks = comparison->nameRanks();
        for (std::size_t i = 0; i < rows.size(); ++i)
            keys[i] = std::int64_t(ranks[rows[i]]);
    } else {
        const auto key = Key(listing.key);
        for (std::size_t i = 0; i < rows.size(); ++i)
            keys[i] = keyOf(rows[i], key);
    }
    std::vector<std::size_t> ordered;
    ordered.reserve(rows.size());
    for (const std::uint32_t place : keyorder::ordered(keys, listing.descending))
        ordered.push_back(rows[place]);
    return ordered;
}

ComparedValues::WidestRows ComparedValues::widestRows() const
{
    // The longest texts of a column are those of its largest and most negative values, and
    // Delta %'s words: a few texts to make, not one a row.
    constexpr double kInfinity = std::numeric_limits<double>::infinity();
    const std::int64_t fromZero = keyorder::keyOf(kInfinity);
    const std::int64_t toZero = keyorder::keyOf(-kInfinity);
    std::array<std::size_t, KeyCount> least{};
    std::array<std::size_t, KeyCount> most{};
    std::array<std::int64_t, KeyCount> leastKey;
    std::array<std::int64_t, KeyCount> mostKey;
    leastKey.fill(std::numeric_limits<std::int64_t>::max());
    mostKey.fill(std::numeric_limits<std::int64_t>::min());
    WidestRows widest;
    unsigned wordsSeen = 0; // by the bits of `word` below
    for (std::size_t r = 0; r < comparison->rowCount(); ++r) {
        const ProfileComparison::Kind kind = comparison->row(r).kind;
        const std::array<std::int64_t, KeyCount> rowKeys = keys(r);
        for (int k = Base; k < KeyCount; ++k) {
            const auto i = std::size_t(k);
            const std::int64_t key = rowKeys[i];
            if (k == DeltaPercent) {
                const unsigned word = kind == ProfileComparison::Kind::Added     ? 1U
                                      : kind == ProfileComparison::Kind::Removed ? 2U
                                      : key == fromZero                          ? 4U
                                      : key == toZero                            ? 8U
                                                                                 : 0U;
                if (word != 0) {
                    if (!(wordsSeen & word))
                        widest[i].push_back(r);
                    wordsSeen |= word;
                    continue;
                }
            }
            if (key < leastKey[i]) {
                leastKey[i] = key;
                least[i] = r;
            }
            if (key > mostKey[i]) {
                mostKey[i] = key;
                most[i] = r;
            }
        }
    }
    for (std::size_t i = 0; i < KeyCount; ++i) {
        if (leastKey[i] <= mostKey[i]) {
            widest[i].push_back(least[i]);
            widest[i].push_back(most[i]);
        }
    }
    return widest;
}

ComparedValues::ChangeCounts ComparedValues::changeCounts(double minimumChange) const
{
    ChangeCounts counts;
    for (std::size_t r = 0; r < comparison->rowCount(); ++r) {
        const ProfileComparison::Kind kind = comparison->row(r).kind;
        if (kind == ProfileComparison::Kind::Added) {
            ++counts.added;
        } else if (kind == ProfileComparison::Kind::Removed) {
            ++counts.removed;
        } else {
            const double change = changeOf(r);
            if (minimumChange > 0 && !(std::abs(change) > minimumChange))
                continue;
            counts.grew += change > 0 ? 1 : 0;
            counts.shrank += change < 0 ? 1 : 0;
        }
    }
    return counts;
}

} // namespace tally
