// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Small text helpers shared by the parser's source files.

#include "core/callgrind/NumberParsing.h"

#include <QString>

#include <algorithm>
#include <string_view>

namespace tally::parsertext {

inline std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (numbers::isSpace(text.front()) || text.front() == '\r'))
        text.remove_prefix(1);
    while (!text.empty() && (numbers::isSpace(text.back()) || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

inline QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Shortens hostile input before it goes into a message.
inline QString quoted(std::string_view text)
{
    constexpr std::size_t kMax = 60;
    QString result = QString::fromUtf8(text.data(), qsizetype(std::min(text.size(), kMax)));
    for (auto& c : result) {
        if (!c.isPrint())
            c = QLatin1Char('?');
    }
    if (text.size() > kMax)
        result += QStringLiteral("...");
    return QLatin1Char('\'') + result + QLatin1Char('\'');
}

} // namespace tally::parsertext
