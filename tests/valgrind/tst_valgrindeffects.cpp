// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A comparison that explains each change (core/analysis/ChangeEffects.h), on three versions of one
// small program recorded with valgrind at test time: B runs the loop that calls step() twice as
// many times (every change is a calls effect), C makes step()'s loop body twice as long (every
// change is a per-call effect). Checked exactly, to the unit, on the flat comparison, on the
// compared callees and in `tally --report --diff`'s TSV and text.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TsvRows.h"

#include <QTest>

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;

// step() does the same work on every call; loop() calls it COUNT times.
constexpr char kProgram[] = R"(
volatile long sink;
__attribute__((noinline)) void step(void)
{
    for (int k = 0; k < 100; ++k) {
        sink += k;
#ifdef LONGER_BODY
        sink ^= k;
        sink += 3;
#endif
    }
}
__attribute__((noinline)) void loop(int count) { for (int i = 0; i < count; ++i) step(); }
int main(void)
{
#ifdef MORE_CALLS
    loop(2000);
#else
    loop(1000);
#endif
    return 0;
}
)";

RecordedProfile record(const QString& name, const QStringList& defines)
{
    return recordValgrindProfile(
        name, kProgram, QStringList{QStringLiteral("-O0"), QStringLiteral("-g")} + defines, {});
}

} // namespace

class ValgrindEffectsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_a = record(QStringLiteral("effects_a"), {});
        if (m_a.skip)
            QSKIP(m_a.error.constData());
        QVERIFY2(m_a.error.isEmpty(), m_a.error.constData());
        m_b = record(QStringLiteral("effects_b"), {QStringLiteral("-DMORE_CALLS")});
        QVERIFY2(m_b.error.isEmpty(), m_b.error.constData());
        m_c = record(QStringLiteral("effects_c"), {QStringLiteral("-DLONGER_BODY")});
        QVERIFY2(m_c.error.isEmpty(), m_c.error.constData());
    }

    // Twice the calls at the same cost per call: step()'s whole change is a calls effect.
    void twiceTheCallsIsAllCallsEffect()
    {
        const RecordedComparison compared = compareRecorded({m_a, m_b});
        QVERIFY2(compared.comparison, compared.error.constData());
        const ProfileComparison& c = *compared.comparison;
        const auto step = rowNamed(c, QStringLiteral("step"));
        QVERIFY(step >= 0);
        const auto r = std::size_t(step);
        QCOMPARE(c.called(r, Side::Base), Count(1000));
        QCOMPARE(c.called(r, Side::New), Count(2000));
        const Cost before = c.inclusive(r, Side::Base)[0];
        QCOMPARE(before % 1000, 0); // the same cost on every call
        QCOMPARE(c.inclusive(r, Side::New)[0], 2 * before);
        const auto split = c.effects(r, 0);
        QCOMPARE(split.change, before);
        QCOMPARE(split.calls, before);
        QCOMPARE(split.perCall, 0);
        m_stepCost = before;

        // The call loop -> step the same way in loop's compared callees.
        const auto loop = rowNamed(c, QStringLiteral("loop"));
        QVERIFY(loop >= 0);
        const auto callees =
            relationcomparison::direct(c, std::size_t(loop), CoverageDirection::Callees, 0);
        const auto toStep =
            std::find_if(callees.begin(), callees.end(), [&](const auto& e) { return e.row == r; });
        QVERIFY(toStep != callees.end());
        QCOMPARE(toStep->effects().calls, before);
        QCOMPARE(toStep->effects().perCall, 0);
        // loop is called once on each side: its change (step's, plus its own longer loop) is all
        // per-call effect.
        const auto loopSplit = c.effects(std::size_t(loop), 0);
        QCOMPARE(loopSplit.calls, 0);
        QCOMPARE(loopSplit.perCall, c.inclusiveDelta(std::size_t(loop), 0));
        QVERIFY(loopSplit.perCall > before);

        // The report says the same in its own columns.
        const TallyRun run = runTally({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                       QStringLiteral("--diff"), m_a.path, m_b.path});
        QCOMPARE(run.exitCode, 0);
        const TsvRow stepRow = tsvRowsNamed(run.text(), QStringLiteral("step")).value(0);
        QCOMPARE(stepRow.value(QStringLiteral("calls-effect:incl:Ir")), QString::number(before));
        QCOMPARE(stepRow.value(QStringLiteral("per-call-effect:incl:Ir")), QStringLiteral("0"));
        const TsvRow loopRow = tsvRowsNamed(run.text(), QStringLiteral("loop")).value(0);
        QCOMPARE(loopRow.value(QStringLiteral("calls-effect:incl:Ir")), QStringLiteral("0"));
        const TallyRun text = runTally({QStringLiteral("--report"), QStringLiteral("--diff"),
                                        m_a.path, m_b.path, QStringLiteral("--limit=3")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.text().contains(QStringLiteral("Calls effect")), qPrintable(text.text()));
    }

    // The same calls, each twice as dear: step()'s whole change is a per-call effect.
    void aLongerBodyIsAllPerCallEffect()
    {
        const RecordedComparison compared = compareRecorded({m_a, m_c});
        QVERIFY2(compared.comparison, compared.error.constData());
        const ProfileComparison& c = *compared.comparison;
        const auto step = rowNamed(c, QStringLiteral("step"));
        QVERIFY(step >= 0);
        const auto r = std::size_t(step);
        QCOMPARE(c.called(r, Side::Base), Count(1000));
        QCOMPARE(c.called(r, Side::New), Count(1000));
        const Cost change = c.inclusiveDelta(r, 0);
        QVERIFY(change > 0);
        QCOMPARE(change % 1000, 0); // each call the same amount dearer
        const auto split = c.effects(r, 0);
        QCOMPARE(split.calls, 0);
        QCOMPARE(split.perCall, change);
        m_longerBody = change;

        const TallyRun run = runTally({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                       QStringLiteral("--diff"), m_a.path, m_c.path});
        QCOMPARE(run.exitCode, 0);
        const TsvRow stepRow = tsvRowsNamed(run.text(), QStringLiteral("step")).value(0);
        QCOMPARE(stepRow.value(QStringLiteral("calls-effect:incl:Ir")), QStringLiteral("0"));
        QCOMPARE(stepRow.value(QStringLiteral("per-call-effect:incl:Ir")), QString::number(change));
    }

    void cleanupTestCase()
    {
        // The figures the checks above were exact to, for the log.
        qInfo("step(): %lld Ir a call in A; version C makes the calls %lld Ir dearer in all",
              static_cast<long long>(m_stepCost / 1000), static_cast<long long>(m_longerBody));
    }

private:
    RecordedProfile m_a, m_b, m_c;
    Cost m_stepCost = 0;
    Cost m_longerBody = 0;
};

QTEST_GUILESS_MAIN(ValgrindEffectsTest)
#include "tst_valgrindeffects.moc"
