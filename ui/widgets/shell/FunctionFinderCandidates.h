// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Types.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace tally {

struct CostSnapshot;
class Session;

// The functions Go to Function searches, in the order it shows them, made once for a snapshot
// and primary event type and kept beside the window between two openings of the dialog:
// ordering half a million functions by cost and looking their names up was most of the time
// the dialog took to open.
class FunctionFinderCandidates : public QObject
{
    Q_OBJECT

public:
    struct Lists
    {
        std::weak_ptr<const CostSnapshot> snapshot; // what they were made for
        int event = -1;
        std::vector<FunctionId> candidates; // functions with cost, most expensive first
        // The candidates in the order of their functions (and so, nearly, of their names in
        // memory).
        std::vector<std::uint32_t> scanOrder;
        // The candidates' names as the profile stores them (valid while the snapshot is).
        std::vector<std::string_view> names;
    };

    // The lists for the session's snapshot: kept by `keeper` (a child of it) from the last
    // time, or made now and kept there. With no keeper, made now.
    static std::shared_ptr<const Lists> of(const Session& session, QObject* keeper);

private:
    using QObject::QObject;
    static std::shared_ptr<const Lists> make(const Session& session);

    std::shared_ptr<const Lists> m_lists;
};

} // namespace tally
