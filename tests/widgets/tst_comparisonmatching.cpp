// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Matching that survives a refactor, in the window: the Matching Rules dialog checks each rewrite
// as it is typed; the rewrites through the comparison controller give the rows of
// `tally --report --diff --mod-funcname`; "Pair With..." joins a removed and an added function
// into one row whose effects add up, and Unpair parts them; the rules and pairs are kept for the
// pair of files compared and come back with it, not with another pair.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/PaintedCells.h"
#include "tests/support/TallyRun.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"

#include "core/output/DiffWriter.h"
#include "ui/viewmodel/compare/ComparisonModel.h"
#include "ui/viewmodel/compare/UnmatchedFunctionsModel.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/compare/ComparedRelationView.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/compare/MatchingRulesDialog.h"
#include "ui/widgets/views/compare/PairWithDialog.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QFont>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

int rowNamed(const ComparisonModel& model, const QString& name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data().toString().section(QStringLiteral("  ["), 0, 0) == name)
            return row;
    }
    return -1;
}

ComparisonView* compareView(MainWindow& window)
{
    return qobject_cast<ComparisonView*>(
        window.workspace().viewTabs()->view(QStringLiteral("compare")));
}

// Waits until the comparison shown is another than `before` and settled.
bool waitForAnother(MainWindow& window, const std::shared_ptr<const ProfileComparison>& before)
{
    const bool another = QTest::qWaitFor(
        [&] {
            return window.session().comparisonController().comparison() != before &&
                   !window.session().comparisonController().isBusy();
        },
        30000);
    return another && waitForComparison(window);
}

// The row of a compared Callers / Callees list (its tree's model) naming `name`, or an invalid
// index.
QModelIndex listRowNamed(const ComparedRelationView& list, const QString& name)
{
    const QAbstractItemModel* model = list.tree()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, RelationComparisonModel::Function);
        if (index.data().toString().section(QStringLiteral("  ["), 0, 0) == name)
            return index;
    }
    return {};
}

// The window's compared list of `kind`, shown, its rows in.
ComparedRelationView* shownList(MainWindow& window, RelationComparisonModel::Kind kind,
                                const char* key)
{
    window.workspace().viewTabs()->show(QLatin1String(key));
    for (auto* list : window.findChildren<ComparedRelationView*>()) {
        if (list->model()->kind() == kind) {
            if (!QTest::qWaitFor([list] { return !list->model()->isComputing(); }, 20000))
                return nullptr;
            return list;
        }
    }
    return nullptr;
}

QStringList actionTexts(const QMenu* menu)
{
    QStringList texts;
    if (menu) {
        for (const QAction* action : menu->actions())
            texts << action->text();
    }
    return texts;
}

} // namespace

class ComparisonMatchingTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_base;
    QString m_new;

private slots:
    void initTestCase()
    {
        m_base = writeFile(QStringLiteral("base.out"), kBase);
        m_new = writeFile(QStringLiteral("new.out"), kNew);
    }

    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("settings.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void rulesDialogValidatesAsYouType()
    {
        MatchingRules rules;
        rules.pairs.push_back(
            {{QStringLiteral("gone"), {}, {}}, {QStringLiteral("fresh"), {}, {}}});
        MatchingRulesDialog dialog(rules);
        dialog.show();
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(dialog.errorLabel()->isHidden());
        QCOMPARE(dialog.pairList()->count(), 1);

        dialog.functionRules()->setPlainText(QStringLiteral("s/_v2$//\n\ns/(/x/"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(dialog.errorLabel()->isVisible());
        QVERIFY2(dialog.errorLabel()->text().contains(QLatin1String("Function names, line 3")),
                 qPrintable(dialog.errorLabel()->text()));

        dialog.functionRules()->setPlainText(QStringLiteral("s/_v2$//\n\ns/\\(/x/g"));
        QVERIFY(dialog.okButton()->isEnabled());
        QVERIFY(dialog.errorLabel()->isHidden());
        dialog.fileRules()->setPlainText(QStringLiteral("src/old"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY2(dialog.errorLabel()->text().contains(QLatin1String("File names, line 1")),
                 qPrintable(dialog.errorLabel()->text()));
        dialog.fileRules()->setPlainText(QStringLiteral("s/src\\/old/src\\/new/"));
        QVERIFY(dialog.okButton()->isEnabled());

        const MatchingRules edited = dialog.rules();
        QCOMPARE(edited.functionRewrites.size(), std::size_t(2));
        QCOMPARE(edited.functionRewrites[1].expression(), QStringLiteral("s/\\(/x/g"));
        QCOMPARE(edited.fileRewrites.size(), std::size_t(1));
        QCOMPARE(edited.pairs, rules.pairs);
        // And back through the settings' form.
        QVERIFY(MatchingRules::fromJson(edited.toJson()) == edited);
    }

    // The window's comparison with a rewrite gives the rows the command line gives.
    void rewritesMatchAsTheCommandLineDoes()
    {
        const QString rewrite = QStringLiteral("s/^fresh$/gone/");
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        auto& controller = window.session().comparisonController();
        const auto before = controller.comparison();
        QString error;
        MatchingRules rules;
        rules.functionRewrites.push_back(*NameRewrite::parse(rewrite, &error));
        controller.setMatchingRules(rules);
        QVERIFY(waitForAnother(window, before));
        const auto comparison = controller.comparison();
        verifyExplained(*comparison);
        QCOMPARE(comparison->rowCount() + 1, before->rowCount()); // fresh is gone's

        QString written;
        QTextStream out(&written);
        diffwriter::writeTsv(out, *comparison);
        out.flush();
        const TallyRun run = runTally({QStringLiteral("--report"), QStringLiteral("--format=tsv"),
                                       QStringLiteral("--diff"), m_base, m_new,
                                       QStringLiteral("--mod-funcname=") + rewrite});
        QCOMPARE(run.exitCode, 0);
        const auto rowsOf = [](const QString& tsv) {
            return tsv.mid(tsv.indexOf(QLatin1String("kind\t")));
        };
        QVERIFY(rowsOf(run.text()).contains(QLatin1String("\tfresh\t")));
        QCOMPARE(rowsOf(written), rowsOf(run.text()));
    }

    void pairWithJoinsAnAddedAndARemovedFunction()
    {
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        ComparisonView* view = compareView(window);
        const auto before = window.session().comparison();
        const int rows = view->model()->rowCount();
        const int gone = rowNamed(*view->model(), QStringLiteral("gone"));
        const int fresh = rowNamed(*view->model(), QStringLiteral("fresh"));
        QVERIFY(gone >= 0 && fresh >= 0);
        QCOMPARE(actionTexts(view->rowMenu(gone).get()),
                 QStringList{QStringLiteral("Pair With...")});
        QCOMPARE(actionTexts(view->rowMenu(fresh).get()),
                 QStringList{QStringLiteral("Pair With...")});
        QVERIFY(!view->rowMenu(rowNamed(*view->model(), QStringLiteral("work")))); // matched

        // What gone may be paired with: the functions only in the new profile.
        UnmatchedFunctionsModel candidates(before, view->model()->comparisonRow(gone));
        QAbstractItemModelTester tester(&candidates,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(candidates.side(), Side::New);
        QCOMPARE(candidates.rowCount(), 1);
        QCOMPARE(candidates.index(0).data().toString(), QStringLiteral("fresh"));
        candidates.setFilter(QStringLiteral("xyz"));
        QCOMPARE(candidates.rowCount(), 0);
        candidates.setFilter(QStringLiteral("FRE"));
        QCOMPARE(candidates.rowCount(), 1);

        view->pairRows(view->model()->comparisonRow(gone), candidates.comparisonRow(0));
        QVERIFY(waitForAnother(window, before));
        const auto paired = window.session().comparison();
        QCOMPARE(view->model()->rowCount(), rows - 1);
        const int joined = rowNamed(*view->model(), QStringLiteral("fresh"));
        QVERIFY(joined >= 0);
        QCOMPARE(rowNamed(*view->model(), QStringLiteral("gone")), -1);
        QCOMPARE(view->model()->index(joined, 0).data().toString(), QStringLiteral("fresh"));
        QVERIFY(view->model()->index(joined, 0).data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(view->model()
                    ->index(joined, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("Paired by hand: gone in the baseline")));
        const std::size_t r = view->model()->comparisonRow(joined);
        QVERIFY(paired->row(r).byHand);
        // Its effects add up to its change (gone's 5 Ir to fresh's 9): both never called.
        verifyExplained(*paired);
        const int ir = paired->events().indexOf(QStringLiteral("Ir"));
        const auto split = paired->effects(r, ir);
        QCOMPARE(split.change, Cost(4));
        QCOMPARE(costmath::add(split.calls, split.perCall), Cost(4));
        view->model()->setEvent(ir); // the rows are ordered again
        const int shown = rowNamed(*view->model(), QStringLiteral("fresh"));
        QCOMPARE(view->model()->index(shown, ComparisonModel::Delta).data().toString(),
                 QStringLiteral("+4"));

        // Unpair: two rows again.
        QCOMPARE(actionTexts(view->rowMenu(shown).get()), QStringList{QStringLiteral("Unpair")});
        view->unpairRow(r);
        QVERIFY(waitForAnother(window, paired));
        QCOMPARE(view->model()->rowCount(), rows);
        QVERIFY(window.session().comparisonController().matchingRules().isEmpty());
    }

    // Pair With... with long names: the dialog keeps its size, and lists them as Go to Function
    // does, each row as wide as the list, no sideways scroll bar. (The name in its sentence made
    // the dialog 3,200 px wide, and a QListView made every row as wide as the first name.)
    void pairWithRowsFitTheList()
    {
        const QByteArray longName =
            "ns::" + QByteArray("Outer<Inner<long>>::").repeated(20) + "Widget";
        QByteArray base = "events: Ir\nfn=main\n1 1\nfn=" + longName + "Old(int)\n1 5\n";
        QByteArray current = "events: Ir\nfn=main\n1 1\n";
        for (int i = 0; i < 3; ++i)
            current += "fn=" + longName + QByteArray::number(i) + "(int)\n1 9\n";
        const auto comparison = comparisonOf(base, current);
        const auto gone = rowNamed(*comparison, QString::fromLatin1(longName + "Old(int)"));
        QVERIFY(gone >= 0);
        PairWithDialog dialog(comparison, std::size_t(gone));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // The name, which cannot wrap, does not set the dialog's width (it was 3,200 px).
        QVERIFY2(dialog.width() <= 640, qPrintable(QString::number(dialog.width())));
        QVERIFY(dialog.windowTitle().contains(QChar(0x2026)));
        QAbstractItemView* list = dialog.list();
        QCOMPARE(list->model()->rowCount(), 3);
        const QString past = rowsPastTheList(*list);
        QVERIFY2(past.isEmpty(), qPrintable(past));
    }

    // Pair With... and Unpair are in the compared Callers / Callees and All lists too: main
    // calls parse in the baseline and parse_v2 in the new profile.
    void pairWithFromTheComparedLists()
    {
        const QString base =
            writeFile(QStringLiteral("renamed-base.out"),
                      "events: Ir\nfl=a.c\nfn=main\n1 10\ncfn=parse\ncalls=2 1\n1 300\n"
                      "cfn=helper\ncalls=1 1\n1 7\nfn=parse\n1 300\nfn=helper\n1 7\n");
        const QString current =
            writeFile(QStringLiteral("renamed-new.out"),
                      "events: Ir\nfl=a.c\nfn=main\n1 10\ncfn=parse_v2\ncalls=2 1\n1 400\n"
                      "cfn=helper\ncalls=1 1\n1 7\nfn=parse_v2\n1 400\nfn=helper\n1 7\n");
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({base}, {current});
        QVERIFY(waitForComparison(window));
        Session& session = window.session();
        session.navigateTo(FunctionByName(*session.profile())("main"));
        session.deliverChanges();
        using ListKind = RelationComparisonModel::Kind;
        ComparedRelationView* callees = shownList(window, ListKind::Callees, "callees");
        QVERIFY(callees);
        const QModelIndex gone = listRowNamed(*callees, QStringLiteral("parse"));
        QVERIFY(gone.isValid());
        QVERIFY(listRowNamed(*callees, QStringLiteral("parse_v2")).isValid());
        const auto menu = callees->rowMenu(gone);
        QVERIFY(menu);
        QVERIFY(actionTexts(menu.get()).contains(QStringLiteral("Pair With...")));
        // helper is matched: no pairing, its transforms only.
        const auto matched = callees->rowMenu(listRowNamed(*callees, QStringLiteral("helper")));
        QVERIFY(matched);
        QVERIFY(!actionTexts(matched.get()).contains(QStringLiteral("Pair With...")));

        // The dialog offers parse_v2 first: chosen.
        QString offered;
        QTimer::singleShot(0, this, [&offered] {
            auto* dialog = qobject_cast<PairWithDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            offered = dialog->list()->currentIndex().data().toString();
            dialog->accept();
        });
        const auto before = session.comparison();
        const auto actions = menu->actions();
        const auto pairWith = std::find_if(actions.begin(), actions.end(), [](QAction* action) {
            return action->text() == QStringLiteral("Pair With...");
        });
        QVERIFY(pairWith != actions.end());
        (*pairWith)->trigger();
        QCOMPARE(offered, QStringLiteral("parse_v2"));
        QVERIFY(waitForAnother(window, before));
        QVERIFY(verifyExplained(*session.comparison()));
        QCOMPARE(session.comparisonController().matchingRules().pairs.size(), std::size_t(1));
        QTRY_VERIFY(!listRowNamed(*callees, QStringLiteral("parse")).isValid());

        // All Callees shows the pair as one row; Unpair there parts them again.
        ComparedRelationView* all = shownList(window, ListKind::AllCallees, "allcallees");
        QVERIFY(all);
        QTRY_VERIFY(listRowNamed(*all, QStringLiteral("parse_v2")).isValid());
        QVERIFY(!listRowNamed(*all, QStringLiteral("parse")).isValid());
        const auto unpairMenu = all->rowMenu(listRowNamed(*all, QStringLiteral("parse_v2")));
        QVERIFY(unpairMenu);
        QVERIFY(actionTexts(unpairMenu.get()).contains(QStringLiteral("Unpair")));
        const auto paired = session.comparison();
        unpairMenu->actions().front()->trigger();
        QVERIFY(waitForAnother(window, paired));
        QVERIFY(session.comparisonController().matchingRules().isEmpty());
        QTRY_VERIFY(listRowNamed(*all, QStringLiteral("parse")).isValid());
        const auto again = all->rowMenu(listRowNamed(*all, QStringLiteral("parse")));
        QVERIFY(again);
        QVERIFY(actionTexts(again.get()).contains(QStringLiteral("Pair With...")));
    }

    void rulesAndPairsAreKeptForThePairOfFiles()
    {
        const QString otherNew = writeFile(QStringLiteral("other-new.out"), kNew);
        MatchingRules rules;
        QString error;
        rules.functionRewrites.push_back(*NameRewrite::parse(QStringLiteral("s/_v2$//"), &error));
        rules.pairs.push_back(
            {{QStringLiteral("gone"), QStringLiteral("/b1/src/a.c"), QStringLiteral("/b1/prog")},
             {QStringLiteral("fresh"), QStringLiteral("/b2/src/a.c"), QStringLiteral("/b2/prog")}});
        {
            TestWindow window(*m_settings);
            window.show();
            window.opener().openComparison({m_base}, {m_new});
            QVERIFY(waitForComparison(window));
            const auto before = window.session().comparison();
            window.session().comparisonController().setMatchingRules(rules);
            QVERIFY(waitForAnother(window, before));
        }
        {
            // The same pair of files: the rules and the pair are back, and so is the row.
            TestWindow window(*m_settings);
            window.show();
            window.opener().openComparison({m_base}, {m_new});
            QVERIFY(waitForComparison(window));
            QTRY_VERIFY(window.session().comparisonController().matchingRules() == rules);
            QVERIFY(waitForComparison(window));
            QTRY_COMPARE(rowNamed(*compareView(window)->model(), QStringLiteral("gone")), -1);

            // Another pair: none of them.
            const auto before = window.session().comparison();
            window.opener().openComparison({m_base}, {otherNew});
            QVERIFY(waitForAnother(window, before));
            QVERIFY(window.session().comparisonController().matchingRules().isEmpty());
            QVERIFY(rowNamed(*compareView(window)->model(), QStringLiteral("gone")) >= 0);

            // And the first pair again: they are back.
            const auto other = window.session().comparison();
            window.opener().openComparison({m_base}, {m_new});
            QVERIFY(waitForAnother(window, other));
            QVERIFY(window.session().comparisonController().matchingRules() == rules);
        }
        // The swapped pair keeps them too, turned round.
        {
            TestWindow window(*m_settings);
            window.show();
            window.opener().openComparison({m_base}, {m_new});
            QVERIFY(waitForComparison(window));
            QTRY_VERIFY(window.session().comparisonController().matchingRules() == rules);
            QVERIFY(waitForComparison(window));
            const auto before = window.session().comparison();
            QVERIFY(window.session().comparisonController().swapSides());
            QVERIFY(waitForAnother(window, before));
            QVERIFY(window.session().comparisonController().matchingRules() == rules.swapped());
            QCOMPARE(rowNamed(*compareView(window)->model(), QStringLiteral("fresh")), -1);
        }
    }
};

QTEST_MAIN(ComparisonMatchingTest)
#include "tst_comparisonmatching.moc"
