// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/callmap/CallMapScene.h"

#include "core/text/CompactName.h"
#include "core/text/NameShortener.h"

#include <unordered_map>
#include <unordered_set>

#include <algorithm>

namespace tally {

namespace {

// A hue from the name (FNV-1a), so a function keeps its colour in every map and every run
// (qHash is seeded per process).
int hueOf(std::string_view name)
{
    std::uint32_t hash = 2166136261u;
    for (const char c : name) {
        hash ^= std::uint8_t(c);
        hash *= 16777619u;
    }
    // FNV's low bits barely differ between short names ("a", "c"): mix before taking the hue.
    hash ^= hash >> 16;
    hash *= 0x7feb352du;
    hash ^= hash >> 15;
    hash *= 0x846ca68bu;
    hash ^= hash >> 16;
    return int(hash % 360u);
}

// How a node names its function: the name the label starts from, and the characters of it that
// tell it from look-alikes (empty: none, or no short names made yet).
struct NodeName
{
    QString shown;
    textelision::Span keep;
};

NodeName nodeNameOf(const QString& name, const ShortNames* names, bool shortNames)
{
    NodeName node;
    node.shown = !shortNames ? name
                 : names     ? names->shortened(name)
                             : nameshortener::shortened(name);
    if (names)
        node.keep = names->distinguishing(name, shortNames);
    return node;
}

} // namespace

std::shared_ptr<const CallMapScene> CallMapScene::compute(const Request& request,
                                                          std::stop_token stop)
{
    auto scene = std::make_shared<CallMapScene>();
    if (request.snapshot) {
        scene->profile = request.snapshot->profile;
        scene->flat = request.snapshot->flat;
        scene->relations = request.snapshot->relations;
    }
    scene->root = request.root;
    scene->size = request.size;
    scene->events = request.tree.events;
    scene->event = request.tree.event;
    scene->eventName = request.eventName;
    scene->secondaryEvent = request.secondaryEvent;
    scene->secondaryName = request.secondaryName;
    if (!scene->profile || !request.root.isValid() || request.size.isEmpty())
        return scene;
    const Profile& profile = *scene->profile;

    CallMapTree::Options options = request.tree;
    options.maxNodes = std::min(options.maxNodes, kMaxNodes);
    // Nodes smaller than a minimum-size square could never be shown: leave them out of the tree.
    const double area = request.size.width() * request.size.height();
    options.minShare = std::max(options.minShare, request.minSize * request.minSize / area);
    scene->tree =
        CallMapTree::build(profile, *request.snapshot->flat, *request.snapshot->relations,
                           request.root, options, [&stop] { return stop.stop_requested(); });
    if (stop.stop_requested())
        return nullptr;

    CallMapLayout::Options layout;
    layout.frame = 1;
    layout.titleHeight = request.titleHeight;
    layout.minSize = request.minSize;
    layout.split = request.split;
    scene->layout = CallMapLayout(scene->tree, QRectF(QPointF(0, 0), request.size), layout);

    const std::size_t count = scene->tree.nodes().size();
    scene->labels.resize(count);
    scene->keeps.resize(count);
    scene->hues.resize(count);
    // A function shows in many rectangles: shorten its (possibly 6,000-character) name once.
    std::unordered_map<FunctionId, std::size_t> firstShown;
    for (std::size_t i = 0; i < count; ++i) {
        if (!scene->layout.isShown(i))
            continue;
        const FunctionId f = scene->tree.node(i).function;
        const auto [it, added] = firstShown.emplace(f, i);
        if (!added) {
            scene->labels[i] = scene->labels[it->second];
            scene->keeps[i] = scene->keeps[it->second];
            scene->hues[i] = scene->hues[it->second];
            continue;
        }
        NodeName node =
            nodeNameOf(profile.functionName(f), request.snapshot->names.get(), request.shortNames);
        scene->keeps[i] = node.keep;
        // Shorter forms drop parameters and scopes, where look-alikes differ.
        scene->labels[i] = node.keep.isEmpty() ? compactname::candidates(node.shown)
                                               : QStringList{std::move(node.shown)};
        scene->hues[i] = hueOf(profile.string(profile.function(f).name));
    }
    if (stop.stop_requested())
        return nullptr;
    scene->image = callmaprenderer::render(*scene, request.style);
    return scene;
}

bool CallMapScene::labelsChangeWith(const ShortNames* names, bool shortNames) const
{
    if (!profile)
        return false;
    std::unordered_set<FunctionId> seen;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (labels[i].isEmpty() || !seen.insert(tree.node(i).function).second)
            continue;
        const NodeName node =
            nodeNameOf(profile->functionName(tree.node(i).function), names, shortNames);
        if (node.shown != labels[i].front() || !(node.keep == keeps[i]))
            return true;
    }
    return false;
}

} // namespace tally
