// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileBuilder's line rows once read: grouped by function and sorted (flattenLines), put back
// in their table for more reading (unflattenLines), and joined with another builder's
// (insertLines, mergeFlatLines).

#include "core/load/ProfileBuilder.h"

#include "core/load/GroupRows.h"
#include "core/load/RowSorting.h"
#include "core/load/VectorAppend.h"

#include "core/model/CostArithmetic.h"
#include "core/model/SideTask.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>
#include <span>
#include <vector>

namespace tally {

using rowsorting::permuteRows;
using rowsorting::sortRuns;

namespace {

__extension__ using LineOrder = unsigned __int128;

// Rows [begin, end) of an address column put in the order permuteRows gives their rows.
template <typename From>
void permuteAddresses(std::vector<Address>& addresses, std::size_t begin, std::size_t end,
                      From from, std::vector<Address>& scratch)
{
    if (addresses.empty())
        return;
    scratch.assign(addresses.begin() + std::ptrdiff_t(begin),
                   addresses.begin() + std::ptrdiff_t(end));
    for (std::size_t i = 0; i < end - begin; ++i)
        addresses[begin + i] = scratch[from(i)];
}

// The scratch space of sortLinePlaces and sortEachFunctionsLineRows, kept over their calls.
struct LineSortScratch
{
    std::vector<std::uint32_t> places;
    std::vector<std::uint32_t> runs;
    std::vector<LineRow> rows;
    std::vector<Cost> costs;
    std::vector<Address> addresses;
};

// Puts one function's rows, rows[places[0]] .. rows[places[count - 1]], in order of file, line
// and address (their address column empty when all are 0) by reordering `places`. Their order
// is mostly that of a few ascending runs, one for each part that added rows (callgrind writes a
// function's positions ascending): the runs are merged (sortRuns), not sorted anew. A row's key
// is made from the row when the merge reads it, not kept beside its place (a sort of keys and
// places, as before, made and moved the keys of every row, and compared each several times).
void sortLinePlaces(const std::vector<LineRow>& rows, const std::vector<Address>& addresses,
                    std::uint32_t* places, std::size_t count, std::vector<std::uint32_t>& runs)
{
    // Most functions of a big profile have one row (names.callgrind: 103,568 of 126,742): no
    // call to sort them.
    if (count < 2)
        return;
    const std::span<std::uint32_t> span(places, count);
    // Plain pointers: a vector's own would be read again at every comparison.
    const LineRow* const rowAt = rows.data();
    if (addresses.empty()) {
        sortRuns(span, runs, [rowAt](std::uint32_t x) {
            return (std::uint64_t(rowAt[x].file.index()) << 32) | rowAt[x].line;
        });
        return;
    }
    // File, line and address as one 128-bit number: compared without a branch for each. The
    // file and line, side by side in the row, are read as one word.
    static_assert(std::endian::native == std::endian::little &&
                  offsetof(LineRow, line) == offsetof(LineRow, file) + 4 && sizeof(StringId) == 4 &&
                  sizeof(LineNumber) == 4);
    __extension__ using Wide = unsigned __int128;
    const auto* const fileAt =
        reinterpret_cast<const unsigned char*>(rows.data()) + offsetof(LineRow, file);
    const Address* const addressAt = addresses.data();
    sortRuns(span, runs, [fileAt, addressAt](std::uint32_t x) {
        std::uint64_t lineThenFile;
        std::memcpy(&lineThenFile, fileAt + std::size_t(x) * sizeof(LineRow), sizeof lineThenFile);
        return Wide(std::rotl(lineThenFile, 32)) << 64 | addressAt[x];
    });
}

// Whether rows [begin, end) are in order of file, line and address.
bool linesInOrder(const std::vector<LineRow>& rows, const std::vector<Address>& addresses,
                  std::size_t begin, std::size_t end)
{
    for (std::size_t i = begin + 1; i < end; ++i) {
        const LineRow& a = rows[i - 1];
        const LineRow& b = rows[i];
        if (a.file != b.file
                ? a.file > b.file
                : (a.line != b.line ? a.line > b.line
                                    : addresses.empty() || addresses[i - 1] >= addresses[i]))
            return false;
    }
    return true;
}

// Sorts each function's line rows (begins[f] .. begins[f + 1]), in place, by file, line and
// address.
void sortEachFunctionsLineRows(std::vector<LineRow>& rows, std::vector<Address>& addresses,
                               std::vector<Cost>& costs, int width,
                               const std::vector<std::size_t>& begins)
{
    LineSortScratch scratch;
    std::vector<std::uint32_t>& places = scratch.places;
    for (std::size_t f = 0; f + 1 < begins.size(); ++f) {
        const std::size_t begin = begins[f];
        const std::size_t end = begins[f + 1];
        if (linesInOrder(rows, addresses, begin, end))
            continue;
        places.resize(end - begin);
        for (std::size_t i = 0; i < end - begin; ++i)
            places[i] = std::uint32_t(begin + i);
        sortLinePlaces(rows, addresses, places.data(), end - begin, scratch.runs);
        const auto from = [&](std::size_t i) { return std::size_t(places[i] - begin); };
        permuteRows(rows, costs, width, begin, end, from, scratch.rows, scratch.costs);
        permuteAddresses(addresses, begin, end, from, scratch.addresses);
    }
}

} // namespace

void ProfileBuilder::flattenLines(bool keepRoom)
{
    if (m_linesFlat)
        return;
    auto& table = m_details.lines;
    std::vector<std::size_t>& begins = m_data.functionLineBegin;
    const std::size_t functionCount = m_data.functions.size();
    begins.assign(functionCount + 1, 0);
    for (std::size_t f = 0; f < functionCount; ++f)
        begins[f + 1] = begins[f] + table.rowCount(FunctionId(FunctionId::Index(f)));
    std::vector<LineRow> rows = std::move(table.rows());
    std::vector<Address> addresses = std::move(table.addresses());
    std::vector<Cost> costs = std::move(table.costValues());
    table = FunctionDetail::LineTable(); // its index and owners
    const std::size_t count = rows.size();
    const std::size_t room = keepRoom ? lineRoomForJoins(count) : 0;
    bool grouped = true;
    for (std::size_t i = 1; i < count && grouped; ++i)
        grouped = rows[i - 1].function.index() <= rows[i].function.index();
    if (grouped) {
        sortEachFunctionsLineRows(rows, addresses, costs, m_width, begins);
        // Rows sorted where they were read keep that room, unless it is many times what a join
        // needs: then they are copied to as much as it needs (a copy of a fraction of the room).
        if (keepRoom && rows.capacity() > kRoomKeptFactor * std::max(room, count)) {
            rows = residentCopy(rows, room);
            if (!addresses.empty())
                addresses = residentCopy(addresses, room);
            costs = residentCopy(costs, room * std::size_t(m_width));
        }
    } else {
        // Grouped by function and sorted in one order of the rows' places, then each array put
        // in that order once. A function's rows are read where the table has them: a run of
        // them for each part that added some.
        const auto order = rowgrouping::groupedOrder(
            rows, begins, [](const LineRow& row) { return row.function.index(); });
        std::vector<std::uint32_t> runs;
        for (std::size_t f = 0; f < functionCount; ++f)
            sortLinePlaces(rows, addresses, order.get() + begins[f], begins[f + 1] - begins[f],
                           runs);
        rows = rowgrouping::gathered(rows, order.get(), count, 1, room);
        if (!addresses.empty())
            addresses = rowgrouping::gathered(addresses, order.get(), count, 1, room);
        if (m_width > 0)
            costs = rowgrouping::gathered(costs, order.get(), count, std::size_t(m_width),
                                          room * std::size_t(m_width));
    }
    m_data.lines = std::move(rows);
    m_data.lineAddresses = std::move(addresses);
    m_flatLineCosts = std::move(costs);
    m_linesFlat = true;
}

std::size_t ProfileBuilder::lineRoomForJoins(std::size_t rows) const
{
    if (m_expectedBytes <= 0)
        return rows;
    const double joinedShare = double(m_expectedJoinedBytes) / double(m_expectedBytes);
    return rows + std::size_t(double(rows) * joinedShare);
}

void ProfileBuilder::unflattenLines()
{
    if (!m_linesFlat)
        return;
    auto& table = m_details.lines;
    table = FunctionDetail::LineTable();
    table.setOwnerCount(m_data.functions.size());
    // In order of function and position: each row is added after its function's last, without
    // a search.
    for (std::size_t r = 0; r < m_data.lines.size(); ++r) {
        const std::uint32_t row = table.findOrInsert(flatLine(r), m_width);
        std::copy_n(m_flatLineCosts.begin() + std::ptrdiff_t(r * m_width), m_width,
                    table.costs(row, m_width));
    }
    std::vector<LineRow>().swap(m_data.lines);
    std::vector<Address>().swap(m_data.lineAddresses);
    std::vector<Cost>().swap(m_flatLineCosts);
    m_data.functionLineBegin.clear();
    m_linesFlat = false;
}

void ProfileBuilder::insertLines(ProfileBuilder& other, const FunctionDetail::Mapping& mapping)
{
    unflattenLines();
    if (!other.m_linesFlat) {
        m_details.mergeLinesFrom(other.m_details, mapping);
        return;
    }
    auto& table = m_details.lines;
    for (std::size_t r = 0; r < other.m_data.lines.size(); ++r) {
        LineCostRow key = other.flatLine(r);
        key.function = mapping.function(key.function);
        key.file = mapping.file(key.file);
        const std::uint32_t row = table.findOrInsert(key, m_width);
        Cost* into = table.costs(row, m_width);
        const Cost* from = other.m_flatLineCosts.data() + r * std::size_t(other.m_width);
        for (int c = 0; c < mapping.sourceWidth; ++c)
            costmath::addTo(into[mapping.columns[c]], from[c]);
    }
    std::vector<LineRow>().swap(other.m_data.lines);
    std::vector<Address>().swap(other.m_data.lineAddresses);
    std::vector<Cost>().swap(other.m_flatLineCosts);
}

void ProfileBuilder::mergeFlatLines(ProfileBuilder& other,
                                    const IdVector<StringId, StringId>& strings,
                                    const IdVector<FunctionId, FunctionId>& functions,
                                    const std::vector<int>& columns,
                                    const MergeCompanion& companion)
{
    std::vector<LineRow>& theirs = other.m_data.lines;
    std::vector<Address>& theirAddresses = other.m_data.lineAddresses;
    std::vector<Cost>& theirCosts = other.m_flatLineCosts;
    const int theirWidth = other.m_width;
    const std::vector<std::size_t>& theirBegins = other.m_data.functionLineBegin;
    std::vector<Address>& ourAddresses = m_data.lineAddresses;
    std::vector<std::size_t>& ours = m_data.functionLineBegin;
    const std::size_t functionCount = m_data.functions.size();
    // Which of theirs becomes each of our functions (joining never gives two functions one id).
    std::vector<std::uint32_t> theirsOf(functionCount, kInvalidId);
    // Where each function's merged rows begin; whether a function has the same rows on both
    // sides.
    std::vector<std::size_t> begins(functionCount + 1, 0);
    std::vector<char> same(functionCount, 0);
    bool withAddresses = false;
    const auto theirRange = [&](std::size_t f) {
        const std::uint32_t g = theirsOf[f];
        return g == kInvalidId ? std::pair<std::size_t, std::size_t>(0, 0)
                               : std::pair(theirBegins[g], theirBegins[g + 1]);
    };
    // A row's file, line and address as one number, in the order of LineKey::less (see
    // sortLinePlaces): one comparison of two tells which is the greater or that they are equal.
    const auto keyOf = [](const LineRow* rows, const Address* addresses, std::size_t i) {
        static_assert(std::endian::native == std::endian::little &&
                      offsetof(LineRow, line) == offsetof(LineRow, file) + 4 &&
                      sizeof(StringId) == 4 && sizeof(LineNumber) == 4);
        std::uint64_t lineThenFile;
        std::memcpy(&lineThenFile,
                    reinterpret_cast<const unsigned char*>(rows + i) + offsetof(LineRow, file),
                    sizeof lineThenFile);
        return LineOrder(std::rotl(lineThenFile, 32)) << 64 | (addresses ? addresses[i] : 0);
    };
    // (Their pointers are read once the columns have their sizes.)
    const auto ourKey = [&](std::size_t i) {
        return keyOf(m_data.lines.data(), withAddresses ? ourAddresses.data() : nullptr, i);
    };
    const auto theirKey = [&](std::size_t j) {
        return keyOf(theirs.data(), withAddresses ? theirAddresses.data() : nullptr, j);
    };

    // How many rows each function has merged, into begins[f + 1]. Most functions have the same
    // rows on both sides (cost lines repeat in every part): those are marked, and merged by adding
    // costs, without the merge's branches.
    const auto count = [&](std::size_t f) {
        std::size_t i = ours[f];
        const std::size_t iEnd = ours[f + 1];
        auto [j, jEnd] = theirRange(f);
        if (iEnd - i == jEnd - j && iEnd > i) {
            bool equal = true;
            for (std::size_t k = 0; k < iEnd - i && equal; ++k) {
                const LineRow& a = m_data.lines[i + k];
                const LineRow& b = theirs[j + k];
                equal = a.line == b.line && a.file == b.file &&
                        (!withAddresses || ourAddresses[i + k] == theirAddresses[j + k]);
            }
            if (equal) {
                same[f] = 1;
                return iEnd - i;
            }
        }
        std::size_t rows = (iEnd - i) + (jEnd - j);
        while (i < iEnd && j < jEnd) {
            const LineOrder ourOrder = ourKey(i);
            const LineOrder theirOrder = theirKey(j);
            if (ourOrder < theirOrder) {
                ++i;
            } else if (theirOrder < ourOrder) {
                ++j;
            } else {
                --rows; // in both
                ++i;
                ++j;
            }
        }
        return rows;
    };
    // Theirs renamed, sorted and counted, our columns made as long as the merge, on another
    // thread while this one does the companion's first work.
    SideTask planning(
        [&] {
            // Theirs renamed in place; a function's rows stay in order unless its files' ids
            // changed order (a function of several files), and then they are sorted again.
            for (LineRow& row : theirs) {
                row.function = functions[row.function];
                row.file = strings[row.file];
            }
            sortEachFunctionsLineRows(theirs, theirAddresses, theirCosts, theirWidth, theirBegins);
            // Both sides with an address column when either has one (0 for the other's rows).
            // A side without rows has an empty column, whether it has one or not: a column is
            // made for both when either side's holds an address (a piece whose only rows have
            // addresses, joined to one without rows, kept them as 0 when this asked whether ours
            // was empty).
            withAddresses = !ourAddresses.empty() || !theirAddresses.empty();
            if (withAddresses) {
                resizeResident(ourAddresses, m_data.lines.size(), Address(0));
                resizeResident(theirAddresses, theirs.size(), Address(0));
            }
            for (std::size_t g = 0; g + 1 < theirBegins.size(); ++g)
                theirsOf[functions[FunctionId(FunctionId::Index(g))].index()] = std::uint32_t(g);
            ours.resize(functionCount + 1, ours.back()); // functions the join added have none
            for (std::size_t f = 0; f < functionCount; ++f)
                begins[f + 1] = begins[f] + count(f);
            const std::size_t total = begins.back();
            resizeResident(m_data.lines, total, LineRow{});
            if (withAddresses)
                resizeResident(ourAddresses, total, Address(0));
            resizeResident(m_flatLineCosts, total * std::size_t(m_width), Cost(0));
        },
        companion.twoThreads);
    if (companion.whilePlanning)
        companion.whilePlanning();
    planning.join();

    // Merged from the end, into our rows: a function's merged rows start at or after its own
    // (it only gains rows), so every row is read before its place is written. Or, for some
    // functions, into a scratch table (see below).
    struct Destination
    {
        LineRow* rows;
        Address* addresses;
        Cost* costs;
        std::size_t offset; // the place of the destination's first row among the merged rows
    };
    LineRow* const rows = m_data.lines.data();
    Address* const addresses = ourAddresses.data();
    Cost* const costs = m_flatLineCosts.data();
    const std::size_t width = std::size_t(m_width);
    const Destination inPlace{rows, addresses, costs, 0};
    bool sameColumns = true; // their event columns ours, in order
    for (std::size_t c = 0; c < columns.size(); ++c)
        sameColumns = sameColumns && columns[c] == int(c);
    // Functions [first, last), each merged from its last row.
    const auto mergeFunctions = [&](std::size_t first, std::size_t last, const Destination& into) {
        const bool onOurs = into.rows == rows;
        // Row `from` of ours (and its address and costs) moved to merged row `to`.
        const auto moveRow = [&](std::size_t to, std::size_t from) {
            to -= into.offset;
            into.rows[to] = rows[from];
            if (withAddresses)
                into.addresses[to] = addresses[from];
            if (width == 1)
                into.costs[to] = costs[from]; // not a call to copy one value
            else
                std::copy_n(costs + from * width, width, into.costs + to * width);
        };
        const auto addTheirCosts = [&](std::size_t to, std::size_t j) {
            Cost* target = into.costs + (to - into.offset) * width;
            const Cost* from = theirCosts.data() + j * std::size_t(theirWidth);
            for (int c = 0; c < theirWidth; ++c)
                costmath::addTo(target[columns[c]], from[c]);
        };
        for (std::size_t f = last; f-- > first;) {
            std::size_t out = begins[f + 1];
            std::size_t i = ours[f + 1];
            const std::size_t iBegin = ours[f];
            const auto [jBegin, jEndOf] = theirRange(f);
            if (jBegin == jEndOf) {
                // Ours alone (most of the lower functions'): moved as one block.
                const std::size_t to = begins[f] - into.offset;
                if (begins[f] != iBegin || !onOurs) {
                    std::copy_backward(rows + iBegin, rows + i, into.rows + to + (i - iBegin));
                    if (withAddresses)
                        std::copy_backward(addresses + iBegin, addresses + i,
                                           into.addresses + to + (i - iBegin));
                    std::copy_backward(costs + iBegin * width, costs + i * width,
                                       into.costs + (to + (i - iBegin)) * width);
                }
                continue;
            }
            if (i == iBegin && theirWidth == int(width) && sameColumns) {
                // Theirs alone (a function only the other half called), in the same columns.
                const std::size_t to = begins[f] - into.offset;
                std::copy(theirs.begin() + std::ptrdiff_t(jBegin),
                          theirs.begin() + std::ptrdiff_t(jEndOf), into.rows + to);
                if (withAddresses)
                    std::copy(theirAddresses.begin() + std::ptrdiff_t(jBegin),
                              theirAddresses.begin() + std::ptrdiff_t(jEndOf), into.addresses + to);
                std::copy(theirCosts.begin() + std::ptrdiff_t(jBegin * width),
                          theirCosts.begin() + std::ptrdiff_t(jEndOf * width),
                          into.costs + to * width);
                continue;
            }
            if (same[f]) {
                // Row k of each side is row k of the merge: from the last, as below.
                const std::size_t shift = begins[f] - iBegin;
                for (std::size_t k = i - iBegin; k-- > 0;) {
                    const std::size_t from = iBegin + k;
                    const std::size_t to = from + shift;
                    if (shift != 0 || !onOurs)
                        moveRow(to, from);
                    addTheirCosts(to, jBegin + k);
                }
                continue;
            }
            std::size_t j = jEndOf;
            while (i > iBegin || j > jBegin) {
                --out;
                const LineOrder ourOrder = i > iBegin ? ourKey(i - 1) : 0;
                const LineOrder theirOrder = j > jBegin ? theirKey(j - 1) : 0;
                if (j == jBegin || (i > iBegin && theirOrder < ourOrder)) {
                    --i; // ours, the greater
                    if (out != i || !onOurs)
                        moveRow(out, i);
                } else if (i == iBegin || ourOrder < theirOrder) {
                    --j; // theirs, the greater
                    const std::size_t to = out - into.offset;
                    into.rows[to] = theirs[j];
                    if (withAddresses)
                        into.addresses[to] = theirAddresses[j];
                    if (width == 1)
                        into.costs[to] = 0; // not a call to fill one value (most have one event)
                    else
                        std::fill_n(into.costs + to * width, width, 0);
                    addTheirCosts(out, j);
                } else {
                    --i; // in both: ours plus theirs, as a lookup would have added them
                    --j;
                    if (out != i || !onOurs)
                        moveRow(out, i);
                    addTheirCosts(out, j);
                }
            }
        }
    };

    // The work of merging functions [0, f), in units of about 10 instructions (cut300): 1 for
    // each row of a function whose rows come from one side (moved or copied as a block), 10 for
    // each of the others.
    std::vector<std::size_t> mergeWork(functionCount + 1, 0);
    for (std::size_t f = 0; f < functionCount; ++f) {
        const auto [jBegin, jEnd] = theirRange(f);
        const bool oneSide = jBegin == jEnd || ours[f] == ours[f + 1];
        mergeWork[f + 1] = mergeWork[f] + (oneSide ? 1 : 10) * (begins[f + 1] - begins[f]);
    }
    // Two threads: the upper functions [split, n) on the other, in place; this one does the
    // companion's second work, then the lower ones, about as many rows' worth in all. The lower
    // functions' merged rows may reach past `ours[split]`, into the upper functions' rows not yet
    // read: those [middle, split), whose merged rows reach past it, go to a scratch table first,
    // copied into place once both threads are done. Before the lower ones [0, middle) are merged in
    // place: the middle ones' rows are read first. The split is by mergeWork, this thread's half
    // counting the companion's work. Split the same way on one thread (then the upper functions are
    // merged last), so that the tests' small joins take this path too.
    const std::size_t companionWork = companion.twoThreads ? companion.mergingWork : 0;
    const std::size_t lowerWork =
        (mergeWork.back() - std::min(companionWork, mergeWork.back())) / 2;
    const std::size_t split = std::min(
        functionCount, std::size_t(std::lower_bound(mergeWork.begin(), mergeWork.end(), lowerWork) -
                                   mergeWork.begin()));
    // The last function (up to `split`) whose merged rows begin at or before our first row of
    // `split`: those before it write below that row.
    const std::size_t middle =
        std::size_t(std::upper_bound(begins.begin(), begins.begin() + std::ptrdiff_t(split) + 1,
                                     ours[split]) -
                    begins.begin()) -
        1;
    SideTask upper([&] { mergeFunctions(split, functionCount, inPlace); },
                   companion.twoThreads && split < functionCount);
    if (companion.whileMerging)
        companion.whileMerging();
    const std::size_t middleRows = begins[split] - begins[middle];
    std::vector<LineRow> scratchRows;
    std::vector<Address> scratchAddresses;
    std::vector<Cost> scratchCosts;
    resizeResident(scratchRows, middleRows, LineRow{});
    resizeResident(scratchAddresses, withAddresses ? middleRows : 0, Address(0));
    resizeResident(scratchCosts, middleRows * width, Cost(0));
    mergeFunctions(
        middle, split,
        {scratchRows.data(), scratchAddresses.data(), scratchCosts.data(), begins[middle]});
    mergeFunctions(0, middle, inPlace);
    upper.join();
    std::copy(scratchRows.begin(), scratchRows.end(),
              m_data.lines.begin() + std::ptrdiff_t(begins[middle]));
    if (withAddresses) // else ourAddresses is empty: not even an iterator into it
        std::copy(scratchAddresses.begin(), scratchAddresses.end(),
                  ourAddresses.begin() + std::ptrdiff_t(begins[middle]));
    std::copy(scratchCosts.begin(), scratchCosts.end(),
              m_flatLineCosts.begin() + std::ptrdiff_t(begins[middle] * width));

    ours = std::move(begins);
    std::vector<LineRow>().swap(theirs);
    std::vector<Address>().swap(theirAddresses);
    std::vector<Cost>().swap(theirCosts);
    other.m_data.functionLineBegin.clear();
}

} // namespace tally
