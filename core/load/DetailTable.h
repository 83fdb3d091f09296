// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/load/GroupRows.h"
#include "core/load/VectorAppend.h"
#include "core/model/ResidentFrontier.h"
#include "core/model/ResidentPages.h"
#include "core/model/Types.h"

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <span>
#include <vector>

namespace tally {

// The detail rows (per-line costs, call sites or jumps) of every function in one table: rows are
// appended as they are first seen, with their costs in one flat array, and grouped by function
// once, in place, at the end (group()). A profile of 127,000 small functions thus costs no
// allocation per function, and the rows become the profile's without a copy.
//
// `Key` says what identifies a row: `Key::owner(row)` (the function), `Key::same(a, b)` (the
// owners too) and `Key::hash(row)`. A function's rows stay found by a scan of its few rows while
// they are contiguous (as a function's block of cost lines makes them); past kScannedRows rows, or
// once another function's rows came between, they are found through one hash index.
//
// A `Key` may also order one function's rows (`Key::less(a, b)`, the order the profile keeps
// them in). While a function's rows arrive in that order, side by side (callgrind writes a
// function's positions ascending), a new row is known new by one comparison with the last and
// an old one is found by a binary search: no scan and no index. A profile read in one part, where
// nearly every lookup adds a row, spent a tenth of its load on those scans and indexes.
//
// A `Key` may also keep a row's address apart (`Key::Stored`, the row without it, and
// `Key::stored(row)`, `Key::withAddress(stored, address)`): the table then holds the addresses
// in a column of their own, made when the first row with an address other than 0 comes, and
// none while every row's is 0 (profiles with line positions only: 8 bytes of 24 a row saved).
// Rows are given and returned whole (row(), findOrInsert()); rows() are the stored ones.
template <typename Row, typename Key>
class DetailTable
{
    static constexpr bool kOrdered = requires(const Row& a, const Row& b)
    {
        {
            Key::less(a, b)
            } -> std::convertible_to<bool>;
    };
    static constexpr bool kAddressColumn = requires { typename Key::Stored; };
    template <typename K, bool>
    struct StoredOf
    {
        using Type = Row;
    };
    template <typename K>
    struct StoredOf<K, true>
    {
        using Type = typename K::Stored;
    };

public:
    using Stored = typename StoredOf<Key, kAddressColumn>::Type;

    // Every function that may own rows gets its state first (ids in order). The states are made
    // when the first row comes: a profile without jumps (names.callgrind: 127,000 functions)
    // keeps no 2 MB of jump states through its parse.
    void addOwner()
    {
        ++m_ownerCount;
        if (!m_owners.empty())
            m_owners.emplace_back();
    }
    void setOwnerCount(std::size_t count)
    {
        m_ownerCount = count;
        if (!m_owners.empty())
            m_owners.resize(count);
    }

    // Room for `count` owners' states, made when the first row comes (address space only until
    // then: the states of a table without rows are never written).
    void reserveOwners(std::size_t count) { m_owners.reserve(count); }

    // The pages its arrays are written at next made resident ahead (ResidentFrontier): every few
    // thousand lines of a load. The successors are written for rows there are, mostly the last.
    void prefaultAhead()
    {
        forEachFrontier([](ResidentFrontier& frontier, auto&&... array) {
            frontier.advance(std::forward<decltype(array)>(array)...);
        });
    }
    // What prefaultAhead() made resident ahead of the arrays' ends given back: the load has read
    // its lines.
    void releaseAhead()
    {
        forEachFrontier([](ResidentFrontier& frontier, auto&&... array) {
            frontier.release(std::forward<decltype(array)>(array)...);
        });
    }

    struct Owner;
    // The state of `function`'s rows, for findOrInsert(): it stays where it is while no owner is
    // added (a run of one function's cost lines finds it once).
    Owner& owner(FunctionId function)
    {
        if (m_owners.empty()) [[unlikely]]
            makeOwners();
        return m_owners[function.index()];
    }
    // How many rows `function` has.
    std::uint32_t rowCount(FunctionId function) const
    {
        return m_owners.empty() ? 0 : m_owners[function.index()].count;
    }

    // Returns the index of the row with `key`'s key, appending `key` (and zero costs) if new.
    // Inline up to the first guess: a big profile's every cost line comes here.
    [[gnu::always_inline]] std::uint32_t findOrInsert(const Row& key, int costWidth)
    {
        return findOrInsert(key, costWidth, owner(Key::owner(key)));
    }
    // The same, with the key's owner(): its state.
    [[gnu::always_inline]] std::uint32_t findOrInsert(const Row& key, int costWidth, Owner& owner)
    {
        // Cost lines repeat in the same order in every part of a profile: the row after the
        // function's last one found is usually the one wanted, and checking it first keeps the
        // walk sequential.
        const std::uint32_t predicted = owner.last + 1; // 0 when it has none yet
        if (predicted < m_rows.size() && isAt(predicted, key)) [[likely]]
            return owner.last = predicted;
        return findOrInsertNotNext(key, costWidth, owner);
    }
    // The same when the row after the owner's last found is known not to be the one.
    [[gnu::always_inline]] std::uint32_t findOrInsertNotNext(const Row& key, int costWidth,
                                                             Owner& owner)
    {
        std::uint32_t index;
        if (appendAfterLast(key, costWidth, owner, index))
            return index;
        return findOrInsertElsewhere(key, costWidth, owner);
    }
    // A new row after the function's last, which are the table's last, or the function's first
    // (kOrdered keys only): read in one part, most rows are added here. True when `key` is one
    // (`index` receives its row, appended): asked first, as a row after all of the function's is
    // none of them. Small and inline, for callers whose fast path this is (a call cost as much as
    // the row). A first row has no row before it whose successor to note (what
    // findOrInsertAfterGuess does for it, after every guess: names.callgrind's callers' first
    // call sites took that way, 150 instructions each).
    [[gnu::always_inline]] bool appendAfterLast(const Row& key, int costWidth, Owner& owner,
                                                std::uint32_t& index)
    {
        if constexpr (kOrdered) {
            const std::size_t size = m_rows.size();
            if (owner.state != Owner::kAscending)
                return false;
            if (owner.count == 0) {
                if (owner.last != kInvalidId)
                    return false;
                owner.begin = std::uint32_t(size);
            } else if (owner.begin + owner.count != size ||
                       !isBefore(std::uint32_t(size - 1), key)) {
                return false;
            }
            ++owner.count;
            index = owner.last = appendOutOfLine(key, costWidth);
            return true;
        }
        return false;
    }
    // appendAfterLast for one cost and with room in every array: false when it cannot tell or
    // cannot add without growing one (findOrInsertNotNext then finds or adds the row). No call on
    // any path, so that a caller whose fast path this is saves no registers for one; and nothing
    // moves (the rows, addresses and costs stay where they are).
    [[gnu::always_inline]] bool appendAfterLastInRoom(const Row& key, int costWidth, Owner& owner,
                                                      std::uint32_t& index)
    {
        static_assert(kOrdered);
        const std::size_t size = m_rows.size();
        // The owner's first row too (none found before, so no successor to note: what
        // findOrInsertAfterGuess does for it): a function's first cost line.
        const bool first = owner.count == 0;
        if (owner.state != Owner::kAscending ||
            (first ? owner.last != kInvalidId : owner.begin + owner.count != size) ||
            costWidth != 1 || size == m_rows.capacity() || m_costs.size() == m_costs.capacity())
            return false;
        const bool column = kAddressColumn && m_addressColumn;
        if constexpr (kAddressColumn) {
            if (column ? m_addresses.size() == m_addresses.capacity() : key.address != 0)
                return false;
        }
        if (first)
            owner.begin = std::uint32_t(size);
        else if (!isBefore(std::uint32_t(size - 1), key))
            return false;
        ++owner.count;
        index = std::uint32_t(size);
        if constexpr (kAddressColumn) {
            appendInRoom(m_rows, Key::stored(key));
            if (column)
                appendInRoom(m_addresses, key.address);
        } else {
            appendInRoom(m_rows, key);
        }
        appendInRoom(m_costs, Cost(0));
        owner.last = index;
        return true;
    }
    // findOrInsertNotNext for a caller that compared the row after the owner's last found and
    // the last one's successor itself (guessedRow): not compared again (a miss of a profile
    // read in parts took both guesses twice).
    [[gnu::always_inline]] std::uint32_t findOrInsertPastGuesses(const Row& key, int costWidth,
                                                                 Owner& owner)
    {
        std::uint32_t index;
        if (appendAfterLast(key, costWidth, owner, index))
            return index;
        if (owner.last < m_rows.size() && isAt(owner.last, key))
            return owner.last;
        return owner.last = findOrInsertAfterGuess(key, costWidth, owner);
    }
    // findOrInsertNotNext when `key` is not appendAfterLast's.
    [[gnu::always_inline]] std::uint32_t findOrInsertElsewhere(const Row& key, int costWidth,
                                                               Owner& owner)
    {
        // The row found after this one the last time it was missed: a later part writes a
        // function's blocks in another order than the one that added its rows, but mostly in
        // the same order as the part before.
        const std::size_t size = m_rows.size();
        if (owner.last < m_successorCount) {
            // successorOf(), with no load when there are no successors (a profile of one part;
            // through successorOf first4m and names took 0.2 M instructions more each).
            const std::uint32_t successor = m_successors[owner.last] - 1; // none: kInvalidId
            if (successor < size && isAt(successor, key))
                return owner.last = successor;
        }
        // Then the last one again (a line's self cost split around a call).
        if (owner.last < size && isAt(owner.last, key))
            return owner.last;
        return owner.last = findOrInsertAfterGuess(key, costWidth, owner);
    }

    // A row whole: a reference to it, or with an address column, a copy.
    decltype(auto) row(std::uint32_t index)
    {
        if constexpr (kAddressColumn)
            return Key::withAddress(m_rows[index], address(index));
        else
            return (m_rows[index]);
    }
    decltype(auto) row(std::uint32_t index) const
    {
        if constexpr (kAddressColumn)
            return Key::withAddress(m_rows[index], address(index));
        else
            return (m_rows[index]);
    }
    // With an address column: row `index`'s address (0 while the column is not made).
    Address address(std::uint32_t index) const
    {
        const Address* column = addressData();
        return column ? column[index] : Address(0);
    }
    // The address column's first, null while there is none (or it has no room yet, and no
    // rows: storage is only ever made for a column).
    const Address* addressData() const { return m_addresses.data(); }
    // Makes the address column (0 for every row) if there is none: for rows that will mostly
    // have addresses, whose lookups then need not ask whether there is one.
    void makeAddressColumn()
    {
        if (!m_addressColumn)
            makeAddressColumnOf(m_rows.size());
    }
    // Row `index` is `key`'s row. With an address column, the address is read only when the
    // rest agrees (Key::same and Key::less take a stored row and a function that gives its
    // address).
    [[gnu::always_inline]] bool isAt(std::uint32_t index, const Row& key) const
    {
        if constexpr (kAddressColumn)
            return Key::same(
                m_rows[index], [this, index] { return address(index); }, key);
        else
            return Key::same(m_rows[index], key);
    }
    // Row `index` comes before `key`'s row (kOrdered).
    [[gnu::always_inline]] bool isBefore(std::uint32_t index, const Row& key) const
    {
        if constexpr (kAddressColumn)
            return Key::less(
                m_rows[index], [this, index] { return address(index); }, key);
        else
            return Key::less(m_rows[index], key);
    }
    Cost* costs(std::uint32_t index, int costWidth)
    {
        return m_costs.data() + std::size_t(index) * costWidth;
    }
    const Cost* costs(std::uint32_t index, int costWidth) const
    {
        return m_costs.data() + std::size_t(index) * costWidth;
    }
    std::vector<Stored>& rows() { return m_rows; }
    const std::vector<Stored>& rows() const { return m_rows; }
    // The address column: empty, or one for each row. Moving it out leaves the table without.
    std::vector<Address>& addresses() { return m_addresses; }
    const std::vector<Address>& addresses() const { return m_addresses; }
    std::vector<Cost>& costValues() { return m_costs; }
    std::span<const Cost> costValues() const { return m_costs; }
    std::size_t size() const { return m_rows.size(); }

    // Puts the rows (and costs) in order of their function, each function's in the order they
    // were added; `begins` receives each function's first row (and the end, last).
    // Drops the index: the table is only read afterwards.
    void group(int costWidth, std::vector<std::size_t>& begins)
    {
        const std::size_t functionCount = m_ownerCount;
        begins.assign(functionCount + 1, 0);
        for (std::size_t f = 0; f < functionCount; ++f)
            begins[f + 1] = begins[f] + rowCount(FunctionId(FunctionId::Index(f)));
        std::vector<Owner>().swap(m_owners);
        m_ownerCount = 0;
        m_slots.reset();
        m_slotCount = 0;
        m_slotCapacity = 0;
        std::vector<std::vector<std::uint32_t>>().swap(m_freeBlocks);
        m_successors.reset();
        m_successorCount = 0;
        rowgrouping::groupByOwner(
            m_rows, m_costs, costWidth, begins,
            [](const Stored& row) { return Key::owner(row).index(); },
            kAddressColumn ? &m_addresses : nullptr);
    }

    // The row found after `index` the last time the guesses missed (findOrInsertElsewhere's
    // first guess), or kInvalidId. Only a guess, to be compared before it is taken.
    std::uint32_t successorOf(std::uint32_t index) const
    {
        return index < m_successorCount ? m_successors[index] - 1 : kInvalidId;
    }
    // Whether the guesses findOrInsert makes first find a key's row (`row` receives it), for a
    // caller that holds the rows in its own loop and compares a row with `isAt(index)`: the row
    // after `last` (the owner's last found), then the one found after `last` the last time the
    // guesses missed (findOrInsertElsewhere's first). `rowCount`: the rows there are, as the
    // caller holds their count.
    template <typename IsAt>
    [[gnu::always_inline]] bool guessedRow(std::uint32_t last, std::uint32_t rowCount, IsAt isAt,
                                           std::uint32_t& row) const
    {
        const std::uint32_t next = last + 1;
        if (next < rowCount && isAt(next)) [[likely]] {
            row = next;
            return true;
        }
        const std::uint32_t successor = successorOf(last);
        if (successor < rowCount && isAt(successor)) {
            row = successor;
            return true;
        }
        return false;
    }

    // 16 bytes: three tables hold one for every function (names.callgrind: 127,000), and they
    // were 24 (6 MB in all).
    struct Owner
    {
        // `state`: its rows are side by side, each after the one before in Key::less's order
        // (kOrdered keys only; never so again once not); or they are found by a scan; or else
        // through its own block of m_slots, of 2^(state % 32) slots from (state / 32) * 16.
        static constexpr std::uint32_t kScanned = 0;
        static constexpr std::uint32_t kAscending = 1;

        std::uint32_t begin = 0;
        std::uint32_t count = 0;
        std::uint32_t last = kInvalidId;
        std::uint32_t state = kOrdered ? kAscending : kScanned;

        bool indexed() const { return state > kAscending; }
        std::uint32_t slotBegin() const { return (state >> 5) * kSlotBlockAlign; }
        std::uint32_t slotMask() const { return (1u << (state & 31)) - 1; }
    };

private:
    // Each array's frontier and the array (or its data, bytes used and capacity).
    template <typename Visit>
    void forEachFrontier(Visit visit)
    {
        visit(m_frontiers[0], m_rows);
        visit(m_frontiers[1], m_addresses);
        visit(m_frontiers[2], m_costs);
        visit(m_frontiers[3], m_slots.get(), m_slotCount * sizeof(std::uint32_t),
              m_slotCapacity * sizeof(std::uint32_t));
        visit(m_frontiers[4], m_successors.get(),
              std::min(m_rows.size(), m_successorCount) * sizeof(std::uint32_t),
              m_successorCount * sizeof(std::uint32_t));
        visit(m_frontiers[5], m_owners);
    }

    [[gnu::noinline]] void makeOwners() { m_owners.resize(m_ownerCount); }

    // The row of `key` after every guess missed (the owner's last found is still the one
    // before): found, or added, and noted as the successor of the one before.
    [[gnu::noinline, gnu::flatten]] std::uint32_t
    findOrInsertAfterGuess(const Row& key, int costWidth, Owner& owner)
    {
        const std::uint32_t found = findOrInsertSlowly(key, costWidth, owner);
        if (owner.last != kInvalidId) {
            if (owner.last >= m_successorCount)
                growSuccessors();
            m_successors[owner.last] = found + 1;
        }
        return found;
    }

    // Room for a successor for every row the rows have room for. Zeros from calloc(): a large
    // block comes zeroed from the system, so this (like the rows' reserve, which may be far
    // ahead) is neither written nor resident until successors are recorded there. An array
    // filled with kInvalidId and doubled as the rows grew cost names.callgrind, whose rows are
    // nearly all new and whose misses nearly all record one, 9 M instructions (its fills and
    // copies) and first4m 8 M.
    [[gnu::noinline]] void growSuccessors()
    {
        const std::size_t count =
            std::max({m_rows.capacity(), m_rows.size() + 1, 2 * m_successorCount});
        auto* grown = static_cast<std::uint32_t*>(std::calloc(count, sizeof(std::uint32_t)));
        if (!grown)
            throw std::bad_alloc();
        // The copy's pages resident in one call (a calloc'ed block this large is mapped fresh).
        residentpages::prefault(grown, m_successorCount * sizeof(std::uint32_t));
        if (m_successorCount > 0)
            std::memcpy(grown, m_successors.get(), m_successorCount * sizeof(std::uint32_t));
        m_successors.reset(grown);
        m_successorCount = count;
    }

    // Inline: its one caller is not (a call here cost names.callgrind 3 M instructions).
    [[gnu::always_inline]] std::uint32_t findOrInsertSlowly(const Row& key, int costWidth,
                                                            Owner& owner)
    {
        if constexpr (kOrdered) {
            if (owner.state == Owner::kAscending) {
                // A row after the function's last, at the table's end, was added inline.
                if (owner.count == 0) {
                    owner.begin = std::uint32_t(m_rows.size());
                    ++owner.count;
                    return append(key, costWidth);
                }
                const std::uint32_t end = owner.begin + owner.count;
                // The first of the owner's rows not less than `key` (binary search).
                std::uint32_t at = owner.begin;
                for (std::uint32_t count = owner.count; count > 0;) {
                    const std::uint32_t half = count / 2;
                    if (isBefore(at + half, key)) {
                        at += half + 1;
                        count -= half + 1;
                    } else {
                        count = half;
                    }
                }
                if (at != end && isAt(at, key))
                    return at;
                // Out of order, or after another function's rows: found the general way from
                // now on (the scan below finds nothing, then adds or indexes).
                owner.state = Owner::kScanned;
            }
        }
        if (!owner.indexed()) {
            // Most functions have a few rows, side by side: a scan finds them without an index.
            const std::uint32_t end = owner.begin + owner.count;
            for (std::uint32_t index = owner.begin; index < end; ++index) {
                if (isAt(index, key))
                    return index;
            }
            if (owner.count == 0 || (end == m_rows.size() && owner.count < kScannedRows)) {
                if (owner.count == 0)
                    owner.begin = std::uint32_t(m_rows.size());
                ++owner.count;
                return append(key, costWidth);
            }
            // Another function's rows came between, or there are many: index the function's,
            // with room for the new row too (the scan found `key` is none of them).
            growIndex(owner, owner.begin, end, true);
        }
        const std::uint64_t hash = Key::hash(key);
        const std::uint32_t mask = owner.slotMask();
        std::uint32_t* ownSlots = m_slots.get() + owner.slotBegin();
        std::size_t slot = hash & mask;
        for (;; slot = (slot + 1) & mask) {
            const std::uint32_t entry = ownSlots[slot];
            if (entry == 0)
                break;
            if (isAt(entry - 1, key))
                return entry - 1;
        }
        ++owner.count;
        const std::uint32_t index = append(key, costWidth);
        if (owner.count * 2 > mask + 1) {
            growIndex(owner, 0, 0);
            place(m_slots.get() + owner.slotBegin(), owner.slotMask(), index, hash);
        } else {
            ownSlots[slot] = index + 1; // the empty slot the search ended at
        }
        return index;
    }

    // append(), for callers kept small: its growth paths held registers in all of them.
    [[gnu::noinline]] std::uint32_t appendOutOfLine(const Row& key, int costWidth)
    {
        return append(key, costWidth);
    }
    [[gnu::always_inline]] std::uint32_t append(const Row& key, int costWidth)
    {
        const auto index = std::uint32_t(m_rows.size());
        pushRow(key);
        appendZeros(m_costs, costWidth);
        return index;
    }

    // Appends `key`'s stored row, and its address where there is a column or it needs one.
    [[gnu::always_inline]] void pushRow(const Row& key)
    {
        if constexpr (kAddressColumn) {
            appendValue(m_rows, Key::stored(key));
            if (m_addressColumn)
                appendValue(m_addresses, key.address);
            else if (key.address != 0) [[unlikely]]
                makeAddressColumnFor(key.address);
        } else {
            appendValue(m_rows, key);
        }
    }
    // The address column, made for the row just appended (0 for the rows before).
    [[gnu::noinline]] void makeAddressColumnFor(Address address)
    {
        makeAddressColumnOf(m_rows.size() - 1);
        m_addresses.push_back(address);
    }
    void makeAddressColumnOf(std::size_t rows)
    {
        // As much room as the rows have: set aside (expectBytes), not used until written.
        m_addresses.reserve(m_rows.capacity());
        m_addresses.resize(rows, 0);
        m_addressColumn = true;
    }

    static void place(std::uint32_t* ownSlots, std::uint32_t mask, std::uint32_t index,
                      std::uint64_t hash)
    {
        std::size_t slot = hash & mask;
        while (ownSlots[slot] != 0)
            slot = (slot + 1) & mask;
        ownSlots[slot] = index + 1;
    }

    // Gives `owner` a larger block of slots (one all functions share, so a lookup stays in the
    // function's few cache lines, as its own table did): its indexed rows, or when it has none
    // yet its rows [begin, end), placed again. The old block is kept for the next function that
    // needs one of that size.
    // `adding`: a first index, made for a row about to be added (the index it would grow into
    // once that row is in is made at once: a function indexed at 8 rows placed them in 16
    // slots, then again in 32 for its ninth).
    void growIndex(Owner& owner, std::uint32_t begin, std::uint32_t end, bool adding = false)
    {
        // Doubled, or from 256 slots, quadrupled (and a first index of 256 or more made twice
        // as large): a function indexed in a later part often gains many rows in it, and each
        // growth places all of its rows again. (From 64 or 128 slots, names.callgrind's load
        // took 1.5 MB more.)
        const std::uint32_t oldSlots = owner.slotMask() + 1;
        std::uint32_t size =
            owner.indexed() ? oldSlots * (oldSlots >= 256 ? 4 : 2) : kSlotBlockAlign;
        while (std::size_t(owner.count) * 2 > size)
            size *= 2;
        if (!owner.indexed() && size >= 256)
            size *= 2;
        if (adding && (std::size_t(owner.count) + 1) * 2 > size)
            size *= size >= 256 ? 4 : 2; // as the growth after the row's would have

        const auto sizeClass = std::size_t(std::countr_zero(size));
        if (m_freeBlocks.size() <= sizeClass)
            m_freeBlocks.resize(sizeClass + 1);
        std::uint32_t block;
        if (!m_freeBlocks[sizeClass].empty()) {
            block = m_freeBlocks[sizeClass].back();
            m_freeBlocks[sizeClass].pop_back();
            std::fill_n(m_slots.get() + block, size, 0);
        } else {
            block = appendSlots(size);
        }
        const std::uint32_t mask = size - 1;
        if (!owner.indexed()) {
            for (std::uint32_t index = begin; index < end; ++index)
                place(m_slots.get() + block, mask, index, Key::hash(row(index)));
        } else {
            const std::uint32_t oldSize = owner.slotMask() + 1;
            const std::uint32_t oldBegin = owner.slotBegin();
            for (std::uint32_t s = 0; s < oldSize; ++s) {
                const std::uint32_t entry = m_slots[oldBegin + s];
                if (entry != 0) {
                    const std::uint32_t index = entry - 1;
                    place(m_slots.get() + block, mask, index, Key::hash(row(index)));
                }
            }
            m_freeBlocks[std::size_t(std::countr_zero(oldSize))].push_back(oldBegin);
        }
        // Blocks start at multiples of kSlotBlockAlign: every block's size is one.
        owner.state = (block / kSlotBlockAlign) << 5 | std::uint32_t(sizeClass);
    }

    // Appends `size` zero slots and returns the first. Grown by realloc(), not as a vector: a
    // block of a megabyte or more is mapped on its own (LargeAllocations.cpp) and moved by
    // remapping its pages, where a vector's doubling copied it beside the old one (names.callgrind:
    // 3.3 MB at 86% of its parse, the peak of its load).
    std::uint32_t appendSlots(std::uint32_t size)
    {
        const std::size_t begin = m_slotCount;
        if (begin + size > m_slotCapacity) {
            const std::size_t capacity = std::max(begin + size, 2 * m_slotCapacity);
            void* grown = std::realloc(m_slots.get(), capacity * sizeof(std::uint32_t));
            if (!grown)
                throw std::bad_alloc();
            (void)m_slots.release(); // moved (or freed) by realloc
            m_slots.reset(static_cast<std::uint32_t*>(grown));
            m_slotCapacity = capacity;
        }
        // Written whole just below: resident in one call, not a page fault for each page.
        residentpages::prefault(m_slots.get() + begin, size * sizeof(std::uint32_t));
        std::fill_n(m_slots.get() + begin, size, 0);
        m_slotCount = begin + size;
        return std::uint32_t(begin);
    }

    // A function's rows up to this many, side by side, are searched without the index.
    static constexpr std::uint32_t kScannedRows = 8;
    // The smallest block of slots (a power of two, so every block starts at a multiple of it).
    static constexpr std::uint32_t kSlotBlockAlign = 16;

    std::vector<Stored> m_rows;
    std::vector<Address> m_addresses; // kAddressColumn: one for each row, when m_addressColumn
    bool m_addressColumn = false;
    std::vector<Cost> m_costs;
    std::vector<Owner> m_owners; // by function id; empty until the first row comes
    std::size_t m_ownerCount = 0;
    // row + 1, 0 when empty: the blocks of the functions with an index. No bits of the hash: a
    // lookup compares the row itself (one function's rows, near each other), and 4-byte slots
    // halve the index (names.callgrind: 6.6 MB at the end of its parse, the peak of its load).
    struct FreeMemory
    {
        void operator()(void* memory) const noexcept { std::free(memory); }
    };
    std::unique_ptr<std::uint32_t[], FreeMemory> m_slots; // from realloc(): see appendSlots()
    std::size_t m_slotCount = 0;
    std::size_t m_slotCapacity = 0;
    std::vector<std::vector<std::uint32_t>> m_freeBlocks; // by log2 of the block's size
    std::array<ResidentFrontier, 6> m_frontiers;          // see prefaultAhead()
    // By row: 1 + the row found after it the last time the guesses missed (0: none), the guess
    // after those of findOrInsertNotNext, for the first m_successorCount rows. Only a guess: a
    // row it names is compared before it is taken.
    std::unique_ptr<std::uint32_t[], FreeMemory> m_successors;
    std::size_t m_successorCount = 0;
};

} // namespace tally
