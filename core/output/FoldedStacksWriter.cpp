// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/FoldedStacksWriter.h"

#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>

namespace tally::foldedstacks {

namespace {

// flameFrameName() as UTF-8, without the QString round trip, for a name that is valid UTF-8: the
// context (`f'g'h` from --separate-callers) is cut at the first quote outside brackets, and the
// characters looked at are ASCII, which never occur inside a multi-byte character.
std::string_view frameBytes(std::string_view name)
{
    const std::size_t quote = name.find('\'');
    if (quote == std::string_view::npos || quote == 0)
        return name;
    int open = 0;
    for (std::size_t i = 0; i < quote; ++i) {
        const char c = name[i];
        if (c == '<' || c == '(')
            ++open;
        else if ((c == '>' || c == ')') && open > 0)
            --open;
    }
    return open == 0 ? name.substr(0, quote) : name;
}

void appendFrameName(std::string& out, const Profile& profile, const FlameNode& node)
{
    const std::size_t from = out.size();
    if (!node.cut && node.function.isValid()) // the name copied run by run, not built by view()
        profile.strings().appendTo(out, profile.function(node.function).name);
    const std::string_view name = std::string_view(out).substr(from);
    if (!name.empty() && QByteArrayView(name.data(), qsizetype(name.size())).isValidUtf8()) {
        out.resize(from + frameBytes(name).size());
    } else {
        // The cut and root frames, and names that are not UTF-8 (which the QString replaces).
        out.resize(from);
        const QByteArray bytes = flameFrameName(profile, node).toUtf8();
        out.append(bytes.constData(), std::size_t(bytes.size()));
    }
    for (std::size_t i = from; i < out.size(); ++i) {
        char& c = out[i];
        if (c == ';')
            c = ':';
        else if (c == '\n' || c == '\r')
            c = ' ';
    }
}

} // namespace

QByteArray frameName(const Profile& profile, const FlameNode& node)
{
    std::string name;
    appendFrameName(name, profile, node);
    return QByteArray(name.data(), qsizetype(name.size()));
}

QByteArray write(const Profile& profile, const FlameTree& tree)
{
    // Each frame's name once, all in one array; each stack's line built in another, then the
    // lines sorted (by their bytes, as a std::map<QByteArray> ordered them) and the lines that
    // print the same merged: stacks of distinct frames can (two contexts of one function, or
    // names that differ only in a `;`). No allocation per frame or per stack.
    const std::size_t nodeCount = tree.nodes().size();
    constexpr std::size_t kUnnamed = std::size_t(-1);
    std::string names;
    std::vector<std::pair<std::size_t, std::size_t>> nameAt(nodeCount, {kUnnamed, 0});
    struct Stack
    {
        std::size_t offset = 0;
        std::size_t length = 0;
        Cost count = 0;
    };
    std::string lines;
    std::vector<Stack> stacks;
    std::vector<std::size_t> frames;
    for (std::size_t i = 1; i < nodeCount; ++i) {
        const FlameNode& node = tree.node(i);
        if (node.self <= 0)
            continue;
        frames.clear();
        for (auto f = std::int32_t(i); f > 0; f = tree.node(std::size_t(f)).parent)
            frames.push_back(std::size_t(f));
        const std::size_t offset = lines.size();
        for (auto frame = frames.rbegin(); frame != frames.rend(); ++frame) {
            if (nameAt[*frame].first == kUnnamed) {
                const std::size_t start = names.size();
                appendFrameName(names, profile, tree.node(*frame));
                nameAt[*frame] = {start, names.size() - start};
            }
            if (lines.size() > offset)
                lines.push_back(';');
            lines.append(names, nameAt[*frame].first, nameAt[*frame].second);
        }
        stacks.push_back({offset, lines.size() - offset, node.self});
    }
    const auto line = [&lines](const Stack& s) {
        return std::string_view(lines).substr(s.offset, s.length);
    };
    std::sort(stacks.begin(), stacks.end(),
              [&](const Stack& a, const Stack& b) { return line(a) < line(b); });
    QByteArray out;
    out.reserve(qsizetype(lines.size()) + qsizetype(stacks.size()) * 24);
    for (std::size_t s = 0; s < stacks.size();) {
        Cost count = 0;
        std::size_t next = s;
        for (; next < stacks.size() && line(stacks[next]) == line(stacks[s]); ++next)
            count = costmath::add(count, stacks[next].count);
        const std::string_view stack = line(stacks[s]);
        out.append(stack.data(), qsizetype(stack.size()));
        out += ' ';
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, qint64(count)).ptr;
        out.append(digits, qsizetype(end - digits));
        out += '\n';
        s = next;
    }
    return out;
}

} // namespace tally::foldedstacks
