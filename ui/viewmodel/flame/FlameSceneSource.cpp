// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/flame/FlameSceneSource.h"

#include <algorithm>
#include <utility>

namespace tally {

namespace {

// The event type a scene measures, as its costs are computed: the same name and weights.
bool sameEvent(const FlameScene::Request& a, const FlameScene::Request& b)
{
    if (a.options.event != b.options.event || a.eventName != b.eventName)
        return false;
    if (a.options.events == b.options.events)
        return true;
    if (!a.options.events || !b.options.events)
        return false;
    const EventSet& first = *a.options.events;
    const EventSet& second = *b.options.events;
    const int event = a.options.event;
    if (event < 0 || event >= first.count() || event >= second.count())
        return first.count() == second.count();
    const EventType& one = first.type(event);
    const EventType& other = second.type(event);
    return first.realCount() == second.realCount() && one.name == other.name &&
           one.weights == other.weights && one.isDerived() == other.isDerived();
}

} // namespace

FlameSceneSource::FlameSceneSource()
    : m_job(&FlameScene::compute, [this](Scene scene) { finished(std::move(scene)); })
{}

FlameSceneSource::~FlameSceneSource() = default;

bool FlameSceneSource::sameScene(const FlameScene::Request& a, const FlameScene::Request& b)
{
    const FlameTree::Options& one = a.options;
    const FlameTree::Options& other = b.options;
    return a.snapshot == b.snapshot && a.bottomUp == b.bottomUp && a.comparison == b.comparison &&
           one.focus == other.focus && one.maxDepth == other.maxDepth &&
           one.maxNodes == other.maxNodes && one.minShare == other.minShare && sameEvent(a, b);
}

int FlameSceneSource::addReader(Deliver deliver, BusyHandler busy)
{
    const int id = m_nextReader++;
    m_readers[id] = Reader{std::move(deliver), std::move(busy), std::nullopt};
    return id;
}

void FlameSceneSource::removeReader(int reader)
{
    m_readers.erase(reader);
    pump();
}

void FlameSceneSource::ask(int reader, FlameScene::Request request)
{
    Reader& state = m_readers.at(reader);
    state.wanted = std::move(request);
    state.served = false;
    pump();
}

void FlameSceneSource::cancel(int reader)
{
    Reader& state = m_readers.at(reader);
    state.wanted.reset();
    state.served = false;
    pump();
}

void FlameSceneSource::setActive(int reader, bool active)
{
    m_readers.at(reader).active = active;
    pump();
}

bool FlameSceneSource::isWaiting(const Reader& reader) const
{
    return reader.active && reader.wanted && !reader.served;
}

bool FlameSceneSource::isBusy(int reader) const
{
    const auto found = m_readers.find(reader);
    return found != m_readers.end() && isWaiting(found->second);
}

void FlameSceneSource::finished(Scene scene)
{
    if (!m_building)
        return;
    m_lastRequest = std::exchange(m_building, std::nullopt);
    m_last = std::move(scene);
    pump();
}

void FlameSceneSource::pump()
{
    // Every reader waiting for the scene there is gets it (a delivery may ask again: each
    // reader is looked up afresh).
    if (m_last && m_lastRequest) {
        for (auto& [id, reader] : m_readers) {
            if (isWaiting(reader) && sameScene(*reader.wanted, *m_lastRequest)) {
                reader.served = true;
                reader.deliver(m_last);
                pump();
                return;
            }
        }
    }
    // The scene being built is still wanted: it goes on, and the others wait for it.
    const auto waitsFor = [this](const FlameScene::Request& request) {
        for (const auto& [id, reader] : m_readers) {
            if (isWaiting(reader) && sameScene(*reader.wanted, request))
                return true;
        }
        return false;
    };
    if (!m_building || !waitsFor(*m_building)) {
        m_building.reset();
        const auto next =
            std::find_if(m_readers.begin(), m_readers.end(),
                         [this](const auto& entry) { return isWaiting(entry.second); });
        if (next != m_readers.end()) {
            m_building = *next->second.wanted;
            ++m_computations;
            m_job.submit(*m_building);
        } else {
            m_job.cancel();
        }
    }
    updateBusy();
}

void FlameSceneSource::updateBusy()
{
    for (auto& [id, reader] : m_readers) {
        const bool busy = isWaiting(reader);
        if (busy == reader.reportedBusy)
            continue;
        reader.reportedBusy = busy;
        if (reader.busy)
            reader.busy(busy);
    }
}

} // namespace tally
