// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <optional>
#include <vector>

namespace tally {

// Where the user has been, as a web browser keeps it: visiting a function drops what was ahead;
// back and forward move through the rest.
class NavigationHistory
{
public:
    static constexpr std::size_t kMaximum = 200;

    // How a visit joins the history: as a step of its own (a click, a jump), or as the next of a
    // run of visits that make one step (the rows arrow keys move through in a list): the run's
    // first visit is a step, the others take its place, and one that comes back to the entry
    // before the run ends the run there.
    enum class Visit
    {
        Step,
        Continuation
    };

    void visit(FunctionId function, Visit kind = Visit::Step);
    std::optional<FunctionId> back();
    std::optional<FunctionId> forward();
    // Jumps to an entry of backEntries() (0 = the most recent) or forwardEntries().
    std::optional<FunctionId> backTo(std::size_t steps);
    std::optional<FunctionId> forwardTo(std::size_t steps);
    void clear();
    // Replaces the whole history (a reload re-finds its functions by name): `position` indexes
    // `entries`, clamped to them.
    void assign(std::vector<FunctionId> entries, std::size_t position);
    const std::vector<FunctionId>& entries() const { return m_entries; }
    std::size_t position() const { return m_position; }

    bool canGoBack() const { return m_position > 0; }
    bool canGoForward() const { return m_position + 1 < m_entries.size(); }
    std::optional<FunctionId> current() const;
    // Most recent first.
    std::vector<FunctionId> backEntries() const;
    std::vector<FunctionId> forwardEntries() const;
    // The path that led here, oldest first, ending with the current function.
    std::vector<FunctionId> path() const;

private:
    std::vector<FunctionId> m_entries;
    std::size_t m_position = 0; // index of the current entry when m_entries is not empty
    bool m_continuing = false;  // the current entry is a run of continuations
};

} // namespace tally
