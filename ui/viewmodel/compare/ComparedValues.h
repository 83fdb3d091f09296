// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tally {

// The numbers of the Compare view's rows for one event type, scale and measure: what its model
// shows, sorts by and measures. A value that any thread can read while the comparison lives, so
// that a worker can measure the event types not shown yet (choosing one in the Compare view's box
// measured 126,742 rows on the GUI thread: 72 M instructions of a 29-48 ms choice).
struct ComparedValues
{
    enum class Scale
    {
        Absolute,
        Share, // each side as a share of its own total: for runs of different length
    };
    enum class Measure
    {
        Inclusive,
        Self,
    };
    // The number columns, in the Compare view's order.
    enum Key
    {
        Base,
        New,
        Delta,
        DeltaPercent,
        CallsEffect,
        PerCallEffect,
        KeyCount
    };
    // How the rows of a filter changed: added and removed by their kind, the others by changeOf().
    struct ChangeCounts
    {
        int grew = 0;
        int shrank = 0;
        int added = 0;
        int removed = 0;
        bool operator==(const ChangeCounts&) const = default;
    };
    // By key, the rows whose texts may be a column's widest: those of its least and most key, and
    // for Delta % the first row of each of its words (added, removed, from 0, to 0).
    using WidestRows = std::array<std::vector<std::size_t>, KeyCount>;

    const ProfileComparison* comparison = nullptr;
    int event = 0;
    Scale scale = Scale::Absolute;
    Measure measure = Measure::Inclusive;

    // Row `r`'s cost of the measure on one side, and the value shown (the cost, or its share).
    Cost cost(std::size_t r, ProfileComparison::Side side) const;
    double value(std::size_t r, ProfileComparison::Side side) const;
    // The change of the values shown in percent (+inf from 0).
    double changeOf(std::size_t r) const;
    // Whether row `r` is shown under a filter of `minimumChange` percent (0: every row): added
    // and removed rows always are.
    bool passes(std::size_t r, double minimumChange) const;
    // The number each column sorts row `r` by; the effects are made once for both of theirs.
    std::array<std::int64_t, KeyCount> keys(std::size_t r) const;
    // The one of them a sort by `key` reads.
    std::int64_t keyOf(std::size_t r, Key key) const;

    // How the list orders its rows: by a key (both ways), by name, or in the default order.
    static constexpr int kDefaultOrder = -1;
    static constexpr int kByName = -2;
    struct Listing
    {
        double minimumChange = 0; // percent; 0 shows every row
        int key = kDefaultOrder;  // a Key, kByName or kDefaultOrder
        bool descending = false;
        bool operator==(const Listing&) const = default;
    };
    // The rows the list shows, in order: the event's default order (which breaks every other's
    // ties) without those the filter hides, ordered by the key. One number a row, sorted by
    // keyorder: a sort by name compared QStrings of 127,000 names at each click (1.3 s).
    std::vector<std::size_t> listed(const Listing& listing) const;

    // Over every row of the comparison: one pass.
    WidestRows widestRows() const;
    ChangeCounts changeCounts(double minimumChange) const;
};

} // namespace tally
