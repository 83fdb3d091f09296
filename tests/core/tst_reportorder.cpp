// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The report's order of rows of equal costs: by name as bytes, then file and object, then id,
// over names that tie for more bytes than the order copies of each; and the TSV rows' names,
// written from those copies.

#include "tests/support/TestSupport.h"

#include "core/output/ReportWriter.h"

#include <QBuffer>
#include <QTextStream>

#include <algorithm>
#include <set>
#include <string>
#include <utility>

using namespace tally;
using namespace tally::test;

class TestReportOrder : public QObject
{
    Q_OBJECT

private slots:
    void tiedNamesInByteOrder_data()
    {
        QTest::addColumn<int>("functions");
        QTest::newRow("few") << 60;
        QTest::newRow("some") << 3000;
        QTest::newRow("many") << 40000;
    }

    void tiedNamesInByteOrder()
    {
        // Names that share 0 to 1,500 bytes (beyond the first bytes copied for each name, 16 to
        // 1,024 of them), that are the start of others, that end where a word of 8 bytes ends
        // and just after, with bytes above 0x7f, context names of several runs (a chain's runs
        // meet at each '), and equal names in other files and objects.
        QFETCH(int, functions);
        std::uint64_t state = 987654321;
        const auto next = [&state] {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return std::uint32_t(state >> 33);
        };
        const auto letters = [&](std::size_t count) {
            std::string text;
            for (std::size_t i = 0; i < count; ++i)
                text += "ab'\xc3\xa9z"[next() % 6];
            return text;
        };
        std::vector<std::string> heads;
        for (const std::size_t length : {0, 1, 7, 8, 9, 15, 16, 17, 40, 130, 700, 1100, 1500})
            heads.push_back(letters(length));
        QByteArray text = "events: Ir\n";
        std::set<std::tuple<std::string, int, int>> made;
        for (int f = 0; f < functions; ++f) {
            std::string name = heads[next() % heads.size()];
            if (next() % 4 != 0)
                name += letters(next() % 24);
            if (name.empty() || name.back() == '\'')
                name += 'x';
            const int file = next() % 8 == 0 ? int(next() % 3) : 0;
            const int object = next() % 8 == 0 ? int(next() % 3) : 0;
            if (!made.emplace(name, file, object).second)
                continue;
            // Three costs: three runs of ties.
            text += "ob=o" + QByteArray::number(object) + "\nfl=f" + QByteArray::number(file) +
                    "\nfn=" + QByteArray::fromStdString(name) + "\n1 " +
                    QByteArray::number(5 + next() % 3) + "\n";
        }
        const auto result = loadedText(text, QStringLiteral("ties.out"));
        QVERIFY(result.profile);
        const Profile& profile = *result.profile;
        QCOMPARE(profile.functionCount(), made.size());
        const FlatProfile flat(profile, {});
        const auto rows = reportwriter::sortedRows(profile, flat, true);
        QCOMPARE(rows.size(), made.size());
        std::vector<FunctionId> expected(profile.functionIds().begin(),
                                         profile.functionIds().end());
        const StringTable& strings = profile.strings();
        std::sort(expected.begin(), expected.end(), [&](FunctionId a, FunctionId b) {
            const Cost ia = flat.inclusive(a)[0];
            const Cost ib = flat.inclusive(b)[0];
            if (ia != ib)
                return ia > ib;
            const auto& fa = profile.function(a);
            const auto& fb = profile.function(b);
            const auto key = [&](const auto& function) {
                return std::tuple(strings.view(function.name), strings.view(function.file),
                                  strings.view(function.object));
            };
            if (key(fa) != key(fb))
                return key(fa) < key(fb);
            return a < b;
        });
        for (std::size_t i = 0; i < rows.size(); ++i)
            QCOMPARE(rows[i].index, expected[i].index());

        // The TSV report writes the names of tied rows from the bytes the order copied, the
        // others (and names longer than the copies) from the string table: each row its own.
        QBuffer device;
        device.open(QIODevice::WriteOnly);
        {
            QTextStream out(&device);
            reportwriter::writeTsv(out, profile, flat, {});
        }
        const QList<QByteArray> lines = device.data().split('\n');
        QCOMPARE(lines.size(), qsizetype(rows.size() + 4)); // 3 header lines, an empty last
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const QList<QByteArray> fields = lines[qsizetype(i + 3)].split('\t');
            const auto& function = profile.function(rows[i].function());
            // Bytes that are not UTF-8 come out as a QString of them reads them.
            const auto decoded = [&](StringId id) {
                const std::string_view bytes = strings.view(id);
                return QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
            };
            QCOMPARE(QString::fromUtf8(fields[1]), decoded(function.name));
            QCOMPARE(QString::fromUtf8(fields[2]), decoded(function.file));
        }
    }
};

QTEST_GUILESS_MAIN(TestReportOrder)
#include "tst_reportorder.moc"
