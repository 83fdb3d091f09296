// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <string_view>

namespace tally::pathtext {

// The path's last component: what follows its last '/' or '\' (all of it when there is none).
// A loop over the bytes from the end: string_view::find_last_of("/\\") calls memchr() on the
// two separators for each byte, and the comparison's matching took the last components of
// 127,000 files and objects several times a pass (325 M instructions on names.callgrind).
inline std::string_view lastComponent(std::string_view path)
{
    for (std::size_t at = path.size(); at > 0; --at) {
        if (path[at - 1] == '/' || path[at - 1] == '\\')
            return path.substr(at);
    }
    return path;
}

} // namespace tally::pathtext
