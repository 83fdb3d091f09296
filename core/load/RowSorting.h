// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

// The builder's rows put in order within each function (ProfileBuilder.cpp, for call sites and
// jumps; ProfileBuilderLines.cpp, for line rows), and its tables handed to the profile.
namespace tally::rowsorting {

// Merges the neighbouring ascending runs items[0, middle) and items[middle, size) into one by
// `keyOf(item)`, through a copy of the shorter (`scratch`). Stable. Each item's key is made once
// for each time it is compared with another side's.
template <typename T, typename KeyOf>
void mergeRuns(T* items, std::size_t middle, std::size_t size, std::vector<T>& scratch, KeyOf keyOf)
{
    // The first run's first items not after the second's first stay, and so do the second's
    // last items not before the first's last: a later part's few new rows move only what
    // lies between.
    const auto secondFirst = keyOf(items[middle]);
    T* left = std::partition_point(items, items + middle,
                                   [&](const T& item) { return !(secondFirst < keyOf(item)); });
    T* right = items + middle;
    const auto firstLast = keyOf(items[middle - 1]);
    T* end = std::partition_point(right, items + size,
                                  [&](const T& item) { return keyOf(item) < firstLast; });
    if (left == right || right == end)
        return;
    if (right - left <= end - right) {
        // The first run's rest copied out, then merged forward from the left.
        scratch.assign(left, right);
        const T* a = scratch.data();
        const T* const aEnd = a + scratch.size();
        T* b = right;
        T* out = left;
        auto aKey = keyOf(*a);
        auto bKey = keyOf(*b);
        for (;;) {
            if (bKey < aKey) {
                *out++ = *b++;
                if (b == end)
                    break;
                bKey = keyOf(*b);
            } else {
                *out++ = *a++;
                if (a == aEnd)
                    return; // the second's rest is in its place
                aKey = keyOf(*a);
            }
        }
        std::copy(a, aEnd, out);
    } else {
        // The second run's rest copied out, then merged backward from the right.
        scratch.assign(right, end);
        const T* const bBegin = scratch.data();
        const T* b = bBegin + scratch.size();
        T* a = right;
        T* out = end;
        auto aKey = keyOf(a[-1]);
        auto bKey = keyOf(b[-1]);
        for (;;) {
            if (bKey < aKey) {
                *--out = *--a;
                if (a == left)
                    break;
                aKey = keyOf(a[-1]);
            } else {
                *--out = *--b;
                if (b == bBegin)
                    return; // the first's rest is in its place
                bKey = keyOf(b[-1]);
            }
        }
        std::copy_backward(bBegin, b, out);
    }
}

// Sorts `items` by `keyOf(item)` (stable), in few passes when they are a few ascending runs: a
// function's rows from the first part that had it, then the few new ones of each later part.
// Neighbouring runs are merged as timsort merges them (with the stack's invariant as corrected
// by de Gouw et al., 2015), so that a long first run is merged into once, with the others
// merged first, and the run lengths on the stack grow at least as fast as Fibonacci numbers.
template <typename T, typename KeyOf>
void sortRuns(std::span<T> items, std::vector<T>& scratch, KeyOf keyOf)
{
    struct Run
    {
        std::size_t begin;
        std::size_t size;
    };
    // Fibonacci-like lengths: 96 runs need more than 2^64 items.
    std::array<Run, 96> runs;
    std::size_t depth = 0;
    T* data = items.data();
    // Merges runs i and i + 1 into run i, moving the ones after them down; the caller then
    // counts one run less (in its own loop, where a checker sees the count change).
    const auto mergeAt = [&](std::size_t i) {
        mergeRuns(data + runs[i].begin, runs[i].size, runs[i].size + runs[i + 1].size, scratch,
                  keyOf);
        runs[i].size += runs[i + 1].size;
        std::copy(runs.begin() + std::ptrdiff_t(i + 2), runs.begin() + std::ptrdiff_t(depth),
                  runs.begin() + std::ptrdiff_t(i + 1));
    };
    const std::size_t count = items.size();
    for (std::size_t begin = 0; begin < count;) {
        std::size_t end = begin + 1;
        for (auto last = keyOf(data[begin]); end < count; ++end) {
            const auto key = keyOf(data[end]);
            if (key < last)
                break;
            last = key;
        }
        runs[depth++] = {begin, end - begin};
        begin = end;
        while (depth > 1) {
            std::size_t n = depth - 2;
            if ((n > 0 && runs[n - 1].size <= runs[n].size + runs[n + 1].size) ||
                (n > 1 && runs[n - 2].size <= runs[n - 1].size + runs[n].size)) {
                if (runs[n - 1].size < runs[n + 1].size)
                    --n;
            } else if (runs[n].size > runs[n + 1].size) {
                break;
            }
            mergeAt(n);
            --depth; // runs n and n + 1 are one now
        }
    }
    while (depth > 1) {
        std::size_t n = depth - 2;
        if (n > 0 && runs[n - 1].size < runs[n + 1].size)
            --n;
        mergeAt(n);
        --depth;
    }
}

// Puts rows [begin, end) and their costs in a new order: the i-th becomes the one that was at
// begin + from(i).
// Not inline: whether the compiler inlined its copies into sortEachFunctionsLineRows changed with
// unrelated code elsewhere in its file, by 0.9 M instructions on first4m.callgrind.
template <typename Row, typename From>
[[gnu::noinline]] void permuteRows(std::vector<Row>& rows, std::vector<Cost>& costs, int width,
                                   std::size_t begin, std::size_t end, From from,
                                   std::vector<Row>& rowScratch, std::vector<Cost>& costScratch)
{
    rowScratch.assign(rows.begin() + std::ptrdiff_t(begin), rows.begin() + std::ptrdiff_t(end));
    costScratch.assign(costs.begin() + std::ptrdiff_t(begin * width),
                       costs.begin() + std::ptrdiff_t(end * width));
    for (std::size_t i = 0; i < end - begin; ++i) {
        const std::size_t was = from(i);
        rows[begin + i] = rowScratch[was];
        if (width == 1)
            costs[begin + i] = costScratch[was]; // not a call to copy one value
        else
            std::copy_n(costScratch.begin() + std::ptrdiff_t(was * width), width,
                        costs.begin() + std::ptrdiff_t((begin + i) * width));
    }
}

// Sorts rows [begin, end), known not to be in order, and their costs by `keyOf(row)`. The keys
// are sorted with their rows' places beside them, by value: a comparison reads no row (a sort
// through the rows' indexes read two rows of a large table for each, a cache miss or two). Keys
// are distinct (each row's is its identity within its function): the order is the only one.
// `keyAt(i)`: row i's key.
template <typename Row, typename KeyAt, typename Key>
void sortUnorderedRows(std::vector<Row>& rows, std::vector<Cost>& costs, int width,
                       std::size_t begin, std::size_t end, KeyAt keyAt,
                       std::vector<std::pair<Key, std::uint32_t>>& order,
                       std::vector<Row>& rowScratch, std::vector<Cost>& costScratch)
{
    order.clear();
    for (std::size_t i = begin; i < end; ++i)
        order.emplace_back(keyAt(i), std::uint32_t(i - begin));
    std::sort(order.begin(), order.end(),
              [](const auto& x, const auto& y) { return x.first < y.first; });
    permuteRows(
        rows, costs, width, begin, end, [&](std::size_t i) { return order[i].second; }, rowScratch,
        costScratch);
}

// sortUnorderedRows, unless the rows are in order already (most functions' are).
template <typename Row, typename KeyOf, typename Key>
void sortRows(std::vector<Row>& rows, std::vector<Cost>& costs, int width, std::size_t begin,
              std::size_t end, KeyOf keyOf, std::vector<std::pair<Key, std::uint32_t>>& order,
              std::vector<Row>& rowScratch, std::vector<Cost>& costScratch)
{
    if (!std::is_sorted(rows.begin() + std::ptrdiff_t(begin), rows.begin() + std::ptrdiff_t(end),
                        [&](const Row& x, const Row& y) { return keyOf(x) < keyOf(y); }))
        sortUnorderedRows(
            rows, costs, width, begin, end, [&](std::size_t i) { return keyOf(rows[i]); }, order,
            rowScratch, costScratch);
}

} // namespace tally::rowsorting
