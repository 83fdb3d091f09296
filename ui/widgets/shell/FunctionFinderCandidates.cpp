// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/FunctionFinderCandidates.h"

#include "core/analysis/CostSnapshot.h"
#include "core/analysis/FlatProfile.h"
#include "ui/viewmodel/common/KeyOrder.h"
#include "ui/viewmodel/session/Session.h"

#include <algorithm>

namespace tally {

FunctionFinderCandidates* FunctionFinderCandidates::foundIn(QObject* keeper)
{
    return keeper
               ? keeper->findChild<FunctionFinderCandidates*>(QString(), Qt::FindDirectChildrenOnly)
               : nullptr;
}

FunctionFinderCandidates* FunctionFinderCandidates::keptBy(QObject* keeper)
{
    if (auto* kept = foundIn(keeper))
        return kept;
    return keeper ? new FunctionFinderCandidates(keeper) : nullptr; // owned by the keeper
}

FunctionFinderCandidates::FunctionFinderCandidates(QObject* keeper)
    : QObject(keeper),
      m_job(
          [](const Request& request, std::stop_token stop) {
              Prepared prepared{make(request, stop), nullptr};
              if (!prepared.lists)
                  return prepared; // stopped: dropped
              if (request.makeRoom) {
                  prepared.room = std::make_unique<Room>();
                  fit(*prepared.room, prepared.lists->candidates.size());
              }
              return prepared;
          },
          [this](Prepared prepared) {
              // (A stopped job's null lists never come here: LatestJob drops its result.)
              m_lists = std::move(prepared.lists);
              if (prepared.room && !m_room) // (a finder opened since may have made one)
                  m_room = std::move(prepared.room);
          })
{
    // At the normal priority: the job builds the names' views under the string table's lock,
    // which an opening dialog may wait for, and a thread of the lowest priority holding it is
    // scheduled again late while other work keeps the cores busy.
    m_stillness.setSingleShot(true);
    m_stillness.setInterval(kPrepareDelayMs);
    connect(&m_stillness, &QTimer::timeout, this, [this] {
        if (m_waiting)
            m_job.submit(*std::exchange(m_waiting, std::nullopt));
    });
}

FunctionFinderCandidates::Request FunctionFinderCandidates::requestOf(const Session& session)
{
    return {session.snapshot(), session.events(), std::max(0, session.primaryEvent()), false};
}

bool FunctionFinderCandidates::holds(const Request& request) const
{
    return m_lists && m_lists->event == request.event &&
           m_lists->snapshot.lock() == request.snapshot;
}

std::shared_ptr<const FunctionFinderCandidates::Lists>
FunctionFinderCandidates::of(const Session& session, QObject* keeper)
{
    FunctionFinderCandidates* kept = keptBy(keeper);
    const Request request = requestOf(session);
    if (kept && kept->holds(request))
        return kept->m_lists;
    std::shared_ptr<const Lists> lists = make(request);
    if (kept) {
        // What they would deliver is made.
        kept->m_waiting.reset();
        kept->m_stillness.stop();
        kept->m_job.cancel();
        kept->m_lists = lists;
    }
    return lists;
}

bool FunctionFinderCandidates::isPrepared(const Session& session, QObject* keeper)
{
    const FunctionFinderCandidates* kept = foundIn(keeper);
    return kept && kept->holds(requestOf(session));
}

void FunctionFinderCandidates::prepare(const Session& session, QObject* keeper)
{
    FunctionFinderCandidates* kept = keptBy(keeper);
    Request request = requestOf(session);
    if (!kept || !request.snapshot->profile || kept->holds(request))
        return;
    request.makeRoom = !kept->m_room;
    kept->m_job.cancel(); // an older snapshot's
    kept->m_waiting = std::move(request);
    kept->m_stillness.start();
}

std::unique_ptr<FunctionFinderCandidates::Room> FunctionFinderCandidates::takeRoom(QObject* keeper)
{
    FunctionFinderCandidates* kept = keptBy(keeper);
    if (kept && kept->m_room)
        return std::move(kept->m_room);
    return std::make_unique<Room>();
}

void FunctionFinderCandidates::giveBack(QObject* keeper, std::unique_ptr<Room> room)
{
    // Never a new child: the keeper may be deleting its children (the finder among them).
    if (auto* kept = foundIn(keeper))
        kept->m_room = std::move(room);
}

void FunctionFinderCandidates::fit(Room& room, std::size_t candidates)
{
    if (room.found.size() < candidates)
        room.found.resize(candidates);
    if (room.carried.size() < candidates)
        room.carried.resize(candidates);
    if (room.progress.capacity() < candidates) {
        room.progress.resize(candidates); // faulted in too
        room.progress.clear();
    }
}

std::shared_ptr<const FunctionFinderCandidates::Lists>
FunctionFinderCandidates::make(const Request& request, std::stop_token stop)
{
    auto lists = std::make_shared<Lists>();
    const CostSnapshot& snapshot = *request.snapshot;
    if (!snapshot.profile)
        return lists;
    lists->snapshot = request.snapshot;
    const Profile& profile = *snapshot.profile;
    const FlatProfile& flat = *snapshot.flat;
    const int event = request.event;
    lists->event = event;
    const EventSet& events = request.events;
    // Most expensive first, functions of equal cost in id order: a radix sort (a comparison
    // sort of half a million functions was most of the time the dialog took to open).
    std::vector<FunctionId> present;
    std::vector<std::int64_t> costs;
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f)) {
            present.push_back(f);
            costs.push_back(events.valueOrZero(flat.inclusive(f), event));
        }
    }
    if (stop.stop_requested())
        return nullptr;
    lists->candidates.reserve(present.size());
    std::vector<std::uint32_t> candidateOf(profile.functionCount(), kInvalidId);
    for (const std::uint32_t place : keyorder::ordered(costs, true)) {
        candidateOf[present[place].index()] = std::uint32_t(lists->candidates.size());
        lists->candidates.push_back(present[place]);
    }
    lists->scanOrder.reserve(lists->candidates.size());
    for (const std::uint32_t candidate : candidateOf) {
        if (candidate != kInvalidId)
            lists->scanOrder.push_back(candidate);
    }
    if (stop.stop_requested())
        return nullptr;
    std::vector<StringId> names;
    names.reserve(lists->candidates.size());
    for (const FunctionId f : lists->candidates)
        names.push_back(profile.function(f).name);
    lists->names = profile.strings().views(names);
    return lists;
}

} // namespace tally
