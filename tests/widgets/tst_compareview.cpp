// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The comparison in the window: `tally --diff BASE NEW` through MainWindow::openComparison (both
// sides loading at once, each with its progress), File > Compare With... (the open profile
// becomes the baseline), the Compare view's table, filter, scale, notice and event type shared
// with the window, double-clicking a function to make it active in the other views, opening
// another profile ending the comparison, and the delta colours in the dark theme.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/PaintedCells.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"

#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/ComparisonModel.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/ReadableNameColumn.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/compare/ComparisonView.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolBar>
#include <QTreeView>

#include <algorithm>

using namespace tally;
using namespace tally::test;

namespace {

int rowNamed(const ComparisonModel& model, const QString& name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, 0).data().toString().section(QStringLiteral("  ["), 0, 0) == name)
            return row;
    }
    return -1;
}

} // namespace

class CompareViewTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_base;
    QString m_new;

    static ComparisonView* compareView(MainWindow& window)
    {
        return qobject_cast<ComparisonView*>(
            window.workspace().viewTabs()->view(QStringLiteral("compare")));
    }

    // `window` at 1280x800 comparing `base` with `next`, once the comparison has come.
    static bool comparesAt1280(TestWindow& window, const QString& base, const QString& next)
    {
        window.resize(1280, 800);
        window.show();
        window.opener().openComparison({base}, {next});
        return waitForComparison(window);
    }

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

    void diffOpensBothSidesInParallel()
    {
        TestWindow window(*m_settings);
        window.show();
        ComparisonView* view = compareView(window);
        QVERIFY(view);
        QSignalSpy baseStarted(&window.session().comparisonController().baseLoader(),
                               &LoadController::started);
        window.opener().openComparison({m_base}, {m_new});
        // Both load at once, each with its progress bar.
        QVERIFY(window.loader().isLoading());
        QVERIFY(window.session().comparisonController().baseLoader().isLoading());
        QVERIFY(window.shellStatus().progressBar()->isVisible());
        QVERIFY(window.shellStatus().baseProgressBar()->isVisible());
        QCOMPARE(baseStarted.count(), 1);
        window.session().deliverChanges(); // the views hear of it on the next turn
        QVERIFY(ViewActivity::of(view)->isBusy());
        QVERIFY(waitForComparison(window));
        QTRY_VERIFY(!window.shellStatus().baseProgressBar()->isVisible());
        QTRY_VERIFY(!ViewActivity::of(view)->isBusy());

        // The window shows the new side; the Compare view is brought forward and names both.
        QCOMPARE(window.opener().openPaths(), QStringList{m_new});
        QCOMPARE(window.session().comparisonController().basePaths(), QStringList{m_base});
        QVERIFY(view->isVisible());
        QVERIFY(view->table()->isVisible());
        QVERIFY2(view->sidesLabel()->text().contains(QLatin1String("Baseline: <b>base.out</b>")),
                 qPrintable(view->sidesLabel()->text()));
        QVERIFY(view->sidesLabel()->text().contains(QLatin1String("New: <b>new.out</b>")));
        QVERIFY(window.windowTitle().contains(QLatin1String("base.out")));
        // Bc is measured by the new profile only.
        QVERIFY(view->notice()->isVisible());
        QVERIFY2(view->notice()->text().contains(QLatin1String("only in the new profile: Bc")),
                 qPrintable(view->notice()->text()));
        QCOMPARE(std::size_t(view->model()->rowCount()),
                 window.session().comparisonController().comparison()->rowCount());
        verifyExplained(*window.session().comparisonController().comparison());
        QVERIFY2(view->summary()->text().contains(QLatin1String("1 added, 1 removed")),
                 qPrintable(view->summary()->text()));

        // The filter: helper (unchanged) goes, the added and removed stay.
        const int all = view->model()->rowCount();
        view->changeFilter()->setValue(10);
        QVERIFY(view->model()->rowCount() < all);
        QCOMPARE(rowNamed(*view->model(), QStringLiteral("helper")), -1);
        QVERIFY(rowNamed(*view->model(), QStringLiteral("gone")) >= 0);
        view->changeFilter()->setValue(0);
        QCOMPARE(view->model()->rowCount(), all);

        // The scale.
        view->scaleCombo()->setCurrentIndex(1);
        QCOMPARE(view->model()->scale(), ComparisonModel::Scale::Share);
        view->scaleCombo()->setCurrentIndex(0);

        // The event type follows the window's, and choosing one here sets the window's.
        Session& session = window.session();
        const int dr = session.events().indexOf(QStringLiteral("Dr"));
        session.setEventTypes(dr, session.secondaryEvent());
        session.deliverChanges();
        QCOMPARE(view->eventCombo()->currentData().toString(), QStringLiteral("Dr"));
        QCOMPARE(view->model()->comparison()->events().type(view->model()->eventIndex()).name,
                 QStringLiteral("Dr"));
        view->eventCombo()->setCurrentIndex(view->eventCombo()->findData(QStringLiteral("Ir")));
        QCOMPARE(session.events().type(session.primaryEvent()).name, QStringLiteral("Ir"));

        // Double-clicking a function makes the new side's active in every view.
        const int work = rowNamed(*view->model(), QStringLiteral("work"));
        QVERIFY(work >= 0);
        FlatTableView* table = view->table();
        const QRect rect = table->visualRect(view->model()->index(work, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("work"));
        QCOMPARE(session.activeFunction(), window.session()
                                               .comparisonController()
                                               .comparison()
                                               ->row(view->model()->comparisonRow(work))
                                               .current);
        // The table marks the active function, wherever it was made active.
        QCOMPARE(table->currentIndex().row(), work);
        const FunctionId mainFunction = *findFunction(*session.profile(), QStringLiteral("main"));
        session.navigateTo(mainFunction);
        session.deliverChanges();
        QCOMPARE(table->currentIndex().row(), view->model()->rowOf(mainFunction));
        QVERIFY(table->selectionModel()->isRowSelected(table->currentIndex().row(), {}));
        view->activateRow(work);
        // A removed function has nothing to show on the new side: nothing changes.
        view->activateRow(rowNamed(*view->model(), QStringLiteral("gone")));
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("work"));

        // Ignoring files compares again.
        view->ignoreFileBox()->setChecked(true);
        QTRY_VERIFY(window.session().comparisonController().comparison()->options().ignoreFile &&
                    !window.session().comparisonController().isBusy());

        // Opening another profile ends the comparison.
        QVERIFY(openedIn(window, {m_base}));
        QVERIFY(!window.session().comparisonController().isComparing());
        window.session().deliverChanges(); // the views hear of it on the next turn
        QCOMPARE(view->model()->rowCount(), 0);
        QVERIFY(!view->table()->isVisible());
    }

    void compareWithFromTheFileMenu()
    {
        TestWindow window(*m_settings);
        window.show();
        QVERIFY(!window.menus().compareAction()->isEnabled()); // nothing open to compare
        QSignalSpy loaded(&window.loader(), &LoadController::loaded);
        window.opener().openFiles({m_base}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        QVERIFY(loaded.wait(30000));
        QVERIFY(window.menus().compareAction()->isEnabled());
        bool inFileMenu = false;
        for (QAction* menu : window.menuBar()->actions()) {
            if (menu->text() == QLatin1String("&File") && menu->menu())
                inFileMenu = menu->menu()->actions().contains(window.menus().compareAction());
        }
        QVERIFY(inFileMenu);
        QCOMPARE(window.menus().compareAction()->text(), QStringLiteral("Compare &With..."));

        // The open profile is the baseline, the one chosen the new profile the window shows.
        window.opener().compareWith({m_new});
        QVERIFY(!window.session().comparisonController().baseLoader().isLoading()); // nothing to
                                                                                    // load again
        QVERIFY(window.session().comparisonController().isComparing());
        // Not compared with itself while the new profile loads.
        QVERIFY(window.session().comparisonController().comparison() == nullptr);
        window.session().deliverChanges(); // the views hear of it on the next turn
        QVERIFY(ViewActivity::of(compareView(window))->isBusy());
        QVERIFY(waitForComparison(window));
        QCOMPARE(window.session().comparisonController().basePaths(), QStringList{m_base});
        QCOMPARE(window.opener().openPaths(), QStringList{m_new});
        ComparisonView* view = compareView(window);
        QVERIFY(view->isVisible());
        const int fresh = rowNamed(*view->model(), QStringLiteral("fresh"));
        QVERIFY(fresh >= 0);
        QCOMPARE(view->model()->index(fresh, ComparisonModel::DeltaPercent).data().toString(),
                 QStringLiteral("added"));

        // A reload of the new profile keeps comparing.
        window.opener().reload();
        QVERIFY(loaded.wait(30000));
        QVERIFY(window.session().comparisonController().isComparing());
        QVERIFY(waitForComparison(window));
    }

    void aNewSideThatFailsEndsTheComparison()
    {
        TestWindow window(*m_settings);
        window.show();
        QVERIFY(openedIn(window, {m_base}));
        QSignalSpy failed(&window.loader(), &LoadController::failed);
        window.opener().compareWith({tempDir().filePath(QStringLiteral("missing.out"))});
        QVERIFY(failed.wait(30000));
        QVERIFY(!window.session().comparisonController().isComparing());
        window.session().deliverChanges(); // the views hear of it on the next turn
        QVERIFY(!ViewActivity::of(compareView(window))->isBusy());
        QCOMPARE(window.opener().openPaths(), QStringList{m_base}); // the open profile stays
    }

    // The comparison's table moves as the flat profile's does (tst_flattableview): a row at a
    // time, a page at a time, to either end, the current row selected; Enter (as a double-click)
    // makes the row's function of the new side active in the window.
    void keysMoveThroughTheRowsAndEnterActivates()
    {
        const auto functions = [](int extra) {
            QByteArray text = "events: Ir\nfn=main\n1 5\n";
            for (int i = 0; i < 300; ++i) {
                text += "cfn=f" + QByteArray::number(i) + "\ncalls=1 2\n2 " +
                        QByteArray::number(1000 + 7 * i + extra * (i % 5)) + "\n";
            }
            for (int i = 0; i < 300; ++i)
                text += "fn=f" + QByteArray::number(i) + "\n1 " + QByteArray::number(i + 1) + "\n";
            return text;
        };
        const QString base = writeFile(QStringLiteral("keys-base.out"), functions(0));
        const QString changed = writeFile(QStringLiteral("keys-new.out"), functions(40));
        TestWindow window(*m_settings);
        QVERIFY(comparesAt1280(window, base, changed));
        ComparisonView* view = compareView(window);
        FlatTableView* table = view->table();
        QTRY_VERIFY(table->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(table));
        const int last = view->model()->rowCount() - 1;
        QCOMPARE(last, 300); // main and its 300 callees
        table->setFocus();
        table->setCurrentIndex(view->model()->index(0, 0));
        const auto rowAfter = [table](Qt::Key key) {
            QTest::keyClick(table, key);
            const int row = table->currentIndex().row();
            // One row selected, the current one, whole.
            const QModelIndexList selected = table->selectionModel()->selectedRows();
            return selected.size() == 1 && selected.front().row() == row ? row : -2;
        };
        QCOMPARE(rowAfter(Qt::Key_Down), 1);
        QCOMPARE(rowAfter(Qt::Key_Down), 2);
        QCOMPARE(rowAfter(Qt::Key_Up), 1);
        // A page is the rows in sight: more than ten at 1280 x 800, fewer than all.
        const int page = rowAfter(Qt::Key_PageDown);
        QVERIFY2(page > 11 && page < last, qPrintable(QString::number(page)));
        QCOMPARE(rowAfter(Qt::Key_PageDown), std::min(last, page + (page - 1)));
        QCOMPARE(rowAfter(Qt::Key_PageUp), page);
        QCOMPARE(rowAfter(Qt::Key_End), last);
        QVERIFY(
            table->visualRect(view->model()->index(last, 0)).intersects(table->viewport()->rect()));
        QCOMPARE(rowAfter(Qt::Key_PageUp), last - (page - 1));
        QCOMPARE(rowAfter(Qt::Key_Home), 0);
        QCOMPARE(rowAfter(Qt::Key_PageUp), 0);

        const int chosen = rowAfter(Qt::Key_PageDown);
        QTest::keyClick(table, Qt::Key_Return);
        const ProfileComparison& comparison = *window.session().comparisonController().comparison();
        QCOMPARE(window.session().activeFunction(),
                 comparison.row(view->model()->comparisonRow(chosen)).current);
        QCOMPARE(table->currentIndex().row(), chosen);
    }

    void twinsInANarrowColumnNeverLookAlike()
    {
        const QString base = writeFile(QStringLiteral("twins-base.out"), twinsProfile(1000));
        const QString changed = writeFile(QStringLiteral("twins-new.out"), twinsProfile(1500));
        RecordingStyle style; // outlives the window
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({base}, {changed});
        QVERIFY(waitForComparison(window));
        ComparisonView* view = compareView(window);
        FlatTableView* table = view->table();
        table->setStyle(&style);
        QHeaderView* header = table->header();
        bool cut = false;
        for (const int functionWidth : {120, 160, 200, 260, 340}) {
            // The Function column keeps the width it is given (the user's drag).
            header->resizeSection(ComparisonModel::Function, functionWidth);
            QTRY_VERIFY(std::abs(header->sectionSize(ComparisonModel::Function) - functionWidth) <
                        60);
            const QString wrong = twinsReadApart(*table, style, ComparisonModel::Function, cut);
            QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
            // Numbers are never elided.
            for (const auto& [place, cell] : style.m_cells.asKeyValueRange()) {
                if (place.second == ComparisonModel::Delta)
                    QVERIFY2(!cell.text.contains(QChar(0x2026)), qPrintable(cell.text));
            }
        }
        QVERIFY(cut); // narrow enough to cut the names
    }

    // At 1280 x 800 the Compare view has about 550 px beside the flat profile: every column,
    // the calls effect and the per-call effect last, is in sight with six-digit costs, each
    // number whole (as wide as its fitter asks), and the summary has the lines it wraps to.
    void everyColumnInSightAt1280()
    {
        const QString base = writeFile(
            QStringLiteral("wide-base.out"),
            "events: Ir\nfl=prog.c\nfn=main\n1 10035\ncfn=insert_entry\ncalls=1000 1\n1 212000\n"
            "cfn=setup\ncalls=1 1\n1 30002\nfn=insert_entry\n1 212000\nfn=setup\n1 30002\n");
        const QString next = writeFile(
            QStringLiteral("wide-new.out"),
            "events: Ir\nfl=prog.c\nfn=main\n1 10035\ncfn=insert_entry\ncalls=2000 1\n1 424000\n"
            "cfn=setup\ncalls=1 1\n1 30002\nfn=insert_entry\n1 424000\nfn=setup\n1 30002\n");
        TestWindow window(*m_settings);
        QVERIFY(comparesAt1280(window, base, next));
        ComparisonView* view = compareView(window);
        QVERIFY(view->isVisible());
        QHeaderView* header = view->table()->header();
        const int viewport = view->table()->viewport()->width();
        const int deltaWidth =
            QFontMetrics(view->table()->font()).horizontalAdvance(QStringLiteral("+212,000"));
        QTRY_VERIFY(header->sectionSize(ComparisonModel::Delta) >= deltaWidth); // fitted
        for (int column = 0; column < ComparisonModel::ColumnCount; ++column) {
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(right <= viewport, qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                                                       .arg(column)
                                                       .arg(right)
                                                       .arg(viewport)));
        }
        const int row = rowNamed(*view->model(), QStringLiteral("insert_entry"));
        QCOMPARE(view->model()->index(row, ComparisonModel::CallsEffect).data().toString(),
                 QStringLiteral("+212,000"));
        QCOMPARE(view->model()
                     ->index(row, ComparisonModel::CallsEffect)
                     .data(Qt::ToolTipRole)
                     .toString(),
                 QStringLiteral("called 2x as often, 1,000 -> 2,000, at the same cost per call\n"
                                "Calls effect +212,000, per-call effect 0"));
        const int main = rowNamed(*view->model(), QStringLiteral("main"));
        QVERIFY(view->model()
                    ->index(main, ComparisonModel::PerCallEffect)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QLatin1String("never called in the baseline (a root)")));
        const int setup = rowNamed(*view->model(), QStringLiteral("setup"));
        QVERIFY(view->model()
                    ->index(setup, ComparisonModel::CallsEffect)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QLatin1String("called as often (once), at the same cost")));
        QVERIFY(view->summary()->height() >=
                view->summary()->heightForWidth(view->summary()->width()));
        // Every option in sight and reachable (a toolbar folded the threshold and Ignore files
        // behind its extension button here).
        QVERIFY(view->findChildren<QToolBar*>().isEmpty());
        QList<QWidget*> options;
        for (QWidget* control : view->findChildren<QComboBox*>())
            options << control;
        for (QWidget* control : view->findChildren<QAbstractSpinBox*>())
            options << control;
        for (QWidget* control : view->findChildren<QCheckBox*>())
            options << control;
        QCOMPARE(options.size(), 3 + 1 + 1);
        for (QWidget* control : options) {
            QVERIFY2(control->isVisible(), qPrintable(control->metaObject()->className()));
            const QRect box(control->mapTo(view, QPoint(0, 0)), control->size());
            QVERIFY2(view->rect().contains(box), qPrintable(control->metaObject()->className()));
            QVERIFY(control->width() >= control->sizeHint().width());
        }
    }

    // Seven- and eight-digit costs: the numbers widen their columns, the name gives way, and
    // every column, the per-call effect last, stays in sight with each number whole (a fixed
    // name width and a stretching last column left the per-call effect cut off at 1280 px).
    void bigCostsKeepEveryColumnInSightAt1280()
    {
        const QString base = writeFile(
            QStringLiteral("big-base.out"),
            "events: Ir\nfl=prog.c\nfn=main\n1 10035000\ncfn=insert_entry_into_the_table\n"
            "calls=1000 1\n1 2120000\ncfn=setup\ncalls=1 1\n1 3000200\n"
            "fn=insert_entry_into_the_table\n1 2120000\nfn=setup\n1 3000200\n");
        const QString next = writeFile(
            QStringLiteral("big-new.out"),
            "events: Ir\nfl=prog.c\nfn=main\n1 10035000\ncfn=insert_entry_into_the_table\n"
            "calls=2000 1\n1 4240000\ncfn=setup\ncalls=1 1\n1 6000400\n"
            "fn=insert_entry_into_the_table\n1 4240000\nfn=setup\n1 6000400\n");
        TestWindow window(*m_settings);
        QVERIFY(comparesAt1280(window, base, next));
        ComparisonView* view = compareView(window);
        QVERIFY(view->isVisible());
        FlatTableView* table = view->table();
        QHeaderView* header = table->header();
        const QFontMetrics metrics(table->font());
        const auto widest = [&](int column) {
            int width = 0;
            for (int row = 0; row < view->model()->rowCount(); ++row)
                width = std::max(width, metrics.horizontalAdvance(
                                            view->model()->index(row, column).data().toString()));
            return width;
        };
        QTRY_VERIFY(header->sectionSize(ComparisonModel::PerCallEffect) >=
                    widest(ComparisonModel::PerCallEffect));
        const int viewport = table->viewport()->width();
        for (int column = ComparisonModel::Base; column < ComparisonModel::ColumnCount; ++column) {
            const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
            QVERIFY2(right <= viewport, qPrintable(QStringLiteral("column %1 ends at %2 of %3")
                                                       .arg(column)
                                                       .arg(right)
                                                       .arg(viewport)));
            QVERIFY2(header->sectionSize(column) >= widest(column),
                     qPrintable(QStringLiteral("column %1: %2 px for %3 px of digits")
                                    .arg(column)
                                    .arg(header->sectionSize(column))
                                    .arg(widest(column))));
        }
        QVERIFY(header->sectionSize(ComparisonModel::Function) >= ReadableNameColumn::kNarrowest);
    }

    // With no comparison open the Compare tab says how to open one: at 1280 x 800 its text
    // fits the room it has, away from the edges, each line within it, and the command on one
    // line.
    void emptyStateTextFitsAt1280()
    {
        TestWindow window(*m_settings);
        window.resize(1280, 800);
        window.show();
        QVERIFY(openedIn(window, {m_base}));
        window.workspace().viewTabs()->show(QStringLiteral("compare"));
        auto* hint = compareView(window)->findChild<QLabel*>(QStringLiteral("noComparisonHint"));
        QVERIFY(hint);
        QTRY_VERIFY(hint->isVisible());
        QCoreApplication::processEvents();
        const QRect room = hint->contentsRect();
        QVERIFY2(room.left() >= 8 && hint->width() - room.right() - 1 >= 8,
                 "the text touches the view's edges");
        // Laid out as the label lays it out.
        QTextDocument document;
        document.setDefaultFont(hint->font());
        document.setHtml(hint->text());
        document.setTextWidth(room.width());
        const QSizeF size = document.size();
        QVERIFY2(
            size.height() <= room.height(),
            qPrintable(QStringLiteral("%1 of %2 px high").arg(size.height()).arg(room.height())));
        QStringList lines;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            const QTextLayout* layout = block.layout();
            for (int i = 0; i < layout->lineCount(); ++i) {
                const QTextLine line = layout->lineAt(i);
                QVERIFY2(line.naturalTextWidth() <= room.width(),
                         qPrintable(QStringLiteral("%1 of %2 px wide")
                                        .arg(line.naturalTextWidth())
                                        .arg(room.width())));
                lines << block.text().mid(line.textStart(), line.textLength()).trimmed();
            }
        }
        QVERIFY2(lines.contains(QStringLiteral("tally --diff BASE NEW")),
                 qPrintable(lines.join(QLatin1Char('|'))));
    }

    void deltaColoursInTheDarkTheme()
    {
        TestWindow window(*m_settings);
        window.show();
        window.opener().openComparison({m_base}, {m_new});
        QVERIFY(waitForComparison(window));
        ComparisonView* view = compareView(window);
        for (const Theme theme : {Theme::Dark, Theme::Light}) {
            window.themes().setTheme(theme, false);
            QCoreApplication::processEvents();
            const QColor base = view->table()->palette().color(QPalette::Base);
            QCOMPARE(colorcontrast::isDark(base), theme == Theme::Dark);
            const int work = rowNamed(*view->model(), QStringLiteral("work"));
            const QModelIndex delta = view->model()->index(work, ComparisonModel::Delta);
            const QColor fill = delta.data(Qt::BackgroundRole).value<QColor>();
            const QColor text = delta.data(Qt::ForegroundRole).value<QColor>();
            QVERIFY(fill.red() > fill.blue());
            QVERIFY(colorcontrast::ratio(fill, text) >= 4.5);
        }
        window.themes().setTheme(Theme::System, false);
    }
};

QTEST_MAIN(CompareViewTest)
#include "tst_compareview.moc"
