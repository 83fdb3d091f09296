// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The lists of `tally --list` (core/output/ListWriter): exact TSV and text for the callers,
// callees, all callers and all callees of a function or cycle, with the numbers worked out by hand
// in tst_coverage.cpp.

#include "tests/support/CycleProfile.h"
#include "tests/support/TestSupport.h"

#include "core/output/ListWriter.h"

#include <QBuffer>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

struct Fixture
{
    std::shared_ptr<const Profile> profile;
    FlatProfile flat;
    CallRelations relations;
    EventSet events;
};

Fixture load(bool cycles = true)
{
    auto result = loadText(kCycleProfile);
    if (!result.profile)
        qFatal("%s", qPrintable(result.error));
    return {result.profile, FlatProfile(*result.profile, {cycles, {}}),
            CallRelations(*result.profile), result.profile->events()};
}

CoverageItem function(const Fixture& f, const char* name)
{
    return CoverageItem::ofFunction(*findFunction(*f.profile, QLatin1String(name)));
}

QString tsv(const Fixture& f, listwriter::Kind kind, CoverageItem subject,
            std::vector<int> events = {0, 1}, int lead = 0)
{
    const auto list =
        listwriter::build(f.relations, f.flat, f.events, kind, subject, std::move(events), lead);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    listwriter::writeTsv(buffer, *f.profile, f.flat, f.events, list);
    return QString::fromUtf8(buffer.data());
}

const QString kHeader = u"# events: Ir Dr\n# totals: 360 51\n"_s;
const QString kColumns =
    u"kind\tfunction\tfile\tobject\tmindistance\tmaxdistance\tcalls\tincl:Ir\tincl:Dr\tself:Ir\tself:Dr\n"_s;

} // namespace

class ListWriterTest : public QObject
{
    Q_OBJECT

private slots:
    void allCallees()
    {
        const Fixture f = load();
        QCOMPARE(tsv(f, listwriter::Kind::AllCallees, function(f, "main")),
                 kHeader + u"# function: main\tprog.c\t\n"_s + kColumns +
                     u"cycle\t<cycle 1>\t\t\t1\t1\t1\t280\t43\t250\t40\n"
                     "fn\ta\tprog.c\t\t2\t2\t0\t230\t23\t200\t20\n"
                     "fn\tg\tprog.c\t\t1\t1\t1\t70\t7\t40\t4\n"
                     "fn\tleaf\tprog.c\t\t2\t3\t2\t60\t6\t60\t6\n"
                     "fn\tb\tprog.c\t\t2\t2\t0\t50\t20\t50\t20\n"_s);
        // Led by Dr: its order; the columns keep the profile's order.
        QCOMPARE(
            tsv(f, listwriter::Kind::AllCallees, function(f, "main"), {0, 1}, 1).section(u'\n', 4),
            u"cycle\t<cycle 1>\t\t\t1\t1\t1\t280\t43\t250\t40\n"
            "fn\ta\tprog.c\t\t2\t2\t0\t230\t23\t200\t20\n"
            "fn\tb\tprog.c\t\t2\t2\t0\t50\t20\t50\t20\n"
            "fn\tg\tprog.c\t\t1\t1\t1\t70\t7\t40\t4\n"
            "fn\tleaf\tprog.c\t\t2\t3\t2\t60\t6\t60\t6\n"_s);
    }

    void allCallers()
    {
        const Fixture f = load();
        // tst_coverage.cpp callersWithCycles: no self share for callers.
        QCOMPARE(tsv(f, listwriter::Kind::AllCallers, function(f, "leaf")),
                 kHeader + u"# function: leaf\tprog.c\t\n"_s + kColumns +
                     u"fn\tmain\tprog.c\t\t2\t3\t2\t60\t6\t0\t0\n"
                     "fn\ta\tprog.c\t\t1\t1\t1\t30\t3\t0\t0\n"
                     "fn\tg\tprog.c\t\t1\t1\t1\t30\t3\t0\t0\n"
                     "cycle\t<cycle 1>\t\t\t2\t2\t0\t30\t3\t0\t0\n"_s);
    }

    // One row per caller or callee over its call sites: distance 1, the call count, the calls'
    // inclusive cost; a cycle's callers are the calls into it, its callees its members.
    void directLists()
    {
        const Fixture f = load();
        QCOMPARE(tsv(f, listwriter::Kind::Callers, function(f, "leaf")).section(u'\n', 4),
                 u"fn\ta\tprog.c\t\t1\t1\t1\t30\t3\t0\t0\n"
                 "fn\tg\tprog.c\t\t1\t1\t1\t30\t3\t0\t0\n"_s);
        QCOMPARE(tsv(f, listwriter::Kind::Callees, function(f, "a")).section(u'\n', 4),
                 u"fn\tb\tprog.c\t\t1\t1\t1\t180\t33\t0\t0\n"
                 "fn\tleaf\tprog.c\t\t1\t1\t1\t30\t3\t0\t0\n"_s);
        const auto cycle = CoverageItem::ofCycle(0);
        QCOMPARE(tsv(f, listwriter::Kind::Callers, cycle),
                 kHeader + u"# function: <cycle 1>\t\t\n"_s + kColumns +
                     u"fn\tmain\tprog.c\t\t1\t1\t1\t280\t43\t0\t0\n"_s);
        // Members: inclusive cost with cycle detection, called twice (main -> a, b -> a).
        QCOMPARE(tsv(f, listwriter::Kind::Callees, cycle).section(u'\n', 4),
                 u"fn\ta\tprog.c\t\t1\t1\t2\t230\t23\t0\t0\n"
                 "fn\tb\tprog.c\t\t1\t1\t1\t50\t20\t0\t0\n"_s);
    }

    void derivedLead()
    {
        Fixture f = load();
        QString error;
        const auto terms = EventSet::parseFormula(u"Ir + 10 Dr"_s, &error);
        QVERIFY2(terms && f.events.addDerived(u"Sum"_s, *terms, QString(), &error),
                 qPrintable(error));
        QVERIFY(f.events.resolve().empty());
        const int sum = f.events.indexOf(u"Sum"_s);
        const QString text =
            tsv(f, listwriter::Kind::AllCallees, function(f, "main"), {0, 1, sum}, sum);
        QVERIFY2(text.startsWith(u"# events: Ir Dr Sum\n# totals: 360 51 870\n"_s),
                 qPrintable(text));
        // The cycle's Sum: 280 + 430 of main's 360 + 510, walked on Sum itself.
        QVERIFY2(text.contains(u"cycle\t<cycle 1>\t\t\t1\t1\t1\t280\t43\t710\t250\t40\t650\n"_s),
                 qPrintable(text));
    }

    void text()
    {
        const Fixture f = load();
        const auto list =
            listwriter::build(f.relations, f.flat, f.events, listwriter::Kind::AllCallees,
                              function(f, "main"), {0, 1}, 0);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        listwriter::writeText(buffer, *f.profile, f.flat, f.events, list, 2);
        const QStringList lines = QString::fromUtf8(buffer.data()).split(u'\n');
        QVERIFY2(lines.size() == 9, qPrintable(lines.join(u'\n')));
        QVERIFY(lines[0].startsWith(u"Profile:  "_s));
        QCOMPARE(lines[1], u"All callees of main  (prog.c)"_s);
        QCOMPARE(lines[2], u"Inclusive Ir: 360"_s);
        QCOMPARE(lines[4].simplified(), u"Incl.Ir % Self.Ir % Distance Calling Callee Location"_s);
        QCOMPARE(lines[5].simplified(), u"280 77.78 250 69.44 1 1 <cycle 1> 2 functions"_s);
        QCOMPARE(lines[6].simplified(), u"230 63.89 200 55.56 2 0 a <cycle 1> prog.c"_s);
        QCOMPARE(lines[7], u"(3 more)"_s);
    }

    void refused()
    {
        const Fixture f = load();
        // A lead that is no column, an unknown subject: no rows, nothing written.
        QVERIFY(listwriter::build(f.relations, f.flat, f.events, listwriter::Kind::Callers,
                                  function(f, "leaf"), {0}, 1)
                    .rows.empty());
        QCOMPARE(tsv(f, listwriter::Kind::AllCallers, CoverageItem::ofCycle(3)), QString());
        QCOMPARE(tsv(f, listwriter::Kind::Callees, CoverageItem()), QString());
    }
};

QTEST_GUILESS_MAIN(ListWriterTest)
#include "tst_listwriter.moc"
