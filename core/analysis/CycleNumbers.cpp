// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CycleNumbers.h"

#include <QString>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

namespace tally::cyclenumbers {

namespace {

// KCachegrind's short name of a file or object: what follows the last '/'.
QString withoutFolder(const QString& path)
{
    return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
}

// The functions from which some cycle can be reached, cycle members included: only their walks
// can meet a cycle (a walk from any other function reaches none), so only their order matters.
std::vector<std::uint32_t> reachingCycles(std::span<const std::uint32_t> offsets,
                                          std::span<const std::uint32_t> targets,
                                          std::span<const std::uint32_t> component)
{
    const std::size_t count = offsets.size() - 1;
    std::vector<std::uint32_t> callerOffsets(count + 1, 0);
    for (const std::uint32_t to : targets)
        ++callerOffsets[to + 1];
    for (std::size_t n = 0; n < count; ++n)
        callerOffsets[n + 1] += callerOffsets[n];
    std::vector<std::uint32_t> callers(targets.size());
    {
        std::vector<std::uint32_t> next(callerOffsets.begin(), callerOffsets.end() - 1);
        for (std::uint32_t from = 0; from < count; ++from) {
            for (std::uint32_t e = offsets[from]; e < offsets[from + 1]; ++e)
                callers[next[targets[e]]++] = from;
        }
    }
    std::vector<bool> reached(count, false);
    std::vector<std::uint32_t> pending;
    for (std::uint32_t n = 0; n < count; ++n) {
        if (component[n] != kInvalidId) {
            reached[n] = true;
            pending.push_back(n);
        }
    }
    std::vector<std::uint32_t> result = pending;
    while (!pending.empty()) {
        const std::uint32_t n = pending.back();
        pending.pop_back();
        for (std::uint32_t e = callerOffsets[n]; e < callerOffsets[n + 1]; ++e) {
            const std::uint32_t caller = callers[e];
            if (!reached[caller]) {
                reached[caller] = true;
                pending.push_back(caller);
                result.push_back(caller);
            }
        }
    }
    return result;
}

// KCachegrind's walk (TraceFunction::cycleDFS with its cycle cut at 0, its default, which cuts
// no call of a cost that is not negative), iterative: the components of two or more functions in
// the order it numbers them.
std::vector<std::vector<std::uint32_t>> kcachegrindCycles(std::span<const std::uint32_t> offsets,
                                                          std::span<const std::uint32_t> targets,
                                                          std::span<const std::uint32_t> roots)
{
    const std::size_t count = offsets.size() - 1;
    constexpr std::uint32_t kNone = kInvalidId;
    std::vector<std::uint32_t> low(count, 0); // 0: not visited
    std::vector<std::uint32_t> prefix(count, 0);
    std::vector<std::uint32_t> below(count, kNone); // the function below on the stack
    std::vector<std::vector<std::uint32_t>> found;
    struct Frame
    {
        std::uint32_t node;
        std::uint32_t edge;
    };
    std::vector<Frame> frames;
    std::uint32_t visits = 0;
    for (const std::uint32_t root : roots) {
        if (low[root] != 0)
            continue;
        std::uint32_t top = kNone;
        const auto enter = [&](std::uint32_t node) {
            prefix[node] = low[node] = ++visits;
            below[node] = top;
            top = node;
            frames.push_back({node, offsets[node]});
        };
        enter(root);
        while (!frames.empty()) {
            Frame& frame = frames.back();
            const std::uint32_t node = frame.node;
            if (frame.edge < offsets[node + 1]) {
                const std::uint32_t called = targets[frame.edge++];
                if (low[called] == 0)
                    enter(called); // its low is taken when it is done
                else if (below[called] != kNone)
                    low[node] = std::min(low[node], low[called]);
                continue;
            }
            frames.pop_back();
            if (!frames.empty()) {
                const std::uint32_t caller = frames.back().node;
                low[caller] = std::min(low[caller], low[node]);
            }
            if (prefix[node] != low[node])
                continue;
            if (top == node) {
                top = below[node];
                below[node] = kNone;
                continue;
            }
            std::vector<std::uint32_t> members;
            while (top != kNone) {
                const std::uint32_t member = top;
                members.push_back(member);
                top = below[member];
                below[member] = kNone;
                if (member == node)
                    break;
            }
            found.push_back(std::move(members));
        }
    }
    return found;
}

// KCachegrind's map key of each function: the name, the file's name and the object's.
std::vector<std::string> asciiKeys(const Profile& profile, std::span<const std::uint32_t> functions)
{
    const StringTable& strings = profile.strings();
    const auto appendFileName = [&](std::string& key, StringId path) {
        const std::string_view text = profile.string(path);
        const auto slash = text.rfind('/');
        key.append(slash == std::string_view::npos ? text : text.substr(slash + 1));
    };
    std::vector<std::string> keys;
    keys.reserve(functions.size());
    unsigned char bits = 0;
    for (const std::uint32_t f : functions) {
        const FunctionKey& function = profile.function(FunctionId(f));
        std::string& key = keys.emplace_back();
        strings.appendTo(key, function.name);
        appendFileName(key, function.file);
        appendFileName(key, function.object);
        for (const char c : key)
            bits |= static_cast<unsigned char>(c);
    }
    if (bits >= 0x80)
        keys.clear(); // not ASCII: compared as QStrings
    return keys;
}

// `functions` sorted by their map keys, as KCachegrind's QMap orders them. Keys of ASCII
// characters only (nearly every profile's) are compared as bytes, which orders them as their
// QStrings: the QStrings of 100,000 context names, made and compared, were three quarters of the
// flat profile of a transformed names.callgrind.
std::vector<std::uint32_t> inMapOrder(const Profile& profile, std::vector<std::uint32_t> functions)
{
    if (const std::vector<std::string> keys = asciiKeys(profile, functions);
        !keys.empty() || functions.empty()) {
        std::vector<std::uint32_t> order(functions.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::ranges::sort(order, [&](std::uint32_t a, std::uint32_t b) {
            const int c = keys[a].compare(keys[b]);
            return c != 0 ? c < 0 : functions[a] < functions[b];
        });
        std::vector<std::uint32_t> sorted;
        sorted.reserve(order.size());
        for (const std::uint32_t i : order)
            sorted.push_back(functions[i]);
        return sorted;
    }
    std::vector<std::pair<QString, std::uint32_t>> keyed;
    for (const std::uint32_t f : functions) {
        const FunctionId id(f);
        keyed.emplace_back(profile.functionName(id) + withoutFolder(profile.functionFile(id)) +
                               withoutFolder(profile.functionObject(id)),
                           f);
    }
    std::ranges::sort(keyed);
    std::vector<std::uint32_t> sorted;
    sorted.reserve(keyed.size());
    for (const auto& [key, f] : keyed)
        sorted.push_back(f);
    return sorted;
}

} // namespace

std::vector<int> asKCachegrind(const Profile& profile, std::span<const std::uint32_t> offsets,
                               std::span<const std::uint32_t> targets,
                               std::span<const std::uint32_t> component, std::uint32_t cycleCount)
{
    std::vector<int> numbers(cycleCount, 0);
    if (cycleCount == 0 || offsets.size() < 2)
        return numbers;
    std::vector<std::size_t> sizes(cycleCount, 0);
    for (const std::uint32_t cycle : component) {
        if (cycle != kInvalidId)
            ++sizes[cycle];
    }
    // The walks' starts in KCachegrind's map order, compared as QStrings compare.
    const std::vector<std::uint32_t> roots =
        inMapOrder(profile, reachingCycles(offsets, targets, component));

    int next = 1;
    for (const auto& members : kcachegrindCycles(offsets, targets, roots)) {
        const int number = next++;
        const std::uint32_t cycle = component[members.front()];
        const bool same =
            cycle != kInvalidId && sizes[cycle] == members.size() &&
            std::ranges::all_of(members, [&](std::uint32_t f) { return component[f] == cycle; });
        if (same)
            numbers[cycle] = number;
    }
    for (int& number : numbers) {
        if (number == 0)
            number = next++;
    }
    return numbers;
}

} // namespace tally::cyclenumbers
