// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The text reports (core/output: report, list, diff) keep their columns apart whatever the
// numbers: every column is as wide as its widest cell, so a cost of 14,631,000 and a share of
// 1463.10 % (a recursion's callers pass 1,000 % of the function) never run together, and a diff's
// +22537.50 % does not push the columns after it out of line. The TSV report's rows each give
// their own function's fields.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/CostSnapshots.h"
#include "tests/support/TestSupport.h"

#include "core/output/DiffWriter.h"
#include "core/output/ListWriter.h"
#include "core/output/ReportWriter.h"

#include <QBuffer>
#include <QRegularExpression>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// main calls work once; the call costs `callCost`, work itself `workCost`.
QByteArray callProfile(const QByteArray& callCost, const QByteArray& workCost)
{
    return "events: Ir\nfn=main\n1 1\ncfn=work\ncalls=1 1\n1 " + callCost + "\nfn=work\n1 " +
           workCost + "\n";
}

const QString kCost = uR"([+-]?\d{1,3}(,\d{3})*)"_s;
const QString kShare = uR"(-?\d+\.\d\d)"_s;

// Checks that `text`'s table lines up: the line that starts with `headings` (after spaces) gives
// each column's right edge, where its heading ends; every line after it up to an empty line has,
// in each column, a cell that ends at that edge, is set off by a space from the column before,
// and matches the column's pattern.
void checkColumns(const QString& text, const QStringList& headings, const QStringList& patterns)
{
    const QStringList lines = text.split(u'\n');
    qsizetype headingLine = -1;
    for (qsizetype i = 0; i < lines.size() && headingLine < 0; ++i) {
        if (lines[i].trimmed().startsWith(headings.front()))
            headingLine = i;
    }
    QVERIFY2(headingLine >= 0, qPrintable(text));
    std::vector<qsizetype> edges;
    qsizetype from = 0;
    for (const QString& heading : headings) {
        const qsizetype at = lines[headingLine].indexOf(heading, from);
        QVERIFY2(at >= 0, qPrintable(lines[headingLine]));
        from = at + heading.size();
        edges.push_back(from);
    }
    int rows = 0;
    for (qsizetype i = headingLine + 1; i < lines.size() && !lines[i].isEmpty(); ++i) {
        const QString& line = lines[i];
        ++rows;
        qsizetype start = 0;
        for (std::size_t c = 0; c < edges.size(); ++c) {
            const QString cell = line.mid(start, edges[c] - start);
            const QString context = u"column %1 of\n%2\n%3"_s.arg(c).arg(lines[headingLine], line);
            QVERIFY2(c == 0 || cell.startsWith(u' '), qPrintable(context));
            QVERIFY2(line.size() > edges[c] && line[edges[c]] == u' ', qPrintable(context));
            const QRegularExpression pattern(u"^(?:"_s + patterns[qsizetype(c)] + u")$"_s);
            QVERIFY2(pattern.match(cell.trimmed()).hasMatch(), qPrintable(context));
            start = edges[c];
        }
    }
    QVERIFY2(rows > 0, qPrintable(text));
}

QString report(const QByteArray& profileText)
{
    const auto snapshot = snapshotOf(profileText);
    QString text;
    QTextStream out(&text);
    reportwriter::writeText(out, *snapshot->profile, *snapshot->flat, {});
    out.flush();
    return text;
}

QString callers(const QByteArray& profileText, listwriter::Kind kind, const char* function)
{
    const auto snapshot = snapshotOf(profileText);
    const Profile& profile = *snapshot->profile;
    const auto list = listwriter::build(
        *snapshot->relations, *snapshot->flat, profile.events(), kind,
        CoverageItem::ofFunction(functionNamed(profile, QLatin1String(function))), {0}, 0);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    listwriter::writeText(buffer, profile, *snapshot->flat, profile.events(), list);
    return QString::fromUtf8(buffer.data());
}

} // namespace

class ReportColumnsTest : public QObject
{
    Q_OBJECT

private slots:
    // main's inclusive cost is 41 quadrillion % of the total (the call says more than the
    // functions' own costs) and 23 characters wide.
    void reportWithWideCostsAndShares()
    {
        const QString text = report(callProfile("123456789012345678", "2"));
        QVERIFY2(text.contains(u"123,456,789,012,345,679"_s), qPrintable(text));
        checkColumns(text, {u"Incl.Ir"_s, u"%"_s, u"Self.Ir"_s, u"%"_s, u"Called"_s},
                     {kCost, kShare, kCost, kShare, kCost});
    }

    // A recursion: work calls itself for 14.631 times what main's call of it costs, so that
    // caller is 1463.10 % of work's inclusive cost, as a deep recursion's callers are.
    void callersOverAThousandPercent()
    {
        const QString text = callers("events: Ir\nfn=main\n1 1\ncfn=work\ncalls=1 1\n1 1000000\n"
                                     "fn=work\n1 10\ncfn=work\ncalls=1 1\n1 14631000\n",
                                     listwriter::Kind::Callers, "work");
        QVERIFY2(text.contains(u"14,631,000 1463.10"_s), qPrintable(text));
        checkColumns(text, {u"Incl.Ir"_s, u"%"_s, u"Distance"_s, u"Called"_s},
                     {kCost, kShare, uR"(\d+(-\d+)?)"_s, kCost});
    }

    void allCalleesWithWideCosts()
    {
        const QString text =
            callers(callProfile("123456789012345678", "2"), listwriter::Kind::AllCallees, "main");
        checkColumns(text,
                     {u"Incl.Ir"_s, u"%"_s, u"Self.Ir"_s, u"%"_s, u"Distance"_s, u"Calling"_s},
                     {kCost, kShare, kCost, kShare, uR"(\d+(-\d+)?)"_s, kCost});
    }

    // 400 functions in 97 files of 13 objects (pairs that share the writer's cache slots, short
    // and longer than its 64 bytes, one with a tab), with tied and distinct costs: each TSV row
    // gives its own function's file and object.
    void tsvRowsGiveTheirOwnFileAndObject()
    {
        QByteArray text = "events: Ir\n";
        std::vector<std::pair<QByteArray, QByteArray>> places;
        for (int f = 0; f < 400; ++f) {
            QByteArray object = "/lib/o" + QByteArray::number(f % 13) + ".so";
            if (f % 13 == 5)
                object = "/a/long/folder/of/objects/with/a/name/of/more/than/64/bytes/o5.so";
            QByteArray file = "/src/" + QByteArray::number((f * 7) % 97) + ".c";
            if ((f * 7) % 97 == 3)
                file = "/src/with\ttab.c";
            places.emplace_back(file, object);
            text += "ob=" + object + "\nfl=" + file + "\nfn=f" + QByteArray::number(f) + "\n1 " +
                    QByteArray::number(f % 5 == 0 ? 7 : f) + "\n";
        }
        const auto result = loadedText(text, u"places.out"_s);
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {});
        QString tsv;
        QTextStream out(&tsv);
        reportwriter::writeTsv(out, profile, flat, {});
        out.flush();
        int rows = 0;
        for (const QString& line : tsv.split(u'\n')) {
            const QStringList fields = line.split(u'\t');
            if (fields.size() < 4 || fields[0] != u"fn"_s)
                continue;
            ++rows;
            const auto& [file, object] = places[std::size_t(fields[1].mid(1).toInt())];
            QCOMPARE(fields[2], QString::fromUtf8(file).replace(u'\t', u' '));
            QCOMPARE(fields[3], QString::fromUtf8(object));
        }
        QCOMPARE(rows, 400);
    }

    // work grows from 200 to 45,275: +22537.50 %.
    void diffOverTenThousandPercent()
    {
        const auto comparison =
            comparisonOf(callProfile("200", "200"), callProfile("45275", "45275"));
        QString text;
        QTextStream out(&text);
        diffwriter::writeText(out, *comparison, {});
        out.flush();
        QVERIFY2(text.contains(u"+22537.50 %"_s), qPrintable(text));
        checkColumns(text,
                     {u"Delta Incl.Ir"_s, u"%"_s, u"Base Incl.Ir"_s, u"New Incl.Ir"_s,
                      u"Delta Self.Ir"_s, u"Calls effect"_s, u"Per-call effect"_s, u"Called"_s},
                     {kCost, u"[+-]?"_s + kShare + u" %|new"_s, kCost, kCost, kCost, kCost, kCost,
                      kCost + u" -> "_s + kCost});
    }

    void diffWithWideCosts()
    {
        const auto comparison =
            comparisonOf(callProfile("1", "1"), callProfile("123456789012345678", "2"));
        QString text;
        QTextStream out(&text);
        diffwriter::writeText(out, *comparison, {});
        out.flush();
        checkColumns(text,
                     {u"Delta Incl.Ir"_s, u"%"_s, u"Base Incl.Ir"_s, u"New Incl.Ir"_s,
                      u"Delta Self.Ir"_s, u"Calls effect"_s, u"Per-call effect"_s, u"Called"_s},
                     {kCost, u"[+-]?"_s + kShare + u" %|new"_s, kCost, kCost, kCost, kCost, kCost,
                      kCost + u" -> "_s + kCost});
    }
};

QTEST_GUILESS_MAIN(ReportColumnsTest)
#include "tst_reportcolumns.moc"
