// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The call graph around a function (CallGraph): which nodes and edges show at which caller and
// callee depths, what the threshold hides and how it is summarized, recursion cycles, the node
// cap, derived event types; and its DOT export, read back by Graphviz. The main profile is one
// valgrind records at test time from a program of known structure.

#include "tests/support/TestSupport.h"

#include "core/analysis/CallGraph.h"
#include "core/analysis/CallRelations.h"
#include "core/output/DotWriter.h"
#include "core/text/CallGraphLabels.h"

#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

using namespace tally;
using namespace tally::test;

namespace {

// main -> top -> centre -> mid; mid -> leaf_big -> work (most of the cost), mid -> leaf_tiny
// three times (next to nothing), mid -> is_even, which recurses through is_odd (a cycle of
// about a tenth of the cost).
const QByteArray kProgram = R"(
volatile long sink;
__attribute__((noinline)) void work(long n) { for (long i = 0; i < n; ++i) sink += i; }
__attribute__((noinline)) void leaf_big(void) { work(400000); }
__attribute__((noinline)) void leaf_tiny(void) { sink++; }
__attribute__((noinline)) int is_odd(int n);
__attribute__((noinline)) int is_even(int n) { sink += n; return n == 0 ? 1 : is_odd(n - 1); }
__attribute__((noinline)) int is_odd(int n) { sink += n; return n == 0 ? 0 : is_even(n - 1); }
__attribute__((noinline)) void mid(void)
{
    leaf_big();
    for (int i = 0; i < 3; ++i)
        leaf_tiny();
    sink += is_even(20000);
}
__attribute__((noinline)) void centre(void) { mid(); }
__attribute__((noinline)) void top(void) { centre(); }
int main(void) { top(); return 0; }
)";

struct Loaded
{
    std::shared_ptr<const Profile> profile;
    FlatProfile flat;
    std::unique_ptr<CallRelations> relations;

    FunctionId id(const char* name) const { return FunctionByName(*profile)(name); }
    CallGraph build(const char* centre, const CallGraphOptions& options = {}) const
    {
        return CallGraph::build(*profile, flat, *relations, id(centre), options);
    }
    QStringList functionNames(const CallGraph& graph) const
    {
        QStringList names;
        for (const auto& node : graph.nodes()) {
            if (node.kind == CallGraphNode::Kind::Function)
                names << profile->functionName(node.function);
        }
        names.sort();
        return names;
    }
    const CallGraphNode& node(const CallGraph& graph, const char* name) const
    {
        const int index = graph.nodeOf(id(name));
        if (index < 0)
            qFatal("%s not in the graph", name);
        return graph.nodes()[index];
    }
    const CallGraphEdge* edge(const CallGraph& graph, const char* caller, const char* callee) const
    {
        const int from = graph.nodeOf(id(caller));
        const int to = graph.nodeOf(id(callee));
        for (const auto& e : graph.edges()) {
            if (e.caller == from && e.callee == to)
                return &e;
        }
        return nullptr;
    }
};

Loaded load(const QString& path)
{
    Loaded loaded;
    auto result = profileloader::load({path});
    if (!result.profile)
        qFatal("cannot load %s", qPrintable(path));
    loaded.profile = result.profile;
    loaded.flat = FlatProfile(*loaded.profile, {});
    loaded.relations = std::make_unique<CallRelations>(*loaded.profile);
    return loaded;
}

const CallGraphNode* summary(const CallGraph& graph, CallGraphNode::Kind kind, int owner)
{
    for (const auto& node : graph.nodes()) {
        if (node.kind == kind && node.owner == owner)
            return &node;
    }
    return nullptr;
}

// Runs `dot` on `text`; returns its -Tplain output, or an empty array when it fails.
QByteArray runDot(const QByteArray& text, QString* error)
{
    QProcess dot;
    dot.start(QStandardPaths::findExecutable(QStringLiteral("dot")), {QStringLiteral("-Tplain")});
    if (!dot.waitForStarted(10000)) {
        *error = QStringLiteral("cannot start dot");
        return {};
    }
    dot.write(text);
    dot.closeWriteChannel();
    if (!dot.waitForFinished(60000) || dot.exitCode() != 0) {
        *error = QString::fromUtf8(dot.readAllStandardError());
        return {};
    }
    return dot.readAllStandardOutput();
}

} // namespace

class TestCallGraph : public QObject
{
    Q_OBJECT

private:
    Loaded m_recorded;

private slots:
    void initTestCase()
    {
        const auto recorded = recordValgrindProfile(
            QStringLiteral("graph"), kProgram, {QStringLiteral("-O0"), QStringLiteral("-g")},
            {QStringLiteral("--separate-recs=1")}); // recursion as one cycle, not is_even'2
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.error.isEmpty(), recorded.error.constData());
        m_recorded = load(recorded.path);
    }

    void defaultDepthsAndThreshold()
    {
        const auto& r = m_recorded;
        const CallGraph graph = r.build("centre");
        QCOMPARE(graph.centreFunction(), r.id("centre"));
        QCOMPARE(graph.nodes()[0].distance, 0);
        // Two levels of callers, three of callees; leaf_tiny is far below 1 %.
        QCOMPARE(r.node(graph, "top").distance, -1);
        QCOMPARE(r.node(graph, "main").distance, -2);
        QCOMPARE(r.node(graph, "mid").distance, 1);
        QCOMPARE(r.node(graph, "leaf_big").distance, 2);
        QCOMPARE(r.node(graph, "is_even").distance, 2);
        QCOMPARE(r.node(graph, "work").distance, 3);
        QCOMPARE(r.node(graph, "is_odd").distance, 3);
        // Nothing from beyond main (its callers are at depth 3).
        for (const auto& node : graph.nodes())
            QVERIFY(node.distance >= -3 && node.distance <= 4);
        // leaf_tiny, far below 1 %, is mid's only hidden callee: drawn as itself with its
        // three calls, not as "1 more callee", and not expanded.
        QCOMPARE(r.functionNames(graph), QStringList({"centre", "is_even", "is_odd", "leaf_big",
                                                      "leaf_tiny", "main", "mid", "top", "work"}));
        const int mid = graph.nodeOf(r.id("mid"));
        QVERIFY(!summary(graph, CallGraphNode::Kind::MoreCallees, mid));
        for (const auto& node : graph.nodes())
            QCOMPARE(node.kind, CallGraphNode::Kind::Function);
        QCOMPARE(r.node(graph, "leaf_tiny").distance, 2);
        const CallGraphEdge* tiny = r.edge(graph, "mid", "leaf_tiny");
        QVERIFY(tiny);
        QCOMPARE(tiny->count, Count(3));
        const auto tinyInclusive = r.flat.inclusive(r.id("leaf_tiny"))[0];
        QCOMPARE(tiny->cost, tinyInclusive);
        QVERIFY(tiny->cost < graph.limit());

        // Edge costs are the calls' inclusive costs with their counts.
        const CallGraphEdge* centreToMid = r.edge(graph, "centre", "mid");
        QVERIFY(centreToMid);
        QCOMPARE(centreToMid->count, Count(1));
        QCOMPARE(centreToMid->cost, r.flat.inclusive(r.id("mid"))[0]);
        QVERIFY(r.edge(graph, "main", "top"));
        QVERIFY(r.edge(graph, "leaf_big", "work"));
        QVERIFY(!r.edge(graph, "mid", "work")); // no such call
        // The limit is 1 % of centre's inclusive cost.
        const Cost centreInclusive = r.flat.inclusive(r.id("centre"))[0];
        QCOMPARE(graph.limit(), Cost(std::ceil(0.01 * double(centreInclusive))));
        QVERIFY(!graph.capped());
    }

    void depthOne()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.callerDepth = 1;
        options.calleeDepth = 1;
        const CallGraph graph = r.build("centre", options);
        QCOMPARE(r.functionNames(graph), QStringList({"centre", "mid", "top"}));
        // Nodes at the depth limit are not expanded, so nothing is summarized.
        QCOMPARE(graph.nodes().size(), std::size_t(3));
        QCOMPARE(graph.edges().size(), std::size_t(2));

        options.callerDepth = 0;
        options.calleeDepth = 2;
        const CallGraph down = r.build("centre", options);
        // leaf_tiny, mid's one hidden callee, as itself.
        QCOMPARE(r.functionNames(down),
                 QStringList({"centre", "is_even", "leaf_big", "leaf_tiny", "mid"}));
    }

    void thresholdZeroShowsEverything()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.threshold = 0.0;
        const CallGraph graph = r.build("centre", options);
        QVERIFY(r.functionNames(graph).contains("leaf_tiny"));
        const CallGraphEdge* tiny = r.edge(graph, "mid", "leaf_tiny");
        QVERIFY(tiny);
        QCOMPARE(tiny->count, Count(3));
        QVERIFY(!summary(graph, CallGraphNode::Kind::MoreCallees, graph.nodeOf(r.id("mid"))));
    }

    void highThresholdSummarizes()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.threshold = 0.5; // only leaf_big's branch is half of centre's cost
        const CallGraph graph = r.build("centre", options);
        QCOMPARE(r.functionNames(graph),
                 QStringList({"centre", "leaf_big", "main", "mid", "top", "work"}));
        const CallGraphNode* more =
            summary(graph, CallGraphNode::Kind::MoreCallees, graph.nodeOf(r.id("mid")));
        QVERIFY(more);
        QCOMPARE(more->hidden, 2); // leaf_tiny and is_even
        // callees(mid) by cost: leaf_big, is_even, leaf_tiny.
        const auto callees = r.relations->callees(r.id("mid"));
        QCOMPARE(callees.size(), std::size_t(3));
        const Cost expected = callees[1].inclusive[0] + callees[2].inclusive[0];
        QCOMPARE(more->inclusive, expected);
        // The summary hangs below its owner with an edge carrying the hidden cost.
        const auto it = std::find_if(graph.edges().begin(), graph.edges().end(), [&](auto& e) {
            return e.callee == int(more - graph.nodes().data());
        });
        QVERIFY(it != graph.edges().end());
        QCOMPARE(it->caller, graph.nodeOf(r.id("mid")));
        QCOMPARE(it->cost, expected);
    }

    void callersOnly()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.callerDepth = 3;
        options.calleeDepth = 0;
        const CallGraph graph = r.build("work", options);
        QCOMPARE(r.node(graph, "leaf_big").distance, -1);
        QCOMPARE(r.node(graph, "mid").distance, -2);
        QCOMPARE(r.node(graph, "centre").distance, -3);
        QCOMPARE(graph.nodeOf(r.id("top")), -1);
    }

    void cyclesAreMarked()
    {
        const auto& r = m_recorded;
        const CallGraph graph = r.build("is_even");
        const CallGraphNode& even = r.node(graph, "is_even");
        const CallGraphNode& odd = r.node(graph, "is_odd");
        QVERIFY(even.cycle >= 0);
        QCOMPARE(odd.cycle, even.cycle);
        QVERIFY(even.cycleNumber > 0);
        const CallGraphEdge* forth = r.edge(graph, "is_even", "is_odd");
        const CallGraphEdge* back = r.edge(graph, "is_odd", "is_even");
        QVERIFY(forth && back);
        QVERIFY(forth->withinCycle && back->withinCycle);
        QVERIFY(!r.edge(graph, "mid", "is_even")->withinCycle);
        // Both directions of the cycle are drawn even from the centre's callee side.
        const CallGraph fromMid = r.build("mid");
        QVERIFY(r.edge(fromMid, "is_odd", "is_even"));
        CallGraphLabels labels(*r.profile, QStringLiteral("Ir"), r.flat.totals()[0]);
        QVERIFY(labels.title(even).endsWith(QStringLiteral(" <cycle %1>").arg(even.cycleNumber)));
    }

    void nodeCap()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.maxNodes = 3;
        const CallGraph graph = r.build("centre", options);
        int functions = 0;
        for (const auto& node : graph.nodes())
            functions += node.kind == CallGraphNode::Kind::Function;
        // The nearest levels are kept: top and mid. The cap is a hard bound: top's one caller,
        // hidden by it, is summarized ("1 more caller"), not drawn as itself as a single call
        // hidden by the threshold is (mid's three callees are summarized).
        QCOMPARE(functions, 3);
        QVERIFY(graph.capped());
        QCOMPARE(r.functionNames(graph), QStringList({"centre", "mid", "top"}));
        const CallGraphNode* caller =
            summary(graph, CallGraphNode::Kind::MoreCallers, graph.nodeOf(r.id("top")));
        QVERIFY(caller);
        QCOMPARE(caller->hidden, 1);
        const CallGraphNode* more =
            summary(graph, CallGraphNode::Kind::MoreCallees, graph.nodeOf(r.id("mid")));
        QVERIFY(more);
        QCOMPARE(more->hidden, 3);
    }

    void edgeCap()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.maxEdges = 0;
        const CallGraph graph = r.build("mid", options);
        // The calls that reached each node stay; the cycle's way back is dropped.
        QVERIFY(r.edge(graph, "mid", "is_even"));
        QVERIFY(r.edge(graph, "is_even", "is_odd"));
        QVERIFY(r.edge(graph, "centre", "mid"));
        QVERIFY(!r.edge(graph, "is_odd", "is_even"));
        QVERIFY(graph.droppedEdges() >= 1);
        QCOMPARE(r.build("mid").droppedEdges(), 0);
    }

    void hostileInput()
    {
        const auto& r = m_recorded;
        CallGraphOptions options;
        options.threshold = std::nan("");
        options.callerDepth = -5;
        options.calleeDepth = 1 << 30;
        options.maxNodes = -1;
        const CallGraph graph = r.build("centre", options);
        // One function (the cap), no callers; its only callee, hidden by the cap, summarized.
        QCOMPARE(graph.nodes().size(), std::size_t(2));
        QCOMPARE(graph.nodes()[1].kind, CallGraphNode::Kind::MoreCallees);
        QVERIFY(CallGraph::build(*r.profile, r.flat, *r.relations, FunctionId(), {}).isEmpty());
        options = {};
        options.event = 99;
        QVERIFY(r.build("centre", options).isEmpty());
    }

    void derivedEventTypes()
    {
        // b is cheap in A but expensive in D = A + 10 B: the threshold follows the chosen type.
        const auto result = loadText("events: A B\nevent: D = A + 10 B\n"
                                     "fn=main\n1 1 0\ncfn=a\ncalls=1 1\n2 1000 0\n"
                                     "cfn=b\ncalls=1 1\n3 5 100\n"
                                     "fn=a\n1 1000 0\nfn=b\n1 5 100\n");
        QVERIFY(result.profile);
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        const CallRelations relations(profile);
        const int derived = profile.events().indexOf(QStringLiteral("D"));
        QVERIFY(derived >= profile.events().realCount());
        const FunctionId main = *findFunction(profile, QStringLiteral("main"));
        CallGraphOptions options;
        options.threshold = 0.05;
        const CallGraph byA = CallGraph::build(profile, flat, relations, main, options);
        QCOMPARE(byA.nodes().size(), std::size_t(3)); // main, a, "1 more callee" (b)
        options.event = derived;
        const CallGraph byD = CallGraph::build(profile, flat, relations, main, options);
        QCOMPARE(byD.nodes().size(), std::size_t(3)); // main, a, b
        QVERIFY(byD.nodeOf(*findFunction(profile, QStringLiteral("b"))) > 0);
        QCOMPARE(byD.nodes()[0].inclusive, Cost(1 + 1000 + 5 + 10 * 100));
    }

    void corpusGraphsKeepTheirBounds()
    {
        // Real files from ten producers: graphs around their most expensive functions, with
        // everything shown up to deep levels, keep the caps and refer only to their own nodes;
        // Graphviz reads the DOT of each file's first graph.
        const QString corpus = sharedDir() + QStringLiteral("/corpus/external");
        if (!QFileInfo::exists(corpus))
            QSKIP("../shared/corpus/external is not here");
        QDirIterator it(corpus, QDir::Files, QDirIterator::Subdirectories);
        int graphs = 0;
        const bool haveDot = !QStandardPaths::findExecutable(QStringLiteral("dot")).isEmpty();
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String("SOURCES.tsv")))
                continue;
            const auto result = profileloader::load({path});
            if (!result.profile || result.profile->events().count() == 0)
                continue;
            const Profile& profile = *result.profile;
            const FlatProfile flat(profile, {});
            const CallRelations relations(profile);
            std::vector<FunctionId> functions;
            for (const FunctionId f : profile.functionIds()) {
                if (flat.isPresent(f))
                    functions.push_back(f);
            }
            std::sort(functions.begin(), functions.end(), [&](FunctionId a, FunctionId b) {
                return flat.inclusive(a)[0] > flat.inclusive(b)[0];
            });
            functions.resize(std::min<std::size_t>(functions.size(), 10));
            CallGraphOptions options;
            options.threshold = 0;
            options.callerDepth = 8;
            options.calleeDepth = 8;
            options.maxNodes = 60;
            options.maxEdges = 150;
            for (const FunctionId f : functions) {
                const CallGraph graph = CallGraph::build(profile, flat, relations, f, options);
                QVERIFY2(!graph.isEmpty(), qPrintable(path));
                int functionNodes = 0;
                for (const auto& node : graph.nodes())
                    functionNodes += node.kind == CallGraphNode::Kind::Function;
                QVERIFY2(functionNodes <= options.maxNodes, qPrintable(path));
                // The edge cap, beyond the calls that reached a node and the summaries.
                QVERIFY2(graph.edges().size() <=
                             std::size_t(options.maxEdges) + graph.nodes().size(),
                         qPrintable(path));
                for (const auto& edge : graph.edges()) {
                    QVERIFY(edge.caller >= 0 && std::size_t(edge.caller) < graph.nodes().size());
                    QVERIFY(edge.callee >= 0 && std::size_t(edge.callee) < graph.nodes().size());
                }
                ++graphs;
                if (haveDot && f == functions.front()) {
                    CallGraphLabels labels(profile, profile.events().type(0).name,
                                           flat.totals()[0]);
                    QString error;
                    const QByteArray plain = runDot(
                        dotwriter::write(graph, labels, dotwriter::Direction::TopToBottom), &error);
                    QVERIFY2(!plain.isEmpty(), qPrintable(path + QStringLiteral(": ") + error));
                    QCOMPARE(plain.count("\nnode "), qsizetype(graph.nodes().size()));
                }
            }
        }
        QVERIFY(graphs > 50);
    }

    void dotIsReadByGraphviz()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("dot")).isEmpty())
            QSKIP("needs Graphviz's dot on PATH");
        const auto& r = m_recorded;
        const CallGraph graph = r.build("centre");
        CallGraphLabels labels(*r.profile, QStringLiteral("Ir"), r.flat.totals()[0]);
        for (const auto direction :
             {dotwriter::Direction::TopToBottom, dotwriter::Direction::LeftToRight}) {
            const QByteArray dot = dotwriter::write(graph, labels, direction);
            QString error;
            const QByteArray plain = runDot(dot, &error);
            QVERIFY2(!plain.isEmpty(), qPrintable(error));
            QCOMPARE(plain.count("\nnode "), qsizetype(graph.nodes().size()));
            QCOMPARE(plain.count("\nedge "), qsizetype(graph.edges().size()));
            QVERIFY(plain.contains("\"centre\\nIr incl."));
            QVERIFY(dot.contains("subgraph cluster_cycle"));
        }
    }

    // Titles are cut in the middle past kMaxTitleLength; two callees whose short names differ
    // only there would read alike, so those two keep their titles whole, and others are cut.
    void titlesThatACutWouldJoinStayWhole()
    {
        const QByteArray a = "ns::a_rather_long_component_name::first_variant_of_it::"
                             "handle_the_request_now(int)";
        const QByteArray b = "ns::a_rather_long_component_name::other_variant_of_it::"
                             "handle_the_request_now(int)";
        const QByteArray c = "ns::another_quite_long_component_name::yet_another_part::"
                             "do_the_other_thing_please(int)";
        QByteArray text = "events: Ir\nfn=main\n1 1\n";
        for (const QByteArray& name : {a, b, c})
            text += "cfn=" + name + "\ncalls=1 1\n1 50\n";
        for (const QByteArray& name : {a, b, c})
            text += "fn=" + name + "\n1 50\n";
        const auto result = loadText(text);
        QVERIFY(result.profile);
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        const CallRelations relations(profile);
        const CallGraph graph = CallGraph::build(
            profile, flat, relations, *findFunction(profile, QStringLiteral("main")), {});
        QCOMPARE(graph.nodes().size(), std::size_t(4));
        CallGraphLabels labels(profile, QStringLiteral("Ir"), flat.totals()[0]);
        const auto titleOf = [&](const QByteArray& name) {
            for (const CallGraphNode& node : graph.nodes()) {
                if (profile.functionName(node.function) == QString::fromUtf8(name))
                    return labels.title(node);
            }
            return QString();
        };
        // Cut, the two read alike.
        QCOMPARE(titleOf(a), titleOf(b));
        QCOMPARE(titleOf(a).size(), CallGraphLabels::kMaxTitleLength);
        labels.setGraph(graph);
        QCOMPARE(titleOf(a), QString::fromUtf8(a));
        QCOMPARE(titleOf(b), QString::fromUtf8(b));
        QCOMPARE(titleOf(c).size(), CallGraphLabels::kMaxTitleLength);
    }

    void dotEscapesHostileNames()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("dot")).isEmpty())
            QSKIP("needs Graphviz's dot on PATH");
        // Quotes, backslashes, braces, a DOT comment and Graphviz escapes in names.
        const auto result =
            loadText("events: Ir\nfn=main\"] ; n9 -> n8 // \\\n1 1\ncfn=b\\N{}\\\"x\ncalls=1 1\n"
                     "2 50\nfn=b\\N{}\\\"x\n1 50\n");
        QVERIFY(result.profile);
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        const CallRelations relations(profile);
        CallGraphOptions options;
        const CallGraph graph = CallGraph::build(profile, flat, relations, FunctionId(0), options);
        QCOMPARE(graph.nodes().size(), std::size_t(2));
        CallGraphLabels labels(profile, QStringLiteral("Ir"), flat.totals()[0]);
        const QByteArray dot = dotwriter::write(graph, labels, dotwriter::Direction::TopToBottom);
        QString error;
        const QByteArray plain = runDot(dot, &error);
        QVERIFY2(!plain.isEmpty(), qPrintable(error));
        QCOMPARE(plain.count("\nnode "), qsizetype(2));
        QCOMPARE(plain.count("\nedge "), qsizetype(1));
        QCOMPARE(dotwriter::quoted(QStringLiteral("a\"b\\c\nd\te")),
                 QByteArray("\"a\\\"b\\\\c\\nd e\""));
    }
};

QTEST_GUILESS_MAIN(TestCallGraph)
#include "tst_callgraph.moc"
