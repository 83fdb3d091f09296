// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/FunctionFinderCandidates.h"

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

std::shared_ptr<const FunctionFinderCandidates::Lists>
FunctionFinderCandidates::of(const Session& session, QObject* keeper)
{
    FunctionFinderCandidates* kept = keptBy(keeper);
    const int event = std::max(0, session.primaryEvent());
    if (kept && kept->m_lists && kept->m_lists->event == event &&
        kept->m_lists->snapshot.lock() == session.snapshot())
        return kept->m_lists;
    std::shared_ptr<const Lists> lists = make(session);
    if (kept)
        kept->m_lists = lists;
    return lists;
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

std::shared_ptr<const FunctionFinderCandidates::Lists>
FunctionFinderCandidates::make(const Session& session)
{
    auto lists = std::make_shared<Lists>();
    if (!session.hasProfile())
        return lists;
    lists->snapshot = session.snapshot();
    const Profile& profile = *session.profile();
    const FlatProfile& flat = session.flatProfile();
    const int event = std::max(0, session.primaryEvent());
    lists->event = event;
    // Most expensive first, functions of equal cost in id order: a radix sort (a comparison
    // sort of half a million functions was most of the time the dialog took to open).
    std::vector<FunctionId> present;
    std::vector<std::int64_t> costs;
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f)) {
            present.push_back(f);
            costs.push_back(session.value(flat.inclusive(f), event));
        }
    }
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
    std::vector<StringId> names;
    names.reserve(lists->candidates.size());
    for (const FunctionId f : lists->candidates)
        names.push_back(profile.function(f).name);
    lists->names = profile.strings().views(names);
    return lists;
}

} // namespace tally
