// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileBuilder::function: a function's id by its object, file and name, new ones added.

#include "core/load/ProfileBuilder.h"

namespace tally {

FunctionId ProfileBuilder::function(StringId object, StringId file, StringId name)
{
    // Every function added noted itself as its name's last: a name without one has no function
    // yet, and its key needs no search (names.callgrind: 127,000 new functions, each name new).
    FunctionId last;
    if (m_lastFunctionOfName.contains(name)) {
        last = m_lastFunctionOfName[name];
        if (last.isValid() && m_data.functions[last] == FunctionKey{object, file, name})
            return last;
    } else {
        // New entries are invalid ids.
        m_lastFunctionOfName.resize(std::size_t(name.index()) + 1 + name.index() / 2);
    }
    const FunctionKey key{object, file, name};
    // The other functions of the name, around its ring from the last one (at most
    // kRingSearched of them in all: a name of more has them in the index).
    std::size_t seen = 0;
    if (last.isValid()) {
        seen = 1;
        for (FunctionId f = m_nextOfName[last]; f != last && seen < kRingSearched;
             f = m_nextOfName[f], ++seen) {
            if (m_data.functions[f] == key) {
                m_lastFunctionOfName[name] = f;
                return f;
            }
        }
    }
    const auto matches = [&](std::uint32_t f) { return m_data.functions[FunctionId(f)] == key; };
    if (seen == kRingSearched) {
        const FunctionId indexed(m_functionIds.find(FunctionKeyHash()(key), matches));
        if (indexed.isValid()) {
            m_lastFunctionOfName[name] = indexed;
            return indexed;
        }
    }
    const FunctionId id = m_data.functions.nextId();
    m_data.functions.push_back(key);
    m_details.addFunction();
    m_functionSlots.push_back(0);
    // Into the name's ring, after its last one (a ring of its own if it is the first).
    if (last.isValid()) {
        m_nextOfName.push_back(m_nextOfName[last]);
        m_nextOfName[last] = id;
    } else {
        m_nextOfName.push_back(id);
    }
    if (seen == kRingSearched) {
        m_functionIds.insert(FunctionKeyHash()(key), id.index());
    } else if (seen + 1 == kRingSearched) {
        // The name's functions are now too many to search around the ring: all into the index.
        FunctionId f = id;
        do {
            m_functionIds.insert(FunctionKeyHash()(m_data.functions[f]), f.index());
            f = m_nextOfName[f];
        } while (f != id);
    }
    m_lastFunctionOfName[name] = id;
    return id;
}

} // namespace tally
