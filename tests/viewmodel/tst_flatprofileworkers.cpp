// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The flat profile on profiles of thousands of functions that each test makes: its rows, their
// kept orders and the names its filter searches are made on workers, and the filter matches as a
// plain search would, whatever order the patterns are typed in. On the bundled sample:
// tst_flatprofilemodel.

#include "tests/support/TestSupport.h"
#include "ui/viewmodel/functions/FlatProfileFilterModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <array>
#include <random>

using namespace tally;
using namespace tally::test;

class FlatProfileWorkersTest : public QObject
{
    Q_OBJECT

private slots:
    void typingAndDeletingMatchAsAFreshSearch()
    {
        // The filter keeps the results of recent patterns and, on many rows, splits the work
        // over threads: whatever order the patterns come in, the rows shown are those a plain
        // search over every name gives.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 20000; ++i)
            text += "fn=" + QByteArray(i % 3 ? "Py" : "py") + "Mem" + QByteArray::number(i % 41) +
                    "_Raw" + QByteArray::number(i) + (i % 7 ? "'caller" : "'CALLER\xc3\xa4") +
                    // The Kelvin sign, which PCRE matches with a `k` caselessly.
                    (i % 5 ? ""
                           : "_\xe2\x84\xaa"
                             "elvin") +
                    "\n1 " + QByteArray::number(i + 1) + "\n";
        const auto result = loadedText(text, QStringLiteral("typing.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        FlatProfileFilterModel proxy(model);
        QTRY_VERIFY(model.rowCount() > 0); // many functions: their rows are made on a worker
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto expected = [&](const QString& pattern, bool regex) {
            const QRegularExpression expression(pattern, QRegularExpression::CaseInsensitiveOption);
            int count = 0;
            for (int row = 0; row < model.rowCount(); ++row) {
                const QString& name = model.functionText(row);
                count += (regex ? expression.match(name).hasMatch()
                                : name.contains(pattern, Qt::CaseInsensitive))
                             ? 1
                             : 0;
            }
            return count;
        };
        const QStringList typed = {
            QStringLiteral("p"),       QStringLiteral("py"),      QStringLiteral("pym"),
            QStringLiteral("pymem1"),  QStringLiteral("pymem12"), QStringLiteral("pymem1"),
            QStringLiteral("pym"),     QStringLiteral("MEM1"),    QStringLiteral("mem12_raw"),
            QStringLiteral("Raw1999"), QStringLiteral("raw"),     QStringLiteral("CALLERä"),
            QStringLiteral("callerÄ"), QStringLiteral("caller"),  QStringLiteral("zzz"),
            QStringLiteral("p")};
        for (const QString& pattern : typed) {
            proxy.setNamePattern(pattern, false);
            QCOMPARE(proxy.rowCount(), expected(pattern, false));
        }
        for (const QString& pattern : {QStringLiteral("^pymem(1|2)_"), QStringLiteral("w19+$"),
                                       QStringLiteral("callerä$")}) {
            proxy.setNamePattern(pattern, true);
            QCOMPARE(proxy.rowCount(), expected(pattern, true));
        }
        // Expressions that are literals (typed into the filter in regex mode) are searched as
        // bytes and narrowed from each other: the same rows as PCRE's, Kelvin signs included.
        for (const QString& typedText :
             typed + QStringList{QStringLiteral("kelvin"), QStringLiteral("_KELVIN"),
                                 QStringLiteral("raw1_k"), QStringLiteral("Kelvin"),
                                 QStringLiteral("mem1_raw"), QStringLiteral("mem1")}) {
            const QString pattern = QRegularExpression::escape(typedText);
            proxy.setNamePattern(pattern, true);
            QCOMPARE(proxy.rowCount(), expected(pattern, true));
        }
        // Regex switched off after those: a substring narrowed from a kept literal expression
        // shows the rows of a fresh substring search (which finds no Kelvin sign for a `k`,
        // though the expression did).
        const auto shownRows = [](const FlatProfileFilterModel& filter) {
            QList<int> rows;
            for (int row = 0; row < filter.rowCount(); ++row)
                rows.push_back(filter.mapToSource(filter.index(row, 0)).row());
            return rows;
        };
        for (const QString& pattern :
             {QStringLiteral("kelvin"), QStringLiteral("_KELVIN"), QStringLiteral("raw1_k"),
              QStringLiteral("mem1_raw"), QStringLiteral("mem1_raw1"), QStringLiteral("mem1"),
              QStringLiteral("pymem12"), QStringLiteral("p")}) {
            proxy.setNamePattern(pattern, false);
            FlatProfileFilterModel fresh(model);
            fresh.setNamePattern(pattern, false);
            QCOMPARE(shownRows(proxy), shownRows(fresh));
        }
        QVERIFY(proxy.setNamePattern(QStringLiteral("kelvin"), true));
        QVERIFY(proxy.rowCount() > 0); // the expression finds the Kelvin signs...
        proxy.setNamePattern(QStringLiteral("kelvin"), false);
        QCOMPARE(proxy.rowCount(), 0); // ...the substring search does not, as when fresh
        // New rows (here: the same profile again) are matched anew against the pattern.
        proxy.setNamePattern(QStringLiteral("raw1"), false);
        const int before = proxy.rowCount();
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        session.setProfile(result.profile);
        session.waitUntilSettled();
        QTRY_COMPARE(reset.count(), 1);
        QCOMPARE(proxy.rowCount(), before);
        QCOMPARE(proxy.rowCount(), expected(QStringLiteral("raw1"), false));
    }

    void filterMatchesAsAPlainSearchOverManyPatterns()
    {
        // Names of bytes that fold alike or nearly ('_' and DEL, '@' and '`', '[' and '{'
        // differ by the case bit only), with patterns found at every place of 16-byte blocks and
        // at their ends: whatever the patterns typed, deleted or switched to expressions before,
        // the rows shown are those a plain search over every name gives.
        const QByteArray alphabet = "aAbB_\x7f@`[{:1\xc3\xa4";
        std::mt19937 random(41);
        const auto pick = [&](int from, int to) {
            return std::uniform_int_distribution<int>(from, to)(random);
        };
        const auto character = [&] {
            // One character: 'ä' is two bytes.
            const int at = pick(0, int(alphabet.size()) - 2);
            return at >= alphabet.size() - 2 ? alphabet.mid(alphabet.size() - 2)
                                             : alphabet.mid(at, 1);
        };
        QByteArray text = "events: Ir\n";
        const int count = int(FlatProfileModel::kRowsMadeInBackground) + 1000;
        for (int i = 0; i < count; ++i) {
            QByteArray name = "f" + QByteArray::number(i) + "'";
            const int length = pick(0, 40);
            for (int c = 0; c < length; ++c)
                name += character();
            text += "fn=" + name + "\n1 " + QByteArray::number(i + 1) + "\n";
        }
        const auto result = loadedText(text, QStringLiteral("bytes.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        FlatProfileFilterModel proxy(model);
        QTRY_COMPARE(model.rowCount(), count);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QString typed;
        for (int step = 0; step < 120; ++step) {
            const int action = pick(0, 9);
            if (action < 5 || typed.isEmpty())
                typed += QString::fromUtf8(character());
            else if (action < 8)
                typed.chop(1);
            else
                typed = QString::fromUtf8(character());
            const bool regex = pick(0, 3) == 0;
            const QString pattern = regex ? QRegularExpression::escape(typed) : typed;
            QVERIFY(proxy.setNamePattern(pattern, regex));
            const QRegularExpression expression(pattern, QRegularExpression::CaseInsensitiveOption);
            QList<int> expected;
            for (int row = 0; row < model.rowCount(); ++row) {
                const QString& name = model.functionText(row);
                if (regex ? expression.match(name).hasMatch()
                          : name.contains(pattern, Qt::CaseInsensitive))
                    expected.push_back(row);
            }
            QList<int> shown;
            for (int row = 0; row < proxy.rowCount(); ++row)
                shown.push_back(proxy.mapToSource(proxy.index(row, 0)).row());
            QVERIFY2(shown == expected, qPrintable(pattern));
        }
    }

    void namesToSearchAreMadeOnAWorker()
    {
        // Above kRowsMadeInBackground functions the names the filter searches come from a worker
        // after the rows, before any keystroke; each row's bytes are those of its name. Plain
        // names, and context names ("f'caller'its caller"), stored as chains of runs whose long
        // shared tails have their bytes found once.
        const int count = int(FlatProfileModel::kRowsMadeInBackground) + 5000;
        const std::array<QByteArray, 4> callers = {
            "'Caller_Of_Many_Contexts_0123'main'__libc_start_main",
            "'another_CALLER_of_contexts_456\xc3\xa4'main'__libc_start_main",
            "'yet_another_caller_789_with_xyz'start'_start_of_the_process", "'q'r's"};
        for (const bool contexts : {false, true}) {
            QByteArray text = "events: Ir\n";
            for (int i = 0; i < count; ++i) {
                text += "fn=Name_" + QByteArray::number(i * 7919) + (i % 3 ? "xY" : "q:z") +
                        (i % 5 ? "" : "\xc3\xa4");
                if (contexts)
                    text += callers[std::size_t(i % 4)] + (i % 7 ? "" : "'Deeper_Caller_J");
                text += "\n1 " + QByteArray::number(i + 1) + "\n";
            }
            const auto result = loadedText(text, QStringLiteral("names.out"));
            Session session;
            session.setProfile(result.profile);
            FlatProfileModel model(session);
            QTRY_COMPARE(model.rowCount(), count);
            QTRY_VERIFY(model.hasSearchableNames());
            const SearchableNames& names = model.searchableNames();
            QCOMPARE(names.size(), std::size_t(count));
            const QByteArray exact = "abcdefghijklmnopqrstuvwxyz0123456789_";
            for (int row = 0; row < count; ++row) {
                const std::uint32_t stable = model.stableRow(row);
                const std::string_view name = names.name(stable);
                QCOMPARE(QString::fromUtf8(name.data(), qsizetype(name.size())),
                         model.functionText(row));
                const std::uint64_t bytes = names.bytes(stable);
                QCOMPARE(bytes, SearchableNames::bitsOf(name));
                for (const char byte : exact) {
                    const bool holds =
                        model.functionText(row).contains(QLatin1Char(byte), Qt::CaseInsensitive);
                    QCOMPARE((bytes & SearchableNames::bitsOf(std::string_view(&byte, 1))) != 0,
                             holds);
                }
                QCOMPARE((bytes & SearchableNames::kNonAscii) != 0,
                         model.functionText(row).contains(QChar(0xe4)));
            }
        }
    }

    void rowsOfManyFunctionsAreMadeOnAWorker()
    {
        // Above kRowsMadeInBackground functions the rows come from a worker: none at first for a
        // new profile, the rows before for new costs, then all of them at once, in the order
        // asked for meanwhile.
        const int count = int(FlatProfileModel::kRowsMadeInBackground) + 5000;
        const auto profileOf = [count](const QByteArray& prefix) {
            QByteArray text = "events: Ir\n";
            for (int i = 0; i < count; ++i)
                text += "fn=" + prefix + QByteArray::number(i) + "\n1 " +
                        QByteArray::number(qint64(i) * 7919 % count + 1) + "\n";
            return loadedText(text, QStringLiteral("many.out")).profile;
        };
        const auto first = profileOf("first_");
        const auto second = profileOf("second_");
        QVERIFY(first && second);
        Session session;
        session.setProfile(first);
        session.waitUntilSettled();
        FlatProfileModel model(session);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0); // delivered through the event loop
        QVERIFY(!model.isCurrent());   // what a screenshot waits for
        QTRY_COMPARE(model.rowCount(), count);
        QVERIFY(model.isCurrent());
        // By inclusive cost, the costliest first: every cost from `count` down to 1 once.
        for (int row = 0; row < count; ++row) {
            QCOMPARE(model.index(row, FlatProfileModel::Inclusive).data(CostRole).toLongLong(),
                     qlonglong(count - row));
            QCOMPARE(model.rowOfFunction(model.functionAt(row)), row);
        }
        // The number columns' widest texts, measured on the worker: the largest cost's.
        QCOMPARE(model.headerData(FlatProfileModel::Inclusive, Qt::Horizontal, WidestTextRole)
                     .toString(),
                 model.index(0, FlatProfileModel::Inclusive).data().toString());
        QCOMPARE(
            model.headerData(FlatProfileModel::Called, Qt::Horizontal, WidestTextRole).toString(),
            QStringLiteral("0"));

        // New costs of the same profile: its rows stay until the new ones come.
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        session.setCycleDetection(false);
        session.waitUntilSettled();
        QCOMPARE(model.rowCount(), count);
        QVERIFY(!model.isCurrent()); // the rows of the costs before
        QTRY_COMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), count);
        QVERIFY(model.isCurrent());

        // A new profile: the rows before go at once (their ids are the other profile's), and a
        // sort asked for before the new rows come orders them.
        session.setProfile(second);
        session.waitUntilSettled();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.rowOfFunction(FunctionId(0)), -1);
        model.sort(FlatProfileModel::Function, Qt::AscendingOrder);
        QTRY_COMPARE(model.rowCount(), count);
        QCOMPARE(model.functionText(0), QStringLiteral("second_0"));
        QCOMPARE(model.functionText(1), QStringLiteral("second_1"));
        QCOMPARE(model.functionText(2), QStringLiteral("second_10"));
        for (int row = 0; row < count; ++row)
            QCOMPARE(model.rowOfFunction(model.functionAt(row)), row);
    }

    void keptOrdersAreTheOrdersMadeAfresh()
    {
        // Orders are kept, made ahead in the background, for each column: sorting again, or
        // after the event types changed, must give the order made afresh, ties in the
        // profile's order whichever the direction.
        QByteArray text = "events: Ir Dr\n";
        for (int i = 0; i < 3000; ++i)
            text += "fl=file" + QByteArray::number(i % 11) + ".c\nfn=f" + QByteArray::number(i) +
                    "\n1 " + QByteArray::number(i % 7) + " " + QByteArray::number(100 - i % 5) +
                    "\n";
        const auto result = loadedText(text, QStringLiteral("ties.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        FlatProfileFilterModel proxy(model);
        QAbstractItemModelTester tester(&proxy);
        QTRY_COMPARE(model.rowCount(), 3000);
        QTRY_VERIFY(!model.isPreparingOrders());
        const auto checkOrder = [&](int column, Qt::SortOrder order) {
            for (int row = 1; row < model.rowCount(); ++row) {
                int c = 0;
                if (column <= FlatProfileModel::Called) {
                    const auto a = model.index(row - 1, column).data(CostRole).toLongLong();
                    const auto b = model.index(row, column).data(CostRole).toLongLong();
                    c = a < b ? -1 : (a > b ? 1 : 0);
                } else {
                    c = QString::compare(model.index(row - 1, column).data().toString(),
                                         model.index(row, column).data().toString(),
                                         Qt::CaseInsensitive);
                }
                const bool ordered = c == 0 ? model.stableRow(row - 1) < model.stableRow(row)
                                            : (order == Qt::AscendingOrder ? c < 0 : c > 0);
                QVERIFY2(ordered, qPrintable(QStringLiteral("column %1 %2 row %3")
                                                 .arg(column)
                                                 .arg(int(order))
                                                 .arg(row)));
            }
        };
        const auto checkEveryColumn = [&] {
            for (const int column : {FlatProfileModel::Inclusive, FlatProfileModel::Self,
                                     FlatProfileModel::Called, FlatProfileModel::Location}) {
                for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                    proxy.sort(column, order);
                    checkOrder(column, order);
                }
            }
            // The cost column fitted to the event type shown (its measure kept by index).
            proxy.sort(FlatProfileModel::Inclusive, Qt::DescendingOrder);
            QCOMPARE(model.headerData(FlatProfileModel::Inclusive, Qt::Horizontal, WidestTextRole)
                         .toString(),
                     model.index(0, FlatProfileModel::Inclusive).data().toString());
        };
        // Another event type: its order of the sort column and its columns' ranges were made
        // ahead (with the wrong type's, this fails), its other orders are made; back to the
        // first, those kept for it serve (and again for the second).
        for (const int event : {0, 1, 0, 1}) {
            session.setEventTypes(event, -1);
            session.waitUntilSettled(); // the change reaches the model
            QTRY_VERIFY(!model.isPreparingOrders());
            checkEveryColumn();
        }
        // A type of the user's, redefined under its name and index: the orders kept for the
        // index are of the old formula, and are forgotten.
        QVERIFY(session.setUserEventType({QStringLiteral("X"), {}, QStringLiteral("Ir")}));
        session.setEventTypes(session.events().indexOf(QStringLiteral("X")), -1);
        session.waitUntilSettled();
        QTRY_VERIFY(!model.isPreparingOrders());
        checkEveryColumn();
        QVERIFY(session.setUserEventType({QStringLiteral("X"), {}, QStringLiteral("Dr")},
                                         QStringLiteral("X")));
        QCOMPARE(session.primaryEvent(), session.events().indexOf(QStringLiteral("X")));
        session.waitUntilSettled();
        QTRY_VERIFY(!model.isPreparingOrders());
        checkEveryColumn();
        proxy.sort(FlatProfileModel::Inclusive, Qt::DescendingOrder);
        QCOMPARE(model.index(0, FlatProfileModel::Inclusive).data(CostRole).toLongLong(), 100);
    }

    void filterSpeedOnManyFunctions()
    {
        // 100,000 functions: filter and sort stay interactive (checked loosely, never timed
        // exactly).
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 100000; ++i)
            text += "fn=ns" + QByteArray::number(i % 97) + "::Class" + QByteArray::number(i % 13) +
                    "::method" + QByteArray::number(i) + "(int)\n1 " + QByteArray::number(i + 1) +
                    "\n";
        const auto result = loadedText(text, QStringLiteral("many.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        FlatProfileFilterModel proxy(model);
        QTRY_COMPARE(model.rowCount(), 100000);
        proxy.sort(FlatProfileModel::Inclusive, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("ns89::Class3::method99999(int)"));
        proxy.setNamePattern(QStringLiteral("method4242"), false);
        QCOMPARE(proxy.rowCount(), 11); // method4242 and method42420..42429
        proxy.setNamePattern(QStringLiteral("Class3::method1\\d{3}\\("), true);
        QVERIFY(proxy.rowCount() > 0);
    }
};

QTEST_MAIN(FlatProfileWorkersTest)
#include "tst_flatprofileworkers.moc"
