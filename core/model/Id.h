// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <cstdint>
#include <functional>
#include <limits>

// moc reads every header a Q_OBJECT class includes and cannot parse <compare>'s concepts.
#ifndef Q_MOC_RUN
#include <compare>
#endif

namespace tally {

// A 32-bit index into one of the profile's tables, typed by the table it indexes (`Tag`), so that
// a string id cannot be passed where a function id is meant, nor either compared with the other
// or with a bare integer. It stays a trivially copyable 32-bit value: the loader moves millions.
//
// A default-constructed id is invalid (no function, no string); ids from tables count from 0.
template <typename Tag>
class Id
{
public:
    using Index = std::uint32_t;
    static constexpr Index kInvalidIndex = std::numeric_limits<Index>::max();

    constexpr Id() = default;
    constexpr explicit Id(Index index) : m_index(index) {}

    static constexpr Id invalid() { return Id(); }
    constexpr bool isValid() const { return m_index != kInvalidIndex; }
    constexpr Index index() const { return m_index; }

#ifndef Q_MOC_RUN
    friend constexpr bool operator==(Id, Id) = default;
    // clang-tidy 14 takes the 0 that a defaulted <=> compares with for a null pointer.
    // NOLINTNEXTLINE(modernize-use-nullptr)
    friend constexpr auto operator<=>(Id, Id) = default;
#endif

private:
    Index m_index = kInvalidIndex;
};

} // namespace tally

template <typename Tag>
struct std::hash<tally::Id<Tag>>
{
    std::size_t operator()(tally::Id<Tag> id) const noexcept
    {
        return std::hash<std::uint32_t>()(id.index());
    }
};
