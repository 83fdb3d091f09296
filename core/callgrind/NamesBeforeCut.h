// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tally {

// What a parser that goes on from a cut at a function's line (CallgrindParser::continuePart)
// takes from before the cut: the name each compressed id it refers to was given there, and the
// object and file in force, as written ("(3)" or "(3) libc.so.6"). Read from the lines before
// the cut (EarlierNames, for a piece of a file parsed at once with the rest), or known from a
// load of the whole file (BlockNames, for a function's rows made later from its blocks).
class NamesBeforeCut
{
public:
    // As CallgrindParser's NameKind: object, file, function.
    static constexpr int kKinds = 3;

    virtual ~NamesBeforeCut() = default;

    // The name the id was given before the cut, if any: valid until the next call.
    virtual std::optional<std::string_view> name(int kind, std::uint64_t id) const = 0;
    // nullopt when there is none (the parser's empty name).
    virtual const std::optional<std::string>& objectInForce() const = 0;
    virtual const std::optional<std::string>& fileInForce() const = 0;

protected:
    NamesBeforeCut() = default;
    NamesBeforeCut(const NamesBeforeCut&) = default;
    NamesBeforeCut(NamesBeforeCut&&) = default;
    NamesBeforeCut& operator=(const NamesBeforeCut&) = default;
    NamesBeforeCut& operator=(NamesBeforeCut&&) = default;
};

} // namespace tally
