// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/CycleNumbers.h"

#include <QString>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <numeric>
#include <string>
#include <utility>

namespace tally::cyclenumbers {

namespace {

// KCachegrind's map keys of some functions: name, file and object (without their folders) as
// one QString, compared as QStrings compare, then by id. Most comparisons are decided by the
// keys' first bytes, kept for each function: where those are ASCII, QString's order of UTF-16
// units is theirs (an ASCII byte is one unit whatever comes after it). The rest compare the whole
// keys, made for the functions compared so and kept: as bytes when both are ASCII, else as
// QStrings. Every key made in one piece was a third of the numbering of a profile of 127,000
// context names of 500 bytes (names.callgrind with libc collapsed, whose cycles most reach).
class MapKeys
{
public:
    MapKeys(const Profile& profile, std::span<const std::uint32_t> functions)
        : m_profile(profile), m_functions(functions), m_heads(functions.size()),
          m_keys(functions.size())
    {
        const StringTable& strings = profile.strings();
        std::array<char, kHeadBytes> bytes{};
        for (std::size_t i = 0; i < functions.size(); ++i) {
            const FunctionKey& function = profile.function(FunctionId(functions[i]));
            bytes.fill(0);
            std::size_t length = strings.copyPrefix(function.name, bytes.data(), kHeadBytes);
            for (const StringId path : {function.file, function.object}) {
                if (length == kHeadBytes)
                    break;
                const std::string_view rest = withoutFolder(strings.view(path));
                const std::size_t n = std::min(rest.size(), kHeadBytes - length);
                std::copy_n(rest.data(), n, bytes.data() + length);
                length += n;
            }
            Head& head = m_heads[i];
            std::uint64_t high = 0;
            for (std::size_t w = 0; w < head.words.size(); ++w) {
                std::uint64_t word = 0;
                std::memcpy(&word, bytes.data() + w * 8, 8);
                high |= word;
                // Big-endian: words compare as their bytes do.
                head.words[w] =
                    std::endian::native == std::endian::little ? __builtin_bswap64(word) : word;
            }
            head.ascii = (high & 0x8080808080808080ULL) == 0;
        }
    }

    // Whether the key of functions[a] comes before that of functions[b].
    bool less(std::uint32_t a, std::uint32_t b) const
    {
        const Head& x = m_heads[a];
        const Head& y = m_heads[b];
        // Heads that differ differ at a byte of both keys, or where the shorter one ends (its
        // head is filled with 0 bytes, below any byte of the other there but 0, which would
        // compare equal and go on).
        if (x.words != y.words && x.ascii && y.ascii)
            return x.words < y.words;
        const int byKey = compareKeys(a, b);
        if (byKey != 0)
            return byKey < 0;
        return m_functions[a] < m_functions[b];
    }

private:
    static constexpr std::size_t kHeadBytes = 32;
    struct Head
    {
        std::array<std::uint64_t, kHeadBytes / 8> words{};
        bool ascii = true;
    };
    struct Key
    {
        std::string bytes;
        bool made = false;
        bool ascii = true;
        QString text; // the key as KCachegrind's QString, when it is not ASCII
    };

    // KCachegrind's short name of a file or object: what follows the last '/'.
    static std::string_view withoutFolder(std::string_view path)
    {
        const std::size_t slash = path.rfind('/');
        return slash == std::string_view::npos ? path : path.substr(slash + 1);
    }

    const Key& keyOf(std::uint32_t i) const
    {
        Key& key = m_keys[i];
        if (key.made)
            return key;
        const StringTable& strings = m_profile.strings();
        const FunctionKey& function = m_profile.function(FunctionId(m_functions[i]));
        strings.appendTo(key.bytes, function.name);
        key.bytes += withoutFolder(strings.view(function.file));
        key.bytes += withoutFolder(strings.view(function.object));
        key.ascii = std::ranges::all_of(
            key.bytes, [](char c) { return static_cast<unsigned char>(c) < 0x80; });
        if (!key.ascii) {
            const auto qtWithoutFolder = [](const QString& path) {
                return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
            };
            const FunctionId id(m_functions[i]);
            key.text = m_profile.functionName(id) + qtWithoutFolder(m_profile.functionFile(id)) +
                       qtWithoutFolder(m_profile.functionObject(id));
        }
        key.made = true;
        return key;
    }

    int compareKeys(std::uint32_t a, std::uint32_t b) const
    {
        const Key& x = keyOf(a);
        const Key& y = keyOf(b);
        if (x.ascii && y.ascii)
            return x.bytes.compare(y.bytes);
        const auto text = [](const Key& key) {
            return key.ascii ? QString::fromLatin1(key.bytes) : key.text;
        };
        return QString::compare(text(x), text(y));
    }

    const Profile& m_profile;
    std::span<const std::uint32_t> m_functions;
    std::vector<Head> m_heads;
    mutable std::vector<Key> m_keys; // made when first compared whole
};

// The functions KCachegrind's walks start from, in its map's order. It walks from each function
// that reaches a cycle, in that order, that no walk before has reached: each that comes before
// every other function that reaches it (its callers, theirs and so on, and the other members of
// its cycle). So at most the first of each component (a cycle, or a function in none), where it
// comes before everything upstream of the component: found in one pass over the components in
// topological order, a comparison of keys for each call, where sorting them all compared 36,000
// context names 15 times each (most of the cycles' numbering of a profile of 127,000 functions).
// `reaching`: the functions that reach a cycle, `position`: each function's place there (or
// kInvalidId). Returns the starts' places in `reaching`.
std::vector<std::uint32_t>
walkStarts(const Profile& profile, std::span<const std::uint32_t> offsets,
           std::span<const std::uint32_t> targets, std::span<const std::uint32_t> component,
           std::span<const std::uint32_t> reaching, std::span<const std::uint32_t> position,
           std::uint32_t cycleCount)
{
    constexpr std::uint32_t kNone = kInvalidId;
    const MapKeys keys(profile, reaching);
    // Components: the cycles, then each other function on its own.
    std::vector<std::uint32_t> group(reaching.size());
    std::uint32_t groups = cycleCount;
    for (std::uint32_t i = 0; i < reaching.size(); ++i)
        group[i] = component[reaching[i]] != kNone ? component[reaching[i]] : groups++;
    std::vector<std::uint32_t> first(groups, kNone);
    std::vector<std::uint32_t> memberBegins(std::size_t(groups) + 1, 0);
    for (std::uint32_t i = 0; i < reaching.size(); ++i) {
        const std::uint32_t g = group[i];
        if (first[g] == kNone || keys.less(i, first[g]))
            first[g] = i;
        ++memberBegins[g + 1];
    }
    for (std::uint32_t g = 0; g < groups; ++g)
        memberBegins[g + 1] += memberBegins[g];
    std::vector<std::uint32_t> members(reaching.size());
    {
        std::vector<std::uint32_t> next(memberBegins.begin(), memberBegins.end() - 1);
        for (std::uint32_t i = 0; i < reaching.size(); ++i)
            members[next[group[i]]++] = i;
    }
    // Each call between components, to a function that reaches a cycle (every caller of one
    // does): `visit(the callee's component)`.
    const auto forEachCall = [&](std::uint32_t g, auto visit) {
        for (std::uint32_t m = memberBegins[g]; m < memberBegins[g + 1]; ++m) {
            const std::uint32_t f = reaching[members[m]];
            for (std::uint32_t e = offsets[f]; e < offsets[f + 1]; ++e) {
                const std::uint32_t to = position[targets[e]];
                if (to != kNone && group[to] != g)
                    visit(group[to]);
            }
        }
    };
    std::vector<std::uint32_t> waiting(groups, 0);
    for (std::uint32_t g = 0; g < groups; ++g)
        forEachCall(g, [&](std::uint32_t to) { ++waiting[to]; });
    std::vector<std::uint32_t> ready;
    for (std::uint32_t g = 0; g < groups; ++g) {
        if (waiting[g] == 0)
            ready.push_back(g);
    }
    // By component: the first of the functions upstream of it (that reach it from outside).
    std::vector<std::uint32_t> upstream(groups, kNone);
    const auto earlier = [&](std::uint32_t a, std::uint32_t b) {
        return b == kNone || (a != kNone && keys.less(a, b));
    };
    while (!ready.empty()) {
        const std::uint32_t g = ready.back();
        ready.pop_back();
        const std::uint32_t best = earlier(upstream[g], first[g]) ? upstream[g] : first[g];
        forEachCall(g, [&](std::uint32_t to) {
            if (earlier(best, upstream[to]))
                upstream[to] = best;
            if (--waiting[to] == 0)
                ready.push_back(to);
        });
    }
    std::vector<std::uint32_t> starts;
    for (std::uint32_t g = 0; g < groups; ++g) {
        if (earlier(first[g], upstream[g]))
            starts.push_back(first[g]);
    }
    std::ranges::sort(starts, [&](std::uint32_t a, std::uint32_t b) { return keys.less(a, b); });
    return starts;
}

// KCachegrind's walk (TraceFunction::cycleDFS with its cycle cut at 0, its default, which cuts
// no call of a cost that is not negative), iterative: the components of two or more functions in
// the order it numbers them. It does not enter the functions that reach no cycle (most of a
// profile): none of them calls a function on the walk's stack (that one reaches it, so they would
// share a cycle), so each would be done at once, alone, changing nothing the walk finds.
// Its functions are those that reach a cycle (`reaching`), by their places there (`position`, of
// every function: kInvalidId for the others): the walk's state is kept for those alone.
std::vector<std::vector<std::uint32_t>> kcachegrindCycles(std::span<const std::uint32_t> offsets,
                                                          std::span<const std::uint32_t> targets,
                                                          std::span<const std::uint32_t> reaching,
                                                          std::span<const std::uint32_t> position,
                                                          std::span<const std::uint32_t> roots)
{
    const std::size_t count = reaching.size();
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
            frames.push_back({node, offsets[reaching[node]]});
        };
        enter(root);
        while (!frames.empty()) {
            Frame& frame = frames.back();
            const std::uint32_t node = frame.node;
            if (frame.edge < offsets[reaching[node] + 1]) {
                const std::uint32_t called = position[targets[frame.edge++]];
                if (called == kNone)
                    continue;
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
                members.push_back(reaching[member]);
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

} // namespace

std::vector<int> asKCachegrind(const Profile& profile, std::span<const std::uint32_t> offsets,
                               std::span<const std::uint32_t> targets,
                               std::span<const std::uint32_t> component,
                               std::span<const std::uint32_t> reaching, std::uint32_t cycleCount)
{
    std::vector<int> numbers(cycleCount, 0);
    if (cycleCount == 0 || offsets.size() < 2)
        return numbers;
    // Only the walks from the functions that reach a cycle (cycle members included) can meet
    // one (a walk from any other function reaches none), so only their order matters; each
    // function's place among them.
    std::vector<std::uint32_t> position(offsets.size() - 1, kInvalidId);
    std::vector<std::size_t> sizes(cycleCount, 0);
    for (std::uint32_t i = 0; i < reaching.size(); ++i) {
        position[reaching[i]] = i;
        if (component[reaching[i]] != kInvalidId)
            ++sizes[component[reaching[i]]];
    }
    const std::vector<std::uint32_t> roots =
        walkStarts(profile, offsets, targets, component, reaching, position, cycleCount);

    int next = 1;
    for (const auto& members : kcachegrindCycles(offsets, targets, reaching, position, roots)) {
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
