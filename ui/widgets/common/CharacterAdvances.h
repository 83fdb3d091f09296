// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QChar>
#include <QStringView>

#include <array>

namespace tally {

// The advances of the ASCII characters in one font, -1 where not measured yet: kept by the
// caller for that font.
template <typename Width>
using AsciiAdvanceTable = std::array<Width, 128>;

template <typename Width>
constexpr AsciiAdvanceTable<Width> unmeasuredAdvances()
{
    AsciiAdvanceTable<Width> advances{};
    advances.fill(Width(-1));
    return advances;
}

// Advances of the ASCII characters in one font, measured when first met (into a table the
// caller keeps for that font), so that measuring a character costs a table lookup after that.
// A sum of advances leaves out kerning: an estimate. In whole pixels (QFontMetrics) or not
// (QFontMetricsF).
template <typename Metrics, typename Width>
class CharacterAdvances
{
public:
    CharacterAdvances(const Metrics& metrics, AsciiAdvanceTable<Width>& ascii)
        : m_metrics(metrics), m_ascii(ascii)
    {}

    Width of(QChar c) const
    {
        if (c.unicode() >= m_ascii.size())
            return m_metrics.horizontalAdvance(c);
        Width& advance = m_ascii[c.unicode()];
        if (advance < 0)
            advance = m_metrics.horizontalAdvance(c);
        return advance;
    }

    Width of(QStringView text) const
    {
        Width width = 0;
        for (const QChar c : text)
            width += of(c);
        return width;
    }

private:
    const Metrics& m_metrics;
    AsciiAdvanceTable<Width>& m_ascii;
};

} // namespace tally
