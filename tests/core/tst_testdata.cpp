// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The real profiles checked in under tests/data (valgrind runs of tests/data/cycle.c made by
// scripts/make-test-data.sh), so that the core is checked on real producer output without
// ../shared: each loads with no warning but those expected (so its totals agree with its totals
// lines), gives exactly the report recorded beside it, with and without cycles, and the same run
// recorded two ways gives the same numbers.

#include "core/analysis/FlatProfile.h"
#include "core/load/ProfileLoader.h"
#include "core/model/Profile.h"
#include "core/output/ReportWriter.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <QTextStream>

using namespace tally;

namespace {

QString dataPath(const QString& name)
{
    return QStringLiteral(TALLY_TEST_DATA) + QLatin1Char('/') + name;
}

QStringList dataPaths(const QStringList& names)
{
    QStringList paths;
    for (const QString& name : names)
        paths << dataPath(name);
    return paths;
}

// The files of the run that callgrind wrote without --combine-dumps, in name order.
QStringList runFiles()
{
    const QDir run(dataPath(QStringLiteral("run")));
    QStringList files;
    for (const QString& name :
         run.entryList({QStringLiteral("callgrind.out.7*")}, QDir::Files, QDir::Name))
        files << QStringLiteral("run/") + name;
    return files;
}

// What `tally --report --format=tsv [--no-cycles]` prints for `files`.
QString report(const Profile& profile, bool cycles)
{
    FlatProfile::Options flatOptions;
    flatOptions.detectCycles = cycles;
    const FlatProfile flat(profile, flatOptions);
    reportwriter::Options options;
    options.includeCycles = cycles;
    QString tsv;
    QTextStream out(&tsv);
    reportwriter::writeTsv(out, profile, flat, options);
    out.flush();
    return tsv;
}

QString readText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The rows of a report (functions and cycles), in a stable order.
QStringList functionRows(const QString& tsv)
{
    QStringList rows;
    for (const QString& line : tsv.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("fn\t")) || line.startsWith(QLatin1String("cycle\t")))
            rows << line;
    }
    rows.sort();
    return rows;
}

} // namespace

class TestDataTest : public QObject
{
    Q_OBJECT

private slots:
    void reportsAsRecorded_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("reportName");
        QTest::addColumn<int>("parts");
        QTest::addColumn<int>("summaryWarnings");
        // Three dumps and the end of the run as parts of one file.
        QTest::newRow("combined dumps") << QStringList{QStringLiteral("callgrind.out.cycle")}
                                        << QStringLiteral("callgrind.out.cycle") << 4 << 0;
        // The same dumps as four files of one run.
        QTest::newRow("run of files") << runFiles() << QStringLiteral("run") << 4 << 0;
        // The whole process, instructions, jumps and cache simulation, compressed. Here callgrind
        // 3.19 writes a summary: line that disagrees with its own totals: line in three of the
        // four parts (124664 against 124648 Ir in the first); the cost lines add up to totals:.
        QTest::newRow("instructions, gzip") << QStringList{QStringLiteral("callgrind.out.instr.gz")}
                                            << QStringLiteral("callgrind.out.instr") << 4 << 3;
        // --separate-callers=3: names carry their callers.
        QTest::newRow("caller contexts") << QStringList{QStringLiteral("callgrind.out.contexts")}
                                         << QStringLiteral("callgrind.out.contexts") << 4 << 0;
        // Cachegrind's format: no calls, no parts.
        QTest::newRow("cachegrind, gzip") << QStringList{QStringLiteral("cachegrind.out.cycle.gz")}
                                          << QStringLiteral("cachegrind.out.cycle") << 1 << 0;
    }

    void reportsAsRecorded()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, reportName);
        QFETCH(int, parts);
        QFETCH(int, summaryWarnings);
        QCOMPARE(files.size(), reportName == QLatin1String("run") ? 4 : 1);
        const auto loaded = profileloader::load(dataPaths(files));
        QVERIFY2(loaded.profile, qPrintable(loaded.error));
        const Profile& profile = *loaded.profile;
        // Any other warning would be a line Tally misread, or a total that disagrees with the
        // file's own totals: line.
        int summaries = 0;
        for (const auto& diagnostic : profile.diagnostics()) {
            const QString text = diagnostic.toString();
            QVERIFY2(text.contains(QLatin1String(": summary: ")) &&
                         text.contains(QLatin1String("differs from the sum of the cost lines")),
                     qPrintable(text));
            ++summaries;
        }
        QCOMPARE(summaries, summaryWarnings);
        QCOMPARE(int(profile.partCount()), parts);
        for (const bool cycles : {true, false}) {
            const QString expectedPath = dataPath(
                QStringLiteral("report/") + reportName +
                (cycles ? QString() : QStringLiteral(".no-cycles")) + QStringLiteral(".tsv"));
            const QString expected = readText(expectedPath);
            QVERIFY2(!expected.isEmpty(), qPrintable(expectedPath));
            QCOMPARE(report(profile, cycles), expected);
        }
    }

    void theCycleIsFound()
    {
        // a -> b -> c -> a: one cycle of three members, listed as a row of its own.
        const auto loaded = profileloader::load({dataPath(QStringLiteral("callgrind.out.cycle"))});
        QVERIFY(loaded.profile);
        const FlatProfile flat(*loaded.profile, FlatProfile::Options{});
        QCOMPARE(int(flat.cycles().size()), 1);
        QCOMPARE(int(flat.cycles().front().members.size()), 3);
        const QString withCycles = report(*loaded.profile, true);
        QVERIFY(withCycles.contains(QLatin1String("\ncycle\t<cycle 1>\t")));
        QVERIFY(!report(*loaded.profile, false).contains(QLatin1String("\ncycle\t")));
    }

    void oneRunRecordedTwoWaysGivesTheSameNumbers()
    {
        // Separate dump files and --combine-dumps=yes hold the same program's same dumps.
        const auto combined =
            profileloader::load({dataPath(QStringLiteral("callgrind.out.cycle"))});
        const auto separate = profileloader::load(dataPaths(runFiles()));
        QVERIFY(combined.profile && separate.profile);
        for (const bool cycles : {true, false}) {
            const QString a = report(*combined.profile, cycles);
            const QString b = report(*separate.profile, cycles);
            QVERIFY(!functionRows(a).isEmpty());
            QCOMPARE(functionRows(a), functionRows(b));
            QCOMPARE(a.section(QLatin1Char('\n'), 0, 1), b.section(QLatin1Char('\n'), 0, 1));
        }
    }
};

QTEST_GUILESS_MAIN(TestDataTest)
#include "tst_testdata.moc"
