// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Every real file under ../shared/corpus/external loads; KCachegrind's malformed fixtures give
// warnings on the lines their "# Expected:" comments name. Skips when ../shared is absent.

#include "tests/support/TestSupport.h"

#include <QRegularExpression>

using namespace tally;
using namespace tally::test;

class CorpusTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFileInfo::exists(corpusDir()))
            QSKIP("../shared/corpus/external is not here; corpus tests skipped");
    }

    void everyFileLoads_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& path : corpusFiles())
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void everyFileLoads()
    {
        QFETCH(QString, path);
        const auto result = loadedFiles({path});
        const Profile& profile = *result.profile;
        QVERIFY(profile.events().realCount() > 0);
        QVERIFY(profile.partCount() > 0);
        const FlatProfile flat(profile, {});
        // Self costs of all functions add up to the totals.
        std::vector<Cost> sum(profile.events().realCount(), 0);
        for (const FunctionId f : profile.functionIds()) {
            for (int e = 0; e < profile.events().realCount(); ++e)
                sum[e] += flat.self(f)[e];
        }
        QCOMPARE(sum, std::vector<Cost>(profile.totals().begin(), profile.totals().end()));
        // Per-line rows add up to the same: detail merged over parts loses nothing.
        std::fill(sum.begin(), sum.end(), 0);
        for (const FunctionId f : profile.functionIds()) {
            for (const auto& line : profile.lines(f)) {
                for (int e = 0; e < profile.events().realCount(); ++e)
                    sum[e] += line.costs[e];
            }
        }
        QCOMPARE(sum, std::vector<Cost>(profile.totals().begin(), profile.totals().end()));
        // Nothing malformed outside the fixtures made to be malformed (summary mismatches and
        // ids that the file really never defines are reported, not malformed lines).
        const bool malformedOnPurpose = path.contains(QLatin1String("KDE__kcachegrind")) ||
                                        path.contains(QLatin1String("subposition-compression"));
        if (!malformedOnPurpose) {
            for (const auto& d : profile.diagnostics()) {
                const bool consistency =
                    d.message.contains(QLatin1String("differs from the sum")) ||
                    d.message.contains(QLatin1String("undefined compressed"));
                QVERIFY2(consistency, qPrintable(d.toString()));
            }
        }
    }

    void kcachegrindFixturesWarnWhereExpected_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& path : corpusFiles()) {
            if (path.contains(QLatin1String("KDE__kcachegrind")))
                QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
        }
    }

    void kcachegrindFixturesWarnWhereExpected()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        // Lines like "#  :13 - Redefinition of ... ('30')": a line number and maybe a quoted text.
        // cg-badcostline1's comments count one line too far, so a warning matches an expectation
        // by its line or by the quoted text.
        static const QRegularExpression expectedLine(
            QStringLiteral(R"(^#\s+:(\d+) - [^(']*(?:\('([^']*)'\))?)"));
        std::vector<std::pair<qint64, QString>> expected;
        for (const QByteArray& line : file.readAll().split('\n')) {
            const auto match = expectedLine.match(QString::fromUtf8(line));
            if (match.hasMatch())
                expected.emplace_back(match.captured(1).toLongLong(), match.captured(2));
        }
        QVERIFY(!expected.empty());
        const auto result = loadedFiles({path});
        std::set<qint64> warnedLines;
        for (const auto& d : result.profile->diagnostics())
            warnedLines.insert(d.line);
        std::set<qint64> expectedLines;
        for (const auto& [line, text] : expected) {
            expectedLines.insert(line);
            const bool matched = std::any_of(
                result.profile->diagnostics().begin(), result.profile->diagnostics().end(),
                [&](const Diagnostic& d) {
                    return d.line == line ||
                           (!text.isEmpty() &&
                            d.message.contains(QLatin1Char('\'') + text + QLatin1Char('\'')));
                });
            QVERIFY2(
                matched,
                qPrintable(
                    QStringLiteral("no warning for line %1 ('%2'): %3")
                        .arg(line)
                        .arg(text, diagnosticTexts(*result.profile).join(QStringLiteral(" | ")))));
        }
        QCOMPARE(warnedLines.size(), expectedLines.size());
        // And the good lines around them loaded.
        QVERIFY(result.profile->totals()[0] > 0);
    }

    void knownFileNumbers()
    {
        // Spot checks against numbers written in the files themselves.
        const auto speedscope = profileloader::load(
            {corpusDir() +
             QStringLiteral("/handwritten-fixtures/jlfwong__speedscope__callgrind.cfn-reset.log")});
        QVERIFY(speedscope.profile);
        const FlatProfile flat(*speedscope.profile, {});
        const auto alpha = findFunction(*speedscope.profile, QStringLiteral("alpha"));
        QVERIFY(alpha);
        QCOMPARE(flat.inclusive(*alpha)[0], Cost(50));
        // cfl=beta.c applies to beta only; gamma and delta are in alpha.c (cfi= is per call).
        QVERIFY(
            findFunction(*speedscope.profile, QStringLiteral("gamma"), QStringLiteral("alpha.c")));
        QVERIFY(
            findFunction(*speedscope.profile, QStringLiteral("beta"), QStringLiteral("beta.c")));

        // Xdebug profiler_append: each appended profile is a part of its own.
        const auto appended = profileloader::load(
            {corpusDir() + QStringLiteral("/xdebug/jokkedk__webgrind__tth.cg")});
        QVERIFY(appended.profile);
        QVERIFY(appended.profile->partCount() >= 2);

        // An empty dump (summary: 0, no cost lines) loads as an empty part.
        const auto gzipped = profileloader::load(
            {corpusDir() + QStringLiteral("/callgrind/jrfonseca__gprof2dot__empty.callgrind")});
        QVERIFY(gzipped.profile);
        QCOMPARE(gzipped.profile->totals()[0], Cost(0));
    }
};

QTEST_GUILESS_MAIN(CorpusTest)
#include "tst_corpus.moc"
