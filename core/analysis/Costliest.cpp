// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/Costliest.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace tally {

namespace {

class Choice
{
public:
    Choice(const FlatProfile& flat, const EventSet& events, int event)
        : m_flat(flat), m_events(events), m_event(event),
          m_evaluable(event >= 0 && event < events.count() && flat.width() >= events.realCount())
    {}

    void consider(FunctionId f)
    {
        const Cost cost = m_evaluable ? m_events.value(m_flat.inclusive(f), m_event) : 0;
        if (!m_best.isValid() || cost > m_bestCost) {
            m_best = f;
            m_bestCost = cost;
        }
    }
    FunctionId best() const { return m_best; }

private:
    const FlatProfile& m_flat;
    const EventSet& m_events;
    const int m_event;
    const bool m_evaluable;
    FunctionId m_best;
    Cost m_bestCost = 0;
};

} // namespace

FunctionId costliestFunction(std::span<const FunctionId> candidates, const FlatProfile& flat,
                             const EventSet& events, int event)
{
    Choice choice(flat, events, event);
    for (const FunctionId f : candidates) {
        if (flat.contains(f))
            choice.consider(f);
    }
    return choice.best();
}

FunctionId costliestFunction(const FlatProfile& flat, const EventSet& events, int event,
                             const std::function<bool(FunctionId)>& accept)
{
    Choice choice(flat, events, event);
    for (const FunctionId f : flat.functionIds()) {
        if (flat.isPresent(f) && (!accept || accept(f)))
            choice.consider(f);
    }
    return choice.best();
}

FunctionId startingFunction(const Profile& profile, const FlatProfile& flat, const EventSet& events,
                            int event)
{
    // Not the costliest function: that is the dynamic loader's entry point or `(below main)`
    // in a valgrind profile, which tells the user nothing. One pass over the functions finds
    // each entry point's name (the window asks on its GUI thread, after every load: 127,000
    // functions on a context-separated profile), comparing lengths first, building no text.
    if (!profile.recordsCalls())
        return costliestFunction(flat, events, event);
    constexpr std::array<std::string_view, 3> kEntries = {"main", "{main}", "<main>"};
    constexpr std::size_t kLongest =
        std::ranges::max(kEntries, {}, [](std::string_view e) { return e.size(); }).size();
    std::array<std::vector<FunctionId>, kEntries.size()> named;
    const StringTable& strings = profile.strings();
    for (const FunctionId f : flat.functionIds()) {
        const StringId name = profile.function(f).name;
        if (strings.length(name) > kLongest || !flat.isPresent(f))
            continue;
        for (std::size_t e = 0; e < kEntries.size(); ++e) {
            if (strings.equals(name, kEntries[e]))
                named[e].push_back(f);
        }
    }
    for (const std::vector<FunctionId>& candidates : named) {
        if (const FunctionId found = costliestFunction(candidates, flat, events, event);
            found.isValid())
            return found;
    }
    return costliestFunction(flat, events, event);
}

} // namespace tally
