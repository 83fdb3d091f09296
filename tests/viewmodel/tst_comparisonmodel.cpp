// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The comparison in the window, without widgets: ComparisonModel under QAbstractItemModelTester
// shows the numbers `tally --report --diff` writes (DiffWriter's TSV) for the same two profiles,
// in its order; added and removed functions are marked and survive the "changed by more than"
// filter; it sorts by every column; the share scale; the diverging colours and their text; and
// ComparisonController computing the comparison off the GUI thread with the Session's profile as
// the new side.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TsvRows.h"

#include "core/output/DiffWriter.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/ComparisonController.h"
#include "ui/viewmodel/compare/ComparisonModel.h"
#include "ui/viewmodel/compare/DeltaColours.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/viewmodel/compare/EffectText.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QFontMetrics>
#include <QLocale>
#include <QSignalSpy>

#include <algorithm>
#include <cmath>

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

// DiffWriter's TSV rows as {function -> the row's fields by column name}.
struct DiffTable
{
    QStringList names; // in the file's order
    QHash<QString, TsvRow> fields;
};

DiffTable tsvOf(const ProfileComparison& comparison)
{
    QString text;
    QTextStream out(&text);
    diffwriter::writeTsv(out, comparison);
    out.flush();
    DiffTable rows;
    for (TsvRow& row : tsvRows(text)) {
        const QString name = row.value(QStringLiteral("function"));
        rows.names << name;
        rows.fields.insert(name, std::move(row));
    }
    return rows;
}

QString bareName(const ComparisonModel& model, int row)
{
    QString name = model.index(row, ComparisonModel::Function).data().toString();
    return name.section(QStringLiteral("  ["), 0, 0);
}

int rowNamed(const ComparisonModel& model, const QString& name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (bareName(model, row) == name)
            return row;
    }
    return -1;
}

} // namespace

class ComparisonModelTest : public QObject
{
    Q_OBJECT

    // The models follow a Session; this one never changes, so the tests drive them directly.
    Session m_quiet;

private slots:
    // Each change split into its calls and per-call effects, the larger one's cell filled, and
    // the tooltip saying it in words.
    void effectsExplainEachRow()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto comparison = comparisonOf(kEffectsBase, kEffectsNew);
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        using C = ComparisonModel;
        const auto cell = [&](const QString& name, int column, int role = Qt::DisplayRole) {
            return model.index(rowNamed(model, name), column).data(role);
        };
        using effecttext::Dominant;
        struct Expected
        {
            const char* name;
            const char* calls;
            const char* perCall;
            Dominant dominant;
            const char* words;
        };
        const Expected expected[] = {
            {"twice", "+15,000", "0", Dominant::Calls,
             "called 2x as often, 1,500 -> 3,000, at the same cost per call"},
            {"dear", "0", "+500", Dominant::PerCall,
             "called as often (100 times), each call 50.00 % dearer, 10 -> 15"},
            {"shift", "+600", "-300", Dominant::Calls,
             "called 3x as often, 10 -> 30, each call 33.33 % cheaper, 30 -> 20"},
            {"main", "0", "+15,800", Dominant::PerCall,
             "never called in the baseline (a root): all of the change is per call"},
        };
        for (const Expected& row : expected) {
            const QString name = QString::fromLatin1(row.name);
            QVERIFY2(rowNamed(model, name) >= 0, row.name);
            QCOMPARE(cell(name, C::CallsEffect).toString(), QString::fromLatin1(row.calls));
            QCOMPARE(cell(name, C::PerCallEffect).toString(), QString::fromLatin1(row.perCall));
            QCOMPARE(cell(name, C::Function, EffectRole).toInt(), int(row.dominant));
            const int filled = row.dominant == Dominant::Calls ? C::CallsEffect : C::PerCallEffect;
            const int plain = row.dominant == Dominant::Calls ? C::PerCallEffect : C::CallsEffect;
            QVERIFY2(cell(name, filled, Qt::BackgroundRole).isValid(), row.name);
            QVERIFY2(!cell(name, plain, Qt::BackgroundRole).isValid(), row.name);
            const QString tip = cell(name, C::Function, Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QString::fromLatin1(row.words)), qPrintable(tip));
            QCOMPARE(cell(name, C::CallsEffect, Qt::ToolTipRole).toString(),
                     cell(name, C::PerCallEffect, Qt::ToolTipRole).toString());
        }
        // Sorting by an effect puts the largest first.
        model.sort(C::PerCallEffect, Qt::DescendingOrder);
        QCOMPARE(bareName(model, 0), QStringLiteral("main"));
        model.sort(C::CallsEffect, Qt::DescendingOrder);
        QCOMPARE(bareName(model, 0), QStringLiteral("twice"));
        QVERIFY(!model.headerData(C::CallsEffect, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
        QLocale::setDefault(before);
    }

    void numbersAreDiffWritersInItsOrder()
    {
        const auto comparison = comparisonOf(kBase, kNew);
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        const DiffTable tsv = tsvOf(*comparison);
        QCOMPARE(std::size_t(model.rowCount()), comparison->rowCount());
        QStringList names;
        for (int row = 0; row < model.rowCount(); ++row)
            names << bareName(model, row);
        QCOMPARE(names, tsv.names);

        for (const bool self : {false, true}) {
            model.setMeasure(self ? ComparisonModel::Measure::Self
                                  : ComparisonModel::Measure::Inclusive);
            const QString kind = self ? QStringLiteral("self") : QStringLiteral("incl");
            for (int event = 0; event < comparison->width(); ++event) {
                model.setEvent(event);
                const QString name = comparison->events().type(event).name;
                for (int row = 0; row < model.rowCount(); ++row) {
                    const auto& fields = tsv.fields[bareName(model, row)];
                    const QString column = kind + QLatin1Char(':') + name;
                    QCOMPARE(qlonglong(model.baseValue(row)),
                             fields.value(QStringLiteral("base:") + column).toLongLong());
                    QCOMPARE(qlonglong(model.newValue(row)),
                             fields.value(QStringLiteral("new:") + column).toLongLong());
                    const qlonglong delta =
                        fields.value(QStringLiteral("delta:") + column).toLongLong();
                    QCOMPARE(model.index(row, ComparisonModel::Delta).data().toString(),
                             (delta > 0 ? QStringLiteral("+") : QString()) +
                                 QLocale().toString(delta));
                }
            }
        }
        // work did a third more Ir: 300 -> 400 inclusive.
        model.setMeasure(ComparisonModel::Measure::Inclusive);
        model.setEvent(comparison->events().indexOf(QStringLiteral("Ir")));
        const int work = rowNamed(model, QStringLiteral("work"));
        QVERIFY(work >= 0);
        QCOMPARE(model.baseValue(work), 300.0);
        QCOMPARE(model.newValue(work), 400.0);
        QCOMPARE(model.index(work, ComparisonModel::DeltaPercent).data().toString(),
                 QStringLiteral("+") + QLocale().toString(100.0 / 3.0, 'f', 2) +
                     QStringLiteral(" %"));
    }

    void addedAndRemovedAreMarkedAndKeptByTheFilter()
    {
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparisonOf(kBase, kNew));
        const int fresh = rowNamed(model, QStringLiteral("fresh"));
        const int gone = rowNamed(model, QStringLiteral("gone"));
        QVERIFY(fresh >= 0 && gone >= 0);
        QCOMPARE(model.index(fresh, 0).data().toString(), QStringLiteral("fresh"));
        QCOMPARE(model.index(gone, 0).data().toString(), QStringLiteral("gone"));
        QCOMPARE(model.index(fresh, 0).data(ChangeKindRole).toInt(), int(Kind::Added));
        QCOMPARE(model.index(gone, 0).data(ChangeKindRole).toInt(), int(Kind::Removed));
        QCOMPARE(model.index(fresh, ComparisonModel::DeltaPercent).data().toString(),
                 QStringLiteral("added"));
        QCOMPARE(model.index(gone, ComparisonModel::Base).data().toString(), QStringLiteral("5"));
        QCOMPARE(model.index(gone, ComparisonModel::New).data().toString(), QStringLiteral("-"));
        // A removed function has no new side to make active.
        QVERIFY(!functionIdOf(model.index(gone, 0).data(FunctionIdRole)).isValid());
        QVERIFY(functionIdOf(model.index(fresh, 0).data(FunctionIdRole)).isValid());

        // helper is unchanged (7 -> 7); main and work grew by about a third.
        const int all = model.rowCount();
        model.setMinimumChange(10);
        QVERIFY(model.rowCount() < all);
        QCOMPARE(rowNamed(model, QStringLiteral("helper")), -1);
        for (const char* name : {"work", "main", "fresh", "gone"})
            QVERIFY2(rowNamed(model, QLatin1String(name)) >= 0, name);
        model.setMinimumChange(40); // more than work's 33 %
        QCOMPARE(rowNamed(model, QStringLiteral("work")), -1);
        QVERIFY(rowNamed(model, QStringLiteral("fresh")) >= 0);
        QVERIFY(rowNamed(model, QStringLiteral("gone")) >= 0);
        model.setMinimumChange(0);
        QCOMPARE(model.rowCount(), all);
    }

    void longNamesShortenedOrWhole()
    {
        const QByteArray longName =
            "std::vector<std::pair<int, long>, std::allocator<std::pair<int, "
            "long> > >::push_back(std::pair<int, long> const&)";
        const QByteArray base = "events: Ir\nfl=a.cpp\nfn=" + longName + "\n1 10\n";
        const QByteArray current = "events: Ir\nfl=a.cpp\nfn=" + longName + "\n1 20\n";
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparisonOf(base, current));
        QCOMPARE(model.rowCount(), 1);
        const QString shown = model.index(0, 0).data().toString();
        QVERIFY2(shown.size() < longName.size(), qPrintable(shown));
        QVERIFY(model.index(0, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QString::fromLatin1(longName)));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setShortNames(false);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), QString::fromLatin1(longName));
    }

    void sortsByEveryColumn()
    {
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparisonOf(kBase, kNew));
        for (int column = 0; column < ComparisonModel::ColumnCount; ++column) {
            for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                model.sort(column, order);
                for (int row = 1; row < model.rowCount(); ++row) {
                    const QVariant a = model.index(row - 1, column).data(SortRole);
                    const QVariant b = model.index(row, column).data(SortRole);
                    const bool inOrder =
                        column == ComparisonModel::Function
                            ? (order == Qt::AscendingOrder
                                   ? a.toString().compare(b.toString(), Qt::CaseInsensitive) <= 0
                                   : a.toString().compare(b.toString(), Qt::CaseInsensitive) >= 0)
                            : (order == Qt::AscendingOrder ? a.toDouble() <= b.toDouble()
                                                           : a.toDouble() >= b.toDouble());
                    QVERIFY2(inOrder,
                             qPrintable(QStringLiteral("column %1 row %2").arg(column).arg(row)));
                }
            }
        }
        // Sorted by delta, descending: work and main (+100 Ir each; ties keep the default
        // order, where work's self delta puts it first) lead, gone (-5) ends.
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Ir")));
        model.sort(ComparisonModel::Delta, Qt::DescendingOrder);
        QCOMPARE(bareName(model, 0), QStringLiteral("work"));
        QCOMPARE(bareName(model, 1), QStringLiteral("main"));
        QCOMPARE(bareName(model, model.rowCount() - 1), QStringLiteral("gone"));
    }

    // A sort by name orders the names ignoring ASCII case, as the flat profile does; names equal
    // so keep the default order (the larger change first) both ways. The sorts and the filter
    // start from the default order made once for the comparison and event: a new event orders
    // by its own.
    void sortsNamesIgnoringCaseTiesInTheDefaultOrder()
    {
        const QByteArray base = "events: Ir Dr\nfn=main\n1 1 1\nfn=alpha\n1 10 50\nfn=ALPHA\n1 "
                                "10 10\nfn=Beta\n1 10 10\nfn=gamma\n1 10 10\n";
        const QByteArray changed = "events: Ir Dr\nfn=main\n1 1 1\nfn=alpha\n1 11 10\nfn=ALPHA\n1 "
                                   "40 10\nfn=Beta\n1 12 10\nfn=gamma\n1 13 10\n";
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparisonOf(base, changed));
        const auto names = [&model] {
            QStringList shown;
            for (int row = 0; row < model.rowCount(); ++row)
                shown << bareName(model, row);
            return shown;
        };
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Ir")));
        model.sort(ComparisonModel::Function, Qt::AscendingOrder);
        // By Ir, ALPHA changed more (+30) than alpha (+1): it comes first of the two.
        QCOMPARE(names(), (QStringList{QStringLiteral("ALPHA"), QStringLiteral("alpha"),
                                       QStringLiteral("Beta"), QStringLiteral("gamma"),
                                       QStringLiteral("main")}));
        model.sort(ComparisonModel::Function, Qt::DescendingOrder);
        QCOMPARE(names(), (QStringList{QStringLiteral("main"), QStringLiteral("gamma"),
                                       QStringLiteral("Beta"), QStringLiteral("ALPHA"),
                                       QStringLiteral("alpha")}));
        // By Dr, alpha changed (-40) and ALPHA did not: alpha comes first of the two now.
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Dr")));
        QCOMPARE(names().mid(3), (QStringList{QStringLiteral("alpha"), QStringLiteral("ALPHA")}));
        // The filter keeps the order: only alpha and ALPHA changed by more than 100 % in Ir...
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Ir")));
        model.setMinimumChange(100);
        QCOMPARE(names(), QStringList{QStringLiteral("ALPHA")});
        model.setMinimumChange(5);
        QCOMPARE(names(), (QStringList{QStringLiteral("gamma"), QStringLiteral("Beta"),
                                       QStringLiteral("ALPHA"), QStringLiteral("alpha")}));
        // What the summary counts, of the rows shown: main changed by nothing.
        model.setMinimumChange(0);
        ComparisonModel::ChangeCounts counts = model.changeCounts();
        QCOMPARE(counts.grew, 4);
        QCOMPARE(counts.shrank + counts.added + counts.removed, 0);
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Dr")));
        counts = model.changeCounts();
        QCOMPARE(counts.shrank, 1); // alpha's Dr, 50 -> 10
        QCOMPARE(counts.grew, 0);
        // Counted once for each event and filter of the comparison: each again as it was.
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Ir")));
        QCOMPARE(model.changeCounts().grew, 4);
        model.setMinimumChange(100);
        QCOMPARE(model.changeCounts().grew, 1);
        model.setMinimumChange(0);
        QCOMPARE(model.changeCounts().grew, 4);
        // Another comparison counts its own rows.
        model.setComparison(comparisonOf(changed, base));
        counts = model.changeCounts();
        QCOMPARE(counts.shrank, 4);
        QCOMPARE(counts.grew, 0);
    }

    // The widest texts of each number column (what the column is fitted to) are the longest of
    // its texts over every row, whatever the rows shown and their order, on either scale: a
    // column as wide as the widest of them in pixels shows every row's text whole (a '+' takes
    // more pixels than a '-': "+102,796" was cut in a column fitted to "-108,721").
    void widestTextIsTheLongestOfEveryRow()
    {
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparisonOf(kBase, kNew));
        const QFontMetrics metrics{QFont()};
        // Each event type, and the first again: the texts are kept for each event shown.
        for (const int event : {0, 1, 0, 1})
            for (const auto scale :
                 {ComparisonModel::Scale::Absolute, ComparisonModel::Scale::Share}) {
                model.setEvent(event);
                QCOMPARE(model.eventIndex(), event);
                model.setScale(scale);
                model.setMinimumChange(0);
                model.sort(-1);
                QHash<int, QStringList> texts;
                for (int row = 0; row < model.rowCount(); ++row) {
                    for (int column = ComparisonModel::Base; column < ComparisonModel::ColumnCount;
                         ++column)
                        texts[column] << model.index(row, column).data().toString();
                }
                for (const int sortColumn :
                     {int(ComparisonModel::Delta), int(ComparisonModel::Base)}) {
                    model.sort(sortColumn, Qt::AscendingOrder);
                    model.setMinimumChange(sortColumn == ComparisonModel::Delta ? 50 : 0);
                    for (int column = ComparisonModel::Base; column < ComparisonModel::ColumnCount;
                         ++column) {
                        const QStringList widest =
                            model.headerData(column, Qt::Horizontal, WidestTextRole).toStringList();
                        QVERIFY(!widest.isEmpty());
                        qsizetype longest = 0;
                        int fitted = 0;
                        for (const QString& text : widest) {
                            longest = std::max(longest, text.size());
                            fitted = std::max(fitted, metrics.horizontalAdvance(text));
                        }
                        for (const QString& text : texts[column]) {
                            QVERIFY2(text.size() <= longest, qPrintable(text));
                            QVERIFY2(metrics.horizontalAdvance(text) <= fitted, qPrintable(text));
                        }
                    }
                }
                QVERIFY(model.headerData(ComparisonModel::Function, Qt::Horizontal, WidestTextRole)
                            .toStringList()
                            .isEmpty());
            }
        // The same number of characters, a '+' against a '-': both are given.
        const QByteArray grew = "events: Ir\nfn=a\n1 100000\nfn=b\n1 300000\n";
        const QByteArray shrank = "events: Ir\nfn=a\n1 202796\nfn=b\n1 191279\n";
        model.setScale(ComparisonModel::Scale::Absolute);
        model.setComparison(comparisonOf(grew, shrank));
        const QStringList deltas =
            model.headerData(ComparisonModel::Delta, Qt::Horizontal, WidestTextRole).toStringList();
        QVERIFY2(deltas.contains(QLocale().toString(-108721)), qPrintable(deltas.join(u'|')));
        QVERIFY2(deltas.contains(QStringLiteral("+") + QLocale().toString(102796)),
                 qPrintable(deltas.join(u'|')));
    }

    // A worker measures the event types not shown (their widest texts and counts under the
    // scale and filter shown), so that choosing one in the Compare view reads them: what it made
    // is what the model makes for the event when it has nothing kept.
    void otherEventsMeasuredAheadAsMadeWhenChosen()
    {
        const auto comparison = comparisonOf(kBase, kNew);
        QCOMPARE(comparison->events().count(), 2);
        const auto widestOf = [](const ComparisonModel& model) {
            QList<QStringList> widest;
            for (int column = ComparisonModel::Base; column < ComparisonModel::ColumnCount;
                 ++column)
                widest << model.headerData(column, Qt::Horizontal, WidestTextRole).toStringList();
            return widest;
        };
        for (const auto scale : {ComparisonModel::Scale::Absolute, ComparisonModel::Scale::Share}) {
            for (const double filter : {0.0, 50.0}) {
                ComparisonModel ahead(m_quiet);
                QAbstractItemModelTester tester(
                    &ahead, QAbstractItemModelTester::FailureReportingMode::QtTest);
                ahead.setScale(scale);
                ahead.setMinimumChange(filter);
                ahead.setComparison(comparison);
                QVERIFY(ahead.isPreparingEvents());
                QTRY_VERIFY(!ahead.isPreparingEvents());
                const QList<QStringList> first = widestOf(ahead);
                ahead.setEvent(1);
                // Made now, with nothing kept: a model that was never shown the first event.
                ComparisonModel now(m_quiet);
                now.setScale(scale);
                now.setMinimumChange(filter);
                now.setComparison(comparison);
                now.setEvent(1);
                QCOMPARE(now.eventIndex(), 1);
                QCOMPARE(widestOf(ahead), widestOf(now));
                QCOMPARE(ahead.changeCounts(), now.changeCounts());
                // The events differ where it shows: kept under the wrong event, this fails.
                QVERIFY(widestOf(now) != first);
            }
        }
    }

    // The rows a sort and filter list under another event, made by the worker while the first is
    // shown, are those a model lists when that event is chosen with nothing kept.
    void otherEventsListedAheadAsListedWhenChosen()
    {
        const auto comparison = comparisonOf(kBase, kNew);
        QCOMPARE(comparison->events().count(), 2);
        const auto listedRows = [](const ComparisonModel& model) {
            std::vector<std::size_t> rows;
            for (int row = 0; row < model.rowCount(); ++row)
                rows.push_back(model.comparisonRow(row));
            return rows;
        };
        for (const int column :
             {int(ComparisonModel::Function), int(ComparisonModel::Delta),
              int(ComparisonModel::DeltaPercent), int(ComparisonModel::PerCallEffect)}) {
            for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                for (const double filter : {0.0, 50.0}) {
                    ComparisonModel ahead(m_quiet);
                    QAbstractItemModelTester tester(
                        &ahead, QAbstractItemModelTester::FailureReportingMode::QtTest);
                    ahead.setMinimumChange(filter);
                    ahead.sort(column, order);
                    ahead.setComparison(comparison);
                    QTRY_VERIFY(!ahead.isPreparingEvents());
                    const std::vector<std::size_t> first = listedRows(ahead);
                    ahead.setEvent(1);
                    ComparisonModel now(m_quiet);
                    now.setMinimumChange(filter);
                    now.sort(column, order);
                    now.setComparison(comparison);
                    now.setEvent(1);
                    QCOMPARE(listedRows(ahead), listedRows(now));
                    // Back to the first event: its rows as they were.
                    ahead.setEvent(0);
                    QCOMPARE(listedRows(ahead), first);
                    if (column == ComparisonModel::Delta && filter == 0)
                        QVERIFY(listedRows(now) != first); // listed under the wrong event, fails
                }
            }
        }
    }

    void shareScale()
    {
        const auto comparison = comparisonOf(kBase, kNew);
        ComparisonModel model(m_quiet);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparison(comparison);
        model.setScale(ComparisonModel::Scale::Share);
        const int ir = comparison->events().indexOf(QStringLiteral("Ir"));
        model.setEvent(ir);
        for (int row = 0; row < model.rowCount(); ++row) {
            const std::size_t r = model.comparisonRow(row);
            QCOMPARE(model.baseValue(row),
                     comparison->share(comparison->value(comparison->inclusive(r, Side::Base), ir),
                                       Side::Base, ir));
            QCOMPARE(model.newValue(row),
                     comparison->share(comparison->value(comparison->inclusive(r, Side::New), ir),
                                       Side::New, ir));
        }
        // Base total 322 Ir, new 426: work is 300/322 and then 400/426 of its side.
        const int work = rowNamed(model, QStringLiteral("work"));
        QCOMPARE(model.index(work, ComparisonModel::Base).data().toString(),
                 QLocale().toString(100.0 * 300 / 322, 'f', 2) + QStringLiteral(" %"));
        QVERIFY(model.index(work, ComparisonModel::Delta)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral(" pt")));
    }

    void deltaColoursDivergeAndStayReadable()
    {
        QCOMPARE(deltascale::intensity(0), 0.0);
        QCOMPARE(deltascale::intensity(100), 1.0);
        QCOMPARE(deltascale::intensity(-50), 1.0);
        QVERIFY(deltascale::intensity(10) > 0.1 && deltascale::intensity(10) < 0.2);
        QCOMPARE(deltascale::intensity(std::numeric_limits<double>::infinity()), 1.0);
        QCOMPARE(deltascale::intensity(-100), 1.0);
        for (const QColor background : {QColor(Qt::white), QColor(0x1e, 0x1e, 0x1e)}) {
            for (const double change : {5.0, 33.0, 100.0, 1e9, -5.0, -33.0, -50.0, -100.0}) {
                const QColor fill = deltascale::fill(change, background);
                QVERIFY(fill != background);
                if (change > 0)
                    QVERIFY(fill.red() > fill.blue());
                else
                    QVERIFY(fill.blue() > fill.red());
                QVERIFY(colorcontrast::ratio(colorcontrast::textOn(fill), fill) >= 4.5);
            }
            QCOMPARE(deltascale::fill(0, background), background);
        }

        ComparisonModel model(m_quiet);
        model.setComparison(comparisonOf(kBase, kNew));
        model.setEvent(model.comparison()->events().indexOf(QStringLiteral("Ir")));
        const int work = rowNamed(model, QStringLiteral("work"));
        const int helper = rowNamed(model, QStringLiteral("helper"));
        const int gone = rowNamed(model, QStringLiteral("gone"));
        const QColor grew =
            model.index(work, ComparisonModel::Delta).data(Qt::BackgroundRole).value<QColor>();
        QVERIFY(grew.red() > grew.blue());
        const QColor shrank =
            model.index(gone, ComparisonModel::Delta).data(Qt::BackgroundRole).value<QColor>();
        QVERIFY(shrank.blue() > shrank.red());
        QVERIFY(!model.index(helper, ComparisonModel::Delta).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(work, ComparisonModel::Function).data(Qt::BackgroundRole).isValid());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setBackground(QColor(0x1e, 0x1e, 0x1e));
        QCOMPARE(changed.count(), 1);
    }

    // Comparisons replaced while they run (the new side changes, then the file option, each
    // stopping the one running): whatever reaches the window is whole, and of the latest
    // request; a stopped, partial comparison never is.
    void controllerDeliversNothingHalfMade()
    {
        const int functions = 100000;
        QByteArray base = "events: Ir\nfl=a.c\nfn=main\n1 1\n";
        QByteArray current = base;
        for (int f = 0; f < functions; ++f) {
            const QByteArray name = "fn=f" + QByteArray::number(f) + "\n";
            base += name + "1 10\n";
            current += name + "1 12\n";
        }
        Session session;
        ComparisonController& controller = session.comparisonController();
        std::vector<std::shared_ptr<const ProfileComparison>> delivered;
        connect(&controller, &ComparisonController::changed, this,
                [&] { delivered.push_back(controller.comparison()); });
        const auto newSide = snapshotOf(current, QStringLiteral("many-new.out"));
        session.setProfile(newSide);
        controller.setBase(snapshotOf(base, QStringLiteral("many-base.out")), {});
        QVERIFY(controller.isBusy());
        // Two more requests while the first runs: each stops the one before.
        session.setProfile(snapshotOf(current, QStringLiteral("many-new2.out")));
        session.deliverChanges();
        controller.setIgnoreFile(true);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isBusy() && controller.comparison(), 60000);
        int whole = 0;
        for (const auto& comparison : delivered) {
            if (!comparison)
                continue; // "no comparison yet", said when the baseline was set
            ++whole;
            QVERIFY(!comparison->stopped());
            QCOMPARE(comparison->rowCount(), std::size_t(functions + 1));
            QVERIFY(verifyExplained(*comparison));
            QCOMPARE(comparison->totalDelta(0), Cost(2 * functions));
        }
        QVERIFY(whole >= 1);
        // The last one delivered is of the latest request: the newest profile, ignoring files.
        QVERIFY(controller.comparison()->options().ignoreFile);
        QCOMPARE(controller.comparison()->snapshot(Side::New).profile, session.profile());
        QVERIFY(controller.comparison()->snapshot(Side::New).profile != newSide->profile);
    }

    void controllerComparesTheSessionWithTheBaseline()
    {
        Session session;
        ComparisonController& controller = session.comparisonController();
        QSignalSpy changed(&controller, &ComparisonController::changed);
        QVERIFY(!controller.isComparing());
        const auto base = snapshotOf(kBase, QStringLiteral("cb.out"));
        session.setProfile(snapshotOf(kNew, QStringLiteral("cn.out")));
        controller.setBase(base, {QStringLiteral("cb.out")});
        QVERIFY(controller.isComparing());
        QVERIFY(controller.isBusy());
        QTRY_VERIFY(controller.comparison() != nullptr);
        QVERIFY(!controller.isBusy());
        const auto& comparison = *controller.comparison();
        const ProfileComparison direct(base, session.snapshot(), {});
        QCOMPARE(comparison.rowCount(), direct.rowCount());
        QCOMPARE(tsvOf(comparison).names, tsvOf(direct).names);
        QCOMPARE(comparison.onlyOn(Side::New), QStringList{QStringLiteral("Bc")});

        // A new profile on the new side: compared again.
        changed.clear();
        session.setProfile(snapshotOf(kBase, QStringLiteral("again.out")));
        QTRY_VERIFY(changed.count() >= 1 && !controller.isBusy());
        for (std::size_t r = 0; r < controller.comparison()->rowCount(); ++r)
            QCOMPARE(controller.comparison()->inclusiveDelta(r, 0), Cost(0));

        // Ignoring files matches helper across its move from a.c to b.c as Same.
        session.setProfile(snapshotOf(kNew, QStringLiteral("cn2.out")));
        controller.setIgnoreFile(true);
        QTRY_VERIFY(controller.comparison() && controller.comparison()->options().ignoreFile &&
                    !controller.isBusy());

        controller.clear();
        QVERIFY(!controller.isComparing());
        QVERIFY(controller.comparison() == nullptr);
    }

    void deltaColoursOfFunctions()
    {
        const auto comparison = comparisonOf(kBase, kNew);
        const QColor white(Qt::white);
        const int ir = comparison->events().indexOf(QStringLiteral("Ir"));
        const DeltaColours colours(comparison, ir);
        const Profile& current = comparison->profile(Side::New);
        const FunctionId work = *findFunction(current, QStringLiteral("work"));
        const FunctionId helper = *findFunction(current, QStringLiteral("helper"));
        const FunctionId fresh = *findFunction(current, QStringLiteral("fresh"));
        // work: 300 -> 400 Ir, a third more: towards the grew end, not all the way.
        QCOMPARE(*colours.change(work), 100.0 / 3.0);
        const QColor grew = *colours.fill(work, white);
        QVERIFY(grew.red() > grew.blue() + 40);
        QVERIFY(grew != deltascale::grew(white));
        // helper: unchanged, the background; fresh: added, the full colour.
        QCOMPARE(*colours.fill(helper, white), white);
        QCOMPARE(*colours.fill(fresh, white), deltascale::grew(white));
        // A function the comparison does not know: none (the view keeps its own colour).
        QVERIFY(!colours.fill(FunctionId(9999), white));
        // Another event type: Dr of work went 60 -> 80.
        const DeltaColours dr(comparison, comparison->events().indexOf(QStringLiteral("Dr")));
        QCOMPARE(*dr.change(work), 100.0 / 3.0);
        QCOMPARE(*dr.change(helper), 0.0);
    }

    void swappingSidesSwapsTheDeltas()
    {
        Session session;
        ComparisonController& controller = session.comparisonController();
        const auto base = snapshotOf(kBase, QStringLiteral("sb.out"));
        const auto current = snapshotOf(kNew, QStringLiteral("sn.out"));
        session.setProfile(current);
        controller.setNewPaths({QStringLiteral("sn.out")});
        controller.setBase(base, {QStringLiteral("sb.out")});
        QTRY_VERIFY(controller.comparison() != nullptr && !controller.isBusy());
        const auto before = controller.comparison();
        const auto work = [](const ProfileComparison& c) {
            for (std::size_t r = 0; r < c.rowCount(); ++r) {
                if (c.name(r) == QStringLiteral("work"))
                    return r;
            }
            return c.rowCount();
        };
        QCOMPARE(before->inclusiveDelta(work(*before), 0), Cost(100));
        session.setActiveFunction(before->row(work(*before)).current);

        QVERIFY(controller.swapSides());
        QVERIFY(session.profile() == base->profile); // the window shows the former baseline
        QCOMPARE(controller.basePaths(), QStringList{QStringLiteral("sn.out")});
        QCOMPARE(controller.newPaths(), QStringList{QStringLiteral("sb.out")});
        QCOMPARE(session.profile()->functionName(session.activeFunction()),
                 QStringLiteral("work")); // the counterpart stays active
        QTRY_VERIFY(controller.comparison() != nullptr && !controller.isBusy());
        const auto after = controller.comparison();
        // The event types follow the new baseline's order: Dr, then Ir.
        const int ir = after->events().indexOf(QStringLiteral("Ir"));
        QCOMPARE(ir, 1);
        QCOMPARE(after->inclusiveDelta(work(*after), ir), Cost(-100));
        QCOMPARE(after->rowCount(), before->rowCount());
        // Added and removed change places.
        int added = 0;
        for (std::size_t r = 0; r < after->rowCount(); ++r) {
            if (after->row(r).kind == Kind::Added) {
                QCOMPARE(after->name(r), QStringLiteral("gone"));
                ++added;
            }
        }
        QCOMPARE(added, 1);
        // Swapped back: as before.
        QVERIFY(controller.swapSides());
        QTRY_VERIFY(controller.comparison() != nullptr && !controller.isBusy());
        QCOMPARE(controller.comparison()->inclusiveDelta(work(*controller.comparison()), 0),
                 Cost(100));
    }

    void controllerLoadsTheBaselineOnAWorker()
    {
        Session session;
        ComparisonController& controller = session.comparisonController();
        session.setProfile(snapshotOf(kNew, QStringLiteral("ln.out")));
        const QString first = writeFile(QStringLiteral("lb.out.1"), kBase);
        controller.loadBase({first}, {}, true);
        QVERIFY(controller.isComparing());
        QVERIFY(controller.isBusy());
        QTRY_VERIFY(controller.comparison() != nullptr);
        QCOMPARE(controller.basePaths(), QStringList{first});
        QCOMPARE(controller.comparison()->totals(Side::Base)[0], Cost(322));

        QSignalSpy failed(&controller, &ComparisonController::baseFailed);
        controller.loadBase({tempDir().filePath(QStringLiteral("no-such.out"))}, {}, true);
        QTRY_COMPARE(failed.count(), 1);
        QVERIFY(!controller.isComparing());
    }
};

QTEST_MAIN(ComparisonModelTest)
#include "tst_comparisonmodel.moc"
