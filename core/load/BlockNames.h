// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/callgrind/CompressionMap.h"
#include "core/callgrind/NamesBeforeCut.h"
#include "core/model/StringTable.h"

#include <array>

namespace tally {

// The names before a function's block, for a parser that reads the block again on its own
// (DetailRowsFromFile): each compressed id's name as the load of the whole file knew it, at
// its end (the file gave no id two names: CallgrindParser::blocksStandAlone), and the object and
// file of the block's function.
class BlockNames : public NamesBeforeCut
{
public:
    // `strings` and `ids` (by kind) are the loaded profile's, and must outlive this.
    BlockNames(const StringTable& strings, const std::array<CompressionMap, kKinds>& ids)
        : m_strings(strings), m_ids(ids)
    {}

    std::optional<std::string_view> name(int kind, std::uint64_t id) const override;
    const std::optional<std::string>& objectInForce() const override { return m_object; }
    const std::optional<std::string>& fileInForce() const override { return m_file; }
    // In force at the next block: as written, "(3)", or nullopt for none.
    void setInForce(std::optional<std::string> object, std::optional<std::string> file)
    {
        m_object = std::move(object);
        m_file = std::move(file);
    }

private:
    const StringTable& m_strings;
    const std::array<CompressionMap, kKinds>& m_ids;
    std::optional<std::string> m_object;
    std::optional<std::string> m_file;
    mutable std::string m_text; // the last name given
};

} // namespace tally
