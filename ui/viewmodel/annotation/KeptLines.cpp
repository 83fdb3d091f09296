// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/KeptLines.h"

#include <algorithm>
#include <cstdint>

namespace tally {

KeptLines::KeptLines(LineNumber last, bool all)
    : m_last(last), m_kept(std::size_t(last) + 1, all ? 1 : 0)
{}

void KeptLines::keepAround(LineNumber line, int context)
{
    if (line == 0 || line > m_last)
        return;
    // In 64 bits: a line near the 32-bit limit plus its context must not wrap.
    const std::uint64_t around = std::uint64_t(std::max(context, 0));
    const std::uint64_t from = line > around ? line - around : 1;
    const std::uint64_t to = std::min<std::uint64_t>(m_last, line + around);
    std::fill(m_kept.begin() + std::ptrdiff_t(from), m_kept.begin() + std::ptrdiff_t(to) + 1, 1);
}

std::vector<KeptLines::Run> KeptLines::runs() const
{
    std::vector<Run> runs;
    for (LineNumber line = 1; line <= m_last; ++line) {
        const bool kept = m_kept[line] != 0;
        if (runs.empty() || runs.back().kept != kept)
            runs.push_back(Run{line, line, kept});
        else
            runs.back().to = line;
    }
    return runs;
}

} // namespace tally
