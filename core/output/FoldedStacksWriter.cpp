// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/FoldedStacksWriter.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <map>

namespace tally::foldedstacks {

QByteArray frameName(const Profile& profile, const FlameNode& node)
{
    QByteArray name = flameFrameName(profile, node).toUtf8();
    name.replace(';', ':').replace('\n', ' ').replace('\r', ' ');
    return name;
}

QByteArray write(const Profile& profile, const FlameTree& tree)
{
    // Stacks of distinct frames can print the same (two contexts of one function, or names that
    // differ only in a `;`): they are merged. A sorted map keeps the output stable.
    std::map<QByteArray, Cost> stacks;
    std::vector<QByteArray> names(tree.nodes().size());
    QByteArray line;
    for (std::size_t i = 1; i < tree.nodes().size(); ++i) {
        const FlameNode& node = tree.node(i);
        if (node.self <= 0)
            continue;
        line.clear();
        for (const std::size_t frame : tree.path(i)) {
            QByteArray& name = names[frame];
            if (name.isNull())
                name = frameName(profile, tree.node(frame));
            if (!line.isEmpty())
                line += ';';
            line += name;
        }
        Cost& count = stacks[line];
        count = costmath::add(count, node.self);
    }
    QByteArray out;
    for (const auto& [stack, count] : stacks) {
        out += stack;
        out += ' ';
        out += QByteArray::number(qint64(count));
        out += '\n';
    }
    return out;
}

} // namespace tally::foldedstacks
