// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallGraph.h"
#include "core/text/CallGraphLabels.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace tally {

// Writes a call graph as Graphviz DOT text, with the labels, colours and widths the view shows;
// recursion cycles become clusters. Every string from the profile is escaped (it is untrusted).
namespace dotwriter {

enum class Direction
{
    TopToBottom,
    LeftToRight
};

// Colours instead of the cost scale's, e.g. a comparison's deltas; any entry may be missing.
struct Colours
{
    std::vector<std::optional<std::uint32_t>> nodeFill;   // per node of the graph, 0xRRGGBB
    std::vector<std::optional<std::uint32_t>> edgeColour; // per edge of the graph
    QString legend; // the graph's label, at its bottom, saying what the colours mean
};

QByteArray write(const CallGraph& graph, const CallGraphLabels& labels, Direction direction,
                 const Colours* colours = nullptr);
// A DOT double-quoted string holding `text` literally.
QByteArray quoted(const QString& text);
// "#rrggbb"
QByteArray colorName(std::uint32_t rgb);

} // namespace dotwriter

} // namespace tally
