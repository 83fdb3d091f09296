// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/ProfileComparison.h"

#include "core/model/NameOrder.h"
#include "core/model/StableSortByKey.h"
#include "core/model/TextHash.h"
#include "core/text/PathText.h"
#include "core/text/TextRanks.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace tally {

namespace {

using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

constexpr std::size_t kBase = std::size_t(Side::Base);
constexpr std::size_t kNew = std::size_t(Side::New);

// A function's name is compared run by run, in its own profile's table: building the text of
// each context name (127,000 of 500 bytes on a --separate-callers profile) would keep it.
// With name rewrites, the rewritten name is the key's `text` and `strings` is null (both sides
// then are rewritten alike).
struct Key
{
    const StringTable* strings = nullptr;
    StringId name;
    std::string_view file;
    std::string_view object;
    std::string_view text;
    bool operator==(const Key& other) const
    {
        if (file != other.file || object != other.object)
            return false;
        if (!strings || !other.strings)
            return text == other.text;
        return StringTable::compare(*strings, name, *other.strings, other.name) == 0;
    }
};

struct KeyHash
{
    std::size_t operator()(const Key& key) const noexcept
    {
        std::size_t h = key.strings ? texthash::of(*key.strings, key.name)
                                    : std::hash<std::string_view>()(key.text);
        for (const auto part : {key.file, key.object})
            h ^= std::hash<std::string_view>()(part) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        return h;
    }
};

// What a key keeps of a function's file and object.
enum class KeepFile : std::uint8_t
{
    No,
    Yes
};
enum class KeepObject : std::uint8_t
{
    No,
    Yes
};

// Each present function's name and file as the rewrites leave them, per function id of one side.
struct Rewritten
{
    std::vector<std::string> names;
    std::vector<std::string> files;
};

Rewritten rewrite(const Profile& profile, const std::vector<FunctionId>& functions,
                  const ProfileComparison::Options& options)
{
    Rewritten result;
    result.names.resize(profile.functionCount());
    result.files.resize(profile.functionCount());
    for (const FunctionId f : functions) {
        QString name = profile.functionName(f);
        for (const NameRewrite& rewrite : options.functionRewrites)
            name = rewrite.apply(name);
        QString file = QString::fromUtf8(profile.string(profile.function(f).file));
        for (const NameRewrite& rewrite : options.fileRewrites)
            file = rewrite.apply(file);
        result.names[f.index()] = name.toStdString();
        result.files[f.index()] = file.toStdString();
    }
    return result;
}

Key keyOf(const Profile& profile, FunctionId f, KeepFile file, KeepObject object,
          const Rewritten* rewritten)
{
    const auto& function = profile.function(f);
    const std::string_view fileName =
        rewritten ? std::string_view(rewritten->files[f.index()]) : profile.string(function.file);
    Key key{&profile.strings(),
            function.name,
            file == KeepFile::Yes ? pathtext::lastComponent(fileName) : std::string_view(),
            object == KeepObject::Yes ? pathtext::lastComponent(profile.string(function.object))
                                      : std::string_view(),
            {}};
    if (rewritten) {
        key.strings = nullptr;
        key.text = rewritten->names[f.index()];
    }
    return key;
}

// Orders functions of one name by their full paths read from the end, so that where several
// share a key (two util.c in different folders), those of the same folder pair up.
bool suffixLess(const Profile& profile, FunctionId a, FunctionId b)
{
    const auto& fa = profile.function(a);
    const auto& fb = profile.function(b);
    auto reversed = [&](StringId id) {
        const std::string_view text = profile.string(id);
        return std::pair(text.rbegin(), text.rend());
    };
    for (const auto& [x, y] : {std::pair(fa.file, fb.file), std::pair(fa.object, fb.object)}) {
        const auto [xb, xe] = reversed(x);
        const auto [yb, ye] = reversed(y);
        if (std::lexicographical_compare(xb, xe, yb, ye))
            return true;
        if (std::lexicographical_compare(yb, ye, xb, xe))
            return false;
    }
    return a.index() < b.index();
}

} // namespace

ProfileComparison::ProfileComparison(std::shared_ptr<const CostSnapshot> base,
                                     std::shared_ptr<const CostSnapshot> current,
                                     const Options& options, std::stop_token stop)
    : m_base(std::move(base)), m_new(std::move(current)), m_options(options),
      m_stop(std::move(stop))
{
    if (!m_base || !m_base->profile)
        m_base = CostSnapshot::empty();
    if (!m_new || !m_new->profile)
        m_new = CostSnapshot::empty();

    // The event types both measure, in the baseline's order; the rest are named.
    static const EventSet none;
    const EventSet& baseEvents = m_base->profile ? m_base->profile->events() : none;
    const EventSet& newEvents = m_new->profile ? m_new->profile->events() : none;
    const bool sized = m_base->flat->width() == baseEvents.realCount() &&
                       m_new->flat->width() == newEvents.realCount();
    for (int e = 0; e < baseEvents.realCount(); ++e) {
        const QString& eventName = baseEvents.type(e).name;
        const int other = newEvents.indexOf(eventName);
        if (sized && other >= 0 && other < newEvents.realCount()) {
            m_events.addReal(eventName);
            m_events.setLongName(eventName, baseEvents.type(e).longName);
            m_eventIndex[kBase].push_back(e);
            m_eventIndex[kNew].push_back(other);
        } else {
            m_onlyOn[kBase] << eventName;
        }
    }
    for (int e = 0; e < newEvents.realCount(); ++e) {
        const int other = baseEvents.indexOf(newEvents.type(e).name);
        if (!sized || other < 0 || other >= baseEvents.realCount())
            m_onlyOn[kNew] << newEvents.type(e).name;
    }
    m_events.addDefaultDerivedTypes();
    m_events.resolve();

    matchFunctions();
    if (m_options.includeCycles && !shouldStop())
        matchCycles();
    if (!shouldStop())
        fillCosts();
    if (m_options.shortNames && !shouldStop()) {
        // The rows' names as the views shorten them: one list, baseline-only names included,
        // as name() gives them, but as the profiles store them (a snapshot's short names read
        // them so too: a QString of each name was a tenth of the work); the cycles' made here,
        // kept where they are (a deque moves none of its strings as it grows).
        std::deque<std::string> cycleNames;
        std::vector<std::string_view> names;
        names.reserve(m_rows.size());
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            const Row& row = m_rows[r];
            if (row.kind == Kind::Cycle) {
                names.push_back(cycleNames.emplace_back(name(r).toStdString()));
                continue;
            }
            const Side side = displaySide(r);
            const Profile& from = profile(side);
            names.push_back(
                from.string(from.function(side == Side::Base ? row.base : row.current).name));
        }
        m_shortNames = std::make_shared<const ShortNames>(names, m_stop);
    }
}

void ProfileComparison::matchFunctions()
{
    const Profile* profiles[2] = {m_base->profile.get(), m_new->profile.get()};
    const FlatProfile* flats[2] = {m_base->flat.get(), m_new->flat.get()};
    std::vector<FunctionId> left[2];    // present functions not matched yet, in id order
    std::vector<FunctionId> matchOf[2]; // per function id: its counterpart
    std::vector<Kind> baseKind;         // per baseline function id: how it was matched
    for (const std::size_t side : {kBase, kNew}) {
        if (!profiles[side])
            continue;
        matchOf[side].resize(profiles[side]->functionCount());
        for (const FunctionId f : profiles[side]->functionIds()) {
            if (flats[side]->contains(f) && flats[side]->isPresent(f))
                left[side].push_back(f);
        }
    }
    baseKind.resize(matchOf[kBase].size(), Kind::Removed);
    // Names as the rewrites leave them, made once per function.
    Rewritten rewritten[2];
    const bool rewrites = !m_options.functionRewrites.empty() || !m_options.fileRewrites.empty();
    for (const std::size_t side : {kBase, kNew}) {
        if (rewrites && profiles[side])
            rewritten[side] = rewrite(*profiles[side], left[side], m_options);
    }
    // Pairs made by hand first: they override every other rule.
    std::vector<char> byHand(matchOf[kBase].size(), 0);
    for (const ManualPair& pair : m_options.manualPairs) {
        if (!profiles[kBase] || !profiles[kNew])
            break;
        const FunctionId base = comparisonpairs::find(*profiles[kBase], left[kBase], pair.base);
        const FunctionId current = comparisonpairs::find(*profiles[kNew], left[kNew], pair.current);
        if (!base.isValid() || !current.isValid() || matchOf[kBase][base.index()].isValid() ||
            matchOf[kNew][current.index()].isValid())
            continue;
        matchOf[kBase][base.index()] = current;
        matchOf[kNew][current.index()] = base;
        baseKind[base.index()] = Kind::Moved;
        byHand[base.index()] = 1;
    }
    if (!m_options.manualPairs.empty()) {
        for (const std::size_t side : {kBase, kNew}) {
            std::erase_if(left[side],
                          [&](FunctionId f) { return matchOf[side][f.index()].isValid(); });
        }
    }
    const auto keyFor = [&](std::size_t side, FunctionId f, KeepFile file, KeepObject object) {
        return keyOf(*profiles[side], f, file, object, rewrites ? &rewritten[side] : nullptr);
    };

    // One pass pairs the functions left on both sides whose keys agree. Where a key names several
    // functions on a side, only the exact pass pairs them (in the order of suffixLess); the looser
    // passes pair only what is unambiguous.
    // Entries of both sides sorted by the hash of their key: each run of one hash holds the
    // functions of one key (rarely more, split by comparing the keys). No node per key, no list
    // per group: 127,000 functions a side take a sort, not 250,000 allocations.
    struct Entry
    {
        std::size_t hash;
        FunctionId id;
        std::size_t side;
    };
    std::vector<Entry> entries;
    std::vector<Entry> scratch;
    std::vector<FunctionId> group[2];
    auto pass = [&](KeepFile file, KeepObject object, bool pairSeveral, Kind kind) {
        if (left[kBase].empty() || left[kNew].empty() || shouldStop())
            return;
        auto key = [&](const Entry& entry) { return keyFor(entry.side, entry.id, file, object); };
        entries.clear();
        for (const std::size_t side : {kBase, kNew}) {
            for (const FunctionId f : left[side])
                entries.push_back({KeyHash()(keyFor(side, f, file, object)), f, side});
        }
        // By hash, then side and id: the order they were added in, which a stable sort keeps
        // (a radix sort: std::sort's comparisons were 180 M instructions of a comparison of
        // 127,000 functions a side, this 10 M).
        stableSortByKey(entries, scratch, [](const Entry& e) { return std::uint64_t(e.hash); });
        std::size_t runs = 0;
        for (auto run = entries.begin(); run != entries.end();) {
            if (++runs % 4096 == 0 && shouldStop())
                return;
            const auto runEnd = std::find_if(run, entries.end(),
                                             [&](const Entry& e) { return e.hash != run->hash; });
            while (run != runEnd) {
                // One entry left has no counterpart: no key made. Else the first's key against
                // the others' (not itself: a name compared with itself was read whole); the
                // same partition as of the whole run, whose first entry stays where it is.
                if (run + 1 == runEnd) {
                    run = runEnd;
                    break;
                }
                const Key first = key(*run);
                const auto split = std::partition(run + 1, runEnd,
                                                  [&](const Entry& e) { return key(e) == first; });
                group[kBase].clear();
                group[kNew].clear();
                for (auto it = run; it != split; ++it)
                    group[it->side].push_back(it->id);
                run = split;
                auto& bases = group[kBase];
                auto& news = group[kNew];
                if (bases.empty() || news.empty())
                    continue;
                if (bases.size() > 1 || news.size() > 1) {
                    if (!pairSeveral)
                        continue;
                    for (const std::size_t side : {kBase, kNew}) {
                        std::sort(group[side].begin(), group[side].end(),
                                  [&](FunctionId a, FunctionId b) {
                                      return suffixLess(*profiles[side], a, b);
                                  });
                    }
                }
                for (std::size_t i = 0; i < std::min(bases.size(), news.size()); ++i) {
                    matchOf[kBase][bases[i].index()] = news[i];
                    matchOf[kNew][news[i].index()] = bases[i];
                    baseKind[bases[i].index()] = kind;
                }
            }
        }
        for (const std::size_t side : {kBase, kNew}) {
            std::erase_if(left[side],
                          [&](FunctionId f) { return matchOf[side][f.index()].isValid(); });
        }
    };
    if (m_options.ignoreFile) {
        pass(KeepFile::No, KeepObject::Yes, true, Kind::Same);
    } else {
        pass(KeepFile::Yes, KeepObject::Yes, true, Kind::Same);
        pass(KeepFile::No, KeepObject::Yes, false, Kind::Moved); // the file was renamed
    }
    pass(KeepFile::Yes, KeepObject::No, false, Kind::Moved); // the object was renamed
    pass(KeepFile::No, KeepObject::No, false, Kind::Moved);  // both were

    for (const std::size_t side : {kBase, kNew})
        m_rowOf[side].assign(matchOf[side].size(), -1);
    if (shouldStop())
        return;
    if (profiles[kBase]) {
        for (const FunctionId f : profiles[kBase]->functionIds()) {
            if (!flats[kBase]->contains(f) || !flats[kBase]->isPresent(f))
                continue;
            const FunctionId other = matchOf[kBase][f.index()];
            m_rowOf[kBase][f.index()] = std::int32_t(m_rows.size());
            if (other.isValid())
                m_rowOf[kNew][other.index()] = std::int32_t(m_rows.size());
            Row row{other.isValid() ? baseKind[f.index()] : Kind::Removed, f, other};
            row.byHand = byHand[f.index()] != 0;
            m_rows.push_back(row);
        }
    }
    for (const FunctionId f : left[kNew]) {
        m_rowOf[kNew][f.index()] = std::int32_t(m_rows.size());
        m_rows.push_back({Kind::Added, FunctionId(), f});
    }
}

void ProfileComparison::matchCycles()
{
    const auto& baseCycles = m_base->flat->cycles();
    const auto& newCycles = m_new->flat->cycles();
    std::vector<char> taken(newCycles.size(), 0);
    // Each baseline cycle, costliest first, takes the free new cycle that holds most of its
    // members' counterparts.
    // The candidates are gathered per cycle from its members, so many small cycles cost their
    // members, not base cycles x new cycles.
    std::vector<int> candidates;
    for (std::size_t c = 0; c < baseCycles.size(); ++c) {
        if (c % 1024 == 0 && shouldStop())
            return;
        candidates.clear();
        for (const FunctionId member : baseCycles[c].members) {
            const auto r = rowOf(Side::Base, member);
            if (r < 0 || !m_rows[std::size_t(r)].current.isValid())
                continue;
            const int other = m_new->flat->cycleOf(m_rows[std::size_t(r)].current);
            if (other >= 0 && !taken[std::size_t(other)])
                candidates.push_back(other);
        }
        std::sort(candidates.begin(), candidates.end());
        Row row{Kind::Cycle, FunctionId(), FunctionId(), int(c), -1};
        std::ptrdiff_t bestCount = 0;
        for (auto it = candidates.begin(); it != candidates.end();) {
            const auto next = std::upper_bound(it, candidates.end(), *it);
            if (next - it > bestCount) { // the lowest index wins a tie
                bestCount = next - it;
                row.newCycle = *it;
            }
            it = next;
        }
        if (row.newCycle >= 0)
            taken[std::size_t(row.newCycle)] = 1;
        m_rows.push_back(row);
    }
    for (std::size_t d = 0; d < newCycles.size(); ++d) {
        if (!taken[d])
            m_rows.push_back({Kind::Cycle, FunctionId(), FunctionId(), -1, int(d)});
    }
}

void ProfileComparison::fillCosts()
{
    const std::size_t w = std::size_t(width());
    m_costs.assign(m_rows.size() * 4 * w, 0);
    m_totals.assign(2 * w, 0);
    if (w == 0)
        return;
    const FlatProfile* flats[2] = {m_base->flat.get(), m_new->flat.get()};
    auto project = [&](std::size_t side, std::span<const Cost> source, Cost* target) {
        for (std::size_t e = 0; e < w; ++e)
            target[e] = source[std::size_t(m_eventIndex[side][e])];
    };
    for (const std::size_t side : {kBase, kNew}) {
        project(side, flats[side]->totals(), m_totals.data() + side * w);
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            if (r % 8192 == 0 && shouldStop())
                return;
            const Row& row = m_rows[r];
            Cost* target = m_costs.data() + r * 4 * w + side * 2 * w;
            if (row.kind == Kind::Cycle) {
                const int c = side == kBase ? row.baseCycle : row.newCycle;
                if (c < 0)
                    continue;
                project(side, flats[side]->cycleSelf(std::size_t(c)), target);
                project(side, flats[side]->cycleInclusive(std::size_t(c)), target + w);
            } else {
                const FunctionId f = side == kBase ? row.base : row.current;
                if (!f.isValid())
                    continue;
                project(side, flats[side]->self(f), target);
                project(side, flats[side]->inclusive(f), target + w);
            }
        }
    }
}

std::ptrdiff_t ProfileComparison::rowOf(Side side, FunctionId f) const
{
    const auto& rows = m_rowOf[std::size_t(side)];
    return f.isValid() && f.index() < rows.size() ? rows[f.index()] : -1;
}

Count ProfileComparison::called(std::size_t r, Side side) const
{
    const Row& row = m_rows[r];
    const CostSnapshot& s = snapshot(side);
    if (row.kind == Kind::Cycle) {
        const int c = side == Side::Base ? row.baseCycle : row.newCycle;
        return c < 0 ? 0 : s.flat->cycles()[std::size_t(c)].called;
    }
    const FunctionId f = side == Side::Base ? row.base : row.current;
    return f.isValid() ? s.flat->called(f) : 0;
}

Cost ProfileComparison::selfDelta(std::size_t r, int event) const
{
    return costmath::subtract(value(self(r, Side::New), event), value(self(r, Side::Base), event));
}

Cost ProfileComparison::inclusiveDelta(std::size_t r, int event) const
{
    return costmath::subtract(value(inclusive(r, Side::New), event),
                              value(inclusive(r, Side::Base), event));
}

changeeffects::Split ProfileComparison::effects(std::size_t r, int event) const
{
    const auto sideOf = [&](Side side) {
        return changeeffects::Side{m_rows[r].has(side), called(r, side),
                                   value(inclusive(r, side), event)};
    };
    return changeeffects::split(sideOf(Side::Base), sideOf(Side::New));
}

std::span<const Cost> ProfileComparison::totals(Side side) const
{
    const std::size_t w = std::size_t(width());
    return {m_totals.data() + std::size_t(side) * w, w};
}

Cost ProfileComparison::totalDelta(int event) const
{
    return costmath::subtract(value(totals(Side::New), event), value(totals(Side::Base), event));
}

double ProfileComparison::share(Cost cost, Side side, int event) const
{
    const Cost total = value(totals(side), event);
    return total == 0 ? 0.0 : double(cost) / double(total);
}

double ProfileComparison::relativeChange(double base, double value)
{
    if (base == 0)
        return value == 0 ? 0.0 : std::copysign(std::numeric_limits<double>::infinity(), value);
    return 100.0 * (value - base) / std::abs(base);
}

double ProfileComparison::percentChange(Cost base, Cost value)
{
    if (base == 0)
        return value == 0 ? 0.0
                          : std::copysign(std::numeric_limits<double>::infinity(), double(value));
    return 100.0 * (double(value) - double(base)) / std::abs(double(base));
}

QString ProfileComparison::name(std::size_t r) const
{
    const Row& row = m_rows[r];
    const Side side = displaySide(r);
    if (row.kind == Kind::Cycle) {
        const int c = side == Side::Base ? row.baseCycle : row.newCycle;
        return QStringLiteral("<cycle %1>")
            .arg(snapshot(side).flat->cycles()[std::size_t(c)].number);
    }
    return profile(side).functionName(side == Side::Base ? row.base : row.current);
}

QString ProfileComparison::file(std::size_t r, Side side) const
{
    const Row& row = m_rows[r];
    const FunctionId f = side == Side::Base ? row.base : row.current;
    return row.kind == Kind::Cycle || !f.isValid() ? QString() : profile(side).functionFile(f);
}

NamedFunction ProfileComparison::key(std::size_t r, Side side) const
{
    const Row& row = m_rows[r];
    const FunctionId f = side == Side::Base ? row.base : row.current;
    if (row.kind == Kind::Cycle || !f.isValid())
        return {};
    return comparisonpairs::keyOf(profile(side), f);
}

QString ProfileComparison::object(std::size_t r, Side side) const
{
    const Row& row = m_rows[r];
    const FunctionId f = side == Side::Base ? row.base : row.current;
    return row.kind == Kind::Cycle || !f.isValid() ? QString() : profile(side).functionObject(f);
}

std::vector<std::size_t> ProfileComparison::sortedRows(int event, bool grewFirst) const
{
    if (width() == 0)
        event = -1;
    // Each row's numbers as unsigned keys that order ascending as the row goes first, sorted
    // stably from the order of the ties (tieOrder()): by the self delta, then the inclusive
    // one, then the signed one. Radix passes over integers, no name compared. Magnitudes in
    // unsigned 64 bits: |INT64_MIN| does not fit a Cost.
    auto magnitude = [](Cost c) {
        return c < 0 ? std::uint64_t(0) - std::uint64_t(c) : std::uint64_t(c);
    };
    struct Keyed
    {
        std::uint64_t grew;
        std::uint64_t inclusive;
        std::uint64_t self;
        std::size_t row;
    };
    std::vector<Keyed> keyed;
    keyed.reserve(m_rows.size());
    for (const std::size_t r : tieOrder()) {
        const Cost inclusive = event >= 0 ? inclusiveDelta(r, event) : 0;
        keyed.push_back({~(std::uint64_t(inclusive) ^ (std::uint64_t(1) << 63)),
                         ~magnitude(inclusive), ~(event >= 0 ? magnitude(selfDelta(r, event)) : 0),
                         r});
    }
    std::vector<Keyed> scratch;
    stableSortByKey(keyed, scratch, [](const Keyed& k) { return k.self; });
    stableSortByKey(keyed, scratch, [](const Keyed& k) { return k.inclusive; });
    if (grewFirst)
        stableSortByKey(keyed, scratch, [](const Keyed& k) { return k.grew; });
    std::vector<std::size_t> order(keyed.size());
    for (std::size_t i = 0; i < keyed.size(); ++i)
        order[i] = keyed[i].row;
    return order;
}

const std::vector<std::size_t>& ProfileComparison::tieOrder() const
{
    std::call_once(m_tieOrderMade, [this] {
        // Functions first, by name (nameorder: 64 bytes at a time, not whole names compared),
        // those of one name by file, object and side; then cycles by number.
        struct TieKey
        {
            std::string_view file, object;
            int cycle;
        };
        std::vector<TieKey> keys(m_rows.size());
        std::vector<nameorder::Named> names(m_rows.size());
        std::vector<std::uint32_t> functions;
        std::vector<std::uint32_t> cycles;
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            const Row& row = m_rows[r];
            const Side side = displaySide(r);
            TieKey& key = keys[r];
            if (row.kind == Kind::Cycle) {
                key.cycle = side == Side::Base ? row.baseCycle : row.newCycle;
                key.cycle += side == Side::Base ? 1 << 30 : 0; // new-side cycles before base-only
                cycles.push_back(std::uint32_t(r));
            } else {
                const Profile& p = profile(side);
                const auto& f = p.function(side == Side::Base ? row.base : row.current);
                names[r] = {&p.strings(), f.name};
                key.file = p.string(f.file);
                key.object = p.string(f.object);
                key.cycle = side == Side::Base ? 1 : 0; // a removed function after an added one
                functions.push_back(std::uint32_t(r));
            }
        }
        const auto byKey = [&](std::uint32_t a, std::uint32_t b) {
            return std::tie(keys[a].file, keys[a].object, keys[a].cycle, a) <
                   std::tie(keys[b].file, keys[b].object, keys[b].cycle, b);
        };
        nameorder::sort(functions, names, [&](std::span<std::uint32_t> sameName) {
            std::sort(sameName.begin(), sameName.end(), byKey);
        });
        std::sort(cycles.begin(), cycles.end(), byKey);
        m_tieOrder.assign(functions.begin(), functions.end());
        m_tieOrder.insert(m_tieOrder.end(), cycles.begin(), cycles.end());
    });
    return m_tieOrder;
}

const std::vector<std::size_t>& ProfileComparison::defaultOrder(int event) const
{
    {
        const std::lock_guard lock(m_defaultOrdersMutex);
        if (const auto found = m_defaultOrders.find(event); found != m_defaultOrders.end())
            return found->second;
    }
    // Sorted without the lock: the Compare view's worker makes the orders of the events not
    // shown while the GUI thread reads the shown one's at each sort and step of the filter.
    // Two threads that both make one keep the first.
    std::vector<std::size_t> order = sortedRows(event);
    const std::lock_guard lock(m_defaultOrdersMutex);
    return m_defaultOrders.try_emplace(event, std::move(order)).first->second;
}

const std::vector<std::uint32_t>& ProfileComparison::nameRanks() const
{
    std::call_once(m_nameRanksMade, [this] {
        // The stored UTF-8 bytes; a cycle by its text.
        std::deque<std::string> cycleTexts; // a deque: the views below must stay valid
        std::vector<std::string_view> names(m_rows.size());
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            const Row& row = m_rows[r];
            const Side side = displaySide(r);
            if (row.kind == Kind::Cycle) {
                names[r] = cycleTexts.emplace_back(name(r).toStdString());
            } else {
                const Profile& p = profile(side);
                names[r] = p.string(p.function(side == Side::Base ? row.base : row.current).name);
            }
        }
        m_nameRanks = textranks::caselessRanks(names);
    });
    return m_nameRanks;
}

std::vector<Cost> ProfileComparison::commonCosts(Side side, std::span<const Cost> costs) const
{
    std::vector<Cost> result(std::size_t(width()), 0);
    for (int e = 0; e < width(); ++e) {
        const int own = eventIndex(side, e);
        if (own >= 0 && std::size_t(own) < costs.size())
            result[std::size_t(e)] = costs[std::size_t(own)];
    }
    return result;
}

} // namespace tally
