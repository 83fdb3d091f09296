// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/flame/FlameScene.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace tally {

// The stacks of the views that show them (the flame graph and the Stacks table), built on one
// job: two views asking for the same stacks (the same snapshot, event type, root, direction and
// comparison) share one scene, computed once, and a view brought forward that asks for the scene
// another view already has gets it at once. Each view is a reader with its own request, active
// while it is shown; the job works only for active readers, one request at a time (the one still
// wanted that was asked for first), and a request no active reader wants any more is stopped.
class FlameSceneSource
{
public:
    using Scene = std::shared_ptr<const FlameScene>;
    using Deliver = std::function<void(Scene)>;
    using BusyHandler = std::function<void(bool)>;

    FlameSceneSource();
    ~FlameSceneSource();
    FlameSceneSource(const FlameSceneSource&) = delete;
    FlameSceneSource& operator=(const FlameSceneSource&) = delete;

    // A new reader, inactive, wanting nothing: `deliver` gets its scenes, `busy` says whether
    // one it wants is being built. Returns its id.
    int addReader(Deliver deliver, BusyHandler busy);
    // The reader goes (its view is destroyed): what only it wanted is stopped.
    void removeReader(int reader);
    // What `reader` wants now, replacing what it wanted before.
    void ask(int reader, FlameScene::Request request);
    // The reader wants nothing now (no profile, no function).
    void cancel(int reader);
    // Shown or hidden: an inactive reader's request waits.
    void setActive(int reader, bool active);
    bool isBusy(int reader) const;

    // How many scenes the job was asked to build so far (tests count them).
    int computations() const { return m_computations; }

    // Whether `a` and `b` make the same scene.
    static bool sameScene(const FlameScene::Request& a, const FlameScene::Request& b);

private:
    struct Reader
    {
        Deliver deliver;
        BusyHandler busy;
        std::optional<FlameScene::Request> wanted;
        bool active = false;
        bool served = false; // has the scene of `wanted`
        bool reportedBusy = false;
    };

    bool isWaiting(const Reader& reader) const;
    void finished(Scene scene);
    // Serves what is there, starts what is wanted next and stops what is wanted no more.
    void pump();
    void updateBusy();

    std::map<int, Reader> m_readers;
    int m_nextReader = 0;
    int m_computations = 0;
    // The request the job is building, and the newest scene built with its request.
    std::optional<FlameScene::Request> m_building;
    std::optional<FlameScene::Request> m_lastRequest;
    Scene m_last;
    LatestJob<FlameScene::Request, Scene> m_job;
};

} // namespace tally
