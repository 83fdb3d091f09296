// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/Apportion.h"

#include "core/model/CostArithmetic.h"

#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <numeric>
#include <vector>

namespace tally::apportion {

namespace {

// 128 bits: a cost times a weight never overflows.
__extension__ typedef __int128 Wide; // NOLINT(modernize-use-using): pedantic accepts only this form

Cost positive(Cost value)
{
    return std::max<Cost>(value, 0);
}

// The units left after the floors (`left`, fewer than out.size()), one each to the largest
// remainders, the first of equal ones first.
template <typename Number>
void giveLeft(Cost left, std::span<const Number> remainders, std::span<Cost> out)
{
    std::vector<std::size_t> order(out.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    const auto larger = [&](std::size_t a, std::size_t b) {
        return remainders[a] != remainders[b] ? remainders[a] > remainders[b] : a < b;
    };
    const auto middle = order.begin() + std::ptrdiff_t(std::min<std::size_t>(left, order.size()));
    std::partial_sort(order.begin(), middle, order.end(), larger);
    for (auto it = order.begin(); it != middle; ++it)
        ++out[*it];
}

// The floors of whole * weight / sum and their remainders, in `Number` (wide enough for
// whole * sum); then the units left.
template <typename Number>
void sharesIn(Cost whole, Number sum, std::span<const Cost> weights, std::span<Cost> out)
{
    // Most calls share among a few rows (a function's lines, its calls): no allocation for them.
    constexpr std::size_t kFew = 16;
    std::array<Number, kFew> few{};
    std::vector<Number> many;
    if (weights.size() > kFew)
        many.resize(weights.size());
    const std::span<Number> remainders = weights.size() > kFew
                                             ? std::span<Number>(many)
                                             : std::span<Number>(few).first(weights.size());
    Cost given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const Number exact = Number(whole) * Number(positive(weights[i]));
        out[i] = Cost(exact / sum);
        remainders[i] = exact % sum;
        given += out[i];
    }
    const Cost left = whole - given; // fewer than weights.size()
    if (left > 0)
        giveLeft<Number>(left, remainders, out);
}

// Shares of a non-negative whole.
void sharesOfPositive(Cost whole, std::span<const Cost> weights, std::span<Cost> out)
{
    Wide sum = 0;
    for (const Cost w : weights)
        sum += positive(w);
    if (sum == 0) {
        std::ranges::fill(out, 0);
        if (!out.empty())
            out[0] = whole;
        return;
    }
    if (weights.size() == 1) {
        out[0] = whole; // whole * w / w
        return;
    }
    // In 64 bits when whole * sum (so every whole * weight) fits: the same numbers, without a
    // 128-bit division for each.
    std::int64_t product = 0;
    if (sum <= std::numeric_limits<std::int64_t>::max() &&
        !__builtin_mul_overflow(std::int64_t(whole), std::int64_t(sum), &product)) {
        sharesIn<std::int64_t>(whole, std::int64_t(sum), weights, out);
        return;
    }
    sharesIn<Wide>(whole, sum, weights, out);
}

} // namespace

void shares(Cost whole, std::span<const Cost> weights, std::span<Cost> out)
{
    Q_ASSERT(out.size() == weights.size());
    if (whole >= 0) {
        sharesOfPositive(whole, weights, out);
        return;
    }
    sharesOfPositive(costmath::subtract(0, whole), weights, out);
    for (Cost& share : out)
        share = costmath::subtract(0, share);
}

std::vector<Cost> table(std::span<const Cost> rowSums, std::span<const Cost> columnSums)
{
    const std::size_t rows = rowSums.size();
    const std::size_t columns = columnSums.size();
    std::vector<Cost> cells(rows * columns, 0);
    if (rows == 0 || columns == 0)
        return cells;
    Cost total = 0;
    for (const Cost c : columnSums)
        costmath::addTo(total, c);
    std::vector<Cost> rowTargets(rows);
    shares(total, rowSums, rowTargets);
    const bool negative = total < 0;
    const auto magnitude = [&](Cost v) { return negative ? costmath::subtract(0, v) : v; };
    const Cost whole = magnitude(total);
    if (whole == 0) {
        // Nothing to share; columns that still add up to something (of both signs) go to the
        // first row.
        for (std::size_t c = 0; c < columns; ++c)
            cells[c] = columnSums[c];
        return cells;
    }
    std::vector<Cost> rowLeft(rows);
    std::vector<Cost> columnLeft(columns);
    std::vector<Wide> remainders(rows * columns);
    for (std::size_t c = 0; c < columns; ++c)
        columnLeft[c] = magnitude(columnSums[c]);
    for (std::size_t r = 0; r < rows; ++r) {
        rowLeft[r] = positive(magnitude(rowTargets[r]));
        for (std::size_t c = 0; c < columns; ++c) {
            const Wide exact = Wide(rowLeft[r]) * positive(magnitude(columnSums[c]));
            cells[r * columns + c] = Cost(exact / whole);
            remainders[r * columns + c] = exact % whole;
        }
    }
    // Saturating: found by fuzzing, costs near the limit in columns of both signs (a merge of
    // a function called with 9223372036854775807 and -9223372036854775808) overflowed here.
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < columns; ++c) {
            rowLeft[r] = costmath::subtract(rowLeft[r], cells[r * columns + c]);
            columnLeft[c] = costmath::subtract(columnLeft[c], cells[r * columns + c]);
        }
    }
    // The units left: first one to each cell of largest remainder whose row and column still
    // lack one, then (rare: the greedy order left a row short) wherever both still lack some.
    std::vector<std::size_t> order(columns);
    for (std::size_t r = 0; r < rows; ++r) {
        if (rowLeft[r] <= 0)
            continue;
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::ranges::sort(order, [&](std::size_t a, std::size_t b) {
            const Wide ra = remainders[r * columns + a];
            const Wide rb = remainders[r * columns + b];
            return ra != rb ? ra > rb : a < b;
        });
        for (const std::size_t c : order) {
            if (rowLeft[r] == 0)
                break;
            if (columnLeft[c] > 0 && remainders[r * columns + c] > 0) {
                ++cells[r * columns + c];
                --rowLeft[r];
                --columnLeft[c];
            }
        }
    }
    std::size_t c = 0;
    for (std::size_t r = 0; r < rows; ++r) {
        while (rowLeft[r] > 0 && c < columns) {
            const Cost given = std::min(rowLeft[r], columnLeft[c]);
            if (given > 0) {
                cells[r * columns + c] += given;
                rowLeft[r] -= given;
                columnLeft[c] -= given;
            }
            if (columnLeft[c] <= 0)
                ++c;
        }
    }
    // Columns of the other sign than the total (a wrapped counter) or left over: their rest to
    // the first row, so each column still adds up.
    for (std::size_t k = 0; k < columns; ++k) {
        Wide sum = 0;
        for (std::size_t r = 0; r < rows; ++r)
            sum += cells[r * columns + k];
        const Wide first = Wide(cells[k]) + (Wide(magnitude(columnSums[k])) - sum);
        cells[k] = Cost(std::clamp<Wide>(first, costmath::kMinimum, costmath::kMaximum));
    }
    if (negative) {
        for (Cost& cell : cells)
            cell = costmath::subtract(0, cell);
    }
    return cells;
}

} // namespace tally::apportion
