// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A primitive drawn once per look and then painted from its pixmap: drawn again only for another
// size, state or palette; painted where the drawing would be; refused (nothing painted) where a
// pixmap would not paint as the drawing does.

#include "ui/widgets/common/PrimitivePixmaps.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

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
        PrimitivePixmaps pixmaps;
        Frame frame;
        const auto draw = [&frame](const QStyleOptionFrame& option, QPainter* painter) {
            frame(option, painter);
        };
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
            QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
            painter.end();
            QCOMPARE(frame.drawn, 1);
            int largest = 0;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QRgb a = image.pixel(x, y);
                    const QRgb b = direct.pixel(x, y);
                    largest =
                        std::max({largest, std::abs(qRed(a) - qRed(b)),
                                  std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
                }
            }
            QVERIFY2(largest <= 2, qPrintable(QString::number(largest)));
        }
        // Elsewhere, the same look: no new drawing. Another state, size or palette: one each.
        QImage image = blank();
        QPainter painter(&image);
        option.rect.moveTo(3, 20);
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 1);
        option.state |= QStyle::State_HasFocus;
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 2);
        option.rect.setWidth(60);
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 3);
        option.palette.setColor(QPalette::Base, Qt::black);
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 4);
        option.palette.setCurrentColorGroup(QPalette::Disabled);
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 5);
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 5);
    }

    void refusedWhereAPixmapPaintsOtherwise()
    {
        PrimitivePixmaps pixmaps;
        Frame frame;
        const auto draw = [&frame](const QStyleOptionFrame& option, QPainter* painter) {
            frame(option, painter);
        };
        const QStyleOptionFrame option = frameAt(QRect(10, 7, 90, 24));
        const QImage untouched = blank();
        const auto refused = [&](const std::function<void(QPainter&)>& set) {
            QImage image = blank();
            QPainter painter(&image);
            set(painter);
            const bool painted = pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw);
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
        QCOMPARE(frame.drawn, 0);
        // A whole-pixel translation paints as the drawing does.
        QImage image = blank();
        QPainter painter(&image);
        painter.translate(5, -2);
        QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, option, &painter, draw));
        QCOMPARE(frame.drawn, 1);
    }

    void keepsTheLooksLastPainted()
    {
        PrimitivePixmaps pixmaps;
        Frame frame;
        const auto draw = [&frame](const QStyleOptionFrame& option, QPainter* painter) {
            frame(option, painter);
        };
        QImage image = blank();
        QPainter painter(&image);
        const auto paintWidth = [&](int width) {
            QVERIFY(pixmaps.paint(QStyle::PE_FrameLineEdit, frameAt(QRect(0, 0, width, 20)),
                                  &painter, draw));
        };
        const int kept = int(PrimitivePixmaps::kKept);
        for (int width = 10; width < 10 + kept; ++width)
            paintWidth(width);
        QCOMPARE(frame.drawn, kept);
        paintWidth(10); // the oldest, still kept, now the newest
        QCOMPARE(frame.drawn, kept);
        paintWidth(100); // one more: the oldest (11) goes
        QCOMPARE(frame.drawn, kept + 1);
        paintWidth(10);
        QCOMPARE(frame.drawn, kept + 1);
        paintWidth(11);
        QCOMPARE(frame.drawn, kept + 2);
    }
};

QTEST_MAIN(PrimitivePixmapsTest)
#include "tst_primitivepixmaps.moc"
