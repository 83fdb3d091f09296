// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallMapTree.h"
#include "core/analysis/CostSnapshot.h"
#include "core/layout/CallMapLayout.h"
#include "core/text/TextElision.h"
#include "ui/viewmodel/callmap/CallMapRenderer.h"

#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>
#include <stop_token>
#include <vector>

namespace tally {

// Everything the call map shows, computed off the GUI thread: the tree for the active function,
// its layout for the widget's size, per node the shortened names and a hue, and the rendered
// image.
struct CallMapScene
{
    struct Request
    {
        std::shared_ptr<const CostSnapshot> snapshot;
        FunctionId root;
        CallMapTree::Options tree;
        QSizeF size;
        double titleHeight = 0; // a line of text, for the name strips
        double minSize = 6;     // smallest rectangle shown, in logical pixels
        CallMapLayout::Split split = CallMapLayout::Split::Best;
        bool shortNames = true; // labels from shortened names (View > Shorten Names)
        callmaprenderer::Style style;
        // For tooltips, as the Session had them when the map was requested (tree.event and
        // tree.events are the measured type and the event set).
        QString eventName;
        int secondaryEvent = -1; // -1: none
        QString secondaryName;
    };

    // The maximum number of rectangles, whatever the profile: bounded painting and layout work.
    static constexpr std::size_t kMaxNodes = 20000;

    // Null when `stop` was requested before it was done.
    static std::shared_ptr<const CallMapScene> compute(const Request& request,
                                                       std::stop_token stop = {});

    // Whether a node's label would read otherwise with `names` (the profile's short names, made
    // after this scene) and the View > Shorten Names choice `shortNames`: only then is a new
    // scene worth its layout and image.
    bool labelsChangeWith(const ShortNames* names, bool shortNames) const;

    // Keeps the profile alive as long as the scene that names its functions, and what tooltips
    // read other event types from.
    std::shared_ptr<const Profile> profile;
    std::shared_ptr<const FlatProfile> flat;
    std::shared_ptr<const CallRelations> relations;
    FunctionId root;
    // The event types of the request, kept with the scene so that tooltips name and evaluate the
    // types the map was computed for, even after the user's types change (indexes shift) and
    // until the next scene replaces this one. Null events: the profile's own.
    std::shared_ptr<const EventSet> events;
    int event = 0;
    QString eventName;
    int secondaryEvent = -1;
    QString secondaryName;
    CallMapTree tree;
    CallMapLayout layout;
    QSizeF size;
    // Per shown node (empty for hidden ones): the shortened name, then ever shorter forms of it
    // for small rectangles (CompactName).
    std::vector<QStringList> labels;
    // Per shown node: the characters of its name (labels' first form) that tell it from
    // look-alike names; a name that has them keeps only that form, cut around them.
    std::vector<textelision::Span> keeps;
    std::vector<int> hues; // 0..359, one per function name, stable across runs
    QImage image;          // the map, at the style's device pixel ratio
};

} // namespace tally
