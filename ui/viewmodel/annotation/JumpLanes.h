// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QString>

#include <vector>

namespace tally {

// Lays out jump arrows between rows of an annotated listing in a gutter, as KCachegrind draws
// them: each arrow gets a vertical lane so that overlapping arrows stay apart; short arrows take
// the lanes nearest the text.
class JumpLanes
{
public:
    struct Arrow
    {
        int fromRow = 0;
        int toRow = 0;
        bool conditional = false;
        Count executed = 0;
        Count taken = 0;
    };
    // What crosses one row in one lane.
    struct Mark
    {
        enum Kind
        {
            Start,   // the arrow leaves from this row
            End,     // and points at this one
            Through, // passes by
        };
        Kind kind = Through;
        int lane = 0;
        bool conditional = false;
        bool downward = true;
        bool neverTaken = false;
        int arrow = 0; // index into arrows()
    };

    static constexpr int kMaxLanes = 8;
    // More arrows than this keep only the most executed ones: a listing with thousands of jumps
    // would be a solid block of lines anyway, and lane assignment is quadratic.
    static constexpr std::size_t kMaxArrows = 2000;

    void clear();
    // Replaces the arrows; arrows that start and end on the same row get no lane.
    void setArrows(std::vector<Arrow> arrows, int rowCount);
    const std::vector<Arrow>& arrows() const { return m_arrows; }
    int laneCount() const { return m_laneCount; }
    // Computed per call from the arrows (rows in view only), so that long arrows over long
    // listings cost no memory per row.
    std::vector<Mark> marks(int row) const;
    // "Jump to row … taken 3 of 5 times" lines for the arrows starting or ending at `row`.
    QString describe(int row, const std::vector<QString>& rowNames) const;

private:
    std::vector<Arrow> m_arrows;
    std::vector<int> m_lane; // per arrow
    int m_laneCount = 0;
};

} // namespace tally
