// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/ReportWriter.h"

#include "core/model/StableSortByKey.h"
#include "core/output/ByteBuffer.h"
#include "core/output/TextColumns.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace tally::reportwriter {

namespace {

// One row's numbers as the text report aligns them: `value` grouped, right-aligned in `width`.
void alignedNumber(ByteBuffer& out, Cost value, std::size_t width)
{
    const std::size_t start = out.size();
    out.grouped(value);
    out.alignRight(start, width);
}

// A name from the string table as a TSV field with the tab after it, at `out` (room for it);
// returns its end. Flattened: GCC kept StringTable::forEachRun() out of line here, a call a
// name (+8 M instructions on 127,000 context names).
[[gnu::flatten]] char* writeNameField(char* out, const StringTable& strings, StringId name,
                                      bool tabs)
{
    char* const begin = out;
    out = ByteBuffer::writeName(out, strings, name);
    if (tabs) [[unlikely]]
        ByteBuffer::tabsToSpaces(begin, out);
    *out++ = '\t';
    return out;
}

// writeNameField() for a name whose `length` bytes are at `name` in one piece.
char* copyNameField(char* out, const char* name, std::size_t length, bool tabs)
{
    std::memcpy(out, name, length);
    if (tabs) [[unlikely]]
        ByteBuffer::tabsToSpaces(out, out + length);
    out[length] = '\t';
    return out + length + 1;
}

// The file and object fields of function rows (each with its tab), kept for the pair last
// written in each slot of a small cache and copied from there as one piece of a fixed size: a
// profile has few objects and files beside its functions (names.callgrind: 127,000 rows, a
// handful of pairs), whose two fields were written from the string table run by run for each
// row. A pair missing is written so, and kept if it is short.
class PlaceFields
{
public:
    explicit PlaceFields(const StringTable& strings) : m_strings(strings) {}

    // The fields of (file, object) at `out`, which has room for kShortBytes bytes or their
    // length if more; returns their end.
    char* write(char* out, StringId file, StringId object, bool tabs)
    {
        const std::uint32_t hash = file.index() * 0x9E3779B1u + object.index();
        Slot& slot = m_slots[hash >> (32 - kSlotBits)];
        if (slot.file == file && slot.object == object) {
            std::memcpy(out, slot.text.data(), kShortBytes);
            return out + slot.length;
        }
        char* end = writeNameField(out, m_strings, file, tabs);
        end = writeNameField(end, m_strings, object, tabs);
        if (const auto length = std::size_t(end - out); length <= kShortBytes) {
            // The bytes after the fields, up to kShortBytes, are the room's (written over by
            // the numbers next).
            std::memcpy(slot.text.data(), out, kShortBytes);
            slot.file = file;
            slot.object = object;
            slot.length = length;
        }
        return end;
    }

    static constexpr std::size_t kShortBytes = 64;

private:
    static constexpr int kSlotBits = 6;
    struct Slot
    {
        StringId file{kInvalidId};
        StringId object{kInvalidId};
        std::size_t length = 0;
        std::array<char, kShortBytes> text{};
    };

    const StringTable& m_strings;
    std::array<Slot, std::size_t(1) << kSlotBits> m_slots;
};

// Whether `costs` equal the as many at `other`: a loop, where std::equal called memcmp for each
// row's one or two numbers (3.4 M instructions on 127,000 rows).
bool sameCosts(std::span<const Cost> costs, const Cost* other)
{
    for (std::size_t e = 0; e < costs.size(); ++e) {
        if (costs[e] != other[e])
            return false;
    }
    return true;
}

// The rows in the report's order (see sortedRows()), one at a time from next(), with the bytes of
// a function's whole name when the order copied them (its run of equal numbers was ordered by
// name and the name fits its prefix): the TSV writer copies such a name in one piece while it is
// there, not run by run from the string table again. Pulled by the writer's loop, whose state
// stays in registers (a callback for each row read it through its captures: +170,000
// instructions on first4m's 4,279 rows).
class RowOrder
{
public:
    RowOrder(const Profile& profile, const FlatProfile& flat, bool includeCycles, int event,
             const EventSet* events);

    std::size_t size() const { return m_keyed.size(); }
    // The next row and its name's bytes (or null); false after the last.
    bool next(Row& row, const char*& name)
    {
        if (m_runAt == m_run.size()) [[unlikely]] {
            if (m_position == m_keyed.size())
                return false;
            std::size_t end = m_position + 1;
            while (end != m_keyed.size() && sameNumbers(m_keyed[m_position], m_keyed[end]))
                ++end;
            if (end == m_position + 1) {
                row = m_keyed[m_position++].row;
                name = nullptr;
                return true;
            }
            orderRun(end);
        }
        const Named& named = m_run[m_runAt++];
        row = named.row;
        name = named.whole;
        return true;
    }

private:
    // The sort keys are computed once per row, not in every comparison: a derived event type is
    // a formula over the row. Each is kept as an unsigned number that orders ascending as the
    // cost does descending, for a radix sort.
    struct Keyed
    {
        std::uint64_t inclusive = 0;
        std::uint64_t self = 0;
        Row row;
    };
    struct Named
    {
        const char* prefix = nullptr; // the name's first bytes, zero-padded to the run's width
        StringId name;
        StringId file;
        StringId object;
        Row row;
        const char* whole = nullptr; // `prefix` when it holds the whole name
    };
    static bool sameNumbers(const Keyed& a, const Keyed& b)
    {
        return a.inclusive == b.inclusive && a.self == b.self && a.row.isCycle == b.row.isCycle;
    }
    void orderRun(std::size_t end);

    // Up to 1,024 bytes a name (no more than the run's longest), and about 4 MB for a run,
    // however long. The ties of names.callgrind share up to 579 bytes: with 256, 30,000
    // comparisons walked the names' runs (10 M instructions).
    static constexpr std::size_t kPrefixBytes = 1024;
    static constexpr std::size_t kRunPrefixBytes = std::size_t(4) << 20;

    const Profile& m_profile;
    const StringTable& m_strings;
    std::vector<Keyed> m_keyed;
    std::size_t m_position = 0; // in m_keyed: the first row after the run in m_run
    std::vector<Named> m_run;
    std::size_t m_runAt = 0;
    // Neither zeroed nor copied when it grows: each run writes what it reads.
    std::unique_ptr<char[]> m_prefixes;
    std::size_t m_prefixBytes = 0;
};

RowOrder::RowOrder(const Profile& profile, const FlatProfile& flat, bool includeCycles, int event,
                   const EventSet* events)
    : m_profile(profile), m_strings(profile.strings())
{
    const auto descending = [](Cost cost) {
        return ~(std::uint64_t(cost) ^ (std::uint64_t(1) << 63));
    };
    m_keyed.reserve(profile.functionCount() + (includeCycles ? flat.cycles().size() : 0));
    const bool hasEvents = flat.width() > 0;
    const EventSet& types = events ? *events : profile.events();
    auto add = [&](Row row) {
        Keyed k{descending(0), descending(0), row};
        if (hasEvents) {
            k.inclusive = descending(types.value(row.isCycle ? flat.cycleInclusive(row.index)
                                                             : flat.inclusive(row.function()),
                                                 event));
            k.self = descending(types.value(
                row.isCycle ? flat.cycleSelf(row.index) : flat.self(row.function()), event));
        }
        m_keyed.push_back(k);
    };
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f))
            add({false, f.index()});
    }
    if (includeCycles) {
        for (std::uint32_t c = 0; c < flat.cycles().size(); ++c)
            add({true, c});
    }
    // By the numbers first, functions before cycles (the order they were added in, which a
    // stable sort keeps); then only the runs of equal numbers by name (orderRun). A radix sort:
    // std::sort's two million comparisons on 127,000 rows were a sixth of a report's writing.
    std::vector<Keyed> scratch;
    stableSortByKey(m_keyed, scratch, [](const Keyed& k) { return k.self; });
    stableSortByKey(m_keyed, scratch, [](const Keyed& k) { return k.inclusive; });
}

void RowOrder::orderRun(std::size_t end)
{
    // By name, file and object as bytes. The names' first bytes are copied once per row and
    // compared first: the ties of a context-separated profile share tens of bytes of callers,
    // which walking the names' runs in every comparison read again and again. Where the first
    // bytes differ they decide (a shorter name's zero padding orders it as its end does); where
    // they agree, the whole names decide; then the row's index, so that the order never depends
    // on the sort's.
    const StringTable& strings = m_strings;
    const auto begin = m_keyed.begin() + std::ptrdiff_t(m_position);
    const auto last = m_keyed.begin() + std::ptrdiff_t(end);
    const std::size_t count = end - m_position;
    std::size_t longest = 0;
    for (auto k = begin; k != last; ++k) {
        if (!k->row.isCycle)
            longest = std::max(longest, strings.length(m_profile.function(k->row.function()).name));
    }
    const std::size_t width = std::clamp<std::size_t>(
        kRunPrefixBytes / count, 16, std::clamp<std::size_t>(longest, 16, kPrefixBytes));
    if (m_prefixBytes < count * width) {
        m_prefixBytes = count * width;
        m_prefixes = std::make_unique_for_overwrite<char[]>(m_prefixBytes);
    }
    m_run.clear();
    for (auto k = begin; k != last; ++k) {
        char* prefix = m_prefixes.get() + m_run.size() * width;
        if (k->row.isCycle) {
            std::memset(prefix, 0, width);
            m_run.push_back({prefix, StringTable::kEmpty, StringTable::kEmpty, StringTable::kEmpty,
                             k->row, prefix});
        } else {
            const auto& f = m_profile.function(k->row.function());
            // The runs here, not through copyPrefix(): its call and checks a run cost as much as
            // the copy.
            std::size_t copied = 0;
            std::size_t length = 0;
            strings.forEachRun(f.name, [&](std::string_view bytes) {
                length += bytes.size();
                // An empty run (an empty name) has no bytes, and may have no pointer.
                const std::size_t n = std::min(bytes.size(), width - copied);
                if (n == 0)
                    return;
                std::memcpy(prefix + copied, bytes.data(), n);
                copied += n;
            });
            std::memset(prefix + copied, 0, width - copied);
            m_run.push_back(
                {prefix, f.name, f.file, f.object, k->row, length <= width ? prefix : nullptr});
        }
    }
    std::sort(m_run.begin(), m_run.end(), [&](const Named& a, const Named& b) {
        if (const int order = std::memcmp(a.prefix, b.prefix, width); order != 0)
            return order < 0;
        for (const auto& [x, y] : {std::pair(a.name, b.name), std::pair(a.file, b.file),
                                   std::pair(a.object, b.object)}) {
            if (const int order = strings.compare(x, y); order != 0)
                return order < 0;
        }
        return a.row.index < b.row.index;
    });
    m_runAt = 0;
    m_position = end;
}

} // namespace

std::vector<Row> sortedRows(const Profile& profile, const FlatProfile& flat, bool includeCycles,
                            int event, const EventSet* events)
{
    RowOrder order(profile, flat, includeCycles, event, events);
    std::vector<Row> rows;
    rows.reserve(order.size());
    Row row;
    const char* name = nullptr;
    while (order.next(row, name))
        rows.push_back(row);
    return rows;
}

void writeTsv(QTextStream& out, const Profile& profile, const FlatProfile& flat,
              const Options& options)
{
    // The rows are built as UTF-8 bytes straight from the string table (no QString per field,
    // no QTextStream formatting per number): on profiles with 100,000+ long names the per-field
    // conversions were a third of the whole run.
    const auto& events = options.events ? *options.events : profile.events();
    const int width = events.realCount();
    out << "# events:";
    for (int e = 0; e < width; ++e)
        out << ' ' << events.type(e).name;
    out << "\n# totals:";
    for (const Cost c : profile.totals())
        out << ' ' << c;
    out << "\nkind\tfunction\tfile\tobject\tcalled";
    for (int e = 0; e < width; ++e)
        out << "\tself:" << events.type(e).name;
    for (int e = 0; e < width; ++e)
        out << "\tincl:" << events.type(e).name;
    out << '\n';

    ByteBuffer buffer(out);
    const StringTable& strings = profile.strings();
    const bool tabs = strings.mayHoldTabs();
    // A function row is written at once into room for all of it: its kind, its three names with
    // their tabs, its numbers (each with its tab) and the line's end.
    // A function row's numbers as the row before's were written (its call count, costs and the
    // line's end): the rows of equal numbers, most of a context-separated profile's, copy them
    // instead of formatting them again. Copied 64 bytes at once when they fit (one event type).
    constexpr std::size_t kShortNumbers = 64;
    const auto costCount = std::size_t(flat.width());
    const std::size_t numbersBytes = (1 + 2 * costCount) * (1 + ByteBuffer::kIntegerBytes) + 1;
    std::vector<char> numbersText(std::max(numbersBytes, kShortNumbers));
    // The room of a row holds the numbers' kShortNumbers bytes after the place's fields, and
    // so PlaceFields::kShortBytes there.
    static_assert(PlaceFields::kShortBytes <= kShortNumbers);
    PlaceFields places(strings);
    std::size_t numbersLength = 0;
    Count lastCalled = 0;
    const Cost* lastSelf = nullptr;
    const Cost* lastInclusive = nullptr;
    RowOrder order(profile, flat, options.includeCycles, 0, nullptr);
    Row row;
    const char* name = nullptr;
    while (order.next(row, name)) {
        if (row.isCycle) [[unlikely]] {
            const auto& cycle = flat.cycles()[row.index];
            buffer << "cycle\t<cycle " << cycle.number << ">\t\t\t" << cycle.called;
            for (const Cost c : flat.cycleSelf(row.index))
                buffer << '\t' << c;
            for (const Cost c : flat.cycleInclusive(row.index))
                buffer << '\t' << c;
            buffer.endLine();
            continue;
        }
        {
            const auto& function = profile.function(row.function());
            // "fn", the three fields with their tabs, then kShortNumbers bytes or the numbers.
            char* at = buffer.room(
                3 + strings.length(function.name) + 1 + strings.length(function.file) + 1 +
                strings.length(function.object) + 1 + std::max(numbersBytes, kShortNumbers));
            *at++ = 'f';
            *at++ = 'n';
            *at++ = '\t';
            if (name != nullptr) {
                at = copyNameField(at, name, strings.length(function.name), tabs);
            } else {
                at = writeNameField(at, strings, function.name, tabs);
            }
            at = places.write(at, function.file, function.object, tabs);
            const Count called = flat.called(row.function());
            const std::span<const Cost> self = flat.self(row.function());
            const std::span<const Cost> inclusive = flat.inclusive(row.function());
            if (lastSelf == nullptr || called != lastCalled || !sameCosts(self, lastSelf) ||
                !sameCosts(inclusive, lastInclusive)) {
                char* const begin = numbersText.data();
                char* numbers = ByteBuffer::writeInteger(begin, called);
                for (const Cost c : self) {
                    *numbers++ = '\t';
                    numbers = ByteBuffer::writeInteger(numbers, c);
                }
                for (const Cost c : inclusive) {
                    *numbers++ = '\t';
                    numbers = ByteBuffer::writeInteger(numbers, c);
                }
                *numbers++ = '\n';
                numbersLength = std::size_t(numbers - begin);
                lastCalled = called;
                lastSelf = self.data();
                lastInclusive = inclusive.data();
            }
            if (numbersLength <= kShortNumbers)
                std::memcpy(at, numbersText.data(), kShortNumbers);
            else
                std::memcpy(at, numbersText.data(), numbersLength);
            at += numbersLength;
            buffer.grow(at);
            buffer.endWrittenLine();
        }
    }
    buffer.flush();
}

void writeText(QTextStream& out, const Profile& profile, const FlatProfile& flat,
               const Options& options)
{
    const auto& events = options.events ? *options.events : profile.events();
    auto number = [&](Cost c) {
        QLocale grouped(QLocale::English);
        return grouped.toString(c);
    };
    for (const auto& source : profile.sources()) {
        out << "Profile:  " << source.path;
        if (!source.creator.isEmpty())
            out << "  (" << source.creator << ')';
        out << '\n';
        if (!source.command.isEmpty())
            out << "Command:  " << source.command << '\n';
    }
    out << "Parts:    " << profile.partCount() << '\n';
    out << "Events:  ";
    for (int e = 0; e < events.count(); ++e) {
        out << ' ' << events.type(e).name;
        if (!events.type(e).longName.isEmpty())
            out << " (" << events.type(e).longName << ')';
    }
    out << "\nTotals:  ";
    for (int e = 0; e < events.realCount(); ++e)
        out << ' ' << events.type(e).name << ' ' << number(profile.totals()[e]);
    out << "\n\n";
    if (events.realCount() == 0)
        return;

    const int primary = std::clamp(options.primaryEvent, 0, events.count() - 1);
    const QString name = events.type(primary).name;
    const Cost total = events.value(profile.totals(), primary);
    std::vector<Row> rows = sortedRows(profile, flat, options.includeCycles, primary, &events);
    if (options.limit >= 0 && rows.size() > std::size_t(options.limit))
        rows.resize(std::size_t(options.limit));
    struct Numbers
    {
        Cost inclusive = 0;
        Cost self = 0;
        Count called = 0;
    };
    const auto numbersOf = [&](const Row& row) {
        const auto selfCosts = row.isCycle ? flat.cycleSelf(row.index) : flat.self(row.function());
        const auto inclCosts =
            row.isCycle ? flat.cycleInclusive(row.index) : flat.inclusive(row.function());
        return Numbers{events.value(inclCosts, primary), events.value(selfCosts, primary),
                       row.isCycle ? flat.cycles()[row.index].called : flat.called(row.function())};
    };
    const auto percent = [total](ByteBuffer& cell, Cost c) {
        if (total == 0)
            cell << "    -";
        else
            cell.fixed2AsQLocale(100.0 * double(c) / double(total));
    };
    // Each column as wide as its widest cell (and at least as wide as it always was): shares
    // pass 100 % when a file's costs do not add up, and costs may pass 18 digits.
    textcolumns::Extremes<Cost> costs;
    textcolumns::Extremes<Count> calls;
    for (const Row& row : rows) {
        const Numbers numbers = numbersOf(row);
        costs.add(numbers.inclusive);
        costs.add(numbers.self);
        calls.add(numbers.called);
    }
    const QString inclusiveHeading = QStringLiteral("Incl.") + name;
    const QString selfHeading = QStringLiteral("Self.") + name;
    const std::size_t costWidth = textcolumns::width(
        18, std::max({costs.widest([](ByteBuffer& cell, Cost c) { cell.grouped(c); }),
                      std::size_t(inclusiveHeading.size()), std::size_t(selfHeading.size())}));
    const std::size_t percentWidth = textcolumns::width(6, costs.widest(percent));
    const std::size_t calledWidth = textcolumns::width(
        12, calls.widest([](ByteBuffer& cell, Count c) { cell.grouped(Cost(c)); }));
    out << QStringLiteral("%1 %2 %3 %4 %5  %6  %7\n")
               .arg(inclusiveHeading, int(costWidth))
               .arg(QStringLiteral("%"), int(percentWidth))
               .arg(selfHeading, int(costWidth))
               .arg(QStringLiteral("%"), int(percentWidth))
               .arg(QStringLiteral("Called"), int(calledWidth))
               .arg(QStringLiteral("Function"), QStringLiteral("Location"));
    // The rows go through a byte buffer, names straight from the string table: a QString per
    // field and QString::arg per row were most of the run on 100,000-function profiles.
    ByteBuffer buffer(out);
    const auto percentCell = [&](Cost c) {
        const std::size_t start = buffer.size();
        percent(buffer, c);
        buffer.alignRight(start, percentWidth);
    };
    for (const Row& row : rows) {
        const Numbers numbers = numbersOf(row);
        alignedNumber(buffer, numbers.inclusive, costWidth);
        buffer << ' ';
        percentCell(numbers.inclusive);
        buffer << ' ';
        alignedNumber(buffer, numbers.self, costWidth);
        buffer << ' ';
        percentCell(numbers.self);
        buffer << ' ';
        alignedNumber(buffer, Cost(numbers.called), calledWidth);
        buffer << "  ";
        if (row.isCycle) {
            const auto& cycle = flat.cycles()[row.index];
            buffer << "<cycle " << cycle.number << ">  " << cycle.members.size() << " functions";
        } else {
            const auto& function = profile.function(row.function());
            const StringTable& strings = profile.strings();
            buffer.name(strings, function.name);
            if (const int c = flat.cycleOf(row.function()); c >= 0 && options.includeCycles)
                buffer << " <cycle " << flat.cycles()[std::size_t(c)].number << '>';
            buffer << "  ";
            buffer.name(strings, function.file);
            if (!strings.isEmpty(function.object)) {
                buffer << (strings.isEmpty(function.file) ? "[" : " [");
                buffer.name(strings, function.object);
                buffer << ']';
            }
        }
        buffer.endLine();
    }
}

} // namespace tally::reportwriter
