// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace tally {

class FlatProfileRows;
struct CostSnapshot;

// The flat profile's names as the filter searches them, made once for a set of rows (on a
// worker, for a large profile) rather than on each keystroke: each row's name as the profile
// stores it (UTF-8) and which bytes it holds. On 127,000 names of 500 bytes, looking the names
// up in the string table and sampling their bytes was a quarter of the first keystroke's time
// on the GUI thread; the bytes a name holds answer a one-letter pattern without reading the
// name, and pass over the names that lack one of the pattern's letters.
class SearchableNames
{
public:
    SearchableNames() = default;
    // For the rows of `rows`' snapshot, by FlatProfileRows::Row::base.
    explicit SearchableNames(const FlatProfileRows& rows);
    // For a list of `texts` that no profile stores (the Series view's rows), in their order:
    // kept here as UTF-8.
    explicit SearchableNames(std::span<const QString> texts);
    // Moved, not copied: the views of a copy would be into the original's texts.
    SearchableNames(SearchableNames&&) = default;
    SearchableNames& operator=(SearchableNames&&) = default;
    SearchableNames(const SearchableNames&) = delete;
    SearchableNames& operator=(const SearchableNames&) = delete;

    // The snapshot they were made for (null when made for none).
    const std::shared_ptr<const CostSnapshot>& snapshot() const { return m_snapshot; }
    std::size_t size() const { return m_names.size(); }
    // The row's text as the model shows it (FlatProfileRows::nameText), UTF-8: the name as the
    // profile stores it, or for a cycle and its members the text with its `<cycle N>`.
    std::string_view name(std::uint32_t base) const { return m_names[base]; }
    // Which bytes the row's text holds (see bitsOf).
    std::uint64_t bytes(std::uint32_t base) const { return m_bytes[base]; }

    // The bits of the folded bytes of `folded`: a name holds it only if bytes() has them all.
    // A letter (either case), a digit and `_` have a bit of their own, so that a one-byte
    // pattern of these is found exactly by its bit (see isExact); other bytes share bits.
    static std::uint64_t bitsOf(std::string_view folded);
    // Whether a name holds `folded` (one byte) exactly when bytes() has its bit.
    static bool isExact(char folded);
    // The bit of every byte above ASCII: a name without it is ASCII.
    static constexpr std::uint64_t kNonAscii = std::uint64_t(1) << 63;

private:
    std::shared_ptr<const CostSnapshot> m_snapshot;
    std::vector<std::string_view> m_names;
    // The texts the profile does not store (the cycles' and their members', or every text of a
    // list made from texts), one after another: a vector, whose block a move keeps (a string's
    // short text would move out from under the views).
    std::vector<char> m_ownTexts;
    std::vector<std::uint64_t> m_bytes;
};

} // namespace tally
