// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "fuzz/FuzzTargets.h"

#include "core/analysis/CallGraph.h"
#include "core/analysis/CallMapTree.h"
#include "core/analysis/CostSnapshot.h"
#include "core/analysis/Costliest.h"
#include "core/analysis/Coverage.h"
#include "core/analysis/CycleRelations.h"
#include "core/analysis/FlameTree.h"
#include "core/analysis/FunctionLookup.h"
#include "core/callgrind/CallgrindParser.h"
#include "core/layout/CallMapLayout.h"
#include "core/load/ProfileBuilder.h"
#include "core/model/Profile.h"
#include "core/output/DotWriter.h"
#include "core/output/FoldedStacksWriter.h"
#include "core/output/ReportWriter.h"
#include "core/text/CallGraphLabels.h"
#include "core/text/CompactName.h"
#include "core/text/NameShortener.h"
#include "core/transform/ProfileTransforms.h"

#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <array>

namespace tally::fuzz {

namespace {

// Names are shortened for at most this many functions: enough to reach every kind of name a
// small input holds, few enough that a file of a thousand names stays fast.
constexpr std::size_t kNamesShortened = 64;

std::shared_ptr<const Profile> parse(std::span<const std::uint8_t> bytes)
{
    ProfileBuilder builder;
    SourceInfo info;
    info.path = QStringLiteral("fuzz.out");
    info.sizeBytes = qint64(bytes.size());
    const int source = builder.addSource(info);
    CallgrindParser parser(builder, source);
    const std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    std::size_t start = 0;
    qint64 lineNumber = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        parser.parseLine(line, ++lineNumber, qint64(start));
        start = end + 1;
    }
    parser.finish(qint64(text.size()));
    if (!parser.sawEvents())
        return nullptr;
    return builder.finish();
}

// The analyses of one cost snapshot, for one event type, from the costliest function (the
// one a view starts from) and from its recursion cycle.
void analyse(const CostSnapshot& snapshot, int event)
{
    const Profile& profile = *snapshot.profile;
    const FlatProfile& flat = *snapshot.flat;
    const CallRelations& relations = *snapshot.relations;
    const EventSet& events = profile.events();

    QString report;
    QTextStream out(&report);
    reportwriter::Options reportOptions;
    reportOptions.includeCycles = snapshot.detectCycles;
    reportOptions.primaryEvent = event;
    reportwriter::writeText(out, profile, flat, reportOptions);
    reportwriter::writeTsv(out, profile, flat, reportOptions);

    const FunctionId start = startingFunction(profile, flat, events, event);
    const FunctionId costliest = costliestFunction(flat, events, event);
    for (const FunctionId f : {start, costliest}) {
        if (!f.isValid())
            continue;
        (void)relations.callers(f);
        (void)relations.callees(f);
        const std::array<int, 1> walked{event};
        for (const auto direction : {CoverageDirection::Callers, CoverageDirection::Callees})
            (void)coverage::compute(relations, flat, events, CoverageItem::ofFunction(f), direction,
                                    walked);
        const int cycle = flat.cycleOf(f);
        if (cycle >= 0) {
            (void)cyclerelations::callers(relations, flat, cycle);
            (void)cyclerelations::members(flat, cycle);
            (void)coverage::compute(relations, flat, events, CoverageItem::ofCycle(cycle),
                                    CoverageDirection::Callees, walked);
        }

        CallGraph::Options graphOptions;
        graphOptions.event = event;
        const CallGraph graph = CallGraph::build(profile, flat, relations, f, graphOptions);
        const Cost total = flat.totals().empty() ? 0 : flat.totals()[0];
        const CallGraphLabels labels(profile, events.type(event).name, total);
        (void)dotwriter::write(graph, labels, dotwriter::Direction::TopToBottom);

        for (const auto direction :
             {CallMapTree::Direction::Callees, CallMapTree::Direction::Callers}) {
            CallMapTree::Options mapOptions;
            mapOptions.direction = direction;
            mapOptions.event = event;
            const CallMapTree map = CallMapTree::build(profile, flat, relations, f, mapOptions);
            if (!map.isEmpty()) {
                CallMapLayout::Options layoutOptions;
                layoutOptions.titleHeight = 12;
                const CallMapLayout layout(map, QRectF(0, 0, 800, 600), layoutOptions);
                (void)layout.nodeAt(QPointF(400, 300), map);
            }
        }

        FlameTree::Options focused;
        focused.event = event;
        focused.focus = f;
        (void)FlameTree::build(profile, flat, relations, focused);
    }

    FlameTree::Options whole;
    whole.event = event;
    const FlameTree flame = FlameTree::build(profile, flat, relations, whole);
    (void)foldedstacks::write(profile, flame);
    // The bottom-up graph (View > Bottom-Up, the reversed stacks export) is its own walk over
    // the top-down tree: merging the leaves of every stack under one root per function.
    const FlameTree bottomUp = FlameTree::reversed(flame);
    (void)foldedstacks::write(profile, bottomUp);
}

// The transforms of issue 37 on the profile, each kind with a target drawn from the input (a
// function, as --select names it, or its object; a regular expression of its name's first
// letters), alone and (every way) all in a row; the result's flat profile, relations and report.
// Under libFuzzer an input takes one of them, as it takes one way of the analyses.
void reshape(const std::shared_ptr<const Profile>& profile, std::span<const std::uint8_t> bytes,
             Depth depth)
{
    if (profile->functionCount() == 0)
        return;
    // Another hash than the way's: the input's bytes but the first.
    const FunctionId f(FunctionId::Index(
        wayOf(bytes.empty() ? bytes : bytes.subspan(1), profile->functionCount())));
    const QString name = functionlookup::selector(*profile, f);
    const QString object = profile->functionObject(f);
    const QString start = QRegularExpression::escape(profile->functionName(f).left(2));
    std::vector<std::vector<Transform>> lists{
        {{TransformKind::Focus, name}},
        {{TransformKind::Drop, name}},
        {{TransformKind::Merge, name}},
        {{TransformKind::CollapseObject, object.isEmpty() ? QStringLiteral("none") : object}},
        {{TransformKind::Merge, QStringLiteral("re:^") + start}},
        {{TransformKind::Drop, QStringLiteral("re:^") + start}},
    };
    lists.push_back({lists[2][0], lists[3][0], lists[1][0], lists[0][0]});
    if (depth == Depth::OneWay)
        lists = {lists[wayOf(bytes, lists.size())]};
    for (const auto& list : lists) {
        const transforms::Outcome outcome = transforms::apply(profile, list);
        if (!outcome.profile)
            continue;
        const auto snapshot = CostSnapshot::compute(outcome.profile, PartMask(), true, {},
                                                    std::make_shared<const ShortNames>());
        if (!snapshot)
            continue;
        QString report;
        QTextStream out(&report);
        reportwriter::writeTsv(out, *outcome.profile, *snapshot->flat, {});
        const FunctionId costliest =
            costliestFunction(*snapshot->flat, outcome.profile->events(), 0);
        if (costliest.isValid())
            (void)snapshot->relations->callees(costliest);
    }
}

} // namespace

void analyses(std::span<const std::uint8_t> bytes, Depth depth)
{
    const std::shared_ptr<const Profile> profile = parse(bytes);
    if (!profile)
        return;
    const int eventCount = profile->events().count();
    // Every part, and the first part alone when there are several (the per-part paths); with
    // and without cycle detection; the first event type, and the last (a derived one when the
    // file defines any).
    struct Way
    {
        PartMask parts;
        bool cycles = true;
        int event = 0;
    };
    std::vector<PartMask> selections{PartMask()};
    if (profile->partCount() > 1) {
        std::vector<bool> first(profile->partCount(), false);
        first[0] = true;
        selections.push_back(PartMask::fromFlags(std::move(first)));
    }
    std::vector<Way> ways;
    for (const PartMask& parts : selections) {
        for (const bool cycles : {true, false}) {
            ways.push_back({parts, cycles, 0});
            if (eventCount > 1)
                ways.push_back({parts, cycles, eventCount - 1});
        }
    }
    if (depth == Depth::OneWay)
        ways = {ways[wayOf(bytes, ways.size())]};
    // The snapshot of the way before, when the next shares its parts and cycle detection.
    std::shared_ptr<const CostSnapshot> snapshot;
    for (std::size_t i = 0; i < ways.size(); ++i) {
        const Way& way = ways[i];
        if (i == 0 || way.parts != ways[i - 1].parts || way.cycles != ways[i - 1].cycles)
            snapshot = CostSnapshot::compute(profile, way.parts, way.cycles);
        if (snapshot && eventCount > 0)
            analyse(*snapshot, way.event);
    }
    if (eventCount > 0)
        reshape(profile, bytes, depth);
    std::size_t shortened = 0;
    for (const FunctionId f : profile->functionIds()) {
        if (++shortened > kNamesShortened)
            break;
        (void)compactname::candidates(nameshortener::shortened(profile->functionName(f)));
    }
}

} // namespace tally::fuzz
