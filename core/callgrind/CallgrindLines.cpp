// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/callgrind/CallgrindLines.h"

#include "core/callgrind/ParserText.h"

namespace tally::callgrindlines {

bool isPartStartingKey(std::string_view key)
{
    return key == "part" || key == "thread" || key == "pid" || key == "events" ||
           key == "positions" || key == "version" || key == "creator" || key == "cmd" ||
           key == "desc";
}

namespace {

// The line with leading blanks removed, as the parser reads it.
std::string_view content(std::string_view line)
{
    while (!line.empty() && numbers::isSpace(line.front()))
        line.remove_prefix(1);
    return line;
}

} // namespace

std::string_view headerKey(std::string_view line)
{
    line = content(line);
    if (line.empty() || line.front() == '#' || line.front() == '=')
        return {};
    const auto separator = line.find_first_of(":=");
    if (separator == std::string_view::npos || separator == 0 || line[separator] != ':')
        return {};
    return parsertext::trimmed(line.substr(0, separator));
}

Kind classify(std::string_view line)
{
    line = content(line);
    if (line.empty() || line.front() == '#')
        return Kind::Ignored;
    const char first = line.front();
    if (numbers::isDigit(first) || first == '+' || first == '-' || first == '*')
        return Kind::Body;
    // `=` first: Xdebug's "NEW PROFILING FILE" separator (a part of its own) or an invalid line;
    // neither is a place to cut.
    if (first == '=')
        return Kind::Body;
    const auto separator = line.find_first_of(":=");
    if (separator == std::string_view::npos || separator == 0)
        return Kind::Ignored;
    if (line[separator] == '=')
        return Kind::Body;
    return isPartStartingKey(parsertext::trimmed(line.substr(0, separator))) ? Kind::PartHeader
                                                                             : Kind::Header;
}

} // namespace tally::callgrindlines
