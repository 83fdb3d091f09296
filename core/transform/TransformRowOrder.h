// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/CostArithmetic.h"
#include "core/model/CostTable.h"
#include "core/model/ProfileData.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <span>
#include <tuple>
#include <vector>

// How a transform's new rows are put in order and summed (TransformRows.cpp): appending costs to
// a table under construction, filtering rows in place, and sorting rows by a key in about linear
// time for the rows transforms make.
namespace tally::transformrows {

// Appends `costs` to `values`, the cost table under construction. One event (most profiles')
// without a call to memmove for each row.
inline void append(std::vector<Cost>& values, std::span<const Cost> costs)
{
    if (costs.size() == 1)
        values.push_back(costs[0]);
    else
        values.insert(values.end(), costs.begin(), costs.end());
}

// Copies a row of `width` costs.
inline void copyRow(std::span<const Cost> from, std::span<Cost> to)
{
    if (from.size() == 1)
        to[0] = from[0];
    else
        std::ranges::copy(from, to.begin());
}

// Appends `count` rows of costs that lie back to back from `first` on (a range of one table).
inline void appendRows(std::vector<Cost>& values, std::span<const Cost> first, std::size_t count)
{
    if (count > 0)
        values.insert(values.end(), first.data(), first.data() + count * first.size());
}

// The table's first `rows` rows, as a table of their own.
inline CostTable firstRows(const CostTable& costs, std::size_t rows)
{
    const std::size_t width = std::size_t(costs.width());
    if (rows == 0)
        return CostTable(costs.width(), 0, {});
    const Cost* first = costs.row(0).data();
    return CostTable(costs.width(), rows, std::vector<Cost>(first, first + rows * width));
}

// begins[k] .. begins[k + 1]: the rows whose key(row) is k, for rows sorted by key.
template <typename Row, typename Key>
std::vector<std::size_t> beginsOf(const std::vector<Row>& rows, std::size_t keys, Key key)
{
    std::vector<std::size_t> begins(keys + 1, rows.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::size_t k = key(rows[i]);
        while (next <= k)
            begins[next++] = i;
    }
    return begins;
}

// Rows and their costs, kept where `keep` says so (in order), with `remap` applied to each:
// moved down in place, the table cut once at the end.
template <typename Row, typename Keep, typename Remap>
void filter(std::vector<Row>& rows, CostTable* costs, Keep keep, Remap remap)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!keep(rows[i]))
            continue;
        if (kept != i) {
            rows[kept] = rows[i];
            if (costs)
                copyRow(costs->row(i), costs->row(kept));
        }
        remap(rows[kept]);
        ++kept;
    }
    if (kept == rows.size())
        return;
    rows.resize(kept);
    if (costs)
        *costs = firstRows(*costs, kept);
}

// `order` sorted by key(rows[i]) < keys, stably (a counting sort): each pass of a radix sort.
template <typename Row, typename Key>
void countingSort(const std::vector<Row>& rows, std::vector<std::uint32_t>& order, std::size_t keys,
                  Key key)
{
    std::vector<std::uint32_t> begins(keys + 1, 0);
    for (const std::uint32_t i : order)
        ++begins[key(rows[i]) + 1];
    // One value (the function, of a collapse's lines): the order stands.
    if (!order.empty() && begins[key(rows[order.front()]) + 1] == order.size())
        return;
    for (std::size_t k = 0; k < keys; ++k)
        begins[k + 1] += begins[k];
    std::vector<std::uint32_t> sorted(order.size());
    for (const std::uint32_t i : order)
        sorted[begins[key(rows[i])]++] = i;
    order = std::move(sorted);
}

// Sorts `order` (indexes of rows, ascending) by key, stably: by (key, index), each key made
// once (a collapsed object's 100,000 lines, compared as keys made again for each comparison,
// were most of a collapse's time).
template <typename Row, typename Key>
void sortByKey(const std::vector<Row>& rows, std::span<std::uint32_t> order, Key key)
{
    std::vector<std::pair<decltype(key(rows.front())), std::uint32_t>> keyed;
    keyed.reserve(order.size());
    for (const std::uint32_t i : order)
        keyed.emplace_back(key(rows[i]), i);
    std::ranges::sort(keyed);
    for (std::size_t k = 0; k < keyed.size(); ++k)
        order[k] = keyed[k].second;
}

// The order of `rows` by `key`, stable, as std::stable_sort would give it (empty for rows in order
// already), in about linear time
// for the rows a transform makes (sorting them all by comparisons cost a merge or a collapse of
// 127,000 functions a third of its time):
// - rows appended after rows in order (a merge's): the rows that break the order taken out,
//   sorted and merged back;
// - else (a collapse's new function, whose rows are all over): a counting sort by `radixKeys`
//   (each a number below its bound, the least significant first; together a prefix of `key`),
//   then a sort of each run of rows equal in them that is not in order yet.
template <typename Row, typename Key, typename... RadixKeys>
std::vector<std::uint32_t> orderOf(const std::vector<Row>& rows, Key key, RadixKeys... radixKeys)
{
    std::vector<std::uint32_t> inOrder;
    std::vector<std::uint32_t> misfits;
    inOrder.reserve(rows.size());
    for (std::uint32_t i = 0; i < rows.size(); ++i) {
        if (!inOrder.empty() && key(rows[i]) < key(rows[inOrder.back()]))
            misfits.push_back(i);
        else
            inOrder.push_back(i);
    }
    std::vector<std::uint32_t> order;
    if (misfits.empty())
        return order; // in order already
    if (misfits.size() <= rows.size() / 8) {
        sortByKey(rows, misfits, key);
        order.resize(rows.size());
        // (key, index) on both sides: ties keep the rows' order.
        std::ranges::merge(inOrder, misfits, order.begin(), [&](std::uint32_t a, std::uint32_t b) {
            return std::pair(key(rows[a]), a) < std::pair(key(rows[b]), b);
        });
        return order;
    }
    order.resize(rows.size());
    std::iota(order.begin(), order.end(), 0U);
    // A key of one value (the part, in a profile of one) sorts nothing.
    ((radixKeys.first > 1 ? countingSort(rows, order, radixKeys.first, radixKeys.second) : void()),
     ...);
    const auto sameRadix = [&]([[maybe_unused]] std::uint32_t a, [[maybe_unused]] std::uint32_t b) {
        return ((radixKeys.second(rows[a]) == radixKeys.second(rows[b])) && ...);
    };
    std::size_t first = 0;
    while (first < order.size()) {
        std::size_t last = first + 1;
        bool sorted = true;
        for (; last < order.size() && sameRadix(order[first], order[last]); ++last)
            sorted = sorted && !(key(rows[order[last]]) < key(rows[order[last - 1]]));
        if (!sorted)
            sortByKey(rows, std::span(order).subspan(first, last - first), key);
        first = last;
    }
    return order;
}

// Sorts rows (and their costs) by `key` unless they are in order already (a transform that
// keeps the function order keeps the rows'), then sums rows of one key into the first: `merge`
// for the rows' counts, the table for their costs. `radixKeys`: see orderOf().
template <typename Row, typename Key, typename Merge, typename... RadixKeys>
void sortAndSum(std::vector<Row>& rows, CostTable* costs, Key key, Merge merge,
                RadixKeys... radixKeys)
{
    const int width = costs ? costs->width() : 0;
    const std::vector<std::uint32_t> order = orderOf(rows, key, radixKeys...);
    if (!order.empty()) {
        // The rows in order, each run of one key summed into its first as they come: one pass.
        std::vector<Row> sorted;
        sorted.reserve(rows.size());
        std::vector<Cost> values;
        if (costs)
            values.reserve(rows.size() * std::size_t(width));
        for (const std::uint32_t i : order) {
            if (!sorted.empty() && key(sorted.back()) == key(rows[i])) {
                merge(sorted.back(), rows[i]);
                if (costs)
                    costmath::addRow(values.data() + (sorted.size() - 1) * std::size_t(width),
                                     costs->row(i));
                continue;
            }
            sorted.push_back(rows[i]);
            if (!costs)
                continue;
            const std::span<const Cost> row = costs->row(i);
            if (width == 1)
                values.push_back(row[0]);
            else
                values.insert(values.end(), row.begin(), row.end());
        }
        rows = std::move(sorted);
        if (costs)
            *costs = CostTable(width, rows.size(), std::move(values));
        return;
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (kept > 0 && key(rows[kept - 1]) == key(rows[i])) {
            merge(rows[kept - 1], rows[i]);
            if (costs)
                costs->addToRow(kept - 1, costs->row(i));
            continue;
        }
        if (kept != i) {
            rows[kept] = rows[i];
            if (costs)
                copyRow(costs->row(i), costs->row(kept));
        }
        ++kept;
    }
    if (kept == rows.size())
        return;
    rows.resize(kept);
    if (costs)
        *costs = firstRows(*costs, kept);
}

// Rows of one key summed into the first of them, in the order they are added, as sortAndSum sums
// them (the groups keep the order of their first rows): by a hash of the keys, for rows of many
// repeated keys that are not in order (a collapsed object's function: names.callgrind's libc
// functions in their contexts bring it 460,000 line rows of 4,970 (file, line), which sorting
// before summing made a third of the collapse). `hash(row)`: a hash of key(row).
template <typename Row, typename Key, typename Hash>
class KeySums
{
public:
    KeySums(int width, Key key, Hash hash)
        : m_width(std::size_t(width)), m_key(key), m_hash(hash), m_buckets(1024, kEmpty)
    {}

    void add(const Row& row, std::span<const Cost> costs)
    {
        // The group after the row before's: the rows of a function's contexts come in the same
        // order, so a row is most often of that group (found without a hash, inline).
        if (m_next < m_groups.size() && m_key(m_groups[m_next]) == m_key(row)) {
            costmath::addRow(m_values.data() + m_next * m_width, costs);
            ++m_next;
            return;
        }
        addByHash(row, costs);
    }

    // Each group's first row, and its sums.
    void takeInto(std::vector<Row>& rows, CostTable& costs)
    {
        costs = CostTable(int(m_width), m_groups.size(), std::move(m_values));
        rows = std::move(m_groups);
    }

private:
    static constexpr std::uint32_t kEmpty = ~std::uint32_t(0);

    [[gnu::noinline]] void addByHash(const Row& row, std::span<const Cost> costs)
    {
        const auto rowKey = m_key(row);
        // At most half full: grown (and filled again from the groups) before a row could pass it.
        if (2 * (m_groups.size() + 1) > m_buckets.size()) {
            m_buckets.assign(2 * m_buckets.size(), kEmpty);
            for (std::uint32_t g = 0; g < m_groups.size(); ++g)
                m_buckets[emptyBucket(m_groups[g])] = g;
        }
        std::size_t bucket = m_hash(row) & (m_buckets.size() - 1);
        while (m_buckets[bucket] != kEmpty && !(m_key(m_groups[m_buckets[bucket]]) == rowKey))
            bucket = (bucket + 1) & (m_buckets.size() - 1);
        if (m_buckets[bucket] != kEmpty) {
            costmath::addRow(m_values.data() + std::size_t(m_buckets[bucket]) * m_width, costs);
            m_next = std::size_t(m_buckets[bucket]) + 1;
            return;
        }
        m_buckets[bucket] = std::uint32_t(m_groups.size());
        m_next = m_groups.size() + 1;
        m_groups.push_back(row);
        append(m_values, costs);
    }

    std::size_t emptyBucket(const Row& row) const
    {
        std::size_t bucket = m_hash(row) & (m_buckets.size() - 1);
        while (m_buckets[bucket] != kEmpty)
            bucket = (bucket + 1) & (m_buckets.size() - 1);
        return bucket;
    }

    std::size_t m_width;
    Key m_key;
    Hash m_hash;
    std::vector<std::uint32_t> m_buckets; // group by hash, open addressing
    std::vector<Row> m_groups;
    std::vector<Cost> m_values;
    std::size_t m_next = 0;
};

// A line row's key, as rows are sorted by, and a hash of it.
inline constexpr auto lineKey = [](const LineCostRow& r) {
    return std::tuple(r.function, r.file, r.line, r.address);
};
inline constexpr auto lineHash = [](const LineCostRow& r) {
    std::uint64_t h = (std::uint64_t(r.function.index()) << 32 | r.file.index()) ^
                      (std::uint64_t(r.line) * 0x9e3779b97f4a7c15ULL) ^
                      (r.address * 0xc2b2ae3d27d4eb4fULL);
    h = (h ^ (h >> 33)) * 0xff51afd7ed558ccdULL; // MurmurHash3's finish
    return std::size_t(h ^ (h >> 33));
};
using LineSums = KeySums<LineCostRow, decltype(lineKey), decltype(lineHash)>;

// A call site's key, and how two of one key are summed (their costs by the table).
inline constexpr auto siteKey = [](const CallSiteRow& r) {
    return std::tuple(r.caller, r.callee, r.file, r.line, r.address);
};
inline constexpr auto addSiteCount = [](CallSiteRow& into, const CallSiteRow& from) {
    costmath::addCountTo(into.count, from.count);
};

// A jump's key, and how two of one key are summed.
inline constexpr auto jumpKey = [](const JumpRow& r) {
    // Values, not jumpOrder's references: keys are kept beside the rows they came from.
    return std::apply([&r](const auto&... field) { return std::tuple(r.function, field...); },
                      jumpOrder(r));
};
inline constexpr auto addJumpCounts = [](JumpRow& into, const JumpRow& from) {
    costmath::addCountTo(into.executed, from.executed);
    costmath::addCountTo(into.taken, from.taken);
};

// Whether key(row) grows strictly from row to row: rows in order, one of each key, as a
// transform that appends none and moves none to another function leaves them (focus, drop).
template <typename Row, typename Key>
bool strictlyIncreasing(const std::vector<Row>& rows, Key key)
{
    for (std::size_t i = 1; i < rows.size(); ++i) {
        if (!(key(rows[i - 1]) < key(rows[i])))
            return false;
    }
    return true;
}

} // namespace tally::transformrows
