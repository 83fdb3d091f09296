// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ItemTextPainter paints a cell's text from kept glyphs instead of asking the style: the pixels
// must be the style's own, for short and long (elided) texts, each alignment, selected or not,
// in an active window or not, in Fusion and in the theme's style; and it must leave to the style
// what it cannot paint the same.

#include "tests/support/TestSupport.h"
#include "ui/widgets/common/ItemTextPainter.h"
#include "ui/widgets/common/ThemeStyle.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QTest>
#include <QWidget>

#include <memory>

using namespace tally;

namespace {

QImage blankImage(QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    return image;
}

QStyleOptionViewItem cellOption(const QWidget& widget, const QString& text, int width,
                                Qt::Alignment alignment, QStyle::State state,
                                Qt::TextElideMode mode, int height = 22)
{
    QStyleOptionViewItem option;
    option.initFrom(&widget);
    option.widget = &widget;
    option.rect = QRect(3, 2, width, height);
    option.text = text;
    option.features = QStyleOptionViewItem::HasDisplay;
    option.displayAlignment = alignment;
    option.textElideMode = mode;
    option.showDecorationSelected = true;
    option.state = state;
    option.font = widget.font();
    option.fontMetrics = QFontMetrics(option.font);
    return option;
}

// The theme's style, counting the cells it is asked to paint.
class CountingStyle : public ThemeStyle
{
public:
    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget) const override
    {
        if (element == CE_ItemViewItem)
            ++cells;
        ThemeStyle::drawControl(element, option, painter, widget);
    }
    mutable int cells = 0;
};

// The blank cells a panel is painted for: each state and feature the style may paint.
QList<QStyleOptionViewItem> blankCells(const QWidget& widget)
{
    const QStyleOptionViewItem plain =
        cellOption(widget, QString(), 120, Qt::AlignLeft | Qt::AlignVCenter,
                   QStyle::State_Enabled | QStyle::State_Active, Qt::ElideMiddle);
    QList<QStyleOptionViewItem> cells = {plain};
    for (const QStyle::State state :
         {QStyle::State_Selected, QStyle::State_HasFocus, QStyle::State_MouseOver}) {
        cells.append(plain);
        cells.back().state |= state;
    }
    cells.append(plain);
    cells.back().state &= ~QStyle::State_Active;
    cells.append(plain);
    cells.back().features |= QStyleOptionViewItem::Alternate;
    cells.back().palette.setColor(QPalette::AlternateBase, QColor(200, 230, 200));
    cells.append(plain);
    cells.back().backgroundBrush = QColor(250, 220, 120);
    cells.append(plain);
    cells.back().text = QStringLiteral("main");
    return cells;
}

} // namespace

class ItemTextPainterTest : public QObject
{
    Q_OBJECT

private slots:
    void paintsTheStylesPixels_data()
    {
        QTest::addColumn<QString>("styleName");
        QTest::newRow("Fusion") << QStringLiteral("Fusion");
        QTest::newRow("theme") << QStringLiteral("theme");
    }

    void paintsTheStylesPixels()
    {
        QFETCH(QString, styleName);
        std::unique_ptr<QStyle> style(styleName == QStringLiteral("theme")
                                          ? new ThemeStyle
                                          : QStyleFactory::create(styleName));
        QVERIFY(style);
        QWidget widget;
        widget.setStyle(style.get());
        const QStringList texts = {
            QStringLiteral("main"),
            QStringLiteral("12,345,678"),
            QStringLiteral("std::vector<Foo<int>, std::allocator<Foo<int> > >::push_back(Foo<int> "
                           "const&) [clone .isra.0] in libfoo.so.6"),
            QStringLiteral("PyEval_EvalFrameDefault'2 äöü ß Ωμέγα"),
            // Marks stacked above the ascent: ink that leaves a row as high as the line.
            QStringLiteral("A\u0301\u0301\u0301\u0301 gj\u0323\u0323\u0323\u0323"),
            QStringLiteral("  leading and trailing spaces  "),
            QString(),
        };
        const QStyle::State selected =
            QStyle::State_Enabled | QStyle::State_Active | QStyle::State_Selected;
        ItemTextPainter painter;
        const int lineHeight = QFontMetrics(widget.font()).height();
        int cells = 0;
        for (int round = 0; round < 2; ++round) { // shaped, then kept
            for (const QString& text : texts) {
                for (const int width : {30, 90, 260, 700}) {
                    for (const Qt::Alignment alignment :
                         {Qt::AlignLeft | Qt::AlignVCenter, Qt::AlignRight | Qt::AlignVCenter,
                          Qt::AlignHCenter | Qt::AlignTop}) {
                        for (const QStyle::State state :
                             {QStyle::State(QStyle::State_Enabled | QStyle::State_Active), selected,
                              QStyle::State(selected & ~QStyle::State_Active),
                              QStyle::State(QStyle::State_None)}) {
                            // A row as high as the line, as the views' rows are (drawn
                            // unclipped where the ink stays in the cell), and one lower (12
                            // px: clipped to the cell, as the style clips it).
                            for (const auto& [mode, height] :
                                 {std::pair(Qt::ElideMiddle, 22), std::pair(Qt::ElideRight, 22),
                                  std::pair(Qt::ElideLeft, 22),
                                  std::pair(Qt::ElideMiddle, lineHeight),
                                  std::pair(Qt::ElideMiddle, 12)}) {
                                const QStyleOptionViewItem option =
                                    cellOption(widget, text, width, alignment, state, mode, height);
                                QImage ours = blankImage(QSize(width + 6, 26));
                                QImage styles = ours;
                                {
                                    QPainter p(&ours);
                                    QVERIFY(painter.paintCell(&p, option));
                                }
                                {
                                    QPainter p(&styles);
                                    style->drawControl(QStyle::CE_ItemViewItem, &option, &p,
                                                       &widget);
                                }
                                QVERIFY2(ours == styles,
                                         qPrintable(QStringLiteral("%1 at %2x%6 px, state %3, "
                                                                   "alignment %4, elision %5")
                                                        .arg(text)
                                                        .arg(width)
                                                        .arg(int(state))
                                                        .arg(int(alignment))
                                                        .arg(int(mode))
                                                        .arg(height)));
                                ++cells;
                            }
                        }
                    }
                }
            }
        }
        QVERIFY(cells > 1000);
    }

    void paintsThePanelAsTheStyle_data() { paintsTheStylesPixels_data(); }

    void paintsThePanelAsTheStyle()
    {
        QFETCH(QString, styleName);
        std::unique_ptr<QStyle> style(styleName == QStringLiteral("theme")
                                          ? new ThemeStyle
                                          : QStyleFactory::create(styleName));
        QWidget widget;
        widget.setStyle(style.get());
        for (const QStyleOptionViewItem& cell : blankCells(widget)) {
            QImage ours = blankImage(QSize(130, 26));
            QImage styles = ours;
            {
                QPainter p(&ours);
                ItemTextPainter::paintPanel(&p, cell, style.get());
            }
            {
                QPainter p(&styles);
                style->drawControl(QStyle::CE_ItemViewItem, &cell, &p, &widget);
            }
            QVERIFY2(ours == styles, qPrintable(QStringLiteral("state %1, features %2")
                                                    .arg(int(cell.state))
                                                    .arg(int(cell.features))));
        }
    }

    // A plain cell shows nothing of the panel: the style is asked only for the others.
    void asksTheStyleOnlyForAPanelThatShows()
    {
        CountingStyle style;
        QWidget widget;
        widget.setStyle(&style);
        const QList<QStyleOptionViewItem> cells = blankCells(widget);
        QImage image = blankImage(QSize(130, 26));
        QPainter p(&image);
        ItemTextPainter::paintPanel(&p, cells.front(), &style);
        QCOMPARE(style.cells, 0);
        ItemTextPainter::paintPanel(&p, cells[4], &style); // plain in an inactive window
        ItemTextPainter::paintPanel(&p, cells[5], &style); // on an alternate row
        QCOMPARE(style.cells, 0);
        for (qsizetype i = 1; i < cells.size(); ++i) {
            if (i != 4 && i != 5)
                ItemTextPainter::paintPanel(&p, cells[i], &style);
        }
        QCOMPARE(style.cells, int(cells.size()) - 3);
        // Another style may paint a plain cell: it is asked.
        QProxyStyle proxy(QStringLiteral("Fusion"));
        QImage proxied = blankImage(QSize(130, 26));
        QImage asked = proxied;
        {
            QPainter pp(&proxied);
            ItemTextPainter::paintPanel(&pp, cells.front(), &proxy);
        }
        {
            QPainter pp(&asked);
            proxy.drawControl(QStyle::CE_ItemViewItem, &cells.front(), &pp, &widget);
        }
        QVERIFY(proxied == asked);
    }

    void drawsTextAsThePainterDoes()
    {
        QWidget widget;
        ItemTextPainter painter;
        for (const QString& text :
             {QStringLiteral("1,234,567"), QStringLiteral("99.5 %"), QStringLiteral("äöü 12")}) {
            for (const Qt::Alignment alignment :
                 {Qt::AlignRight | Qt::AlignVCenter, Qt::AlignLeft | Qt::AlignVCenter,
                  Qt::AlignHCenter | Qt::AlignBottom}) {
                for (const int height : {18, 21, 22}) {
                    const QRect rect(2, 1, 90, height);
                    QImage ours = blankImage(QSize(96, 26));
                    QImage qts = ours;
                    {
                        QPainter p(&ours);
                        p.setFont(widget.font());
                        painter.drawText(&p, rect, alignment, text);
                    }
                    {
                        QPainter p(&qts);
                        p.setFont(widget.font());
                        p.drawText(rect, int(alignment), text);
                    }
                    QVERIFY2(ours == qts, qPrintable(text));
                }
            }
            QCOMPARE(painter.horizontalAdvance(text, widget.font()),
                     QFontMetrics(widget.font()).horizontalAdvance(text));
        }
    }

    void leavesToTheStyleWhatItCannotPaintTheSame()
    {
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        QWidget widget;
        widget.setStyle(fusion.get());
        const QStyleOptionViewItem plain =
            cellOption(widget, QStringLiteral("main"), 200, Qt::AlignLeft | Qt::AlignVCenter,
                       QStyle::State_Enabled, Qt::ElideMiddle);
        ItemTextPainter painter;
        QImage image = blankImage(QSize(210, 26));
        QPainter p(&image);
        QVERIFY(painter.paintCell(&p, plain));

        QStyleOptionViewItem icon = plain;
        icon.features |= QStyleOptionViewItem::HasDecoration;
        QVERIFY(!painter.paintCell(&p, icon));
        QStyleOptionViewItem lines = plain;
        lines.text = QStringLiteral("two\nlines");
        QVERIFY(!painter.paintCell(&p, lines));
        QStyleOptionViewItem focused = plain; // the style frames the focus over the text
        focused.state |= QStyle::State_HasFocus;
        QVERIFY(!painter.paintCell(&p, focused));
        QStyleOptionViewItem rightToLeft = plain;
        rightToLeft.direction = Qt::RightToLeft;
        QVERIFY(!painter.paintCell(&p, rightToLeft));
        QStyleOptionViewItem textOnly = plain;
        textOnly.showDecorationSelected = false;
        QVERIFY(!painter.paintCell(&p, textOnly));

        // A style of its own (a test's recording style, a platform's) draws text its own way.
        QProxyStyle proxy(QStringLiteral("Fusion"));
        QWidget styled;
        styled.setStyle(&proxy);
        const QStyleOptionViewItem other =
            cellOption(styled, QStringLiteral("main"), 200, Qt::AlignLeft | Qt::AlignVCenter,
                       QStyle::State_Enabled, Qt::ElideMiddle);
        QVERIFY(!painter.paintCell(&p, other));
        const std::unique_ptr<QStyle> windows(QStyleFactory::create(QStringLiteral("Windows")));
        QVERIFY(!ItemTextPainter::paintsLikeCommonStyle(windows.get()));
    }
};

QTEST_MAIN(ItemTextPainterTest)
#include "tst_itemtextpainter.moc"
