// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/EventSet.h"
#include "core/model/Types.h"
#include "core/text/FuzzyMatcher.h"
#include "ui/viewmodel/common/LatestJob.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <string_view>
#include <utility>
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
    // time or from prepare(), or made now and kept there. With no keeper, made now.
    static std::shared_ptr<const Lists> of(const Session& session, QObject* keeper);
    // Makes the lists for the session's snapshot (and room for their matches) on a worker, for
    // `keeper` to hold when the dialog first opens: making them on the first opening took
    // longer than a frame on 127,000 functions (keyorder, the names' views, the room's pages
    // faulted in). Made once the session has been still for kPrepareDelayMs: not beside the
    // work the last click started, nor for each of a series of snapshots clicked through.
    // Nothing when they are kept already.
    static void prepare(const Session& session, QObject* keeper);
    static constexpr int kPrepareDelayMs = 400;
    // Whether `keeper` holds the lists of the session's snapshot and event type (prepared, or
    // made by a finder).
    static bool isPrepared(const Session& session, QObject* keeper);

    // A candidate a pattern matches, and how well (FunctionFinderModel).
    struct Scored
    {
        int score;
        std::uint32_t candidate; // index in Lists::candidates
    };
    using Carried = std::pair<std::uint32_t, fuzzy::Progress>; // candidate, its match so far
    // The memory a finder's matching writes into, kept beside the window from one dialog to the
    // next: each dialog that asked for it anew had megabytes mapped and faulted in on its first
    // keystrokes (the allocator maps each block of 256 KB or more afresh), which took longer
    // than the matching. What it holds means nothing to the next finder.
    struct Room
    {
        std::vector<Scored> found;                     // room for every candidate's score
        std::vector<Carried> carried;                  // and for every candidate's match carried on
        std::vector<Carried> progress;                 // the matches the last pattern carried on
        std::vector<std::vector<Scored>> spareResults; // room for the results a finder keeps
    };
    // `keeper`'s room, taken from it (a finder beside one that holds it gets a room of its own),
    // or a new one; `giveBack` leaves it with the keeper for the next finder (or drops it, the
    // keeper being deleted).
    static std::unique_ptr<Room> takeRoom(QObject* keeper);
    static void giveBack(QObject* keeper, std::unique_ptr<Room> room);
    // Gives `room` space for the matches of `candidates` candidates, its pages faulted in now
    // rather than on the first keystrokes, which the user waits for more than for the dialog.
    static void fit(Room& room, std::size_t candidates);

private:
    // What the lists are made from: immutable, or copies, so that a worker may read them.
    struct Request
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        EventSet events;
        int event = 0;
        bool makeRoom = false; // the keeper holds none
    };
    struct Prepared
    {
        std::shared_ptr<const Lists> lists;
        std::unique_ptr<Room> room; // null unless asked for
    };

    explicit FunctionFinderCandidates(QObject* keeper);
    static Request requestOf(const Session& session);
    // Null when `stop` is requested before they are made.
    static std::shared_ptr<const Lists> make(const Request& request, std::stop_token stop = {});
    // Whether m_lists are those of `request`.
    bool holds(const Request& request) const;
    // The one `keeper` holds, or null; keptBy makes it when there is none.
    static FunctionFinderCandidates* foundIn(QObject* keeper);
    static FunctionFinderCandidates* keptBy(QObject* keeper);

    std::shared_ptr<const Lists> m_lists;
    std::unique_ptr<Room> m_room;
    std::optional<Request> m_waiting; // prepare()'s, until m_stillness times out
    QTimer m_stillness;
    LatestJob<Request, Prepared> m_job; // last: destroyed (and waited for) first
};

} // namespace tally
