// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A long text the delegate elides itself fits its cell, in every elide mode and font: at its end
// or start as Qt would elide it (give or take one character at the ellipsis), in its middle as a
// function's name is elided. Template twins in a column narrower than their names never paint
// the same text, and numbers are never elided.

#include "core/text/TextElision.h"
#include "core/text/TextElisionNames.h"
#include "tests/support/PaintedCells.h"
#include "tests/support/TestSupport.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/LongTextDelegate.h"
#include "ui/widgets/common/ReadableNameColumn.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QListView>
#include <QMap>
#include <QProxyStyle>
#include <QRandomGenerator>
#include <QStringListModel>
#include <QStyleOptionViewItem>
#include <QTest>
#include <QTreeView>

using namespace tally;

using test::RecordingStyle;

class LongTextDelegateTest : public QObject
{
    Q_OBJECT

private:
    // `model` in one column of `view`, through the delegate, painted by `style`: its cells as
    // wide as the column, not as their text.
    static void showInOneColumn(QTreeView& view, RecordingStyle& style, QStringListModel& model)
    {
        view.setRootIsDecorated(false);
        view.setHeaderHidden(true);
        view.setStyle(&style);
        view.setModel(&model);
        view.setItemDelegate(new LongTextDelegate(&view));
        view.show();
    }

    // Each row of `view` on screen as `style` recorded it: it fits its room, its text elided as
    // the delegate elides it in `mode`. `shown` counts the rows, `elided` those not shown whole.
    static void checkRowsOnScreen(const QAbstractItemView& view, const RecordingStyle& style,
                                  const QStringList& texts, Qt::TextElideMode mode, int& shown,
                                  int& elided)
    {
        const QAbstractItemModel& model = *view.model();
        for (int row = 0; row < model.rowCount(); ++row) {
            if (!view.visualRect(model.index(row, 0)).intersects(view.viewport()->rect()))
                continue;
            QVERIFY(style.m_cells.contains({row, 0}));
            const auto cell = style.m_cells.value({row, 0});
            QVERIFY2(cell.fits, qPrintable(cell.text));
            elidedAsTheDelegateElides(cell.text, texts[row], mode, cell.room, view.font());
            ++shown;
            elided += cell.text != texts[row];
        }
    }

    // `shown` is `text` elided as the delegate elides it in `mode` to `room`: at the end or the
    // start as Qt elides (the same characters, give or take the one at the ellipsis); in the
    // middle as a function's name is elided, its start in half the room and its end in the
    // rest (Qt keeps as many characters on each side instead, a wider half for a side of wide
    // letters), the end as long as fits.
    static void elidedAsTheDelegateElides(const QString& shown, const QString& text,
                                          Qt::TextElideMode mode, int room, const QFont& font)
    {
        const QFontMetricsF metrics(font);
        if (shown == text) { // it fits whole
            QVERIFY2(metrics.horizontalAdvance(text) <= room, qPrintable(shown));
            return;
        }
        const QChar ellipsis(0x2026);
        const qsizetype at = shown.indexOf(ellipsis);
        QVERIFY2(at >= 0 && shown.indexOf(ellipsis, at + 1) < 0, qPrintable(shown));
        const QString left = shown.left(at);
        const QString right = shown.mid(at + 1);
        QVERIFY2(text.startsWith(left) && text.endsWith(right), qPrintable(shown));
        QVERIFY2(metrics.horizontalAdvance(shown) <= room, qPrintable(shown));
        if (mode != Qt::ElideMiddle) {
            const QString qts = metrics.elidedText(text, mode, room);
            const qsizetype qtAt = qts.indexOf(ellipsis);
            QVERIFY2(std::abs(left.size() - qts.left(qtAt).size()) <= 1 &&
                         std::abs(right.size() - qts.mid(qtAt + 1).size()) <= 1,
                     qPrintable(shown + QStringLiteral(" vs ") + qts));
            return;
        }
        const double half = (room - metrics.horizontalAdvance(ellipsis)) / 2;
        QVERIFY2(metrics.horizontalAdvance(left) <= half + 1, qPrintable(shown));
        // The cuts are found by the characters' own advances, which kerning may leave a
        // character or two short of the shaped text's: three more do not fit.
        const QString more = left + ellipsis + text.right(right.size() + 3);
        QVERIFY2(metrics.horizontalAdvance(more) > room - 1, qPrintable(shown));
    }

private slots:
    void elidesLongTextsToFitTheirCells()
    {
        // Qt's elision of a long text shaped it whole and measured it piece by piece; the
        // delegate elides it itself: what it hands the style fits the cell's room (nothing left
        // for Qt to elide).
        QRandomGenerator random(3);
        static const QString pieces[] = {QStringLiteral("PyMem_RawMalloc'"),
                                         QStringLiteral("std::vector<int, alloc<int>>"),
                                         QStringLiteral("::iii"),
                                         QStringLiteral("WWW"),
                                         QStringLiteral("_"),
                                         QStringLiteral("(unsigned long, char const*)"),
                                         QStringLiteral("äöü")};
        QStringList texts;
        for (int i = 0; i < 30; ++i) {
            QString text;
            while (text.size() < 100 + random.bounded(600))
                text += pieces[random.bounded(int(std::size(pieces)))];
            texts << text;
        }
        QStringListModel model(texts);
        RecordingStyle style; // outlives the view
        QTreeView view;
        showInOneColumn(view, style, model);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        int elided = 0;
        for (const int width : {90, 333, 760}) {
            view.resize(width, 1000);
            for (const auto mode : {Qt::ElideMiddle, Qt::ElideRight, Qt::ElideLeft}) {
                view.setTextElideMode(mode);
                style.m_cells.clear();
                view.viewport()->repaint();
                int shown = 0;
                checkRowsOnScreen(view, style, texts, mode, shown, elided);
                QCOMPARE(shown, model.rowCount());
            }
        }
        QVERIFY(elided > 150); // of 270 cells
    }

    void textRoomIsTheStylesWithoutMeasuringTheText()
    {
        // textWidth asks the style for a cell's text room with a one-letter text where rows are
        // selected whole, which spares shaping a long name: the style's answer with the whole
        // text must be the same, and where the text's own size counts, it is the text's.
        QTreeView view;
        const QString longName =
            QString(QStringLiteral("std::vector<int, std::allocator<int> >::")).repeated(12);
        for (const int width : {40, 120, 333, 800}) {
            for (const bool wholeCellSelected : {true, false}) {
                QStyleOptionViewItem option;
                option.showDecorationSelected = wholeCellSelected;
                option.initFrom(&view);
                option.widget = &view;
                option.rect = QRect(0, 0, width, 20);
                option.features = QStyleOptionViewItem::HasDisplay;
                option.textElideMode = Qt::ElideMiddle;
                option.text = longName;
                const QStyle* style = view.style();
                const int margin =
                    style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1;
                const int expected =
                    style->subElementRect(QStyle::SE_ItemViewItemText, &option, &view).width() -
                    2 * margin;
                QCOMPARE(LongTextDelegate::textWidth(option), expected);
            }
        }
    }

    void noRoomElidesByAdvancesAsByExactMeasures()
    {
        // A size hint's probe (a width of -1) elides by the characters' own advances and does
        // not check the result on exact measures: with less than no room, every comparison the
        // elision makes is of a width of zero or more with less than nothing, so the cuts are
        // the same whatever measures the widths.
        const QFontMetricsF metrics(QApplication::font());
        const textelision::WidthOf exact = [&metrics](QStringView piece) {
            return metrics.horizontalAdvance(piece.toString());
        };
        const textelision::WidthOf byCharacters = [&metrics](QStringView piece) {
            double width = 0;
            for (const QChar c : piece)
                width += metrics.horizontalAdvance(c);
            return width;
        };
        QRandomGenerator random(5);
        static const QString pieces[] = {QStringLiteral("PyObject_Call'"),
                                         QStringLiteral("0x0000000000653eb0'"),
                                         QStringLiteral("std::vector<int, alloc<int>>"),
                                         QStringLiteral("::run"),
                                         QStringLiteral("(unsigned long, char const*)"),
                                         QStringLiteral("äöü"),
                                         QStringLiteral(" <cycle 2>")};
        for (int i = 0; i < 200; ++i) {
            QString text;
            while (text.size() < 20 + random.bounded(600))
                text += pieces[random.bounded(int(std::size(pieces)))];
            const auto size = text.size();
            const textelision::Span keep{random.bounded(size), random.bounded(size)};
            for (const double width : {-1.0, -4.0, -9.0}) {
                QCOMPARE(textelision::elideName(text, width, byCharacters, keep),
                         textelision::elideName(text, width, exact, keep));
                QCOMPARE(textelision::elide(text, width, byCharacters, Qt::ElideMiddle, keep),
                         textelision::elide(text, width, exact, Qt::ElideMiddle, keep));
            }
        }
    }

    void elisionsMeasureInTheFontOfTheirRows()
    {
        // The delegate keeps the characters' advances it measured for the next elision: a list
        // shown in another font elides by that font's advances, as an elision measured afresh
        // does.
        QStringList texts;
        for (int i = 0; i < 12; ++i)
            texts << QStringLiteral("WWWW_%1'").arg(i).repeated(30 + i) +
                         QStringLiteral("iiii'").repeated(40);
        QStringListModel model(texts);
        RecordingStyle style; // outlives the view
        QListView view;
        view.setStyle(&style);
        view.setTextElideMode(Qt::ElideMiddle);
        view.setModel(&model);
        view.setItemDelegate(new LongTextDelegate(&view));
        view.resize(300, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (const qreal scale : {1.0, 2.0, 0.75}) {
            QFont font = QApplication::font();
            font.setPointSizeF(font.pointSizeF() * scale);
            view.setFont(font);
            style.m_cells.clear();
            view.viewport()->repaint();
            int shown = 0;
            int elided = 0;
            checkRowsOnScreen(view, style, texts, Qt::ElideMiddle, shown, elided);
            QVERIFY(shown > 0);
            QCOMPARE(elided, shown);
        }
    }

    void shortTextsAndUnelidedOnesAreLeftToQt()
    {
        // A short text is handed to the style whole (Qt elides it, from glyphs kept), and so is
        // a long one in a view that does not elide; a long one in an eliding view comes elided.
        const QString longText(2000, QLatin1Char('x'));
        const QString shortText =
            QStringLiteral("main_loop_of_the_program_that_reads_its_input_and_writes");
        QVERIFY(shortText.size() < 80);
        QStringListModel model({shortText, longText});
        RecordingStyle style; // outlives the view
        QTreeView view;
        showInOneColumn(view, style, model);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.resize(120, 200);
        for (const auto mode : {Qt::ElideMiddle, Qt::ElideNone}) {
            view.setTextElideMode(mode);
            style.m_cells.clear();
            view.viewport()->repaint();
            QVERIFY(style.m_cells.contains({0, 0}) && style.m_cells.contains({1, 0}));
            const auto shortCell = style.m_cells.value({0, 0});
            QVERIFY2(QFontMetricsF(view.font()).horizontalAdvance(shortText) > shortCell.room,
                     qPrintable(QString::number(shortCell.room)));
            QVERIFY2(!shortCell.fits, qPrintable(shortCell.text)); // whole: Qt elides it
            const auto cell = style.m_cells.value({1, 0});
            QCOMPARE(cell.fits, mode != Qt::ElideNone);
            if (mode != Qt::ElideNone) {
                QVERIFY(cell.text.size() < 100); // what 100 pixels show, not 2,000 characters
                QVERIFY(cell.text.contains(QChar(0x2026)));
            }
        }
    }

    void lookAlikesKeepTheirOwnNameAndLocationsTheirFile()
    {
        // Two instantiations of a function template returning a long type: cut in the middle,
        // both began with the return type and read alike ("std::map<……>(…)"); the location's
        // file name was cut too.
        const QByteArray map =
            "std::map<std::__cxx11::basic_string<char, std::char_traits<char>, "
            "std::allocator<char> "
            ">, std::vector<%1, std::allocator<%1> >, std::less<std::__cxx11::basic_string<char, "
            "std::char_traits<char>, std::allocator<char> > >, "
            "std::allocator<std::pair<std::__cxx11::basic_string<char, std::char_traits<char>, "
            "std::allocator<char> > const, std::vector<%1, std::allocator<%1> > > > > "
            "build_index<%1>(std::vector<%1, std::allocator<%1> > const&)";
        QByteArray text = "events: Ir\nob=/home/user/project/build/prog\n"
                          "fl=/home/user/project/src/prog.cpp\nfn=main\n1 5\n";
        int cost = 1000;
        for (const QByteArray& type : {QByteArray("Record"), QByteArray("Entry")}) {
            const QByteArray name = QByteArray(map).replace("%1", type);
            text += "cfn=" + name + "\ncalls=1 2\n2 " + QByteArray::number(cost) + "\n";
            text += "fn=" + name + "\n1 " + QByteArray::number(cost) + "\n";
            cost += 500;
        }
        const auto result = test::loadedText(text, QStringLiteral("index.out"));
        Session session;
        session.setProfile(result.profile);

        RecordingStyle style; // outlives the view
        FlatProfileView view(session);
        FlatTableView* table = view.table();
        table->setStyle(&style);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QHeaderView* header = table->header();
        header->resizeSection(FlatProfileModel::Location, 110);
        for (const int functionWidth : {110, 150, 200, 260}) {
            const int others = header->length() - header->sectionSize(FlatProfileModel::Function);
            view.resize(others + functionWidth + 40, 300);
            QTRY_VERIFY(std::abs(header->sectionSize(FlatProfileModel::Function) - functionWidth) <
                        40);
            style.m_cells.clear();
            table->viewport()->repaint();
            QStringList shown;
            for (int row = 0; row < view.proxy().rowCount(); ++row) {
                const QString name =
                    view.proxy().index(row, FlatProfileModel::Function).data().toString();
                if (name == QLatin1String("main"))
                    continue;
                const auto cell = style.m_cells.value({row, FlatProfileModel::Function});
                const QString context =
                    QStringLiteral("%1 px: %2").arg(functionWidth).arg(cell.text);
                QVERIFY2(cell.fits, qPrintable(context));
                // The own name shows; whole once the difference leaves it room.
                QVERIFY2(cell.text.contains(QLatin1String("build_in")), qPrintable(context));
                if (functionWidth >= 150)
                    QVERIFY2(cell.text.contains(QLatin1String("build_index")), qPrintable(context));
                QVERIFY2(!shown.contains(cell.text), qPrintable(context));
                shown << cell.text;
                const auto location = style.m_cells.value({row, FlatProfileModel::Location});
                QVERIFY2(location.text.startsWith(QLatin1String("prog.cpp")),
                         qPrintable(location.text));
            }
            QCOMPARE(shown.size(), 2);
        }
    }

    void twinsInANarrowColumnNeverLookAlike_data()
    {
        QTest::addColumn<bool>("cyclic");
        QTest::addColumn<bool>("biggerFont");
        QTest::newRow("twins") << false << false;
        // Members of one cycle end alike (" <cycle 1>"): the kept range is in their names.
        QTest::newRow("twins in a cycle") << true << false;
        // Elisions are kept for repaints: a new font must not reuse those of the old one.
        QTest::newRow("twins, then a bigger font") << false << true;
    }

    void twinsInANarrowColumnNeverLookAlike()
    {
        QFETCH(bool, cyclic);
        QFETCH(bool, biggerFont);
        const QStringList names = test::twinNames();
        const QByteArray text = test::twinsProfile(1000, cyclic);
        const auto result = test::loadedText(text, QStringLiteral("twins.out"));
        Session session;
        session.setProfile(result.profile);

        RecordingStyle style; // outlives the view
        FlatProfileView view(session);
        FlatTableView* table = view.table();
        table->setStyle(&style);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QHeaderView* header = table->header();
        const auto paintAtWidths = [&] {
            for (const int functionWidth : {140, 170, 200, 260, 340}) {
                // The Function column stretches: the view's width sets it.
                // The location gives way first, down to its narrowest, in a narrow view.
                const int others = header->length() -
                                   header->sectionSize(FlatProfileModel::Function) -
                                   header->sectionSize(FlatProfileModel::Location) +
                                   ReadableNameColumn::kNarrowest;
                view.resize(others + functionWidth + 40, 400);
                QTRY_VERIFY(
                    std::abs(header->sectionSize(FlatProfileModel::Function) - functionWidth) < 60);
                style.m_cells.clear();
                table->viewport()->repaint();
                QSet<QString> shown;
                int twins = 0;
                for (int row = 0; row < view.proxy().rowCount(); ++row) {
                    const auto cell = style.m_cells.value({row, FlatProfileModel::Function});
                    const QString name =
                        view.proxy().index(row, FlatProfileModel::Function).data().toString();
                    if (name == QLatin1String("main") || name.startsWith(QLatin1String("<cycle")))
                        continue;
                    if (cyclic)
                        QVERIFY2(name.endsWith(QLatin1String(" <cycle 1>")), qPrintable(name));
                    ++twins;
                    QVERIFY2(cell.fits, qPrintable(cell.text));
                    QVERIFY2(
                        !shown.contains(cell.text),
                        qPrintable(QStringLiteral("%1 px: %2").arg(functionWidth).arg(cell.text)));
                    shown.insert(cell.text);
                    // Numbers are never elided, however narrow the names.
                    const auto called = style.m_cells.value({row, FlatProfileModel::Called});
                    QVERIFY(!called.text.isEmpty());
                    QVERIFY2(!called.text.contains(QChar(0x2026)), qPrintable(called.text));
                }
                QCOMPARE(twins, names.size());
                // Narrow enough that the names are cut, not shown whole.
                if (functionWidth <= 200)
                    QVERIFY(std::all_of(shown.cbegin(), shown.cend(), [](const QString& t) {
                        return t.contains(QChar(0x2026));
                    }));
            }
        };
        paintAtWidths();
        if (QTest::currentTestFailed() || !biggerFont)
            return;
        QFont font = table->font();
        font.setPointSizeF(font.pointSizeF() * 1.5);
        table->setFont(font);
        paintAtWidths();
    }
};

QTEST_MAIN(LongTextDelegateTest)
#include "tst_longtextdelegate.moc"
