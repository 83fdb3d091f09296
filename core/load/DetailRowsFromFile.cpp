// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/DetailRowsFromFile.h"

#include "core/callgrind/CallgrindParser.h"
#include "core/io/ByteSource.h"
#include "core/io/LineReader.h"
#include "core/load/BlockNames.h"
#include "core/load/LoadLog.h"
#include "core/load/ProfileBuilder.h"
#include "core/load/ProfileLoader.h"
#include "core/load/RowHash.h"
#include "core/model/CostArithmetic.h"

#include <algorithm>
#include <charconv>
#include <numeric>
#include <tuple>

namespace tally {

namespace {

// Whether every sum of the part rows, added up, stays below the 64-bit range: then no detail
// row's sum (each a share of those) can pass it, where one pass would have warned of it.
bool sumsFarFromRange(const Profile& profile)
{
    const std::size_t width = profile.events().realCount();
    std::vector<Cost> sums(width, 0);
    bool capped = false;
    for (const PartId part : profile.partIds()) {
        const auto functions = profile.partFunctions(part);
        for (std::size_t r = 0; r < functions.size(); ++r)
            capped |= costmath::addRow(sums.data(), functions.costs(r));
        const auto calls = profile.partCalls(part);
        for (std::size_t r = 0; r < calls.size(); ++r)
            capped |= costmath::addRow(sums.data(), calls.costs(r));
    }
    return !capped && std::ranges::all_of(
                          sums, [](Cost sum) { return sum >= 0 && sum < costmath::kMaximum / 2; });
}

// One function's rows of `profile`, as they are.
FunctionRows copiedRows(const Profile& profile, FunctionId function, int width)
{
    FunctionRows rows(width);
    const LineRows lines = profile.lines(function);
    std::vector<Cost> costs;
    bool addresses = false;
    for (std::size_t r = 0; r < lines.size(); ++r) {
        const LineCostRow row = lines.row(r);
        rows.lines.push_back({row.function, row.file, row.line});
        addresses = addresses || row.address != 0;
        const auto rowCosts = lines.costs(r);
        costs.insert(costs.end(), rowCosts.begin(), rowCosts.end());
    }
    if (addresses) {
        for (std::size_t r = 0; r < lines.size(); ++r)
            rows.lineAddresses.push_back(lines.row(r).address);
    }
    rows.lineCosts = CostTable(width, rows.lines.size(), std::move(costs));
    costs.clear();
    const auto sites = profile.callSites(function);
    for (std::size_t r = 0; r < sites.size(); ++r) {
        rows.callSites.push_back(sites.row(r));
        const auto rowCosts = sites.costs(r);
        costs.insert(costs.end(), rowCosts.begin(), rowCosts.end());
    }
    rows.callSiteCosts = CostTable(width, rows.callSites.size(), std::move(costs));
    const auto jumps = profile.jumps(function);
    rows.jumps.assign(jumps.begin(), jumps.end());
    return rows;
}

} // namespace

std::size_t DetailRowsFromFile::KeyHash::operator()(const FunctionKey& key) const noexcept
{
    return mixHash((std::uint64_t(key.name.index()) << 32) ^
                   (std::uint64_t(key.file.index()) << 16) ^ key.object.index());
}

DetailRowsFromFile::DetailRowsFromFile(std::vector<Source> sources, BlockIndex blocks, bool exact)
    : m_sources(std::move(sources)), m_index(std::move(blocks)), m_exact(exact)
{}

void DetailRowsFromFile::attach(const Profile& profile)
{
    m_strings = profile.sharedStrings();
    m_functions.reserve(profile.functionCount());
    // With the load, on its thread: the first view to ask for rows (on the GUI thread) waited
    // 26.7 ms for a lookup of names.callgrind's 126,761 keys made then, node by node.
    for (const FunctionId f : profile.functionIds()) {
        const FunctionKey& key = profile.function(f);
        m_functions.push_back(key);
        m_functionIds.findOrAdd(KeyHash()(key), f.index(), [&](std::uint32_t id) {
            return id != f.index() && m_functions[id] == key;
        });
    }
    m_width = profile.events().realCount();
    for (int e = 0; e < m_width; ++e)
        m_eventNames.push_back(profile.events().type(e).name);

    m_parts.resize(profile.partCount());
    m_firstPartOf.assign(m_sources.size(), PartId::invalid());
    for (const PartId p : profile.partIds()) {
        const PartInfo& info = profile.part(p);
        m_parts[p.index()].source = info.sourceIndex;
        m_parts[p.index()].begin = info.byteBegin;
        if (std::size_t(info.sourceIndex) < m_firstPartOf.size() &&
            !m_firstPartOf[std::size_t(info.sourceIndex)].isValid())
            m_firstPartOf[std::size_t(info.sourceIndex)] = p;
    }
    for (auto& [part, layout] : m_index.partLayouts) {
        if (part.index() < m_parts.size())
            m_parts[part.index()].layout = std::move(layout);
    }

    // Each block runs to the next one of its file, or its part's end.
    const auto& starts = m_index.starts;
    bool valid = m_index.complete;
    std::vector<std::uint32_t> counts(m_functions.size() + 1, 0);
    for (const BlockIndex::Start& start : starts) {
        if (start.function.index() >= m_functions.size() || start.part.index() >= m_parts.size()) {
            valid = false;
            break;
        }
        PartHeader& part = m_parts[start.part.index()];
        if (part.end < 0)
            part.end = start.offset;
        ++counts[start.function.index() + 1];
    }
    if (valid) {
        std::partial_sum(counts.begin(), counts.end(), counts.begin());
        m_blockBegin = counts;
        m_blocks.resize(starts.size());
        for (std::size_t i = 0; i < starts.size(); ++i) {
            const BlockIndex::Start& start = starts[i];
            const PartInfo& part = profile.part(start.part);
            qint64 end = part.byteEnd;
            if (i + 1 < starts.size() &&
                profile.part(starts[i + 1].part).sourceIndex == part.sourceIndex)
                end = std::min(end, starts[i + 1].offset);
            m_blocks[counts[start.function.index()]++] = {start.offset, end, start.part};
        }
    }
    m_plainNames = std::move(m_index.plainNames);
    m_index = BlockIndex();

    m_idOf.resize(m_sources.size());
    for (std::size_t s = 0; s < m_sources.size(); ++s) {
        for (std::size_t kind = 0; kind < 2; ++kind)
            m_sources[s].names[kind].forEach([&](std::uint64_t id, StringId name) {
                m_idOf[s][kind].try_emplace(name.index(), id);
            });
    }
    m_readsBlocks = valid && m_exact && sumsFarFromRange(profile) &&
                    std::ranges::all_of(m_sources, &Source::blocksStandAlone);
    qCDebug(lcLoad) << "detail rows made on demand:"
                    << (m_readsBlocks ? "from each function's blocks" : "by one full load")
                    << m_blocks.size() << "blocks";
}

void DetailRowsFromFile::noteFileChanged(const QString& path) const
{
    if (!m_fileChanged.exchange(true))
        qCWarning(lcLoad).noquote()
            << path << "changed since it was loaded: its detail rows cannot be read from it";
}

FunctionRows DetailRowsFromFile::make(FunctionId function) const
{
    if (m_fileChanged.load())
        return FunctionRows(m_width);
    if (readsBlocks()) {
        if (std::optional<FunctionRows> rows = fromBlocks(function))
            return std::move(*rows);
        // Not a full load of what is now another file: no rows, for this function or any.
        if (m_fileChanged.load())
            return FunctionRows(m_width);
        m_blocksFailed = true;
        qCDebug(lcLoad) << "the blocks of function" << function.index()
                        << "read differently alone: detail rows by one full load";
    }
    return fromFullLoad(function);
}

void DetailRowsFromFile::prepare(std::span<const FunctionId> functions) const
{
    // Read alone, a function's blocks cost names.callgrind about 80 us each (the file opened
    // and checked, its part's header and the blocks parsed, a profile made of them: collapsing
    // libc's 24,483 functions took 2.0 s); one full load of its 126,761 functions 0.4 s, 3 us
    // each. So from a twentieth of the functions on, their rows are copied from one full load.
    constexpr std::size_t kFullLoadShare = 20;
    if (readsBlocks() && !m_fileChanged.load() &&
        functions.size() * kFullLoadShare >= m_functions.size())
        fullLoad();
}

bool DetailRowsFromFile::feed(ByteSource& file, CallgrindParser& parser, qint64 begin, qint64 end,
                              std::string& bytes)
{
    if (end <= begin)
        return true;
    if (end - begin > qint64(bytes.max_size()) || !file.seek(begin))
        return false;
    bytes.resize(std::size_t(end - begin));
    for (std::size_t at = 0; at < bytes.size();) {
        const qint64 n = file.read(bytes.data() + at, qint64(bytes.size() - at));
        if (n <= 0)
            return false;
        at += std::size_t(n);
    }
    // Split as LineReader splits (a '\r' before the newline dropped; the last line may have
    // none), lines numbered from 1: the parser's diagnostics only say that something differed.
    qint64 number = 0;
    for (std::size_t at = 0; at < bytes.size();) {
        std::size_t next = bytes.find('\n', at);
        const std::size_t lineEnd = next == std::string::npos ? bytes.size() : next;
        next = next == std::string::npos ? bytes.size() : next + 1;
        if (qint64(lineEnd - at) > LineReader::kMaxLineLength)
            return false;
        std::string_view line(bytes.data() + at, lineEnd - at);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (!line.starts_with("summary:") && !line.starts_with("totals:"))
            parser.parseLine(line, ++number, begin + qint64(at));
        at = next;
    }
    return true;
}

bool DetailRowsFromFile::inForce(int source, int kind, StringId name,
                                 std::optional<std::string>& written) const
{
    written.reset();
    if (name == StringTable::kEmpty)
        return true;
    const auto& ids = m_idOf[std::size_t(source)][std::size_t(kind)];
    const auto it = ids.find(name.index());
    if (it == ids.end()) {
        // A name without an id, written as the file wrote it (not one the parser would take
        // for an id).
        if (name.index() >= m_plainNames.size() || !m_plainNames[name.index()])
            return false;
        std::string text(m_strings->length(name), '\0');
        m_strings->copyTo(name, text.data());
        if (text.empty() || text.front() == '(')
            return false;
        written = std::move(text);
        return true;
    }
    std::array<char, 24> text{'('};
    char* end = std::to_chars(text.data() + 1, text.data() + text.size() - 1, it->second).ptr;
    *end++ = ')';
    written.emplace(text.data(), end);
    return true;
}

std::optional<FunctionRows> DetailRowsFromFile::fromBlocks(FunctionId function) const
{
    if (function.index() + 1 >= m_blockBegin.size())
        return FunctionRows(m_width);
    const std::uint32_t first = m_blockBegin[function.index()];
    const std::uint32_t last = m_blockBegin[function.index() + 1];
    if (first == last)
        return FunctionRows(m_width);
    const FunctionKey& key = m_functions[function.index()];

    ProfileBuilder builder;
    std::vector<int> builderSource(m_sources.size(), -1);
    std::vector<std::unique_ptr<ByteSource>> files(m_sources.size());
    std::string bytes; // the lines read, one range at a time
    // The builder's names (by index) -> the profile's.
    std::unordered_map<std::uint32_t, StringId> names{
        {StringTable::kEmpty.index(), StringTable::kEmpty}};
    // The blocks part by part (they are in the file's order): one parser for each part, which
    // reads the header and then each block, as a parser that goes on from a cut.
    for (std::uint32_t b = first; b < last;) {
        const PartId partId = m_blocks[b].part;
        const PartHeader& part = m_parts[partId.index()];
        const int s = part.source;
        const Source& source = m_sources[std::size_t(s)];
        if (!files[std::size_t(s)]) {
            QString error;
            auto file = ByteSource::open(source.path, &error);
            if (!file || file->isCompressed() || !source.identity ||
                file->identity() != source.identity) {
                noteFileChanged(source.path);
                return std::nullopt;
            }
            files[std::size_t(s)] = std::move(file);
            SourceInfo info;
            info.path = source.path;
            builderSource[std::size_t(s)] = builder.addSource(std::move(info));
        }
        ByteSource& file = *files[std::size_t(s)];
        CallgrindParser parser(builder, builderSource[std::size_t(s)]);
        parser.expectFewIds();
        const PartId firstPart = m_firstPartOf[std::size_t(s)];
        const PartHeader& header = m_parts[firstPart.index()];
        if (!feed(file, parser, header.begin, header.end, bytes))
            return std::nullopt;
        if (partId != firstPart && !feed(file, parser, part.begin, part.end, bytes))
            return std::nullopt;
        BlockNames before(*m_strings, source.names);
        std::optional<std::string> object;
        std::optional<std::string> functionFile;
        if (!inForce(s, 0, key.object, object) || !inForce(s, 1, key.file, functionFile))
            return std::nullopt;
        before.setInForce(std::move(object), std::move(functionFile));
        qint64 end = 0;
        for (; b < last && m_blocks[b].part == partId; ++b) {
            parser.continuePart(before);
            if (parser.layout() != part.layout ||
                !feed(file, parser, m_blocks[b].begin, m_blocks[b].end, bytes))
                return std::nullopt;
            end = m_blocks[b].end;
        }
        parser.finish(end);
        if (parser.neededEarlierContext())
            return std::nullopt;
        bool agree = true;
        parser.forEachName([&](int kind, std::uint64_t id, StringId name) {
            const StringId loaded = source.names[std::size_t(kind)].find(id);
            if (!loaded.isValid() || loaded.index() >= m_strings->size() ||
                StringTable::compare(builder.strings(), name, *m_strings, loaded) != 0) {
                agree = false;
                return;
            }
            const auto [it, added] = names.try_emplace(name.index(), loaded);
            agree = agree && it->second == loaded;
        });
        if (!agree)
            return std::nullopt;
    }
    const std::shared_ptr<const Profile> made = builder.finish();
    if (!made->diagnostics().empty())
        return std::nullopt;
    return rowsInProfileIds(*made, names, function);
}

std::optional<FunctionRows>
DetailRowsFromFile::rowsInProfileIds(const Profile& made,
                                     const std::unordered_map<std::uint32_t, StringId>& names,
                                     FunctionId function) const
{
    bool mapped = true;
    // The builder's name `id` as the profile's: given by an id, or without one (by its text).
    const auto lookUp = [&](StringId id) -> std::optional<StringId> {
        if (const auto it = names.find(id.index()); it != names.end())
            return it->second;
        if (const StringId plain = plainName(made.string(id)); plain.isValid())
            return plain;
        return std::nullopt;
    };
    const auto string = [&](StringId id) {
        const std::optional<StringId> loaded = lookUp(id);
        mapped = mapped && loaded.has_value();
        return loaded.value_or(StringTable::kEmpty);
    };
    // The builder's functions -> the profile's.
    std::vector<FunctionId> functions(made.functionCount(), FunctionId::invalid());
    FunctionId own = FunctionId::invalid();
    for (const FunctionId f : made.functionIds()) {
        const FunctionKey& key = made.function(f);
        const auto object = lookUp(key.object);
        const auto file = lookUp(key.file);
        const auto name = lookUp(key.name);
        if (!object || !file || !name)
            continue; // not the profile's: no row may name it (functionOf says)
        const FunctionKey loaded{*object, *file, *name};
        if (const std::uint32_t id = m_functionIds.find(
                KeyHash()(loaded), [&](std::uint32_t i) { return m_functions[i] == loaded; });
            id != HashIndex::kNone)
            functions[f.index()] = FunctionId(FunctionId::Index(id));
        if (functions[f.index()] == function)
            own = f;
    }
    if (!own.isValid())
        return std::nullopt;
    const auto functionOf = [&](FunctionId id) {
        const FunctionId loaded = functions[id.index()];
        mapped = mapped && loaded.isValid();
        return loaded;
    };
    // The builder's event columns -> the profile's.
    const int madeWidth = made.events().realCount();
    std::vector<std::size_t> columns(std::size_t(madeWidth), 0);
    for (int e = 0; e < madeWidth; ++e) {
        const auto it = std::ranges::find(m_eventNames, made.events().type(e).name);
        if (it == m_eventNames.end())
            return std::nullopt;
        columns[std::size_t(e)] = std::size_t(it - m_eventNames.begin());
    }
    const std::size_t width = std::size_t(m_width);
    const auto appendCosts = [&](std::vector<Cost>& values, std::span<const Cost> costs) {
        const std::size_t at = values.size();
        values.resize(at + width, 0);
        for (std::size_t e = 0; e < costs.size(); ++e)
            values[at + columns[e]] = costs[e];
    };

    FunctionRows rows(m_width);
    // Put in the profile's order, as ProfileBuilder's flattening sorts each function's rows.
    const LineRows lines = made.lines(own);
    std::vector<LineCostRow> lineRows;
    for (std::size_t r = 0; r < lines.size(); ++r) {
        LineCostRow row = lines.row(r);
        row.function = function;
        row.file = string(row.file);
        lineRows.push_back(row);
    }
    std::vector<std::uint32_t> order(lineRows.size());
    std::iota(order.begin(), order.end(), 0u);
    std::ranges::sort(order, {}, [&](std::uint32_t i) {
        const LineCostRow& row = lineRows[i];
        return std::tuple(row.file.index(), row.line, row.address);
    });
    std::vector<Cost> costs;
    const bool addresses =
        std::ranges::any_of(lineRows, [](const LineCostRow& row) { return row.address != 0; });
    for (const std::uint32_t i : order) {
        const LineCostRow& row = lineRows[i];
        rows.lines.push_back({row.function, row.file, row.line});
        if (addresses)
            rows.lineAddresses.push_back(row.address);
        appendCosts(costs, lines.costs(i));
    }
    rows.lineCosts = CostTable(m_width, rows.lines.size(), std::move(costs));

    const auto sites = made.callSites(own);
    std::vector<CallSiteRow> siteRows;
    for (std::size_t r = 0; r < sites.size(); ++r) {
        CallSiteRow row = sites.row(r);
        row.caller = function;
        row.callee = functionOf(row.callee);
        row.file = string(row.file);
        siteRows.push_back(row);
    }
    order.resize(siteRows.size());
    std::iota(order.begin(), order.end(), 0u);
    std::ranges::sort(order, {}, [&](std::uint32_t i) {
        const CallSiteRow& row = siteRows[i];
        return std::tuple(row.callee.index(), row.file.index(), row.line, row.address);
    });
    costs.clear();
    for (const std::uint32_t i : order) {
        rows.callSites.push_back(siteRows[i]);
        appendCosts(costs, sites.costs(i));
    }
    rows.callSiteCosts = CostTable(m_width, rows.callSites.size(), std::move(costs));

    for (JumpRow row : made.jumps(own)) {
        row.function = function;
        row.file = string(row.file);
        row.targetFile = string(row.targetFile);
        if (row.targetFunction.isValid())
            row.targetFunction = functionOf(row.targetFunction);
        rows.jumps.push_back(row);
    }
    std::ranges::sort(rows.jumps, &FunctionDetail::JumpKey::less);
    if (!mapped)
        return std::nullopt;
    return rows;
}

StringId DetailRowsFromFile::plainName(std::string_view text) const
{
    std::call_once(m_plainTextsMade, [this] {
        std::string name;
        for (std::size_t id = 0; id < m_plainNames.size(); ++id) {
            if (!m_plainNames[id] || id >= m_strings->size())
                continue;
            const StringId string(static_cast<StringId::Index>(id));
            name.resize(m_strings->length(string));
            m_strings->copyTo(string, name.data());
            m_plainTexts.try_emplace(name, string);
        }
    });
    const auto it = m_plainTexts.find(std::string(text));
    return it == m_plainTexts.end() ? StringId() : it->second;
}

const Profile* DetailRowsFromFile::fullLoad() const
{
    std::call_once(m_fullLoadMade, [this] {
        // The files the load read, or none: their rows are not another file's.
        QStringList paths;
        for (const Source& source : m_sources) {
            paths.push_back(source.path);
            if (!source.identity || fileIdentity(source.path) != source.identity) {
                noteFileChanged(source.path);
                return;
            }
        }
        LoadOptions options;
        options.threads = 1;             // the functions in the order the sums-only load found them
        options.sameNamesAs = m_strings; // not a second copy of the names, kept beside them
        profileloader::Result loaded = profileloader::load(paths, {}, {}, options);
        // The same file read the same way: the same functions under the same ids, and the
        // same names (a load interns them in the order it meets them; shared only when the
        // same).
        const Profile* full = loaded.profile.get();
        if (!full || full->functionCount() != m_functions.size() ||
            full->events().realCount() != m_width || full->sharedStrings() != m_strings)
            return;
        for (const FunctionId f : full->functionIds()) {
            if (!(full->function(f) == m_functions[f.index()]))
                return;
        }
        m_fullLoad = std::move(loaded.profile);
    });
    m_fullLoadTried.store(true, std::memory_order_release);
    return m_fullLoad.get();
}

FunctionRows DetailRowsFromFile::fromFullLoad(FunctionId function) const
{
    const Profile* full = fullLoad();
    if (!full || !full->isFunction(function))
        return FunctionRows(m_width);
    return copiedRows(*full, function, m_width);
}

} // namespace tally
