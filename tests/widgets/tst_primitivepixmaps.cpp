// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A primitive drawn once per look and then painted from its pixmap: drawn again only for another
// size, state or palette; painted where the drawing would be; refused (nothing painted) where a
// pixmap would not paint as the drawing does.

#include "tests/support/ImageDifference.h"
#include "ui/widgets/common/PrimitivePixmaps.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <functional>

using namespace tally;

class PrimitivePixmapsTest : public QObject
{
    Q_OBJECT

private:
    // An outline and a fill, antialiased, as a style's frame draws them; counts its drawings.
    struct Frame
    {
        int drawn = 0;
        void operator()(const QStyleOptionFrame& option, QPainter* painter)
        {
            ++drawn;
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            painter->translate(0.5, 0.5);
            painter->setPen(option.palette.color(QPalette::WindowText));
            painter->setBrush(option.state & QStyle::State_HasFocus ? option.palette.highlight()
                                                                    : option.palette.base());
            painter->drawRoundedRect(QRectF(option.rect).adjusted(0, 0, -1, -1), 2, 2);
            painter->restore();
        }
    };

    // A cache of a counted frame's looks.
    struct Kept
    {
        PrimitivePixmaps pixmaps;
        Frame frame;
        bool paint(const QStyleOptionFrame& option, QPainter& painter)
        {
            return pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, std::ref(frame));
        }
    };

    static QStyleOptionFrame frameAt(const QRect& rect)
    {
        QStyleOptionFrame option;
        option.rect = rect;
        option.palette = QApplication::palette();
        option.state = QStyle::State_Enabled;
        option.lineWidth = 1;
        return option;
    }

    static QImage blank()
    {
        QImage image(120, 60, QImage::Format_ARGB32_Premultiplied);
        image.fill(QColor(200, 120, 40));
        return image;
    }

private slots:
    void drawnOncePerLookAndPaintedWhereDrawn()
    {
        Kept kept;
        QStyleOptionFrame option = frameAt(QRect(10, 7, 90, 24));
        QImage direct = blank();
        {
            QPainter painter(&direct);
            Frame uncounted;
            uncounted(option, &painter);
        }
        for (int paint = 0; paint < 3; ++paint) {
            QImage image = blank();
            QPainter painter(&image);
            QVERIFY(kept.paint(option, painter));
            painter.end();
            QCOMPARE(kept.frame.drawn, 1);
            const int largest = test::largestChannelDifference(image, direct);
            QVERIFY2(largest <= 2, qPrintable(QString::number(largest)));
        }
        // Elsewhere, the same look: no new drawing. Another state, size or palette: one each.
        QImage image = blank();
        QPainter painter(&image);
        option.rect.moveTo(3, 20);
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 1);
        option.state |= QStyle::State_HasFocus;
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 2);
        option.rect.setWidth(60);
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 3);
        option.palette.setColor(QPalette::Base, Qt::black);
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 4);
        option.palette.setCurrentColorGroup(QPalette::Disabled);
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 5);
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 5);
    }

    void refusedWhereAPixmapPaintsOtherwise()
    {
        Kept kept;
        const QStyleOptionFrame option = frameAt(QRect(10, 7, 90, 24));
        const QImage untouched = blank();
        const auto refused = [&](const std::function<void(QPainter&)>& set) {
            QImage image = blank();
            QPainter painter(&image);
            set(painter);
            const bool painted = kept.paint(option, painter);
            painter.end();
            return !painted && image == untouched;
        };
        QVERIFY(refused([](QPainter& painter) { painter.scale(2, 2); }));
        QVERIFY(refused([](QPainter& painter) { painter.translate(0.5, 0); }));
        QVERIFY(refused([](QPainter& painter) { painter.rotate(10); }));
        QVERIFY(refused([](QPainter& painter) { painter.setOpacity(0.5); }));
        QVERIFY(refused([](QPainter& painter) {
            painter.setCompositionMode(QPainter::CompositionMode_Source);
        }));
        QCOMPARE(kept.frame.drawn, 0);
        // A whole-pixel translation paints as the drawing does.
        QImage image = blank();
        QPainter painter(&image);
        painter.translate(5, -2);
        QVERIFY(kept.paint(option, painter));
        QCOMPARE(kept.frame.drawn, 1);
    }

    void keepsTheLooksLastPainted()
    {
        Kept kept;
        QImage image = blank();
        QPainter painter(&image);
        const auto paintWidth = [&](int width) {
            QVERIFY(kept.paint(frameAt(QRect(0, 0, width, 20)), painter));
        };
        const int looks = int(PrimitivePixmaps::kKept);
        for (int width = 10; width < 10 + looks; ++width)
            paintWidth(width);
        QCOMPARE(kept.frame.drawn, looks);
        paintWidth(10); // the oldest, still kept, now the newest
        QCOMPARE(kept.frame.drawn, looks);
        paintWidth(100); // one more: the oldest (11) goes
        QCOMPARE(kept.frame.drawn, looks + 1);
        paintWidth(10);
        QCOMPARE(kept.frame.drawn, looks + 1);
        paintWidth(11);
        QCOMPARE(kept.frame.drawn, looks + 2);
    }
};

QTEST_MAIN(PrimitivePixmapsTest)
#include "tst_primitivepixmaps.moc"
