// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/BlockNames.h"

namespace tally {

std::optional<std::string_view> BlockNames::name(int kind, std::uint64_t id) const
{
    if (kind < 0 || kind >= kKinds)
        return std::nullopt;
    const StringId known = m_ids[std::size_t(kind)].find(id);
    if (!known.isValid() || known.index() >= m_strings.size())
        return std::nullopt;
    // Copied, not view(): a context name's view is built once and kept for the table's life.
    m_text.resize(m_strings.length(known));
    m_strings.copyTo(known, m_text.data());
    return std::string_view(m_text);
}

} // namespace tally
