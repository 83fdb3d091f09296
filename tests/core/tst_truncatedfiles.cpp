// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A profile cut short (copied while valgrind was still writing it, cut by a full disk) loads what
// it holds and says that it is truncated, at which line, and what share of its last part's
// `summary:` was read (ProfileBuilder::checkFileEnd), instead of one more summary mismatch among
// the warnings. Checked on a real valgrind profile (tests/data/callgrind.out.cycle, four parts)
// cut at every hundredth byte, and on the same file read while it grows.

#include "tests/support/CostSnapshots.h"
#include "tests/support/TestSupport.h"

#include "core/output/ReportWriter.h"

#include <QFile>

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray wholeProfile()
{
    QFile file(QStringLiteral(TALLY_TEST_DATA "/callgrind.out.cycle"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the test profile");
    return file.readAll();
}

qint64 lineCount(const QByteArray& text)
{
    return text.count('\n') + (text.endsWith('\n') || text.isEmpty() ? 0 : 1);
}

// The flat profile of the first `parts` parts as TSV rows (without the header, whose totals are
// the whole profile's).
QString rowsOfFirstParts(const std::shared_ptr<const Profile>& profile, std::size_t parts)
{
    std::vector<bool> flags(profile->partCount(), false);
    std::fill_n(flags.begin(), parts, true);
    const auto snapshot = CostSnapshot::compute(profile, PartMask::fromFlags(flags), true);
    QString text;
    QTextStream out(&text);
    reportwriter::writeTsv(out, *profile, *snapshot->flat, {});
    out.flush();
    return text.section(u'\n', 2);
}

const Diagnostic* truncationOf(const Profile& profile)
{
    for (const Diagnostic& d : profile.diagnostics()) {
        if (d.message.contains(u"truncated"_s))
            return &d;
    }
    return nullptr;
}

// What a load of the first `size` bytes of `whole` must say, and hold.
void checkCut(const QByteArray& whole, const std::shared_ptr<const Profile>& full, qsizetype size,
              int& truncations)
{
    const QByteArray cut = whole.left(size);
    const QString where = u"cut after %1 bytes"_s.arg(size);
    const auto result = loadText(cut, u"cut.out"_s);
    QVERIFY2(result.profile, qPrintable(where + u": "_s + result.error));
    const Profile& profile = *result.profile;
    const SourceInfo& source = profile.sources().front();

    // The last part's `summary:` and `totals:`, as far as the cut has them whole.
    const qsizetype lastPart = std::max<qsizetype>(0, cut.lastIndexOf("\npart: "));
    const QByteArray tail = cut.mid(lastPart);
    const qsizetype summaryAt = tail.indexOf("\nsummary: ");
    const bool summaryWhole = summaryAt >= 0 && tail.indexOf('\n', summaryAt + 1) >= 0;
    const qsizetype totalsAt = tail.indexOf("\ntotals: ");
    const bool closed = totalsAt >= 0 && tail.indexOf('\n', totalsAt + 1) >= 0;
    const PartId last(PartId::Index(profile.partCount() - 1));
    bool expectTruncated = false;
    double share = 0;
    if (summaryWhole && !closed) {
        const qsizetype end = tail.indexOf('\n', summaryAt + 1);
        const Cost stated = tail.mid(summaryAt + 10, end - summaryAt - 10).trimmed().toLongLong();
        const Cost read = profile.partTotals(last)[0];
        expectTruncated = read < stated;
        share = double(read) / double(stated);
    }

    const Diagnostic* truncation = truncationOf(profile);
    if (!expectTruncated) {
        QVERIFY2(!truncation,
                 qPrintable(where + u": "_s + (truncation ? truncation->toString() : QString())));
        QCOMPARE(source.truncatedAtLine, qint64(0));
        return;
    }
    ++truncations;
    QVERIFY2(truncation, qPrintable(where + u": "_s + diagnosticTexts(profile).join(u'\n')));
    QCOMPARE(source.truncatedAtLine, lineCount(cut));
    QCOMPARE(truncation->line, lineCount(cut));
    QCOMPARE(source.summaryShareRead, share);
    QVERIFY2(truncation->message.contains(u"%1 %"_s.arg(100.0 * share, 0, 'f', 2)),
             qPrintable(truncation->message));
    // Said once, instead of the summary mismatch, and nothing else but what the cut line itself
    // may give.
    for (const Diagnostic& d : profile.diagnostics()) {
        QVERIFY2(&d == truncation || d.line == lineCount(cut) || d.line == lineCount(cut) - 1,
                 qPrintable(where + u": "_s + d.toString()));
    }
    // The parts before the cut one are loaded whole.
    const std::size_t complete = profile.partCount() - 1;
    if (complete > 0)
        QCOMPARE(rowsOfFirstParts(result.profile, complete), rowsOfFirstParts(full, complete));
}

} // namespace

class TruncatedFilesTest : public QObject
{
    Q_OBJECT

private slots:
    void wholeFileIsNotTruncated()
    {
        const auto result = loadText(wholeProfile(), u"whole.out"_s);
        QVERIFY(result.profile);
        QCOMPARE(result.profile->sources().front().truncatedAtLine, qint64(0));
        QVERIFY(!truncationOf(*result.profile));
    }

    void cutEveryHundredBytes()
    {
        const QByteArray whole = wholeProfile();
        const auto full = loadText(whole, u"whole.out"_s).profile;
        QVERIFY(full);
        int truncations = 0;
        // From the end of the first `events:` line: without one, a file is not a profile.
        for (qsizetype size = whole.indexOf('\n', whole.indexOf("\nevents:") + 1) + 1;
             size < whole.size(); size += 101) {
            checkCut(whole, full, size, truncations);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(truncations > 30, qPrintable(QString::number(truncations)));
    }

    // The message as a person reads it, for a cut in the middle of the third part.
    void messageSaysWhereAndHowMuch()
    {
        const QByteArray whole = wholeProfile();
        const qsizetype third = whole.indexOf("\npart: 3\n");
        const qsizetype cut = whole.indexOf("\ncalls=", third) + 1; // before a call of part 3
        const auto result = loadText(whole.left(cut), u"cut.out"_s);
        QVERIFY(result.profile);
        const Diagnostic* truncation = truncationOf(*result.profile);
        QVERIFY(truncation);
        QCOMPARE(truncation->file, result.profile->sources().front().path);
        QVERIFY2(truncation->message.startsWith(u"the file is truncated: it ends here, inside a "
                                                "part (from line "_s),
                 qPrintable(truncation->message));
        QVERIFY2(truncation->message.contains(u"without its 'totals:' line"_s),
                 qPrintable(truncation->message));
        QVERIFY2(truncation->message.contains(u"of the part's 'summary:' of Ir"_s),
                 qPrintable(truncation->message));
        QVERIFY(!diagnosticTexts(*result.profile).join(u'\n').contains(u"differs from the sum"_s));
    }

    // Issue 40: a file read while it is still being written (here: grown 700 bytes at a time,
    // as a copy or a slow disk writes it) loads what is complete and says the rest is missing,
    // until it is whole.
    void fileStillBeingWritten()
    {
        const QByteArray whole = wholeProfile();
        const auto full = loadText(whole, u"whole.out"_s).profile;
        const QString path = writeFile(u"growing.out"_s, {});
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered));
        int truncations = 0;
        for (qsizetype written = 0; written < whole.size();) {
            const qsizetype chunk = std::min<qsizetype>(700, whole.size() - written);
            QCOMPARE(file.write(whole.mid(written, chunk)), chunk);
            written += chunk;
            const auto result = profileloader::load({path});
            QVERIFY2(result.profile, qPrintable(result.error));
            const bool isWhole = written == whole.size();
            QCOMPARE(truncationOf(*result.profile) != nullptr,
                     result.profile->sources().front().truncatedAtLine > 0);
            if (isWhole) {
                QVERIFY(!truncationOf(*result.profile));
                QVERIFY(diagnosticTexts(*result.profile).isEmpty());
            } else if (truncationOf(*result.profile)) {
                ++truncations;
                QVERIFY(result.profile->sources().front().summaryShareRead < 1.0);
                const std::size_t complete = result.profile->partCount() - 1;
                if (complete > 0)
                    QCOMPARE(rowsOfFirstParts(result.profile, complete),
                             rowsOfFirstParts(full, complete));
            }
        }
        QVERIFY(truncations >= 4);
    }
};

QTEST_GUILESS_MAIN(TruncatedFilesTest)
#include "tst_truncatedfiles.moc"
